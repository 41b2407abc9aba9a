/**
 * Section titles in every language the parser reads, fees among the money out: a Turkish statement listing "Gelen
 * Tutarlar" (money in), "Ucret ve Komisyonlar" (fees) and "Giden Tutarlar" (money out), its amounts unsigned. Where
 * OCR misreads keep the totals from telling the tables apart, only the titles give the directions (scanned random
 * 9994 29 -> 45/67, 9993 45 -> 55/64, 9821 50 -> 57/58).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const header: Cell[] = [['Kayit', 36, 60], ['Tarihi', 63, 90], ['Islem', 120, 145], ['Aciklamasi', 148, 195], ['Tutar', 500, 525], ['(TL)', 528, 545]];
const row = (d: string, what: string, amount: string): Cell[] => [[d, 36, 80], [what, 120, 200], right(amount, 545)];

describe('section titles of the languages read', () => {
  it('give the rows of each table their direction', () => {
    const rows = parseGeneric([page([
      [['Gelen', 36, 60], ['Tutarlar', 63, 100]],
      header,
      row('05/03/2023', 'FAST GELEN', '2.803,76'),
      [['Toplam', 36, 66], ['Gelen', 69, 90], ['Tutarlar', 93, 130], right('2.803,76', 545)],
      [['Ucret', 36, 60], ['ve', 63, 72], ['Komisyonlar', 75, 125]],
      header,
      row('07/03/2023', 'HESAP ISLETIM UCRETI', '58,01'),
      [['Giden', 36, 60], ['Tutarlar', 63, 100]],
      header,
      row('08/03/2023', 'KIRA ODEMESI', '12.701,68'),
    ])]).rows;
    expect(rows.map((r) => [r.amount, r.section])).toEqual([
      ['2.803,76', 'credit'],
      ['58,01', 'debit'],
      ['12.701,68', 'debit'],
    ]);
  });

  it('in Italian, Polish and Swedish too', () => {
    const titled = (title: string) => parseGeneric([page([[[title, 36, 120]], header, row('05/03/2023', 'PAGAMENTO', '12,50')])]).rows[0]?.section;
    expect(['Accrediti', 'Uznania', 'Insättningar'].map(titled)).toEqual(['credit', 'credit', 'credit']);
    expect(['Addebiti', 'Obciazenia', 'Utbetalningar', 'Uttag', 'Commissioni', 'Avgifter'].map(titled)).toEqual(['debit', 'debit', 'debit', 'debit', 'debit', 'debit']);
    // "Uttag" starts a withdrawal's details too: a title only as the whole line.
    expect(titled('UTTAG BANKOMAT')).toBeUndefined();
  });
});
