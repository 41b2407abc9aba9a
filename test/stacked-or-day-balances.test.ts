/**
 * Stacked dates are told by pairs of dated lines alone, and a day's balance on a dated line under each row pairs with
 * the row the same way. Where the stacked reading does not add up, the lines are also read as rows of their own, and
 * that reading is taken where it reconciles and leaves no dated line unread (search.ts interpretPages). Held on two
 * statements of the random generator: one printing a dated "Ledger balance" line under each day's rows (none of
 * them stacked), one printing true stacked pairs and "Saldo per" lines between them, whose flat reading also
 * reconciles, with every row's date taken from its value date: never taken, and the stacked reading now reads it
 * whole.
 */
import { describe, expect, it } from 'vitest';
import { randomStatement } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';

const read = async (seed: number) => {
  const { pdf, golden } = await randomStatement(seed);
  const st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
  return { st, s: scoreStatement(golden, st) };
};

describe('stacked dates or a dated balance line under each row', () => {
  it('reads dated day-balance lines as the balances they are', async () => {
    const { st, s } = await read(1007288);
    expect(s.tp).toBe(s.nExp);
    expect(st.reconciliation.status).toBe('reconciled');
  });

  it('keeps the stacked reading where reading the lines flat leaves dated lines unread', async () => {
    // 920013 was read with its "Saldo per" lines taking the next row's booking date, and was not `reconciled` (the
    // flat reading, every date a value date, was refused); since the stacked pairs count rows whose figures stand on
    // a line of details under both dates (generic-parser.ts, stacked-dates.ts), it reads every row with its booking
    // date and reconciles.
    const { st, s } = await read(920013);
    expect(s.reconciled && s.wrong).toBe(false);
    expect(s.tp).toBe(s.nExp);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
