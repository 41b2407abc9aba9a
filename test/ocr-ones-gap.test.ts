/**
 * OCR boxes a glyph's ink: a "1" is a stroke in the middle of a digit's width, so the space in "1 961,11" measures
 * wider than in "3 433,43" printed the same way. Scanned random 12220 (CHF, thousands grouped by spaces): every
 * balance from 1 000 to 1 999 lost its thousands, and the rows printing one were read without an amount.
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import type { Line, Word } from '../src/types.js';

const w = (text: string, x0: number, x1: number, size = 6.2, confidence = 0.9): Word => ({ text, x0, x1, y0: 533, y1: 533 + size, size, confidence });
const line = (words: Word[]): Line => ({ page_number: 1, text: words.map((x) => x.text).join(' '), words, x0: words[0]!.x0, x1: words[words.length - 1]!.x1, y0: 533, y1: 540 });

describe('a 1 at the edge of a space between digit groups', () => {
  const row = (one: Word) => line([w('CB', 172, 180), w('BOULANGERIE', 183, 231), w('-CHF', 463, 481), w('9,88', 484, 499), w('CHF', 510, 526.3, 5.8), one, w('961,11', 535.4, 557.8)]);

  it('joins "1" to the group after it across the gap its ink leaves', () => {
    const cells = splitLine(row(w('1', 529.9, 531.4, 5.8)), 2, {});
    expect(cells.amounts.map((a) => Math.abs(a.amount.value))).toEqual([9.88, 1961.11]);
  });

  it('still reads a text layer\'s 1 (its box the advance width) by the gap printed', () => {
    const cells = splitLine(row(w('1', 529.9, 531.4, 5.8, 1)), 2, {});
    expect(cells.amounts.map((a) => a.amount.value)).not.toContain(1961.11);
  });
});
