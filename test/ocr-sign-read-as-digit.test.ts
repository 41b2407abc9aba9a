/**
 * A currency sign after the figure read by OCR as a digit: "156.308" for "156.30 $", tesseract also offering
 * "156.30%" and "156.30$". The word was read as a figure that lost its separator, 1563.08 (scanned random 11111: three
 * debits read ten times too large, or with the wrong digits, on a statement without running balances). A third digit
 * after the separator that tesseract also read as a glyph, or as nothing, is no digit: the figure keeps two decimals.
 */
import { describe, expect, it } from 'vitest';
import { ocrReading } from '../src/layout/line-cells.js';
import { parseLayout } from '../src/layout/index.js';
import type { Word } from '../src/types.js';
import { ocrPage } from './support/ocr-page.js';

const w = (text: string, alternatives?: string[]): Word => ({ text, x0: 500, x1: 540, y0: 0, y1: 8, size: 8, confidence: 0.55, ...(alternatives ? { alternatives } : {}) });

describe('a sign after the figure read as its last digit', () => {
  it('is dropped where tesseract offered a glyph or nothing there', () => {
    expect(ocrReading(w('156.308', ['156.30%', '156.30$', '156.303', '156.30S']))?.value).toBe(156.3);
    expect(ocrReading(w('52.328', ['52.32', '52.32%', '52.32¢']))?.value).toBe(52.32);
    expect(ocrReading(w('95,388', ['95,38€']))?.value).toBe(95.38);
  });

  it('is read as before where every reading offered is a digit, or the separator is not two digits from the end', () => {
    expect(ocrReading(w('156.308', ['156.303', '156.309']))?.value).not.toBe(156.3);
    expect(ocrReading(w('1563.08', ['1563.08%']))?.value).toBe(1563.08);
  });

  it('a row of a statement without balances takes the figure before the sign', () => {
    const page = ocrPage([
      [['Date', 36, 56], ['Narration', 158, 200], ['Amount', 483, 520]],
      [['01/02/2023', 37, 80], ['RENT', 159, 180], ['1,019.00', 520, 560]],
      [['02/02/2023', 36, 80], ['COUNCIL', 159, 190], ['TAX', 195, 210], ['156.308', 524, 560, 0.6, ['156.30%', '156.30$']]],
      [['03/02/2023', 36, 80], ['TESCO', 159, 190], ['46.89', 528, 560]],
      [['04/02/2023', 36, 80], ['SHELL', 159, 190], ['43.03', 528, 560]],
      [['05/02/2023', 36, 80], ['BOOTS', 159, 190], ['15.11', 528, 560]],
    ]);
    const rows = parseLayout([page], {}, 'first').rows;
    expect(rows.map((r) => r.amount ?? r.debit ?? r.credit)).toEqual(['1,019.00', '156.30', '46.89', '43.03', '15.11']);
  });
});
