/**
 * A table without a header on its pages whose balance column stands left of the amount column ("3,131.16 £  138.38 £
 * DR"), with figures ending some rows' details ("7 X 41.97") that make a third column edge (never-used random
 * 1011879). Of three edges the right two were read as amount then balance only, so every balance was taken for the
 * amount: 0 of 33 rows right. The two may stand the other way round; the arithmetic chooses.
 */
import { describe, expect, it } from 'vitest';
import { randomStatement } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';
import { columnRoleCandidates } from '../src/layout/column-roles.js';

describe('three figure edges, the balance left of the amount', () => {
  it('is a reading the search weighs', () => {
    const names = columnRoleCandidates([280, 462, 518]).map((c) => c.name);
    expect(names).toContain('details balance amount');
  });

  it('reads every row of random 1011879 and reconciles it', async () => {
    const { pdf, golden } = await randomStatement(1011879);
    const st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
    const s = scoreStatement(golden, st);
    expect([s.tp, s.nExp, s.wrong]).toEqual([golden.transactions.length, golden.transactions.length, false]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
