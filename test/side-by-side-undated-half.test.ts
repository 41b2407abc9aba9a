/**
 * A header with a second details label after the balance ("Details  Txn Date  Closing Balance  Transaction Type
 * Transaction Amount": "Transaction Type" reads as details) looked like a second list beside the first: the page was
 * cut before it and every row lost its amount and direction word (never-used random 1011032: 0 of 17 rows). Lists
 * side by side each print their dates; a half whose labels name no date is the same list's columns.
 */
import { describe, expect, it } from 'vitest';
import { splitSideBySide } from '../src/layout/side-by-side.js';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

function statement() {
  const row = (what: string, d: string, bal: string, dir: string, amount: string): [string, number, number][] => [
    [what, 36, 36 + 4.6 * what.length], [d, 287, 310], right(bal, 396), [dir, 404, 404 + 4.6 * dir.length], right(amount, 559),
  ];
  return textLayerPage([
    [['Previous', 43, 80], ['balance', 83, 115], right('56,711.91', 300)],
    [['Ending', 43, 72], ['balance', 75, 107], right('34,174.58', 300)],
    [['Details', 36, 62.2], ['Txn', 287.3, 299.9], ['Date', 304.2, 321.1], ['Closing', 334, 363.1], ['Balance', 367.2, 396.3], ['Transaction', 404.3, 449.1], ['Type', 453.1, 469.4], ['Transaction', 482.1, 529.3], ['Amount', 533.6, 559.3]],
    row('IMPS/SRI SAI PROPERTIES/RENT', '05 Oct', '29,560.91', 'Withdrawal', '27,151.00'),
    row('UPI/APOLLO PHARMACY/Medicines', '06 Oct', '28,345.21', 'Withdrawal', '1,215.70'),
    row('UPI/RAHUL SHARMA/Received', '17 Oct', '33,961.07', 'Deposit', '5,615.86'),
    row('UPI/SWIGGY/Payment', '19 Oct', '34,174.58', 'Deposit', '213.51'),
  ]);
}

describe('a second details label after the balance, no date beside it', () => {
  it('does not cut the page into two lists', () => {
    const [p] = splitSideBySide([statement()], { headerless: true });
    expect(p!.lines.filter((l) => l.shift !== undefined)).toEqual([]);
  });

  it('and every row keeps its amount and direction', () => {
    const st = buildStatement([statement()], {});
    expect(st.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([
      [27151, 0, 29560.91],
      [1215.7, 0, 28345.21],
      [0, 5615.86, 33961.07],
      [0, 213.51, 34174.58],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
