/**
 * A table with no header (or one in words no list knows) whose rows print the details first and the date after
 * them, and the row's figures on the line under the date line (the figures centred between lines of details). The
 * date column was found only from lines that print figures after their date, so no line witnessed it, no row was
 * read and the statement came out empty (random layouts 500214 and 3272, F1 0 -> 1).
 */
import { describe, expect, it } from 'vitest';
import { dateColumnByGeometry } from '../src/layout/headerless-dates.js';
import { buildStatement } from '../src/pipeline/extract.js';
import { page, right, textLayerPage } from './support/text-page.js';

const DATE = 300;
const rows = (figuresUnder: boolean) => {
  const out: [string, number, number][][] = [[['Opening', 36, 70], ['balance', 73, 105], right('1,000.00', 530)]];
  const list: [string, string, string, string][] = [
    ['Betaalautomaat', '01/09/2023', '-88.21', '911.79'],
    ['Incasso', '02/09/2023', '-11.00', '900.79'],
    ['Tikkie', '03/09/2023', '51.45', '952.24'],
    ['iDEAL', '04/09/2023', '-199.75', '752.49'],
  ];
  for (const [what, date, amount, balance] of list) {
    if (figuresUnder) {
      out.push([[what, 36, 100], [date, DATE, DATE + 40]]);
      out.push([right(amount, 430), right(balance, 530)]);
      out.push([['Utrecht', 36, 70], ['Centraal', 73, 110]]);
    } else out.push([[what, 36, 100], [date, DATE, DATE + 40], right(amount, 430), right(balance, 530)]);
  }
  out.push([['Closing', 36, 70], ['balance', 73, 105], right('752.49', 530)]);
  return out;
};

describe('headerless dates after the details, figures on the line under them', () => {
  it('the date lines over figure lines witness the date column', () => {
    expect(dateColumnByGeometry(page(rows(true)).lines)?.x0).toBe(DATE);
    // The same rows printed on one line each were always found.
    expect(dateColumnByGeometry(page(rows(false)).lines)?.x0).toBe(DATE);
  });

  it('and every row is read', () => {
    const st = buildStatement([textLayerPage(rows(true))], {});
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit, t.balance])).toEqual([
      ['2023-09-01', 88.21, 0, 911.79],
      ['2023-09-02', 11, 0, 900.79],
      ['2023-09-03', 0, 51.45, 952.24],
      ['2023-09-04', 199.75, 0, 752.49],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });

  it('a line of figures under a dated line that is not a row does not make a column of one', () => {
    // A period line over a line of figures (a summary box): one witness is no column.
    const p = page([
      [['Period', 36, 70], ['01/09/2023', DATE, DATE + 40], ['-', 345, 350], ['30/09/2023', 355, 395]],
      [right('1,000.00', 430), right('752.49', 530)],
    ]);
    expect(dateColumnByGeometry(p.lines)).toBeUndefined();
  });
});
