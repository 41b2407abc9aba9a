/** Words into lines (src/text/group-lines.ts), shared by the text layer and OCR. */
import { describe, expect, it } from 'vitest';
import { groupLines } from '../src/text/group-lines.js';
import type { Word } from '../src/types.js';

const w = (text: string, x0: number, x1: number, y0: number, y1: number): Word => ({ text, x0, x1, y0, y1, confidence: 0.9, size: y1 - y0 });

describe('groupLines', () => {
  it('keeps a row whole when OCR boxed one of its words twice (a box inside another)', () => {
    // "UPI/819661209091/PRIYA NAIR/Received": tesseract boxed "PRIYA" again inside the long word, a little taller.
    // Sorted by centre it comes before "Apr" (the row's month, its descender lowering its centre); a line started
    // for it took both "Apr" words away from their day and amount.
    const lines = groupLines(
      [
        w('Apr', 37, 48, 87.6, 92.2), w('11', 54, 60, 87.1, 91.4), w('Apr', 90, 101, 87.6, 92.2), w('11', 107, 113, 87.1, 91.4), w('UPI', 147, 158, 87.1, 91.4), w('248.22', 535, 558, 86.9, 91.4),
        w('12', 54, 60, 101.0, 105.4), w('12', 107, 114, 101.0, 105.4), w('UPI/B19661209091', 147, 236, 100.8, 105.6), w('NAIR', 241, 256, 101.0, 105.4), w('6,187.82', 470, 501, 100.8, 105.8),
        w('Apr', 37, 48, 101.5, 106.3), w('Apr', 90, 101, 101.3, 106.3), w('"PRIYA', 215, 237, 99.8, 107.5),
      ],
      1,
    );
    // "PRIYA" itself, a word of letters reaching past the end of the long word's box at its confidence, joins the
    // row (ocr-word-reaching-back.test.ts): the row reads as printed.
    expect(lines.map((l) => l.text.replace(/\s+/g, ' '))).toEqual([
      'Apr 11 Apr 11 UPI 248.22',
      'Apr 12 Apr 12 UPI/B19661209091 "PRIYA NAIR 6,187.82',
    ]);
  });
});
