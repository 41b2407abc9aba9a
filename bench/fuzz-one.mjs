// Child process of bench/fuzz.mjs: reads one file with extract() and preview() and reports what happened as one
// JSON line. Run alone: node bench/fuzz-one.mjs FILE [--ocr]
import { extract, preview, isStatementError } from '../dist/index.js';

const file = process.argv[2];
const ocr = process.argv.includes('--ocr');
const outcome = async (p) => {
  try {
    await p;
    return { outcome: 'ok' };
  } catch (e) {
    if (isStatementError(e)) return { outcome: 'typed', code: e.code };
    return { outcome: 'untyped', name: e?.name ?? typeof e, message: String(e?.message ?? e).slice(0, 200) };
  }
};
const timed = async (p) => {
  const t0 = Date.now();
  const r = await outcome(p);
  return { ...r, ms: Date.now() - t0 };
};
const ex = await timed(extract(file, { ocr: { enabled: ocr, workers: 1 } }));
const pv = await timed(preview(file));
process.stdout.write(JSON.stringify({ extract: ex, preview: pv, maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024) }) + '\n');
