/**
 * A statement that does not add up, with a printed total under a run of rows that misses exactly what the statement
 * misses: the note names that run (scanned random 9854: "113,57" read "3 57" in a list of checks whose printed total
 * stood apart; digitally reconciled, scanned a discrepancy that named no row).
 */
import { describe, expect, it } from 'vitest';
import { nameShortSection } from '../src/reconcile/section-short.js';
import type { LayoutEvidence, Reconciliation, Transaction } from '../src/types.js';

const row = (description: string, y0: number, debit: number, credit = 0): Transaction => ({
  date: '2025-01-13', description, debit, credit, balance: null, category: null, reference: null, page_number: 1,
  value_date: null, confidence: 1, bbox: { page: 1, x0: 36, y0, x1: 480, y1: y0 + 8 },
});

const discrepancy = (difference: number): Reconciliation => ({
  status: 'discrepancy', totals_match: false, chain_ok: null, total_credits: 0, total_debits: 0, computed_closing: 0, difference, breaks: [], notes: [],
});

const total = (text: string, y0: number): LayoutEvidence['marked'][number] => ({ page: 1, x0: 533, y0, x1: 559, y1: y0 + 8, kind: 'skipped', text });
const evidence = (...marked: LayoutEvidence['marked']): LayoutEvidence => ({ headers: [], marked, rows: [] });

const rows = () => [row('SALARY', 100, 0, 2500), row('Check 2015', 200, 191.29), row('Check 3445', 212, 3.57), row('Check 6643', 224, 238.85), row('Check 9978', 236, 5)];

describe('a printed total under rows that misses what the statement misses', () => {
  it('names the rows above it', () => {
    const rec = discrepancy(-110);
    nameShortSection(rec, rows(), evidence(total('548,71', 250)));
    expect(rec.notes.join(' ')).toContain('the rows above "548,71" add up to 438.71; the 110.00 the statement misses is among them');
    expect(rec.status).toBe('discrepancy');
  });

  it('on a card statement (the balance owed), money out short makes the closing too low', () => {
    const rec = discrepancy(110);
    nameShortSection(rec, rows(), evidence(total('548,71', 250)), -1);
    expect(rec.notes.join(' ')).toContain('the 110.00 the statement misses is among them');
  });

  it('says nothing where the total misses another sum, or the other way', () => {
    for (const [difference, text] of [[-100, '548,71'], [110, '548,71'], [-110, '438,71']] as const) {
      const rec = discrepancy(difference);
      nameShortSection(rec, rows(), evidence(total(text, 250)));
      expect(rec.notes, `${difference} ${text}`).toEqual([]);
    }
  });
});
