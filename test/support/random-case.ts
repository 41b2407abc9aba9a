/**
 * A case of the random-layout generator read digitally, scored against its golden (bench/random-score.mjs): for tests
 * that reproduce a failure on the generator's own statement where a page built by hand does not.
 */
import { randomStatement } from '../../fixtures/generator/random/index.js';
import { extract } from '../../src/index.js';
import { scoreStatement } from '../../bench/random-score.mjs';
import type { Statement } from '../../src/types.js';

/**
 * The statement of `seed` as extract() reads it, with [matched, missing, extra, wrong balances], the golden row count
 * and the generator's spec (what it drew).
 */
export async function readRandomCase(seed: number): Promise<{ st: Statement; counts: number[]; rows: number; spec: Awaited<ReturnType<typeof randomStatement>>['spec'] }> {
  const { pdf, golden, spec } = await randomStatement(seed);
  const st = await extract(pdf, { ocr: { enabled: false } });
  const s = scoreStatement(golden, st);
  return { st, counts: [s.tp, s.missing, s.extra, s.badBalance], rows: golden.transactions.length, spec };
}
