/**
 * A statement that prints no opening balance but a running balance: the opening is the first printed balance less
 * every row up to it (src/normalize/build-transactions.ts), marked derived. A statement printing each day's last
 * balance prints none on the first day's earlier rows: the opening was left out (random layout 1018349).
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { right, textLayerPage as page } from './support/text-page.js';

const header: [string, number, number][] = [['Date', 36, 56], ['Details', 110, 140], right('Amount', 480), right('Balance', 560)];
const row = (date: string, details: string, amount: string, balance?: string): [string, number, number][] => [
  [date, 36, 80],
  [details, 110, 200],
  right(amount, 480),
  ...(balance ? [right(balance, 560)] : []),
];

describe('an opening balance the statement does not print', () => {
  it('is the first printed balance less every row up to it', () => {
    const p = page([
      header,
      row('01/07/2023', 'RENT', '-831.00'),
      row('01/07/2023', 'GROCER', '-29.11'),
      row('01/07/2023', 'CAFE', '-69.41', '3,150.04'),
      row('02/07/2023', 'SALARY', '1,000.00', '4,150.04'),
      row('03/07/2023', 'BOOKS', '-50.00', '4,100.04'),
    ]);
    const { built } = interpret([p]);
    expect(built.opening_balance).toBe(4079.56);
    expect(built.derived.opening).toBe(true);
    expect(built.closing_balance).toBe(4100.04);
  });

  it('is the first row\'s balance less its amount where the first row prints one', () => {
    const p = page([header, row('01/07/2023', 'RENT', '-831.00', '3,169.00'), row('02/07/2023', 'CAFE', '-69.00', '3,100.00')]);
    const { built } = interpret([p]);
    expect(built.opening_balance).toBe(4000);
    expect(built.derived.opening).toBe(true);
  });
});
