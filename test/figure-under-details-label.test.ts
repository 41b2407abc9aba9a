/**
 * A figure in a row's details under the details' own label ("Etentje 2 X 5,84" under "Mededelingen", a quantity and
 * unit price on the last line of a row whose figures stand on that line): with one figure per money column on the
 * line, it was kept as money because it stood under a label, and the three figures took the three money columns in
 * order: 5,84 money in, 40,38 money out (never-used random layout 1010481, the one wrong row of its statement). Under
 * the details' label a figure is details; under any other label it stays money (a money label misread).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const header: Cell[] = [['Boekingsdatum', 36, 96], ['Mededelingen', 113, 166], ['Bij/Af', 429, 449], ['bij', 452, 462], ['Af', 503, 512], ['Saldo', 538, 559]];

describe('a figure under the details label', () => {
  it('is details, and the row\'s figures keep their columns', () => {
    const p = textLayerPage([
      header,
      [['2023-03-22', 36, 77], ['Incasso', 113, 140], right('-50,79', 512), right('329,95', 559)],
      [['2023-03-23', 36, 77], ['Tikkie', 113, 134]],
      [['R.', 113, 120], ['Smit', 124, 139]],
      [['Etentje', 113, 138], ['2', 141, 145], ['X', 148, 152], ['5,84', 156, 170], right('40,38', 462), right('370,33', 559)],
      [['2023-03-24', 36, 77], ['Salaris', 113, 139], right('2.984,93', 462), right('3.355,26', 559)],
    ]);
    const rows = parseGeneric([p], undefined, 'first').rows;
    const tikkie = rows.find((r) => r.description.join(' ').startsWith('Tikkie'))!;
    expect([tikkie.credit, tikkie.debit, tikkie.balance]).toEqual(['40,38', undefined, '370,33']);
    expect(tikkie.description.join(' ')).toMatch(/2 X 5,84$/);
  });
});
