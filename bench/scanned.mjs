// Scanned fixtures end to end: every generator layout scanned with seeded damage, read by extract() with OCR,
// compared row by row with its golden (date, debit, credit, balance). Reports rows exact, reconciliation, time.
// Run: npx vite-node bench/scanned.mjs [--skip-long]   (fixtures come from `npm test` or `npm run fixtures`)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createExtractor } from '../src/index.ts';
import { makeScannedFixtures } from '../fixtures/scan/make-scanned.ts';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'fixtures', 'out');
const out = join(root, 'bench', 'out', 'scanned');
const skipLong = process.argv.includes('--skip-long');
const ids = readdirSync(src).filter((f) => f.endsWith('.golden.json')).map((f) => f.replace('.golden.json', '')).filter((id) => !(skipLong && id.endsWith('-long')));
await makeScannedFixtures(src, out, { ids, seed: 11 });

const ex = createExtractor({ workers: 2 });
let exact = 0, total = 0, pages = 0, seconds = 0, reconciled = 0;
console.log('fixture | pages | rows exact | reconciliation | corrections | s/page');
try {
  for (const id of ids) {
    const golden = JSON.parse(readFileSync(join(out, `${id}.golden.json`), 'utf8'));
    const t0 = performance.now();
    const st = await ex.extract(join(out, `${id}.pdf`));
    const s = (performance.now() - t0) / 1000;
    const unused = [...st.transactions];
    let ok = 0;
    for (const g of golden.transactions) {
      const k = unused.findIndex((t) => t.date === g.date && t.debit === g.debit && t.credit === g.credit && t.balance === g.balance);
      if (k >= 0) { ok++; unused.splice(k, 1); }
    }
    exact += ok; total += golden.transactions.length; pages += st.page_count; seconds += s;
    if (st.reconciliation.status === 'reconciled') reconciled++;
    const why = st.reconciliation.status === 'reconciled' ? '' : ` (${st.reconciliation.notes.join('; ')})`;
    console.log(`${id} | ${st.page_count} | ${ok}/${golden.transactions.length} | ${st.reconciliation.status}${why} | ${st.transactions.filter((t) => t.corrections).length} | ${(s / st.page_count).toFixed(2)}`);
  }
} finally {
  await ex.close();
}
console.log(`total: ${exact}/${total} rows exact (${((100 * exact) / total).toFixed(1)} %), ${reconciled}/${ids.length} reconciled, ${pages} pages, ${(seconds / pages).toFixed(2)} s/page (2 workers)`);
