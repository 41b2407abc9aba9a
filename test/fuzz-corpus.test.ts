import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
