/**
 * At 200 DPI tesseract read a card number "************8376" as "#xxxikidarrr]" at confidence 0 and its last digits
 * again, "376", at 0.96, inside the same box (scanned random 9597, rows printing their value date on a line under the
 * booking date). "376" overlaps the word it repeats, so it was kept off the row's line and started a line of its own
 * between the row and its value-date line; from that row on, every row of the page took the line above's value date
 * and details (42 of 55 rows read). A part of a word read again, with more confidence than the word, joins the word's
 * line.
 */
import { describe, expect, it } from 'vitest';
import { groupLines } from '../src/text/group-lines.js';
import type { Word } from '../src/types.js';

type W = [string, number, number, number, number, number];
const WORDS: W[] = [
  ['gio', 36.2, 47.3, 67.9, 75.4, 0.96],
  ['18', 50.4, 58.3, 67.9, 73.7, 0.96],
  ['apr', 60.2, 72.2, 69.1, 75.4, 0.96],
  ['2024', 74.2, 91.0, 67.9, 73.9, 0.96],
  ['BONIFICO', 180.0, 218.0, 67.9, 73.9, 0.91],
  ['GIULIA', 261.0, 287.0, 67.9, 73.9, 0.68],
  ['#xxxikidarrr]', 289.19, 343.91, 67.9, 73.9, 0],
  ['376', 332.87, 345.11, 67.0, 76.6, 0.96],
  ['125.16', 570.0, 594.0, 68.2, 73.9, 0.96],
  ['A', 681.0, 686.0, 68.2, 73.9, 0.95],
  ['727.41', 782.0, 805.0, 68.2, 73.9, 0.96],
  ['19', 36.6, 45.0, 78.0, 83.8, 0.96],
  ['apr', 48.0, 59.0, 79.2, 85.4, 0.96],
  ['2024', 61.0, 78.0, 78.0, 84.0, 0.96],
  ['CAUSALE', 180.0, 216.0, 78.0, 84.0, 0.91],
  ['RIMBORSO', 219.0, 262.0, 78.0, 84.0, 0.91],
];
const words = (confidence?: number): Word[] => WORDS.map(([text, x0, x1, y0, y1, c]) => ({ text, x0, x1, y0, y1, size: 6, confidence: confidence ?? c }));

describe('OCR: a part of a word read again, more confidently, inside its box', () => {
  it('joins the word\'s line instead of starting one between a row and its next line', () => {
    expect(groupLines(words(), 1).map((l) => l.text)).toEqual([
      'gio 18 apr 2024  BONIFICO  GIULIA #xxxikidarrr] 376  125.16  A  727.41',
      '19 apr 2024  CAUSALE RIMBORSO',
    ]);
  });

  it('leaves a text layer\'s words alone', () => {
    expect(groupLines(words(1), 1).length).toBe(3);
  });
});
