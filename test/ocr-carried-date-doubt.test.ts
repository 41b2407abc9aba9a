/**
 * Rows dated once a day under a row whose date OCR could not read (scanned random 9541, 300 DPI: "2024-0812" for
 * 2024-08-12): that row took the date of the row above and said so, but the five rows under it took the same wrong
 * date silently, and the statement said `reconciled` with six wrong rows of which one was named.
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
});
