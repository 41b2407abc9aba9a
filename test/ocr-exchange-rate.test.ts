/**
 * A purchase abroad's second line: the original amount, its currency and the rate after an "@" ("981.49 DKK @
 * 1.6393"). OCR's reading of a money-shaped word that does not parse (a separator lost) took the rate for money
 * (163.93), and the line, with the value date it starts with, became a row of its own (scan 11256: 12 such rows). The
 * figure after an "@" is a rate or a unit price, never the row's money.
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

const line = (rate: string) => ocrPage([[['04/03/2023', 36, 76], ['981.49', 110, 131], ['DKK', 134, 150], ['@', 154, 160], [rate, 163, 186]]]).lines[0]!;

describe('OCR: the figure after an "@"', () => {
  it('is no amount', () => {
    // The original amount with its currency stays an amount here (the parser sets a foreign one aside).
    const values = (rate: string) => splitLine(line(rate), 2).amounts.map((a) => a.amount?.value);
    expect(values('1.6393')).toEqual([981.49]);
    expect(values('0.8064')).toEqual([981.49]);
  });

  it('leaves a line without one as it was', () => {
    const plain = ocrPage([[['04/03/2023', 36, 76], ['Payment', 110, 140], ['1.6393', 163, 186, 0.6, ['1,639.3', '16393']]]]).lines[0]!;
    expect(splitLine(plain, 2).amounts.length).toBe(1);
  });
});
