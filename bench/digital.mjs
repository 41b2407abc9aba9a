// Digital extraction speed. First preview() and extract() pages/s, warm and in-process, on short statements (the
// generated fixtures and the digital real-world cases in ../shared/realworld when present) next to
// `pdftotext -layout` with its spawn per file; then extract() on 1, 10, 100, 500 and 2,000-page statements, each in a
// fresh process, with the peak RSS of that process.
// Run: npm run build && node bench/digital.mjs [runs=3] [--short-only | --long-only]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeDigitalStatement } from './make-digital.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
mkdirSync(outDir, { recursive: true });
const args = process.argv.slice(2);
const runs = Number(args.find((a) => !a.startsWith('--')) ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

console.log(`machine: ${cpus().length} x ${cpus()[0]?.model}, node ${process.version}; median of ${runs} runs; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);

if (!args.includes('--long-only')) {
  const fixtures = join(here, '..', 'fixtures', 'out');
  const realworld = join(here, '..', '..', 'shared', 'realworld');
  const files = [];
  if (existsSync(fixtures)) {
    for (const f of readdirSync(fixtures).sort()) if (f.endsWith('.pdf')) files.push(join(fixtures, f));
  } else console.log('fixtures/out is absent: run the golden test once (vitest global-setup writes it)');
  if (existsSync(realworld))
    for (const f of readdirSync(realworld).sort())
      if (f.endsWith('.expected.json') && JSON.parse(readFileSync(join(realworld, f), 'utf8')).kind === 'digital') files.push(join(realworld, f.replace('.expected.json', '.pdf')));
  const r = JSON.parse(execFileSync(process.execPath, [join(here, 'files-one.mjs'), String(runs)], { input: JSON.stringify(files), encoding: 'utf8' }));
  const rate = (ms) => ((r.pages * 1000) / ms).toFixed(0);
  console.log(`short statements: ${r.files} files, ${r.pages} pages (warm, in-process)`);
  console.log(`preview ${r.previewMs.toFixed(0)} ms = ${rate(r.previewMs)} pages/s | extract ${r.extractMs.toFixed(0)} ms = ${rate(r.extractMs)} pages/s | pdftotext -layout (spawn per file) ${hasPdftotext ? `${r.pdftotextMs.toFixed(0)} ms = ${rate(r.pdftotextMs)} pages/s` : 'absent'} | extract / pdftotext ${(r.extractMs / r.pdftotextMs).toFixed(2)}x`);
}
if (args.includes('--short-only')) process.exit(0);

console.log('pages | extract ms | extract pages/s | rows | reconciled | peak RSS MB | pdftotext -layout ms | pdftotext pages/s');
for (const pages of [1, 10, 100, 500, 2000]) {
  const file = join(outDir, `digital-${pages}.pdf`);
  if (!existsSync(file)) await makeDigitalStatement(file, pages);
  const res = [];
  for (let i = 0; i < runs; i++) res.push(JSON.parse(execFileSync(process.execPath, [join(here, 'extract-one.mjs'), file], { encoding: 'utf8' })));
  const ms = median(res.map((r) => r.ms));
  let pt = NaN;
  if (hasPdftotext) {
    const t = [];
    for (let i = 0; i < runs; i++) {
      const t0 = process.hrtime.bigint();
      spawnSync('pdftotext', ['-layout', file, '/dev/null']);
      t.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    pt = median(t);
  }
  console.log(
    `${pages} | ${ms.toFixed(0)} | ${((pages * 1000) / ms).toFixed(1)} | ${res[0].rows} | ${res[0].status} | ${median(res.map((r) => r.maxRssMB)).toFixed(0)} | ${pt.toFixed(0)} | ${((pages * 1000) / pt).toFixed(0)}`,
  );
}
