/**
 * OCR read a month name as another language's month one letter away: "25 lug 2024" (Italian, July) for "25 lut
 * 2024" (Polish, February) under a row of 25 February. The row went five months ahead, and the rows under it whose
 * months OCR could not read took its month (scanned random 11143: 9 rows of page 3 dated in July, discrepancy). A
 * month one slip from the row above's, more than a month away from it, on a day not before its day, is that month.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage } from './support/ocr-page.js';

const rows = (dates: [string, string][]) =>
  ocrPage([
    [['Data', 36, 56], ['Opis', 122, 140], ['Kwota', 520, 550]],
    ...dates.map(([day, month], k): [string, number, number][] => [[day, 36, 44], [month, 46, 56], ['2024', 57, 75], ['ZAKUP', 122, 150], ['KARTY', 153, 180], [`-${20 + k},15`, 520, 550]]),
  ]);

const read = (dates: [string, string][]) => parseLayout([rows(dates)], {}, 'first').rows.map((r) => r.dates[0]);

describe('a month OCR read as another language\'s, one letter away', () => {
  it('is the month of the row above where it would put the row months ahead', () => {
    expect(read([['23', 'lut'], ['24', 'lut'], ['25', 'lug'], ['26', 'lut']])).toEqual(['23 lut 2024', '24 lut 2024', '25 lut 2024', '26 lut 2024']);
  });

  it('stays where it is the next month ("30 jun" then "1 jul"), or an earlier day (a new period)', () => {
    expect(read([['28', 'jun'], ['30', 'jun'], ['1', 'jul'], ['2', 'jul']])).toEqual(['28 jun 2024', '30 jun 2024', '1 jul 2024', '2 jul 2024']);
    expect(read([['27', 'lut'], ['28', 'lut'], ['3', 'lug'], ['4', 'lug']])).toEqual(['27 lut 2024', '28 lut 2024', '3 lug 2024', '4 lug 2024']);
  });

  it('stays where it is the month before, on a later day (a second list starting again within the period)', () => {
    // Scanned random 11556: a card statement's second card's rows, "7 Jun" under the first card's last row, "2 Jul".
    expect(read([['29', 'jun'], ['2', 'jul'], ['7', 'jun'], ['12', 'jun']])).toEqual(['29 jun 2024', '2 jul 2024', '7 jun 2024', '12 jun 2024']);
  });
});
