import type { BalanceBreak, LayoutEvidence, Statement, Transaction } from '../types.js';
import type { PageImage } from './render-pages.js';
import { esc, money, num, signed } from './format.js';

/** What one page's overlay draws, already picked out for that page. */
export interface PageMarks {
  image: PageImage;
  /** Transactions printed on this page (with their index in Statement.transactions). */
  rows: { i: number; t: Transaction }[];
  breaks: Map<number, BalanceBreak>;
  headers: LayoutEvidence['headers'];
  marked: Marked[];
}

/** A line set aside by the parser, or a row it read that is not among the transactions ('dropped'). */
type Marked = Omit<LayoutEvidence['marked'][number], 'kind'> & { kind: LayoutEvidence['marked'][number]['kind'] | 'dropped' };

const MARK_LABEL: Record<Marked['kind'], string> = {
  dropped: 'row left out',
  forward: 'balance forward',
  total: 'total',
  summary: 'summary',
  skipped: 'skipped',
  unread: 'unread row?',
};

/** One line describing a row's parsed values (the SVG <title> of its box and the table's tooltip). */
export function rowTitle(i: number, t: Transaction, br?: BalanceBreak): string {
  const parts = [`#${i + 1}`, t.date + (t.value_date ? ` (value ${t.value_date})` : ''), t.description];
  if (t.debit) parts.push(`out ${money(t.debit)}`);
  if (t.credit) parts.push(`in ${money(t.credit)}`);
  if (t.balance !== null) parts.push(`balance ${money(t.balance)}`);
  if (t.reference) parts.push(`ref ${t.reference}`);
  parts.push(t.category, `page ${t.page_number}`);
  if (t.confidence < 1) parts.push(`confidence ${t.confidence.toFixed(2)}`);
  let s = parts.join(' · ');
  if (br) s += `\nBALANCE BREAK: expected ${money(br.expected_balance)}, printed ${money(br.printed_balance)} (${signed(br.difference)})`;
  for (const c of t.corrections ?? []) s += `\nrepaired: ${c}`;
  return s;
}

/**
 * The SVG of one page: the page image, then (bottom to top) the table headers' column ranges, the lines the parser
 * set aside, and each transaction's box. Coordinates are PDF points, origin top-left, so the viewBox is the page
 * size and nothing needs scaling. Everything is an SVG element with a class (colours live in the page's CSS).
 */
export function pageSvg(m: PageMarks): string {
  const { image, rows } = m;
  const W = image.width;
  const H = image.height;
  const out: string[] = [];
  out.push(
    `<svg class="page-svg" data-page="${image.page}" viewBox="0 0 ${num(W + GUTTER)} ${num(H)}" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="page ${image.page}">`,
    `<rect class="gutter" x="${num(W)}" y="0" width="${GUTTER}" height="${num(H)}"/>`,
    `<image class="page-image" href="${image.src}" x="0" y="0" width="${num(W)}" height="${num(H)}" preserveAspectRatio="none"/>`,
  );
  const notes = layoutNotes(m, W);

  // Column ranges: each header's labels, and a faint band down to the last row of its table on this page.
  out.push('<g class="columns">');
  const pageHeaders = [...m.headers].sort((a, b) => a.y0 - b.y0);
  pageHeaders.forEach((h, k) => {
    const nextTop = pageHeaders[k + 1]?.y0 ?? H;
    const below = rows.filter((r) => r.t.bbox!.y0 >= h.y1 - 1 && r.t.bbox!.y0 < nextTop);
    const markedBelow = m.marked.filter((x) => x.y0 >= h.y1 - 1 && x.y0 < nextTop && (x.kind === 'forward' || x.kind === 'total'));
    const bottom = Math.max(h.y1 + 10, ...below.map((r) => r.t.bbox!.y1), ...markedBelow.map((x) => x.y1)) + 2;
    const x0 = Math.min(...h.columns.map((c) => c.x0)) - 3;
    const x1 = Math.max(...h.columns.map((c) => c.x1)) + 3;
    const title = `table header: ${h.columns.map((c) => `${c.role} ${num(c.x0)}–${num(c.x1)} pt`).join(', ')}`;
    out.push(`<g class="header"><title>${esc(title)}</title>`);
    out.push(`<rect class="header-band" x="${num(x0)}" y="${num(h.y0 - 1.5)}" width="${num(x1 - x0)}" height="${num(h.y1 - h.y0 + 3)}"/>`);
    for (const c of h.columns) {
      const cx0 = c.x0 - 1;
      const cw = Math.max(2, c.x1 - c.x0 + 2);
      out.push(`<rect class="col col-${esc(c.role)}" x="${num(cx0)}" y="${num(h.y0 - 1.5)}" width="${num(cw)}" height="${num(bottom - h.y0 + 1.5)}"/>`);
      out.push(`<rect class="col-label-bg col-${esc(c.role)}" x="${num(cx0)}" y="${num(h.y0 - 9)}" width="${num(Math.max(cw, labelWidth(c.role)))}" height="7"/>`);
      out.push(`<text class="col-label" x="${num(cx0 + 1)}" y="${num(h.y0 - 3.6)}">${esc(c.role.replace('_', ' '))}</text>`);
    }
    out.push('</g>');
  });
  out.push('</g>');

  // Lines set aside by the parser.
  out.push('<g class="marks">');
  for (const x of m.marked) {
    const tip = `${MARK_LABEL[x.kind]}: ${x.text}`;
    out.push(
      `<g class="mark mark-${x.kind}"><title>${esc(tip)}</title>` +
        `<rect x="${num(x.x0 - 2)}" y="${num(x.y0 - 1)}" width="${num(x.x1 - x.x0 + 4)}" height="${num(x.y1 - x.y0 + 2)}"/>` +
        (notes.get(x) ?? '') +
        '</g>',
    );
  }
  out.push('</g>');

  // Transaction boxes, with their index, their values on hover, breaks and repairs called out.
  out.push('<g class="rows">');
  for (const { i, t } of rows) {
    const b = t.bbox!;
    const br = m.breaks.get(i);
    const cls = ['row', t.credit > 0 ? 'row-in' : 'row-out', br ? 'row-break' : '', t.corrections?.length ? 'row-fixed' : ''].filter(Boolean).join(' ');
    const x = b.x0 - 2;
    const y = b.y0 - 1;
    const w = b.x1 - b.x0 + 4;
    const h = b.y1 - b.y0 + 2;
    out.push(`<g class="${cls}" data-i="${i}" id="box-${i}"><title>${esc(rowTitle(i, t, br))}</title>`);
    out.push(`<rect class="row-box" x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"/>`);
    out.push(`<text class="idx" x="${num(x - 1.5)}" y="${num(b.y0 + Math.min(7, h - 2))}">${i + 1}</text>`);
    out.push(notes.get(i) ?? '');
    out.push('</g>');
  }
  out.push('</g></svg>');
  return out.join('\n');
}

