// Randomised layouts against extract(): statements drawn by fixtures/generator/random (seeded, exact goldens), read
// with the built library, rows matched by date + debit + credit. Prints one line per statement, totals, and F1 by
// grammar feature. Counts statements that come out `reconciled` while a row is wrong (missing, extra, or a printed
// balance that differs): those are silent errors.
//
//   npm run build && node bench/random-layouts.mjs [--seed 1000] [--count 300] [--dump DIR] [--only-failures] [--plain-drawing]
//
// --dump DIR writes <seed>.pdf, .golden.json, .spec.json and .output.json of every failing statement
// (then: node dist/cli.js extract DIR/<seed>.pdf).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreStatement } from './random-score.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const gen = join(root, 'build/fixtures/random/index.js');
const lib = join(root, 'dist/index.js');
if (!existsSync(gen) || !existsSync(lib)) {
  console.error('random-layouts: run `npm run build` first (needs dist/ and build/fixtures/)');
  process.exit(2);
}
const { randomStatement, featuresOf, summaryOf } = await import(gen);
const { extract } = await import(lib);

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const seed0 = Number(opt('--seed', 1000));
const count = Number(opt('--count', 300));
const dump = opt('--dump', null);
const onlyFailures = args.includes('--only-failures');
// --plain-drawing: every text call in reading order, as before the drawing styles (drawing.ts) existed
const plainDrawing = args.includes('--plain-drawing');
if (dump) mkdirSync(dump, { recursive: true });

const pad = (s, n) => (String(s).length >= n ? String(s).slice(0, n) : String(s) + ' '.repeat(n - String(s).length));
const f3 = (x) => x.toFixed(3);
const f1of = (tp, nOut, nExp) => {
  const p = nOut ? tp / nOut : 0;
  const r = nExp ? tp / nExp : 0;
  return p + r ? (2 * p * r) / (p + r) : nExp === 0 && nOut === 0 ? 1 : 0;
};

console.log(`# random-layouts seeds ${seed0}..${seed0 + count - 1}; ${cpus().length} x ${cpus()[0]?.model}, node ${process.version}`);
console.log(`# ${pad('seed', 6)} ${pad('layout', 92)} exp  out   tp    F1  o/c status       wrong`);
const results = [];
const t0 = Date.now();
for (let seed = seed0; seed < seed0 + count; seed++) {
  let made;
  try {
    made = await randomStatement(seed, { plainDrawing });
  } catch (e) {
    console.log(`${pad(seed, 8)} GENERATOR ERROR ${e?.message ?? e}`);
    continue;
  }
  const { pdf, golden, spec } = made;
  let st = null;
  let error = null;
  try {
    st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
  } catch (e) {
    error = String(e?.code ?? e?.message ?? e);
  }
  const sc = scoreStatement(golden, st);
  // What a reader can check: a printed opening and closing (summary box or opening/closing rows). Without them the
  // right answer is `unverifiable`, so the reconciled rate is also given over these statements.
  const reconcilable = spec.summary !== 'none' || spec.openingClosingRows;
  const r = { seed, features: featuresOf(spec), ...sc, error, reconcilable };
  results.push(r);
  const failed = sc.f1 < 1 || !sc.reconciled || sc.wrong || !sc.openOk || !sc.closeOk || error;
  if (!onlyFailures || failed) {
    const status = error ? 'ERROR ' + error : st.reconciliation.status;
    console.log(`${pad(seed, 8)} ${pad(summaryOf(spec), 92)} ${pad(sc.nExp, 4)} ${pad(sc.nOut, 4)} ${pad(sc.tp, 4)} ${f3(sc.f1)} ` +
      `${sc.openOk ? 'Y' : 'n'}${sc.closeOk ? 'Y' : 'n'}  ${pad(status, 12)} ${sc.reconciled && sc.wrong ? 'RECONCILED-WITH-WRONG-ROW' : sc.wrong ? 'wrong' : ''}`);
  }
  if (dump && failed) {
    writeFileSync(join(dump, `${seed}.pdf`), pdf);
    writeFileSync(join(dump, `${seed}.golden.json`), JSON.stringify(golden, null, 1) + '\n');
    writeFileSync(join(dump, `${seed}.spec.json`), JSON.stringify(spec, null, 1) + '\n');
    writeFileSync(join(dump, `${seed}.output.json`), JSON.stringify(st ?? { error }, null, 1) + '\n');
  }
}

