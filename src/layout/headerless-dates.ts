import type { Line } from '../types.js';
import { matchDateAt, plainDate } from '../normalize/date-token.js';
import { parseAmount, type AmountMode } from '../normalize/amount.js';
import { inDateOrder } from './date-direction.js';
import { timeAfter } from './date-dress.js';

/**
 * A page with no table header whose rows print their date after the details ("Card Purchase Target  Mar 19
 * -109.07  2934.82"): rows start where lines print a date at one left edge inside the line, followed by figures, on
 * more lines than start with a date (a value-date column beside a leading date is as frequent as that date, not more).
 */
export function dateColumnByGeometry(pageLines: Line[], mode: AmountMode = {}, seen?: Span): DateColumns | undefined {
  // A list printed beside another is read in the first list's frame (Line.shift): both lists' dates then stand at
  // one edge, and the column is where both print them, not where the longer list alone does.
  const lines = pageLines.map((l) => (l.shift ? { ...l, words: l.words.map((w) => ({ ...w, x0: w.x0 - l.shift!, x1: w.x1 - l.shift! })) } : l));
  const found: DatesInLine[] = [];
  // Left edges of the dates that start a line with figures after them (and which line).
  const leading: number[] = [];
  const leadingAt: number[] = [];
  // Dated lines whose row goes on below, a later line of it starting with a value date (valueDateBelow).
  const later: { dates: DatesInLine; text: string; from: number; to: number }[] = [];
  // A figure may be two words: "(60.82 €)" is "(60.82" and "€)".
  const money = (texts: string[], from: number) =>
    texts.slice(from).some((t, j, rest) => /\d/.test(t) && (!!parseAmount(t, mode) || (j + 1 < rest.length && !!parseAmount(`${t} ${rest[j + 1]}`, mode))));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const texts = line.words.map((w) => w.text);
    const first = matchDateAt(texts, 0);
    if (first) {
      if (money(texts, first.used)) {
        leading.push(line.words[0]!.x0);
        leadingAt.push(i);
      }
      continue;
    }
    for (let k = 1; k < texts.length; k++) {
      const m = matchDateAt(texts, k);
      if (!m) continue;
      if (!plainDate(m.date)) break;
      // A time of day may stand between the two dates ("06.04.24 12:42  06.04.24": random 1023168).
      const time = timeAfter(texts, k + m.used);
      const second = matchDateAt(texts, k + m.used + time);
      if (money(texts, k + m.used + time + (second?.used ?? 0))) found.push(datesAt(line, k, m.used, second?.used, time));
      else if (valueDateUnder(line, line.words[k]!.x0, lines[i + 1], money)) {
        // The row's second date under its first, in a date column right of the details, its figures on that line:
        // that line starts with a date only because the details stand over it.
        found.push(datesAt(line, k, m.used));
        i++;
      } else if (figuresUnder(lines, i, money)) {
        // The row's figures on a line under its date (details over them, or centred between lines of details).
        found.push(datesAt(line, k, m.used, second?.used, time));
      } else {
        const to = valueDateBelow(lines, i, k, money, mode);
        if (to !== undefined) later.push({ dates: datesAt(line, k, m.used), text: texts.slice(k, k + m.used).join(' '), from: i, to });
      }
      break;
    }
  }
  // A line right above with neither a date nor figures: the first line of a row whose booking date is printed once a
  // day (its value date starting the next line, with the figures).
  const undatedAbove = (i: number): number | undefined => {
    const above = lines[i - 1];
    if (!above || !rightUnder(above, lines[i]!)) return undefined;
    const texts = above.words.map((w) => w.text);
    return texts.some((_, k) => !!matchDateAt(texts, k)) || money(texts, 0) ? undefined : above.words[0]!.x0;
  };
  const cols = dateColumnsOf(found);
  if (!cols) return detailsFirst(later, leadingAt, seen, lines, undatedAbove);
  // A line that starts with a date at the column's own edge is a row of that column whose details stand on the lines
  // around it (details first, the date and figures on a line of their own): a witness, not a date column of its own.
  const atEdge = leading.filter((x) => Math.abs(x - cols.x0) < 3).length;
  const n = cols.n + atEdge;
  // A page of one or two rows (the last one) shows too few to be sure of, unless they stand where another page of
  // the statement prints its date column. (A line of another table standing there is then read as a row too: random
  // 1198's "Tasso 4,05 %  30.09.23  -47,93", interest listed for information; a statement that prints its opening
  // and closing names it, one that prints neither cannot.)
  const least = seen && Math.abs(cols.x0 - seen.x0) < 3 ? 1 : 3;
  return n >= least && n > leading.length - atEdge ? { ...cols, n } : detailsFirst(later, leadingAt, seen, lines, undatedAbove);
}

