/**
 * A summary box across the page, its labels on one line over their figures, one label's word drawn in pieces ("Sa
 * ldo final": the producer placed its glyphs a little off, the text layer has a space inside the word). The labels
 * over figures read such a word joined, as the labels beside a figure do (summary.ts `labelInPieces`). Before, the
 * closing was unread and a list after the table (interest for information) could not be told from rows (random
 * layout 1008200: 40 rows and 4 extra, discrepancy; after: 40/40, reconciled).
 */
import { describe, expect, it } from 'vitest';
import { readSummary } from '../src/layout/summary.js';
import { textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];

const box = (closing: Cell[]) =>
  textLayerPage([
    [['Saldo', 67, 85], ['anterior', 89, 118], ['Total', 145, 162], ['de', 165, 172], ['créditos', 175, 205], ['Total', 236, 253], ['de', 257, 264], ['débitos', 267, 292], ...closing],
    [['R$672,67', 81, 118], ['R$963,81', 168, 205], ['R$3.372,25', 248, 292], ['R$3.081,11', 335, 380]],
  ]).lines;

describe('a summary label in pieces over its figure', () => {
  it('is read with its word joined', () => {
    const s = readSummary(box([['Sa', 341, 348], ['ldo', 351, 360], ['final', 364, 379]]), [], {});
    expect([s.opening_balance, s.total_credits, s.total_debits, s.closing_balance]).toEqual(['R$672,67', 'R$963,81', 'R$3.372,25', 'R$3.081,11']);
  });

  it('names nothing where no join makes a label', () => {
    const s = readSummary(box([['Sa', 341, 348], ['ldo', 351, 360], ['mínimo', 364, 379]]), [], {});
    expect(s.closing_balance).toBeUndefined();
    expect(s.opening_balance).toBe('R$672,67');
  });
});
