/**
 * A date whose slash OCR read as a degree sign (scanned random 9571, 200 DPI: "04/10°2024" for 04/10/2024 under
 * 03/10/2024): no date, so the row took the date above. A degree sign is one of the separator misreads the
 * lost-separator repair accepts, in the row above's shape and within a week of it, as "1" and "|" already were.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage } from './support/ocr-page.js';

const dates = (date: string) =>
  interpret([
    ocrPage([
      [['Date', 36, 60], ['Description', 100, 150], ['Amount', 420, 450], ['Balance', 530, 560]],
      [['02/10/2024', 36, 80], ['Salary', 100, 130], ['1,000.00', 415, 450], ['5,275.34', 525, 560]],
      [['03/10/2024', 36, 80], ['Coles', 100, 130], ['(20.00)', 418, 450], ['5,255.34', 525, 560]],
      [[date, 36, 80, 0.6], ['Woolworths', 100, 150], ['(146.85)', 415, 450], ['5,108.49', 525, 560]],
      [['07/10/2024', 36, 80], ['Netflix', 100, 130], ['(17.99)', 418, 450], ['5,090.50', 525, 560]],
    ]),
  ]).built.transactions.map((t) => t.date);

describe('OCR: a date whose slash was read as a degree sign', () => {
  it('is read in the shape of the row above', () => {
    expect(dates('04/10°2024')[2]).toBe('2024-10-04');
  });
});
