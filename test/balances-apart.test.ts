/**
 * A row's own balance printed on a line of its own (its second line, under the details, left of the amount) was read
 * as a row of figures only and left out: the statement reconciled by its totals with every printed balance missing
 * (random 780115, 730165, 3037). Where such a line's figure is the running balance after the row above, that row
 * takes it (src/interpret/balances-apart.ts).
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const d = (text: string): Cell => [text, 36, 72];

describe('balances printed apart from their rows', () => {
  // Labels no reader knows ("Remaining", "Sum"); each row's value date and balance on its second line.
  const head: Cell[][] = [
    [['Opening', 36, 70], ['balance', 73, 105], right('1,000.00', 559)],
    [['Closing', 36, 68], ['balance', 71, 103], right('1,157.50', 559)],
    [],
    [['Day', 36, 53], ['Text', 108, 135], ['Remaining', 430, 470], ['Sum', 529, 559]],
  ];
  const row = (date: string, text: string, amount: string, value: string, balance: string): Cell[][] => [
    [d(date), [text, 108, 140], right(amount, 559)],
    [[value, 108, 144], right(balance, 470)],
  ];

  it('gives a row the balance its second line prints where the chain says it is the balance after it', () => {
    const chosen = interpret([
      page([
        ...head,
        ...row('02/01/2023', 'TESCO', '12.50-', '03/01/2023', '987.50'),
        ...row('02/01/2023', 'ATM', '30.00-', '03/01/2023', '957.50'),
        ...row('05/01/2023', 'SALARY', '1,200.00', '06/01/2023', '2,157.50'),
        ...row('05/01/2023', 'RENT', '1,000.00-', '06/01/2023', '1,157.50'),
      ]),
    ]);
    expect(chosen.built.transactions.map((t) => [t.date, t.debit, t.credit, t.balance])).toEqual([
      ['2023-01-02', 12.5, 0, 987.5],
      ['2023-01-02', 30, 0, 957.5],
      ['2023-01-05', 0, 1200, 2157.5],
      ['2023-01-05', 1000, 0, 1157.5],
    ]);
    expect(chosen.rec.status).toBe('reconciled');
    expect(chosen.rec.chain_ok).toBe(true);
    expect(chosen.interpretation.balances_apart).toBe(4);
  });

  it('leaves a row without a balance where the line\'s figure is not the balance after it', () => {
    const chosen = interpret([
      page([
        ...head,
        ...row('02/01/2023', 'TESCO', '12.50-', '03/01/2023', '987.50'),
        ...row('02/01/2023', 'ATM', '30.00-', '03/01/2023', '951.50'),
        ...row('05/01/2023', 'SALARY', '1,200.00', '06/01/2023', '2,157.50'),
        ...row('05/01/2023', 'RENT', '1,000.00-', '06/01/2023', '1,157.50'),
      ]),
    ]);
    expect(chosen.built.transactions.map((t) => t.balance)).toEqual([987.5, null, 2157.5, 1157.5]);
  });
});