/**
 * Rows that print their details first with the date in a column right of them, no figure on that line, and a value
 * date starting a later line of the row, in the details, where the figures end the row ("COMPRA TARJ. MERCADONA
 * 2025-01-18" / "2025-01-20 MADRID" / "53,07 USD  Débito  45,75 €"). Read by the lines that start with a date, every
 * row would take its value date and the next row's details. The two readings cover as many lines; the statement
 * settles it: the date column is taken where every line that starts with a date and prints figures is such a row's
 * (none starts a row of its own), and its dates run in order down the page while the value dates need not.
 */
function detailsFirst(
  later: { dates: DatesInLine; text: string; from: number; to: number }[],
  leadingAt: number[],
  seen: Span | undefined,
  lines: Line[],
  undatedAbove: (i: number) => number | undefined,
): DateColumns | undefined {
  const edge = commonEdge(later.map((l) => l.dates.first));
  if (!edge) return undefined;
  const rows = later.filter((l) => Math.abs(l.dates.first.x0 - edge.x0) < 3);
  const least = seen && Math.abs(edge.x0 - seen.x0) < 3 ? 1 : 3;
  // A row's own line: its value date's, or the one under a row's first line printed without its booking date (once a
  // day), which starts where the dated rows' first lines do.
  const starts = rows.map((r) => lines[r.from]!.words[0]!.x0);
  const own = (i: number) => {
    if (rows.some((r) => i > r.from && i <= r.to)) return true;
    const x0 = undatedAbove(i);
    return x0 !== undefined && starts.some((x) => Math.abs(x0 - x) < 3);
  };
  if (rows.length < least || rows.length < later.length || !leadingAt.every(own) || !inDateOrder(rows.map((r) => r.text))) return undefined;
  return { ...edge, n: rows.length };
}

/**
 * The row of the dated line `i` (no figure on it) goes on below, line under line, with no other date inside a line,
 * to a line of figures; one of its lines starts with a date where a cell of the dated line before its date starts (the
 * value date where the details start).
 * The figures' line, if so.
 */
function valueDateBelow(lines: Line[], i: number, at: number, money: (texts: string[], from: number) => boolean, mode: AmountMode): number | undefined {
  const line = lines[i]!;
  // Where the dated line's cells before its date start: its first word, and each word after a column's gap (a
  // reference column first, the details after it: random 1020903).
  const edges = line.words.slice(0, at).flatMap((w, k) => (k === 0 || w.x0 - line.words[k - 1]!.x1 > 0.8 * w.size ? [w.x0] : []));
  let valueDate = false;
  for (let j = i + 1; j <= i + 4 && j < lines.length; j++) {
    const next = lines[j]!;
    if (!rightUnder(lines[j - 1]!, next)) return undefined;
    const texts = next.words.map((w) => w.text);
    const lead = matchDateAt(texts, 0);
    const dated = !!lead && plainDate(lead.date) && edges.some((edge) => Math.abs(next.words[0]!.x0 - edge) < 0.5 * lineHeight(line));
    // (A figure that reads as a date, "10.05", is no date here.)
    const dateAt = (k: number) => {
      const m = matchDateAt(texts, k);
      return !!m && plainDate(m.date) && !parseAmount(texts[k]!, mode);
    };
    if (texts.some((_, k) => k >= (dated ? lead!.used : 0) && dateAt(k))) return undefined;
    valueDate ||= dated;
    if (money(texts, dated ? lead!.used : 0)) return valueDate ? j : undefined;
  }
  return undefined;
}

