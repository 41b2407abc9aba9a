/**
 * Unsigned amounts in several tables whose direction only section titles say: the tables no title was read for take
 * theirs from the printed totals, beside the tables whose title was read. Random layout 790298 (sv, letters placed
 * apart): page 1's "Insä ttningar" and "U ttag" were unread, pages 2-3's "Uttag" read; the one title read made every
 * untitled row money in, and 28 of 80 rows had the wrong direction.
 */
import { describe, expect, it } from 'vitest';
import { sectionsBySum } from '../src/layout/sections-by-sum.js';
import type { RawRow } from '../src/types.js';

const row = (table: number, amount: string, section?: 'credit' | 'debit'): RawRow => ({
  page_number: 1, dates: ['01/04/2025'], description: ['PAYMENT'], amount, table, confidence: 1, ...(section ? { section } : {}),
});

describe('tables whose direction the totals settle', () => {
  const mode = {};
  it('takes the untitled tables\' direction from the printed totals where another table\'s title was read', () => {
    // Table 0 (money in, untitled) 100 + 50; table 1 (money out, untitled on page 1) 30; table 1 again with its title
    // read on page 2: 20; table 2 (money out, titled) 5.
    const rows = [row(0, '100,00'), row(0, '50,00'), row(1, '30,00'), row(1, '20,00', 'debit'), row(2, '5,00', 'debit')];
    const out = sectionsBySum(rows, { total_credits: '150,00', total_debits: '55,00' }, mode);
    expect(out.map((r) => r.section)).toEqual(['credit', 'credit', 'debit', 'debit', 'debit']);
    // The same from the opening and the closing alone: 1.000,00 + 150 - 55 = 1.095,00.
    const byBalances = sectionsBySum(rows, { opening_balance: '1.000,00', closing_balance: '1.095,00' }, mode);
    expect(byBalances.map((r) => r.section)).toEqual(['credit', 'credit', 'debit', 'debit', 'debit']);
  });

  it('changes nothing where the totals do not settle the untitled tables', () => {
    const rows = [row(0, '100,00'), row(0, '50,00'), row(1, '30,00'), row(1, '20,00', 'debit')];
    expect(sectionsBySum(rows, { total_credits: '140,00', total_debits: '60,00' }, mode)).toBe(rows);
    // A table whose rows were read under two titles is left alone, and so is everything else.
    const mixed = [row(0, '100,00'), row(1, '30,00', 'credit'), row(1, '20,00', 'debit')];
    expect(sectionsBySum(mixed, { total_credits: '130,00', total_debits: '20,00' }, mode)).toBe(mixed);
  });

  it('leaves rows that all carry a section as they were read', () => {
    const rows = [row(0, '100,00', 'credit'), row(1, '30,00', 'debit')];
    expect(sectionsBySum(rows, { total_credits: '30,00', total_debits: '100,00' }, mode)).toBe(rows);
  });
});
