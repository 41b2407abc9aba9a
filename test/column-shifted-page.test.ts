/**
 * A money column printed a little apart on each page (the first page's table printed narrower beside its margin: its
 * debits end at 482, the next page's at 475, the credits at the right margin on both). Taken together its figures line up on no edge, as figures in the details do, so the
 * column was set aside as details and only the credits' column was named: every credit came out a debit (scan 11181,
 * a card with columns no header names: 76/79, the printed totals missed). A column lines up page by page.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage } from './support/ocr-page.js';
import type { PageText } from '../src/types.js';

type Cell = [string, number, number, number?];
const DEBITS = ['776,36', '25,59', '532,42', '164,46', '758,38', '145,72', '68,18', '69,37', '265,54', '41,35'];

function onPage(n: number, shift: number, debits: string[], credit: string): PageText {
  const rows: Cell[][] = [[['Data', 63 + shift, 80 + shift], ['Tytul', 141 + shift, 160 + shift], ['Utgald', 452 + shift, 476 + shift], ['Tilvo', 512 + shift, 535 + shift]]];
  debits.forEach((d, i) => rows.push([[`0${n}/02/2025`.slice(-10), 63 + shift, 100 + shift], ['SHOP', 141 + shift, 160 + shift], [`${i}`, 165 + shift, 170 + shift], [d, 475 + shift - 4.1 * d.length, 475 + shift]]));
  rows.push([[`0${n}/02/2025`.slice(-10), 63 + shift, 100 + shift], ['RETURN', 141 + shift, 170 + shift], [credit, 541 - 4.1 * credit.length, 541]]);
  const p = ocrPage(rows);
  return { ...p, page_number: n, lines: p.lines.map((l) => ({ ...l, page_number: n })) };
}

describe('a money column a little apart on each page', () => {
  it('is one column: its figures line up page by page', () => {
    const cents = (t: string) => Math.round(Number(t.replace(',', '.')) * 100);
    const debits = DEBITS.reduce((a, d) => a + cents(d), 0);
    const credits = cents('247,00') + cents('564,47');
    const summary = ocrPage([
      [['Saldo', 36, 56], ['poprzednie', 60, 100], ['1 000,00', 200, 232]],
      [['Saldo', 36, 56], ['koncowe', 60, 90], [((100000 + debits - credits) / 100).toFixed(2).replace('.', ','), 200, 232]],
    ]);
    const first = onPage(1, 7, DEBITS.slice(0, 5), '247,00');
    const pages = [{ ...first, lines: [...summary.lines.map((l) => ({ ...l, y0: l.y0 - 60, y1: l.y1 - 60 })), ...first.lines] }, onPage(2, 0, DEBITS.slice(5), '564,47')];
    const { built } = interpret(pages, { accountType: 'credit_card' });
    expect(built.transactions.filter((t) => t.credit > 0).map((t) => t.credit)).toEqual([247, 564.47]);
    expect(built.transactions).toHaveLength(12);
  });
});