/** `next` is the line right under `line`, starting with a date at `x0` followed by figures. */
function valueDateUnder(line: Line, x0: number, next: Line | undefined, money: (texts: string[], from: number) => boolean): boolean {
  if (!next || !rightUnder(line, next)) return false;
  const texts = next.words.map((w) => w.text);
  const d = matchDateAt(texts, 0);
  return !!d && plainDate(d.date) && Math.abs(next.words[0]!.x0 - x0) < 0.5 * lineHeight(line) && money(texts, d.used);
}

/**
 * The figures of the row dated on line `i` on a line under it: the next, or the last of up to three lines of details
 * one right under the other (details printed over several lines, the figures on the last).
 */
function figuresUnder(lines: Line[], i: number, money: (texts: string[], from: number) => boolean): boolean {
  for (let j = i + 1; j <= i + 3; j++) {
    const next = lines[j];
    if (!next || !rightUnder(lines[j - 1]!, next)) return false;
    const texts = next.words.map((w) => w.text);
    if (texts.some((_, k) => matchDateAt(texts, k))) return false;
    if (money(texts, 0)) return true;
  }
  return false;
}

const lineHeight = (line: Line): number => Math.max(1, line.y1 - line.y0);

/** `next` is on `line`'s page, below it, within a line's gap. */
function rightUnder(line: Line, next: Line): boolean {
  return next.page_number === line.page_number && next.y0 > line.y0 && next.y0 - line.y1 < 1.2 * lineHeight(line);
}

type Span = { x0: number; x1: number };
/** A line's first date inside the line, and the date printed right after it, if any (`alike`: in the same shape). */
export interface DatesInLine { first: Span; second?: Span; alike?: boolean }
/** Where rows print their date inside the line; `valueDate` where they print a second one in a column of its own. */
export interface DateColumns extends Span { valueDate?: Span; n: number }


/** The spans of the date of `used` words at word `k` and of the one of `next` words after it (`skip` words on: a time). */
export function datesAt(line: Line, k: number, used: number, next?: number, skip = 0): DatesInLine {
  const w = line.words;
  const first = { x0: w[k]!.x0, x1: w[k + used - 1]!.x1 };
  if (!next) return { first };
  // A booking date and its value date are printed alike; a figure of the details that reads as a date ("10 X 5.26
  // 14.06.24") is not.
  const shape = (from: number, n: number) => w.slice(from, from + n).map((x) => x.text).join(' ').replace(/\d+/g, '9').replace(/\p{L}+/gu, 'a');
  const at = k + used + skip;
  return { first, second: { x0: w[at]!.x0, x1: w[at + next - 1]!.x1 }, alike: shape(k, used) === shape(at, next) };
}

/**
 * The date column of lines that print their date inside the line. Where some lines print two dates, each at an edge
 * of its own, and others only one at either edge (a booking date printed once per day beside every row's value
 * date), the left one is the row's date and the column spans both; a row that prints only the right one is dated by
 * the row above. Otherwise, the edge most first dates share.
 */
export function dateColumnsOf(found: DatesInLine[]): DateColumns | undefined {
  const pairs = found.filter((f) => f.second && f.alike);
  const left = commonEdge(pairs.map((p) => p.first));
  const right = commonEdge(pairs.map((p) => p.second!));
  if (left && right && left.n >= 2 && right.n >= 2 && right.x0 > left.x1) {
    const at = (e: Span, d: Span) => Math.abs(d.x0 - e.x0) < 3;
    const n = found.filter((f) => at(left, f.first) || at(right, f.first)).length;
    const rightOnly = found.filter((f) => !f.second && at(right, f.first)).length;
    if (rightOnly > 0) return { x0: left.x0, x1: right.x1, valueDate: { x0: right.x0, x1: right.x1 }, n };
  }
  const best = commonEdge(found.map((f) => f.first));
  return best && { x0: best.x0, x1: best.x1, n: best.n };
}

/** The left edge most of `edges` share (within 3 pt), with the span of the words at it and how many they are. */
export function commonEdge(edges: { x0: number; x1: number }[]): { x0: number; x1: number; n: number } | undefined {
  let best: { x0: number; x1: number; n: number } | undefined;
  for (const e of edges) {
    const same = edges.filter((o) => Math.abs(o.x0 - e.x0) < 3);
    if (!best || same.length > best.n) best = { x0: Math.min(...same.map((o) => o.x0)), x1: Math.max(...same.map((o) => o.x1)), n: same.length };
  }
  return best;
}
