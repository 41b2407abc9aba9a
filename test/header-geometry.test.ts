/**
 * Whether a header's labels stand apart in columns (geometry) or run as text: the answer decides whether a figure
 * left of every money label is a description word. Word shapes follow the random generator's Portuguese layout
 * (Helvetica 7.4 pt, a left-aligned balance label beside a right-aligned credit label).
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

const word = (text: string, x0: number, x1: number, y: number): Word => ({ text, x0, x1, y0: y, y1: y + 7.4, size: 7.4 });

function page(rows: [string, number, number][][]): PageText {
  const words = rows.flatMap((r, i) => r.map(([t, x0, x1]) => word(t, x0, x1, 153 + 12 * i)));
  return { page_number: 1, width: 595, height: 842, type: 'digital', source: 'text', lines: groupLines(words, 1) };
}

const HEADER: [string, number, number][] = [
  ['Data', 36, 53.3], ['Lançamento', 85, 132], ['Levantamentos', 369, 427.3], ['Crédito', 445.3, 473.3], ['Saldo', 483.7, 505.5], ['contabilístico', 506, 559.3],
];

describe('header geometry', () => {
  it('takes labels 1.4 type sizes apart for columns, words one space apart for text', () => {
    expect(readHeader(page([HEADER]).lines, 0)!.header.geometric).toBe(true);
    const run: [string, number, number][] = [['Data', 36, 53.3], ['Lançamento', 55.3, 102], ['Levantamentos', 104, 162], ['Crédito', 164, 192], ['Saldo', 194, 216]];
    expect(readHeader(page([run]).lines, 0)!.header.geometric).toBe(false);
  });

  it('reads a number ending the description as text when the labels stand in columns', () => {
    const p = page([
      HEADER,
      [['02-JAN-24', 36, 73], ['COMPRA', 85, 115], ['GALP', 119, 139], ['ENERGIA', 143, 178], ['7991', 184.1, 201.9], ['71.365', 402.8, 427.3], ['4.048.285', 523.7, 559.3]],
    ]);
    const rows = parseGeneric([p], undefined, 'first', { integers: true }).rows;
    expect(rows.map((r) => [r.description.join(' '), r.debit, r.credit, r.balance])).toEqual([['COMPRA GALP ENERGIA 7991', '71365.00', undefined, '4048285.00']]);
  });
});
