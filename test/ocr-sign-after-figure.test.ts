/**
 * Figures printed with their currency sign after them ("103.12 S$"), the sign at one place on every row. OCR misreads
 * the small sign now and then ("Ss", "S§", "83%"): a line ending in such a word read no amount, and the row was lost.
 * Where three lines or more print a sign read right at one place after their figures, a short OCR word there is the
 * sign misread (layout/sign-column.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const row = (date: string, details: string, amount: string, sign: string): Cell[] => [[date, 36, 73], [details, 152, 152 + 5 * details.length], right(amount, 545), [sign, 551, 558]];

describe('a currency sign after the figures, misread by OCR', () => {
  const lines: Cell[][] = [
    [['Date', 36, 56], ['Description', 152, 200], ['Amount', 515, 545]],
    row('01-SEP-23', 'POS SHOPEE', '103.12', 'Ss'),
    row('02-SEP-23', 'NETS TOAST BOX', '11.75', 'S$'),
    row('02-SEP-23', 'BUS/MRT', '7.33', '83%'),
    row('04-SEP-23', 'PAYNOW TRANSFER', '183.13', 'S$'),
    row('05-SEP-23', 'ATM WITHDRAWAL', '294.00', 'S§'),
    row('08-SEP-23', 'PAYNOW FROM LIM', '25.21', 'S$'),
  ];

  it('reads the figure before a misread sign as the amount', () => {
    const p = page(lines);
    for (const l of p.lines) for (const w of l.words) w.confidence = 0.8;
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.amount?.replace(/ S\$$/, '')}`)).toEqual([
      '01-SEP-23 103.12', '02-SEP-23 11.75', '02-SEP-23 7.33', '04-SEP-23 183.13', '05-SEP-23 294.00', '08-SEP-23 25.21',
    ]);
  });

  it('leaves a text layer\'s word there as it is (no OCR, no misread)', () => {
    const rows = parseGeneric([page(lines)]).rows;
    expect(rows.map((r) => r.dates[0])).toEqual(['02-SEP-23', '04-SEP-23', '08-SEP-23']);
  });

  it('keeps a mark read with the sign ("€-": money out)', () => {
    const two = (date: string, details: string, amount: string, mark: string, balance: string, sign: string): Cell[] => [
      [date, 36, 73], [details, 152, 152 + 5 * details.length], right(amount, 500), [mark, 504, 514], right(balance, 550), [sign, 553, 560],
    ];
    const p = page([
      [['Date', 36, 56], ['Description', 152, 200], ['Amount', 470, 500], ['Balance', 520, 550]],
      two('01-10-23', 'HUUR', '1.080,00', '€-', '431,36', '€'),
      two('02-10-23', 'SALARIS', '2.153,34', '€', '2.584,70', '€'),
      two('05-10-23', 'JUMBO', '31,47', '€-', '2.553,23', '€'),
      two('08-10-23', 'KPN', '2.600,00', '€-', '46,77', '€-'),
      two('09-10-23', 'RENTE', '1,20', '€', '45,57', 'Ee'),
    ]);
    for (const l of p.lines) for (const w of l.words) w.confidence = 0.8;
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => `${r.amount} ${r.balance}`)).toEqual(['1.080,00 €- 431,36 €', '2.153,34 € 2.584,70 €', '31,47 €- 2.553,23 €', '2.600,00 €- 46,77 €-', '1,20 € 45,57']);
  });
});
