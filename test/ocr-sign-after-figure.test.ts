/**
 * Figures printed with their currency sign after them ("103.12 S$"), the sign at one place on every row. OCR misreads
 * the small sign now and then ("Ss", "S§", "83%"): a line ending in such a word read no amount, and the row was lost.
 * Where three lines or more print a sign read right at one place after their figures, a short OCR word there is the
 * sign misread (layout/sign-column.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page, pageOf, right } from './support/text-page.js';
import type { Word } from '../src/types.js';

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

describe('a currency sign after the figure, glued to it and misread by OCR', () => {
  // Scanned random 10702 (150 DPI): "20.03 $" read as one word "20.038", "54.72 $" as "54728", tesseract offering
  // "20.03$" and "5472$" among its other readings. Read as they came, the rows took 200.38 and 547.28 (17/25 rows).
  const row = (date: string, details: string, amount: string, alternatives?: string[]): Word[] => {
    const words: Word[] = [w(date, 36, 73), w(details, 152, 152 + 5 * details.length)];
    if (alternatives) return [...words, w(amount, 494, 522, 0.55, alternatives)];
    return [...words, w(amount, 522 - 4.1 * amount.length, 516), w('$', 518, 523)];
  };
  const w = (text: string, x0: number, x1: number, confidence = 0.9, alternatives?: string[]): Word => ({ text, x0, x1, y0: 0, y1: 7.4, size: 7.4, confidence, ...(alternatives ? { alternatives } : {}) });
  const lines = [
    row('1 May 2025', 'CHEVRON', '68.64'),
    row('2 May 2025', 'AMAZON.COM', '20.038', ['20.03', '20.03%', '20.03$']),
    row('3 May 2025', 'SAFEWAY', '116.96'),
    row('7 May 2025', 'DOORDASH', '54728', ['5472%', '5472$']),
    row('8 May 2025', 'HULU', '15.46'),
    row('9 May 2025', 'CHEVRON', '55.06'),
    // A figure read right whose other readings end in a sign ("9.10" offered as "9.1¢", scanned random 10342).
    row('10 May 2025', 'DISNEY', '9.10', ['9,10', '9.16', '9.1¢']),
  ];
  const p = pageOf(lines.flatMap((ws, i) => ws.map((x) => ({ ...x, y0: 153 + 14 * i, y1: 160.4 + 14 * i }))));
  p.source = 'ocr';

  it('is read as the figure tesseract offered with the sign', () => {
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => Number(r.amount?.replace(/[^\d.]/g, '')))).toEqual([68.64, 20.03, 116.96, 54.72, 15.46, 55.06, 9.1]);
  });
});

describe('a sign of two glyphs glued after the figure, before a CR/DR mark', () => {
  // Scanned random 10854 (SGD card, 200 DPI 1-bit): "135.23 S$ Dr" read "135.238%" "Dr", "43.30 S$" as "43305%",
  // "14.15 S$" as "1415S%": taken as 1,352.38, 433.05 and 14,15 (46/55 rows). The sign column's own signs ("S$",
  // read right on most rows, before the mark) are two glyphs wide: so many come off the glued word.
  const row = (date: string, amount: string, sign: string | null): Cell[] => [
    [date, 36, 73], ['AMAZON.COM', 150, 230], right(amount, sign ? 517 : 530), ...(sign ? [[sign, 520, 531] as Cell] : []), ['Dr', 545, 555],
  ];
  const lines: Cell[][] = [
    [['Date', 36, 56], ['Particulars', 150, 200], ['Amount', 499, 530]],
    row('11 Jun 2025', '124.68', 'S$'),
    row('12 Jun 2025', '277.62', 'S$'),
    row('13 Jun 2025', '135.238%', null),
    row('14 Jun 2025', '54.05', 'S$'),
    row('15 Jun 2025', '43305%', null),
    row('16 Jun 2025', '1415S%', null),
    row('17 Jun 2025', '601.29', 'S$'),
    row('18 Jun 2025', '381.90S$%', null),
  ];

  it('reads the figure with the sign\'s glyphs off, its separator put back where it was lost', () => {
    const p = page(lines);
    for (const l of p.lines) for (const w of l.words) w.confidence = 0.7;
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => parseFloat((r.amount ?? '').replace(/,/g, '')))).toEqual([124.68, 277.62, 135.23, 54.05, 43.3, 14.15, 601.29, 381.9]);
  });

  it('takes nothing off where the column\'s signs are one glyph ("$")', () => {
    const p = page(lines.map((l) => l.map(([t, x0, x1]): Cell => [t === 'S$' ? '$' : t, x0, x1])));
    for (const l of p.lines) for (const w of l.words) w.confidence = 0.7;
    const rows = parseGeneric([p]).rows;
    expect(rows.find((r) => r.dates[0] === '15 Jun 2025')?.amount).not.toMatch(/^43\.30/);
  });
});
