/**
 * A page without a header after a page whose last header read was another table's: a list of checks printed side by
 * side ("Check No.  Date Paid  Amount" twice) after the transactions, which print labels no reader knows (random
 * layout 1013886, "Tembel Ko  Item  Amount"). Page 2 goes on with the transactions; read under the checks' header, whose
 * date column stands mid-page, its rows had no date and all seven were lost. A carried header whose date column
 * none of the page's dated lines print in heads no table there: the page is read by its own geometry.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { right, textLayerPage } from './support/text-page.js';
import type { PageText } from '../src/types.js';

type Cell = [string, number, number];
const row = (date: string, what: string, amount: string): Cell[] => [[date, 36, 66], ['07:08', 69, 84], [what, 162, 220], right(amount, 559)];
const onPage = (p: PageText, n: number): PageText => ({ ...p, page_number: n, lines: p.lines.map((l) => ({ ...l, page_number: n })) });

describe('a page after a list of checks side by side', () => {
  it('is read by its own rows, not under the checks\' header', () => {
    const first = textLayerPage([
      [['Balance', 42, 63], ['brought', 66, 86], ['forward', 89, 110], right('£3,000.00', 310)],
      [['Total', 42, 55], ['debits', 58, 74], right('£1,060.00', 310)],
      [['Total', 42, 55], ['credits', 58, 76], right('£2,000.00', 310)],
      [['New', 42, 52], ['balance', 55, 77], right('£3,940.00', 310)],
      [],
      [['Deposits', 36, 65]],
      [['Tembel', 36, 56], ['Ko', 59, 66], ['Item', 162, 175], ['Amount', 537, 559]],
      row('12/14/2024', 'Salary', '2,000.00'),
      [['Card', 36, 51], ['Purchases', 54, 88]],
      [['Tembel', 36, 56], ['Ko', 59, 66], ['Item', 162, 175], ['Amount', 537, 559]],
      row('12/10/2024', 'Visa Purchase Myki', '42.24'),
      row('12/12/2024', 'ATM Withdrawal', '95.00'),
      row('12/14/2024', 'Visa Purchase Ampol', '160.65'),
      row('12/15/2024', 'Visa Purchase Woolworths', '10.00'),
      row('12/15/2024', 'Visa Purchase Stan', '20.00'),
      row('12/15/2024', 'Visa Purchase Grill', '30.00'),
      [['Checks', 36, 61]],
      [['Check', 36, 52], ['No.', 55, 65], ['Date', 94, 106], ['Paid', 109, 121], ['Amount', 166, 188], ['Check', 248, 264], ['No.', 267, 277], ['Date', 306, 318], ['Paid', 321, 333], ['Amount', 378, 400]],
      [['1643', 36, 54], ['12/20/2024', 94, 125], right('100.00', 188), ['3457', 248, 266], ['12/27/2024', 306, 337], right('50.00', 400)],
    ]);
    const second = onPage(
      textLayerPage([
        [['Withdrawals', 36, 76], ['and', 80, 91], ['Other', 94, 112], ['Debits', 116, 138]],
        [['Tembel', 36, 56], ['Ko', 59, 66], ['Item', 162, 175], ['Amount', 537, 559]],
        row('12/16/2024', 'Direct Debit Origin', '235.62'),
        row('12/18/2024', 'BPAY Tax Payment', '188.45'),
        row('12/19/2024', 'Direct Debit Telstra', '95.21'),
        row('12/20/2024', 'Osko Payment', '32.83'),
      ]),
      2,
    );
    const { built, rec } = interpret([first, second]);
    expect(built.transactions.filter((t) => t.page_number === 2).map((t) => [t.date, t.debit, t.credit])).toEqual([
      ['2024-12-16', 235.62, 0],
      ['2024-12-18', 188.45, 0],
      ['2024-12-19', 95.21, 0],
      ['2024-12-20', 32.83, 0],
    ]);
    expect(built.transactions).toHaveLength(13);
    expect(rec.status).toBe('reconciled');
  });
});

describe('a table under a list of checks on the same page, its labels unknown', () => {
  it('is read by its own geometry, not under the checks\' header (never-used random 1022547)', async () => {
    // "Number  Date  Amount" three times over the checks, then "CARD PURCHASES AND WITHDRAWALS" over "Dagro  Beskel
    // Ta  Amount  Available Balance", labels no header reading names: read under the checks' header, whose last
    // amount column stands where these rows print their balances, every card purchase took its balance for its
    // amount (21 of 42 rows wrong). The header's table ends where the dated lines below print their dates away from
    // its date column.
    const { readRandomCase } = await import('./support/random-case.js');
    const { st, counts, rows } = await readRandomCase(1022547);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60000);
});
