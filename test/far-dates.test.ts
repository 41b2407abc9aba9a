/**
 * A row dated months or years outside the printed period is a date misread, whatever the amounts say: never
 * `reconciled` (never-used random 1021704: "16 Dec 20 23" on a page of glyphs off their places read as 16 Dec 2020 in
 * a December 2023 statement; the amounts added up and the statement said `reconciled`).
 */
import { describe, expect, it } from 'vitest';
import { checkFarDates } from '../src/reconcile/far-dates.js';
import type { Reconciliation, Transaction } from '../src/types.js';

const rec = (): Reconciliation => ({ status: 'reconciled', totals_match: true, chain_ok: true, total_credits: 0, total_debits: 55.11, computed_closing: 0, difference: 0, breaks: [], notes: [] });
const row = (date: string): Transaction => ({ date, description: 'POS FAIRPRICE', debit: 55.11, credit: 0, balance: null, category: 'other', reference: null, page_number: 1, value_date: null }) as Transaction;
const period = { period_start: '2023-12-10', period_end: '2024-01-09' };

describe('rows dated far outside the printed period', () => {
  it('make a reconciled statement unverifiable, naming the rows', () => {
    const r = rec();
    checkFarDates(r, { ...period, transactions: [row('2023-12-19'), row('2020-12-16')] });
    expect(r.status).toBe('unverifiable');
    expect(r.notes.join(' ')).toContain('2020-12-16');
  });

  it('leave rows a few weeks outside the period alone (a purchase posted late, a card cycle)', () => {
    const r = rec();
    checkFarDates(r, { ...period, transactions: [row('2023-11-20'), row('2024-01-30')] });
    expect(r.status).toBe('reconciled');
  });

  it('leave the generator case to its dates, now read whole (random 1021704: the year in pieces is joined)', async () => {
    // The forty-ninth session joined a year in pieces ("16 Dec20 23", generic-parser joinedNamedDateLine): every row
    // is dated as printed and the statement reconciles; the check above still holds any row left far outside.
    const { readRandomCase } = await import('./support/random-case.js');
    const { st, counts, rows } = await readRandomCase(1021704);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.transactions.every((t) => t.date >= '2023-11-01' && t.date <= '2024-02-01')).toBe(true);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60000);
});
