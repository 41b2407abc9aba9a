/**
 * A section title naming money in or out, one of its words read in two pieces ("OTHER WITHD RAWALS": letter-spaced
 * print at 200 DPI): the rows under it are still money out. Scanned random 10833 (SGD, deposits and withdrawals
 * listed apart, no running balance): the withdrawals took the deposits' direction, 64/80 rows
 * (generic-parser `sectionOf`).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const header: Cell[] = [['Date', 37, 56], ['Narration', 151, 190], ['Amount', 528, 560]];
const row = (date: string, details: string, amount: string): Cell[] => [[date, 37, 80], [details, 151, 151 + 5 * details.length], right(amount, 560)];

describe('a section title with a word in two pieces', () => {
  const lines = (title: Cell[]): Cell[][] => [
    [['DEPOSITS', 38, 80]],
    header,
    row('3 Jul 2023', 'Transfer From C Murphy', '87.38'),
    row('11 Jul 2023', 'Salary Kookaburra', '2,859.48'),
    title,
    header,
    row('5 Jul 2023', 'Osko Payment To K Nguyen', '44.79'),
    row('9 Jul 2023', 'Direct Debit Origin Energy', '129.97'),
  ];

  it('names the direction of the rows under it', () => {
    const rows = parseGeneric([page(lines([['OTHER', 38, 70], ['WITHD', 74, 104], ['RAWALS', 106, 140]]))]).rows;
    expect(rows.map((r) => r.section)).toEqual(['credit', 'credit', 'debit', 'debit']);
  });

  it('but two words that join into no title word name nothing', () => {
    const rows = parseGeneric([page(lines([['OTHER', 38, 70], ['ITEMS', 74, 104], ['LISTED', 106, 140]]))]).rows;
    expect(rows.map((r) => r.section)).not.toContain('debit');
  });
});
