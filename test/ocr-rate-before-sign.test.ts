/**
 * A rate in the details ("OPET 1009 21,25 %") on a line whose amount prints its currency before the figure
 * ("TL 646,34"). OCR reads "$" printed after a figure as "%" now and then, so a "%" after a figure was read as a sign:
 * "21,25 £" became the row's amount and its true amount went to the balance (scanned random 11056: the section's sums
 * no longer matched its printed total, every credit of the statement came out money out, 16/23 rows). A line that
 * prints its sign before its figures prints none after one.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page } from './support/text-page.js';

type Cell = [string, number, number];
const row = (date: string, details: Cell[], amount: string): Cell[] => [[date, 36, 74], ['11:37', 81, 98], ...details, ['TL', 521, 530], [amount, 533, 560]];

describe('a rate in the details of a line whose money prints its sign first', () => {
  const p = page([
    [['When', 35, 55], ['Omskrivo', 156, 190], ['Tutar', 538, 560]],
    row('28/12/2024', [['POS ALISVERIS MIGROS 7066', 156, 260]], '564,60'),
    row('02/01/2025', [['POS ALISVERIS OPET 1009', 156, 255], ['21,25', 269, 290], ['%', 293, 300]], '646,34'),
    row('05/01/2025', [['FATURA ODEME TURKCELL', 156, 260]], '601,24'),
  ]);
  p.source = 'ocr';
  for (const l of p.lines) for (const w of l.words) w.confidence = 0.9;

  it('keeps the rate in the details and the amount the row\'s', () => {
    const rows = parseGeneric([p], 'TRY').rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount, r.balance])).toEqual([
      ['POS ALISVERIS MIGROS 7066', 'TL 564,60', undefined],
      ['POS ALISVERIS OPET 1009 21,25 %', 'TL 646,34', undefined],
      ['FATURA ODEME TURKCELL', 'TL 601,24', undefined],
    ]);
  });
});
