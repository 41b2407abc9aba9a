/**
 * A card statement without balances whose amounts print "S$" and a D/C mark after them (scanned random 9587, SGD):
 * "S$437.12" was read "$8437.12" (the S as a digit), with "$$437.12" among tesseract's other readings. The gap was
 * exactly 8,000.00, yet no row was named: the row's amount word for the suspects' search was the mark "D" after the
 * figure (which has no other readings), and "$$437.12" did not parse, though the row's own cell reads such a doubled
 * sign as a currency sign. Now the figure's word is the cell's word, and offered readings are read as the cell is.
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText } from '../src/types.js';

// Lines as OCR placed them: [y, [text, x0, x1]...], words 6 pt tall.
const LINES: [number, [string, number, number][]][] = [
  [28, [['Crestline', 37, 100], ['Bank', 105, 141], ['Credit', 433, 467], ['Card', 471, 497], ['Statement', 502, 559]]],
  [158, [['Beginning', 42, 79], ['balance', 83, 112], ['S$100.00', 274, 310]]],
  [170, [['Total', 42, 60], ['credits', 63, 87], ['S$0.00', 286, 310]]],
  [182, [['Total', 42, 60], ['debits', 63, 85], ['S$467.12', 274, 310]]],
  [194, [['Closing', 42, 70], ['balance', 73, 102], ['S$567.12', 274, 310]]],
  [206, [['Minimum', 43, 76], ['payment', 79, 111], ['due', 114, 127], ['S$20.00', 286, 310]]],
  [248, [['Txn', 36, 50], ['Transaction', 130, 174], ['Transaction', 465, 510]]],
  [257, [['Date', 36, 53], ['Details', 131, 156], ['Amount', 480, 510], ['D/C', 545, 558]]],
  [292, [['Fri', 36, 45], ['10.03.2023', 48, 87], ['MARRIOTT', 131, 171], ['SEATTLE', 174, 208], ['S$10.00', 481, 510], ['D', 549, 554]]],
  [306, [['Sun', 36, 50], ['12.03.2023', 53, 92], ['SPOTIFY', 131, 164], ['USA', 167, 183], ['S$20.00', 481, 510], ['D', 549, 554]]],
  [320, [['Wed', 36, 52], ['15.03.2023', 55, 94], ['DELTA', 131, 154], ['AIR', 156, 169], ['LINES', 172, 195], ['AMOUNT', 476, 510], ['D', 549, 554]]],
];

const build = (read: string, offered: string[], lines = LINES) => {
  const words = lines.flatMap(([y, ws]) =>
    ws.map(([t, x0, x1]) => (t === 'AMOUNT' ? { text: read, x0, x1, y0: y, y1: y + 6, size: 6, confidence: 0.11, alternatives: offered } : { text: t, x0, x1, y0: y, y1: y + 6, size: 6, confidence: 0.93 })),
  );
  const page: PageText = { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
  return buildStatement([page], {});
};
const notes = (read: string, offered: string[], lines = LINES) => {
  const st = build(read, offered, lines);
  expect(st.reconciliation.status).toBe('discrepancy');
  return st.reconciliation.notes.filter((n) => n.includes('DELTA'));
};
// The same statement without its printed totals: only the closing says the rows are off.
const WITHOUT_TOTALS = LINES.filter(([, ws]) => ws[0]![0] !== 'Total');

describe('OCR: a misread amount whose other reading doubles the currency sign', () => {
  it('is named, its figure read after the sign', () => {
    expect(notes('$8437.12', ['$8437,12', '$$437.12', '58437.12'])).toEqual([
      'page 1, "DELTA AIR LINES": OCR read the amount 8437.12 but also offered 437.12, which would make the statement add up',
    ]);
  });

  it('is named from the figure\'s own readings, not the mark\'s after it', () => {
    expect(notes('$8437.12', ['$8437,12', '437.12'], WITHOUT_TOTALS)).toHaveLength(1);
  });

  it('is repaired where the printed total of debits misses the rows by what the closing does (reconcile/totals-repair)', () => {
    const st = build('$8437.12', ['$8437,12', '437.12']);
    expect(st.reconciliation.status).toBe('reconciled');
    expect(st.transactions.find((t) => t.description.includes('DELTA'))?.debit).toBe(437.12);
  });

  it('is not said to make the statement add up when no reading closes the gap', () => {
    expect(notes('$8437.12', ['$8437,12', '$$487.12']).some((n) => n.includes('make the statement add up'))).toBe(false);
  });
});
