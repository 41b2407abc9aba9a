/**
 * A figure right after a row's value date, standing under the details label ("2024-07-09  66,44 ISTANBUL": a purchase
 * abroad's amount wrapped to the line of the value date printed under the booking date): it was read as the amounts
 * of a details-last row, four rows too many (random 1021864). Under a header, leading figures are a row's amounts only
 * where one stands under a money label.
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { page } from './support/text-page.js';
import { readRandomCase } from './support/random-case.js';

describe('a figure after the dates under the details label', () => {
  const line = () => page([[['2024-07-09', 36, 78], ['66,44', 87, 108], ['ISTANBUL', 113, 147]]]).lines[0]!;

  it('is details under a header whose money labels stand elsewhere', () => {
    const cells = splitLine(line(), 2, {}, { money: [{ x0: 334, x1: 370 }, { x0: 393, x1: 430 }] });
    expect(cells.amounts).toEqual([]);
    expect(cells.text.map((w) => w.text)).toEqual(['66,44', 'ISTANBUL']);
  });

  it('is a details-last row\'s amount under a money label, or with no header', () => {
    expect(splitLine(line(), 2, {}, { money: [{ x0: 80, x1: 110 }] }).amounts.map((a) => a.words[0]!.text)).toEqual(['66,44']);
    expect(splitLine(line(), 2).amounts.map((a) => a.words[0]!.text)).toEqual(['66,44']);
  });

  it('reads random layout 1021864 without rows of its wrapped foreign amounts', async () => {
    const { st, counts, rows } = await readRandomCase(1021864);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60_000);
});
