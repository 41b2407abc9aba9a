/**
 * A foreign amount's currency code beside the column of direction words ("12,05 USD  Dare  12,82 €", the code ending
 * a glyph before "Segno", within its column's reach): it was read as a third mark token ("usd" beside "dare" and
 * "avere"), no reading of the marks was built, and a credit ("Avere 1.757,60") went out as a debit (random 810056).
 * A currency's code or sign is the figure's currency, never its mark. (A page built by hand with the same places did
 * not reproduce it: the generator's case is the test.)
 */
import { describe, expect, it } from 'vitest';
import { readRandomCase } from './support/random-case.js';

describe('a currency code in the column of direction words', () => {
  it('reads random layout 810056 with its credit', async () => {
    const { st, counts, rows } = await readRandomCase(810056);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60_000);
});
