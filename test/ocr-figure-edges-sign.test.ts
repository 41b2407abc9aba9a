/**
 * A headerless scanned table whose figures end in a currency sign ("2 583,10 €"): its columns' edges say where the
 * digits end too. Scanned random 12200: one balance lost its separators and its sign ("249421" for "2 494,21 €");
 * measured against edges at the signs it stood in no column, was read as details, and the row was lost. (A figure
 * OCR glued to its sign, "54728" for "54.72 $", still ends at the signs' edge: test/ocr-sign-after-figure.)
 */
import { describe, expect, it } from 'vitest';
import { figureEdges } from '../src/layout/figure-columns.js';
import { splitLine } from '../src/layout/line-cells.js';
import { groupLines } from '../src/text/group-lines.js';
import type { Word } from '../src/types.js';

type Cell = [string, number, number];
const words = (y: number, cells: Cell[]): Word[] => cells.map(([text, x0, x1]) => ({ text, x0, x1, y0: y, y1: y + 7, size: 7, confidence: 0.9 }));
const row = (day: number, amount: string, balance?: string): Cell[] => [
  [String(day), 36, 45], ['déc.', 47, 62], ['CB', 191, 202], ['CARREFOUR', 204, 255],
  [amount, 689 - 4 * amount.length, 689], ['€', 691, 696],
  ...(balance ? ([[balance, 796 - 4 * balance.length, 796], ['€', 799, 803]] as Cell[]) : []),
];

describe('edges of a headerless table whose figures end in a sign', () => {
  const lines = groupLines(
    [
      ...words(100, row(11, '-10,51', '2583,10')),
      ...words(112, row(11, '-61,88', '2521,22')),
      ...words(124, row(12, '-31,14', '2490,08')),
      ...words(136, row(12, '-8,92', '2481,16')),
      ...words(148, [...row(10, '-20,39'), ['249421', 766, 796]]),
    ],
    1,
  );

  it('say where the digits end as well as where the signs do', () => {
    expect(figureEdges(lines, {}).map((e) => [Math.round(e.x1), Math.round(e.digits ?? 0)])).toEqual([[696, 689], [803, 796]]);
  });

  it('take a balance that lost its separators and its sign in the balance column', () => {
    const cells = splitLine(lines[4]!, 2, {}, { figureEdges: figureEdges(lines, {}) });
    expect(cells.amounts.map((a) => a.amount.raw)).toEqual(['-20,39 €', '2494.21']);
  });
});
