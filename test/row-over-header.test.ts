/**
 * Two lists side by side in a currency without minor units, figures grouped by spaces and marked ("76 852 (Dr)"):
 * cut in two, the left list's last row stands right over the right list's header (random layout 1016332). Its mark
 * reads as a debit label, so the header reading took the row's line for the header's first label line and the row
 * was lost. A line that holds a figure is no label line.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { page } from './support/text-page.js';

type Cell = [string, number, number];
const LEFT: Cell[][] = [
  [['Data', 36, 52], ['Szczegoly', 70, 103], ['Kwota', 232, 254]],
  [['24', 36, 42], ['sie', 45, 55], ['WYPLATA', 70, 103], ['Z', 108, 113], ['BANKOMATU', 117, 160]],
  [['ZIELINSKI', 70, 109], ['45', 240, 247], ['862', 250, 260], ['(Dr)', 264, 278]],
  [['26', 36, 42], ['sie', 45, 55], ['OPLATA', 70, 100], ['ZA', 104, 114], ['RACHUNKU', 178, 218], ['1', 242, 245], ['332', 249, 259], ['(Dr)', 262, 276]],
  [['ZAKUP', 70, 94], ['PRZY', 99, 118], ['UZYCIU', 123, 152], ['KARTY', 156, 180]],
  [['BIEDRONKA', 70, 113], ['8776', 118, 138], ['WARSZAWA', 142, 181], ['76', 240, 247], ['852', 250, 260], ['(Dr)', 264, 278]],
];
// The right list: the left one's words 274 pt right, its dates later.
const RIGHT = LEFT.map((l) => l.map(([t, x0, x1]): Cell => [t === '24' ? '28' : t === '26' ? '30' : t, x0 + 274, x1 + 274]));

describe('a row right over a header', () => {
  it("keeps the left list's last row, its mark no label", () => {
    const p = page(LEFT.map((l, k) => [...l, ...RIGHT[k]!]));
    for (const style of ['first', 'last'] as const) {
      const rows = parseLayout([p], {}, style).rows;
      expect(rows.map((r) => [r.dates[0], r.amount])).toEqual([
        ['24 sie', '45862.00 DR'],
        ['26 sie', '1332.00 DR'],
        ['26 sie', '76852.00 DR'],
        ['28 sie', '45862.00 DR'],
        ['30 sie', '1332.00 DR'],
        ['30 sie', '76852.00 DR'],
      ]);
    }
  });
});
