import { describe, expect, it } from 'vitest';
import { reconcile } from '../src/reconcile/reconcile.js';
import type { Transaction } from '../src/types.js';

const row = (date: string, debit: number, credit: number, balance: number | null): Transaction =>
  ({ date, description: 'x', debit, credit, balance, page_number: 1, confidence: 1 }) as Transaction;

describe('reconcile: printed totals', () => {
  const rows = [row('2025-05-02', 40, 0, 60), row('2025-05-03', 5, 0, 55), row('2025-05-04', 0, 20, 75)];

  it('a printed figure smaller than the rows of its side, with agreeing ends, is a sub-total: noted, still reconciled', () => {
    const r = reconcile({ transactions: rows, opening: 100, closing: 75, newestFirst: false, sense: 1, printedTotals: { credits: 20, debits: 40 } });
    expect(r.status).toBe('reconciled');
    expect(r.notes.join(' ')).toMatch(/printed total of debits 40 differs/);
  });

  it('a printed figure larger than the rows of its side is rows missing, even when the ends agree', () => {
    const r = reconcile({ transactions: rows, opening: 100, closing: 75, newestFirst: false, sense: 1, printedTotals: { credits: 20, debits: 95 } });
    expect(r.status).toBe('discrepancy');
  });

  it('no row read, opening misread as the closing: the printed totals say rows are missing', () => {
    const r = reconcile({ transactions: [], opening: 7387.76, closing: 7387.76, newestFirst: false, sense: -1, printedTotals: { credits: 654.87, debits: 7220.07 } });
    expect(r.totals_match).toBe(true);
    expect(r.status).toBe('discrepancy');
  });
});
