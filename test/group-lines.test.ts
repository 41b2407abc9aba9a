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

  it('drops specks OCR read as a letter or a dot a fraction of the words\' size, not a lone sign', () => {
    // Random layout 9749 at 300 DPI: "." 0.7 pt square beside "13 jun 2025 61,71" (words ~3.3 pt tall) made a line
    // of its own between the row's details and its dated line; the row came out with "." for details.
    const words = [
      w('PIX', 37, 49, 588, 591.3), w('RECEBIDO', 53, 82, 588, 591.3),
      w('.', 296, 296.7, 593.2, 593.9),
      w('13', 282, 290, 592.6, 595.9), w('jun', 291, 302, 592.6, 595.9), w('2025', 306, 322, 592.6, 595.9), w('61,71', 388, 407, 592.6, 595.9),
      w('A', 292, 292.7, 603, 603.7),
      w('-', 350, 352.6, 604, 604.6), w('12,00', 360, 380, 602.6, 605.9),
      w('RAFAEL', 37, 61, 598, 601.3), w('LIMA', 66, 82, 598, 601.3),
      w('Tel', 37, 49, 610, 613.3), w('+00', 53, 65, 610, 613.3), w('123', 70, 82, 610, 613.3), w('456', 86, 98, 610, 613.3), w('789', 102, 114, 610, 613.3),
    ];
    const texts = groupLines(words, 1).map((l) => l.text.replace(/\s+/g, ' '));
    expect(texts).toContain('13 jun 2025 61,71');
    expect(texts.join(' ')).not.toMatch(/(^| )[.A]( |$)/);
    // A lone minus, flat but as wide as a digit, stays.
    expect(texts).toContain('- 12,00');
  });
});

