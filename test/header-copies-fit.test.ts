/**
 * Money labels printed right of their figures ("Credits" over figures ending at 640, "Debits" starting at 712 right
 * of debit figures ending at 705), one header on every page. A page of debits only shows one edge between the two
 * labels' starts, which the fit to figures gave to the credit column: every debit of that page read as a credit, and
 * a credit card's reading then reconciled the statement (random layouts, seed 10103). The header's copies are fitted
 * once, to the figures under all of them (figure-columns.ts figureRunsUnder): two edges between the labels, no
 * widening, each page read alike.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { interpret } from '../src/interpret/search.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText } from '../src/types.js';
import { right, word } from './support/text-page.js';

type Cell = [string, number, number];
const header: Cell[] = [['Date', 36, 53], ['Particulars', 242, 284], ['Credits', 622, 650], ['Debits', 712, 736], ['Balance', 774, 804]];

function pageOf(n: number, rows: Cell[][]): PageText {
  const words = rows.flatMap((r, i) => r.map(([t, x0, x1]) => word(t, x0, x1, 150 + 14 * i)));
  return { page_number: n, width: 842, height: 595, type: 'digital', source: 'text', lines: groupLines(words, n) };
}

const money = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rows from an opening balance: positive amounts are credits (printed under Credits), negative debits. */
function statement(opening: number, pages: [string, number][][]): PageText[] {
  let balance = opening;
  let day = 1;
  return pages.map((rows, p) =>
    pageOf(p + 1, [
      header,
      ...rows.map(([details, amount]): Cell[] => {
        balance = Math.round((balance + amount) * 100) / 100;
        const date = `${String(day++).padStart(2, '0')}/09/2024`;
        const figure = amount > 0 ? right(money(amount), 640) : right(money(-amount), 705);
        return [[date, 36, 73], [details, 242, 242 + 5 * details.length], figure, right(money(balance), 805)];
      }),
    ]),
  );
}

const pages = () =>
  statement(3965.65, [
    [['RENT', -1096], ['TRAINLINE', -36.95], ['DINNER', -27.68], ['COUNCIL TAX', -156.27], ['SAINSBURYS', -63.03]],
    [['REFUND', 45.05], ['TESCO', -69.12], ['SALARY', 2648.89], ['NETFLIX', -13.67], ['INTEREST', 1.25], ['SHELL', -75.52]],
  ]);

describe('one header on every page, money labels right of their figures', () => {
  it('reads a page of debits only as the other pages: the figures under every copy place the columns', () => {
    const rows = parseLayout(pages(), {}, 'first').rows;
    expect(rows.filter((r) => r.page_number === 1).map((r) => [r.debit ?? '', r.credit ?? ''])).toEqual([
      ['1,096.00', ''],
      ['36.95', ''],
      ['27.68', ''],
      ['156.27', ''],
      ['63.03', ''],
    ]);
    expect(rows.filter((r) => r.page_number === 2).map((r) => (r.credit ? `+${r.credit}` : `-${r.debit}`))).toEqual(['+45.05', '-69.12', '+2,648.89', '-13.67', '+1.25', '-75.52']);
  });

  it('reconciles as the bank account it is, debits as money out', () => {
    const { built, rec, interpretation } = interpret(pages());
    expect(rec.status).toBe('reconciled');
    expect(interpretation.account_type).toBe('bank');
    expect(built.transactions.slice(0, 2).map((t) => [t.debit, t.credit])).toEqual([
      [1096, 0],
      [36.95, 0],
    ]);
  });
});
