/**
 * Scanned fixtures end to end: generator PDFs turned into image-only scans with seeded damage (tilt, blur, noise,
 * JPEG, grey or bitonal), read by extract() with OCR, compared with the same goldens as the digital ones.
 * CI runs two one-page layouts (OCR costs seconds a page); bench/scanned.mjs runs them all.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractor, type Extractor } from '../src/index.js';
import { makeScannedFixtures } from '../fixtures/scan/make-scanned.js';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'fixtures', 'out');
const out = join(root, 'build', 'scanned-test');
const IDS = ['br-banco-cerrado', 'uk-albion-card'];

interface GoldenRow { date: string; debit: number; credit: number; balance: number | null }

let ex: Extractor;
beforeAll(async () => {
  await makeScannedFixtures(src, out, { ids: IDS, seed: 7 });
  ex = createExtractor({ workers: 2 });
}, 300_000);
afterAll(async () => {
  await ex?.close();
});

describe('scanned fixtures through extract()', () => {
  it('reads >= 98 % of golden rows exactly and reconciles (or says why)', { timeout: 600_000 }, async () => {
    let exact = 0;
    let total = 0;
    let balancesWrong = 0;
    const silent: string[] = [];
    let extra = 0;
    const report: string[] = [];
    for (const id of IDS) {
      const golden = JSON.parse(await readFile(join(out, `${id}.golden.json`), 'utf8')) as { transactions: GoldenRow[]; opening_balance: number; closing_balance: number };
      const st = await ex.extract(join(out, `${id}.pdf`));
      expect(st.pages.every((p) => p.type === 'scanned')).toBe(true);
      // Each golden row must be found exactly (date, debit, credit, balance), each output row used once.
      const unused = [...st.transactions];
      golden.transactions.forEach((g, i) => {
        total++;
        const k = unused.findIndex((t) => t.date === g.date && t.debit === g.debit && t.credit === g.credit && t.balance === g.balance);
        if (k >= 0) {
          exact++;
          unused.splice(k, 1);
        } else report.push(`${id} row ${i} not read exactly: ${JSON.stringify({ date: g.date, debit: g.debit, credit: g.credit, balance: g.balance })}`);
      });
      if (unused.length) report.push(`${id}: ${unused.length} output row(s) match no golden row`);
      extra += unused.length;
      if (st.opening_balance !== golden.opening_balance || st.closing_balance !== golden.closing_balance) {
        balancesWrong++;
        report.push(`${id}: opening/closing ${st.opening_balance}/${st.closing_balance}, expected ${golden.opening_balance}/${golden.closing_balance}`);
      }
      // A digital twin that reconciles must reconcile scanned, or the result must say which rows break.
      if (st.reconciliation.status !== 'reconciled' && st.reconciliation.notes.length + st.reconciliation.breaks.length === 0) silent.push(id);
      report.push(`${id}: ${st.reconciliation.status}, confidence ${st.confidence}, corrections ${st.transactions.filter((t) => t.corrections).length}`);
    }
    console.log(`scanned goldens: ${exact}/${total} rows exact\n  ${report.join('\n  ')}`);
    expect(exact / total).toBeGreaterThanOrEqual(0.98);
    expect(balancesWrong).toBe(0);
    expect(silent).toEqual([]);
    expect(extra).toBeLessThanOrEqual(total * 0.02);
  });
});
