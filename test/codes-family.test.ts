/**
 * The generator's booking-code family (fixtures/generator/random/codes.ts): a code column before or after the
 * details on every row, each kind of transaction its own code. Drawn from a generator of its own; `codes: false`
 * leaves it out. The parser reads such figures left of the money labels as text (layout/left-of-labels.ts).
 */
import { describe, expect, it } from 'vitest';
import { drawSpec, randomStatement } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';

/** The first seed from 1000 whose statement draws the family in the given form, in a currency with cents. */
function seedFor(form: string): number {
  for (let seed = 1000; seed < 3000; seed++) {
    const s = drawSpec(seed);
    if (s.codes?.form === form && !s.currency.whole && !s.pages && !s.dayBalances && !s.dirWords && s.headerWords === 'known') return seed;
  }
  throw new Error('no seed draws the family');
}

describe('booking codes in a column of their own', () => {
  it.each(['digits4', 'digits3', 'kind'])('%s: drawn with a code per kind of transaction, left out on request, never read as money', async (form) => {
    const seed = seedFor(form);
    const spec = drawSpec(seed);
    expect(spec.columns).toContain('code');
    expect(drawSpec(seed, { codes: false }).columns).not.toContain('code');
    const codes = Object.values(spec.codes!.byCategory);
    expect(new Set(codes).size).toBe(codes.length);
    const { pdf, golden } = await randomStatement(seed, { plainDrawing: true });
    const st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
    const score = scoreStatement(golden, st);
    expect({ seed, f1: score.f1, wrong: score.wrong }).toEqual({ seed, f1: 1, wrong: false });
  });
});
