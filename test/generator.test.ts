/** Tests of the fixture generator itself: goldens reconcile in cents, page counts match the PDFs, quirks are covered. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_QUIRKS, CATEGORIES, toGolden, type Golden } from '../fixtures/generator/model.js';
import { FIXTURES, LAYOUTS } from '../fixtures/generator/index.js';
import { EN, EU, FR, INDIAN, SPACE, fmtNum } from '../fixtures/generator/format.js';
import { FIXTURE_DIR } from './global-setup.js';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const cents = (n: number) => Math.round(n * 100);

function loadGoldens(): Golden[] {
  return readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith('.golden.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(FIXTURE_DIR, f), 'utf8')) as Golden);
}

/** Page count and the text of each page (items joined with spaces, whitespace collapsed), read with pdfjs-dist. */
async function readPdf(file: string): Promise<{ pages: number; text: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(readFileSync(file));
  const doc = await pdfjs.getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
  const text: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    text.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(' ').replace(/\s+/g, ' '));
    page.cleanup();
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text };
}

const goldens = loadGoldens();

describe('fixture generator', () => {
  it('writes one golden per fixture', () => {
    expect(goldens.map((g) => g.id).sort()).toEqual(FIXTURES.map((f) => f.id).sort());
  });

  it('has at least 12 layouts from at least 6 countries, one of 30+ pages', () => {
    expect(LAYOUTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(LAYOUTS.map((l) => l.country)).size).toBeGreaterThanOrEqual(6);
    expect(Math.max(...goldens.map((g) => g.page_count))).toBeGreaterThanOrEqual(30);
  });

  it('covers every quirk', () => {
    const seen = new Set(goldens.flatMap((g) => g.quirks));
    const missing = ALL_QUIRKS.filter((q) => !seen.has(q));
    expect(missing).toEqual([]);
    for (const g of goldens) for (const q of g.quirks) expect(ALL_QUIRKS as readonly string[]).toContain(q);
  });

  describe.each(goldens.map((g) => [g.id, g] as const))('%s', (_id, g) => {
    it('has well-formed fields', () => {
      expect(['bank', 'credit_card']).toContain(g.account_type);
      expect(g.transactions.length).toBeGreaterThan(0);
      if (g.period_start) expect(g.period_start).toMatch(ISO);
      if (g.period_end) expect(g.period_end).toMatch(ISO);
      for (const [i, t] of g.transactions.entries()) {
        const where = `${g.id} row ${i}`;
        expect(t.date, where).toMatch(ISO);
        if (t.value_date !== null) expect(t.value_date, where).toMatch(ISO);
        if (g.period_start && g.period_end) {
          expect(t.date >= g.period_start && t.date <= g.period_end, `${where}: ${t.date} outside period`).toBe(true);
        }
        expect(t.description.trim(), where).toBe(t.description);
        expect(t.description, where).not.toMatch(/\s{2}/);
        expect(t.description.length, where).toBeGreaterThan(0);
        expect(t.debit >= 0 && t.credit >= 0, where).toBe(true);
        expect((t.debit > 0) !== (t.credit > 0), `${where}: exactly one of debit/credit`).toBe(true);
        expect(Number.isInteger(cents(t.debit)) && Math.abs(cents(t.debit) - t.debit * 100) < 1e-6, where).toBe(true);
        expect(CATEGORIES as readonly string[], where).toContain(t.category);
        expect(t.page_number >= 1 && t.page_number <= g.page_count, where).toBe(true);
        if (t.reference !== null) expect(t.reference.length, where).toBeGreaterThan(0);
      }
    });

    it('shows what its quirks claim', () => {
      const q = new Set<string>(g.quirks);
      const bal = g.transactions.map((t) => t.balance).filter((b): b is number => b !== null);
      const dates = g.transactions.map((t) => t.date);
      if (q.has('overdraft_minus') || q.has('overdraft_dr')) expect(Math.min(g.opening_balance, ...bal)).toBeLessThan(0);
      if (q.has('newest_first')) expect(dates.every((d, i) => i === 0 || d <= dates[i - 1])).toBe(true);
      if (q.has('no_running_balance') || q.has('credit_card')) expect(bal).toEqual([]);
      if (q.has('two_dates')) expect(g.transactions.every((t) => t.value_date !== null)).toBe(true);
      if (q.has('credit_card')) expect(g.account_type).toBe('credit_card');
      if (q.has('multi_page_repeated_headers') || q.has('brought_carried_forward') || q.has('page_subtotals')) expect(g.page_count).toBeGreaterThan(1);
      if (q.has('long_statement_30_pages')) expect(g.page_count).toBeGreaterThanOrEqual(30);
      if (q.has('date_dd/mm_no_year_year_crossing')) expect(new Set(dates.map((d) => d.slice(0, 4))).size).toBe(2);
      if (q.has('reference_column') || q.has('reference_upi_neft_imps') || q.has('reference_suffix') || q.has('reference_cheque_number')) {
        expect(g.transactions.some((t) => t.reference !== null)).toBe(true);
      }
    });

    it('reconciles in integer cents', () => {
      const card = g.account_type === 'credit_card';
      const rows = g.quirks.includes('newest_first') ? [...g.transactions].reverse() : g.transactions;
      let run = cents(g.opening_balance);
      for (const [i, t] of rows.entries()) {
        const delta = cents(t.credit) - cents(t.debit);
        run += card ? -delta : delta;
        if (t.balance !== null) expect(cents(t.balance), `${g.id} chronological row ${i}`).toBe(run);
      }
      expect(run).toBe(cents(g.closing_balance));
    });

    it('page numbers are in printed order and page_count matches the PDF', async () => {
      const pages = g.transactions.map((t) => t.page_number);
      const ordered = pages.every((p, i) => i === 0 || p >= pages[i - 1]);
      expect(ordered).toBe(true);
      const pdf = await readPdf(join(FIXTURE_DIR, `${g.id}.pdf`));
      expect(pdf.pages).toBe(g.page_count);
      // every word of each golden description and its reference is printed on the row's page
      const missing: string[] = [];
      for (const [i, t] of g.transactions.entries()) {
        const page = pdf.text[t.page_number - 1];
        for (const w of t.description.split(/[\s/]+/).filter(Boolean)) if (!page.includes(w)) missing.push(`row ${i}: ${w}`);
        if (t.reference && !page.includes(t.reference)) missing.push(`row ${i}: reference ${t.reference}`);
      }
      expect(missing).toEqual([]);
      // opening and closing balances are printed somewhere (in the statement's number format)
      const all = pdf.text.join(' ');
      for (const [name, v] of [['opening', g.opening_balance], ['closing', g.closing_balance]] as const) {
        const forms = [EN, EU, FR, SPACE, INDIAN].map((st) => fmtNum(cents(v), st));
        expect(forms.some((f) => all.includes(f)), `${name} balance ${v} not printed`).toBe(true);
      }
    });
  });

  it('is deterministic', async () => {
    const f = FIXTURES[0];
    const a = toGolden(f.id, await f.layout.render(f.seed, f.opts));
    const b = toGolden(f.id, await f.layout.render(f.seed, f.opts));
    expect(a).toEqual(b);
    expect(a).toEqual(goldens.find((g) => g.id === f.id));
  });
});
