// The per-statement judgement and the printed lines of a scanned random statement, shared by
// bench/random-scanned.mjs (OCR every run) and bench/scan-cache.mjs (OCR once, read again from a cache), so both
// print the same line for the same reading.
import { featuresOf, summaryOf } from '../fixtures/generator/random/index.ts';
import { scoreStatement } from './random-score.mjs';

const pad = (s, n) => (String(s).length >= n ? String(s).slice(0, n) : String(s) + ' '.repeat(n - String(s).length));

export function headerLines(title) {
  return [title, `# ${pad('seed', 6)} ${pad('layout', 70)} ${pad('damage', 22)} rows  exact  digital      scanned       where`];
}

/** `digital`: the text layer's statement (or { error }); `st`: the scanned one (null when `error`). */
export function judge({ seed, spec, golden, damage, digital, st, error }) {
  const d = scoreStatement(golden, digital.error ? null : digital);
  const s = scoreStatement(golden, st);
  const exact = s.tp - s.badBalance;
  // "names where it broke": a chain break or an unread line in the notes, or a row flagged by reconciliation
  const notes = st?.reconciliation?.notes ?? [];
  const named = !s.reconciled && (notes.some((n) => /row|line|page/i.test(n)) || (st?.reconciliation?.breaks?.length ?? 0) > 0);
  // A wrong row the result itself flags (a date OCR could not read, taken from the row above) is not silent.
  const flagged = s.wrong && s.badBalance === 0 && s.extraRows.length > 0 && s.extraRows.every((o) => o.corrections?.length);
  const failed = exact < s.nExp || s.extra > 0 || !s.reconciled || !!error;
  const dmg = damage.map((x) => `${x.dpi}${x.mode === 'bw' ? 'b' : 'g'}`).join(',');
  const status = error ? 'ERROR ' + error : st.reconciliation.status;
  const r = { seed, features: featuresOf(spec), d, s, exact, error, named, failed, digitalReconciled: d.reconciled, silent: s.reconciled && s.wrong && !flagged, pages: damage.length };
  r.line = `${pad(seed, 8)} ${pad(summaryOf(spec), 70)} ${pad(dmg, 22)} ${pad(s.nExp, 4)} ${pad(exact, 5)} ${pad(d.reconciled ? 'reconciled' : digital.error ? 'error' : digital.reconciliation.status, 12)} ${pad(status, 13)} ` +
    `${r.silent ? 'RECONCILED-WITH-WRONG-ROW' : s.reconciled && s.wrong ? 'reconciled, wrong row flagged' : d.reconciled && !s.reconciled ? (named ? 'named' : 'NOT NAMED') : ''}`;
  return r;
}

/** The summary line and the by-feature table; `seconds` null when no OCR ran (a cache read). */
export function summaryLines(results, pages, seconds) {
  const out = [];
  const sum = (f) => results.reduce((a, r) => a + f(r), 0);
  const nExp = sum((r) => r.s.nExp);
  const exact = sum((r) => r.exact);
  const digitalRec = results.filter((r) => r.digitalReconciled);
  const keptRec = digitalRec.filter((r) => r.s.reconciled);
  const lostNamed = digitalRec.filter((r) => !r.s.reconciled && r.named);
  const recWrong = results.filter((r) => r.silent);
  const recFlagged = results.filter((r) => r.s.reconciled && r.s.wrong && !r.silent);
  out.push('');
  out.push(`statements ${results.length}  rows ${nExp}  exact ${exact} (${((100 * exact) / Math.max(1, nExp)).toFixed(1)} %)  extra ${sum((r) => r.s.extra)}  ` +
    `digital reconciled ${digitalRec.length}: scanned reconciled ${keptRec.length}, not reconciled but named ${lostNamed.length}, neither ${digitalRec.length - keptRec.length - lostNamed.length}  ` +
    `reconciled-with-wrong-row ${recWrong.length}${recWrong.length ? ' (seeds ' + recWrong.map((r) => r.seed).join(' ') + ')' : ''} (+${recFlagged.length} whose wrong row is flagged in corrections)  ` +
    `errors ${results.filter((r) => r.error).length}  ${pages} pages` + (seconds === null ? ' (cached OCR)' : `, ${(seconds / Math.max(1, pages)).toFixed(2)} s/page`));
  const byFeature = new Map();
  for (const r of results) for (const f of r.features) byFeature.set(f, [...(byFeature.get(f) ?? []), r]);
  out.push('');
  out.push(`# by feature (worst share of rows exact first): ${pad('feature', 60)}   n  exact  reconciled`);
  const rows = [...byFeature].map(([f, rs]) => {
    const e = rs.reduce((a, r) => a + r.exact, 0);
    const n = rs.reduce((a, r) => a + r.s.nExp, 0);
    return [f, rs.length, n ? e / n : 1, rs.filter((r) => r.s.reconciled).length];
  }).sort((a, b) => a[2] - b[2]);
  for (const [f, n, share, rec] of rows) out.push(`  ${pad(f, 76)} ${String(n).padStart(3)}  ${share.toFixed(3)}  ${rec}/${n}`);
  return out;
}
