/**
 * Rows dated once a day under a row whose date OCR could not read (scanned random 9541, 300 DPI: "2024-0812" for
 * 2024-08-12): that row took the date of the row above and said so, but the five rows under it took the same wrong
 * date silently, and the statement said `reconciled` with six wrong rows of which one was named. The same where the
 * later rows print their value date (scanned random 11420: "15 lis" read as "151s", the row under it printed only
 * "16 lis" in the value-date column and took the guessed day silently).
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage } from './support/ocr-page.js';

const rows = (secondDate: [string, number, number, number?]) =>
  interpret([
    ocrPage([
      [['Date', 36, 56], ['Libellé', 100, 130], ['Débit', 420, 445], ['Crédit', 470, 497], ['Solde', 535, 560]],
      [['2024-08-11', 36, 78], ['CB', 100, 110], ['PAUL', 113, 133], ['10,00', 420, 445], ['990,00', 530, 560]],
      [secondDate, ['PRLV', 100, 120], ['ORANGE', 123, 153], ['38,24', 420, 445], ['951,76', 530, 560]],
      [['CB', 100, 110], ['LECLERC', 113, 145], ['118,56', 415, 445], ['833,20', 530, 560]],
      [['CB', 100, 110], ['TOTAL', 113, 135], ['74,56', 420, 445], ['758,64', 530, 560]],
    ]),
  ]).built.transactions.map((t) => [t.date, (t.corrections ?? []).join(' ')]);

describe('OCR: rows that take a date the row above could not read', () => {
  it('say so, like the row whose date was unreadable', () => {
    const out = rows(['2024-0B12', 36, 78, 0.4]);
    expect(out.map(([d]) => d)).toEqual(['2024-08-11', '2024-08-11', '2024-08-11', '2024-08-11']);
    expect(out[1]![1]).toMatch(/unreadable/);
    expect(out[2]![1]).toMatch(/not read for sure/);
    expect(out[3]![1]).toMatch(/not read for sure/);
  });

  it('say nothing under a date that was read', () => {
    const out = rows(['2024-08-12', 36, 78]);
    expect(out.map(([d, c]) => [d, c])).toEqual([['2024-08-11', ''], ['2024-08-12', ''], ['2024-08-12', ''], ['2024-08-12', '']]);
  });

  it('say so where they print only their value date', () => {
    const out = interpret([
      ocrPage([
        [['Okres', 36, 60], ['01.11.2024', 62, 110], ['-', 112, 115], ['30.11.2024', 118, 165]],
        [['Data', 36, 56], ['Waluta', 70, 100], ['Opis', 113, 135], ['Kwota', 500, 530], ['Saldo', 545, 570]],
        [['14', 36, 46], ['lis', 48, 60], ['14', 71, 81], ['lis', 82, 94], ['JOHN', 113, 135], ['LEWIS', 137, 162], ['474,64', 500, 530], ['4 525,36', 535, 570]],
        [['151s', 36, 55, 0.3], ['17', 71, 81], ['lis', 82, 94], ['COSTA', 113, 140], ['COFFEE', 142, 172], ['32,00', 505, 530], ['4 493,36', 535, 570]],
        [['16', 71, 81], ['lis', 82, 94], ['TESCO', 113, 140], ['STORES', 142, 172], ['216,82', 500, 530], ['4 276,54', 535, 570]],
        [['16', 36, 46], ['lis', 48, 60], ['18', 71, 81], ['lis', 82, 94], ['VUE', 113, 130], ['CINEMAS', 131, 165], ['43,48', 505, 530], ['4 233,06', 535, 570]],
      ]),
    ]).built.transactions.map((t) => [t.date, (t.corrections ?? []).join(' ')]);
    expect(out.map(([d]) => d)).toEqual(['2024-11-14', '2024-11-14', '2024-11-14', '2024-11-16']);
    expect(out[1]![1]).toMatch(/unreadable/);
    expect(out[2]![1]).toMatch(/only a value date printed on this row.*not read for sure/);
    expect(out[3]![1]).toBe('');
  });
});
