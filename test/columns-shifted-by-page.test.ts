/**
 * A table with no header whose columns stand a little apart from page to page (a page printing it narrower): the
 * balance column at 432 on the first page and 402 on the second, the debits at 494 and 487, the credits at 559 on
 * both. Clustered over the statement, the debits made one ragged group and every column left of the credits was
 * dropped: each row's balance was read as its details and its debit as its amount (never-used random 1011428: 0 of
 * 69 rows). Fewer columns than a page shows are read by the fullest page's, and a page one of whose columns stands
 * in none of them by its own.
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];

function pages() {
  const row = (d: string, what: string, bal: string, debit: string, credit: string, [b, dr]: [number, number]): Cell[] => [
    [d, 57, 96], [what, 146, 146 + 4.4 * what.length], right(bal, b), ...(debit ? [right(debit, dr)] : []), ...(credit ? [right(credit, 559)] : []),
  ];
  const one = textLayerPage([
    [['Balance', 146, 176], ['brought', 179, 207], ['forward', 210, 238], right('27,809.28', 559)],
    row('1 Oct 2023', 'NEFT/INFOSPHERE/SALARY', '165,161.72', '', '137,352.44', [432, 494]),
    row('1 Oct 2023', 'UPI/UBER INDIA/Ride', '164,398.59', '763.13', '', [432, 494]),
    row('2 Oct 2023', 'UPI/INDIAN OIL/Fuel', '163,625.90', '772.69', '', [432, 494]),
    row('2 Oct 2023', 'UPI/SWIGGY/Payment', '163,159.16', '466.74', '', [432, 494]),
    row('3 Oct 2023', 'UPI/PRIYA NAIR/Received', '163,659.16', '', '500.00', [432, 494]),
  ]);
  const two = textLayerPage([
    row('4 Oct 2023', 'UPI/ZOMATO LTD/Order', '162,669.39', '989.77', '', [402, 487]),
    row('4 Oct 2023', 'ATW-9689 BENGALURU', '159,231.39', '3,438.00', '', [402, 487]),
    row('5 Oct 2023', 'UPI/DMART AVENUE/Payment', '154,934.88', '4,296.51', '', [402, 487]),
    row('6 Oct 2023', 'UPI/RAHUL SHARMA/Received', '155,434.88', '', '500.00', [402, 487]),
    [['Closing', 146, 176], ['balance', 179, 207], right('155,434.88', 559)],
  ]);
  return [one, { ...two, page_number: 2, lines: two.lines.map((l) => ({ ...l, page_number: 2 })) }];
}

describe('columns standing a little apart from page to page, no header', () => {
  it('each page is read by its own columns', () => {
    const st = buildStatement(pages(), {});
    expect(st.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([
      [0, 137352.44, 165161.72],
      [763.13, 0, 164398.59],
      [772.69, 0, 163625.9],
      [466.74, 0, 163159.16],
      [0, 500, 163659.16],
      [989.77, 0, 162669.39],
      [3438, 0, 159231.39],
      [4296.51, 0, 154934.88],
      [0, 500, 155434.88],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
