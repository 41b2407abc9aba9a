/**
 * A day's balance printed again on a line of its own under the day's last row, its words naming no summary label
 * ("Tagessaldo 05-DEZ-24  733,64CR", the date in the details, not the date column), in a table whose labels name no
 * column we know: the figure printed as it was, right under the row's balance, is that balance restated, never a
 * transaction. Before: read as a row of its own, the column roles came out wrong and nothing added up (random layout
 * 9871, 5/18 -> 18/18 reconciled, digital and scanned).
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const d = (t: string): Cell => [t, 36, 80];

function statement() {
  return textLayerPage([
    [['Alter', 36, 58], ['Kontostand', 61, 105], right('839,39CR', 330)],
    [['Saldo', 36, 58], ['neu', 61, 75], right('4.091,72CR', 330)],
    [],
    [['Day', 36, 52], ['Purpose', 100, 135], ['Utgald', 400, 425], ['Incoming', 455, 490], ['Funds', 515, 538], ['Left', 541, 559]],
    [d('05-DEZ-24'), ['Lastschrift', 100, 140], ['Strom', 143, 165], right('105,75', 425), right('733,64CR', 559)],
    [['Tagessaldo', 100, 140], ['05-DEZ-24', 143, 180], right('733,64CR', 559)],
    [d('08-DEZ-24'), ['Kartenzahlung', 100, 150], ['Rossmann', 153, 190], right('14,08', 425), right('719,56CR', 559)],
    [['Tagessaldo', 100, 140], ['08-DEZ-24', 143, 180], right('719,56CR', 559)],
    [d('10-DEZ-24'), ['Lastschrift', 100, 140], ['Versicherung', 143, 190], right('83,28', 425)],
    [d('10-DEZ-24'), ['Kartenzahlung', 100, 150], ['ALDI', 153, 170], right('13,36', 425), right('622,92CR', 559)],
    [['Tagessaldo', 100, 140], ['10-DEZ-24', 143, 180], right('622,92CR', 559)],
    [d('28-DEZ-24'), ['Gehalt', 100, 125], ['Dezember', 128, 165], right('3.493,90', 490), right('4.116,82CR', 559)],
    [['Tagessaldo', 100, 140], ['28-DEZ-24', 143, 180], right('4.116,82CR', 559)],
    [d('31-DEZ-24'), ['Entgelt', 100, 128], ['Kontoführung', 131, 180], right('25,10', 425), right('4.091,72CR', 559)],
    [['Tagessaldo', 100, 140], ['31-DEZ-24', 143, 180], right('4.091,72CR', 559)],
  ]);
}

describe('a day balance restated under the day\'s last row', () => {
  it('is no transaction, and the statement reconciles', () => {
    const st = buildStatement([statement()], {});
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit, t.balance])).toEqual([
      ['2024-12-05', 105.75, 0, 733.64],
      ['2024-12-08', 14.08, 0, 719.56],
      ['2024-12-10', 83.28, 0, null],
      ['2024-12-10', 13.36, 0, 622.92],
      ['2024-12-28', 0, 3493.9, 4116.82],
      ['2024-12-31', 25.1, 0, 4091.72],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });

  it('is no transaction where the line starts in the date column with words and the date after them', () => {
    // Random layout 1004858 (de, no header): "Saldo am 26/05/2025  1.155,57" under each day's last row, rows of two
    // lines or more with their figures on the last. Read as a row of the next day's first line, every later row took the day before's
    // date, in order, and the statement said reconciled with 17 of 33 dates wrong.
    const page = textLayerPage([
      [['Saldo', 36, 58], ['alt', 61, 75], right('1.311,34', 330)],
      [['Endsaldo', 36, 70], right('1.131,57', 330)],
      [],
      [d('26/05/2025'), ['Lastschrift', 107, 145]],
      [['DB', 107, 117], ['Vertrieb', 120, 150], right('131,51', 470), ['DR', 474, 482], right('1.179,83', 531)],
      [['Saldo', 36, 58], ['am', 61, 70], ['26/05/2025', 73, 113], right('1.179,83', 531)],
      [d('27/05/2025'), ['Gutschrift', 107, 145]],
      [['Anna', 107, 125], ['Schneider', 128, 165], right('139,36', 470), ['CR', 474, 482], right('1.319,19', 531)],
      [['Saldo', 36, 58], ['am', 61, 70], ['27/05/2025', 73, 113], right('1.319,19', 531)],
      [d('29/05/2025'), ['Kartenzahlung', 107, 155]],
      [['EDEKA', 107, 130], right('187,62', 470), ['DR', 474, 482], right('1.131,57', 531)],
      [['Saldo', 36, 58], ['am', 61, 70], ['29/05/2025', 73, 113], right('1.131,57', 531)],
    ]);
    const st = buildStatement([page], {});
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit, t.balance])).toEqual([
      ['2025-05-26', 131.51, 0, 1179.83],
      ['2025-05-27', 0, 139.36, 1319.19],
      ['2025-05-29', 187.62, 0, 1131.57],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
