/** A signed OCR digit run whose decimal separator was lost ("-4500" for -45,00): the minus marks it as money. */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

describe('signed digit runs read by OCR', () => {
  it('reads "-4500" before the balance as the amount, not the balance as a credit', () => {
    const p = page([
      [['09', 36, 45], ['Jun', 47, 59], ['2023', 62, 79], ['Netflix', 160, 181], ['-12,99', 492, 515], ['2.972,79', 528, 559]],
      [['10', 36, 45], ['Jun', 47, 59], ['2023', 62, 79], ['Spende', 160, 186], ['-4500', 493, 515], ['2.928,29', 528, 559, 0.58]],
      [['11', 36, 44], ['Jun', 47, 59], ['2023', 62, 79], ['Kartenzahlung', 160, 210], ['-54,11', 492, 515], ['2.874,18', 528, 559]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([
      ['-12,99', '2.972,79'],
      ['-45.00', '2.928,29'],
      ['-54,11', '2.874,18'],
    ]);
  });
});
