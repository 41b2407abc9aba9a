import { describe, expect, it } from 'vitest';
import { extract, preview, StatementError } from '../src/index.js';
import { damagedSamples } from './support/damage.js';

/** The error's code; fails the test when the error is not a StatementError (a generic Error is the bug). */
async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e, String(e)).toBeInstanceOf(StatementError);
    return (e as StatementError).code;
  }
  return 'no error';
}

describe('damaged PDFs fail with a typed error, in extract and preview', () => {
  const cases = damagedSamples();
  const expected: Record<string, string> = {
    'truncated xref': 'CORRUPT_PDF',
    'corrupted flate stream': 'CORRUPT_PDF',
    'broken page tree kid': 'CORRUPT_PDF',
    'circular Pages tree': 'CORRUPT_PDF',
    'arrays nested 10^5 deep in the page dictionary': 'RESOURCE_LIMIT',
  };
  for (const [name, bytes] of Object.entries(cases)) {
    it(name, async () => {
      expect(await codeOf(extract(bytes, { ocr: { enabled: false } }))).toBe(expected[name]);
      expect(await codeOf(preview(bytes))).toBe(expected[name]);
    });
  }
});
