/**
 * Rows whose figures stand on their middle line: the date and the first details on the first line, the amount and
 * balance under them, more details (a place, a reference) on a third line. Read with the amount on the row's last
 * line, the third line starts a row of its own that only carries the date above and ends with no amount at the next
 * date. It printed no date, so it is not "a dated line without a readable amount": reporting it as one made every
 * such statement name rows it had read (and kept a statement of several accounts from being split: no account is
 * reconciled while dated lines gave no row). Seen on the random-layout sets (1063 and 14 others, `valign`).
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

const AMOUNT = 430;
const BALANCE = 520;

function statement(unreadable: boolean) {
  return buildStatement(
    [
      textLayerPage([
        [['Opening', 36, 70], ['balance', 73, 105], right('1,000.00', BALANCE)],
        [['Date', 36, 56], ['Details', 100, 130], ['Amount', AMOUNT - 30, AMOUNT], ['Balance', BALANCE - 32, BALANCE]],
        [['03/08/2023', 36, 76], ['TRANSFER', 100, 140], ['TO', 143, 152], ['SAVINGS', 155, 190]],
        [right('-250.00', AMOUNT), right('750.00', BALANCE)],
        [['ACCOUNT', 100, 140], ['79844274', 143, 180]],
        [['04/08/2023', 36, 76], ['CARD', 100, 122], ['PURCHASE', 125, 165], ['ICA', 168, 182]],
        [right('-40.00', AMOUNT), right('710.00', BALANCE)],
        [['STOCKHOLM', 100, 150]],
        [['05/08/2023', 36, 76], ['SALARY', 100, 135], ['NORDISKA', 138, 180]],
        unreadable ? [['FALE', AMOUNT - 18, AMOUNT], ['T0', BALANCE - 12, BALANCE]] : [right('1,200.00', AMOUNT), right('1,910.00', BALANCE)],
        [['REF', 100, 118], ['8ZQ6HMY9LC', 121, 170]],
        [['06/08/2023', 36, 76], ['RENT', 100, 122]],
        [right('-900.00', AMOUNT), right('1,010.00', BALANCE)],
        [['HYRA', 100, 122], ['BOSTAD', 125, 160]],
        [['Closing', 36, 70], ['balance', 73, 105], right('1,010.00', BALANCE)],
      ]),
    ],
    {},
  );
}

describe('details printed under the figures of a row', () => {
  it('are not reported as dated lines without an amount', () => {
    const st = statement(false);
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit, t.balance])).toEqual([
      ['2023-08-03', 250, 0, 750],
      ['2023-08-04', 40, 0, 710],
      ['2023-08-05', 0, 1200, 1910],
      ['2023-08-06', 900, 0, 1010],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
    expect(st.warnings.filter((w) => /readable amount/.test(w))).toEqual([]);
    expect(st.reconciliation.notes.filter((n) => /readable amount/.test(n))).toEqual([]);
  });

  it('while a dated line whose amount cannot be read still is', () => {
    const st = statement(true);
    expect(st.reconciliation.status).not.toBe('reconciled');
    expect(st.warnings.join('\n')).toMatch(/a dated line under the table has no readable amount .*SALARY NORDISKA/);
  });
});
