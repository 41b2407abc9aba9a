import type { Line } from '../types.js';
import type { AmountMode } from '../normalize/amount.js';
import type { Header } from './header.js';
import { splitLine, type TableColumns } from './line-cells.js';
import { matchDateAt, plainDate } from '../normalize/date-token.js';

/**
 * Where a page prints its table: the left edge most of its figured lines start at, the right edges its figures end
 * at (each money column's, where three or more figures share it) and the left edges it prints its dates at.
 */
export interface Frame {
  left: number;
  /** Right edges three or more figures end at, left to right; `right` is the last (the table's right edge). */
  rights: number[];
  right: number;
  /** Left edges at which three or more of its figured lines print a date, left to right. */
  dates: number[];
  /** Left edges of its figured lines that begin with a date's cell (each line's, not shared ones). */
  rowStarts: number[];
  /** Left edges of all its lines that begin with a date's cell, figured or not (rows whose figures stand on a later line). */
  datedStarts: number[];
  /** Left edges of the two dates that lines print one right after the other (booking and value date), where two or
   * more lines share each, figured or not (rows whose figures stand on a later line); else none. */
  pairs: number[];
}

type Span = { x0: number; x1: number };

/** The frame of lines that print figures; undefined where too few of them share a left edge or a figure's edge. */
export function frameOf(lines: Line[], mode: AmountMode, marks?: readonly string[]): Frame | undefined {
  const lefts: number[] = [];
  const rights: number[] = [];
  const dates: number[] = [];
  const rowStarts: number[] = [];
  const datedStarts: number[] = [];
  const firsts: number[] = [];
  const seconds: number[] = [];
  const split = lines.map((line) => (line.words.length ? splitLine(withoutMarks(line, marks), 2, mode) : undefined));
  lines.forEach((line, i) => {
    const cells = split[i];
    if (!cells) return;
    const pair = datePair(line);
    if (pair) {
      firsts.push(pair[0]);
      seconds.push(pair[1]);
    }
    const amounts = cells.amounts;
    // A row's line begins with its date's cell (a weekday before the date is part of it).
    const dated = !!cells.dates[0] && cells.dates[0].x0 <= line.words[0]!.x0;
    if (dated) datedStarts.push(line.words[0]!.x0);
    // A row's dates stand on its figured line, or on the line right above it where the row prints its figures on
    // its second line (under the details): both are the row's.
    const next = lines[i + 1];
    const figuresBelow = !amounts.length && !!next && !!split[i + 1]?.amounts.length && next.y0 - line.y1 < (line.y1 - line.y0) * 1.2;
    if (amounts.length) {
      lefts.push(line.words[0]!.x0);
      if (dated) rowStarts.push(line.words[0]!.x0);
      for (const a of amounts) rights.push(a.x1);
    } else if (!figuresBelow) return;
    // Not a figure read as money that also reads as a day and month ("4.03"): it stands where the figures do.
    const money = new Set(amounts.flatMap((a) => a.words));
    const texts = line.words.map((w) => w.text);
    for (let k = 0; k < texts.length; k++) {
      const m = matchDateAt(texts, k);
      if (m && plainDate(m.date)) {
        if (!money.has(line.words[k]!)) dates.push(line.words[k]!.x0);
        k += m.used - 1;
      }
    }
  });
  // A page of a few rows above a summary box: the box's lines outnumber the rows' and share no edge with them; the
  // rows' own starts say where the table begins.
  // Rows whose figures stand on a line of their own (centred between the row's two lines) begin no figured line at
  // the table's edge: their dated lines do.
  const left = sharedEdge(lefts) ?? (rowStarts.length >= 3 ? sharedEdge(rowStarts) : undefined) ?? (datedStarts.length >= 3 ? sharedEdge(datedStarts) : undefined);
  const edges = sharedEdges(rights);
  const first = twiceShared(firsts);
  const second = twiceShared(seconds);
  const pairs = first !== undefined && second !== undefined && second > first ? [first, second] : [];
  return left === undefined || !edges.length ? undefined : { left, rights: edges, right: edges[edges.length - 1]!, dates: sharedEdges(dates), rowStarts, datedStarts, pairs };
}

