/**
 * Whether rows run newest first is told by most neighbouring rows, not by the first and the last alone: a newest-first
 * statement followed by a list printed for information (interest, dated at the period's end) put a later date last,
 * the rows were walked oldest first and every one broke the chain (random layout 9865: 34 breaks; 43/43 reconciled
 * with the list left out).
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const row = (date: string, what: string, amount: string, balance: string): Cell[] => [[date, 36, 76], [what, 100, 160], right(amount, 440), right(balance, 530)];

describe('rows newest first, then a list dated later', () => {
  it('walks the rows newest first and their chain holds', () => {
    const st = buildStatement([textLayerPage([
      [['Opening', 36, 66], ['balance', 69, 99], right('1,000.00', 530)],
      [['Closing', 36, 66], ['balance', 69, 99], right('1,150.00', 530)], // read one digit off: nothing reconciles, the list stays
      [],
      [['Date', 36, 52], ['Description', 100, 150], ['Amount', 410, 440], ['Balance', 500, 530]],
      row('05/03/2024', 'Shop', '-45.00', '1,155.00'),
      row('04/03/2024', 'Salary', '250.00', '1,200.00'),
      row('03/03/2024', 'Rent', '-30.00', '950.00'),
      row('02/03/2024', 'Fee', '-20.00', '980.00'),
      [],
      [['Interest', 36, 70], ['for', 73, 85], ['information', 88, 130]],
      row('31/03/2024', 'Interest 1.81 %', '-23.07', '8,543.32'),
    ])], {});
    const main = st.transactions.filter((t) => t.date <= '2024-03-05');
    expect(main.map((t) => [t.date, t.debit, t.credit, t.balance])).toEqual([
      ['2024-03-05', 45, 0, 1155],
      ['2024-03-04', 0, 250, 1200],
      ['2024-03-03', 30, 0, 950],
      ['2024-03-02', 20, 0, 980],
    ]);
    // Walked newest first, the list's row (printed last) comes first and the oldest row follows it: those two break,
    // every other row follows from the one before (walked oldest first, every row broke).
    const breaks = st.reconciliation.breaks.map((b) => st.transactions[b.index]?.date ?? '');
    expect(breaks.filter((d) => d > '2024-03-02' && d <= '2024-03-05')).toEqual([]);
  });
});
