// Random layouts, scanned, with the OCR kept: OCR a set once, then read it again with the current code in seconds.
//
//   npx vite-node bench/scan-cache.mjs --seed 9650 --count 30 --cache DIR [--workers 2] [--only-failures]
//   npx vite-node bench/scan-cache.mjs --from-cache DIR [--seed N --count K] [--only-failures] [--dump OUT]
//
// The first form does what bench/random-scanned.mjs does (same statements, same damage, same extractor options) and
// prints the same lines, and keeps in DIR, per statement: <seed>.ocr.json (each page's OCR words before they are
// grouped into lines, with the page's size and turn, as extract() got them from the OCR pool), <seed>.pdf (digital),
// <seed>.scan.pdf, .golden.json, .spec.json and .output.json (the live scanned reading). It also reads every
// statement back from what it just kept and says `CACHE-MISMATCH` where that reading differs from the live one.
//
// The second form reads the kept words again with the current code: groupLines, then everything extract() does after
// OCR (buildStatement: layout, normalisation, reconciliation), and the digital PDF with the current code too. Its
// lines compare statement by statement with any earlier run (`diff`). --only-failures prints only statements not
// read exactly (the summary counts all). --dump OUT writes the scanned readings as <seed>.output.json.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { randomStatement } from '../fixtures/generator/random/index.ts';
import { scanPdf } from '../fixtures/scan/make-scanned.ts';
import { createExtractor } from '../src/index.ts';
import { createOcrPool } from '../src/ocr/pool.ts';
import { runExtraction, buildStatement } from '../src/pipeline/extract.ts';
import { validateExtractOptions } from '../src/load/options.ts';
import { groupLines } from '../src/text/group-lines.ts';
import { headerLines, judge, summaryLines } from './scanned-result.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const workers = Number(opt('--workers', 2));
const onlyFailures = args.includes('--only-failures');
const cache = opt('--cache', null);
const fromCache = opt('--from-cache', null);
const dump = opt('--dump', null);
if (!cache === !fromCache) {
  console.error('give one of --cache DIR (OCR and keep) or --from-cache DIR (read the kept OCR again)');
  process.exit(2);
}
if (dump) mkdirSync(dump, { recursive: true });

/** The pages as OCR gave them to extract(): lines grouped from the kept words by the current groupLines. */
function pagesOf(entry) {
  return entry.pages.map(({ words, ...page }) => ({ ...page, lines: page.error ? [] : groupLines(words.map((w) => ({ ...w })), page.page_number) }));
}

function readCached(entry) {
  try {
    if (entry.missing?.length) throw Object.assign(new Error('OCR_FAILED'), { code: `OCR_FAILED (page ${entry.missing.join(', ')} not kept)` });
    return { st: buildStatement(pagesOf(entry), validateExtractOptions({}), true), error: null };
  } catch (e) {
    return { st: null, error: String(e?.code ?? e?.message ?? e) };
  }
}

const ex = createExtractor({ workers });
const results = [];
let pages = 0;
let ocrSeconds = 0;
const show = (r) => {
  results.push(r);
  pages += r.pages;
  if (!onlyFailures || r.failed) console.log(r.line);
};

