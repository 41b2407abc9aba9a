/**
 * Two dates stacked in the date column, the amount on the booking date's line and the balance on the value date's,
 * in a balance column left of the amount's ("01/09/2023 UPI/SWIGGY  -702.93" over "03/09/2023  1,58,112.29"), with a
 * day's "End of day balance" line between the days (never-used random 1011762). The second lines were not counted as
 * second dates (their figures stand left of the first line's, where only figures right of them counted), so each
 * balance went to the row below: 10 of 52 rows right, discrepancy. A second line of nothing but its date and figures
 * in columns of their own is the row's second date; and a dated line printing a balance alone takes no second line.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const row = (date: string, details: string, amount: string, value: string, balance: string): Cell[][] => [
  [[date, 36, 74], [details, 99, 229], [amount, 509 - 4.1 * amount.length, 509]],
  [[value, 36, 74], [balance, 453 - 4.1 * balance.length, 453]],
];
const dayEnd = (date: string, balance: string): Cell[][] => [[[date, 36, 74], ['End', 99, 110], ['of', 114, 122], ['day', 126, 137], ['balance', 141, 168], [balance, 453 - 4.1 * balance.length, 453]]];

const page = textLayerPage([
  [['Txn', 36, 50], ['Date', 53, 70], ['Transaction', 99, 140], ['Details', 143, 170], ['Closing', 406, 432], ['Balance', 435, 462], ['Transaction', 479, 520], ['Amount', 523, 550]],
  ...row('01/09/2023', 'NEFT/INFOSPHERE/SALARY', '1,53,918.29', '03/09/2023', '1,58,815.22'),
  ...row('01/09/2023', 'UPI/SWIGGY/Payment', '-702.93', '01/09/2023', '1,58,112.29'),
  ...dayEnd('01/09/2023', '1,58,112.29'),
  ...row('02/09/2023', 'UPI/NETFLIX/Subscription', '-452.60', '02/09/2023', '1,57,659.69'),
  ...row('02/09/2023', 'CREDIT INTEREST', '1,773.08', '04/09/2023', '1,59,432.77'),
  ...dayEnd('02/09/2023', '1,59,432.77'),
  ...row('03/09/2023', 'UPI/SWIGGY/Payment', '-548.91', '05/09/2023', '1,58,883.86'),
]);

describe('stacked dates with the balance on the second line, left of the amount', () => {
  it('reads each row with its own balance, and the day\'s balance lines as no row\'s first line', () => {
    const rows = parseLayout([page], {}, 'first').rows.filter((r) => r.amount);
    expect(rows.map((r) => [r.dates.join(' '), r.amount, r.balance])).toEqual([
      ['01/09/2023 03/09/2023', '1,53,918.29', '1,58,815.22'],
      ['01/09/2023 01/09/2023', '-702.93', '1,58,112.29'],
      ['02/09/2023 02/09/2023', '-452.60', '1,57,659.69'],
      ['02/09/2023 04/09/2023', '1,773.08', '1,59,432.77'],
      ['03/09/2023 05/09/2023', '-548.91', '1,58,883.86'],
    ]);
  });
});
