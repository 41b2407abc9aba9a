/**
 * Mechanisms of the layout stage, each held on the random layouts that exercise it. For every mechanism a fixed
 * sample is drawn: the first statements from seed 100000 on whose drawn spec has the feature (whatever else they
 * draw). The sample's micro F1 must stay at or above a floor a little under what the mechanism reaches today; before
 * the mechanism existed each of these samples scored far below its floor (noted beside it). bench/random-layouts.mjs
 * gives the full picture on fresh seeds.
 */
import { describe, expect, it } from 'vitest';
import { drawSpec, featuresOf } from '../fixtures/generator/random/features.js';
import { randomStatement } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';

const FIRST_SEED = 100000;
const PER_FEATURE = 12;

/** feature (as featuresOf names it) -> floor of micro F1 on its sample; the comment gives the F1 before the mechanism. */
const MECHANISMS: [feature: string, floor: number][] = [
  ['dateNotFirst', 0.9], // rows start at a date under the header's date label, not only at the line's start
  ['money=marker:DR/CR', 0.9], // a DR/CR column of its own beside the amount
  ['money=marker:D/C', 0.9], // the same with D/C marks
  ['twoLists', 0.9], // two lists side by side, read one after the other
  ['date=ORD MMM', 0.9], // ordinal days ("12th Feb")
  ['subtotals', 0.9], // page subtotals told apart by their arithmetic
  ['currency=whole', 0.9], // currencies without minor units
  ['summary=bottom+totals/across', 0.9], // summary figures in a row under their labels, after the table
  ['money=marker:-/+', 0.9], // a lone sign in a column of its own, under no money label
  ['twoLists & header=.*/first', 0.92], // a page without a header takes the list header its figures stand under (0.88)
  ['twoLists & dateNotFirst & rows=multi/last', 0.98], // two lists whose rows start with details: each cut where its date column holds a date (0.96)
  ['twoLists & dateNotFirst & header=.*/first', 0.98], // a headerless page of such lists keeps the cut: the right list's date is the header's second date (0.96)
  ['twoLists & header=.*/first & dateOncePerDay', 0.95], // a headerless page is cut where rows start on both sides, not on one line (0.90)
  ['balanceStyle=od & overdraft', 0.99], // "OD" after an overdrawn balance: below zero (0.960, 2 of 12 reconciled)
  ['dateMarks', 0.99], // a footnote mark after a date ("2023-09-27*") (0.853, 5 of 12 reconciled with a wrong date)
  ['letterless', 0.99], // a row whose details are only a number, under the details label (0.923, none reconciled)
  ['strayWords', 0.99], // rows naming other banks and foreign amounts ("12,99 USD"): details, not dates or amounts (0.995, one reconciled with a wrong date)
  ['strayWords & currency=whole', 0.95], // the same in a yen or won statement: read as whole amounts all the same (0.383)
  ['markForm=paren', 0.99], // a mark in parentheses after its figure ("12.50 (Cr)") (0.184 on its fresh set)
  ['valueDateLine', 0.99], // a value date starting a row's second line, in the details column (0.843, 3 reconciled with wrong dates)
  ['mono', 0.99], // a fixed-width report in Courier: one space inside an amount is as wide as a digit (0.902)
  ['fakeBold', 0.99], // bold faked by drawing the text twice a fraction of a point apart: one copy read (0.894, one reconciled with wrong dates)
  ['jitter=0.12', 0.96], // glyphs placed one by one up to 0.12 em off: a figure pdf.js broke with a space is joined (0.832), and on such a page whole pieces, month names and labels too (0.982)
  ['jitter=0.16', 0.93], // the same up to 0.16 em (0.351; 0.952 with whole pieces, month names and labels joined on pages that show broken figures)
  ['headerWords=none & money=dc', 0.99], // no header row: money columns clustered, their roles chosen by the arithmetic (0.897)
  ['headerWords=unseen & money=dc', 0.99], // labels no word of ours names: the same (0.944)
  ['headerWords=.* & balanceLeft', 0.98], // a balance column left of the amounts, unnamed (0.000)
  ['headerWords=.* & valueDateLine', 0.98], // a value date in the details with no header to say where they are (one reconciled with wrong dates)
  ['headerWords=.* & money=signed:.*', 0.98], // one signed amount beside an unnamed balance (0.819)
  // dates after the details with no header: their column found by geometry (0.019). 0.89 on its branch; after the
  // merge its sample also holds drawing styles and other seeds (100675, unseen labels: 27/43; 100495 headerless
  // Courier with fake bold: 17/57; 100988 drawn column by column: 17/70): 0.831, the floor until they are read.
  ['headerWords=.* & dateNotFirst', 0.83],
  ['sections', 0.99], // typed sections: directions from titles or, where no title names one, from the totals (0.996)
  ['sections & sections:daily', 0.99], // a daily ending balance table in lists side by side: no rows (0.994)
  ['sections & sections:checks[23]', 0.99], // checks paid in lists side by side, a number under a check label (0.997)
  // The twelfth session's families (their samples draw them; the samples above are drawn without them):
  ['valign=balanceLast', 0.99], // the balance on a row's last line is the row's, not a row of its own (100023 reconciled with its balance lost)
  ['valign=middle & dateOncePerDay', 0.955], // figures alone between lines of details start the next row of the same day (0.941; 0.960 after)
  // A value date starting the details' second line under centred figures: the row's own details, also left of the
  // date column and where the details' first line went to the row above; a table without balances checked by its
  // printed totals prefers the reading that keeps every row (0.964 and 0.838, two reconciled with wrong dates on
  // fresh seeds).
  ['valign=middle & valueDateLine', 0.99],
  ['headerWords=.* & valign=middle', 0.88],
  // The thirteenth session's family (its sample draws it; every sample above is drawn without it):
  ['dateStack', 0.99], // the value date under the booking date in the date column: the row's, not a row of its own (100029 reconciled with wrong rows; 1.000 after)
  // The fourteenth session's family (test/accounts.test.ts holds its accounts' reconciliation; F1 was 1.000 before):
  ['accounts', 0.99], // several accounts one after another: no account said reconciled with another's rows
  // The fifteenth session's family (day-balances.ts): balance lines between the rows, no transactions.
  ['dayBalances', 0.99], // a line printing a day's balance, its figure in an amount column, is no transaction (0.956)
  // the same in tables without a balance column: the lines' figures become the rows' balances, which the chain checks
  // (0.898; 100638, details first and each line read into the row above as its credit, is left: 5/13)
  ['dayBalances & balance=none', 0.98],
  // The sixteenth session's family (direction-words.ts): the direction as a word in a column of its own left of one
  // unsigned amount, read as the amount's mark; which word means debit the arithmetic says (0.813; 0.990 after)
  ['dirWords', 0.98],
  // the same without a balance column: only the words (and the printed totals) give the directions (0.813; 0.993 after)
  ['dirWords & balance=none', 0.98],
  // The fortieth session's: a first page's labels cut short ("Rece.", "Rema.") among labels no word of ours names,
  // one cut label read as a known credit, another as the details over the balances: where the header's reading does
  // not add up, the table is also read as if it had no header (columns clustered, roles by the arithmetic)
  ['headerWords=unseen & pages=.*/abbrev', 0.97], // (0.887)
  // The fifty-first session's (flowed.ts): rows written as running text, their figures and dates set into columns of
  // their own (layout/flowed-rows.ts) (100231 reconciled with a wrong row; 0.958 after, 100017 left: 14/35).
  ['flowed', 0.95],
];

