/** Words into lines (src/text/group-lines.ts), shared by the text layer and OCR. */
import { describe, expect, it } from 'vitest';
import { groupLines } from '../src/text/group-lines.js';
import type { Word } from '../src/types.js';

const w = (text: string, x0: number, x1: number, y0: number, y1: number): Word => ({ text, x0, x1, y0, y1, confidence: 0.9, size: y1 - y0 });

describe('groupLines', () => {
  it('keeps figures printed at one height on one line where they stand between two lines of a row', () => {
    // Random layout 11364 scanned (200 DPI grey): rows of two lines (details and the date, then the value date) with
    // the amount and the balance centred between them. The balance, placed first, joined the upper line; the amount,
    // boxed a point lower, started a line of its own, and every such row lost its amount.
    const lines = groupLines(
      [
        w('TRADER', 34, 66, 93.6, 99.3), w('JOE', 69, 84, 93.6, 99.3), w('26', 336, 345, 91.9, 97.4), w('Sep', 348, 361, 91.9, 99.1), w('2024', 364, 381, 91.7, 97.4),
        w('50,67', 431, 451, 96.2, 102.7), w('4.384,47', 526, 557, 95.5, 102.2),
        w('28', 337, 345, 101.7, 107.5), w('Sep', 348, 361, 101.7, 108.9), w('2024', 364, 381, 101.7, 107.3),
      ],
      1,
    );
    expect(lines.map((l) => l.text.replace(/\s+/g, ' '))).toEqual(['TRADER JOE 26 Sep 2024 50,67 4.384,47', '28 Sep 2024']);
  });

  it('does not join a figure to a line by the height of a word that is no figure (a tilted page)', () => {
    // Random layout 11129 scanned (150 DPI, tilted): a row's details rise across the page, and its figures, printed on
    // the row's second line (with the value date "22 sep 2023"), stand at the height of the first line's date far
    // left. Joined to the date's line they made the second date start a row of its own, and every later row of the
    // page took the date of the row above, reconciled.
    const lines = groupLines(
      [
        w('20', 27, 36, 74.9, 80.9), w('sep', 38, 50, 75.8, 82.1), w('2023', 53, 71, 73.9, 80.4), w('TRANSFER', 108, 150, 71.8, 79), w('TO', 152, 163, 71.5, 77.5),
        w('WELLS', 165, 192, 70.8, 77.3), w('FARGO', 195, 222, 70.1, 76.6), w('ACCOUNT', 224, 264, 68.9, 75.6), w('78685352', 266, 301, 67.7, 74.6),
        w('-652', 445, 460, 73.4, 79.9), w('57', 462, 472, 73.4, 80.4), w('kr', 475, 481, 73, 79.2), w('29', 505, 514, 72.5, 78.2), w('225,04', 516, 541, 71.5, 78.5), w('kr', 543, 550, 71.3, 77.3),
        w('22', 27, 36, 85, 91), w('sep', 38, 51, 85.7, 91.9), w('2023', 54, 71, 84, 90.5),
      ],
      1,
    );
    const figures = lines.find((l) => l.words.some((x) => x.text === '225,04'))!;
    expect(figures.words.map((x) => x.text)).not.toContain('20');
  });

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

