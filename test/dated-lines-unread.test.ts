/**
 * A line set aside that reads as a row (a date, then money) is a row missing, whatever the read rows add up to.
 * Random layout 1004728: pages 2 and 3 printed their table in another frame and all 53 of their rows were set aside;
 * the balances carried between the pages made the unread stretch an account of its own with nothing in it, and the
 * statement said `reconciled` with 21 of 74 rows.
 */
import { describe, expect, it } from 'vitest';
import { checkDatedLinesUnread } from '../src/reconcile/dated-lines-unread.js';
import type { LayoutEvidence, Reconciliation, Transaction } from '../src/types.js';

const reconciled = (): Reconciliation => ({
  status: 'reconciled', totals_match: true, chain_ok: true, total_credits: 31, total_debits: 1776.58, computed_closing: 2780.45, difference: 0, breaks: [], notes: [],
});
const skipped = (page: number, y0: number, text: string): LayoutEvidence['marked'][number] => ({ page, x0: 36, y0, x1: 560, y1: y0 + 8, kind: 'skipped', text });
const evidence = (...marked: LayoutEvidence['marked']): LayoutEvidence => ({ headers: [], rows: [], marked });
const tx = (date: string, debit: number, credit: number, balance: number | null): Transaction =>
  ({ date, value_date: null, description: 'PAYMENT', debit, credit, balance, category: null, reference: null, page_number: 1 }) as Transaction;
/** Two rows: 1,000.00 -> 987.50 -> 1,037.50, balances printed or not. */
const built = (balances: boolean, newestFirst = false) => {
  const rows = [tx('2025-01-09', 12.5, 0, balances ? 987.5 : null), tx('2025-01-10', 0, 50, balances ? 1037.5 : null)];
  return { transactions: newestFirst ? rows.reverse() : rows, opening_balance: 1000, closing_balance: 1037.5, newestFirst, balanceSense: 1 as const };
};

describe('lines that read as rows and went into no row', () => {
  it('keep a statement whose read rows add up from saying reconciled, naming the lines', () => {
    const rec = reconciled();
    checkDatedLinesUnread(rec, built(true), evidence(
      skipped(2, 81, '9 ene 2025 999 RECIBO IBERDROLA CLIENTES SAU 86,86 € 2.659,37 €'),
      skipped(2, 95, '09/01/2025 CARD PAYMENT TESCO 12.50'),
    ));
    expect(rec.status).toBe('unverifiable');
    expect(rec.notes).toHaveLength(2);
    expect(rec.notes[0]).toContain('page 2');
    expect(rec.notes[0]).toContain('RECIBO IBERDROLA');
  });

  it('leave lines that only hold a date or a number where money would stand alone', () => {
    const rec = reconciled();
    checkDatedLinesUnread(rec, built(true), evidence(
      skipped(1, 10, '545845853 31 ene 2025 2104931754001'),
      skipped(1, 20, '31 ene 2025 2104931754001'),
      skipped(1, 30, 'Periodo 1 ene 2025 a 31 ene 2025'),
      skipped(1, 40, 'Tel. +00 910 790 305'),
      skipped(1, 50, '12 CARD PAYMENT 12.50'),
      { ...skipped(1, 60, '09/01/2025 CARD PAYMENT 12.50'), kind: 'summary' },
    ));
    expect(rec.status).toBe('reconciled');
    expect(rec.notes).toEqual([]);
  });

  it('leave a statement that does not reconcile as it is', () => {
    const rec = { ...reconciled(), status: 'discrepancy' as const };
    checkDatedLinesUnread(rec, built(true), evidence(skipped(2, 81, '09/01/2025 CARD PAYMENT TESCO 12.50')));
    expect(rec.status).toBe('discrepancy');
    expect(rec.notes).toEqual([]);
  });

  it('leave lines whose money is a balance the rows reach (a list of day balances), printed or run', () => {
    for (const [printed, newestFirst] of [[true, false], [false, false], [false, true]] as const) {
      const rec = reconciled();
      checkDatedLinesUnread(rec, built(printed, newestFirst), evidence(
        skipped(1, 10, '2025-01-09 987.50'),
        skipped(1, 20, '10/01/2025 1,037.50'),
        skipped(1, 30, '31 Jan 2025 1.000,00 €'),
      ));
      expect(rec.status).toBe('reconciled');
    }
    const rec = reconciled();
    checkDatedLinesUnread(rec, built(false), evidence(skipped(1, 10, '2025-01-09 987.40')));
    expect(rec.status).toBe('unverifiable');
  });

  it('leave a day\'s balance that rows printed by section reach only in date order', () => {
    // Random layout 3295: money out listed before money in, a daily balance summary under both lists.
    const rows = [tx('2025-01-09', 12.5, 0, null), tx('2025-01-11', 20, 0, null), tx('2025-01-10', 0, 50, null)];
    const b = { transactions: rows, opening_balance: 1000, closing_balance: 1017.5, newestFirst: false, balanceSense: 1 as const };
    const rec = reconciled();
    checkDatedLinesUnread(rec, b, evidence(skipped(2, 10, '10/01/2025 1,037.50 11/01/2025 1,017.50'), skipped(2, 20, '10/01/2025 1,037.50')));
    expect(rec.status).toBe('reconciled');
  });

  it('leave day balances where neither opening nor closing is printed, from the one start that makes them balances', () => {
    // Random layout 810110: no opening, no closing, no balance column; a list of day balances under the table.
    const rows = [tx('2025-01-09', 12.5, 0, null), tx('2025-01-10', 0, 50, null), tx('2025-01-11', 20, 0, null)];
    const b = { transactions: rows, opening_balance: null, closing_balance: null, newestFirst: false, balanceSense: 1 as const };
    const days = [skipped(2, 10, '09/01/2025 987,50'), skipped(2, 20, '10/01/2025 1.037,50'), skipped(2, 30, '11/01/2025 1.017,50')];
    const rec = reconciled();
    checkDatedLinesUnread(rec, b, evidence(...days));
    expect(rec.status).toBe('reconciled');
    // A fourth line no start explains with the others is a row lost.
    const lost = reconciled();
    checkDatedLinesUnread(lost, b, evidence(...days, skipped(2, 40, '12/01/2025 CARD SHOP 44,10')));
    expect(lost.status).toBe('unverifiable');
    expect(lost.notes[0]).toContain('CARD SHOP');
  });

  it('leave a line whose money is in another currency than the statement\'s (a purchase abroad\'s details)', () => {
    // Random layout 1004980: "30 dec 2023 2,92 GBP", a value date and an original amount at the top of a page.
    const rec = reconciled();
    checkDatedLinesUnread(rec, built(true), evidence(skipped(3, 10, '30 dec 2023 2,92 GBP')), 'EUR');
    expect(rec.status).toBe('reconciled');
    const same = reconciled();
    checkDatedLinesUnread(same, built(true), evidence(skipped(3, 10, '30 dec 2023 2,92 EUR')), 'EUR');
    expect(same.status).toBe('unverifiable');
  });
});
