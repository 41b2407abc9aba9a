/**
 * A day's balance line whose label stands where the rows print their dates ("Saldo al 01/08/2024  4.640,00", the
 * label at the rows' date column, its date after it), in a table without a header whose rows print two dates and
 * their figures on a later line: the next row's dated line was taken for details of the balance line (its date stood
 * where that line's label starts), and the row was merged into it (never-used random 1023027: 13 rows wrong). A line
 * starting with a date where rows have started their lines with their dates starts a row.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const dated = (d: string, v: string, what: string): Cell[] => [[d, 37, 78], [v, 94, 135], [what, 151, 230]];
const figures = (details: string, amount: string): Cell[] => [[details, 151, 200], right(amount, 445)];
const saldo = (d: string, balance: string): Cell[] => [['Saldo', 37, 57], ['al', 61, 69], [d, 73, 114], right(balance, 486)];

describe('a day balance line whose label stands at the rows\' dates', () => {
  it('does not take the next row\'s dated line for its details', () => {
    const p = textLayerPage([
      dated('01/08/2024', '03/08/2024', 'COMPRA REPSOL'),
      figures('E.S. 8528', '67,56'),
      saldo('01/08/2024', '4.640,00'),
      dated('02/08/2024', '05/08/2024', 'COMPRA FARMACIA'),
      figures('LDO. PEREZ', '32,11'),
      saldo('02/08/2024', '4.607,89'),
      dated('03/08/2024', '06/08/2024', 'RECIBO ALQUILER'),
      figures('VIVIENDA SL', '934,00'),
      saldo('03/08/2024', '3.673,89'),
    ]);
    const rows = parseGeneric([p], 'EUR', 'last').rows;
    expect(rows.map((r) => [r.dates[0], r.description[0]])).toEqual([
      ['01/08/2024', 'COMPRA REPSOL'],
      ['01/08/2024', 'Saldo al'],
      ['02/08/2024', 'COMPRA FARMACIA'],
      ['02/08/2024', 'Saldo al'],
      ['03/08/2024', 'RECIBO ALQUILER'],
      ['03/08/2024', 'Saldo al'],
    ]);
  });
});
