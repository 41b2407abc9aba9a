/**
 * A date OCR read with good confidence (scanned random 9564, "28/06/2023" at 0.93 for 29/06, tesseract offering
 * "29/06/2023" among its other readings): in order and in the period, so no rule saw it, and the statement said
 * `reconciled` with a wrong row. Where another reading with other digits falls between the days around the row as
 * well, the row's day is open and it says so; a reading that falls out of order leaves it silent.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage } from './support/ocr-page.js';

const rows = (alternatives: string[]) =>
  interpret([
    ocrPage([
      [['Date', 36, 56], ['Details', 100, 130], ['Debit', 420, 445], ['Credit', 470, 497], ['Balance', 530, 560]],
      [['27/06/2023', 36, 78], ['SWIGGY', 100, 130], ['10.00', 420, 445], ['990.00', 530, 560]],
      [['28/06/2023', 36, 78], ['AMAZON', 100, 130], ['38.24', 420, 445], ['951.76', 530, 560]],
      [['28/06/2023', 36, 78, 0.93, alternatives], ['AMAZON', 100, 130], ['18.56', 420, 445], ['933.20', 530, 560]],
      [['29/06/2023', 36, 78], ['DMART', 100, 130], ['74.56', 420, 445], ['858.64', 530, 560]],
    ]),
  ]).built.transactions.map((t) => (t.corrections ?? []).join(' '));

describe('OCR: a date read with confidence whose other reading fits the order too', () => {
  it('says so', () => {
    const out = rows(['26/06/2023', '25/06/2023', '20/06/2023', '29/06/2023']);
    expect(out[2]).toMatch(/other reading 2023-06-29 falls in order as well/);
    expect(out.filter((c) => c)).toHaveLength(1);
  });

  it('says so where OCR read the date\'s separators as colons, as tesseract\'s other readings as well', () => {
    // Scanned random 11600: "13:03:25" for 11.03.25, read by its alternative "13.03.25", tesseract also offering
    // "11:03:25": the date was never doubted, and the statement said `reconciled` with a wrong row.
    const colons = interpret([
      ocrPage([
        [['Date', 36, 56], ['Details', 100, 130], ['Debit', 420, 445], ['Credit', 470, 497], ['Balance', 530, 560]],
        [['27.06.23', 36, 78], ['SWIGGY', 100, 130], ['10.00', 420, 445], ['990.00', 530, 560]],
        [['28.06.23', 36, 78], ['AMAZON', 100, 130], ['38.24', 420, 445], ['951.76', 530, 560]],
        [['28:06:23', 36, 78, 0.93, ['28.06.23', '28.06,23', '29:06:23']], ['AMAZON', 100, 130], ['18.56', 420, 445], ['933.20', 530, 560]],
        [['29.06.23', 36, 78], ['DMART', 100, 130], ['74.56', 420, 445], ['858.64', 530, 560]],
      ]),
    ]).built.transactions.map((t) => (t.corrections ?? []).join(' '));
    expect(colons[2]).toMatch(/other reading 2023-06-29 falls in order as well/);
    expect(colons.filter((c) => c)).toHaveLength(1);
  });

  it('says nothing when its other readings fall out of order or move only a separator', () => {
    expect(rows(['26/06/2023', '20/06/2023', '28/0612023']).every((c) => c === '')).toBe(true);
  });
});

describe('OCR: a date of several words whose day tesseract also read otherwise', () => {
  // Never-used scanned random 9878 ("29 Dec 2023" read "28" at 0.88, tesseract offering "29" for the day word alone):
  // the day's other reading was never put in the date's place, and the statement said `reconciled` with a wrong row.
  it('puts the day word\'s other reading in the date and says so where it falls in order', () => {
    const out = interpret([
      ocrPage([
        [['Date', 36, 56], ['Details', 100, 130], ['Debit', 420, 445], ['Credit', 470, 497], ['Balance', 530, 560]],
        [['27', 36, 45], ['Dec', 48, 61], ['2023', 64, 81], ['COLES', 100, 130], ['147.83', 420, 445], ['3,979.84', 530, 560]],
        [['28', 36, 45], ['Dec', 48, 61], ['2023', 64, 81], ['AMPOL', 100, 130], ['106.01', 420, 445], ['3,873.83', 530, 560]],
        [['28', 36, 45, 0.88, ['29']], ['Dec', 48, 61], ['2023', 64, 81], ['WOOLWORTHS', 100, 150], ['45.77', 420, 445], ['3,828.06', 530, 560]],
        [['1', 36, 40], ['Jan', 43, 55], ['2024', 58, 75], ['OSKO', 100, 130], ['150.60', 420, 445], ['3,677.46', 530, 560]],
      ]),
    ]).built.transactions.map((t) => (t.corrections ?? []).join(' '));
    expect(out[2]).toMatch(/other reading 2023-12-29 falls in order as well/);
    expect(out.filter((c) => c)).toHaveLength(1);
  });
});
