/**
 * A long statement's peak memory was where V8 happened to run its full collection (bench/README.md, issue 15): the
 * interpretation now asks for one right after the pages' lines are let go (src/pipeline/collect-garbage.ts).
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../src/pipeline/collect-garbage.js';
import { interpret } from '../src/interpret/search.js';
import type { PageText } from '../src/types.js';
import { page, right } from './support/text-page.js';

describe('a full collection once a long statement lets its lines go', () => {
  it('frees what nothing holds, and gives no context a gc of its own', async () => {
    const made = () => new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) });
    const ref = made();
    // A WeakRef keeps its target until the job that made it ends.
    await new Promise((r) => setImmediate(r));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
    if (!process.execArgv.some((a) => a.includes('expose-gc') || a.includes('expose_gc'))) {
      expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
      expect(vm.runInNewContext('typeof gc')).toBe('undefined');
    }
  });

  const pages = (): PageText[] => [
    page([
      [['Date', 36, 60], ['Details', 108, 140], ['Amount', 420, 460], ['Balance', 520, 559]],
      [['02/01/2023', 36, 80], ['TESCO', 108, 140], right('-12.50', 460), right('987.50', 559)],
      [['03/01/2023', 36, 80], ['SALARY', 108, 145], right('200.00', 460), right('1,187.50', 559)],
    ]),
  ];

  it('is asked for once the lines are gone, and the reading is the one made without letting them go', () => {
    const kept = interpret(pages());
    const own = pages();
    const seen: number[] = [];
    const chosen = interpret(own, {}, { releaseLines: true, released: () => seen.push(own.reduce((n, p) => n + p.lines.length, 0)) });
    expect(seen).toEqual([0]);
    expect(chosen.built.transactions).toEqual(kept.built.transactions);
    expect(chosen.built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([
      [12.5, 0, 987.5],
      [0, 200, 1187.5],
    ]);
  });
});
