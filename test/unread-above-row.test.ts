/**
 * A row read from its second line, its booking date's line above left unread ("02 apr  KORTKÖP ICA MAXI 4587  768",
 * the line ending in a transaction code, over "04 apr  61,02 AUD  (90 142 KRW)  5 154 123 KRW"): the row took the
 * value date, and the statement came out `reconciled` with three rows dated days late (never-used random 1010664).
 * A dated line that gave no row right above a row leaves the statement unverifiable.
 */
import { describe, expect, it } from 'vitest';
import { randomStatement } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { checkUnreadAboveRows } from '../src/reconcile/unread-above-row.js';
import type { Reconciliation, Transaction } from '../src/types.js';

const rec = (): Reconciliation => ({ status: 'reconciled', totals_match: true, chain_ok: true, total_credits: 0, total_debits: 1, computed_closing: 0, difference: 0, breaks: [], notes: [] });
const tx = (y0: number): Transaction => ({ date: '2025-04-04', bbox: { page: 1, x0: 36, y0, x1: 559, y1: y0 + 18 } }) as Transaction;
const unread = (y0: number, x0 = 36) => ({ page_number: 1, text: '02 apr  KORTKÖP ICA MAXI 4587  768', ocr: false, y0, x0 });

describe('a dated line that gave no row, right above a row', () => {
  it('leaves the statement unverifiable, and names the line', () => {
    const r = rec();
    const line = unread(180.3);
    expect(checkUnreadAboveRows(r, [tx(190.3), tx(214.3)], { unread: [line, unread(600)] })).toEqual([line]);
    expect(r.status).toBe('unverifiable');
    expect(r.notes[0]).toContain('KORTKÖP ICA MAXI 4587');
  });

  it('not where the line stands apart from the rows (a line of the table\'s end, a page\'s footer)', () => {
    const r = rec();
    checkUnreadAboveRows(r, [tx(190.3), tx(214.3)], { unread: [unread(120), unread(600)] });
    expect(r.status).toBe('reconciled');
  });

  it('nor where the line starts right of the row\'s edge (the row above\'s details printing a date: "28-SUB-25 ACCOUNT 55562526")', () => {
    const r = rec();
    checkUnreadAboveRows(r, [tx(190.3), tx(214.3)], { unread: [unread(180.3, 94)] });
    expect(r.status).toBe('reconciled');
  });

  it('nor where the line does not start with its date (a page\'s header over its first row: "Statement period ...")', () => {
    const r = rec();
    const header = { page_number: 1, text: 'Account number 85187952471 Statement period 28 March 2024 to 27 April 2024', ocr: false, y0: 180.3 };
    checkUnreadAboveRows(r, [tx(190.3), tx(214.3)], { unread: [header, { ...header, text: 'Salaris maart 2024' }] });
    expect(r.status).toBe('reconciled');
  });

  it('the statement of 1010664 reads every row with its booking date', async () => {
    // Its value dates print a purchase's original amount after them ("04 apr  61,02 AUD  (90 142 KRW)"): since the
    // count that tells stacked dates reads that figure as details (stacked-dates.ts), the pairs are read as a row's
    // two dates and no booking date's line is left unread. (Before, one was, and the check above named it.)
    const { pdf, golden } = await randomStatement(1010664);
    const st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit])).toEqual(golden.transactions.map((t) => [t.date, t.debit, t.credit]));
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
