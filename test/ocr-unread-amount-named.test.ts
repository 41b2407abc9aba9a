/**
 * Scanned random 9674 (300 DPI 1-bit): the last row's amount and balance were read apart ("3069.82 CR 5 188.44"), so
 * the row had a balance and no amount; the balances could not settle it, and it was left out. Its warning said so,
 * but the reconciliation, a discrepancy of exactly that amount, named nothing: a reader of the result had no row to
 * look at. A row left out because OCR could not read its amount is named in the reconciliation's notes.
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText } from '../src/types.js';

const statement = (salary: string, balance: string) => {
  const lines: [number, [string, number, number][]][] = [
    [40, [['Opening', 36, 66], ['balance', 69, 96], ['10,000.00', 200, 236]]],
    [50, [['Closing', 36, 64], ['balance', 67, 94], ['12,969.82', 200, 236]]],
    [80, [['Date', 36, 52], ['Description', 100, 142], ['Debit', 318, 336], ['Credit', 392, 416], ['Balance', 470, 500]]],
    [95, [['01/03/2024', 36, 74], ['Grocery', 100, 128], ['store', 131, 150], ['100.00', 312, 336], ['9,900.00', 468, 500]]],
    [107, [['02/03/2024', 36, 74], ['Salary', 100, 124], ['March', 127, 148], [salary, 386, 416], [balance, 468, 500]]],
  ];
  const words = lines.flatMap(([y, ws]) => ws.map(([text, x0, x1]) => ({ text, x0, x1, y0: y, y1: y + 6, size: 6, confidence: 0.92 })));
  const page: PageText = { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
  return buildStatement([page], {});
};

describe('OCR: a row left out because its amount could not be read', () => {
  it('is named in the reconciliation notes', () => {
    const st = statement('3,0G9.8Z', '1,969.82');
    expect(st.transactions).toHaveLength(1);
    expect(st.reconciliation.status).toBe('discrepancy');
    expect(st.reconciliation.notes.some((n) => n.includes('Salary March') && n.includes('could not read'))).toBe(true);
  });

  it('is not named where the amount was read', () => {
    const st = statement('3,069.82', '12,969.82');
    expect(st.reconciliation.status).toBe('reconciled');
    expect(st.reconciliation.notes).toEqual([]);
  });
});
