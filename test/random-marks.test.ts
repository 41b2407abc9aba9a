/**
 * The random generator's mark-column family (fixtures/generator/random/marks.ts) through extract(): a mark column with
 * no label, a label naming the credit mark first, one direction printed blank, and marks of languages the parser
 * has no word for under no header. Statements are the first seeds of a range whose spec draws each case (drawn in
 * the plain drawing style, so only the marks are under test); every row must come out right.
 */
import { describe, expect, it } from 'vitest';
import { drawSpec, randomStatement, type RandomStatement, type Spec } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';

type Golden = RandomStatement['golden'];
// A column is found where its marks stand on at least three lines: a blank direction leaves the other's mark to show it.
const credits = (g: Golden) => g.transactions.filter((t) => t.credit > 0).length >= 3;

// Marks with a meaning of their own (DR/CR, D/C, signs) were read before the family existed: the cases draw others.
const unknown = (s: Spec) => !s.marker.some((m) => /^(DR|CR|Dr|Cr|D|C|-|\+)$/.test(m));

// "C" printed as the debit's mark (a pair "C/A": cargo, abono), the credits printed blank: a C that is no credit.
const loneCargo = (s: Spec) => s.marker[0] === 'C' && s.marker[1] === '';

const CASES: [string, (s: Spec) => boolean, (g: Golden) => boolean][] = [
  ['no label over the marks', (s) => s.marks?.label === 'none' && !s.marks.blank && unknown(s), () => true],
  ['a label naming the credit mark first', (s) => s.marks?.label === 'creditFirst' && !s.marks.blank, () => true],
  ['debits printed without a mark', (s) => s.marks?.blank === 'debit' && s.marks.label === 'usual' && unknown(s), credits],
  ['credits printed without a mark', (s) => s.marks?.blank === 'credit' && s.marks.label === 'usual' && unknown(s), () => true],
  // A lone letter that means the other direction in English, its partner never printed.
  ['credits printed blank, a lone "C" its label pairs with "A"', (s) => s.marks?.label === 'usual' && loneCargo(s), () => true],
  ['credits printed blank, a lone "C" under no label', (s) => s.marks?.label === 'none' && loneCargo(s), () => true],
  ['no header, marks in a language the parser has no word for', (s) => s.headerWords === 'none' && !s.marks && unknown(s), () => true],
];

/** The first seed from 880000 whose statement draws the case, with a balance column and nothing else unusual. */
async function statementFor(want: (s: Spec) => boolean, enough: (g: Golden) => boolean): Promise<RandomStatement & { seed: number }> {
  for (let seed = 880000; seed < 890000; seed++) {
    const s = drawSpec(seed, { directionWords: false });
    if (s.moneyMode !== 'marker' || s.balance !== 'all' || s.twoLists || s.newestFirst || !want(s)) continue;
    const made = await randomStatement(seed, { plainDrawing: true, directionWords: false });
    if (enough(made.golden)) return { ...made, seed };
  }
  throw new Error('no seed draws the case');
}

describe('mark columns in random layouts', () => {
  it.each(CASES)('%s: every row right', async (_name, want, enough) => {
    const { pdf, golden, seed } = await statementFor(want, enough);
    const st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
    const score = scoreStatement(golden, st);
    expect({ seed, f1: score.f1, wrong: score.wrong }).toEqual({ seed, f1: 1, wrong: false });
  });
});