/**
 * The line without the statement's direction marks after its figures ("197.697  B  3.619.399"): read without the
 * mark column (which this page may print elsewhere), a figure before a word is no figure, and the amounts' edge was
 * lost, so the page's money columns all moved with the balance's.
 */
function withoutMarks(line: Line, marks?: readonly string[]): Line {
  if (!marks?.length) return line;
  const words = line.words.filter((w, k) => !(k > 0 && /\d$/.test(line.words[k - 1]!.text) && marks.includes(w.text.toLowerCase())));
  return words.length === line.words.length ? line : { ...line, words, text: words.map((w) => w.text).join(' ') };
}

/** The left edges of the first two dates a line prints one right after the other, if it does. */
function datePair(line: Line): [number, number] | undefined {
  const texts = line.words.map((w) => w.text);
  for (let k = 0; k < texts.length; k++) {
    const m = matchDateAt(texts, k);
    if (!m || !plainDate(m.date)) continue;
    const n = matchDateAt(texts, k + m.used);
    return n && plainDate(n.date) ? [line.words[k]!.x0, line.words[k + m.used]!.x0] : undefined;
  }
  return undefined;
}

/** The edge (to a point) most of the values share, where two or more do. */
function twiceShared(xs: number[]): number | undefined {
  const best = mostShared(xs);
  return best && best.n >= 2 ? best.x : undefined;
}

/** Where rows begin: the edges two or more row starts share (to a point), or the one start of a page with one. */
function rowEdges(xs: number[]): number[] {
  if (xs.length === 1) return xs;
  return xs.filter((x) => xs.filter((y) => Math.abs(y - x) <= 1).length >= 2);
}

/** The edges three or more values share (to a point), left to right. */
function sharedEdges(xs: number[]): number[] {
  const edges: number[] = [];
  for (const x of [...xs].sort((a, b) => a - b)) {
    if (edges.some((e) => Math.abs(e - x) <= 1)) continue;
    if (xs.filter((y) => Math.abs(y - x) <= 1).length >= 3) edges.push(x);
  }
  return edges;
}

/** The edge (to a point) that three or more and at least half of the values share. */
function sharedEdge(xs: number[]): number | undefined {
  const best = mostShared(xs);
  return best && best.n >= 3 && best.n * 2 >= xs.length ? best.x : undefined;
}

/** The edge (to a point) most of the values share, and how many do. */
function mostShared(xs: number[]): { x: number; n: number } | undefined {
  let best: { x: number; n: number } | undefined;
  for (const x of xs) {
    const n = xs.filter((y) => Math.abs(y - x) <= 1).length;
    if (!best || n > best.n) best = { x, n };
  }
  return best;
}

/** How a page's table stands from the header page's: its left edge's move, and each money column's right edge's. */
export interface FrameShift {
  left: number;
  /** The header page's figure edges and this page's, pair by pair (none where the columns stayed). */
  rights: [number, number][];
  /**
   * Where this page shows fewer figure edges than the header's page and none where they were: how many more of the
   * header page's edges its right edge could be (a page of debits only ends at the debit column's edge, one of credits
   * only at the credit column's). Only the statement's arithmetic tells (search.ts reads the other pairings too).
   */
  open?: number;
}

/**
 * How far a page's table stands from the header page's: its left edge, and its money columns' right edges, paired in
 * order where none stayed and as many moved (the table's right edge alone where another number moved). Undefined
 * where nothing moved. `edge`: where the page shows fewer edges, which of the header page's its right edge is, counted
 * from the right (0: the table's right edge, the usual guess; `FrameShift.open` says how many others it could be).
 */
