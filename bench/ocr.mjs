/**
 * OCR benchmark: seconds per scanned page with 1 and 2 tesseract.js workers and with native tesseract (Debian
 * tesseract-ocr) on the same page images, accuracy against the digital original, and peak RSS with 2 workers on
 * a 50-page scan.
 *
 *   npx vite-node bench/ocr.mjs                 # all parts
 *   BENCH_SPEED_PAGES=4 BENCH_FIXTURES=6 BENCH_MEM_PAGES=20 npx vite-node bench/ocr.mjs
 *
 * (vite-node runs the TypeScript sources directly.) Native tesseract is optional: skipped when not installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import Tesseract from 'tesseract.js';
import { makeSampleStatement } from '../fixtures/scan/sample-statement.ts';
import { scanPdf } from '../fixtures/scan/make-scanned.ts';
import { digitalKeyTokens, ocrTokens, scoreTokens } from '../fixtures/scan/score.ts';
import { openPdf } from '../src/load/open-pdf.ts';
import { parseHocr } from '../src/ocr/hocr.ts';
import { resolveLangPath } from '../src/ocr/lang-data.ts';
import { ocrPages } from '../src/ocr/ocr-pages.ts';
import { createOcrPool, OCR_PARAMETERS } from '../src/ocr/pool.ts';
import { renderPageGrey } from '../src/ocr/render-page.ts';
import { toPgm } from '../src/ocr/grey-image.ts';

const here = dirname(fileURLToPath(import.meta.url));
const SPEED_PAGES = Number(process.env.BENCH_SPEED_PAGES ?? 6);
const MEM_PAGES = Number(process.env.BENCH_MEM_PAGES ?? 50);
const FIXTURE_PAGES = Number(process.env.BENCH_FIXTURES ?? 12);
const DPI = 300;
// The settings our workers run with (src/ocr/pool.ts). Page segmentation: tesseract.js leaves the library default,
// PSM 6 (one uniform block), while the tesseract command line defaults to PSM 3 (automatic layout), which is ~35 %
// slower: the native rows must say --psm 6 to be the same work.
const NATIVE_SETTINGS = ['--oem', '1', '--psm', '6', '--dpi', String(DPI), ...Object.entries(OCR_PARAMETERS).flatMap(([k, v]) => ['-c', `${k}=${v}`]), '-c', 'tessedit_create_hocr=1'];

if (process.argv[2] === 'mem') await memChild(process.argv[3]);
else await main();

async function main() {
  console.log(`machine: ${cpus().length} x ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, node ${process.version}`);
  const work = mkdtempSync(join(tmpdir(), 'ocr-bench-'));

  if (SPEED_PAGES > 0) await speed(work);

  // Page 1 of each layout the shared generator writes (fixtures/out), scanned with seeded random damage
  // (150/200/300 DPI, grey or black-and-white, tilt, blur, noise, JPEG): amounts/dates vs the digital text.
  const fixtures = join(here, '..', 'fixtures', 'out');
  const ids = existsSync(fixtures) ? readdirSync(fixtures).filter((f) => f.endsWith('.pdf')).map((f) => f.slice(0, -4)).sort().slice(0, FIXTURE_PAGES) : [];
  if (ids.length) {
    const pool = await createOcrPool({ workers: 2, dpi: DPI });
    console.log(`\ngenerator fixtures, page 1 each (${ids.length}), 2 workers:`);
    console.log('| fixture | scan | s (wall, 2 in flight) | amounts+dates exact | misses in alternatives |');
    console.log('|---|---|---|---|---|');
    let all = 0;
    let ok = 0;
    let rec = 0;
    const t = performance.now();
    // Two at a time so both workers are busy.
    for (let i = 0; i < ids.length; i += 2) {
      const batch = ids.slice(i, i + 2);
      const tb = performance.now();
      const res = await Promise.all(
        batch.map(async (id, j) => {
          const bytes = new Uint8Array(readFileSync(join(fixtures, `${id}.pdf`)));
          const dig = await openPdf(bytes.slice());
          const exp = await digitalKeyTokens(await dig.getPage(1));
          await dig.destroy();
          const sc = await scanPdf(bytes, { seed: 100 + i + j, pages: [1] });
          const doc = await openPdf(sc.pdf);
          const page = await pool.recognizePage(await doc.getPage(1), 1);
          await doc.destroy();
          const s = scoreTokens(exp, ocrTokens(page));
          const alts = new Set(page.lines.flatMap((l) => l.words.flatMap((w) => w.alternatives ?? [])));
          return { id, d: sc.damage[0], s, rec: s.missing.filter((m) => alts.has(m)).length };
        }),
      );
      const secs = (performance.now() - tb) / 1000;
      for (const r of res) {
        all += r.s.total;
        ok += r.s.exact;
        rec += r.rec;
        const d = r.d;
        console.log(`| ${r.id} | ${d.dpi} DPI ${d.mode}${d.mode === 'grey' ? ` q${d.jpegQuality}` : ''}, tilt ${d.tiltDeg.toFixed(2)} | ${secs.toFixed(1)} | ${r.s.exact}/${r.s.total} | ${r.rec}/${r.s.missing.length}${r.s.missing.length ? ' (' + r.s.missing.slice(0, 6).join(' ') + ')' : ''} |`);
      }
    }
    await pool.terminate();
    console.log(`total: ${ok}/${all} exact (${((100 * ok) / all).toFixed(1)} %), ${rec} of ${all - ok} misses among alternatives; ${((performance.now() - t) / 1000).toFixed(0)} s incl. scanning`);
  }

  if (MEM_PAGES > 0) {
    const big = await makeSampleStatement({ pages: MEM_PAGES, rowsPerPage: 30, seed: 43 });
    const t = performance.now();
    const bigScan = await scanPdf(big.pdf, { seed: 43, damage: { dpi: 300 } });
    const file = join(work, `scan-${MEM_PAGES}.pdf`);
    writeFileSync(file, bigScan.pdf);
    console.log(`\nmemory: ${MEM_PAGES}-page 300 DPI scan (${(bigScan.pdf.length / 2 ** 20).toFixed(1)} MB, made in ${((performance.now() - t) / 1000).toFixed(0)} s), 2 workers, fresh process`);
    const child = spawnSync(process.execPath, [join(here, '..', 'node_modules', 'vite-node', 'vite-node.mjs'), join(here, 'ocr.mjs'), 'mem', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    console.log(child.stdout.trim());
    if (child.status !== 0) console.log(`memory child failed: status ${child.status}`);
  }
}

async function speed(work) {
  // Same statement as digital and as a 300 DPI scan with seeded random damage (tilt, blur, noise, JPEG q50-80).
  const sample = await makeSampleStatement({ pages: SPEED_PAGES, rowsPerPage: 30, seed: 42 });
  const scan = await scanPdf(sample.pdf, { seed: 42, damage: { dpi: 300, mode: 'grey' } });
  const digital = await openPdf(sample.pdf.slice());
  const expected = [];
  for (let p = 1; p <= SPEED_PAGES; p++) expected.push(await digitalKeyTokens(await digital.getPage(p)));
  await digital.destroy();
  const pages = Array.from({ length: SPEED_PAGES }, (_, i) => i + 1);
  console.log(`speed set: ${SPEED_PAGES} pages, ${expected.flat().length} amount/date tokens; damage per page:`);
  for (const d of scan.damage) console.log(`  tilt ${d.tiltDeg.toFixed(2)} deg, blur ${d.blurPx.toFixed(2)} px, noise ${d.noise.toFixed(1)}, jpeg q${d.jpegQuality}`);

  const rows = [];
  const ratios = [];
  for (const workers of [1, 2]) {
    const t0 = performance.now();
    const pool = await createOcrPool({ workers, dpi: DPI });
    const tStart = performance.now();
    const doc = await openPdf(scan.pdf.slice());
    let exact = 0;
    let total = 0;
    let recoverable = 0;
    const misses = [];
    for await (const page of ocrPages(pool, doc, pages)) {
      const s = scoreTokens(expected[page.page_number - 1], ocrTokens(page));
      exact += s.exact;
      total += s.total;
      misses.push(...s.missing);
      const alts = new Set(page.lines.flatMap((l) => l.words.flatMap((w) => w.alternatives ?? [])));
      recoverable += s.missing.filter((m) => alts.has(m)).length;
    }
    const secs = (performance.now() - tStart) / 1000;
    await doc.destroy();
    await pool.terminate();
    rows.push({ engine: `tesseract.js, ${workers} worker${workers > 1 ? 's' : ''}`, perPage: secs / SPEED_PAGES, startup: (tStart - t0) / 1000, exact, total, misses, note: `${recoverable} of the ${misses.length} misses are among Word.alternatives` });
  }

  // Native tesseract on the same rendered (not deskewed) page images, same LSTM model (best_int), one thread.
  const native = spawnSync('tesseract', ['--version'], { encoding: 'utf8' });
  if (native.status === 0) {
    const tessdata = join(work, 'tessdata');
    spawnSync('mkdir', ['-p', tessdata]);
    writeFileSync(join(tessdata, 'eng.traineddata'), gunzipSync(readFileSync(join(resolveLangPath(), 'eng.traineddata.gz'))));
    const doc = await openPdf(scan.pdf.slice());
    const files = [];
    let renderSecs = 0;
    for (const p of pages) {
      const t = performance.now();
      const img = await renderPageGrey(await doc.getPage(p), DPI);
      renderSecs += (performance.now() - t) / 1000;
      const f = join(work, `p${p}.pgm`);
      writeFileSync(f, toPgm(img));
      files.push(f);
    }
    await doc.destroy();
    // The native way to get those images from the PDF: poppler's pdftoppm (same DPI, greyscale), timed on its own.
    const scanFile = join(work, 'speed-scan.pdf');
    writeFileSync(scanFile, scan.pdf);
    const tp = performance.now();
    const pp = spawnSync('pdftoppm', ['-r', String(DPI), '-gray', scanFile, join(work, 'pp')]);
    const popplerRender = pp.status === 0 ? (performance.now() - tp) / 1000 / SPEED_PAGES : null;
    for (const [label, extra] of [['native tesseract 5.3 (1 thread, best_int)', ['--tessdata-dir', tessdata]], ['native tesseract 5.3 (1 thread, Debian eng model)', []]]) {
      let exact = 0;
      let total = 0;
      const misses = [];
      const t = performance.now();
      for (const [i, f] of files.entries()) {
        const r = spawnSync('tesseract', [f, 'stdout', ...extra, ...NATIVE_SETTINGS], {
          encoding: 'utf8',
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          maxBuffer: 64 << 20,
        });
        const words = parseHocr(r.stdout ?? '').map((w) => w.text);
        const s = scoreTokens(expected[i], words);
        exact += s.exact;
        total += s.total;
        misses.push(...s.missing);
      }
      rows.push({ engine: label, perPage: (performance.now() - t) / 1000 / SPEED_PAGES, startup: 0, exact, total, misses, note: `+ ${(renderSecs / SPEED_PAGES).toFixed(2)} s/page render in JS, ${popplerRender === null ? 'pdftoppm not installed' : `${popplerRender.toFixed(2)} s/page with pdftoppm`} (not included)` });
    }
    // The wasm engine alone on the very same images (no render, no deskew, nothing else on this thread): a bare
    // tesseract.js worker with the pool's settings. Its ratio to the native row is the floor of any pipeline's.
    {
      const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, { langPath: resolveLangPath(), gzip: true, cacheMethod: 'none' });
      await worker.setParameters({ user_defined_dpi: String(DPI), ...OCR_PARAMETERS });
      const images = files.map((f) => readFileSync(f));
      await worker.recognize(images[0], {}, { hocr: true });
      let exact = 0;
      let total = 0;
      const misses = [];
      const t = performance.now();
      for (const [i, img] of images.entries()) {
        const r = await worker.recognize(img, {}, { hocr: true });
        const s = scoreTokens(expected[i], parseHocr(r.data.hocr ?? '').map((w) => w.text));
        exact += s.exact;
        total += s.total;
        misses.push(...s.missing);
      }
      rows.push({ engine: 'tesseract.js bare worker (same images as native, OCR only)', perPage: (performance.now() - t) / 1000 / SPEED_PAGES, startup: 0, exact, total, misses, note: 'the engine alone, for its ratio to native' });
      await worker.terminate();
    }

    // Native on both cores: two single-threaded tesseract processes at a time, as two workers run. Two processes
    // share the cores' caches and memory bandwidth as our two workers do, so this is the like-for-like reference.
    const t2 = performance.now();
    const one = (f) =>
      new Promise((res) => {
        const c = spawn('tesseract', [f, 'stdout', '--tessdata-dir', tessdata, ...NATIVE_SETTINGS], {
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          stdio: ['ignore', 'ignore', 'ignore'],
        });
        c.on('close', res);
      });
    for (let i = 0; i < files.length; i += 2) await Promise.all(files.slice(i, i + 2).map(one));
    const native2 = (performance.now() - t2) / 1000 / SPEED_PAGES;
    rows.push({ engine: 'native tesseract 5.3 (2 processes at a time, best_int)', perPage: native2, startup: 0, exact: 0, total: 0, misses: [], note: 'wall time per page on both cores; accuracy as the 1-thread row' });

    // Ratios: one worker against one native thread; two workers against two native processes at a time (both wall
    // time per page on two cores); each against OCR alone and against pdftoppm + OCR (the native way from PDF to text).
    const nat = rows.find((r) => r.engine.includes('1 thread, best_int'));
    if (nat) {
      const pp = popplerRender ?? 0;
      for (const r of rows.filter((x) => x.engine.startsWith('tesseract.js,'))) {
        const ref = r.engine.includes('2 workers') ? native2 : nat.perPage;
        const refRender = r.engine.includes('2 workers') ? native2 + pp / 2 : nat.perPage + pp;
        ratios.push(`${r.engine}: ${(r.perPage / ref).toFixed(2)}x native OCR alone, ${(r.perPage / refRender).toFixed(2)}x native pdftoppm + OCR (same cores, wall time per page)`);
      }
      const bare = rows.find((r) => r.engine.includes('bare worker'));
      if (bare) ratios.push(`tesseract.js bare worker: ${(bare.perPage / nat.perPage).toFixed(2)}x native OCR on the same images (the engine alone)`);
    }
  } else console.log('native tesseract not installed: skipped');

  console.log('\n| engine | s/page | pool start (s) | amounts+dates exact |');
  console.log('|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.engine} | ${r.perPage.toFixed(2)} | ${r.startup ? r.startup.toFixed(2) : '-'} | ${r.total ? `${r.exact}/${r.total} (${((100 * r.exact) / r.total).toFixed(1)} %)` : '-'} |${r.note ? ' ' + r.note : ''}`);
  for (const r of rows) if (r.misses.length) console.log(`misses, ${r.engine}: ${r.misses.join(' ')}`);
  for (const l of ratios) console.log(l);

}

async function memChild(file) {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const pool = await createOcrPool({ workers: 2, dpi: DPI });
  const afterPool = process.memoryUsage().rss;
  const doc = await openPdf(new Uint8Array(readFileSync(file)));
  const pages = Array.from({ length: doc.numPages }, (_, i) => i + 1);
  const t = performance.now();
  let n = 0;
  for await (const page of ocrPages(pool, doc, pages)) n += page.lines.length > 0 ? 1 : 0;
  const secs = (performance.now() - t) / 1000;
  await doc.destroy();
  await pool.terminate();
  clearInterval(timer);
  const mb = (b) => (b / 2 ** 20).toFixed(0);
  console.log(`  pages read: ${n}/${pages.length} in ${secs.toFixed(0)} s (${(secs / pages.length).toFixed(2)} s/page)`);
  console.log(`  RSS: at start ${mb(base)} MB, after pool start ${mb(afterPool)} MB, peak sampled ${mb(peak)} MB, peak (getrusage maxRSS) ${mb(process.resourceUsage().maxRSS * 1024)} MB`);
}
