import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { extract, preview, StatementError } from '../src/index.js';

/**
 * Replays test/fuzz-corpus/: files found by bench/fuzz.mjs (one per outcome it met, and any case that ever failed
 * there). Each must read, or fail with a StatementError, in extract and in preview; never a generic Error.
 */
const dir = join(import.meta.dirname, 'fuzz-corpus');
const files = readdirSync(dir).filter((f) => f.endsWith('.pdf')).sort();

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    expect(e, String(e)).toBeInstanceOf(StatementError);
    return (e as StatementError).code;
  }
}

describe('fuzz corpus', () => {
  it('is not empty', () => expect(files.length).toBeGreaterThan(5));
  for (const f of files) {
    it(f, async () => {
      const bytes = new Uint8Array(readFileSync(join(dir, f)));
      await outcome(extract(bytes, { ocr: { enabled: false } }));
      await outcome(preview(bytes));
    });
  }
});

describe('fuzz corpus, in a script that awaits at top level', () => {
  // Nothing but the library's own handles keeps such a process alive: a wait on an unref'd timer or thread ends it
  // with exit 13 before the answer. bench/fuzz-one.mjs is that script (one JSON line, exit 0).
  const run = promisify(execFile);
  const script = join(import.meta.dirname, '..', 'bench', 'fuzz-one.mjs');
  it.each(files)('%s answers', async (f) => {
    const { stdout } = await run(process.execPath, [script, join(dir, f)], { timeout: 120_000 });
    const r = JSON.parse(stdout.trim().split('\n').pop()!) as { extract: { outcome: string }; preview: { outcome: string } };
    expect(['ok', 'typed']).toContain(r.extract.outcome);
    expect(['ok', 'typed']).toContain(r.preview.outcome);
  }, 130_000);
});
