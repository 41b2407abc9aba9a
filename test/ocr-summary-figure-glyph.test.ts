/**
 * A summary box across the page read by OCR, the sign after each figure misread ("3,933.70%" for "3,933.70 $"): the
 * figure under "Opening balance" made no money, and its head took the next column's figure, the total debits
 * (scanned random 11111: opening 1,965.77 for 3,933.70, the statement 3,756.67 apart and no row named). A figure OCR
 * bent is its column's anchor: the head it stands under names nothing (the opening is then derived from the closing
 * and the printed totals).
 */
import { describe, expect, it } from 'vitest';
import { readSummary } from '../src/layout/summary.js';
import { ocrPage } from './support/ocr-page.js';

const box = (opening: string) =>
  ocrPage([
    [['Opening', 105, 135], ['balance', 138, 170], ['Total', 259, 276], ['debits', 279, 305], ['Total', 391, 408], ['credits', 411, 440], ['New', 525, 540], ['balance', 543, 575]],
    [[opening, 126, 170, 0.71], ['1,965.77', 261, 300], ['3,428.09', 395, 432], ['5396.02', 531, 562], ['%', 566, 570, 0.4]],
  ]).lines;

describe('a summary figure OCR read with a glyph after it', () => {
  it('keeps its column: the head over it does not take the next figure', () => {
    const s = readSummary(box('3,933.70%'), [], {});
    expect(s.opening_balance).toBeUndefined();
    expect([s.total_debits, s.total_credits, s.closing_balance]).toEqual(['1,965.77', '3,428.09', '5396.02']);
  });

  it('and the figure read clean is the opening', () => {
    expect(readSummary(box('3,933.70'), [], {}).opening_balance).toBe('3,933.70');
  });
});
