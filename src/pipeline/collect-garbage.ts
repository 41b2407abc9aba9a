import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A long statement's interpretation allocates a few hundred MB that outlive young collections (its layouts, the
 * candidate readings) while V8 lets the old generation grow to ~4x what its last full collection found live. That
 * collection falls wherever it falls: while the pages' lines are still held (a 2,000-page run then peaked at 400-454 MB
 * RSS), or after they are let go. Collecting once right after the lines go makes the peak what the reading needs, not
 * where V8 happened to look (333-354 MB), for ~0.1-0.2 s of a 30 s job.
 *
 * Node gives a full collection only through `--expose-gc`. The flag is set just while one new context is made, so the
 * caller's global scope never gains a `gc` and contexts made later do not either; a process started with the flag
 * uses its own `gc`. Where neither works, nothing is collected (the result is the same, only the peak is V8's).
 */
export function collectGarbage(): void {
  if (collector === undefined) collector = makeCollector();
  collector?.();
}

let collector: (() => void) | null | undefined;

function makeCollector(): (() => void) | null {
  const own = (globalThis as { gc?: unknown }).gc;
  if (typeof own === 'function') return own as () => void;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}
