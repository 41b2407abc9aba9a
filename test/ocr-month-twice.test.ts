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
