/**
 * A scanned statement whose header names its money columns wrongly: "Utgald" over the debits is no label we know,
 * "Rece." (received) reads as the credits, and "Rema." (remaining, the balances) begins "remarks", read as details.
 * Every debit went to the credit column, and with a row OCR lost the reading without the header (the columns
 * named by the arithmetic) did not reconcile either, so it was not taken: 3 of 78 rows right (scanned random
 * 11733). That reading is taken where it keeps as many rows and breaks less of the arithmetic in every way.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage } from './support/ocr-page.js';

type Cell = [string, number, number, number?];
const right = (t: string, x1: number): Cell => [t, x1 - 4.4 * t.length, x1];
const row = (date: string, details: string, debit: string, credit: string, balance: string): Cell[] => [
  [date, 36, 72], [details, 110, 110 + 4.4 * details.length],
  ...(debit ? [right(debit, 320)] : []), ...(credit ? [right(credit, 353)] : []), right(balance, 393),
];

describe('a header whose labels give the money columns wrong roles', () => {
  const p = ocrPage([
    [['Anfangssaldo', 42, 89], ['CHF', 263, 280], right('5108.69', 310)],
    [['Neuer', 42, 63], ['Kontostand', 65, 103], ['CHF', 263, 280], right('4863.19', 310)],
    [],
    [['Buchungsdatum', 36, 92], ['Buch.', 110, 130], ['Utgald', 293, 316], ['Rece.', 335, 353], ['Rema.', 372, 393]],
    row('01.06.2023', 'Dauerauftrag', '794.00', '', '4314.69'),
    row('01.06.2023', 'Lastschrift', '45.13', '', '4269.56'),
    row('02.06.2023', 'Gutschrift', '', '765.74', '5035.30'),
    row('03.06.2023', 'Kartenzahlung', '13.48', '', '5021.82'),
    // (A row OCR lost entirely stood here: 73.00 out, the balance 4948.82.)
    row('05.06.2023', 'Lastschrift', '126.25', '', '4822.57'),
    row('06.06.2023', 'Kartenzahlung', '68.75', '', '4753.82'),
    row('07.06.2023', 'Gutschrift', '', '191.37', '4945.19'),
    row('08.06.2023', 'Bargeld', '82.00', '', '4863.19'),
  ]);

  it('is read with the columns the arithmetic names', () => {
    const { built, rec } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([
      [794, 0], [45.13, 0], [0, 765.74], [13.48, 0], [126.25, 0], [68.75, 0], [0, 191.37], [82, 0],
    ]);
    expect(rec.status).not.toBe('reconciled');
  });
});
