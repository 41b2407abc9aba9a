/**
 * A table without a header that prints each day's balance on a dated line of its own ("01/07/2023  Tagessaldo
 * 607,68 €"), its one figure in the balance column. Random layouts 1056 and 12057: read by position, each such line
 * was a row of that amount (19 chain breaks; 20 and 30 rows too many). The figure is the balance the row above
 * printed, said again: no row (column-roles.ts restatedBalance). A page built by hand with such lines was read right
 * without the rule (the balance-lines reading took them out): these two generator cases are the ones that need it.
 */
import { describe, expect, it } from 'vitest';
import { randomStatement } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';

describe('day balance lines of a table without a header', () => {
  it.each([1056, 12057])('are no rows in random layout %i', async (seed) => {
    const { pdf, golden } = await randomStatement(seed);
    const st = await extract(pdf, { ocr: { enabled: false } });
    const s = scoreStatement(golden, st);
    expect([s.tp, s.missing, s.extra, s.badBalance]).toEqual([golden.transactions.length, 0, 0, 0]);
    expect(st.reconciliation.chain_ok).toBe(true);
  }, 60000);
});
