// buildStatement CPU (layout, interpretation, reconciliation: no pdf.js) of two builds on the same text pages: the
// short digital statements of bench/digital.mjs, their text read once, then passes alternating between the builds
// in one process, each pass over fresh copies of the lines (the per-line caches start empty, as in extract()).
// Prints the median and minimum CPU of a pass (the first two of each build left out) and whether both builds gave
// the same row counts.
// Run: npm run build && node bench/build-statement.mjs [dirA=dist] [dirB=dist] [passes=12]
//   (another build: `npx tsc --outDir build/base` on an older checkout, then `node bench/build-statement.mjs build/base dist`)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [A, B] = [process.argv[2] ?? 'dist', process.argv[3] ?? 'dist'].map((d) => resolve(here, '..', d));
const passes = Number(process.argv[4] ?? 12);
const load = (dir, path) => import(pathToFileURL(join(dir, path)).href);
const files = [];
const fixtures = join(here, '..', 'fixtures', 'out');
const realworld = join(here, '..', '..', 'shared', 'realworld');
if (existsSync(fixtures)) for (const f of readdirSync(fixtures).sort()) if (f.endsWith('.pdf')) files.push(join(fixtures, f));
if (existsSync(realworld))
  for (const f of readdirSync(realworld).sort())
    if (f.endsWith('.expected.json') && JSON.parse(readFileSync(join(realworld, f), 'utf8')).kind === 'digital') files.push(join(realworld, f.replace('.expected.json', '.pdf')));
const { openPdf } = await load(A, 'load/open-pdf.js');
const { readTextPages } = await load(A, 'pipeline/read-pages.js');
const builds = [await load(A, 'pipeline/extract.js'), await load(B, 'pipeline/extract.js')];
const docs = [];
for (const f of files) {
  let doc;
  try {
    doc = await openPdf(new Uint8Array(readFileSync(f)));
  } catch {
    continue; // a file that needs a password
  }
  docs.push(await readTextPages(doc, {}));
  await doc.destroy();
}
const fresh = (pages) => pages.map((p) => ({ ...p, lines: p.lines.map((l) => ({ ...l })) }));
const counts = [[], []];
const cpu = [[], []];
for (let k = 0; k < passes; k++)
  for (const which of k % 2 ? [1, 0] : [0, 1]) {
    const t0 = process.cpuUsage();
    counts[which] = docs.map((pages) => {
      try {
        return builds[which].buildStatement(fresh(pages), { ocr: { enabled: false } }, false).transactions.length;
      } catch (e) {
        return e.code;
      }
    });
    const u = process.cpuUsage(t0);
    cpu[which].push((u.user + u.system) / 1000);
  }
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const say = (xs) => `median ${median(xs.slice(2)).toFixed(0)} ms, min ${Math.min(...xs.slice(2)).toFixed(0)} ms`;
console.log(`${docs.length} statements, ${passes} passes each; buildStatement CPU a pass: A ${say(cpu[0])} | B ${say(cpu[1])} | same rows: ${JSON.stringify(counts[0]) === JSON.stringify(counts[1])}`);
