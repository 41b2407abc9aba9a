/**
 * A row whose amount OCR could not read ("=TT; 1:8592b" for "-TL 1.859,25", scanned random 9537) but whose balance it
 * did: the row was skipped as a row without an amount. The balances before and after settle it: its amount is the
 * balance's movement from the row before, when the row after follows from its balance to the cent.
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { fillUnreadAmounts } from '../src/reconcile/repair.js';
import type { Transaction } from '../src/types.js';
import { ocrPage } from './support/ocr-page.js';

const HEADER: [string, number, number][] = [['Date', 36, 60], ['Description', 100, 160], ['Amount', 440, 480], ['Balance', 520, 560]];
const row = (date: string, desc: string, amount: [string, number][], balance: string): [string, number, number, number?][] => [
  [date, 36, 76],
  [desc, 100, 150],
  ...amount.map(([t, c]): [string, number, number, number] => [t, 440, 480, c]),
  [balance, 520, 560],
];

const statement = (third: string) =>
  buildStatement(
    [
      ocrPage([
        [['Opening', 36, 70], ['balance', 73, 105], ['1,000.00', 520, 560]],
        HEADER,
        row('01/03/2024', 'SHOP', [['-100.00', 0.93]], '900.00'),
        row('02/03/2024', 'FUEL', [['=TT;1:8592b', 0.1]], '714.08'),
        row('03/03/2024', 'SALARY', [['500.00', 0.93]], third),
        row('04/03/2024', 'RENT', [['-200.00', 0.93]], '1,014.08'),
        [['Closing', 36, 70], ['balance', 73, 105], ['1,014.08', 520, 560]],
      ]),
    ],
    {},
  );

describe('OCR: an amount unread beside a balance read', () => {
  it('takes the amount from the balances before and after, and says so', () => {
    const st = statement('1,214.08');
    expect(st.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([
      [100, 0, 900],
      [185.92, 0, 714.08],
      [0, 500, 1214.08],
      [200, 0, 1014.08],
    ]);
    expect(st.transactions[1]!.corrections?.join(' ')).toMatch(/amount not read by OCR/);
    expect(st.reconciliation.status).toBe('reconciled');
  });

  it('skips the row as before where the next balance does not follow from its balance', () => {
    const st = statement('1,215.08');
    expect(st.transactions.map((t) => t.description)).toEqual(['SHOP', 'SALARY', 'RENT']);
    expect(st.reconciliation.status).not.toBe('reconciled');
  });
});

describe('fillUnreadAmounts', () => {
  const tx = (debit: number, credit: number, balance: number | null): Transaction =>
    ({ date: '2024-03-01', description: 'x', debit, credit, balance, category: 'other', reference: null, page_number: 1, value_date: null, confidence: 0.9 }) as Transaction;

  it('needs the balance before it (the opening, or a row read) and the row after read and following from it', () => {
    const txs = [tx(0, 0, 90), tx(5, 0, 85), tx(0, 0, 80), tx(0, 0, 70), tx(5, 0, 65)];
    const cells = [{ amountUnread: '1;0B' }, {}, { amountUnread: '5,0%' }, { amountUnread: '1O,0' }, {}];
    expect(fillUnreadAmounts(txs, cells, null, null, false, 1)).toEqual([0, 2, 3]);
    expect(fillUnreadAmounts(txs, cells, 100, null, false, 1)).toEqual([2, 3]);
    expect(txs[0]).toMatchObject({ debit: 10, credit: 0 });
  });
});
