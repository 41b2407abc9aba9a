// What the interpretation search costs: interpret() (every candidate reading built and reconciled) against one
// reading (parseLayout, one buildTransactions and one reconcile), each as a share of the whole extract(), warm and
// in-process, on the short digital statements bench/digital.mjs uses (fixtures, and ../shared/realworld's digital
// cases when present). Run: npm run build && node bench/search-share.mjs [--verbose]
import fs from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mod = (p) => import(pathToFileURL(join(root, p)).href);
const { openPdf } = await mod('dist/load/open-pdf.js');
const { readTextPages } = await mod('dist/pipeline/read-pages.js');
const { interpret } = await mod('dist/interpret/search.js');
const { parseLayout } = await mod('dist/layout/index.js');
const { buildTransactions } = await mod('dist/normalize/build-transactions.js');
const { reconcile } = await mod('dist/reconcile/reconcile.js');
const { extract } = await mod('dist/index.js');
const files = [];
for (const f of fs.readdirSync(join(root, 'fixtures', 'out')).sort()) if (f.endsWith('.pdf')) files.push(join(root, 'fixtures', 'out', f));
const rw = join(root, '..', 'shared', 'realworld');
if (fs.existsSync(rw)) for (const f of fs.readdirSync(rw).sort()) if (f.endsWith('.expected.json') && JSON.parse(fs.readFileSync(join(rw, f), 'utf8')).kind === 'digital') files.push(join(rw, f.replace('.expected.json', '.pdf')));
let TI = 0, TS = 0, TE = 0;
const R = 5;
for (const f of files) {
  const data = new Uint8Array(fs.readFileSync(f));
  let doc; try { doc = await openPdf(data.slice(), { standardFontPrograms: false }); } catch { continue; }
  const pages = await readTextPages(doc, {}); await doc.destroy();
  try { await extract(data.slice(), { ocr: { enabled: false } }); } catch { continue; }
  let t = performance.now();
  for (let i = 0; i < R; i++) interpret(pages, {});
  const ti = (performance.now() - t) / R;
  t = performance.now();
  for (let i = 0; i < R; i++) { const l = parseLayout(pages, {}, 'first'); const b = buildTransactions(l, {}, l.summary.currency ?? null, {}); reconcile({ transactions: b.transactions, opening: b.opening_balance, closing: b.closing_balance, newestFirst: b.newestFirst, sense: b.balanceSense, printedTotals: b.printed_totals, period: { start: b.period_start, end: b.period_end } }); }
  const ts = (performance.now() - t) / R;
  t = performance.now();
  for (let i = 0; i < R; i++) await extract(data.slice(), { ocr: { enabled: false } });
  const te = (performance.now() - t) / R;
  TI += ti; TS += ts; TE += te;
  if (process.argv.includes('--verbose')) console.log(f.split('/').pop().padEnd(40), 'interpret', ti.toFixed(1), 'single', ts.toFixed(1), 'extract', te.toFixed(1), 'search adds', (100 * (ti - ts) / te).toFixed(0) + '%');
}
console.log(`${files.length} files; ${(await import('node:os')).cpus()[0]?.model}, node ${process.version}`);
console.log('all: interpret', TI.toFixed(0), 'single reading', TS.toFixed(0), 'extract', TE.toFixed(0), '| interpret share', (100 * TI / TE).toFixed(1) + '%', '| search adds', (100 * (TI - TS) / TE).toFixed(1) + '%');
process.exit(0);
