/**
 * Two lists side by side on page 1; page 2 goes on with one list and no header of its own at the top, then prints
 * another table with its header. The top of page 2 is read under the header that fits its lines (the left list's),
 * not the last one read (the right list's): generic-parser.ts, headerThatFits.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText } from '../src/types.js';
import { right, word } from './support/text-page.js';

type Cell = [string, number, number];

function pageOf(n: number, rows: Cell[][]): PageText {
  const words = rows.flatMap((r, i) => r.map(([t, x0, x1]) => word(t, x0, x1, 153 + 12 * i)));
  return { page_number: n, width: 595, height: 842, type: 'digital', source: 'text', lines: groupLines(words, n) };
}

/** One list's header or row, its columns from x (0 for the left list, 274 for the right). */
const header = (x: number): Cell[] => [['Date', 36 + x, 56 + x], ['Details', 92 + x, 125 + x], ['Amount', 190 + x, 217 + x], ['Balance', 250 + x, 285 + x]];
const row = (x: number, date: string, details: string, amount: string, balance: string): Cell[] => [
  [date, 36 + x, 70 + x], [details, 92 + x, 92 + x + 5 * details.length], right(amount, 217 + x), right(balance, 285 + x),
];

describe('a page after two lists side by side', () => {
  const page1 = pageOf(1, [
    [...header(0), ...header(274)],
    [...row(0, '01.07.23', 'CAFE', '-10,00', '990,00'), ...row(274, '05.07.23', 'SHOP', '-20,00', '940,00')],
    [...row(0, '02.07.23', 'SALARY', '+100,00', '1.090,00'), ...row(274, '06.07.23', 'RENT', '-50,00', '890,00')],
    [...row(0, '03.07.23', 'BOOKS', '-30,00', '1.060,00'), ...row(274, '06.07.23', 'CINEMA', '-15,00', '875,00')],
    [...row(0, '04.07.23', 'FUEL', '-100,00', '960,00'), ...row(274, '07.07.23', 'BAKERY', '-5,00', '870,00')],
  ]);
  const page2 = pageOf(2, [
    row(0, '08.07.23', 'PHARMACY', '-12,00', '858,00'),
    row(0, '09.07.23', 'REFUND', '+40,00', '898,00'),
    row(0, '10.07.23', 'GROCERY', '-48,00', '850,00'),
    [],
    [['Interest', 36, 72], ['and', 76, 90], ['fees', 94, 112]],
    header(0),
    row(0, '15.07.23', 'Rate 5,37 %', '+14,85', '1.108,43'),
  ]);

  it('reads the rows at the top of page 2 under the left list\'s header', () => {
    const rows = parseLayout([page1, page2], {}, 'first').rows.filter((r) => r.page_number === 2);
    expect(rows.map((r) => `${r.dates[0]} ${r.amount} ${r.balance}`).slice(0, 3)).toEqual(['08.07.23 -12,00 858,00', '09.07.23 +40,00 898,00', '10.07.23 -48,00 850,00']);
  });
});

describe("a page where the right list prints its last row", () => {
  // Random layout 1016635: two lists side by side on page 1 go on to page 2, where the right list prints one dated
  // row (and an undated one under it) beside the left list's rows. One dated row on the right was no proof of a
  // second list, so the page was read whole: the right list's rows took the left list's dates and one row was lost.
  // A dated row whose date stands under the right list's date label is.
  const page1 = pageOf(1, [
    [...header(0), ...header(274)],
    [...row(0, '01.07.23', 'CAFE', '-10,00', '990,00'), ...row(274, '20.07.23', 'SHOP', '-20,00', '780,00')],
    [...row(0, '02.07.23', 'SALARY', '+100,00', '1.090,00'), ...row(274, '21.07.23', 'RENT', '-50,00', '730,00')],
    [...row(0, '03.07.23', 'BOOKS', '-30,00', '1.060,00'), ...row(274, '22.07.23', 'CINEMA', '-15,00', '715,00')],
  ]);
  const page2 = pageOf(2, [
    [...row(0, '04.07.23', 'FUEL', '-100,00', '960,00'), ...row(274, '31.07.23', 'BAKERY', '-5,00', '710,00')],
    [['GARAGE', 92, 122], right('-60,00', 217), right('900,00', 285), ['TAXI', 366, 386], right('-8,00', 491), right('702,00', 559)],
    row(0, '05.07.23', 'PHARMACY', '-100,00', '800,00'),
  ]);

  it('cuts it where the page before was cut', () => {
    const rows = parseLayout([page1, page2], {}, 'first').rows.filter((r) => r.page_number === 2);
    expect(rows.map((r) => `${r.dates[0]} ${r.description.join(' ')} ${r.amount}`)).toEqual([
      '04.07.23 FUEL -100,00',
      '04.07.23 GARAGE -60,00',
      '05.07.23 PHARMACY -100,00',
      '31.07.23 BAKERY -5,00',
      '31.07.23 TAXI -8,00',
    ]);
  });
});
