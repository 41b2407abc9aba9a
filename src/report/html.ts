import type { Interpretation, Statement } from '../types.js';
import { marksByPage, pageSvg, rowTitle } from './overlay.js';
import type { PageImage } from './render-pages.js';
import type { ExtractionEvidence } from '../pipeline/evidence.js';
import { esc, money, signed } from './format.js';

export interface HtmlInput {
  statement: Statement;
  images: PageImage[];
  evidence?: ExtractionEvidence;
  /** Shown in the title bar (the input file name). */
  title: string;
}

/**
 * The whole report as one HTML document: pages with their overlays on the left, the statement summary and the table
 * of rows on the right, linked both ways by a few lines of plain script. No external resource of any kind: images
 * are data URIs, styles and script are inline, so the file opens offline and can be mailed as it is.
 */
export function reportHtml({ statement: st, images, evidence, title }: HtmlInput): string {
  const pages = marksByPage(st, images, evidence?.layout);
  const breaks = new Map(st.reconciliation.breaks.map((b) => [b.index, b]));
  const pageType = new Map(st.pages.map((p) => [p.page, p.type]));
  const boxless = st.transactions.filter((t) => !t.bbox).length;

  const pageHtml = pages
    .map((m) => {
      const n = m.image.page;
      const info = [`page ${n} of ${st.page_count}`, pageType.get(n) ?? '', `${m.rows.length} row${m.rows.length === 1 ? '' : 's'}`];
      const turn = evidence?.pages.find((p) => p.page === n)?.turn;
      if (turn) info.push(`scanned ${turn === 180 ? 'upside down' : 'sideways'}: shown turned ${turn}° as the OCR read it`);
      if (m.image.straightened !== undefined) info.push(`image turned ${m.image.straightened.toFixed(2)}° as the OCR read it`);
      return `<section class="page" id="page-${n}"><div class="page-label">${esc(info.filter(Boolean).join(' · '))}</div>\n${pageSvg(m)}\n</section>`;
    })
    .join('\n');

  const rows = st.transactions
    .map((t, i) => {
      const br = breaks.get(i);
      const cls = [t.credit > 0 ? 'in' : 'out', br ? 'break' : '', t.corrections?.length ? 'fixed' : '', t.bbox ? '' : 'nobox'].filter(Boolean).join(' ');
      let extra = '';
      if (br) extra += `<div class="cell-note break-text">balance break: expected ${money(br.expected_balance)}, printed ${money(br.printed_balance)} (${signed(br.difference)})</div>`;
      for (const c of t.corrections ?? []) extra += `<div class="cell-note fixed-text">repaired: ${esc(c)}</div>`;
      return (
        `<tr class="${cls}" data-i="${i}" id="row-${i}" title="${esc(rowTitle(i, t, br))}">` +
        `<td class="n">${i + 1}</td><td class="d">${esc(t.date)}</td><td class="desc">${esc(t.description)}${t.reference ? ` <span class="ref">${esc(t.reference)}</span>` : ''}${extra}</td>` +
        `<td class="m">${t.debit ? money(t.debit) : ''}</td><td class="m">${t.credit ? money(t.credit) : ''}</td>` +
        `<td class="m">${money(t.balance)}</td><td class="p">${t.page_number}</td></tr>`
      );
    })
    .join('\n');

  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>${esc(title)} · statement report</title>
<style>${CSS}</style></head>
<body>
<header class="top"><strong>${esc(title)}</strong> <span>${esc(st.bank_name ?? 'bank not named')}</span> ${statusBadge(st)}
<span class="muted">${st.transaction_count} rows · ${st.page_count} page${st.page_count === 1 ? '' : 's'} · parser ${esc(st.parser)} · confidence ${st.confidence}</span></header>
<main>
<div id="pages">
${pageHtml}
</div>
<aside id="side">
${summaryHtml(st)}
${interpretationHtml(st)}
${legendHtml(!!evidence?.layout)}
${images.length < st.page_count ? `<p class="warn">${st.page_count - images.length} of ${st.page_count} pages are not drawn (option <code>pages</code>); their rows are only in the table.</p>` : ''}
${boxless ? `<p class="warn">${boxless} row(s) have no box on the page (a statement extracted by a version without row geometry).</p>` : ''}
<table id="rows"><thead><tr><th>#</th><th>date</th><th>description</th><th>out</th><th>in</th><th>balance</th><th>p.</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</aside>
</main>
<script>${SCRIPT}</script>
</body></html>
`;
}

function statusBadge(st: Statement): string {
  const s = st.reconciliation.status;
  return `<span class="status status-${s}" id="status">${esc(s)}</span>`;
}

function summaryHtml(st: Statement): string {
  const r = st.reconciliation;
  const dl = (k: string, v: string) => (v ? `<dt>${esc(k)}</dt><dd>${v}</dd>` : '');
  const yn = (b: boolean | null) => (b === null ? 'not checked' : b ? '<span class="ok">yes</span>' : '<span class="bad">no</span>');
  const period = st.period_start || st.period_end ? `${esc(st.period_start ?? '?')} to ${esc(st.period_end ?? '?')}` : '';
  const pt = r.printed_totals;
  const breakLinks = r.breaks
    .map((b) => `<li><a href="#row-${b.index}" data-goto="${b.index}">row ${b.index + 1}</a> (page ${b.page_number}, ${esc(b.date)}): expected ${money(b.expected_balance)}, printed ${money(b.printed_balance)} (${signed(b.difference)})</li>`)
    .join('');
  const list = (items: string[]) => items.map((x) => `<li>${esc(x)}</li>`).join('');
  return `<section class="summary" id="summary"><h2>Statement</h2><dl>
${dl('bank', esc(st.bank_name ?? ''))}${dl('account', esc([st.account_number, st.iban].filter(Boolean).join(' · ')))}${dl('type', esc(st.account_type))}
${dl('period', period)}${dl('currency', esc(st.currency ?? ''))}
${dl('opening', money(st.opening_balance) || '—')}${dl('closing', money(st.closing_balance) || '—')}
${dl('total in', money(r.total_credits))}${dl('total out', money(r.total_debits))}
${dl('computed closing', money(r.computed_closing))}${r.difference !== null && r.difference !== 0 ? dl('difference', `<span class="bad">${signed(r.difference)}</span>`) : ''}
${pt ? dl('printed totals', `in ${money(pt.credits) || '—'} (${yn(pt.credits_match)}), out ${money(pt.debits) || '—'} (${yn(pt.debits_match)})`) : ''}
${dl('totals match', yn(r.totals_match))}${dl('balance chain', yn(r.chain_ok))}
${dl('status', statusBadge(st))}
</dl>
${r.breaks.length ? `<h3 class="bad">${r.breaks.length} balance break${r.breaks.length === 1 ? '' : 's'}</h3><ul class="breaks">${breakLinks}</ul>` : ''}
${r.notes.length ? `<h3>Reconciliation notes</h3><ul>${list(r.notes)}</ul>` : ''}
${st.warnings.length ? `<details><summary>${st.warnings.length} warning${st.warnings.length === 1 ? '' : 's'}</summary><ul>${list(st.warnings)}</ul></details>` : ''}
</section>`;
}

/**
 * The interpretation the layout search chose, when the statement carries one: its choices, its score per criterion
 * beside the runner-up's, and where the runner-up differs. Any other shape is shown as plain data.
 */
function interpretationHtml(st: Statement): string {
  const it = (st as unknown as { interpretation?: unknown }).interpretation;
  if (it === undefined || it === null) return '';
  const known = it as Partial<Interpretation>;
  if (Array.isArray(known.score) && Array.isArray(known.criteria)) return knownInterpretation(known as Interpretation);
  const show = (v: unknown): string => {
    if (v === null || typeof v !== 'object') return esc(typeof v === 'number' ? String(Math.round(v * 1000) / 1000) : String(v));
    if (Array.isArray(v)) return v.map(show).join(', ');
    return `<dl>${Object.entries(v as Record<string, unknown>).map(([k, x]) => `<dt>${esc(k)}</dt><dd>${show(x)}</dd>`).join('')}</dl>`;
  };
  return `<section class="interpretation" id="interpretation"><h3>Interpretation</h3>${show(it)}</section>`;
}

function knownInterpretation(it: Interpretation): string {
  const pinned = new Set(it.pinned ?? []);
  const choice = (k: keyof Interpretation, label: string, v: string) => `<dt>${esc(label)}</dt><dd>${esc(v)}${pinned.has(k) ? ' <span class="muted">(pinned)</span>' : ''}</dd>`;
  const r = it.runner_up;
  const fmt = (n: number | undefined) => (n === undefined ? '—' : String(Math.round(n * 1000) / 1000));
  const scores = it.criteria
    .map((c, k) => `<tr><td>${esc(c)}</td><td class="m">${fmt(it.score[k])}</td><td class="m">${r ? fmt(r.score[k]) : '—'}</td></tr>`)
    .join('');
  const differs = r ? Object.entries(r.differs).map(([k, v]) => `${esc(k)} ${esc(String(v))}`).join(', ') : '';
  return `<section class="interpretation" id="interpretation"><details><summary>Interpretation: ${esc(it.row_style)} line, ${esc(it.date_order)}, ${esc(it.chronology.replace('_', ' '))} (${it.candidates} candidates)</summary><dl>
${choice('row_style', 'amounts on', `${it.row_style} line of a row`)}${choice('date_order', 'date order', it.date_order)}
${choice('sign_convention', 'signed amounts', it.sign_convention.replace('_', ' '))}${choice('account_type', 'account', it.account_type)}
${choice('balance_sense', 'balance rises with', it.balance_sense === 1 ? 'money in' : 'money out')}${choice('chronology', 'order', it.chronology.replace('_', ' '))}
</dl><table class="scores"><thead><tr><th>criterion (lower is better)</th><th>chosen</th><th>runner-up</th></tr></thead><tbody>${scores}</tbody></table>
${r ? `<p class="muted">The runner-up differs in: ${differs}</p>` : '<p class="muted">No other interpretation was possible.</p>'}</details></section>`;
}

function legendHtml(hasEvidence: boolean): string {
  const item = (cls: string, text: string) => `<li><span class="sw ${cls}"></span>${esc(text)}</li>`;
  return `<details class="legend" open><summary>What the marks mean</summary><ul>
${item('sw-in', 'row: money in (credit)')}${item('sw-out', 'row: money out (debit)')}
${item('sw-break', 'row whose printed balance breaks the chain (expected vs printed above it)')}
${item('sw-fixed', 'row with a corrected value (OCR repair confirmed by the balance chain, or a printed day that does not exist)')}
${hasEvidence ? item('sw-col', 'table header: column ranges and the role given to each') : ''}
${hasEvidence ? item('sw-forward', 'balance brought/carried forward') + item('sw-total', 'total line') + item('sw-summary', 'summary figure') : ''}
${hasEvidence ? item('sw-skipped', 'line with a date or amount that is not a row') + item('sw-dropped', 'read as a row but left out (zero amount, no readable date, or a page listed twice: see warnings)') + item('sw-unread', 'dated line under a table header with no readable amount: a row may be missing') : ''}
</ul>${hasEvidence ? '' : '<p class="muted">Headers and set-aside lines are not shown: this statement was not extracted in this process.</p>'}
<p class="muted">Hover a box for its values; click a box or a table row to find the other.</p></details>`;
}

const CSS = `
:root{--in:#15803d;--out:#1d4ed8;--break:#dc2626;--fixed:#9333ea;--fwd:#0e7490;--total:#b45309;--summary:#a16207;--skipped:#6b7280;--unread:#e11d48;--dropped:#ea580c;--sel:#f59e0b}
*{box-sizing:border-box}
body{margin:0;font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#e5e7eb}
.top{height:40px;padding:10px 14px;background:#111827;color:#f9fafb;display:flex;gap:12px;align-items:center;white-space:nowrap;overflow:hidden}
.top .muted{color:#9ca3af}
main{display:grid;grid-template-columns:minmax(0,1fr) minmax(420px,34%);grid-template-rows:minmax(0,1fr);height:calc(100vh - 40px)}
#pages{overflow:auto;padding:12px 16px}
#side{overflow:auto;background:#fff;border-left:1px solid #d1d5db;padding:10px 14px}
.page{max-width:1000px;margin:0 auto 18px}
.page-label{font-size:12px;color:#374151;margin:0 0 4px}
.page-svg{display:block;width:100%;height:auto;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.25)}
.row-box{fill:none;stroke-width:1.1}
.row-in .row-box{stroke:var(--in);fill:rgba(21,128,61,.07)}
.row-out .row-box{stroke:var(--out);fill:rgba(29,78,216,.06)}
.row-fixed .row-box{stroke:var(--fixed);stroke-dasharray:3 1.5;stroke-width:1.6}
.row-break .row-box{stroke:var(--break);stroke-width:2.2;fill:rgba(220,38,38,.12)}
.row{cursor:pointer}
.row:hover .row-box{stroke-width:2.4}
.row.selected .row-box{stroke:var(--sel);stroke-width:3;fill:rgba(245,158,11,.22)}
.row-break.selected .row-box{stroke:var(--break)}
.idx{font-size:6px;text-anchor:end;fill:#374151;font-family:ui-monospace,monospace}
.row-in .idx{fill:var(--in)}.row-out .idx{fill:var(--out)}.row-break .idx{fill:var(--break);font-weight:700}
.gutter{fill:#f3f4f6}
.note{font-weight:700}
.leader{fill:none;stroke-width:.5;stroke-dasharray:1.5 1}
text.break-note{fill:var(--break)}text.fixed-note{fill:var(--fixed)}
.leader.break-note{stroke:var(--break);stroke-width:.8;stroke-dasharray:none}.leader.fixed-note{stroke:var(--fixed)}
.mark .leader{stroke:currentColor}
.header-band{fill:rgba(17,24,39,.05);stroke:#111827;stroke-width:.5}
.col{stroke-width:.6;stroke-dasharray:2 2;fill-opacity:.05}
.col-label-bg{stroke:none;fill-opacity:.9}
.col-label{font-size:5.5px;fill:#fff;font-family:ui-monospace,monospace}
.col-date,.col-value_date{fill:#4b5563;stroke:#4b5563}
.col-description,.col-reference{fill:#6b7280;stroke:#6b7280}
.col-debit{fill:var(--out);stroke:var(--out)}
.col-credit{fill:var(--in);stroke:var(--in)}
.col-amount{fill:#7c3aed;stroke:#7c3aed}
.col-balance{fill:#111827;stroke:#111827}
.mark rect{fill:none;stroke-width:1}
text.mark-label{font-style:italic;font-weight:400}
.mark-dropped{color:var(--dropped)}.mark-dropped rect{stroke-dasharray:4 1.5;stroke-width:1.3;fill:rgba(234,88,12,.08)}
.mark-forward{color:var(--fwd)}.mark-total{color:var(--total)}.mark-summary{color:var(--summary)}.mark-skipped{color:var(--skipped)}.mark-unread{color:var(--unread)}
.mark text{fill:currentColor}.mark rect{stroke:currentColor}
.mark-forward rect{fill:rgba(14,116,144,.08)}.mark-total rect{fill:rgba(180,83,9,.08)}.mark-summary rect{fill:rgba(161,98,7,.08)}
.mark-skipped rect{stroke-dasharray:2 1.5}
.mark-unread rect{stroke-dasharray:3 1.5;stroke-width:1.6;fill:rgba(225,29,72,.08)}.mark-unread text{font-weight:700}
h2{font-size:16px;margin:4px 0 6px}h3{font-size:13px;margin:10px 0 4px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:1px 12px;margin:0}
dt{color:#6b7280}dd{margin:0;font-variant-numeric:tabular-nums}
.ok{color:var(--in);font-weight:600}.bad{color:var(--break);font-weight:600}.warn{color:var(--total)}
.muted{color:#6b7280}
.status{padding:1px 8px;border-radius:9px;font-weight:700;font-size:12px;color:#fff}
.status-reconciled{background:var(--in)}.status-discrepancy{background:var(--break)}.status-unverifiable{background:#6b7280}
ul{margin:2px 0 6px;padding-left:18px}
.breaks a{color:var(--break);font-weight:600}
details{margin:6px 0}summary{cursor:pointer;color:#374151}
.legend ul{list-style:none;padding:0}
.legend li{display:flex;align-items:center;gap:6px}
.sw{display:inline-block;width:22px;height:10px;border:1.5px solid;flex:none}
.sw-in{border-color:var(--in);background:rgba(21,128,61,.1)}.sw-out{border-color:var(--out);background:rgba(29,78,216,.08)}
.sw-break{border-color:var(--break);border-width:2.5px;background:rgba(220,38,38,.15)}.sw-fixed{border-color:var(--fixed);border-style:dashed}
.sw-col{border-color:#111827;border-style:dashed;background:rgba(17,24,39,.06)}
.sw-forward{border-color:var(--fwd)}.sw-total{border-color:var(--total)}.sw-summary{border-color:var(--summary)}
.sw-skipped{border-color:var(--skipped);border-style:dashed}.sw-dropped{border-color:var(--dropped);border-style:dashed}.sw-unread{border-color:var(--unread);border-style:dashed}
table{border-collapse:collapse;width:100%;margin-top:8px;font-size:12px}
th{position:sticky;top:-10px;background:#f3f4f6;text-align:left;padding:3px 4px;border-bottom:1px solid #d1d5db}
td{padding:2px 4px;border-bottom:1px solid #f3f4f6;vertical-align:top}
td.m{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.n,td.p{color:#6b7280;text-align:right}td.d{white-space:nowrap}
tr.in td.n{border-left:3px solid var(--in)}tr.out td.n{border-left:3px solid var(--out)}
tr.break{background:#fef2f2}tr.break td.n{border-left:3px solid var(--break)}
tr.fixed{background:#faf5ff}
tr[data-i]{cursor:pointer}tr[data-i]:hover{background:#f9fafb}
tr.selected,tr.selected:hover{background:#fef3c7}
.ref{color:#6b7280;font-size:11px}
.cell-note{font-size:11px;font-weight:600}.break-text{color:var(--break)}.fixed-text{color:var(--fixed)}
@media print{main{display:block;height:auto}#pages,#side{overflow:visible}.top{position:static}}
`;

/** Click a box: its table row is selected and scrolled to; click a table row (or a break link): the page scrolls to its box. */
const SCRIPT = `
(function(){
  var current = null;
  function select(i, scrollTo){
    if (current !== null) document.querySelectorAll('[data-i="'+current+'"]').forEach(function(e){ e.classList.remove('selected'); });
    current = i;
    var box = document.getElementById('box-'+i), row = document.getElementById('row-'+i);
    if (box) box.classList.add('selected');
    if (row) row.classList.add('selected');
    var target = scrollTo === 'box' ? box : row;
    if (target) target.scrollIntoView({block:'center', behavior:'smooth'});
  }
  document.addEventListener('click', function(e){
    var t = e.target;
    var go = t.closest && t.closest('[data-goto]');
    if (go) { e.preventDefault(); select(go.getAttribute('data-goto'), 'box'); return; }
    var box = t.closest && t.closest('g.row[data-i]');
    if (box) { select(box.getAttribute('data-i'), 'row'); return; }
    var tr = t.closest && t.closest('tr[data-i]');
    if (tr) select(tr.getAttribute('data-i'), 'box');
  });
  window.reportSelect = select;
})();
`;
