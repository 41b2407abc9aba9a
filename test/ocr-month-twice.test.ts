/**
 * A month abbreviation one of whose glyphs OCR read twice, as itself or as a look-alike (scanned random 9512, 71/79
 * rows before: bold print at 150-300 DPI read "28-0OCA-24" for 28-OCA-24 and "01-SuUB-24" for 01-ŞUB-24). Those
 * rows lost their date and, printed once a day, so did the rows under them: they took the day before.
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { lookalikeMonth } from '../src/normalize/months.js';
import { ocrPage } from './support/ocr-page.js';

const datesOf = (date: string, confidence?: number) =>
  splitLine(ocrPage([[[date, 36, 80, confidence], ['FAST', 100, 120], ['GELEN', 123, 150], ['357,56', 500, 530]]]).lines[0]!).dates.map((d) => d.date.raw);

describe('OCR: a month with one glyph read twice', () => {
  it('reads "28-0OCA-24" and "01-SuUB-24" as dated rows', () => {
    expect(datesOf('28-0OCA-24')).toHaveLength(1);
    expect(datesOf('01-SuUB-24')).toHaveLength(1);
  });

  it('takes the month the doubled glyph leaves, and only one', () => {
    expect(['0OCA', 'SuUB', 'Juun', 'Deec'].map((w) => lookalikeMonth(w))).toEqual(['oca', 'sub', 'jun', 'dec']);
    expect(lookalikeMonth('Nov')).toBeUndefined();
  });

  it('gives a text layer no such reading', () => {
    expect(datesOf('28-0OCA-24', 1)).toHaveLength(0);
  });
});

describe('OCR: a month whose letters were read as digits', () => {
  // Scanned random 10675 (pl, "02-LIS-23"): "02-LI1S-23" (the I read again as a 1) and "17-11S-23" (L and I read as
  // ones). Those rows took the date of the row above (58/68 rows; after: 67/68, reconciled).
  it('keeps the letter of a glyph read twice where the other is a digit', () => {
    expect(lookalikeMonth('LI1S')).toBe('lis');
    expect(datesOf('02-LI1S-23')).toHaveLength(1);
  });

  it('reads every digit back as its look-alike letters', () => {
    expect(['11S', '0CT', 'D1C'].map((w) => lookalikeMonth(w))).toEqual(['lis', 'oct', 'dic']);
    expect(datesOf('17-11S-23')).toHaveLength(1);
  });

  it('reads a doubled digit as one letter read twice, its accent lost ("27-A00T-23" for 27-AOÛT-23; scanned 10684)', () => {
    expect(['A00T', 'A0T'].map((w) => lookalikeMonth(w))).toEqual(['aout', 'aout']);
    expect(datesOf('27-A00T-23')).toHaveLength(1);
  });

  it('makes no month of digits no look-alike reads as one', () => {
    expect(['A1R', 'M4R', '1234', '18'].map((w) => lookalikeMonth(w))).toEqual([undefined, undefined, undefined, undefined]);
  });
});
