/**
 * A summary label every word of which the producer broke ("S aldo pocza tkow e  8 915,08 PLN": glyphs placed one by
 * one, a little off): more joins than one or two, and not in one word. Where the line's leading letters run together
 * spell a label, the fewest joins among them that name it are taken (src/layout/summary.ts labelInPieces). Unread,
 * the third account's opening was lost and its rows ran on from the second's (random layout 1018444).
 */
import { describe, expect, it } from 'vitest';
import { summaryLabelOf } from '../src/layout/summary.js';
import { textLayerPage } from './support/text-page.js';
import { readRandomCase } from './support/random-case.js';

const line = (text: string) => textLayerPage([text.split(' ').map((t, i): [string, number, number] => [t, 36 + i * 40, 36 + i * 40 + 30])]).lines[0]!;

describe('a summary label in pieces of every word', () => {
  it('is read as that label', () => {
    expect(summaryLabelOf(line('S aldo pocza tkow e 8 915,08 PLN'))).toBe('opening');
    expect(summaryLabelOf(line('O pen ing bal ance 1,000.00'))).toBe('opening');
    // Letters that spell no label stay details.
    expect(summaryLabelOf(line('Monthly Ser vice F ee 12.00'))).toBeUndefined();
    expect(summaryLabelOf(line('Sal ad bar 12.00'))).toBeUndefined();
  });

  it('opens its account on a statement of three accounts (random layout 1018444)', async () => {
    const { st, counts, rows } = await readRandomCase(1018444);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60000);
});
