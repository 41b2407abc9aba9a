/**
 * A speck OCR read as a mark glued after a row's date (scanned random 9506, dd/mm dates at 150-200 DPI: "14/11+" and
 * "13/11*" before a clean value date): the date was unreadable and the row took the date of the row above.
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

const dates = (first: string, confidence = 0.4) =>
  splitLine(ocrPage([[[first, 37, 60, confidence], ['16/11', 147, 167], ['WYPLATA', 257, 286], ['BANKOMATU', 298, 335], ['-788,57', 658, 685]]]).lines[0]!).dates.map((d) => d.date.raw);

describe('OCR: a mark glued after a date', () => {
  it('reads "14/11+", "13/11*" and "14.10.23\\"" as their dates', () => {
    expect(dates('14/11+')).toEqual(['14/11', '16/11']);
    expect(dates('13/11*')).toEqual(['13/11', '16/11']);
    expect(dates('14.10.23"')[0]).toBe('14.10.23');
  });

  it('leaves a text layer\'s word as printed', () => {
    expect(dates('14/11+', 1)).toEqual([]);
  });
});
