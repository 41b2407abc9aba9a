/**
 * A page whose rows run a balance of their own is no list after the transactions, though some of its rows print no
 * balance (their amounts are in the next balance's step). Counted row by row only, the links between rows with a
 * balance broke wherever a row without one stood between, and a page opening with a line no other page prints (here
 * the brought-forward label, worded unlike the first page's opening; on scan 11210 its furniture, read differently by
 * OCR) was taken for a list: the reading without it, closed by the first page's "carried forward" line and led from
 * the printed opening, was the statement's: reconciled with a page of rows left out.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const header: Cell[] = [['Date', 36, 56], ['Details', 120, 150], ['Amount', 380, 419], ['Balance', 470, 500]];
const row = (date: string, details: string, amount: string, balance?: string): Cell[] => [
  [date, 36, 76], [details, 120, 120 + 5 * details.length], right(amount, 419), ...(balance ? [right(balance, 500)] : []),
];
const label = (words: string[], figure: string): Cell[] => [...words.map((w, i): Cell => [w, 120 + 40 * i, 155 + 40 * i]), right(figure, 500)];

const pages = (brought: string[]) => {
  const first = page([
    header,
    label(['Opening', 'balance'], '1,000.00'),
    row('02/05/2023', 'RENT', '-500.00', '500.00'),
    row('03/05/2023', 'SALARY', '+1,200.00', '1,700.00'),
    row('05/05/2023', 'GROCERIES', '-48.20', '1,651.80'),
    row('08/05/2023', 'FUEL', '-61.80', '1,590.00'),
    row('09/05/2023', 'PHARMACY', '-12.40', '1,577.60'),
    row('11/05/2023', 'BOOKS', '-27.60', '1,550.00'),
    row('12/05/2023', 'CAFE', '-4.50'),
    row('12/05/2023', 'BAKERY', '-5.50', '1,540.00'),
    row('13/05/2023', 'CINEMA', '-20.00', '1,520.00'),
    row('13/05/2023', 'TAXI', '-14.50'),
    label(['Balance', 'carried', 'forward'], '1,505.50'),
  ]);
  const second = page([
    header,
    label(brought, '1,505.50'),
    row('15/05/2023', 'INSURANCE', '-45.50'),
    row('20/05/2023', 'REFUND', '+100.00', '1,560.00'),
    row('24/05/2023', 'WATER', '-30.00'),
    row('26/05/2023', 'GAS', '-20.00', '1,510.00'),
    row('28/05/2023', 'FEE', '-5.00', '1,505.00'),
  ]);
  return [first, { ...second, page_number: 2, lines: second.lines.map((l) => ({ ...l, page_number: 2 })) }];
};

describe('a page that runs a balance of its own after a page break', () => {
  it('keeps its rows, some of which print no balance', () => {
    const chosen = interpret(pages(['Balance', 'brought', 'forward']));
    expect(chosen.built.transactions).toHaveLength(15);
    expect(chosen.built.closing_balance).toBe(1505);
    expect(chosen.rec.status).toBe('reconciled');
    expect(chosen.interpretation.trailing_rows).toBeUndefined();
  });
});