export function frameShift(from: Frame, to: Frame, headerRight?: number, edge = 0): FrameShift | undefined {
  // The edge most figured lines start at is the dates' on one page and the details' on another where the rows print
  // their date once a day, or their figures on a second line under the details: where both pages begin rows with a
  // date, the table stays where a row here begins where rows begin there (a booking date, or a value date on a day's
  // later rows), and moves with its leftmost row start otherwise. A page whose rows print their figures on a later
  // line (under the details) begins its rows where its dated lines begin, figured or not: its figured lines all
  // start in the details, which is no row start to measure another page's from.
  const starts = rowEdges(from.rowStarts.length ? from.rowStarts : from.datedStarts);
  const toStarts = to.rowStarts.length ? to.rowStarts : rowEdges(to.datedStarts);
  const moved = !starts.length || !toStarts.length
    ? to.left - from.left
    : toStarts.some((x) => starts.some((e) => Math.abs(x - e) <= 2)) ? 0 : Math.min(...toStarts) - Math.min(...starts);
  const left = Math.abs(moved) > 2 ? moved : 0;
  // An edge in common says the columns stayed, unless figures here end well right of every label and figure of the
  // header's page: figures left-aligned in their columns end at several edges, and one of a moved column's may fall
  // on another column's edge there (random 1008363: a wider page's debits ending where the narrower page's balances
  // end, its balances far right of the header's last label).
  const wider = headerRight !== undefined && to.right > Math.max(headerRight, from.right) + 10;
  const kept = !wider && to.rights.some((x) => from.rights.some((y) => Math.abs(x - y) <= 2));
  // Every edge moved, but a page may show fewer columns' edges than the header's (a page of debits only): the
  // table's right edge says where the columns right of the details went; keeping them where they were is sure to
  // be wrong. Which of the header page's edges it is, geometry cannot tell: the last is the usual guess, and the
  // page's own other edges need as many columns left of it.
  const open = !kept && to.rights.length < from.rights.length ? from.rights.length - to.rights.length : 0;
  const paired = from.rights[from.rights.length - 1 - Math.min(edge, open)]!;
  const datesMoved = from.dates.length === to.dates.length && from.dates.some((e, k) => Math.abs(e - to.dates[k]!) > 2);
  // Where the dates all moved by one distance and this page shows an edge that far from each of the header page's
  // edges, the figures moved with them: the header's page may have shown too few figures of a column to give its
  // edge (two credits), and its last edge is then not this page's last (random 1020004: the debits' edge paired with
  // this page's credits', every credit read as a debit).
  const dateMove = datesMoved && from.dates.every((e, k) => Math.abs(to.dates[k]! - e - (to.dates[0]! - from.dates[0]!)) <= 2) ? to.dates[0]! - from.dates[0]! : undefined;
  const movedTo = dateMove === undefined ? [] : from.rights.map((x) => to.rights.find((r) => Math.abs(r - x - dateMove) <= 2));
  const pairedTo = (ys: (number | undefined)[]) => from.rights.map((x, k): [number, number] => [x, ys[k]!]);
  const rights = kept
    ? []
    : to.rights.length === from.rights.length
      ? pairedTo(to.rights)
      : dateMove !== undefined && movedTo.every((y) => y !== undefined)
        ? pairedTo(movedTo)
        : [[paired, to.right] as [number, number]];
  return left || rights.length || datesMoved ? { left, rights, ...(open ? { open } : {}) } : undefined;
}

/**
 * A table printed in another frame (a first page's narrower table beside a box, another left margin) keeps its
 * columns' order; the details take up what the width changed: the columns left of the details move with the left
 * edge, those right of them with the figure edge under them (or the table's right edge), the details' own column
 * stretches between. With no details column each column moves with the edge it stands nearer.
 */
