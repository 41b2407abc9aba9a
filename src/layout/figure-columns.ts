import type { Line } from '../types.js';
import type { AmountMode } from '../normalize/amount.js';
import { AMOUNT_ROLES, type Header } from './header.js';
import { splitLine } from './line-cells.js';

/** Lines below a header (up to the next header) looked at for where its figures end. */
const BODY_LINES = 80;

/**
 * Money labels centred over (or left of) right-aligned figures in wide boxes: a debit figure may end nearer the
 * credit label than its own. Where the figures below the header end at shared right edges (three figures or more),
 * at most one between a money label's start and the next label's, and some edge stands well right of its label
 * (1.5 type sizes: a bracket or sign after right-aligned figures under a right-aligned label is not that), each
 * money column is widened to its figures: the column is where its figures stand, the label only names it.
 */
export function fitToFigures(header: Header, edgesUnder: (header: Header) => FigureRun[]): Header {
  const money = header.columns.filter((c) => AMOUNT_ROLES.includes(c.role)).sort((a, b) => a.x0 - b.x0);
  if (!money.length || !header.geometric) return header;
  const edges = edgesUnder(header);
  // Each label's edge: the one shared edge between its start and the next label's (a column of few figures, a card's
  // credits, may show none).
  const shared = edges.filter((e) => e.n >= 3 && e.x1 >= money[0]!.x0);
  const edgeOf = money.map((c, k) => shared.filter((e) => e.x1 >= c.x0 && (k + 1 >= money.length || e.x1 < money[k + 1]!.x0)));
  if (edgeOf.some((es) => es.length > 1) || !money.some((c, k) => edgeOf[k]!.some((e) => e.x1 > c.x1 + 1.5 * e.size))) return header;
  // Columns whose figures end well right of their labels (labels at the columns' left, as checked above): one of too
  // few figures to show an edge (a few credits) spans from its label to the next money label, where that is the next
  // column. Left at its label's width, its figures went to the column whose label is nearer (the balance's, right of
  // them).
  return {
    ...header,
    columns: header.columns.map((c) => {
      const k = money.indexOf(c);
      const e = edgeOf[k]?.[0];
      if (e) return { ...c, x0: Math.min(c.x0, e.x0), x1: Math.max(c.x1, e.x1) };
      // (To the next column of any kind: a debit label left of the details spans no further than they start.)
      const next = k >= 0 ? header.columns.filter((d) => d.x0 > c.x1).sort((a, b) => a.x0 - b.x0)[0] : undefined;
      return next && AMOUNT_ROLES.includes(next.role) ? { ...c, x1: next.x0 - 1 } : c;
    }),
  };
}

/** Right edges the figures under a header end at, left to right, with how many end there. */
export interface FigureRun {
  x0: number;
  x1: number;
  size: number;
  n: number;
}

/**
 * The figures' right edges under a header's copies (the lines under each, up to BODY_LINES; `to` is where the next
 * header starts), right of the details column: one table's header printed on each page is fitted once, to the
 * figures of all its pages.
 */
export function figureRunsUnder(header: Header, bodies: readonly { lines: Line[]; from: number; to: number }[], mode: AmountMode): FigureRun[] {
  const details = header.columns.find((c) => c.role === 'description');
  const figures: { x0: number; x1: number; size: number }[] = [];
  for (const { lines, from, to } of bodies)
    for (let k = from; k < Math.min(to, lines.length, from + BODY_LINES); k++) {
      for (const a of splitLine(lines[k]!, 2, mode).amounts) if (!details || a.x0 > details.x1) figures.push({ x0: a.x0, x1: a.x1, size: a.words[0]!.size });
    }
  figures.sort((a, b) => a.x1 - b.x1);
  const edges: FigureRun[] = [];
  for (const f of figures) {
    const last = edges[edges.length - 1];
    if (last && f.x1 - last.x1 <= 1.5) {
      last.n++;
      last.x0 = Math.min(last.x0, f.x0);
      last.x1 = f.x1;
    } else edges.push({ ...f, n: 1 });
  }
  return edges;
}

/**
 * Where a table without a header ends its figures: right edges shared by three figures or more on the page's dated
 * lines (in the first list's frame, where two print side by side). A headerless table has no money label to say
 * where money stands; its own right-aligned figures do. On a poor scan a column may keep no figure whole (every
 * separator lost: "841153" for 8,411.53): three digit runs ending a dated line's details at one right edge mark that
 * column too, and so do three codes of digits (a card's last four digits): such an edge is marked `runsOnly`, and the
 * search reads the statement without it as well. The chain confirms each reading or names the row.
 */
