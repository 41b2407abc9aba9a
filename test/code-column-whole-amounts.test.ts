/**
 * A yen statement (whole amounts) with a transaction code column between the details and the money ("Tran Code":
 * "308"): the line's three figures (code, withdrawal, balance) matched the three money columns by count, so the code
 * was kept as the first money column's figure and each amount moved one column on, the withdrawal read as money in
 * (never-used random 1011924: 0 of 77 rows right). A figure under the reference label, where every other figure stands
 * under a money label, is the row's reference; and it is no details of the row's date line, whose details are
 * printed around it (rows centred on their figures).
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { at, pageOf } from './support/text-page.js';

const header = at(140.8, [['Trans', 36.7, 57.1], ['Date', 61.2, 77.5], ['Transaction', 85.7, 130.6], ['Details', 134.6, 163.2], ['Tran', 334.6, 350.9], ['Code', 355, 371.3], ['Withdrawal', 391.7, 432.5], ['Amount', 436.6, 461], ['Paid', 485.5, 501.8], ['in', 505.9, 514.1], ['Balance', 530.4, 559]]);
const row = (y: number, date: string, above: string[], code: string, amount: [string, number], balance: string, below: string[]) => [
  ...at(y - 5, above.map((t, k): [string, number, number] => [t, 85.7 + 30 * k, 110 + 30 * k])),
  ...at(y, [[date, 36.7, 69.4], [code, 334.6, 346.8], [amount[0], amount[1], 452.9], ['¥', 457, 461], [balance, 522.2, 550.8], ['¥', 554.9, 559]]),
  ...at(y + 5, below.map((t, k): [string, number, number] => [t, 85.7 + 30 * k, 110 + 30 * k])),
];
const page = pageOf([
  ...header,
  ...row(177.8, '01.05.23', ['NETS', 'TOAST', 'BOX'], '308', ['1,406', 432.5], '772,766', ['RAFFLES', 'CITY']),
  ...row(196.8, '01.05.23', ['POS', 'SHOPEE'], '417', ['6,562', 432.5], '766,204', []),
  ...row(215.8, '02.05.23', ['GIRO', 'HDB'], '284', ['312,451', 424.3], '453,753', ['HOUSING', 'BOARD']),
  ...row(234.8, '02.05.23', ['POS', 'SHOPEE'], '417', ['1,366', 432.5], '452,387', []),
]);
for (const l of page.lines) for (const w of l.words) w.confidence = 1;

describe('a transaction code column beside the money of a statement in whole amounts', () => {
  it('keeps the code out of the money: each amount in its own column, the code the reference', () => {
    const rows = parseLayout([page], {}, 'first').rows;
    expect(rows.map((r) => [r.debit, r.credit, r.balance])).toEqual([
      ['1406.00', undefined, '772766.00'],
      ['6562.00', undefined, '766204.00'],
      ['312451.00', undefined, '453753.00'],
      ['1366.00', undefined, '452387.00'],
    ]);
    expect(rows.map((r) => r.reference)).toEqual(['308', '417', '284', '417']);
    expect(rows.map((r) => r.description.join(' '))).toEqual(['NETS TOAST BOX RAFFLES CITY', 'POS SHOPEE', 'GIRO HDB HOUSING BOARD', 'POS SHOPEE']);
  });
});
