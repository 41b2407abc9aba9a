/**
 * Money columns that no header names: the held-out labels of the random generator stay unknown to the parser, the
 * figures' columns are named by the reading the statement's arithmetic supports, a reading the arithmetic cannot
 * settle says so and never claims `reconciled`.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { interpret } from '../src/interpret/search.js';
import { UNSEEN_HEADERS } from '../fixtures/generator/random/roles.js';
import { page, right } from './support/text-page.js';

const DEBIT = 440;
const CREDIT = 500;
const BALANCE = 559;

/** A dated row: details at x 104, figures right-aligned at the given right edges. */
function row(date: string, details: string, ...figures: [string, number][]): [string, number, number][] {
  const out: [string, number, number][] = [[date, 36, 73]];
  let x = 104;
  for (const w of details.split(' ')) {
    out.push([w, x, x + 4.5 * w.length]);
    x += 4.5 * w.length + 2;
  }
  return [...out, ...figures.map(([t, x1]) => right(t, x1))];
}

const OPENING: [string, number, number][] = [['Opening', 36, 66], ['balance', 68, 96], right('1,000.00', 200)];
const CLOSING: [string, number, number][] = [['Closing', 36, 64], ['balance', 66, 94], right('1,070.00', 200)];

describe('money columns without header words', () => {
  it('the generator\'s held-out labels name no column for the parser', () => {
    for (const labels of Object.values(UNSEEN_HEADERS))
      for (const label of labels) {
        // A known date and balance label around it: a header is read, and the held-out label must stand in no column.
        const words = label.split(' ');
        const line: [string, number, number][] = [['Date', 36, 53]];
        let x = 200;
        for (const w of words) {
          line.push([w, x, x + 5 * w.length]);
          x += 5 * w.length + 2;
        }
        line.push(['Balance', 520, 559]);
        const h = readHeader(page([line]).lines, 0)?.header;
        const named = h?.columns.filter((c) => c.x1 > 200 && c.x0 < x) ?? [];
        expect(named.map((c) => `${label}: ${c.role}`)).toEqual([]);
      }
  });

  it('names a debit and a credit column by the printed opening and closing', () => {
    const p = page([
      OPENING,
      CLOSING,
      [],
      row('02/01/2024', 'CARD PAYMENT CAFE', ['12.00', DEBIT]),
      row('03/01/2024', 'SALARY ACME LTD', ['100.00', CREDIT]),
      row('05/01/2024', 'GROCERY STORE', ['18.00', DEBIT]),
    ]);
    const { built, rec, interpretation } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[12, 0], [0, 100], [18, 0]]);
    expect(interpretation.column_roles).toBe('debit credit');
    expect(rec.status).toBe('reconciled');
  });

  it('names a balance column left of the amounts by the running balance', () => {
    const p = page([
      OPENING,
      CLOSING,
      [],
      row('02/01/2024', 'CARD PAYMENT CAFE', ['988.00', DEBIT - 60], ['12.00', DEBIT + 30]),
      row('03/01/2024', 'SALARY ACME LTD', ['1,088.00', DEBIT - 60], ['100.00', CREDIT + 30]),
      row('05/01/2024', 'GROCERY STORE', ['1,070.00', DEBIT - 60], ['18.00', DEBIT + 30]),
    ]);
    const { built, interpretation } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([[12, 0, 988], [0, 100, 1088], [18, 0, 1070]]);
    expect(interpretation.column_roles).toBe('balance debit credit');
  });

  it('says the roles were guessed, and claims nothing, when no printed figure can tell the columns apart', () => {
    const p = page([
      row('02/01/2024', 'CARD PAYMENT CAFE', ['12.00', DEBIT]),
      row('03/01/2024', 'SALARY ACME LTD', ['100.00', CREDIT]),
      row('05/01/2024', 'GROCERY STORE', ['18.00', DEBIT]),
    ]);
    const { built, rec } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[12, 0], [0, 100], [18, 0]]);
    expect(built.warnings.some((w) => /guessed/.test(w))).toBe(true);
    expect(rec.status).not.toBe('reconciled');
  });
});
