// Child process of bench/digital.mjs: preview() and extract() warm, in-process, over a list of digital PDFs, and
// `pdftotext -layout` on the same files (one spawn per file, as a caller would pay it). Prints one JSON line.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { extract, preview } from '../dist/index.js';

const files = JSON.parse(readFileSync(0, 'utf8'));
const runs = Number(process.argv[2] ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let bytes = files.map((f) => new Uint8Array(readFileSync(f)));
// Files preview() refuses (a fixture needs a password) are left out of every figure, pdftotext's included.
const readable = [];
for (let i = 0; i < files.length; i++) if (await preview(bytes[i].slice()).then(() => true, () => false)) readable.push(i);
bytes = readable.map((i) => bytes[i]);
const kept = readable.map((i) => files[i]);

async function time(fn) {
  const t0 = process.hrtime.bigint();
  let pages = 0;
  for (const b of bytes) pages += await fn(b.slice());
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, pages };
}
const previewPages = async (b) => (await preview(b)).page_count;
const extractPages = async (b) => {
  try {
    return (await extract(b, { ocr: { enabled: false } })).page_count;
  } catch {
    return 0; // a real-world file without transactions still cost its reading; pages counted from preview
  }
};
const pageCount = (await time(previewPages)).pages; // also warms up pdf.js's thread and modules
await time(extractPages);
const pv = [];
const ex = [];
const pt = [];
for (let i = 0; i < runs; i++) {
  pv.push((await time(previewPages)).ms);
  ex.push((await time(extractPages)).ms);
  const t0 = process.hrtime.bigint();
  for (const f of kept) spawnSync('pdftotext', ['-layout', f, '/dev/null']);
  pt.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
process.stdout.write(JSON.stringify({ files: kept.length, pages: pageCount, previewMs: median(pv), extractMs: median(ex), pdftotextMs: median(pt) }) + '\n');
