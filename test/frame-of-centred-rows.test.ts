/**
 * A first page printed narrower beside a box, the next pages across the whole width without the header, and every
 * row's figures centred on a line of their own between its date line and its value date's (random layout 1013740).
 * The later page's frame was measured from its figured lines' left edges, and right-aligned figures share none: the
 * page had no frame, its figures were read under the first page's columns (the debits as balances, the balances as
 * amounts), and 15 rows broke the chain. The dated lines say where such a page's table begins.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { at, pageOf, right } from './support/text-page.js';
import type { PageText, Word } from '../src/types.js';

type Cell = [string, number, number];
interface Row {
  day: string;
  what: string;
  debit?: string;
  credit?: string;
  balance: string;
}

/** Rows from `y`, 24 pt apart: the date and details, the figures 5 pt lower, the value date 10 pt lower. */
function rows(list: Row[], y: number, x: { date: number; desc: number; debit: number; credit: number; balance: number }): Word[] {
  return list.flatMap((r, i) => {
    const top = y + 24 * i;
    const figures: Cell[] = [...(r.debit ? [right(r.debit, x.debit)] : []), ...(r.credit ? [right(r.credit, x.credit)] : []), right(r.balance, x.balance)];
    return [...at(top, [[`${r.day}-DEC-24`, x.date, x.date + 40], [r.what, x.desc, x.desc + 60]]), ...at(top + 5, figures), ...at(top + 10, [[`${r.day}-DEC-24`, x.date, x.date + 40]])];
  });
}

const textLayer = (words: Word[], n: number): PageText => {
  for (const w of words) w.confidence = 1;
  const p = pageOf(words);
  return { ...p, page_number: n, lines: p.lines.map((l) => ({ ...l, page_number: n })) };
};

describe('a later page wider than the first, its rows\' figures on lines of their own', () => {
  it('reads its columns where its own rows put them', () => {
    const first = textLayer(
      [
        ...at(60, [['Beginning', 36, 72], ['balance', 75, 100], right('1,000.00', 200)]),
        ...at(72, [['New', 36, 50], ['balance', 53, 78], right('1,125.00', 200)]),
        ...at(150, [['Txn', 93, 105], ['Date', 108, 126], ['Description', 156, 200], ['Withdrawals', 276, 323], ['Money', 334, 355], ['in', 359, 368], ['Balance', 380, 410], ['Your', 430, 445], ['adviser', 448, 478]]),
        ...at(170, [['Call', 430, 445], ['us', 448, 456], ['any', 459, 470], ['time', 473, 490]]),
        ...rows(
          [
            { day: '02', what: 'Rent', debit: '500.00', balance: '500.00' },
            { day: '03', what: 'Salary', credit: '1,500.00', balance: '2,000.00' },
            { day: '04', what: 'Grocer', debit: '75.50', balance: '1,924.50' },
            { day: '05', what: 'Fuel', debit: '40.00', balance: '1,884.50' },
          ],
          175,
          { date: 93, desc: 156, debit: 323, credit: 368, balance: 410 },
        ),
      ],
      1,
    );
    const second = textLayer(
      rows(
        [
          { day: '08', what: 'Loan', debit: '220.72', balance: '1,663.78' },
          { day: '09', what: 'Coffee', debit: '8.19', balance: '1,655.59' },
          { day: '10', what: 'Refund', credit: '12.00', balance: '1,667.59' },
          { day: '11', what: 'Check', debit: '542.59', balance: '1,125.00' },
        ],
        80,
        { date: 36, desc: 103, debit: 464, credit: 515, balance: 559 },
      ),
      2,
    );
    const { built, rec } = interpret([first, second]);
    expect(built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([
      [500, 0, 500],
      [0, 1500, 2000],
      [75.5, 0, 1924.5],
      [40, 0, 1884.5],
      [220.72, 0, 1663.78],
      [8.19, 0, 1655.59],
      [0, 12, 1667.59],
      [542.59, 0, 1125],
    ]);
    expect(rec.status).toBe('reconciled');
  });
});
