/**
 * Random layouts (fixtures/generator/random), a fixed small sample: the generator's own invariants (goldens chain,
 * every golden amount is printed on its page, same seed same bytes), then extract() on each statement. The results are
 * recorded (printed), not held to an F1 threshold; the one property asserted on the extractor is that no statement
 * comes out `reconciled` while a row is wrong. The full measure is bench/random-layouts.mjs.
 */
import { describe, expect, it } from 'vitest';
import { randomStatement, summaryOf, type RandomStatement } from '../fixtures/generator/random/index.js';
import { fmtNumR } from '../fixtures/generator/random/notation.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';

// 40 and 46: typed sections with three check lists and with a daily balance table (6 has sections too).
const SEEDS = [...Array.from({ length: 20 }, (_, i) => 1 + i), 40, 46];
const cents = (n: number) => Math.round(n * 100);

const made = new Map<number, RandomStatement>();
async function get(seed: number): Promise<RandomStatement> {
  if (!made.has(seed)) made.set(seed, await randomStatement(seed));
  return made.get(seed)!;
}

/** Text of each page, pdf.js items joined with spaces, no-break spaces as spaces. */
async function pageTexts(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    out.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(' ').replace(/\u00a0/g, ' '));
    page.cleanup();
  }
  await doc.destroy();
  return out;
}

describe('random layout generator', () => {
  it.each(SEEDS)('seed %i: the golden chains (opening + movements = closing, every printed balance follows)', async (seed) => {
    const { golden: g, spec } = await get(seed);
    expect(g.transactions.length).toBeGreaterThan(0);
    const sense = g.account_type === 'credit_card' ? -1 : 1;
    // Several accounts (accounts.ts): each chains from its own opening to its own closing; the top-level balances are the first's.
    const accounts = g.accounts ?? [{ opening_balance: g.opening_balance, closing_balance: g.closing_balance }];
    if (g.accounts) expect([g.opening_balance, g.closing_balance]).toEqual([g.accounts[0]!.opening_balance, g.accounts[0]!.closing_balance]);
    accounts.forEach((a, i) => {
      const own = g.transactions.filter((t) => (t.account ?? 0) === i);
      const chrono = spec.newestFirst ? [...own].reverse() : own;
      let run = cents(a.opening_balance);
      for (const t of chrono) {
        expect(cents(t.debit) === 0 || cents(t.credit) === 0).toBe(true);
        run += sense * (cents(t.credit) - cents(t.debit));
        if (t.balance !== null) expect(cents(t.balance)).toBe(run);
        expect(t.date >= g.period_start! && t.date <= g.period_end!).toBe(true);
      }
      expect(run).toBe(cents(a.closing_balance));
    });
  });

  it.each(SEEDS)('seed %i: every golden amount is printed on its page', async (seed) => {
    const { pdf, golden: g, spec } = await get(seed);
    const pages = await pageTexts(pdf);
    expect(pages.length).toBe(g.page_count);
    for (const t of g.transactions) {
      // Without spaces: a statement drawn glyph by glyph (drawing.ts) shows the amount whole, but pdf.js's text may
      // hold a space inside it.
      const amount = fmtNumR(cents(t.debit || t.credit), spec.money.num).replace(/\s/g, '');
      expect(pages[t.page_number - 1]!.replace(/\s/g, ''), `${amount} on page ${t.page_number}`).toContain(amount);
    }
  });

  it('is deterministic', async () => {
    const a = await randomStatement(7);
    const b = await randomStatement(7);
    expect(Buffer.compare(a.pdf, b.pdf)).toBe(0);
    expect(b.golden).toEqual(a.golden);
  });
});

describe('extract() on random layouts', () => {
  const scores = new Map<number, ReturnType<typeof scoreStatement>>();
  const score = async (seed: number) => {
    if (!scores.has(seed)) {
      const { pdf, golden } = await get(seed);
      let st = null;
      try {
        st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
      } catch {
        st = null;
      }
      scores.set(seed, scoreStatement(golden, st));
    }
    return scores.get(seed)!;
  };

  it('records the results of the sample', async () => {
    const lines: string[] = [];
    for (const seed of SEEDS) {
      const s = await score(seed);
      lines.push(`${seed}\t${s.tp}/${s.nExp} out ${s.nOut} F1 ${s.f1.toFixed(3)} ${s.reconciled ? 'reconciled' : '-'}${s.wrong ? ' wrong' : ''}\t${summaryOf((await get(seed)).spec)}`);
    }
    console.log(lines.join('\n'));
    expect(scores.size).toBe(SEEDS.length);
  });

  it('never says reconciled while a row is wrong', async () => {
    const bad: number[] = [];
    for (const seed of SEEDS) {
      const s = await score(seed);
      if (s.reconciled && s.wrong) bad.push(seed);
    }
    expect(bad).toEqual([]);
  });
});
