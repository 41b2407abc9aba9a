/**
 * A summary figure whose group separator the producer placed apart as a word of its own ("Sald o f inal  3 ' 275.70
 * €": glyphs placed one by one, a little off). Read from its last piece, the closing was 275.70 and a card statement
 * whose every row was right said `discrepancy` by 3,000 (random layout 1023895). The pieces, a group's digits, a lone
 * separator and a figure starting with three digits, are one figure.
 */
import { describe, expect, it } from 'vitest';
import { readSummary } from '../src/layout/summary.js';
import { textLayerPage } from './support/text-page.js';
import { readRandomCase } from './support/random-case.js';

const lines = (figure: [string, number, number][]) => textLayerPage([[['Saldo', 43, 60], ['final', 63, 80], ...figure, ['€', 308, 311]]]).lines;

describe('a summary figure in pieces', () => {
  it('is read whole where a lone group separator stands between its pieces', () => {
    expect(readSummary(lines([['3', 265, 268], ["'", 271, 274], ['275.70', 278, 304]]), []).closing_balance).toBe("3'275.70");
    expect(readSummary(lines([['12', 262, 268], [',', 271, 273], ['275.70', 278, 304]]), []).closing_balance).toBe('12,275.70');
  });

  it('reconciles the card statement whose closing printed so (random layout 1023895)', async () => {
    const { st, counts, rows } = await readRandomCase(1023895);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.closing_balance).toBe(3275.7);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60000);
});
