/**
 * A header that names some money columns and leaves one unnamed: a first page's labels cut short among labels no
 * word of ours names ("Buchungsdatum  Buch.  Utgald  Rece.  Rema.", random 11733: "Rece." read as a credit label,
 * "Rema." as remarks over the balances, "Utgald" unknown over the debits). Taken as a header, the debits went to the
 * nearest named column and the balances to the details: 3 of 78 rows right. A word we do not know standing apart over
 * a column of figures makes such a line no header; the rows' figures are clustered into columns and the arithmetic
 * names them.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { buildStatement } from '../src/pipeline/extract.js';
import { validateExtractOptions } from '../src/load/options.js';
import { page, right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const row = (date: string, what: string, debit: string, credit: string, balance: string): Cell[] => [
  [date, 36, 72],
  [what, 110, 110 + 4.5 * what.length],
  ...(debit ? [right(debit, 320)] : []),
  ...(credit ? [right(credit, 353)] : []),
  ...(balance ? [right(balance, 394)] : []),
];
const rows: Cell[][] = [
  row('01.06.2023', 'Dauerauftrag', '794.00', '', '4314.69'),
  row('01.06.2023', 'Lastschrift', '45.13', '', '4269.56'),
  row('02.06.2023', 'Gutschrift', '', '65.74', '4335.30'),
  row('03.06.2023', 'Kartenzahlung', '80.45', '', '4254.85'),
  row('04.06.2023', 'Gutschrift', '', '120.00', '4374.85'),
  row('05.06.2023', 'Lastschrift', '10.46', '', '4364.39'),
];

describe('a header leaving a column of figures unnamed', () => {
  it('is no header where a word we do not know stands apart over figures', () => {
    const p = page([[['Buchungsdatum', 36, 92], ['Buch.', 110, 130], ['Utgald', 293, 316], ['Rece.', 335, 353], ['Saldo', 374, 394]], ...rows]);
    expect(readHeader(p.lines, 0)).toBeUndefined();
  });

  it('stays a header where every column of figures is named', () => {
    const p = page([[['Buchungsdatum', 36, 92], ['Buch.', 110, 130], ['Soll', 302, 316], ['Haben', 330, 353], ['Saldo', 374, 394]], ...rows]);
    expect(readHeader(p.lines, 0)?.header.columns.map((c) => c.role)).toEqual(['date', 'debit', 'credit', 'balance']);
  });

  it('stays a header where the unknown word stands over no figures', () => {
    const p = page([[['Buchungsdatum', 36, 92], ['Vorgang', 110, 140], ['Soll', 302, 316], ['Haben', 330, 353], ['Saldo', 374, 394], ['Hinweise', 430, 462]], ...rows]);
    expect(readHeader(p.lines, 0)?.header.columns.map((c) => c.role)).toContain('balance');
  });

  it('looks only at its own table: figures of the next table under a word of its labels leave it a header', () => {
    // Random 750105: checks paid in lists side by side ("Number  Date Paid  Amount" three times), then the next
    // section's title and table, whose figures stand under the second list's "Number".
    const list: Cell[] = [['Number', 36, 63], ['Date', 85, 100], ['Paid', 103, 118], ['Amount', 154, 181], ['Number', 225, 252], ['Date', 274, 289], ['Paid', 292, 307], ['Amount', 343, 370]];
    const p = page([
      list,
      [['2633', 36, 54], ['2024-08-31', 85, 128], right('12.00', 181), ['8146', 225, 243], ['2024-09-02', 274, 317], right('1,777.00', 370)],
      [['6663', 36, 54], ['2024-09-08', 85, 128], right('177.67', 181)],
      [['Daily', 36, 56], ['Balance', 59, 90]],
      [['2024-08-28', 36, 79], right('-311.50', 250), ['2024-08-30', 300, 343], right('-308.80', 420)],
      [['2024-09-05', 36, 79], right('-69.34', 250), ['2024-09-14', 300, 343], right('-435.12', 420)],
    ]);
    expect(readHeader(p.lines, 0)?.header.columns.filter((c) => c.role === 'amount')).toHaveLength(2);
  });

  it('reads the rows by the columns the arithmetic names', () => {
    const p = textLayerPage([
      [['Anfangssaldo', 36, 84], right('5108.69', 394)],
      [['Buchungsdatum', 36, 92], ['Buch.', 110, 130], ['Utgald', 293, 316], ['Rece.', 335, 353], ['Rema.', 372, 394]],
      ...rows,
      [['Neuer', 36, 58], ['Kontostand', 61, 100], right('4364.39', 394)],
    ]);
    const st = buildStatement([p], validateExtractOptions({}), true);
    expect(st.reconciliation.status).toBe('reconciled');
    expect(st.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([
      [794, 0, 4314.69],
      [45.13, 0, 4269.56],
      [0, 65.74, 4335.3],
      [80.45, 0, 4254.85],
      [0, 120, 4374.85],
      [10.46, 0, 4364.39],
    ]);
  });
});
