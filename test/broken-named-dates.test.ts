/**
 * A date with a month name that pdf.js broke into pieces at the wrong places ("1 2F eb 2024" for "12 Feb 2024",
 * "0 1-DE Z-24*" for "01-DEZ-24*", glyphs placed one by one): read in the spacing of the row above's date, where the
 * pieces joined have its runs of digits and letters and its year. Without it the row took the row above's date.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page, right } from './support/text-page.js';

const LABELS: [string, number, number][] = [['Date', 36, 53], ['Details', 108, 135], ['Amount', 470, 500], ['Balance', 528, 559]];

describe('month-name dates broken into pieces', () => {
  it('reads "1 2F eb 2024" as 12 Feb 2024 under a row dated "11 Feb 2024"', () => {
    const p = page([
      LABELS,
      [['11', 36, 45], ['Feb', 48, 62], ['2024', 65, 84], ['CARD', 108, 128], right('-12.50', 500), right('987.50', 559)],
      [['1', 36, 40], ['2F', 43, 52], ['eb', 55, 62], ['2024', 65, 84], ['SALARY', 108, 139], right('1,200.00', 500), right('2,187.50', 559)],
      [['13', 36, 45], ['Feb2', 48, 67], ['024', 70, 84], ['RENT', 108, 128], right('-800.00', 500), right('1,387.50', 559)],
    ]);
    expect(parseGeneric([p]).rows.map((r) => r.dates[0])).toEqual(['11 Feb 2024', '12 Feb 2024', '13 Feb 2024']);
  });

  it('reads "29 th J an" as 29th Jan under a row dated "28th Jan" (an ordinal day, never-used random 1014790)', () => {
    const p = page([
      LABELS,
      [['28th', 36, 52], ['Jan', 55, 68], ['CARD', 108, 128], right('-12.50', 500), right('987.50', 559)],
      [['29', 36, 45], ['th', 47, 52], ['J', 55, 58], ['an', 60, 68], ['Ca', 108, 116], ['rd', 118, 126], right('-31.83', 500), right('955.67', 559)],
      [['30th', 36, 52], ['Jan', 55, 68], ['RENT', 108, 128], right('-800.00', 500), right('155.67', 559)],
    ]);
    expect(parseGeneric([p]).rows.map((r) => r.dates[0])).toEqual(['28th Jan', '29th Jan', '30th Jan']);
  });

  it('reads "2 8lis" as 28 lis, not 8 lis: the lone digit a word space before a day glued to its month is the day\'s (random 1002801)', () => {
    const p = page([
      LABELS,
      [['27', 36, 45], ['lis', 48, 57], ['BLIK', 108, 128], right('-376,66', 500), right('17 449,53', 559)],
      [['2', 36.1, 39.2], ['8lis', 42.3, 54.6], ['ZAKUP', 108, 130], right('-155,95', 500), right('17 293,58', 559)],
      [['29', 36, 45], ['lis', 48, 57], ['PRZELEW', 108, 140], right('567,09', 500), right('17 860,67', 559)],
    ]);
    expect(parseGeneric([p]).rows.map((r) => [r.dates[0]?.replace(/\s/g, ''), r.description.join(' ')])).toEqual([
      ['27lis', 'BLIK'],
      ['28lis', 'ZAKUP'],
      ['29lis', 'PRZELEW'],
    ]);
  });

  it('reads "0 1-DE Z-24*" as 01-DEZ-24 under a row dated "02-DEZ-24"', () => {
    const p = page([
      LABELS,
      [['02-DEZ-24', 36, 76], ['PIX', 108, 122], right('-12,50', 500), right('987,50', 559)],
      [['0', 36, 40], ['1-DE', 43, 57], ['Z-24*', 61, 79], ['COMPRA', 108, 139], right('-842,08', 500), right('145,42', 559)],
    ]);
    expect(parseGeneric([p]).rows.map((r) => r.dates[0]?.replace(/\*$/, ''))).toEqual(['02-DEZ-24', '01-DEZ-24']);
  });

  it('reads "2 6 Jun", a day in two words after the details, as 26 Jun, not 6 Jun (random 1005953, reconciled with the date wrong)', () => {
    const header: [string, number, number][] = [['Buchungstext', 36, 90], ['Datum', 346, 370], ['Valuta', 394, 420], ['Betrag', 440, 465], ['Saldo', 520, 545]];
    const p = page([
      header,
      [['Kartenzahlung', 36, 90], ['24', 347, 356], ['Jun', 359, 372], ['27', 394, 403], ['Jun', 406, 420], right('41,69', 465), right('2.296,91', 545)],
      [['Lastschrift', 36, 80], ['2', 346, 350.5], ['6', 353, 357.5], ['Jun', 360, 373], ['1', 393, 397.5], ['2', 400, 404.5], ['Jul', 407, 418], right('48,61', 465), right('2.248,30', 545)],
    ]);
    expect(parseGeneric([p]).rows.map((r) => [r.dates.join(' / '), r.description.join(' ')])).toEqual([
      ['24 Jun / 27 Jun', 'Kartenzahlung'],
      ['26 Jun / 12 Jul', 'Lastschrift'],
    ]);
  });

  it('reads "19A ra" as 19 Ara under a row dated "18 Ara", both without a year (random 1009696, reconciled with the date wrong)', () => {
    const p = page([
      LABELS,
      [['18', 37, 43], ['Ara', 46, 56], ['FAST', 96, 110], right('2.083,18', 500), right('194.161,29', 559)],
      [['19A', 37, 46], ['ra', 49, 55], ['HESA', 97, 111], right('35,58', 500), right('194.125,71', 559)],
    ]);
    expect(parseGeneric([p]).rows.map((r) => r.dates[0]?.replace(/\s/g, ''))).toEqual(['18Ara', '19Ara']);
  });

  it('reads "O ct 8" after the details as Oct 8: the pieces start where the rows print their dates (never-used random 1022637)', () => {
    const header: [string, number, number][] = [['Description', 36, 78], ['Date', 371, 389], ['Amount', 454, 485], ['Balance', 530, 560]];
    const p = page([
      header,
      [['Visa', 36, 51], ['Purchase', 55, 84], ['Grill\'d', 87, 113], ['Oct', 372, 383], ['7', 387, 391], right('(55.41', 474), right('2,480.87', 552)],
      [['Visa', 37, 51], ['Purchase', 55, 84], ['Grill\'d', 88, 113], ['O', 371, 374], ['ct', 378, 384], ['8', 387, 391], right('(18.07', 474), right('2,462.80', 552)],
    ]);
    expect(parseGeneric([p]).rows.map((r) => [r.dates[0]?.replace(/\s/g, ''), r.description.join(' ')])).toEqual([
      ['Oct7', "Visa Purchase Grill'd"],
      ['Oct8', "Visa Purchase Grill'd"],
    ]);
  });

  it('reads "16 Dec20 23" as 16 Dec 2023 under a row dated "17 Dec 2023", not as a date of 2020 (never-used random 1021704)', () => {
    const p = page([
      LABELS,
      [['17', 36, 43], ['Dec', 46, 56], ['2023', 59, 72], ['CARD', 108, 128], right('-12,50', 500), right('1.284,16', 559)],
      [['16', 36, 43], ['Dec20', 46, 63], ['23', 66, 73], ['POS', 108, 120], right('-55,11', 500), right('1.296,66', 559)],
    ]);
    expect(parseGeneric([p]).rows.map((r) => r.dates[0])).toEqual(['17 Dec 2023', '16 Dec 2023']);
  });
});
