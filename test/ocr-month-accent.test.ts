/**
 * A month name whose accented letter OCR lost or misread, with a footnote mark after the date ("02 août*" read
 * "02 aot*", "07 aolt*", "09 ao(t*"). The slip repairs of month names were not asked about a word ending in the mark,
 * and the accent's letter dropped left a word no substitution reaches. The rows took the date of the row above, a
 * week early, and the statement still reconciled (scanned random 9846: 52 -> 63 of 63 rows).
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { lookalikeMonth } from '../src/normalize/months.js';
import { ocrPage as page } from './support/ocr-page.js';

describe('OCR: a month name that lost its accented letter', () => {
  it('reads a name without the letter its accent stood on, where no other month is meant', () => {
    expect(['aot', 'fvr', 'ubat', 'jnner'].map(lookalikeMonth)).toEqual(['aout', 'fevr', 'subat', 'janner']);
    expect(['out', 'dc', 'mr'].map(lookalikeMonth)).toEqual([undefined, undefined, undefined]);
  });

  it('reads an 8 for the S of a month abbreviation ("11-8EP-23", scanned random 9849)', () => {
    expect(['8EP', '8ep'].map(lookalikeMonth)).toEqual(['sep', 'sep']);
  });

  it('reads "02 aot*", "07 aolt*" and "09 ao(t*" as August dates', () => {
    const p = page([
      [['Date', 36, 56], ['Détail', 77, 100], ['Débits', 380, 413], ['Crédit', 440, 470], ['Nouveau', 490, 520], ['solde', 523, 540]],
      [['31', 36, 45], ['juil.*', 47, 62], ['CB', 76, 87], ['FNAC', 90, 111], ['83,89', 394, 413], ['5 050,00', 510, 540]],
      [['02', 36, 45], ['aot*', 47, 62, 0.4], ['CB', 76, 87], ['NETFLIX.COM', 90, 140], ['13,93', 394, 413], ['5 036,07', 510, 540]],
      [['07', 36, 45], ['aolt*', 47, 63, 0.4], ['CB', 76, 87], ['SNCF', 90, 111], ['83,35', 394, 413], ['4 952,72', 510, 540]],
      [['09', 36, 45], ['ao(t*', 47, 63, 0.4], ['CHEQUE', 76, 110], ['386,96', 390, 413], ['4 565,76', 510, 540]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.dates[0])).toEqual(['31 juil.', '02 aout', '07 aout', '09 aout']);
  });
});
