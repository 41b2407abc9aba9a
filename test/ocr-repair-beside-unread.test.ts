/**
 * An OCR row that the running balance "repairs" next to a dated line OCR could not read: the repair may be covering
 * for the row that line held. Here the rent row (1,200.00 out) is unread, and the refund under it (300.00 in) does not
 * follow from the balance above: its balance moved by both rows, -900.00, one digit and a sign away from what was
 * read. Repaired to 900.00 out, the chain held, the printed opening and closing agreed, and the statement said
 * `reconciled` with a wrong row and a row missing. Such a repair does not confirm the chain: the statement is a
 * discrepancy that names the unread line.
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText } from '../src/types.js';

// Lines as OCR placed them: [y, [text, x0, x1]...], words 6 pt tall.
const lines = (rentCells: [string, number, number][]): [number, [string, number, number][]][] => [
  [40, [['Opening', 36, 66], ['balance', 69, 96], ['10,000.00', 200, 236]]],
  [50, [['Closing', 36, 64], ['balance', 67, 94], ['8,950.00', 204, 236]]],
  [80, [['Date', 36, 52], ['Description', 100, 142], ['Debit', 318, 336], ['Credit', 392, 416], ['Balance', 470, 500]]],
  [95, [['01/03/2024', 36, 74], ['Grocery', 100, 128], ['store', 131, 150], ['100.00', 312, 336], ['9,900.00', 468, 500]]],
  [107, [['02/03/2024', 36, 74], ['Rent', 100, 116], ['March', 119, 140], ...rentCells]],
  [119, [['03/03/2024', 36, 74], ['Refund', 100, 125], ['parcel', 128, 150], ['300.00', 392, 416], ['9,000.00', 468, 500]]],
  [131, [['04/03/2024', 36, 74], ['Coffee', 100, 124], ['bar', 127, 139], ['50.00', 316, 336], ['8,950.00', 468, 500]]],
];

const statement = (rentCells: [string, number, number][]) => {
  const words = lines(rentCells).flatMap(([y, ws]) => ws.map(([text, x0, x1]) => ({ text, x0, x1, y0: y, y1: y + 6, size: 6, confidence: 0.92 })));
  const page: PageText = { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
  return buildStatement([page], {});
};

describe('OCR: a chain repair next to an unread dated line', () => {
  it('does not make the statement reconciled: it is a discrepancy naming the unread line', () => {
    const st = statement([['Iz0Oo', 310, 336], ['B,7Oo', 468, 500]]);
    expect(st.transactions.map((t) => t.description)).not.toContain('Rent March');
    expect(st.reconciliation.status).toBe('discrepancy');
    expect(st.reconciliation.notes.some((n) => n.includes('Refund parcel') && n.includes('02/03/2024 Rent March'))).toBe(true);
  });

  it('leaves a statement whose rows all read as it was', () => {
    const st = statement([['1,200.00', 310, 336], ['8,700.00', 468, 500]]);
    expect(st.transactions.map((t) => t.debit || -t.credit)).toEqual([100, 1200, -300, 50]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