function mover(header: Header, from: Frame, to: Frame, shift: FrameShift): <S extends Span>(s: S) => S {
  const dl = shift.left;
  // Right of the details, a column moves with the figure edge under it, else with the table's right edge.
  const last = shift.rights[shift.rights.length - 1];
  const dr = last ? last[1] - last[0] : 0;
  const byEdge = (s: Span) => {
    const pair = shift.rights.find(([e]) => e >= s.x0 - 2 && e <= s.x1 + 2);
    return pair ? pair[1] - pair[0] : dr;
  };
  const desc = header.columns.find((c) => c.role === 'description');
  // Date columns go where this page prints its dates, where it prints them at as many edges as the header's page
  // (in their order): a narrower page may print its columns narrower too (labels cut short).
  // Or, where the header's page prints a booking and a value date and this page prints the pair at two edges of its
  // own (lines of the booking date printed once a day, figures on a later line), where it prints the pair: restacked
  // pages space the columns between the details and the money otherwise than the header's.
  const dated = from.dates.length > 0 && from.dates.length === to.dates.length;
  const edges = dated ? to.dates : from.dates.length === 2 && to.pairs.length === 2 ? to.pairs : undefined;
  // A column with no figure edge under it between two that moved apart (a mark column between the amount's and the
  // balance's): the table stretched, and it keeps its place between them.
  const between = (s: Span): Span | undefined => {
    if (shift.rights.some(([e]) => e >= s.x0 - 2 && e <= s.x1 + 2)) return undefined;
    const k = shift.rights.findIndex(([e], i) => e < s.x0 && i + 1 < shift.rights.length && shift.rights[i + 1]![0] > s.x1);
    if (k < 0) return undefined;
    const [[a, a2], [b, b2]] = [shift.rights[k]!, shift.rights[k + 1]!];
    const at = (x: number) => a2 + ((x - a) * (b2 - a2)) / (b - a);
    return { x0: at(s.x0), x1: at(s.x1) };
  };
  return <S extends Span>(s: S): S => {
    const k = edges ? from.dates.findIndex((e) => Math.abs(e - s.x0) <= 2) : -1;
    if (k >= 0) return { ...s, x0: edges![k]!, x1: edges![k]! + (s.x1 - s.x0) };
    if (desc) {
      if (s.x1 <= desc.x0 + 1) return { ...s, x0: s.x0 + dl, x1: s.x1 + dl };
      const inside = s.x0 >= desc.x1 - 1 ? between(s) : undefined;
      if (inside) return { ...s, ...inside };
      if (s.x0 >= desc.x1 - 1) return { ...s, x0: s.x0 + byEdge(s), x1: s.x1 + byEdge(s) };
      return { ...s, x0: s.x0 + dl, x1: s.x1 + dr };
    }
    const d = Math.abs((s.x0 + s.x1) / 2 - from.left) < Math.abs((s.x0 + s.x1) / 2 - from.right) ? dl : byEdge(s);
    return { ...s, x0: s.x0 + d, x1: s.x1 + d };
  };
}

/** The header and its table columns moved from the frame they were read in to another page's. */
export function reframed(header: Header, cols: TableColumns, from: Frame, to: Frame, shift: FrameShift): { header: Header; cols: TableColumns } {
  const move = mover(header, from, to, shift);
  const moved: TableColumns = { ...cols };
  if (cols.date) moved.date = move(cols.date);
  if (cols.valueDate) moved.valueDate = move(cols.valueDate);
  if (cols.marker) moved.marker = { ...move(cols.marker), ...(cols.marker.spans ? { spans: cols.marker.spans.map(move) } : {}) };
  if (cols.money) moved.money = cols.money.map(move);
  if (cols.moneyLabels) moved.moneyLabels = cols.moneyLabels.map(move);
  return {
    header: { ...header, columns: header.columns.map(move), ...(header.unnamed ? { unnamed: header.unnamed.map(move) } : {}) },
    cols: moved,
  };
}

