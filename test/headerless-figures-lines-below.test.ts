/**
 * No header a reader knows, rows that print their details first with the date in a column right of them, and the
 * amount two lines under the date, after a second line of details (random layout 1013866, its last page: two rows
 * "Incasso  5XNKHRBX  31/07/2024" / "Spotify AB" / "Premium  -165.000"). Only a figure on the very next line made a
 * dated line a row's, so the page showed no date column and both rows were lost. The figures may stand on the last
 * of a few lines of details under the date.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const row = (what: string, ref: string, date: string, more: string, last: string, amount: string): Cell[][] => [
  [[what, 36, 64], [ref, 365, 408], [date, 443, 483]],
  [[more, 36, 80]],
  [[last, 36, 68], right(amount, 559)],
];

describe('rows whose amount stands two lines under their date, no header', () => {
  it('are rows of the date column', () => {
    const { built, rec } = interpret([
      textLayerPage([
        [['Opening', 36, 66], ['balance', 69, 99], right('1.000,00', 559)],
        [['Closing', 36, 66], ['balance', 69, 99], right('654,50', 559)],
        [],
        ...row('Incasso', '5XNKHRBX', '01/07/2024', 'Spotify AB', 'Premium', '-16,50'),
        ...row('Incasso', '9FA4MYQX', '05/07/2024', 'NS Reizigers', 'Abonnement', '-99,00'),
        ...row('Overboeking', 'K2JD88QA', '09/07/2024', 'J. de Vries', 'Huur', '-450,00'),
        ...row('Bijschrijving', 'PP01X7ZQ', '15/07/2024', 'Werkgever BV', 'Salaris', '+220,00'),
      ]),
    ]);
    expect(built.transactions.map((t) => [t.date, t.debit, t.credit])).toEqual([
      ['2024-07-01', 16.5, 0],
      ['2024-07-05', 99, 0],
      ['2024-07-09', 450, 0],
      ['2024-07-15', 0, 220],
    ]);
    expect(rec.status).toBe('reconciled');
  });
});
