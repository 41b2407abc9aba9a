// Memory at the stage boundaries of one extract(): RSS, heap used, and the process's peak RSS so far, after the text
// pass, after closing the document, after each parseLayout and after the interpretation. Peaks inside a synchronous
// stage show in maxRSS. `--gc` (with node --expose-gc) collects before each figure, to see what is live.
// Usage: node [--expose-gc] bench/memory-stages.mjs FILE [--gc] [--trace-gc]
import v8 from 'node:v8';
import { readFile } from 'node:fs/promises';
const DIST = process.env.DIST ?? '../dist';
const { openPdf } = await import(`${DIST}/load/open-pdf.js`);
const { readTextPages } = await import(`${DIST}/pipeline/read-pages.js`);
const { buildStatement } = await import(`${DIST}/pipeline/extract.js`);

const file = process.argv[2];
const gc = process.argv.includes('--gc') && globalThis.gc;
const mb = (n) => (n / 1048576).toFixed(0);
const t0 = Date.now();
const mark = (label) => {
  if (gc) gc();
  const m = process.memoryUsage();
  console.log(`${label.padEnd(22)} ${String(Date.now() - t0).padStart(6)} ms  rss ${mb(m.rss).padStart(4)}  heapUsed ${mb(m.heapUsed).padStart(4)}  heapTotal ${mb(m.heapTotal).padStart(4)}  ext+ab ${mb(m.external + m.arrayBuffers).padStart(3)}  peakRSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)}`);
};
mark('start');
const bytes = new Uint8Array(await readFile(file));
const doc = await openPdf(bytes, { standardFontPrograms: false });
const pages = await readTextPages(doc, {});
mark('text pass');
await doc.destroy();
mark('document closed');
if (process.argv.includes('--trace-gc')) v8.setFlagsFromString('--trace-gc');
const st = buildStatement(pages, { ocr: { enabled: false } }, true);
mark('statement built');
console.log(`rows ${st.transaction_count} ${st.reconciliation.status} candidates ${st.interpretation.candidates}`);
