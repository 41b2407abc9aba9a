/**
 * A scanned table without a header the parser can name, whose rows print a code of four digits before the amount (a
 * card's last four digits, "2624"): OCR words ending at one edge, no separator. A headerless page's digit runs alone
 * mark a money column whose every separator OCR lost (figure-columns.ts), so the codes were read as money and the
 * rows' direction words bound to them (scanned random 11477: 0 of 55 rows right, "discrepancy" by 105,458.95). The
 * search reads the statement without such an edge too, and takes that reading where it reconciles and the first
 * does not, or where neither does and it keeps as many rows and breaks less of the arithmetic (a column of digit runs
 * is money only where the chain confirms it).
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';
import type { PageText } from '../src/types.js';

type W = [string, number, number, number?];
const CODES = ['2624', '5066', '9005', '8414'];
const fmt = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const code = (k: number) => Number(CODES[k % 4]!);

/**
 * Eight rows: date, a direction word ("Ut" out, "In" in: words no keyword list knows), details, code, amount. The
 * summary prints the opening, both totals and the closing; `codesAreMoney` computes them with the codes as debits
 * and the amounts as credits (a debit column whose every separator OCR lost).
 */
function statement(codesAreMoney: boolean, garbled?: string): PageText {
  const rows: W[][] = [];
  let credits = 0;
  let debits = 0;
  for (let k = 0; k < 8; k++) {
    const cents = 1000 + ((k * 7919) % 90000);
    const isCredit = k % 5 === 2;
    if (codesAreMoney) {
      debits += code(k);
      credits += cents;
    } else if (isCredit) credits += cents;
    else debits += cents;
    const amount = garbled && k === 3 ? garbled : fmt(cents);
    rows.push([[`2023-08-0${k + 1}`, 36, 80], [isCredit ? 'In' : 'Ut', 88, 100], [['AMAZON', 'TRADER', 'CHEVRON', 'WALGREENS', 'SAFEWAY'][k % 5]!, 132, 190], [CODES[k % 4]!, 325, 343, 0.9], [amount, 380, 410]]);
  }
  return page([
    [['Saldo', 36, 60], ['anterior', 63, 105], ['1000,00', 380, 410]],
    [['Summa', 36, 60], ['insättningar', 63, 120], [fmt(credits), 380, 410]],
    [['Summa', 36, 60], ['uttag', 63, 85], [fmt(debits), 380, 410]],
    [['Nytt', 36, 58], ['saldo', 61, 85], [fmt(100000 + credits - debits), 380, 410]],
    [],
    ...rows,
  ]);
}

describe('a headerless scanned column of four-digit codes', () => {
  it('is read as money by the first reading, and as details by the reading without edges of digit runs alone', () => {
    const first = parseLayout([statement(false)], {}, 'first');
    expect(first.runEdges).toBe(true);
    expect(first.rows[0]!.amount).toBe('26.24');
    const unrun = parseLayout([statement(false)], {}, 'first', 'cut', undefined, { runEdges: 'dropped' });
    expect(unrun.runEdges).toBeUndefined();
    expect(unrun.rows.map((r) => r.amount ?? r.balance)).toEqual(['10,00', '89,19', '168,38', '247,57', '326,76', '405,95', '485,14', '564,33']);
    expect(unrun.rows[0]!.description.join(' ')).toContain('2624');
  });

  it('is read as no money where the statement reconciles only so', () => {
    const { built, rec, interpretation } = interpret([statement(false)]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[10, 0], [89.19, 0], [0, 168.38], [247.57, 0], [326.76, 0], [405.95, 0], [485.14, 0], [0, 564.33]]);
    expect(rec.status).toBe('reconciled');
    expect(interpretation.run_edges).toBe('dropped');
  });

  it('is read as no money where neither reading reconciles and the one without it breaks less (scanned random 12381)', () => {
    // Row 4's amount unreadable ("2247-57" for 247,57): neither reading reconciles. With the codes as debits every
    // amount is a credit and both printed totals differ; without them only the debits' total does, by that row.
    const { built, rec, interpretation, layout } = interpret([statement(false, '2247-57')]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[10, 0], [89.19, 0], [0, 168.38], [326.76, 0], [405.95, 0], [485.14, 0], [0, 564.33]]);
    expect(rec.status).toBe('discrepancy');
    // The line is named (the pipeline's notes say a row may be missing there).
    expect(layout.unread?.map((u) => u.text.replace(/\s+/g, ' '))).toEqual(['2023-08-04 Ut WALGREENS 8414 2247-57']);
    expect(interpretation.run_edges).toBe('dropped');
  });

  it('stays money where the statement reconciles with it (a column whose every separator OCR lost)', () => {
    const { built, rec, interpretation } = interpret([statement(true)]);
    expect(built.transactions.map((t) => t.debit)).toEqual([26.24, 50.66, 90.05, 84.14, 26.24, 50.66, 90.05, 84.14]);
    expect(rec.status).toBe('reconciled');
    expect(interpretation.run_edges).toBeUndefined();
  });
});
