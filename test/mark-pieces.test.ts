/**
 * A CR/DR mark drawn glyph by glyph and read in pieces after a balance (line-cells.ts withMarksJoined). Random layout
 * 12245 (letter-spaced text, JPY): "( 27.757)  506.923 ( Cr )", the bracketed mark in three pieces; read apart, the
 * ")" ended the line's amounts, the row kept none and the statement broke by its amount.
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import type { Line, Word } from '../src/types.js';

const line = (cells: [string, number, number][]): Line => {
  const words: Word[] = cells.map(([text, x0, x1]) => ({ text, x0, x1, y0: 300, y1: 307.4, size: 7.4, confidence: 1 }));
  return { page_number: 1, text: words.map((w) => w.text).join(' '), words, x0: words[0]!.x0, x1: words[words.length - 1]!.x1, y0: 300, y1: 307.4 };
};
const read = (cells: [string, number, number][]) => splitLine(line(cells), 2, { integers: true, grouped: true }).amounts.map((a) => a.amount.raw);

describe('a bracketed mark read in pieces after a balance', () => {
  it('is the mark in three pieces, a space each side of its letters', () => {
    expect(read([['Oberns', 371, 393], ['traße', 397, 416], ['(27.757)', 475, 504], ['506.923', 515, 538], ['(', 541, 544], ['Cr', 548, 554], [')', 557, 560]])).toEqual(['-27757.00', '506923.00 CR']);
  });

  it('is the mark in two pieces, as before', () => {
    expect(read([['Rats', 371, 385], ['(10.781)', 476, 505], ['482.781', 515, 539], ['(', 543, 546], ['Cr)', 549, 560]])).toEqual(['-10781.00', '482781.00 CR']);
  });

  it('is no mark where the pieces spell none', () => {
    expect(read([['Rats', 371, 385], ['(10.781)', 476, 505], ['482.781', 515, 539], ['(', 543, 546], ['Cx', 548, 554], [')', 557, 560]])).toEqual([]);
  });

  it('joins a bracketed figure\'s currency code in pieces, the closing bracket on its last piece ("(6,85 C HF)"; never-used random 1019399)', () => {
    // Read apart, the row had no amount and was skipped (4 rows of 57 lost on a page whose glyphs pdf.js broke).
    const plain = (cells: [string, number, number][]) => splitLine(line(cells), 2).amounts.map((a) => a.amount.raw);
    expect(plain([['COMMERC', 208, 243], ['E', 248, 253], ['(6,85', 452, 471], ['C', 474, 478], ['HF)', 481, 492], ['2364,33', 510, 543], ['CHF', 548, 560]])).toEqual(['(6,85 CHF)', '2364,33 CHF']);
    expect(plain([['NANTES', 233, 263], ['(', 448, 451], ['87,20', 455, 472], ['CH', 475, 482], ['F)', 485, 492], ['3419,54', 510, 542], ['CHF', 546, 561]])).toEqual(['( 87,20 CHF)', '3419,54 CHF']);
    // Letters that make no code stay details.
    expect(plain([['(6,85', 452, 471], ['C', 474, 478], ['XY)', 481, 492], ['2364,33', 510, 543]])).toEqual(['2364,33']);
  });
});
