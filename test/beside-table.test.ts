/**
 * A box printed beside a first page's narrower table (the adviser's contact) puts its words on the rows' lines after
 * their figures, and its lines between the rows' lines: amounts are read from a line's right end, so such rows lost
 * their amounts (bench/README.md, fifteenth session, page templates). The box's words are taken off the table.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { at, pageOf, right } from './support/text-page.js';

const HEADER: [string, number, number][] = [['Date', 36, 52], ['Description', 90, 130], ['Amount', 300, 326], ['Balance', 350, 378]];
const BOX = 420;

function statement(beside: [string, number, number][][]): ReturnType<typeof parseLayout> {
  const rows: [string, number, number][][] = [
    [['02/04/2025', 36, 70], ['SPOTIFY', 90, 118], right('-16.27', 326), right('983.73', 378)],
    [['03/04/2025', 36, 70], ['MARRIOTT', 90, 124], right('-270.94', 326), right('712.79', 378)],
    [['05/04/2025', 36, 70], ['CHEVRON', 90, 119], right('-43.10', 326), right('669.69', 378)],
    [['06/04/2025', 36, 70], ['SALARY', 90, 114], right('1,500.00', 326), right('2,169.69', 378)],
  ];
  return parseLayout([pageOf([...at(141, HEADER), ...rows.flatMap((r, i) => at(153 + 12 * i, [...r, ...(beside[i] ?? [])]))])]);
}

describe('a box beside the table', () => {
  it('leaves the rows their amounts where its words stand on their lines', () => {
    const rows = statement([
      [['J.', BOX, BOX + 6], ['Keller', BOX + 9, BOX + 30]],
      [['12', BOX, BOX + 8], ['Market', BOX + 11, BOX + 36], ['Street', BOX + 39, BOX + 60]],
      [['Tel.', BOX, BOX + 13], ['+00', BOX + 16, BOX + 28], ['375', BOX + 31, BOX + 43], ['582', BOX + 46, BOX + 58]],
    ]).rows;
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([
      ['-16.27', '983.73'],
      ['-270.94', '712.79'],
      ['-43.10', '669.69'],
      ['1,500.00', '2,169.69'],
    ]);
  });

  it('leaves words alone that stand beside one row only (no box), and figures beside the table', () => {
    // Their rows stay as the line's right end reads them (without the box's evidence nothing is taken off).
    const stray = statement([[['Keller', BOX, BOX + 21]]]).rows;
    expect(stray.map((r) => r.amount)).toEqual(['-270.94', '-43.10', '1,500.00']);
    const figures = statement([[['Saldo', BOX, BOX + 20], ['9.99', BOX + 30, BOX + 46]], [['Saldo', BOX, BOX + 20], ['9.99', BOX + 30, BOX + 46]]]).rows;
    expect(figures.map((r) => r.balance)).not.toContain('983.73');
  });
});