export function figureEdges(lines: Line[], mode: AmountMode): FigureEdge[] {
  const figures: Span[] = [];
  const digitEnds: Span[] = [];
  const runs: Span[] = [];
  const dated: Line[] = [];
  for (const line of lines) {
    const cells = splitLine(line, 2, mode);
    if (cells.dates.length === 0) continue;
    dated.push(line);
    // A list printed beside another is measured in the first list's frame (Line.shift).
    const shift = line.shift ?? 0;
    for (const a of cells.amounts) {
      figures.push({ x0: a.x0 - shift, x1: a.x1 - shift, size: a.words[0]!.size });
      digitEnds.push({ x0: a.x0 - shift, x1: digitsEnd(a.words, a.x1) - shift, size: a.words[0]!.size });
    }
    const last = cells.text[cells.text.length - 1];
    if (last && last.confidence < 1 && /^\d{4,}$/.test(last.text)) runs.push({ x0: last.x0 - shift, x1: last.x1 - shift, size: last.size, text: last.text });
  }
  // Where a column's digits end, if a sign or mark follows them ("2 583,10 €"): a word OCR may lose ("249421" for
  // "2 494,21 €", its separators lost too) or glue to the digits ("54728" for "54.72 $"), so a digit run ending at
  // either edge stands in the column.
  const digitEdges = sharedEdges(digitEnds);
  const whole = sharedEdges(figures).map((g) => {
    const d = digitEdges.find((e) => e.x1 < g.x1 - edgeTolerance(g.size) && e.x1 > g.x1 - 3 * g.size);
    return { x0: g.widest, x1: g.x1, ...(d ? { digits: d.x1 } : {}) };
  });
  // Digit runs in the details can share an edge by chance (one merchant's store number on several rows): a money
  // column holds no words of letters, so runs count where at most one in twenty of the page's dated lines (OCR
  // noise) has a word of letters standing over them. Nor where every run at the edge is the same digits: one card's
  // or account's number printed on each row ("Card 4821"), where figures whose separators OCR lost differ from row to
  // row (scanned random 11570: "4821" read as 48.21 out).
  const lettersOver = (g: Span) =>
    dated.filter((l) => l.words.some((w) => /\p{L}/u.test(w.text) && w.x1 - (l.shift ?? 0) > g.x0 + w.size / 2 && w.x0 - (l.shift ?? 0) < g.x1 - w.size / 2)).length;
  const bare = sharedEdges(runs)
    .filter((g) => lettersOver(g) <= dated.length / 20 && !g.alike)
    .map((g) => ({ x0: g.widest, x1: g.x1, ...(whole.some((e) => [e.x1, e.digits ?? e.x1].some((x) => Math.abs(x - g.x1) <= edgeTolerance(g.size))) ? {} : { runsOnly: true as const }) }));
  return [...whole, ...bare];
}

/** The right edge of the last of a figure's words holding a digit (`x1` where none does). */
function digitsEnd(words: readonly { text: string; x1: number }[], x1: number): number {
  for (let k = words.length - 1; k >= 0; k--) if (/\d/.test(words[k]!.text)) return words[k]!.x1;
  return x1;
}

/** A column of a headerless table: where its figures end, and where its widest figure starts. */
export interface FigureEdge {
  x0: number;
  x1: number;
  /** Where the column's digits end, left of `x1`, where its figures print a sign or mark after them. */
  digits?: number;
  /**
   * Only digit runs end here, no figure read whole: a column whose every separator OCR lost, or a column of codes
   * (a card's last four digits, a branch number) that is no money at all. Only the arithmetic tells
   * (`LayoutReading.runEdges`).
   */
  runsOnly?: true;
}

/** OCR boxes of right-aligned figures end within a point or two of each other. */
const edgeTolerance = (size: number) => Math.max(1.5, size * 0.2);

interface Span {
  x0: number;
  x1: number;
  size: number;
  text?: string;
}

/**
 * Right edges shared by three spans or more: each as its middle span (where the column's figures stand), with the
 * start of its widest, and whether every span there reads the same (`alike`, spans with text only).
 */
function sharedEdges(ends: Span[]): (Span & { widest: number; alike: boolean })[] {
  ends.sort((a, b) => a.x1 - b.x1);
  const edges: (Span & { widest: number; alike: boolean })[] = [];
  let group: Span[] = [];
  const flush = () => {
    const byStart = [...group].sort((a, b) => a.x0 - b.x0);
    const alike = group[0]?.text !== undefined && group.every((s) => s.text === group[0]!.text);
    if (group.length >= 3) edges.push({ ...byStart[Math.floor(group.length / 2)]!, widest: byStart[0]!.x0, alike });
    group = [];
  };
  for (const e of ends) {
    if (group.length && e.x1 - group[group.length - 1]!.x1 > edgeTolerance(e.size)) flush();
    group.push(e);
  }
  flush();
  return edges;
}
