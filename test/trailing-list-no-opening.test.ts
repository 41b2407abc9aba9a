/**
 * A list after the transactions ("Bilgi amacli faiz": interest rates for information, with balances of their own) on
 * a statement that prints no opening balance. The reading without the list was only taken where the printed opening
 * and closing settled it, so the list's rows stayed, each breaking the chain of balances, and the last of them gave
 * the closing (never-used random 1010995: three rows too many, discrepancy). Where no opening is printed, a list
 * whose balances cannot follow (its first balance further from the last one above than its amounts could move it)
 * goes where the rows above chain without it.
 */
import { describe, expect, it } from 'vitest';
import { randomStatement } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';

describe('a list after the rows whose balances do not follow, no opening printed', () => {
  it('is left out, and the closing is the last row\'s balance', async () => {
    const { pdf, golden } = await randomStatement(1010995);
    const st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
    const s = scoreStatement(golden, st);
    expect(s.missing + s.extra).toBe(0);
    expect(s.closeOk).toBe(true);
    expect(st.interpretation?.trailing_rows).toBe('dropped');
    // Nothing printed checks the rows against an opening: not reconciled.
    expect(st.reconciliation.status).toBe('unverifiable');
  });

  it('a list whose balances go on from the rows above stays (a page\'s rows after "Riporto", no opening printed)', async () => {
    // random 930191: a first version left out every row after the page break as such a list (56 -> 45 rows).
    const { pdf, golden } = await randomStatement(930191);
    const st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
    const s = scoreStatement(golden, st);
    expect(s.missing + s.extra).toBe(0);
    expect(st.interpretation?.trailing_rows).toBeUndefined();
  });
});