const TWELFTH = ['align=', 'descFig=', 'cardGroups', 'valign='];
const twelfth = (feature: string) => TWELFTH.some((t) => feature.includes(t));
const THIRTEENTH = ['dateStack'];
const thirteenth = (feature: string) => THIRTEENTH.some((t) => feature.includes(t));
const FOURTEENTH = ['accounts'];
const fourteenth = (feature: string) => FOURTEENTH.some((t) => feature.includes(t));
const dayBalances = (feature: string) => feature.includes('dayBalances');
const PAGES = ['pages'];
const pageTemplates = (feature: string) => PAGES.some((t) => feature.includes(t));
const directionWords = (feature: string) => feature.includes('dirWords');
const fifteenth = (feature: string) => dayBalances(feature) || pageTemplates(feature) || directionWords(feature);
const drawn = (feature: string) => ({
  twelfth: twelfth(feature) || thirteenth(feature) || fourteenth(feature) || fifteenth(feature),
  thirteenth: thirteenth(feature) || fourteenth(feature) || fifteenth(feature),
  fourteenth: fourteenth(feature) || fifteenth(feature),
  dayBalances: dayBalances(feature) || directionWords(feature),
  pageTemplates: pageTemplates(feature) || directionWords(feature),
  directionWords: directionWords(feature),
  // The fifty-first session's family (rows written as running text): only in its own samples.
  flowed: feature.includes('flowed'),
});

