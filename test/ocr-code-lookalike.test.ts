/**
 * A currency code OCR misread by one letter between the amount and the balance (scanned random 9529, page 2 at 300
 * DPI grey: "CHF 105.46  CHE 722.42", "CHF 84.47  CHEF 511.99"): the misread code ended the line's amounts, so the row
 * lost its amount and kept only its balance.
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

const values = (code: string, confidence = 0.4) =>
  splitLine(ocrPage([[['17.06.2025', 50, 89], ['Kartenzahlung', 102, 155], ['REWE', 159, 175], ['CHF', 429, 440], ['105.46', 445, 469], [code, 519, 530, confidence], ['722.42', 535, 558]]]).lines[0]!).amounts.map(
    (a) => a.amount.value,
  );

describe('OCR: a currency code one letter off, where the line prints it cleanly', () => {
  it('reads "CHE" and "CHEF" before the balance as the line\'s CHF', () => {
    expect(values('CHE')).toEqual([105.46, 722.42]);
    expect(values('CHEF')).toEqual([105.46, 722.42]);
  });

  it('leaves a word two letters off, and a text layer\'s word, as they are', () => {
    expect(values('CHES:')).toEqual([722.42]);
    expect(values('CHE', 1)).toEqual([722.42]);
  });
});
