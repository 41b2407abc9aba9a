/**
 * A table whose labels no reader knows, printing the balance before the amount and a column of marks after it ("C",
 * cargo, on money out; blank on money in): random 1013177. Read by position, the last figure is the balance and the
 * mark its CR; the column search named the first figure the balance and the second the amount, which then carried
 * that CR as a printed direction. Every debit became a credit and the statement, read as a card, reconciled. The mark
 * after the figure the layout took for the balance now means, in a reading that names that figure the amount, what
 * the mark reading says (generic-parser `balanceMark`, marks.ts `remarked`).
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const row = (date: string, text: string, balance: string | undefined, amount: string, mark: boolean): Cell[] => [
  [date, 36, 76],
  [text, 87, 140],
  ...(balance ? [right(balance, 486)] : []),
  right(amount, 525),
  ...(mark ? [['C', 543, 549] as Cell] : []),
];

describe('a balance column before the amount, the marks after the amount', () => {
  it('reads the marks as the amounts\' direction, whichever column the layout first took for the balance', () => {
    const st = buildStatement(
      [
        textLayerPage([
          [['Saldo', 249, 265], ['inicial', 269, 292], ['Saldo', 510, 528], ['actual', 532, 554]],
          [right('2268.03', 284), right('2205.34', 546)],
          [],
          [['When', 36, 58], ['Movimiento', 87, 132], ['Remaining', 445, 485], ['Figure', 500, 524], ['Riktun', 534, 559]],
          row('14/03/2025', 'RECIBO', '2237.44', '30.59', true),
          row('16/03/2025', 'RETIRADA', '2132.44', '105.00', true),
          row('17/03/2025', 'COMPRA', '2106.91', '25.53', true),
          row('20/03/2025', 'DEVOLUCION', '2138.10', '31.19', false),
          row('21/03/2025', 'COMPRA', '2126.77', '11.33', true),
          row('28/03/2025', 'NOMINA', '2205.34', '78.57', false),
        ]),
      ],
      {},
    );
    expect(st.account_type).toBe('bank');
    expect(st.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([
      [30.59, 0, 2237.44],
      [105, 0, 2132.44],
      [25.53, 0, 2106.91],
      [0, 31.19, 2138.1],
      [11.33, 0, 2126.77],
      [0, 78.57, 2205.34],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