/** Room right of the page for notes (points): breaks, repairs and the names of set-aside lines, never over the print. */
const GUTTER = 110;
const NOTE_SIZE = 6.5;

interface Note {
  key: number | Marked;
  cls: string;
  lines: string[];
  /** Where the leader starts (the right edge of the box, its middle). */
  ax: number;
  ay: number;
  size: number;
}

/**
 * The notes of a page, set in the gutter at the height of what they describe, pushed down where they would
 * overlap, each with a leader line back to its box. Returns the SVG of each note by what it belongs to.
 */
function layoutNotes(m: PageMarks, W: number): Map<Note['key'], string> {
  const notes: Note[] = [];
  for (const { i, t } of m.rows) {
    const b = t.bbox!;
    const br = m.breaks.get(i);
    const lines: string[] = [];
    let cls = '';
    if (br) {
      cls = 'break-note';
      lines.push(`balance break ${signed(br.difference)}`, `expected ${money(br.expected_balance)}`, `printed ${money(br.printed_balance)}`);
    }
    if (t.corrections?.length) {
      cls ||= 'fixed-note';
      lines.push('repaired:', ...t.corrections.flatMap((c) => wrap(c, 28)).slice(0, 6));
    }
    if (lines.length) notes.push({ key: i, cls, lines, ax: b.x1 + 2, ay: (b.y0 + b.y1) / 2, size: NOTE_SIZE });
  }
  for (const x of m.marked) notes.push({ key: x, cls: 'mark-label', lines: [MARK_LABEL[x.kind]], ax: x.x1 + 2, ay: (x.y0 + x.y1) / 2, size: 5.5 });
  notes.sort((a, b) => a.ay - b.ay);
  const svg = new Map<Note['key'], string>();
  let free = 0;
  for (const n of notes) {
    const lh = n.size * 1.2;
    const height = n.lines.length * lh;
    const top = Math.max(n.ay - height / 2, free);
    free = top + height + 1.5;
    const tx = W + 6;
    const mid = top + height / 2;
    const text = n.lines.map((l, k) => `<tspan x="${num(tx)}" y="${num(top + (k + 0.85) * lh)}">${esc(l)}</tspan>`).join('');
    svg.set(
      n.key,
      `<path class="leader ${n.cls}" d="M${num(n.ax)} ${num(n.ay)} H${num(W + 1)} L${num(tx - 1.5)} ${num(mid)}"/>` +
        `<text class="note ${n.cls}" font-size="${n.size}">${text}</text>`,
    );
  }
  return svg;
}

function wrap(s: string, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of s.split(/\s+/)) {
    if (cur && cur.length + 1 + w.length > width) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}

/** Width in points of a column label chip at the label font size (6 pt). */
function labelWidth(role: string): number {
  return role.length * 3.1 + 3;
}

/** The marks for every page: rows with a box, breaks by row index, the evidence of each page. */
export function marksByPage(statement: Statement, images: PageImage[], evidence?: LayoutEvidence): PageMarks[] {
  const breaks = new Map(statement.reconciliation.breaks.map((b) => [b.index, b]));
  // Rows the layout read that normalisation left out (zero amount, no readable date, a page listed twice).
  const key = (b: { page: number; x0: number; y0: number; x1: number; y1: number }) => `${b.page}:${b.x0}:${b.y0}:${b.x1}:${b.y1}`;
  const kept = new Set(statement.transactions.filter((t) => t.bbox).map((t) => key(t.bbox!)));
  const dropped: Marked[] = (evidence?.rows ?? []).filter((r) => !kept.has(key(r))).map((r) => ({ ...r, kind: 'dropped' }));
  return images.map((image) => ({
    image,
    rows: statement.transactions.map((t, i) => ({ i, t })).filter((r) => r.t.bbox?.page === image.page),
    breaks,
    headers: evidence?.headers.filter((h) => h.page === image.page) ?? [],
    marked: [...(evidence?.marked ?? []), ...dropped].filter((x) => x.page === image.page),
  }));
}
