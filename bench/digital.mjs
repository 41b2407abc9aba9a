// Digital extraction speed: pages per second of extract() on 1, 10, 100 and 500-page statements, next to
// `pdftotext -layout` (poppler-utils) on the same files, and the peak RSS of the extracting process.
// Run: npm run build && node bench/digital.mjs [runs=3]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeDigitalStatement } from './make-digital.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'out');
mkdirSync(outDir, { recursive: true });
const runs = Number(process.argv[2] ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

console.log(`machine: ${cpus().length} x ${cpus()[0]?.model}, node ${process.version}; median of ${runs} runs`);
console.log('pages | extract ms | extract pages/s | rows | reconciled | peak RSS MB | pdftotext -layout ms | pdftotext pages/s');
for (const pages of [1, 10, 100, 500]) {
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
