/**
 * A year-first date that lost a separator on its OCR word (scanned random 9541, 300 DPI: "2024-0812" under
 * "2024-08-11"): the row took the date of the row above, and so did the five rows dated once a day under it.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { ocrPage } from './support/ocr-page.js';

const dates = (second: string, confidence = 0.4) =>
  parseGeneric([
    ocrPage([
      [['Date', 36, 56], ['Libellé', 100, 130], ['Débit', 420, 445], ['Crédit', 470, 497], ['Solde', 535, 560]],
      [['2024-08-11', 36, 78], ['CB', 100, 110], ['PAUL', 113, 133], ['10,00', 420, 445], ['990,00', 530, 560]],
      [[second, 36, 78, confidence], ['PRLV', 100, 120], ['ORANGE', 123, 153], ['38,24', 420, 445], ['951,76', 530, 560]],
    ]),
  ]).rows.map((r) => r.dates[0]);

describe('OCR: a year-first date with a separator lost', () => {
  it('reads "2024-0812" and "20240812" under 2024-08-11 as 2024-08-12', () => {
    expect(dates('2024-0812')).toEqual(['2024-08-11', '2024-08-12']);
    expect(dates('20240812')).toEqual(['2024-08-11', '2024-08-12']);
  });

  it('takes no date more than a week after the row above, nor from a text layer', () => {
    expect(dates('2024-0830')[1]).not.toBe('2024-08-30');
    expect(dates('2024-0812', 1)[1]).not.toBe('2024-08-12');
  });
});
