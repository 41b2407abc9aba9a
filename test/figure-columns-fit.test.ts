/**
 * Money labels fitted to the figures under them (figure-columns.ts fitToFigures): a column of too few figures to show
 * an edge spans to the next money label where that is the next column, and no further than the next column of any
 * kind. Scanned random 12118: "Soll/Raben" (OCR's "Soll/Haben", a column of marks) read as debits left of the details;
 * spanned to the amount's label, the details' figures and the amounts went to it (37/37 -> 34, discrepancy).
 */
import { describe, expect, it } from 'vitest';
import { fitToFigures, type FigureRun } from '../src/layout/figure-columns.js';
import type { Header } from '../src/layout/header.js';

const header = (columns: Header['columns']): Header => ({ columns, y1: 100, page_number: 1, geometric: true });
const run = (x0: number, x1: number, n: number): FigureRun => ({ x0, x1, size: 7, n });

describe('money labels fitted to the figures under them', () => {
  it('spans a column without an edge to the next money label right after it', () => {
    const h = header([
      { role: 'date', x0: 36, x1: 91 },
      { role: 'description', x0: 166, x1: 213 },
      { role: 'debit', x0: 533, x1: 541 },
      { role: 'credit', x0: 635, x1: 664 },
      { role: 'balance', x0: 737, x1: 799 },
    ]);
    const fitted = fitToFigures(h, () => [run(596, 627, 28), run(698, 729, 2), run(764, 794, 32)]);
    expect(fitted.columns.map((c) => [c.role, Math.round(c.x0), Math.round(c.x1)])).toEqual([
      ['date', 36, 91], ['description', 166, 213], ['debit', 533, 627], ['credit', 635, 736], ['balance', 737, 799],
    ]);
  });

  it('leaves a money label left of the details where it was', () => {
    const h = header([
      { role: 'date', x0: 37, x1: 81 },
      { role: 'debit', x0: 115, x1: 155 },
      { role: 'description', x0: 187, x1: 216 },
      { role: 'amount', x0: 518, x1: 542 },
    ]);
    const fitted = fitToFigures(h, () => [run(530, 560, 20)]);
    expect(fitted.columns.find((c) => c.role === 'debit')).toMatchObject({ x0: 115, x1: 155 });
  });
});