/** A feature, or several joined by ' & ', each a pattern matched against a whole feature name. */
function hasFeatures(features: string[], wanted: string): boolean {
  return wanted.split(' & ').every((w) => features.some((f) => f === w || new RegExp(`^${w}$`).test(f)));
}

/**
 * Drawing styles the reader does not master yet (their own floors are low): a statement drawn with one is left out
 * of every other feature's sample, so a floor there measures its own mechanism.
 */
const UNSOLVED = ['jitter=0.12', 'jitter=0.16'];

function sampleSeeds(feature: string): number[] {
  const seeds: number[] = [];
  for (let seed = FIRST_SEED; seeds.length < PER_FEATURE && seed < FIRST_SEED + 20000; seed++) {
    const features = featuresOf(drawSpec(seed, drawn(feature)));
    if (!UNSOLVED.includes(feature) && features.some((f) => UNSOLVED.includes(f))) continue;
    // A table whose header names no column (headerWords=...), and statements in typed sections, are mechanisms of
    // their own: the others' samples keep to the layouts they were set on.
    if (!hasFeatures(features, feature)) continue;
    if (!feature.includes('headerWords') && features.some((f) => f.startsWith('headerWords='))) continue;
    if (!feature.includes('sections') && features.includes('sections')) continue;
    seeds.push(seed);
  }
  return seeds;
}

describe('layout mechanisms on random layouts', () => {
  it.each(MECHANISMS)('%s: micro F1 of its sample >= %d', async (feature, floor) => {
    const seeds = sampleSeeds(feature);
    expect(seeds.length).toBe(PER_FEATURE);
    let tp = 0;
    let nOut = 0;
    let nExp = 0;
    const lines: string[] = [];
    for (const seed of seeds) {
      const { pdf, golden } = await randomStatement(seed, drawn(feature));
      let st = null;
      try {
        st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
      } catch {
        st = null;
      }
      const s = scoreStatement(golden, st);
      tp += s.tp;
      nOut += s.nOut;
      nExp += s.nExp;
      lines.push(`${seed} ${s.tp}/${s.nExp} out ${s.nOut}`);
      // Whatever the sample's F1, a statement that says reconciled has every row right.
      expect(s.reconciled && s.wrong, `seed ${seed} reconciled with a wrong row`).toBe(false);
    }
    const p = nOut ? tp / nOut : 0;
    const r = nExp ? tp / nExp : 0;
    const f1 = p + r ? (2 * p * r) / (p + r) : 0;
    expect(f1, `${feature}: ${lines.join(', ')}`).toBeGreaterThanOrEqual(floor);
  });
});
