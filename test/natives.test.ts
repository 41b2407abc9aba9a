import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { KEPT_NATIVES } from '../src/load/natives.js';
import { extract } from '../src/index.js';

// The legacy pdf.js bundle swaps some builtins for core-js versions when it loads (natives.ts); the library puts
// them back, so neither its own code nor the caller's runs on the slow replacements.
const owners: Record<string, Record<string, unknown>> = {
  'Array.prototype': Array.prototype as never,
  JSON: JSON as never,
  'Function.prototype': Function.prototype as never,
};
// Read through a toString from a fresh realm: core-js's own toString makes its replacements print as native code.
const toString = runInNewContext('Function.prototype.toString') as (this: unknown) => string;
const isNative = (f: unknown) => typeof f === 'function' && /\{\s*\[native code\]\s*\}\s*$/.test(toString.call(f));

describe('builtins after pdf.js has loaded', () => {
  it('every builtin pdf.js replaces is the native one again, also after an extraction', async () => {
    await extract(new Uint8Array(readFileSync(join(import.meta.dirname, '..', 'samples', 'sample-statement.pdf'))), { ocr: { enabled: false } });
    for (const [owner, key] of KEPT_NATIVES) expect(isNative(owners[owner]![key]), `${owner}.${key}`).toBe(true);
  });

  it('the check itself tells a replaced function from a native one', () => {
    expect(isNative(function push() {})).toBe(false);
    expect(isNative(Math.max)).toBe(true);
  });
});
