// Random layouts, scanned: each statement drawn by fixtures/generator/random (exact golden) is read digitally, then
// printed and scanned with seeded damage (fixtures/scan: tilt, blur, noise, JPEG, 150-300 DPI, grey or 1-bit) and
// read again with OCR. Reports rows exact (date, debit, credit and printed balance), reconciliation of both readings,
// statements `reconciled` with a wrong row nothing flags (silent errors), and, for a statement that reconciles digitally but not
// scanned, whether the result names where it broke (a chain break or an unread line).
//
//   npx vite-node bench/random-scanned.mjs [--seed 7000] [--count 30] [--workers 2] [--dump DIR] [--only-failures]
//
// --dump DIR writes <seed>.pdf (digital), <seed>.scan.pdf, .golden.json, .spec.json and .output.json of every
// statement whose scanned reading is not exact.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { randomStatement } from '../fixtures/generator/random/index.ts';
import { scanPdf } from '../fixtures/scan/make-scanned.ts';
import { createExtractor } from '../src/index.ts';
import { headerLines, judge, summaryLines } from './scanned-result.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const seed0 = Number(opt('--seed', 7000));
const count = Number(opt('--count', 30));
const workers = Number(opt('--workers', 2));
const dump = opt('--dump', null);
const onlyFailures = args.includes('--only-failures');
if (dump) mkdirSync(dump, { recursive: true });

const ex = createExtractor({ workers });
const results = [];
let pages = 0;
let ocrSeconds = 0;
for (const l of headerLines(`# random-scanned seeds ${seed0}..${seed0 + count - 1}; ${cpus().length} x ${cpus()[0]?.model}, node ${process.version}, ${workers} OCR workers`)) console.log(l);
try {
  for (let seed = seed0; seed < seed0 + count; seed++) {
    const { pdf, golden, spec } = await randomStatement(seed);
    const digital = await ex.extract(new Uint8Array(pdf), { ocr: { enabled: false } }).catch((e) => ({ error: e }));
    const { pdf: scan, damage } = await scanPdf(new Uint8Array(pdf), { seed: seed * 7 + 1 });
    const t0 = performance.now();
    let st = null;
    let error = null;
    try {
      st = await ex.extract(scan);
    } catch (e) {
      error = String(e?.code ?? e?.message ?? e);
    }
    ocrSeconds += (performance.now() - t0) / 1000;
    pages += damage.length;
    const r = judge({ seed, spec, golden, damage, digital, st, error });
    results.push(r);
    const failed = r.failed;
    if (!onlyFailures || failed) console.log(r.line);
    if (dump && failed) {
      writeFileSync(join(dump, `${seed}.pdf`), pdf);
      writeFileSync(join(dump, `${seed}.scan.pdf`), scan);
      writeFileSync(join(dump, `${seed}.golden.json`), JSON.stringify(golden, null, 1) + '\n');
      writeFileSync(join(dump, `${seed}.spec.json`), JSON.stringify(spec, null, 1) + '\n');
      writeFileSync(join(dump, `${seed}.output.json`), JSON.stringify(st ?? { error }, null, 1) + '\n');
    }
  }
} finally {
  await ex.close();
}

for (const l of summaryLines(results, pages, ocrSeconds)) console.log(l);
