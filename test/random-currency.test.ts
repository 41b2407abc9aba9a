/**
 * Currencies on text layers of random statements. The statement's currency named by a label ("Currency: USD") against codes its rows' details print: a purchase abroad
 * whose details line stands above its dated line at the top of a page ("Visa Purchase Woolworths 3321 100.12 AUD") is
 * read with the letterhead, and counted as much as the label did; the tie went to the first code of a fixed list, AUD,
 * and every such details line became a row of its own (random 11061: a discrepancy of 2,977.27).
 */
import { describe, expect, it } from 'vitest';
import { randomStatement } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';

describe('a currency a label names', () => {
  it('is the statement\'s, over codes in the details of its rows', async () => {
    const { pdf, golden } = await randomStatement(11061);
    const st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
    expect(golden.currency).toBe('USD');
    expect(st.currency).toBe('USD');
    const s = scoreStatement(golden, st);
    expect(s.wrong).toBe(false);
    expect(st.reconciliation.status).toBe('reconciled');
  });

});

describe('a currency sign drawn in pieces', () => {
  it('reads a sign drawn with a space inside it ("18.81 S $") as the sign, not the row as one without an amount', async () => {
    // random 11000: the row was skipped and the statement came out a discrepancy of 18.81.
    const { pdf, golden } = await randomStatement(11000);
    const st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
    expect(scoreStatement(golden, st).wrong).toBe(false);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
