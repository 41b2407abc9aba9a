/**
 * Separators OCR bent into other marks (scanned random 12381, 300 DPI): a named month's date "11~MAR-24" under
 * "10-MAR-24" (no date read, the row took the date above), and a signed amount "—37. 24" for -37,24 (its minus read as
 * a long dash, the comma as a point before a space: no amount read, the row lost). The date is read in the row
 * above's shape where it keeps its month and year and falls within a week of it; the amount as a signed figure under
 * a thousand whose cents stand apart, as "-44 11" already was. A rate in the details, "10,75%", read as "10,75£" to
 * look for money there, stays as read.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage } from './support/ocr-page.js';

const read = (date: string, amount: [string, number, number, number?][], header = true) =>
  interpret([
    ocrPage([
      [['Saldo', 36, 60], ['anterior', 63, 100], ['1.000,00', 520, 560]],
      [['Nuevo', 36, 60], ['saldo', 63, 90], ['877,12', 530, 560]],
      [],
      header ? [['Fecha', 36, 60], ['Concepto', 100, 140], ['Importe', 530, 560]] : [],
      [['09-MAR-24', 36, 75], ['COMPRA', 100, 130], ['MERCADONA', 134, 180], ['10,75%', 184, 210], ['-62,78', 530, 560]],
      [['10-MAR-24', 36, 75], ['RECIBO', 100, 130], ['IBERDROLA', 134, 180], ['-42,86', 530, 560]],
      [[date, 36, 75, 0.8], ['COMPRA', 100, 130], ['CARREFOUR', 134, 180], ...amount],
      [['14-MAR-24', 36, 75], ['BIZUM', 100, 130], ['RECIBIDO', 134, 180], ['+20,00', 530, 560]],
    ]),
  ]);

describe('OCR: separators bent into other marks', () => {
  it('a named month\'s date is read in the row above\'s shape', () => {
    const { built, rec } = read('11~MAR-24', [['-37,24', 530, 560]]);
    expect(built.transactions.map((t) => t.date)).toEqual(['2024-03-09', '2024-03-10', '2024-03-11', '2024-03-14']);
    expect(rec.status).toBe('reconciled');
  });

  it('a rate in the details keeps its percent sign (read as a currency sign only to look for money)', () => {
    expect(read('11-MAR-24', [['-37,24', 530, 560]]).built.transactions[0]!.description).toBe('COMPRA MERCADONA 10,75%');
  });

  it('not as a date more than a week after the row above\'s, nor in another month', () => {
    expect(read('19~MAR-24', [['-37,24', 530, 560]]).built.transactions[2]!.date).toBe('2024-03-10');
    expect(read('11~ABR-24', [['-37,24', 530, 560]]).built.transactions[2]!.date).toBe('2024-03-10');
  });

  it('a signed amount whose minus is a long dash and whose comma is a point before a space', () => {
    // Without a header (the scan's dark band was not read): no money label to rescue it under.
    const { built, rec } = read('11-MAR-24', [['—37.', 535, 549, 0.7], ['24', 551, 560]], false);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[62.78, 0], [42.86, 0], [37.24, 0], [0, 20]]);
    expect(rec.status).toBe('reconciled');
  });
});
