/**
 * A column of CR/DR marks between the amounts and the balances, both right-aligned ("413,33      DR   47 862,97"):
 * a short amount's mark stands nearer the balance. The amount reader gives such a mark to the nearer figure
 * (line-cells.ts amountIn), so every balance was marked and every amount read as a debit (random layout 770036: 8
 * chain breaks, 5 of 21 rows wrong). The search reads the marks as the figure's before them too (marks.ts
 * marksNearerNext), and the running balances chain only so.
 */
import { describe, expect, it } from 'vitest';
import { readRandomCase } from './support/random-case.js';

describe('CR/DR marks between the amounts and the balances', () => {
  it('go with the amounts where the running balances chain only so (random layout 770036)', async () => {
    const { st, counts, rows, spec } = await readRandomCase(770036);
    expect(spec.columns).toEqual(expect.arrayContaining(['amount', 'marker', 'balance']));
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.chain_ok).toBe(true);
    expect(st.reconciliation.breaks).toEqual([]);
    expect(st.interpretation?.marks_place).toBe('before');
  }, 60000);

  it('go with the figure before where a sign of letters stands between ("39,90 R$ DR   3.162,64 R$"; random layout 1018528)', async () => {
    // "R$" is no currency code the amount reader maps: the marks went to the balances, every debit read as a credit
    // and every balance negative.
    const { st, counts, rows } = await readRandomCase(1018528);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60000);
});
