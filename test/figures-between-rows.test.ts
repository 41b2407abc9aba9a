/**
 * A statement whose amounts add up is still not `reconciled` while a line between two of its rows ends in a figure
 * that went into no row: the printed balance of a row read on a third line, lost, leaves that row unchecked.
 */
import { describe, expect, it } from 'vitest';
import { checkFiguresBetweenRows } from '../src/reconcile/figures-between-rows.js';
import type { LayoutEvidence, Reconciliation, Transaction } from '../src/types.js';

const row = (description: string, y0: number, y1: number, x1 = 556): Transaction => ({
  date: '2023-05-01', description, debit: 10, credit: 0, balance: null, category: null, reference: null, page_number: 1,
  value_date: null, confidence: 1, bbox: { page: 1, x0: 36, y0, x1, y1 },
});

const reconciled = (): Reconciliation => ({
  status: 'reconciled', totals_match: true, chain_ok: true, total_credits: 0, total_debits: 20, computed_closing: 80, difference: 0, breaks: [], notes: [],
});

const skipped = (text: string, y0: number, x1 = 557.9): LayoutEvidence['marked'][number] => ({ page: 1, x0: 100, y0, x1, y1: y0 + 8, kind: 'skipped', text });

const evidence = (...marked: LayoutEvidence['marked']): LayoutEvidence => ({ headers: [], marked, rows: [] });

const rows = [row('KIRA ODEMESI EFT AYSE YILMAZ', 226, 244, 495), row('POS ALISVERIS OPET', 260, 268)];

describe('a figure between rows that went into no row', () => {
  it('makes a statement whose amounts add up unverifiable, and names the line', () => {
    const rec = reconciled();
    checkFiguresBetweenRows(rec, rows, null, evidence(skipped('499,18 USD 101.442,54', 246)));
    expect(rec.status).toBe('unverifiable');
    expect(rec.notes.join(' ')).toContain('499,18 USD 101.442,54');
  });

  it('leaves it reconciled where the line is above the table, beside it, or ends in no money', () => {
    for (const m of [skipped('114.695,10 TL 150.995,45 TL', 168), skipped('Kur 32,15', 246, 300), skipped('REF 2023 0512', 246)]) {
      const rec = reconciled();
      checkFiguresBetweenRows(rec, rows, null, evidence(m));
      expect(rec.status, m.text).toBe('reconciled');
    }
  });

  it('leaves a figure the arithmetic explains: the total of the rows above it, or the balance after the row above', () => {
    const more = (): Transaction[] => [row('CHECK 5818', 200, 208), row('CHECK 7281', 212, 220), row('ATM', 260, 268)];
    const total = reconciled();
    checkFiguresBetweenRows(total, more(), null, evidence(skipped('20.00', 240, 556)));
    expect(total.status).toBe('reconciled');
    const balance = reconciled();
    const rows2 = more();
    checkFiguresBetweenRows(balance, rows2, 1000, evidence(skipped('499,18 USD 980,00', 240, 556)));
    expect(balance.status).toBe('reconciled');
    // It was printed as the balance after the row above: that row's balance.
    expect(rows2.map((t) => t.balance)).toEqual([null, 980, null]);
    const neither = reconciled();
    checkFiguresBetweenRows(neither, more(), 1000, evidence(skipped('499,18 USD 990,00', 240, 556)));
    expect(neither.status).toBe('unverifiable');
  });

  it('takes a figure right under a page\'s last row as its balance where it is, and otherwise lets it be', () => {
    const last = (): Transaction[] => [row('POS OPET', 200, 208), row('FATURA ODEME ABONE 1915301242', 212, 228, 490)];
    const taken = last();
    const rec = reconciled();
    checkFiguresBetweenRows(rec, taken, 1000, evidence(skipped('14,42 USD 980,00', 230)));
    expect([rec.status, taken[1]!.balance]).toEqual(['reconciled', 980]);
    // Not the balance: a page prints many things under its table (a total without its label), none a lost row.
    const other = last();
    const rec2 = reconciled();
    checkFiguresBetweenRows(rec2, other, 1000, evidence(skipped('14,42 USD 975,00', 230)));
    expect([rec2.status, other[1]!.balance]).toEqual(['reconciled', null]);
  });

  it('leaves lines the parser recognised (totals, balance forward) alone', () => {
    const rec = reconciled();
    checkFiguresBetweenRows(rec, rows, null, evidence({ ...skipped('Subtotal 1.250,00', 246), kind: 'total' }));
    expect(rec.status).toBe('reconciled');
  });
});
