/**
 * A statement without running balances whose printed total of one side and printed closing both miss the rows by one
 * amount: the one row of that side for which tesseract offered the amount that closes it is repaired; where a line
 * went unread, a row is only a digit away (two misreads leave such gaps too), or the closing disagrees with the
 * totals, nothing is (reconcile/totals-repair).
 */
import { describe, expect, it } from 'vitest';
import { repairFromTotals } from '../src/reconcile/totals-repair.js';
import type { RowCells } from '../src/reconcile/repair.js';
import type { Transaction, Word } from '../src/types.js';

const word = (text: string, confidence = 0.9, alternatives: string[] = []): Word => ({ text, x0: 0, x1: 1, y0: 0, y1: 1, confidence, size: 8, alternatives });
const row = (debit: number, credit: number): Transaction => ({ date: '2025-01-07', description: 'x', debit, credit, balance: null, category: 'other', reference: null, page_number: 1, value_date: null, confidence: 0.85 });

// A card (balance up with debits): purchases out and one payment in, as printed.
const printedRows: [number, number][] = [[45.2, 0], [118.35, 0], [0, 627], [9.99, 0], [310.4, 0]];
const opening = 1500;
const credits = 627;
const debits = 45.2 + 118.35 + 9.99 + 310.4;
const closing = Math.round((opening - credits + debits) * 100) / 100;

/** The rows as OCR read them: row `at` of the printed rows read as `read`. */
function readWith(at: number, read: string, confidence = 0.9, alternatives: string[] = []) {
  const txs = printedRows.map(([d, c]) => row(d, c));
  const cells: RowCells[] = printedRows.map(([d, c]) => ({ amount: word((d || c).toFixed(2)) }));
  const v = Number(read);
  if (txs[at]!.debit) txs[at]!.debit = v;
  else txs[at]!.credit = v;
  cells[at] = { amount: word(read, confidence, alternatives) };
  return { txs, cells };
}

describe('repairFromTotals', () => {
  it('repairs the one row of the side whose printed total and the closing miss it, tesseract offering the amount', () => {
    const { txs, cells } = readWith(2, '527.00', 0.6, ['627.00']);
    expect(repairFromTotals(txs, cells, opening, closing, { credits, debits }, -1, 0)).toBe(1);
    expect(txs[2]!.credit).toBe(627);
    expect(txs[2]!.corrections![0]).toBe('amount 527.00 read by OCR; 627.00 makes the rows meet the printed total of money in and the printed closing balance');
  });

  it('takes the row tesseract offered the amount for where several are a digit away', () => {
    // A gap of 4.00 in the debits: 114.35 -> 118.35, but 45.20 -> 49.20 and 310.40 -> 314.40 are a digit away too.
    const { txs, cells } = readWith(1, '114.35', 0.9, ['118.35']);
    expect(repairFromTotals(txs, cells, opening, closing, { credits, debits }, -1, 0)).toBe(1);
    expect(txs.map((t) => t.debit)).toEqual([45.2, 118.35, 0, 9.99, 310.4]);
  });

  it('leaves a row only a digit away, even the only one and doubted: two misreads leave such a gap as well', () => {
    const { txs, cells } = readWith(1, '114.35', 0.4);
    expect(repairFromTotals(txs, cells, opening, closing, { credits, debits }, -1, 0)).toBe(0);
    expect(txs[1]!.debit).toBe(114.35);
    // 627.00 read 527.00: the only credit, a digit away, not offered.
    const only = readWith(2, '527.00', 0.4);
    expect(repairFromTotals(only.txs, only.cells, opening, closing, { credits, debits }, -1, 0)).toBe(0);
    expect(only.txs[2]!.credit).toBe(527);
    // Two rows offered the amount that closes the gap of 4.00: a guess, none taken.
    const two = readWith(1, '114.35', 0.6, ['118.35']);
    two.cells[0] = { amount: word('45.20', 0.6, ['49.20']) };
    expect(repairFromTotals(two.txs, two.cells, opening, closing, { credits, debits }, -1, 0)).toBe(0);
    expect(two.txs.map((t) => t.debit)).toEqual([45.2, 114.35, 0, 9.99, 310.4]);
  });

  it('leaves a row whose amount OCR read in several words: a reading of one word is none of the amount', () => {
    // 118.35 read 1,118.35 in two words, "1" and "118.35": the gap of 1,000.00 closes by the second word's own reading,
    // as it would where two other rows were misread by +1,000 and -2,000.
    const { txs, cells } = readWith(1, '1118.35', 0.9, []);
    cells[1] = { amount: word('118.35', 0.9, ['118.35', '118,35']) };
    expect(repairFromTotals(txs, cells, opening, closing, { credits, debits }, -1, 0)).toBe(0);
    expect(txs[1]!.debit).toBe(1118.35);
  });

  it('repairs nothing where a dated line went unread, the closing disagrees, or rows print balances', () => {
    const unread = readWith(2, '527.00', 0.6, ['627.00']);
    expect(repairFromTotals(unread.txs, unread.cells, opening, closing, { credits, debits }, -1, 1)).toBe(0);
    const disagree = readWith(2, '527.00', 0.6, ['627.00']);
    expect(repairFromTotals(disagree.txs, disagree.cells, opening, closing + 5, { credits, debits }, -1, 0)).toBe(0);
    const balances = readWith(2, '527.00', 0.6, ['627.00']);
    balances.txs[0]!.balance = 100;
    expect(repairFromTotals(balances.txs, balances.cells, opening, closing, { credits, debits }, -1, 0)).toBe(0);
    expect([unread, disagree, balances].map((r) => r.txs[2]!.credit)).toEqual([527, 527, 527]);
  });
});
