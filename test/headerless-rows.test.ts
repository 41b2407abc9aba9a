/**
 * Rows of a table with no header row (or labels the parser has no word for): what a header would have said about the
 * columns is read from the rows themselves.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

const SIZE = 7.4;
const word = (text: string, x0: number, x1: number, y: number): Word => ({ text, x0, x1, y0: y, y1: y + SIZE, size: SIZE });
const right = (text: string, x1: number): [string, number, number] => [text, x1 - 4.1 * text.length, x1];

function page(rows: [string, number, number][][]): PageText {
  const words = rows.flatMap((r, i) => r.map(([t, x0, x1]) => word(t, x0, x1, 153 + 12 * i)));
  return { page_number: 1, width: 595, height: 842, type: 'digital', source: 'text', lines: groupLines(words, 1) };
}

/** A dated row's first line: details at x 104, no figures (they stand on the line below). */
function first(date: string, details: string): [string, number, number][] {
  const out: [string, number, number][] = [[date, 36, 73]];
  let x = 104;
  for (const w of details.split(' ')) {
    out.push([w, x, x + 4.5 * w.length]);
    x += 4.5 * w.length + 2;
  }
  return out;
}

describe('rows without a header', () => {
  it('reads a value date starting the details under a row as part of that row', () => {
    const p = page([
      first('02/07/2024', 'ONLINE PAYMENT GREENFIELD'),
      [['05/07/2024', 104, 141], right('-1,784.00', 500), right('2,468.99', 559)],
      first('03/07/2024', 'ZELLE FROM MARIA'),
      [['03/07/2024', 104, 141], right('30.31', 500), right('2,499.30', 559)],
    ]);
    const rows = parseGeneric([p], undefined, 'first').rows;
    expect(rows.map((r) => [r.dates[0], r.amount])).toEqual([['02/07/2024', '-1,784.00'], ['03/07/2024', '30.31']]);
  });
});
