/**
 * A closing balance printed under the last row, then a list that is no rows of the period ("Pending transactions",
 * with its own header and total; random 1007550). Read with the list, the closing line stands between rows, a balance
 * carried forward, so that reading reads no closing and nothing counted against it: the statement came out
 * `unverifiable` with the pending rows in it. Read without the list, the same line closes the statement (layout
 * `summaryWithoutTrailing`), and the reading that leads from the printed opening to the printed closing is taken.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const header: Cell[] = [['Date', 36, 56], ['Details', 120, 150], ['Amount', 380, 419], ['Balance', 470, 500]];
const row = (date: string, details: string, amount: string, balance?: string): Cell[] => [
  [date, 36, 76], [details, 120, 120 + 5 * details.length], right(amount, 419), ...(balance ? [right(balance, 500)] : []),
];

const statement = () =>
  page([
    header,
    [['Opening', 120, 155], ['balance', 158, 190], right('1,000.00', 500)],
    row('02/05/2023', 'RENT', '-500.00', '500.00'),
    row('03/05/2023', 'SALARY', '+1,200.00', '1,700.00'),
    row('05/05/2023', 'GROCERIES', '-48.20', '1,651.80'),
    row('08/05/2023', 'FUEL', '-61.80', '1,590.00'),
    [['Closing', 120, 153], ['balance', 156, 188], right('1,590.00', 500)],
    [],
    [['Pending', 36, 70], ['transactions', 73, 130]],
    [],
    header,
    row('31/05/2023', 'CARD PURCHASE', '-327.08'),
    row('31/05/2023', 'ACCOUNT FEE', '-368.52'),
    [['Total', 120, 142], right('-695.60', 419)],
  ]);

describe('a closing balance before a list after the transactions', () => {
  it('closes the statement read without the list, which is taken', () => {
    const chosen = interpret([statement()]);
    expect(chosen.built.transactions.map((t) => `${t.date} ${t.debit} ${t.credit}`)).toEqual([
      '2023-05-02 500 0', '2023-05-03 0 1200', '2023-05-05 48.2 0', '2023-05-08 61.8 0',
    ]);
    expect(chosen.built.closing_balance).toBe(1590);
    expect(chosen.rec.status).toBe('reconciled');
    expect(chosen.rec.totals_match).toBe(true);
    expect(chosen.interpretation.trailing_rows).toBe('dropped');
  });
});

/**
 * No printed closing at all (random 1008138, 1009298): the list outside the table's chain of balances, closed by its
 * own total, is left out all the same; nothing printed said so before, and the held payments came out as rows.
 */
describe('a list apart from the table, with no printed closing', () => {
  const lines = (total: string) =>
    page([
      header,
      row('02/05/2023', 'RENT', '-500.00', '500.00'),
      row('03/05/2023', 'SALARY', '+1,200.00', '1,700.00'),
      row('05/05/2023', 'GROCERIES', '-48.20', '1,651.80'),
      row('08/05/2023', 'FUEL', '-61.80', '1,590.00'),
      [],
      [['Pending', 36, 70], ['transactions', 73, 130]],
      [],
      header,
      row('31/05/2023', 'CARD PURCHASE', '-327.08'),
      row('31/05/2023', 'ACCOUNT FEE', '-368.52'),
      [['Total', 120, 142], right(total, 419)],
    ]);

  it('is left out where its own total sums it', () => {
    const chosen = interpret([lines('-695.60')]);
    expect(chosen.built.transactions.map((t) => `${t.date} ${t.debit} ${t.credit}`)).toEqual([
      '2023-05-02 500 0', '2023-05-03 0 1200', '2023-05-05 48.2 0', '2023-05-08 61.8 0',
    ]);
    expect(chosen.interpretation.trailing_rows).toBe('dropped');
  });

  it('stays where the total is not its sum', () => {
    expect(interpret([lines('-695.70')]).built.transactions).toHaveLength(6);
  });
});
