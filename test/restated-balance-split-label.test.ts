/**
 * A closing label whose glyphs stand apart ("Nieuw sa ldo  4.423,04 €": the producer placed them a little off, and
 * the text layer has a space inside the word) under the last row, restating its balance a little left of the balance
 * column. The summary reads such a label (summary.ts `labelInPieces`); the table did not, and took the line for a row
 * of its own (random layout 1008565: the second account's closing read as a credit of 4.423,04, the account
 * unverifiable; after: 36/36 rows, both accounts reconciled).
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const d = (t: string): Cell => [t, 36, 78];

const statement = (closing: Cell[]) =>
  textLayerPage([
    [['Beginsaldo', 36, 79], right('2.884,58', 553), ['€', 556, 560]],
    [],
    [['Datum', 36, 60], ['Omschrijving', 95, 148], ['Af', 440, 452], ['Bij', 490, 502], ['Saldo', 537, 560]],
    [d('2023-01-15'), ['Tikkie', 95, 120], ['Etentje', 123, 150], right('48,54', 502), right('2.933,12', 560)],
    [d('2023-01-22'), ['Incasso', 95, 122], ['KPN', 125, 140], right('73,86', 452), right('2.859,26', 560)],
    [d('2023-01-28'), ['Kosten', 95, 120], ['Basispakket', 123, 165], right('3,40', 452), right('2.855,86', 560)],
    closing,
  ]);

describe('a closing label in pieces restating the last balance', () => {
  it('is no row: the closing it prints closes the statement', () => {
    const st = buildStatement([statement([['Nieuw', 37, 57], ['sa', 61, 68], ['ldo', 72, 84], right('2.855,86', 553), ['€', 556, 560]])], {});
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit])).toEqual([
      ['2023-01-15', 0, 48.54],
      ['2023-01-22', 73.86, 0],
      ['2023-01-28', 3.4, 0],
    ]);
    expect(st.closing_balance).toBe(2855.86);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
