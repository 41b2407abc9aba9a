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

describe('group totals in one signed column', () => {
  const signed = (page: number, desc: string, amount: string, undated = false, mark?: string): RawRow => ({
    page_number: page, dates: ['31-MAR-24'], description: [desc], confidence: 1, amount, ...(undated ? { undated } : {}),
    ...(mark ? { marks: [{ token: mark, figure: amount, marked: amount, word: mark }] } : {}),
  });

  it("takes out each card's total: the net of its rows since the previous total, signs as the rows print them", () => {
    const rows = [
      signed(1, 'Shop', '25.00'), signed(1, 'Payment', '-100.00'), signed(1, 'Cafe', '4.50'), signed(1, 'Total card 1111', '-70.50', true),
      signed(1, 'Fuel', '40.00'), signed(2, 'Hotel', '120.00'), signed(2, 'Total card 2222', '160.00', true),
    ];
    expect(kept(rows)).toEqual(['Shop', 'Payment', 'Cafe', 'Fuel', 'Hotel']);
  });

  it('reads the direction words beside the figures as the signs, whichever of the two means money out', () => {
    const rows = [
      signed(1, 'Shop', '25,00', false, 'lastschrift'), signed(1, 'Payment', '100,00', false, 'gutschrift'),
      signed(1, 'Cafe', '4,50', false, 'lastschrift'), signed(1, 'Summe Karte 1111', '70,50', true, 'gutschrift'),
      signed(1, 'Fuel', '40,00', false, 'lastschrift'), signed(1, 'Hotel', '120,00', false, 'lastschrift'),
      signed(1, 'Summe Karte 2222', '160,00', true, 'lastschrift'),
    ];
    expect(kept(rows)).toEqual(['Shop', 'Payment', 'Cafe', 'Fuel', 'Hotel']);
  });

  it('keeps an undated row whose figure is not the net as printed (the sign or the mark differs), and a dated one', () => {
    const rows = [signed(1, 'Shop', '25.00'), signed(1, 'Cafe', '4.50'), signed(1, 'Refund', '-29.50', true), signed(1, 'Taxi', '10.00'), signed(1, 'Fuel', '10.00')];
    expect(kept(rows)).toEqual(['Shop', 'Cafe', 'Refund', 'Taxi', 'Fuel']);
    const marked = [
      signed(1, 'Shop', '25,00', false, 'lastschrift'), signed(1, 'Cafe', '4,50', false, 'lastschrift'),
      signed(1, 'Refund', '29,50', true, 'gutschrift'),
    ];
    expect(kept(marked)).toEqual(['Shop', 'Cafe', 'Refund']);
  });

  it('keeps a balance printed on a later line where rows print a second figure: opening + net, read as an amount', () => {
    // Read by position, before the column roles are chosen: the first row's balance stands where amounts do, and the
    // undated line's balance (3000.39 - 85.13) is the net of the two figures above it.
    const rows: RawRow[] = [
      { ...signed(1, 'Carrefour', '3.000,39'), balance: '21,11 DR' }, signed(1, 'Mercadona', '85,13 DR'), signed(1, 'MADRID', '2.915,26', true),
    ];
    expect(kept(rows)).toEqual(['Carrefour', 'Mercadona', 'MADRID']);
  });
});
