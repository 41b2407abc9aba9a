/**
 * The same header printed on two pages, broken by a space pdf.js wrote on one of them ("Buchungs text" for
 * "Buchungstext": read in pieces, a date and details). With one page each way, the reading naming more money
 * columns in fewer columns is the statement's (commonHeader in generic-parser.ts).
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

const row = (details: string, date: string, amount: string): Cell[] => [[details, 36, 36 + 5 * details.length], [date, 300, 345], right(amount, 450)];
const whole: Cell[] = [['Buchungstext', 36, 90], ['Buchungstag', 300, 345], ['Umsatz', 420, 450]];
const broken: Cell[] = [['Buchungs', 36, 71], ['text', 73, 90], ['Buchungstag', 300, 345], ['Umsatz', 420, 450]];

describe('one header, printed whole on one page and broken on another', () => {
  it('reads the page with the broken label under the whole one', () => {
    const p1 = pageOf(1, [whole, row('DELTA AIR LINES', '02.01.2024', '589,83'), row('HULU', '03.01.2024', '14,94')]);
    const p2 = pageOf(2, [broken, row('SQ BLUE STAR', '14.01.2024', '7,04'), row('SPOTIFY USA', '15.01.2024', '11,79')]);
    for (const pages of [[p1, p2], [p2, p1]]) {
      const rows = parseLayout(pages, {}, 'first').rows.filter((r) => r.page_number === 2);
      expect(rows.map((r) => `${r.dates[0]} ${r.description.join(' ')} ${r.amount}`)).toEqual(['14.01.2024 SQ BLUE STAR 7,04', '15.01.2024 SPOTIFY USA 11,79']);
    }
  });
});
