/**
 * A two-glyph sign printed after each amount and each balance, the amount's followed by its CR/DR mark ("386.64 S$
 * CR 5,122.53 S$ Cr"), as OCR misreads it at 200 DPI 1-bit: "SS", "$$", "85", "£$". Scanned random 12275 (72 rows,
 * no header): such a word parted the amount from its mark, the mark took the balance for its figure, and 55 rows were
 * wrong. The sign's place inside the line is found where lines read it right (sign-column.ts `inner`).
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

const row = (day: string, details: string, amount: string, sign: string, mark: string, balance: string, conf = 0.6): [string, number, number, number?][] => [
  ['Jun', 375, 387], [day, 392, 399], [details, 82, 82 + 5 * details.length],
  [amount, 460 - 3.9 * amount.length, 460], [sign, 465, 473, conf], [mark, 478, 485], [balance, 534 - 3.9 * balance.length, 534], ['S$', 539, 546], ['Cr', 551, 558],
];

describe('a currency sign between an amount and its CR/DR mark, misread', () => {
  const lines = [
    row('1', 'ZELLE FROM TOM', '386.64', 'SS', 'CR', '5,122.53'),
    row('1', 'ZELLE FROM MARIA', '373.50', '$$', 'CR', '5,496.03'),
    row('2', 'RENT', '1,722.00', 'S$', 'DR', '3,774.03', 0.9),
    row('2', 'ZELLE FROM DAVID', '320.33', 'S$', 'CR', '4,094.36', 0.9),
    row('3', 'CARD HEB', '113.78', '85', 'DR', '3,980.58'),
    row('3', 'CARD TARGET', '36.18', 'S$', 'DR', '3,944.40', 0.9),
    row('4', 'CARD SHELL', '81.67', '£$', 'DR', '3,862.73'),
  ].map((r) => r.sort((a, b) => a[1] - b[1]));

  it('leaves each amount its mark and each balance its own', () => {
    const rows = parseLayout([page(lines)], {}, 'first').rows;
    const value = (raw: string | undefined) => Number((raw ?? '').replace(/[^\d.]/g, ''));
    expect(rows.map((r) => [value(r.amount), r.marks?.[0]?.token, value(r.balance)])).toEqual([
      [386.64, 'cr', 5122.53],
      [373.5, 'cr', 5496.03],
      [1722, 'dr', 3774.03],
      [320.33, 'cr', 4094.36],
      [113.78, 'dr', 3980.58],
      [36.18, 'dr', 3944.4],
      [81.67, 'dr', 3862.73],
    ]);
  });
});
