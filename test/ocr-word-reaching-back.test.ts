/**
 * Scanned random 9665 (Polish, 200 DPI 1-bit): tesseract boxed "ZA" of "OPLATA ZA PROWADZENIE" and "Z" of "WYPLATA Z
 * BANKOMATU" taller than the words around them and reaching back over the end of the word before, at that word's
 * confidence. Overlapping a word of the row's line, each was kept off it and made a line of its own beside the row,
 * and a row of two stacked dates then had three lines: its value date started a row of its own, and the rows after
 * it took the dates printed under the rows above them (15 of 41 rows right, `reconciled`). A word that reaches past
 * the end of the word it overlaps is the next word, not a reading of the same ink again: it joins the line.
 */
import { describe, expect, it } from 'vitest';
import { groupLines } from '../src/text/group-lines.js';
import type { Word } from '../src/types.js';

const w = (text: string, x0: number, x1: number, y0: number, y1: number, confidence: number): Word => ({ text, x0, x1, y0, y1, size: y1 - y0, confidence });

describe('groupLines, OCR: a word whose box reaches back over the word before', () => {
  it('joins the line of the words around it', () => {
    const words = [
      w('2', 36.2, 39.8, 286.8, 292.8, 0.77),
      w('lip', 43, 50.4, 286.8, 294.5, 0.77),
      w('2024', 53.3, 70.6, 287, 293, 0.95),
      w('OPLATA', 114.5, 155.8, 287, 293, 0.91),
      w('ZA', 147.1, 156, 285.8, 295.4, 0.91),
      w('PROWADZENIE', 158.6, 216.7, 286.8, 293, 0.91),
      w('4,93', 389, 404, 287, 293, 0.95),
      w('3', 36.2, 39.8, 296.9, 302.9, 0.59),
      w('lip', 43.2, 50.4, 296.6, 304.6, 0.59),
      w('2024', 53.3, 70.6, 296.6, 302.9, 0.96),
    ];
    expect(groupLines(words, 1).map((l) => l.text.replace(/\s+/g, ' '))).toEqual(['2 lip 2024 OPLATA ZA PROWADZENIE 4,93', '3 lip 2024']);
  });

  it('keeps a piece read again inside the word off its line, as before', () => {
    // "1," inside "481,20": the same ink read twice; joined, the row would hold a second figure.
    const words = [w('12/03', 36, 60, 100, 106, 0.9), w('481,20', 300, 330, 100, 106, 0.6), w('1,', 318, 326, 99, 107, 0.7)];
    expect(groupLines(words, 1).find((l) => l.words.some((x) => x.text === '481,20'))!.words.map((x) => x.text)).toEqual(['12/03', '481,20']);
  });
});