try {
  if (cache) {
    mkdirSync(cache, { recursive: true });
    const seed0 = Number(opt('--seed', 7000));
    const count = Number(opt('--count', 30));
    const pool = await createOcrPool({ workers });
    for (const l of headerLines(`# scan-cache seeds ${seed0}..${seed0 + count - 1} into ${cache}; ${cpus().length} x ${cpus()[0]?.model}, node ${process.version}, ${workers} OCR workers`)) console.log(l);
    let mismatches = 0;
    try {
      for (let seed = seed0; seed < seed0 + count; seed++) {
        const { pdf, golden, spec } = await randomStatement(seed);
        const digital = await ex.extract(new Uint8Array(pdf), { ocr: { enabled: false } }).catch((e) => ({ error: e }));
        const { pdf: scan, damage } = await scanPdf(new Uint8Array(pdf), { seed: seed * 7 + 1 });
        writeFileSync(join(cache, `${seed}.pdf`), pdf);
        writeFileSync(join(cache, `${seed}.scan.pdf`), scan);
        // extract()'s own path, with a pool that keeps each page's words as it hands the page on.
        const kept = new Map();
        const keeping = {
          size: pool.size,
          get terminated() {
            return pool.terminated;
          },
          terminate: () => pool.terminate(),
          recognizeWords: (page, n, signal) => pool.recognizeWords(page, n, signal),
          async recognizePage(page, n, signal) {
            const r = await pool.recognizeWords(page, n, signal);
            kept.set(n, { ...r.page, words: r.words });
            return { ...r.page, lines: groupLines(r.words, n) };
          },
        };
        const t0 = performance.now();
        let st = null;
        let error = null;
        try {
          st = await runExtraction(scan, { ocr: { workers } }, { get: async () => keeping });
        } catch (e) {
          error = String(e?.code ?? e?.message ?? e);
        }
        ocrSeconds += (performance.now() - t0) / 1000;
        const all = Array.from({ length: damage.length }, (_, i) => i + 1);
        const entry = { seed, damage, pages: all.filter((n) => kept.has(n)).map((n) => kept.get(n)), missing: all.filter((n) => !kept.has(n)) };
        writeFileSync(join(cache, `${seed}.ocr.json`), JSON.stringify(entry));
        writeFileSync(join(cache, `${seed}.golden.json`), JSON.stringify(golden, null, 1) + '\n');
        writeFileSync(join(cache, `${seed}.spec.json`), JSON.stringify(spec, null, 1) + '\n');
        writeFileSync(join(cache, `${seed}.output.json`), JSON.stringify(st ?? { error }, null, 1) + '\n');
        // The cache is only worth its name if reading it gives what the live run gave.
        const again = readCached(JSON.parse(readFileSync(join(cache, `${seed}.ocr.json`), 'utf8')));
        if (JSON.stringify(again.st) !== JSON.stringify(st) || again.error !== error) {
          mismatches++;
          console.log(`# CACHE-MISMATCH ${seed}: the kept OCR reads ${again.error ?? again.st.reconciliation.status}, the live run ${error ?? st.reconciliation.status}`);
        }
        show(judge({ seed, spec, golden, damage, digital, st, error }));
      }
    } finally {
      await pool.terminate();
    }
    console.log(`# cache read back: ${results.length - mismatches}/${results.length} statements identical to the live reading`);
  } else {
    const seeds = readdirSync(fromCache).filter((f) => f.endsWith('.ocr.json')).map((f) => Number(f.split('.')[0])).sort((a, b) => a - b);
    const from = opt('--seed', null);
    const chosen = from === null ? seeds : seeds.filter((s) => s >= Number(from) && s < Number(from) + Number(opt('--count', 1e9)));
    for (const l of headerLines(`# scan-cache from ${fromCache}: ${chosen.length} statements, current code`)) console.log(l);
    for (const seed of chosen) {
      const file = (ext) => join(fromCache, `${seed}.${ext}`);
      const entry = JSON.parse(readFileSync(file('ocr.json'), 'utf8'));
      const golden = JSON.parse(readFileSync(file('golden.json'), 'utf8'));
      const spec = JSON.parse(readFileSync(file('spec.json'), 'utf8'));
      const digital = await ex.extract(new Uint8Array(readFileSync(file('pdf'))), { ocr: { enabled: false } }).catch((e) => ({ error: e }));
      const { st, error } = readCached(entry);
      if (dump) writeFileSync(join(dump, `${seed}.output.json`), JSON.stringify(st ?? { error }, null, 1) + '\n');
      show(judge({ seed, spec, golden, damage: entry.damage, digital, st, error }));
    }
    ocrSeconds = null;
  }
} finally {
  await ex.close();
}
for (const l of summaryLines(results, pages, ocrSeconds)) console.log(l);
