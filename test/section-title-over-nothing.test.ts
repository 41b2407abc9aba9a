/**
 * A section title printed right above the table's labels on a later page ("OTHER WITHDRAWALS (CONTINUED)" over "Txn
 * Date  Particulars  Amount"), close enough to be read as the header's first line: its "WITHDRAWALS" made a debit
 * column between the dates and the details, where the rows print nothing, and on a yen statement read by OCR the card
 * numbers of the details ("VIS SHELL 9124  12,389 ¥") became its figures (scanned random 11167: 31 of 47 rows right).
 * A title whose added columns stand over nothing in the lines below is no part of the header.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

const SIZE = 7;
const word = (text: string, x0: number, x1: number, y: number): Word => ({ text, x0, x1, y0: y, y1: y + SIZE, size: SIZE, confidence: 0.93 });
const line = (y: number, cells: [string, number, number][]) => cells.map(([t, x0, x1]) => word(t, x0, x1, y));

function page(n: number, title: [string, number, number][]): PageText {
  const rows: [string, string, string, string][] = [
    ['05/01', 'SHELL', '9124', '12,389'],
    ['05/01', 'TESCO', '6479', '10,955'],
    ['07/01', 'SHELL', '3587', '7,265'],
    ['07/01', 'NANDOS', '3771', '6,140'],
    ['08/01', 'TESCO', '4677', '4,294'],
  ];
  const words = [
    ...line(80, title),
    ...line(95, [['Txn', 36, 51], ['Date', 54, 72], ['Particulars', 147, 190], ['Amount', 527, 559]]),
    ...rows.flatMap(([d, who, card, amount], k) =>
      line(112 + 16 * k, [[d, 36, 58], ['VIS', 147, 160], [who, 163, 188], [card, 192, 210], [amount, 531, 550], ['¥', 554, 559]]),
    ),
  ];
  return { page_number: n, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, n) };
}

describe('a section title right above the labels', () => {
  it('is no header line where its column stands over nothing: the card numbers stay in the details', () => {
    const title: [string, number, number][] = [['OTHER', 38, 70], ['WITHDRAWALS', 73, 144], ['(CONTINUED)', 147, 209]];
    const rows = parseLayout([page(1, title)], {}, 'first').rows;
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.amount ?? r.debit)).toEqual(['12389.00', '10955.00', '7265.00', '6140.00', '4294.00']);
    expect(rows.every((r) => r.description.join(' ').match(/VIS \w+ \d{4}/))).toBe(true);
  });
});
