/**
 * Two lists side by side whose second list's first label OCR lost: "F." over "Operación" heads each list's date
 * column, and on the right "F." came out a speck ("[8"). The first list's date label then had no second, no cut was
 * made, and one list of every line was read (scanned random 10680, 150 DPI: 27 of 69 rows). The second list's next
 * label repeats the first's ("Movimiento" after money), with a word no label names between (side-by-side.ts
 * `secondListX`); cut there, the right list's header reads with "Operación" over its dates as the date label
 * (header.ts `dateLabelOverDates`, two label lines): 60 of 69.
 */
import { describe, expect, it } from 'vitest';
import { splitSideBySide } from '../src/layout/side-by-side.js';
import { buildStatement } from '../src/pipeline/extract.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const R = 274;
// Each row on two lines: its date and details, then its value date (in the details) and its amount.
const row = (date: string, what: string, amount: string, dx = 0): Cell[][] => [
  [[date, 36 + dx, 76 + dx], [what, 87 + dx, 87 + dx + 4.6 * what.length]],
  [[date, 87 + dx, 127 + dx], right(amount, 285 + dx)],
];
const pair = (l: Cell[][], r: Cell[][]): Cell[][] => l.map((line, k) => [...line, ...r[k]!]);

function statement() {
  return page([
    [['Saldo', 36, 58], ['anterior', 61, 95], right('1.000,00', 285)],
    [['Saldo', 36, 58], ['final', 61, 80], right('701,50', 285)],
    [],
    [['F.', 36, 44], ['Movimiento', 87, 130], ['Monto', 261, 285], ['[8', 310, 318], ['Movimiento', 361, 404], ['Monto', 535, 559]],
    [['Operacion', 36, 75], ['Operacion', 310, 349]],
    ...pair(row('02.08.2024', 'SPOTIFY', '-13,50'), row('11.08.2024', 'TELEFONICA', '-77,40', R)),
    ...pair(row('03.08.2024', 'MERCADONA', '-43,20'), row('12.08.2024', 'NOMINA', '250,00', R)),
    ...pair(row('05.08.2024', 'REPSOL', '-14,00'), row('14.08.2024', 'ALQUILER', '-400,40', R)),
  ]);
}

describe('two lists whose second first label OCR lost', () => {
  it('are cut where the second list begins', () => {
    const [p] = splitSideBySide([statement()], { headerless: true });
    expect(p!.lines.some((l) => l.shift !== undefined)).toBe(true);
  });

  it('and every row of both is read, the right list in its own columns', () => {
    const st = buildStatement([statement()], {});
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit])).toEqual([
      ['2024-08-02', 13.5, 0],
      ['2024-08-03', 43.2, 0],
      ['2024-08-05', 14, 0],
      ['2024-08-11', 77.4, 0],
      ['2024-08-12', 0, 250],
      ['2024-08-14', 400.4, 0],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
