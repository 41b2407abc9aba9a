/**
 * A header whose date column prints two stacked labels ("Datum" over "Valutadatum"), OCR'd with a part lost on each
 * page: page 1 kept "Datum" but read its amount label "Bedrag" as "Rada" (no label: the figures under it unread),
 * page 2 lost "Datum" (its dates' column named a value date) but kept "Bedrag". Page 1 takes page 2's fuller header
 * only where each of its columns stands under one of the same role there: a column of dates is one whichever of its
 * labels was kept (scanned random 11986: page 1's rows read their balances as amounts, 4 of 23 right).
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { validateExtractOptions } from '../src/load/options.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

type W = [string, number, number, number?];
const fig = (t: string, x1: number): W => [t, x1 - 4 * t.length, x1];
const row = (date: string, what: string, amount: string, balance: string): W[] => [[date, 37, 57], [what, 110, 110 + 4 * what.length], fig(amount, 456), fig(balance, 550)];
/** A scanned page of lines at the heights given (words 6 pt tall; a header's two label lines 9 pt apart, stacked). */
function scanned(n: number, lines: [number, W[]][]): PageText {
  const words = lines.flatMap(([y, ws]) => ws.map(([text, x0, x1, c]): Word => ({ text, x0, x1, y0: y, y1: y + 6, size: 6, confidence: c ?? 0.93 })));
  return { page_number: n, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, n) };
}
const rows = (y: number, rs: W[][]): [number, W[]][] => rs.map((r, k) => [y + 15 * k, r]);

describe("a page's header taking another page's fuller one", () => {
  it('matches a column of dates named a date on one page and a value date on the other', () => {
    const one = scanned(1, [
      [100, [['Beginsaldo', 110, 151], fig('2.682,58', 550)]],
      [130, [['Datum', 33, 57], ['Mededelingen', 108, 160], ['Rada', 456, 485, 0.3], ['saldo', 538, 557]]],
      [139, [['Valutadatum', 33, 82]]],
      ...rows(160, [
        row('01/05', 'Huur woning', '1.328,00', '1.354,58'),
        row('01/05', 'Albert Heijn Utrecht', '66,99', '1.287,59'),
        row('02/05', 'Geldautomaat Utrecht', '64,00', '1.223,59'),
        row('05/05', 'Zilveren Kruis premie', '146,18', '1.077,41'),
        row('06/05', 'Vattenfall energie', '151,21', '926,20'),
      ]),
    ]);
    const two = scanned(2, [
      [66, [['Mededelingen', 110, 159], ['Bedrag', 454, 489], ['Nieuw', 499, 534], ['saldo', 538, 559]]],
      [75, [['Valutadatum', 37, 82]]],
      ...rows(97, [row('07/05', 'Overboeking R. Smit', '18,85', '907,35'), row('09/05', 'Albert Heijn Utrecht', '21,36', '885,99'), row('10/05', 'Jumbo Leidsche Rijn', '56,15', '829,84')]),
      [160, [['Eindsaldo', 110, 146], fig('829,84', 550)]],
    ]);
    const st = buildStatement([one, two], validateExtractOptions({}), true);
    expect(st.reconciliation.status).toBe('reconciled');
    // The header's own reading, not the table read as if no header were printed (search.ts).
    expect(st.interpretation?.headers).toBeUndefined();
    // (No period printed: the year is the reader's guess.)
    expect(st.transactions.map((t) => [t.date.slice(5), t.debit, t.balance])).toEqual([
      ['05-01', 1328, 1354.58],
      ['05-01', 66.99, 1287.59],
      ['05-02', 64, 1223.59],
      ['05-05', 146.18, 1077.41],
      ['05-06', 151.21, 926.2],
      ['05-07', 18.85, 907.35],
      ['05-09', 21.36, 885.99],
      ['05-10', 56.15, 829.84],
    ]);
  });
});
