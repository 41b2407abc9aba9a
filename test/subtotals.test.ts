/** Page subtotals told apart from rows by their arithmetic (src/layout/subtotals.ts). */
import { describe, expect, it } from 'vitest';
import { dropSubtotals } from '../src/layout/subtotals.js';
import type { RawRow } from '../src/types.js';

const row = (page: number, desc: string, debit?: string, credit?: string, undated = false): RawRow => ({
  page_number: page, dates: ['31-MAR-24'], description: [desc], confidence: 1, ...(debit ? { debit } : {}), ...(credit ? { credit } : {}), ...(undated ? { undated } : {}),
});

const kept = (rows: RawRow[], integers = false) => dropSubtotals(rows, { integers }).rows.map((r) => r.description[0]);

describe('page subtotals', () => {
  it('takes out a total of debits printed with a minus, and an undated total of two rows', () => {
    const rows = [row(2, 'Starbucks', '-12.29'), row(2, 'Target', '-113.28'), row(2, 'Page total', '125.57', '0.00', true)];
    expect(kept(rows)).toEqual(['Starbucks', 'Target']);
  });

  it('keeps a dated row that happens to equal the two before it', () => {
    const rows = [row(2, 'Starbucks', '12.29'), row(2, 'Target', '113.28'), row(2, 'Transfer', '125.57')];
    expect(kept(rows)).toEqual(['Starbucks', 'Target', 'Transfer']);
  });

  it('sums the second of two lists on a page afresh after the first list\'s total', () => {
    const rows = [
      row(1, 'a', '10.00'), row(1, 'b', '20.00', '5.00'), row(1, 'Page total', '30.00', '5.00', true),
      row(1, 'c', '7.00'), row(1, 'd', '8.00', '1.00'), row(1, 'Page total', '15.00', '1.00', true),
      row(2, 'e', '3.00'),
    ];
    expect(kept(rows)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('takes out an undated total that prints a zero on the other side before the page ends', () => {
    const rows = [
      row(1, 'a', '1,00'), row(1, 'b', '2 457,92'), row(1, 'Page total', '2 458,92', '0,00', true),
      row(1, 'c', '1 168,00'), row(1, 'd', undefined, '2 787,65'), row(1, 'Page total', '1 168,00', '2 787,65', true),
    ];
    expect(kept(rows)).toEqual(['a', 'b', 'c', 'd']);
    const kept2 = kept([row(1, 'a', '1,00'), row(1, 'b', '2,00'), row(1, 'c', '3,00', undefined, true), row(1, 'd', '4,00')]);
    expect(kept2).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes out an undated total of a page\'s one row when it prints a zero, unless rows print zeros too', () => {
    expect(kept([row(1, 'a', '5'), row(2, 'rent', '1,986,878'), row(2, 'Page total', '1,986,878', '0', true)], true)).toEqual(['a', 'rent']);
    const zeros = [row(1, 'a', '5,00', '0,00'), row(1, 'b', '7,00', '0,00'), row(1, 'c', '9,00', '0,00'), row(2, 'd', '9,00', '0,00'), row(2, 'e', '9,00', '0,00', true)];
    expect(kept(zeros)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
