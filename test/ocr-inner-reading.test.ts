/**
 * At 150 DPI tesseract read pieces of a row's date and time a second time inside their own boxes ("2?" inside
 * "01/05/2025", "o" inside "12:08", scanned random 9544). Sorted first by its centre, "2?" started the line; the date,
 * which it overlaps, went to a line of its own, and the row lost its date (25 of 33 rows read).
 */
import { describe, expect, it } from 'vitest';
import { groupLines } from '../src/text/group-lines.js';
import type { Word } from '../src/types.js';

type W = [string, number, number, number, number, number];
const WORDS: W[] = [
  ['01/05/2025', 35.8, 72.2, 233.8, 239.8, 0.95],
  ['12:08', 75.6, 92.4, 233.8, 239.8, 0.96],
  ['2?', 64.1, 67.9, 233, 239.3, 0.56],
  ['o', 82.8, 84.2, 235.7, 236.9, 0.64],
  ['YASHUBCP', 109.4, 150.2, 232.8, 242.2, 0.88],
  ['183,50', 461, 481.7, 233.8, 240.2, 0.89],
  ['16', 528, 534.7, 234, 239.8, 0.94],
  ['770.74', 536.9, 558.7, 233.8, 239.8, 0.94],
];
const words = (confidence?: number): Word[] => WORDS.map(([text, x0, x1, y0, y1, c]) => ({ text, x0, x1, y0, y1, size: 6, confidence: confidence ?? c }));

describe('OCR: a piece of a word read again inside its box', () => {
  it('is dropped, and the date stays on its row\'s line', () => {
    expect(groupLines(words(), 1).map((l) => l.text)).toEqual(['01/05/2025 12:08  YASHUBCP  183,50  16 770.74']);
  });

  it('leaves a text layer\'s words alone', () => {
    expect(groupLines(words(1), 1).length).toBe(2);
  });
});
