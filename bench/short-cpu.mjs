// extract() warm and in-process over the short digital statements bench/digital.mjs uses (the generated fixtures and
// the digital real-world cases), each run timed by wall clock and by the process's CPU time (all threads: pdf.js's
// thread included), with the load average, for a machine shared with other jobs. Profile with
// `node --cpu-prof --cpu-prof-dir=DIR bench/short-cpu.mjs 5` (one profile per thread).
// Run: npm run build && node bench/short-cpu.mjs [runs=5]   (DIST=dir: another build of the library)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// DIST=build/base compares another build of the library (tsc --outDir) on the same files.
const { extract, preview } = await import(join(here, '..', process.env.DIST ?? 'dist', 'index.js'));
const runs = Number(process.argv[2] ?? 5);
const fixtures = join(here, '..', 'fixtures', 'out');
const realworld = join(here, '..', '..', 'shared', 'realworld');
const files = [];
for (const f of readdirSync(fixtures).sort()) if (f.endsWith('.pdf')) files.push(join(fixtures, f));
if (existsSync(realworld))
  for (const f of readdirSync(realworld).sort())
    if (f.endsWith('.expected.json') && JSON.parse(readFileSync(join(realworld, f), 'utf8')).kind === 'digital') files.push(join(realworld, f.replace('.expected.json', '.pdf')));
const bytes = [];
for (const f of files) {
  const b = new Uint8Array(readFileSync(f));
  if (await preview(b.slice()).then(() => true, () => false)) bytes.push(b);
}
const once = async () => {
  let pages = 0;
  for (const b of bytes) {
    try {
      pages += (await extract(b.slice(), { ocr: { enabled: false } })).page_count;
    } catch {}
  }
  return pages;
};
await once(); // warm: modules, pdf.js's thread, JIT
const la = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const rows = [];
for (let i = 0; i < runs; i++) {
  const l0 = la();
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  await once();
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  const c = process.cpuUsage(c0);
  rows.push({ wall, cpu: (c.user + c.system) / 1000 });
  console.log(`run ${i + 1}: wall ${wall.toFixed(0)} ms, cpu ${((c.user + c.system) / 1000).toFixed(0)} ms (user ${(c.user / 1000).toFixed(0)}), load ${l0}`);
}
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`${bytes.length} files: median wall ${med(rows.map((r) => r.wall)).toFixed(0)} ms, median cpu ${med(rows.map((r) => r.cpu)).toFixed(0)} ms, min wall ${Math.min(...rows.map((r) => r.wall)).toFixed(0)}, min cpu ${Math.min(...rows.map((r) => r.cpu)).toFixed(0)}`);
