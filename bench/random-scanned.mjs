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
import { randomStatement, featuresOf, summaryOf } from '../fixtures/generator/random/index.ts';
import { scanPdf } from '../fixtures/scan/make-scanned.ts';
import { createExtractor } from '../src/index.ts';
import { scoreStatement } from './random-score.mjs';

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

const pad = (s, n) => (String(s).length >= n ? String(s).slice(0, n) : String(s) + ' '.repeat(n - String(s).length));
const ex = createExtractor({ workers });
const results = [];
let pages = 0;
let ocrSeconds = 0;
console.log(`# random-scanned seeds ${seed0}..${seed0 + count - 1}; ${cpus().length} x ${cpus()[0]?.model}, node ${process.version}, ${workers} OCR workers`);
console.log(`# ${pad('seed', 6)} ${pad('layout', 70)} ${pad('damage', 22)} rows  exact  digital      scanned       where`);
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
    const d = scoreStatement(golden, digital.error ? null : digital);
    const s = scoreStatement(golden, st);
    const exact = s.tp - s.badBalance;
    // "names where it broke": a chain break or an unread line in the notes, or a row flagged by reconciliation
    const notes = st?.reconciliation?.notes ?? [];
    const named = !s.reconciled && (notes.some((n) => /row|line|page/i.test(n)) || (st?.reconciliation?.breaks?.length ?? 0) > 0);
    // A wrong row the result itself flags (a date OCR could not read, taken from the row above) is not silent.
    const flagged = s.wrong && s.badBalance === 0 && s.extraRows.length > 0 && s.extraRows.every((o) => o.corrections?.length);
    const r = { seed, features: featuresOf(spec), d, s, exact, error, named, digitalReconciled: d.reconciled, silent: s.reconciled && s.wrong && !flagged };
    results.push(r);
    const failed = exact < s.nExp || s.extra > 0 || !s.reconciled || error;
    if (!onlyFailures || failed) {
      const dmg = damage.map((x) => `${x.dpi}${x.mode === 'bw' ? 'b' : 'g'}`).join(',');
      const status = error ? 'ERROR ' + error : st.reconciliation.status;
      console.log(`${pad(seed, 8)} ${pad(summaryOf(spec), 70)} ${pad(dmg, 22)} ${pad(s.nExp, 4)} ${pad(exact, 5)} ${pad(d.reconciled ? 'reconciled' : digital.error ? 'error' : digital.reconciliation.status, 12)} ${pad(status, 13)} ` +
        `${r.silent ? 'RECONCILED-WITH-WRONG-ROW' : s.reconciled && s.wrong ? 'reconciled, wrong row flagged' : d.reconciled && !s.reconciled ? (named ? 'named' : 'NOT NAMED') : ''}`);
    }
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

const sum = (f) => results.reduce((a, r) => a + f(r), 0);
const nExp = sum((r) => r.s.nExp);
const exact = sum((r) => r.exact);
const digitalRec = results.filter((r) => r.digitalReconciled);
const keptRec = digitalRec.filter((r) => r.s.reconciled);
const lostNamed = digitalRec.filter((r) => !r.s.reconciled && r.named);
const recWrong = results.filter((r) => r.silent);
const recFlagged = results.filter((r) => r.s.reconciled && r.s.wrong && !r.silent);
console.log('');
console.log(`statements ${results.length}  rows ${nExp}  exact ${exact} (${((100 * exact) / Math.max(1, nExp)).toFixed(1)} %)  extra ${sum((r) => r.s.extra)}  ` +
  `digital reconciled ${digitalRec.length}: scanned reconciled ${keptRec.length}, not reconciled but named ${lostNamed.length}, neither ${digitalRec.length - keptRec.length - lostNamed.length}  ` +
  `reconciled-with-wrong-row ${recWrong.length}${recWrong.length ? ' (seeds ' + recWrong.map((r) => r.seed).join(' ') + ')' : ''} (+${recFlagged.length} whose wrong row is flagged in corrections)  ` +
  `errors ${results.filter((r) => r.error).length}  ${pages} pages, ${(ocrSeconds / Math.max(1, pages)).toFixed(2)} s/page`);

const byFeature = new Map();
for (const r of results) for (const f of r.features) byFeature.set(f, [...(byFeature.get(f) ?? []), r]);
console.log('');
console.log(`# by feature (worst share of rows exact first): ${pad('feature', 60)}   n  exact  reconciled`);
const rows = [...byFeature].map(([f, rs]) => {
  const e = rs.reduce((a, r) => a + r.exact, 0);
  const n = rs.reduce((a, r) => a + r.s.nExp, 0);
  return [f, rs.length, n ? e / n : 1, rs.filter((r) => r.s.reconciled).length];
}).sort((a, b) => a[2] - b[2]);
for (const [f, n, share, rec] of rows) console.log(`  ${pad(f, 76)} ${String(n).padStart(3)}  ${share.toFixed(3)}  ${rec}/${n}`);
