// Render resolution against accuracy and speed on scans of random layouts: every statement scanned at SCANDPI with
// seeded damage, read by extract() with the pages rendered at 300 DPI and at SCANDPI, twice each, alternating.
//   npx vite-node bench/ocr-dpi.mjs [--seed 9000] [--count 6] [--scan-dpi 200]
import { randomStatement } from '../fixtures/generator/random/index.ts';
import { scanPdf } from '../fixtures/scan/make-scanned.ts';
import { createExtractor } from '../src/index.ts';
import { scoreStatement } from './random-score.mjs';

const opt = (name, def) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
};
const s0 = opt('--seed', 9000);
const n = opt('--count', 6);
const scanDpi = opt('--scan-dpi', 200);
const scans = [];
for (let seed = s0; seed < s0 + n; seed++) {
  const { pdf, golden } = await randomStatement(seed);
  const { pdf: scan, damage } = await scanPdf(new Uint8Array(pdf), { seed: seed * 7 + 1, damage: { dpi: scanDpi } });
  scans.push({ seed, scan, golden, pages: damage.length });
}
for (const dpi of [300, scanDpi, 300, scanDpi]) {
  const ex = createExtractor({ workers: 2, dpi });
  await ex.extract(scans[0].scan); // pool start and warm-up, not timed
  let exact = 0;
  let total = 0;
  let pages = 0;
  let rec = 0;
  const t0 = performance.now();
  for (const s of scans) {
    const st = await ex.extract(s.scan);
    const sc = scoreStatement(s.golden, st);
    exact += sc.tp - sc.badBalance;
    total += sc.nExp;
    pages += s.pages;
    if (sc.reconciled) rec++;
  }
  const sec = (performance.now() - t0) / 1000;
  console.log(`render ${dpi} DPI: rows exact ${exact}/${total} (${((100 * exact) / total).toFixed(1)} %), reconciled ${rec}/${scans.length}, ${(sec / pages).toFixed(2)} s/page`);
  await ex.close();
}
