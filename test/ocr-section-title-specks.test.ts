/**
 * A section title in a dark band over the table's header ("OTHER WITHDRAWALS (CONTINUED)"), with specks OCR read
 * beside it on the band ("en", "ET", "a", at confidence 0.1-0.3). The title is not one run of words with the specks
 * counted, so it was taken for the header's first line: "WITHDRAWALS" over "Description" made the details a debit
 * column, and a loan number in the details ("EMI 26099196") became the row's debit (scanned random 9813, digitally
 * reconciled, a discrepancy that named no row; now reconciled, 53/53).
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

/** Lines at the given tops and type sizes (a word may have its own: specks OCR boxed tall). */
function page(lines: [number, number, [string, number, number, number?, number?][]][]): PageText {
  const words: Word[] = lines.flatMap(([y, size, ws]) => ws.map(([text, x0, x1, confidence = 0.93, own = size]) => ({ text, x0, x1, y0: y, y1: y + own, size: own, confidence })));
  return { page_number: 2, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 2) };
}

describe('OCR: specks beside a section title over the header', () => {
  it('keeps the title out of the header', () => {
    const p = page([
      [66, 10.5, [['OTHER', 38, 72, 0.95], ['WITHDRAWALS', 75, 147, 0.95], ['(CONTINUED)', 150, 230, 0.72], ['en', 352, 362, 0.33, 18], ['ET', 383, 405, 0.28, 18], ['a', 493, 507, 0.09, 18]]],
      [90, 6.7, [['Date', 35, 54], ['Description', 146, 189], ['Amount', 512, 541]]],
      [109, 6.7, [['10/01/2023', 37, 74], ['EMI', 147, 162], ['26099196', 164, 198, 0.95], ['21,000.00', 525, 559]]],
      [123, 6.7, [['10/01/2023', 37, 74], ['UPI/572392931613/UBER', 147, 238], ['200.02', 536, 559]]],
      [137, 6.7, [['11/01/2023', 37, 74], ['UPI/AVENUE/Payment', 147, 230], ['1,317.30', 527, 559]]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [r.amount, r.debit ?? null])).toEqual([['21,000.00', null], ['200.02', null], ['1,317.30', null]]);
    expect(rows[0]!.description.join(' ')).toBe('EMI 26099196');
  });
});