const total = (rs) => {
  const tp = rs.reduce((a, r) => a + r.tp, 0);
  const nOut = rs.reduce((a, r) => a + r.nOut, 0);
  const nExp = rs.reduce((a, r) => a + r.nExp, 0);
  return {
    n: rs.length, tp, nOut, nExp, f1: f1of(tp, nOut, nExp),
    reconciled: rs.filter((r) => r.reconciled).length,
    reconcilable: rs.filter((r) => r.reconcilable).length,
    reconciledOfReconcilable: rs.filter((r) => r.reconcilable && r.reconciled).length,
    recWrong: rs.filter((r) => r.reconciled && r.wrong),
    perfect: rs.filter((r) => r.f1 === 1 && !r.wrong).length,
    oc: rs.filter((r) => r.openOk && r.closeOk).length,
    currency: rs.filter((r) => r.currencyOk).length,
    bank: rs.filter((r) => r.bankOk).length,
    // Statements of several accounts: their accounts, those right (rows, opening, closing) and those reconciled.
    accounts: rs.reduce((a, r) => a + r.accounts.length, 0),
    accountsRight: rs.reduce((a, r) => a + r.accounts.filter((x) => x.right).length, 0),
    accountsReconciled: rs.reduce((a, r) => a + r.accounts.filter((x) => x.reconciled).length, 0),
    accountsReconciledWrong: rs.reduce((a, r) => a + r.accounts.filter((x) => x.reconciled && !x.right).length, 0),
  };
};
const T = total(results);
console.log('');
console.log(`statements ${T.n}  rows exp ${T.nExp} out ${T.nOut} matched ${T.tp}  micro F1 ${f3(T.f1)}  ` +
  `all rows right ${T.perfect}/${T.n}  opening+closing right ${T.oc}/${T.n}  currency right ${T.currency}/${T.n}  bank name right ${T.bank}/${T.n}  ` +
  `reconciled ${T.reconciled}/${T.n} (${((100 * T.reconciled) / T.n).toFixed(1)} %; of those printing opening+closing ${T.reconciledOfReconcilable}/${T.reconcilable}, ${((100 * T.reconciledOfReconcilable) / Math.max(1, T.reconcilable)).toFixed(1)} %)  ` +
  `reconciled-with-wrong-row ${T.recWrong.length}${T.recWrong.length ? ' (seeds ' + T.recWrong.map((r) => r.seed).join(' ') + ')' : ''}  ` +
  `errors ${results.filter((r) => r.error).length}  ${((Date.now() - t0) / 1000).toFixed(0)} s`);
if (T.accounts)
  console.log(`accounts of the statements printing several: ${T.accounts}  right ${T.accountsRight}  reconciled ${T.accountsReconciled}  reconciled with a wrong row ${T.accountsReconciledWrong}`);

// F1 by feature, worst first
const byFeature = new Map();
for (const r of results) for (const f of r.features) byFeature.set(f, [...(byFeature.get(f) ?? []), r]);
console.log('');
console.log(`# by feature (worst micro F1 first): ${pad('feature', 40)}   n     F1  reconciled  rec+wrong`);
const rows = [...byFeature].map(([f, rs]) => [f, total(rs)]).sort((a, b) => a[1].f1 - b[1].f1 || b[1].n - a[1].n);
for (const [f, t] of rows) {
  console.log(`  ${pad(f, 76)} ${String(t.n).padStart(3)}  ${f3(t.f1)}  ${String(t.reconciled).padStart(4)}/${pad(t.n, 4)}  ${t.recWrong.length}`);
}
