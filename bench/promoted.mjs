// What the statement-wide passes leave in V8's old generation on one file: the sampling heap profiler over
// buildStatement (after the text pass and the document's close), leaving out objects young collections freed, i.e. what
// was promoted (live at the end, or garbage until a full collection). By allocating function, and by the nearest
// frame of src/ (a builtin such as Map#set under its caller). Sampled every 4 KB: run it twice to see the noise.
// Usage: node bench/promoted.mjs FILE [top=25]   (DIST=path/to/dist for another build)
import { readFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
const DIST = process.env.DIST ?? new URL('../dist', import.meta.url).pathname;
const { openPdf } = await import(`${DIST}/load/open-pdf.js`);
const { readTextPages } = await import(`${DIST}/pipeline/read-pages.js`);
const { buildStatement } = await import(`${DIST}/pipeline/extract.js`);
const top = Number(process.argv[3] ?? 25);
const doc = await openPdf(new Uint8Array(await readFile(process.argv[2])), { standardFontPrograms: false });
const pages = await readTextPages(doc, {});
await doc.destroy();
const session = new Session();
session.connect();
await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false });
const st = buildStatement(pages, { ocr: { enabled: false } }, true);
const { profile } = await session.post('HeapProfiler.stopSampling');
const bySrc = new Map();
const walk = (node, stack) => {
  const f = node.callFrame;
  const here = `${f.functionName || '(anon)'} ${f.url.split('/dist/')[1] ?? f.url.split('/').pop()}:${f.lineNumber + 1}`;
  const frames = [...stack, here];
  if (node.selfSize) {
    const src = [...frames].reverse().find((x) => /^[^ ]+ [a-z-]+\/[^ ]+\.js:/.test(x)) ?? here;
    const key = src === here ? here : `${here.split(' ')[0]} <- ${src}`;
    bySrc.set(key, (bySrc.get(key) ?? 0) + node.selfSize);
  }
  for (const c of node.children) walk(c, frames);
};
walk(profile.head, []);
const total = [...bySrc.values()].reduce((a, b) => a + b, 0);
console.log(`${st.page_count} pages, ${st.transaction_count} rows, ${st.interpretation.candidates} candidates: promoted during buildStatement ${(total / 1048576).toFixed(1)} MB`);
for (const [k, v] of [...bySrc].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(v / 1048576).toFixed(1).padStart(7)}  ${k}`);
