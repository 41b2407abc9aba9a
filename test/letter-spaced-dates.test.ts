/**
 * Letter-spaced text breaks a date into words ("20 25-04-22" for "2025-04-22", "17.02. 2024"): the line's first words
 * joined are read as the date where they are written digit for digit like the row above's, not as a number before a
 * date in another shape (a check number) or as a date set aside.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { page, right } from './support/text-page.js';

function row(date: [string, number, number][], details: string, amount: string, balance: string): [string, number, number][] {
  const out = [...date];
  let x = 104;
  for (const w of details.split(' ')) {
    out.push([w, x, x + 4.5 * w.length]);
    x += 4.5 * w.length + 2;
  }
  return [...out, right(amount, 440), right(balance, 540)];
}

describe('dates broken into words', () => {
  it('joins "20 25-04-22" into the date the rows above print', () => {
    const p = page([
      [['Date', 36, 53], ['Details', 104, 134], right('Amount', 440), right('Balance', 540)],
      row([['2025-04-21', 36, 77]], 'CARD PAYMENT CAFE', '-12.00', '988.00'),
      row([['20', 36, 44], ['25-04-22', 47, 78]], 'GROCERY STORE', '-18.00', '970.00'),
      row([['2025-04-23', 36, 77]], 'SALARY ACME LTD', '100.00', '1,070.00'),
    ]);
    const { built } = interpret([p]);
    expect(built.transactions.map((t) => [t.date, t.description])).toEqual([
      ['2025-04-21', 'CARD PAYMENT CAFE'],
      ['2025-04-22', 'GROCERY STORE'],
      ['2025-04-23', 'SALARY ACME LTD'],
    ]);
  });

  it('joins "17.02. 2024" where the statement prints whole dates', () => {
    const p = page([
      [['Date', 36, 53], ['Details', 104, 134], right('Amount', 440), right('Balance', 540)],
      row([['15.02.2024', 36, 77]], 'CARD PAYMENT CAFE', '-12,00', '988,00'),
      row([['16.02.2024', 36, 77]], 'BOOK SHOP', '-5,00', '983,00'),
      row([['16.02.2024', 36, 77]], 'CINEMA', '-13,00', '970,00'),
      row([['17.02.', 36, 59], ['2024', 62, 77]], 'GROCERY STORE', '-18,00', '952,00'),
      row([['18.02.2024', 36, 77]], 'SALARY ACME LTD', '100,00', '1.052,00'),
    ]);
    const { built } = interpret([p]);
    expect(built.transactions.map((t) => t.date)).toEqual(['2024-02-15', '2024-02-16', '2024-02-16', '2024-02-17', '2024-02-18']);
  });
});
