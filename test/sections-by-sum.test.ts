/**
 * Unsigned amounts in several tables whose direction only section titles say: the tables no title was read for take
 * theirs from the printed totals, beside the tables whose title was read. Random layout 790298 (sv, letters placed
 * apart): page 1's "Insä ttningar" and "U ttag" were unread, pages 2-3's "Uttag" read; the one title read made every
 * untitled row money in, and 28 of 80 rows had the wrong direction.
 */
import { describe, expect, it } from 'vitest';
import { sectionsBySum } from '../src/layout/sections-by-sum.js';
import type { RawRow } from '../src/types.js';
import { interpret } from '../src/interpret/search.js';
import { parseLayout } from '../src/layout/index.js';
import { page, right } from './support/text-page.js';

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

describe('a section title governs the table below it only', () => {
  it('leaves a second table on the page, after rows read under the title, to the totals', () => {
    // "Deposits" over one table; a second table under its own header, whose title ("Check s", letters placed apart)
    // was not read, held the credit direction from the title above: the check's 5.00 was read as money in (here the
    // running balance puts it right; in random layout 10276 it did not).
    const p = page([
      [['Opening', 36, 66], ['balance', 68, 96], right('1,000.00', 200)],
      [['Closing', 36, 64], ['balance', 66, 94], right('1,185.00', 200)],
      [['Total', 36, 58], ['credits', 60, 90], right('300.00', 200)],
      [],
      [['Deposits', 36, 72]],
      [['Date', 36, 53], ['Description', 111, 155], ['Amount', 435, 465], ['Balance', 525, 556]],
      [['12/10', 36, 56], ['SALARY', 111, 140], right('200.00', 465), right('1,200.00', 556)],
      [['17/10', 36, 56], ['TRANSFER', 111, 150], right('100.00', 465), right('1,300.00', 556)],
      [],
      [['Check', 38, 60], ['s', 67, 72]],
      [['Date', 36, 53], ['Check', 75, 98], ['No.', 100, 112], ['Amount', 136, 166]],
      [['28/10', 37, 57], ['6037', 75, 93], right('5.00', 166)],
      [],
      [['Withdrawals', 36, 82]],
      [['Date', 36, 53], ['Description', 111, 155], ['Amount', 435, 465], ['Balance', 525, 556]],
      [['29/10', 36, 56], ['RENT', 111, 130], right('100.00', 465), right('1,195.00', 556)],
      [['30/10', 36, 56], ['SHOP', 111, 130], right('10.00', 465), right('1,185.00', 556)],
    ]);
    // The printed total of credits is the first table's: the check's table is money out.
    expect(parseLayout([p]).rows.map((r) => r.section)).toEqual(['credit', 'credit', 'debit', 'debit', 'debit']);
    const { built, rec } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[0, 200], [0, 100], [5, 0], [100, 0], [10, 0]]);
    expect(rec.status).toBe('reconciled');
  });
});
