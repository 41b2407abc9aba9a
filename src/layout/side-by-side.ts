import type { Line, PageText } from '../types.js';
import { AMOUNT_ROLES, isHeaderWord, namesColumn, readHeader, type Column, type Header } from './header.js';
import { splitLine } from './line-cells.js';
import { toLine } from '../text/group-lines.js';
import { matchDateAt } from '../normalize/date-token.js';
import { parseAmount } from '../normalize/amount.js';
import { weekdayBefore } from './date-dress.js';
import { median } from './median.js';

/**
 * Pages that print two transaction lists side by side (one header naming date, details and money twice) are read
 * as one list after the other: each line of the table is cut where the second list begins, and the left halves come
 * before the right halves. Lines above the header and below the table's last dated line stay whole. A page without
 * a header of its own keeps the cut of the page before when it still prints rows on both sides of it.
 */
export function splitSideBySide(pages: PageText[], opts: SplitOptions = {}): PageText[] {
  let carried: Cut | undefined;
  return pages.map((page) => {
    const headerless = opts.headerless !== false;
    const found = findSecondList(page.lines, headerless);
    if (found?.headerless) opts.seen = true;
    if (found) carried = found.dateCols ? found : { ...found, seenDates: seenDates(page.lines.slice(found.line), found) };
    const cut = found ?? (carried && listsOnBothSides(page.lines, carried) ? carried : undefined);
    if (!cut) return page;
    let lines = cutAt(page, found?.line ?? 0, cut);
    // Three lists side by side (a daily-balance table): the right half holds two lists, cut again.
    for (let n = 0, more = found && findSecondList(lines, headerless); more && n < 4; n++, more = findSecondList(lines, headerless)) {
      if (more.headerless) opts.seen = true;
      const next = cutAt({ ...page, lines }, more.line, more);
      if (next.every((l, k) => l === lines[k])) break;
      lines = next;
    }
    return { ...page, lines };
  });
}

/**
 * `headerless: false` leaves pages with no header whole (the reading the interpretation search sets against a cut at
 * mid-line dates); `seen` is set when such a cut was made.
 */
export interface SplitOptions {
  headerless?: boolean;
  seen?: boolean;
}

/**
 * Where the lists part, and where each list prints its dates when they stand inside it, after a details column
 * ("Erläuterung  Buchung ..."): a row of such a list does not start with its date.
 */
interface Cut {
  x: number;
  line: number;
  innerDates: [left?: Column, right?: Column];
  /** Each list's date column as its header names it: where the lists' rows print their dates. */
  dateCols?: [left?: Column, right?: Column];
  /**
   * Where each list's rows printed their dates on the page the cut was found, where no header label names them (a
   * cut found from labels we do not read, or from dates): a later page's last row of the right list stands there.
   */
  seenDates?: [left?: Column, right?: Column];
  /** The cut was found from a label line printed twice, which no header reading named. */
  labels?: boolean;
  /**
   * Where the header's labels end on the right: the lists print nothing far right of it. Not for a label line
   * printed twice, which may be two rows' details alike ("BLIK PRZELEW NA" on both sides).
   */
  right?: number;
  /** The cut was found from mid-line dates on a page with no header (datesCut). */
  headerless?: boolean;
}

function findSecondList(lines: Line[], headerless = true): Cut | undefined {
  let anyHeader = false;
  for (let i = 0; i < lines.length; i++) {
    const h = readHeader(lines, i);
    if (h) anyHeader = true;
    if (!h) {
      // A label line printed twice ("Date  Purpose  Sent  Got" and again), whose labels are not all ours: the lists
      // part between the two copies when rows start on both sides below.
      const gap = twiceOver(lines[i]!);
      if (!gap || continuesDatedLine(lines, i)) continue;
      const cut: Cut = { line: i, x: gutter(lines.slice(i + 1), lines[i]!.page_number, gap), innerDates: [undefined, undefined], labels: true };
      // Lists of a date and a figure only (daily balances) are left whole: the parser sets such lines aside as they are.
      if (listsOnBothSides(lines.slice(i + 1), cut) && described(lines.slice(i + 1, i + 13), cut.x)) return cut;
      continue;
    }
    const between = secondListX(h.header);
    if (!between) continue;
    // A second list starts after a gutter. A date label a word space after another label's word is a word of a
    // longer label: "Importo in valuta" (the amount in a foreign currency) read as amount, "in" and a value date.
    if (midLabel(lines.slice(i, i + h.used), between)) continue;
    const x = gutter(lines.slice(i + h.used), h.header.page_number, between);
    // Such lists' header may be read with the table's title above it ("Daily Closing Balance Summary"): the title
    // stays whole, the cut starts at the labels.
    const titled = h.used > 1 && !h.header.columns.some((c) => c.role === 'description');
    const dateCol = (inList: (c: Column) => boolean) => h.header.columns.find((c) => inList(c) && (c.role === 'date' || c.role === 'value_date'));
    return {
      line: titled ? i + h.used - 1 : i,
      x,
      innerDates: [innerDate(h.header, (c) => c.x1 < x), innerDate(h.header, (c) => c.x0 > x)],
      dateCols: [dateCol((c) => c.x1 < x), dateCol((c) => c.x0 > x)],
      right: Math.max(...h.header.columns.map((c) => c.x1), ...(h.header.unnamed ?? []).map((u) => u.x1)),
    };
  }
  return anyHeader || !headerless ? undefined : datesCut(lines);
}

/**
 * The header word starting at x follows, a word space away, the word that ends the label before it (at lo): one
 * label of several words the reading took for two. A word's glyphs drawn apart ("N umber") end no label there.
 */
function midLabel(header: Line[], [lo, x]: [number, number]): boolean {
  for (const l of header)
    for (let k = 1; k < l.words.length; k++) {
      const w = l.words[k]!;
      const before = l.words[k - 1]!;
      if (Math.abs(w.x0 - x) < 0.5 && Math.abs(before.x1 - lo) < 0.5 && w.x0 - before.x1 < 0.9 * w.size) return true;
    }
  return false;
}

/**
 * Two lists side by side on a page with no header we read (none printed, or labels in words we do not know): the
 * right list's rows start with dates at one left edge mid-line, after a figure of the left list's row on the same
 * line (a one-list table's value date follows a date or details, not money). The lists part just left of that edge
 * where rows start on both sides, no word of the table crosses it, and the right side prints details.
 * Lists whose rows print their details before the date ("Overboeking  9 nov 2023  119,18 ...") start at the first
 * word after the figure, at one edge, each list's dates then standing at one place inside it.
 */
function datesCut(lines: Line[]): Cut | undefined {
  const starts: { x: number; line: number; date?: { x0: number; x1: number } }[] = [];
  // Lists whose rows do not share lines (the right list's rows a little lower) start lines of their own mid-page.
  const left = Math.min(...lines.map((l) => l.words[0]?.x0 ?? Infinity));
  const right = Math.max(...lines.map((l) => l.words[l.words.length - 1]?.x1 ?? -Infinity));
  const midPage = left + (right - left) / 4;
  for (let i = 0; i < lines.length; i++) {
    const ws = lines[i]!.words;
    if (ws.length < 3) continue;
    const texts = ws.map((w) => w.text);
    // (Not a line already cut from the list beside it: the right list's own lines after a cut.)
    if (ws[0]!.x0 >= midPage && lines[i]!.shift === undefined) {
      const own = ownRowStart(texts);
      if (own !== undefined) starts.push({ x: ws[0]!.x0, line: i, ...(own.at > 0 ? { date: { x0: ws[own.at]!.x0, x1: ws[own.at + own.used - 1]!.x1 } } : {}) });
      continue;
    }
    if (ws.length < 4) continue;
    let figure = -1;
    for (let k = 0; k < ws.length; k++) {
      // A weekday before the right list's date begins its row ("88.27  Fri 06 Jan"): the lists part before it.
      const day = figure >= 0 && k > 0 ? weekdayBefore(texts, k) : undefined;
      const d = matchDateAt(texts, k) ?? (day && day.used > 0 ? matchDateAt(texts, k + day.used) : undefined);
      if (d) {
        if (figure >= 0 && k > 0) {
          // The figure's own currency or CR/DR after it ("204,00 DR") is the left list's; the right list's row
          // starts after them.
          let first = figure + 1;
          while (first < k && figureAffix(texts[first]!)) first++;
          starts.push(first === k ? { x: ws[k]!.x0, line: i } : { x: ws[first]!.x0, line: i, date: { x0: ws[k]!.x0, x1: ws[k + d.used - 1]!.x1 } });
          break;
        }
        // Lists whose figures stand on a line of their own (middle of a row's lines): the date line holds two
        // rows' dates and details, "27 Jun 2024 DELIVEROO  6 Jul 2024 TESCO STORES", where a value date after
        // one list's details is followed by figures or nothing, not by details of its own.
        const lead = k > 0 ? matchDateAt(texts, 0) : undefined;
        if (lead && wordy(texts.slice(lead.used, k)) && wordy(texts.slice(k + d.used))) {
          starts.push({ x: ws[k]!.x0, line: i });
          break;
        }
        k += d.used - 1;
      } else if (isFigure(texts[k]!)) figure = k;
    }
  }
  if (starts.length < 3) return undefined;
  // The commonest edge (within a point): the right list's first column.
  const common = densest(starts);
  if (common.length < 3) return undefined;
  const edge = Math.min(...common.map((s) => s.x));
  // The right list's rows a line lower than the left list's: its value dates (starting its rows' second lines) then
  // follow the left list's figures, and its booking dates follow the left list's second lines. A column of dates
  // left of the edge, after every figure of their lines there, is the right list's first column (random 1021172: cut
  // between the right list's dates and its details, every right-hand row took the row above's value date).
  const before = datesBeforeEdge(lines, edge, midPage, Math.min(...starts.map((s) => s.line)));
  if (before.length >= 3) {
    const cut = datesCutAt(lines, Math.min(...before.map((b) => b.x)), before, left);
    if (cut) return cut;
  }
  return datesCutAt(lines, edge, starts.filter((s) => Math.abs(s.x - edge) <= 1), left);
}

/** The cut just left of `edge`, from the first line of the table, where lists stand on both sides of it. */
function datesCutAt(lines: Line[], edge: number, atEdge: { x: number; line: number; date?: { x0: number; x1: number } }[], left: number): Cut | undefined {
  const first = Math.min(...atEdge.map((s) => s.line));
  // Details first: the right list's dates where most of its rows print them, the left list's as far inside it.
  const inner = innerDatesOf(atEdge, left, edge);
  // The table starts at the first line above that begins a row left of the cut, within the run of lines close
  // together (the left list's first rows; a letterhead's period line stands apart or starts with words).
  const startsDated = (l: Line) => (inner ? dated(halves(l, edge - 1)[0], l.page_number, inner[0]) : matchDateAt(l.words.map((w) => w.text), 0) !== undefined);
  let from = first;
  for (let i = first - 1; i >= 0; i--) {
    const l = lines[i]!;
    if (lines[i + 1]!.y0 - l.y1 > 2 * (l.y1 - l.y0) || l.page_number !== lines[first]!.page_number) break;
    // The right list's row beside the left list's last line from the page before ("PORTO  26.12.2024 13:33 ...") starts
    // the table too (random 1022047: that line was left whole, its row lost).
    if ((startsDated(l) && l.words[0]!.x0 < edge) || (!inner && rightRowAt(l, edge))) from = i;
  }
  const cut: Cut = { line: from, x: edge - 1, innerDates: inner ?? [undefined, undefined], headerless: true };
  return listsOnBothSides(lines.slice(from), cut) && wordsBesideDates(lines.slice(from, from + 12), cut.x) ? cut : undefined;
}

/** The line's words from `edge` on start with a date at that edge (within a point): a row of the right list. */
function rightRowAt(l: Line, edge: number): boolean {
  const rw = halves(l, edge - 1)[1];
  return rw.length > 0 && Math.abs(rw[0]!.x0 - edge) <= 1 && matchDateAt(rw.map((w) => w.text), 0) !== undefined;
}

/**
 * The dates of a column (three or more within a point) standing mid-page left of `edge`, not starting their lines,
 * right of every figure left of the edge, by line, from line `from` on.
 */
function datesBeforeEdge(lines: Line[], edge: number, midPage: number, from: number): { x: number; line: number }[] {
  const found: { x: number; line: number }[] = [];
  // Right of every figure of the table left of the edge (from the first line a row starts right of it): the left
  // list's own dates (a value date before its amounts) stand left of its figures.
  let figures = -Infinity;
  lines.forEach((l, i) => {
    if (i < from) return;
    const ws = l.words;
    const texts = ws.map((w) => w.text);
    for (let k = 0; k < ws.length && ws[k]!.x0 < edge - 1; k++) {
      const d = matchDateAt(texts, k);
      if (d) {
        if (ws[k]!.x0 >= midPage && k > 0) found.push({ x: ws[k]!.x0, line: i });
        k += d.used - 1;
      } else if (isFigure(texts[k]!)) figures = Math.max(figures, ws[k]!.x1);
    }
  });
  return densest(found.filter((f) => f.x > figures)).sort((a, b) => a.line - b.line);
}

/** The most items standing within a point of each other (by x), the leftmost such run. */
function densest<T extends { x: number }>(items: T[]): T[] {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  let best = { from: 0, n: 0 };
  for (let a = 0, b = 0; a < sorted.length; a++) {
    while (sorted[a]!.x - sorted[b]!.x > 1) b++;
    if (a - b + 1 > best.n) best = { from: b, n: a - b + 1 };
  }
  return sorted.slice(best.from, best.from + best.n);
}

/**
 * A line that is a whole row by itself: details, a date, then a figure after it; where the date stands. A line of a
 * date and figures only is a row's figures line under its details (a list whose details stand above).
 */
function ownRowStart(texts: string[]): { at: number; used: number } | undefined {
  for (let k = 0; k < texts.length; k++) {
    const d = matchDateAt(texts, k);
    if (!d) continue;
    const rest = texts.slice(k + d.used);
    const details = [...texts.slice(0, k), ...rest].some(detailsWord);
    return details && rest.some(isFigure) ? { at: k, used: d.used } : undefined;
  }
  return undefined;
}

/**
 * A word that is money: two decimals, or a whole figure with grouped thousands ("600.836" in a rupiah statement, whose
 * amounts print no decimals; read before the statement's amount notation is known).
 */
function isFigure(t: string): boolean {
  return /\d/.test(t) && (!!parseAmount(t) || (/\d[.,'’ ]\d{3}(?!\d)/.test(t) && !!parseAmount(t, { integers: true, grouped: true })));
}

/** A word a figure carries after it, its currency or CR/DR ("204,00 DR"): no details. */
function figureAffix(t: string): boolean {
  return !!parseAmount(`1.00 ${t}`);
}

/**
 * Where lists that print details before their dates hold their dates: the right list's at the place most of the rows
 * that start it print theirs, the left list's as far from its own left edge. Undefined where the rows start with
 * their dates.
 */
function innerDatesOf(starts: { date?: { x0: number; x1: number } }[], margin: number, edge: number): [Column, Column] | undefined {
  const placed = starts.flatMap((s) => (s.date ? [s.date] : []));
  if (placed.length * 2 <= starts.length) return undefined;
  const x0 = median(placed.map((d) => d.x0));
  const at = placed.filter((d) => Math.abs(d.x0 - x0) <= 1);
  const right: Column = { role: 'date', x0, x1: Math.max(...at.map((d) => d.x1)) };
  // The left list starts at the page's left margin.
  const shift = edge - margin;
  return [{ role: 'date', x0: right.x0 - shift, x1: right.x1 - shift }, right];
}

/**
 * Whether two or more lines print words of letters right of x that are neither dates nor figures: details, as a
 * transaction list has ("13 mag 2024  2.121,62  14 mag 2024 ..." is a daily-balance table's, left whole).
 */
function wordsBesideDates(lines: Line[], x: number): boolean {
  let n = 0;
  for (const l of lines) {
    const texts = halves(l, x)[1].map((w) => w.text);
    for (let k = 0; k < texts.length; k++) {
      const d = matchDateAt(texts, k);
      if (d) k += d.used - 1;
      else if (/\p{L}{2,}/u.test(texts[k]!) && !parseAmount(texts[k]!)) {
        n++;
        break;
      }
    }
    if (n >= 2) return true;
  }
  return false;
}

/**
 * Line i stands right under a line starting with a date, closer than a line's height: the second line of rows side
 * by side whose details read alike ("KARTY ORLEN STACJA NR" on both sides, random 920044), not a label line.
 */
function continuesDatedLine(lines: Line[], i: number): boolean {
  const [above, l] = [lines[i - 1], lines[i]!];
  if (!above || above.page_number !== l.page_number || l.y0 - above.y1 >= above.y1 - above.y0) return false;
  return matchDateAt(above.words.map((w) => w.text), 0) !== undefined;
}

/**
 * The gap between two copies of one sequence of label words on a line (four words or more, letters only, one of them
 * a label word of ours).
 */
function twiceOver(l: Line): [number, number] | undefined {
  const ws = l.words;
  const n = ws.length / 2;
  if (!Number.isInteger(n) || n < 2 || ws.some((w) => !/^\p{L}[\p{L}.]*$/u.test(w.text))) return undefined;
  const fold = (k: number) => ws[k]!.text.toLowerCase();
  for (let k = 0; k < n; k++) if (fold(k) !== fold(k + n)) return undefined;
  if (!ws.slice(0, n).some(isHeaderWord)) return undefined;
  return [ws[n - 1]!.x1, ws[n]!.x0];
}

/**
 * Where between the first list's last label and the second list's first one the lines below print least: the middle
 * of the widest stretch that the fewest lines cross ("167,11  -" ends the left list with a mark standing right of its
 * label; a footer sentence may cross the gutter), else the middle of the labels' gap.
 */
function gutter(below: Line[], page: number, [lo, hi]: [number, number]): number {
  const spans: [number, number][] = [];
  for (const l of below.slice(0, 80)) {
    if (l.page_number !== page) break;
    for (const w of l.words) if (w.x1 > lo && w.x0 < hi) spans.push([Math.max(lo, w.x0), Math.min(hi, w.x1)]);
  }
  const cuts = [...new Set([lo, hi, ...spans.flat()])].sort((a, b) => a - b);
  let best: { x0: number; x1: number; n: number } | undefined;
  let run: { x0: number; x1: number; n: number } | undefined;
  const settle = () => {
    if (run && (!best || run.n < best.n || (run.n === best.n && run.x1 - run.x0 > best.x1 - best.x0))) best = run;
  };
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [x0, x1] = [cuts[k]!, cuts[k + 1]!];
    const mid = (x0 + x1) / 2;
    const n = spans.filter(([a, b]) => a <= mid && b >= mid).length;
    // Neighbouring stretches crossed by as many words are one stretch.
    if (run && run.n === n) run.x1 = x1;
    else {
      settle();
      run = { x0, x1, n };
    }
  }
  settle();
  return best && best.x1 > best.x0 ? (best.x0 + best.x1) / 2 : (lo + hi) / 2;
}

function innerDate(header: Header, inList: (c: Column) => boolean): Column | undefined {
  // The second list's date reads as a second date column of the whole header: a value date.
  const isDate = (c: Column) => c.role === 'date' || c.role === 'value_date';
  const cols = header.columns.filter(inList).sort((a, b) => a.x0 - b.x0);
  return cols[0] && !isDate(cols[0]) ? cols.find(isDate) : undefined;
}

/**
 * Between which labels a header's second list begins: its first column's kind (a date, or the details where the date is not
 * first) comes again after money, followed by money again.
 */
function secondListX(header: Header): [number, number] | undefined {
  const cols = [...header.columns].sort((a, b) => a.x0 - b.x0);
  const kind = (k: number) => (cols[k]!.role === 'value_date' ? 'date' : cols[k]!.role);
  const isMoney = (k: number) => AMOUNT_ROLES.includes(cols[k]!.role);
  // The second list starts clear of the first: its label begins after every label before it ends.
  const clear = (k: number) => !cols.slice(0, k).some((c) => c.x1 > cols[k]!.x0);
  const moneyAfter = (k: number) => cols.slice(k + 1).some((c) => AMOUNT_ROLES.includes(c.role));
  const unnamed = header.unnamed ?? [];
  // Words no label names between label k and the one before it.
  const unnamedBefore = (k: number) => unnamed.filter((u) => u.x0 > cols[k - 1]!.x1 && u.x1 < cols[k]!.x0);
  const first = kind(0);
  if (first !== 'date' && first !== 'description' && first !== 'reference') return undefined;
  const dated = (cs: Column[]) => cs.some((c) => c.role === 'date' || c.role === 'value_date');
  for (let k = 1; k < cols.length; k++) {
    if (kind(k) !== first || !clear(k)) continue;
    // A list prints its dates as the one beside it does: a label of details after the balance whose side names no
    // date ("Details  Txn Date  Closing Balance  Transaction Type  Transaction Amount") is one list's direction column.
    if (dated(cols.slice(0, k)) && !dated(cols.slice(k))) continue;
    // Lists of a date and a figure only (a daily-balance table, checks paid) are cut too: each half then reads as one
    // date and one figure, which the parser sets aside when it has no details (finish in generic-parser).
    const moneyBefore = cols.slice(0, k).some((_, j) => isMoney(j));
    // Lists that begin with a label the parser has no word for ("Number  Date Paid  Amount" twice): the second list
    // begins with the last such label before its date, not at the date.
    const leads = unnamed.some((u) => u.x1 < cols[0]!.x0);
    const own = leads ? unnamedBefore(k).sort((a, b) => b.x0 - a.x0)[0] : undefined;
    if (moneyBefore && moneyAfter(k)) return [cols[k - 1]!.x1, own ? own.x0 : cols[k]!.x0];
  }
  // The second list's first label unread (OCR made "F." over "Operación" a speck, "[8"): its next label repeats the
  // first list's second, after money, and a word no label names stands between them, where the second list begins.
  for (let k = 2; k < cols.length; k++) {
    if (kind(k) !== kind(1) || !isMoney(k - 1) || !clear(k) || !moneyAfter(k)) continue;
    // Of the words there, the one standing as far before the repeated label as the first list's first label does.
    const at = cols[k]!.x0 - (cols[1]!.x0 - cols[0]!.x0);
    const lost = unnamedBefore(k).sort((a, b) => Math.abs(a.x0 - at) - Math.abs(b.x0 - at))[0];
    if (lost) return [cols[k - 1]!.x1, lost.x0];
  }
  return undefined;
}

/**
 * A page without a header still prints two lists at the cut when rows start on both sides of it and no word of the
 * table runs across it (the page's letterhead and footer may). Rows need not start on the same lines: a list that
 * prints its date once a day has few dated lines.
 */
function listsOnBothSides(lines: Line[], cut: Cut): boolean {
  const sides = lines.map((l) => rowStarts(l, cut));
  const left = sides.filter(([a]) => a).length;
  const right = sides.filter(([, b]) => b).length;
  // The right list's last row on a page of its own (the statement's last, a card's list ending on the next page's
  // first line): one dated row there is enough where its date stands under the right list's date label.
  const placed = cut.dateCols ?? cut.seenDates;
  const byPlace = placed?.[1] ? { ...cut, dateCols: placed } : undefined;
  const lastRight = right === 1 && !!byPlace && lines.some((l, k) => sides[k]![1] && rowStarts(l, byPlace, true)[1]);
  if (left < 2 || (right < 2 && !lastRight)) return false;
  const first = sides.findIndex(([a, b]) => a || b);
  const last = sides.length - 1 - [...sides].reverse().findIndex(([a, b]) => a || b);
  return !lines.slice(first, last + 1).some((l) => crossesGutter(l, cut.x));
}

/**
 * Where each side's dated lines print their first date: the span of the dates at the commonest place (within a
 * glyph), where two lines or more print one there.
 */
function seenDates(lines: Line[], cut: Cut): [Column | undefined, Column | undefined] {
  const page = lines[0]?.page_number;
  const spans: [{ x0: number; x1: number; size: number }[], { x0: number; x1: number; size: number }[]] = [[], []];
  for (const l of lines) {
    if (l.page_number !== page) break;
    halves(l, cut.x).forEach((ws, side) => {
      if (ws.length === 0) return;
      const d = splitLine(toLine(ws, l.page_number), 1, {}, cut.innerDates[side] ? { date: cut.innerDates[side] } : {}).dates[0];
      if (d) spans[side]!.push({ x0: d.x0, x1: d.x1, size: ws[0]!.size });
    });
  }
  return [placeOf(spans[0]), placeOf(spans[1])];
}

function placeOf(spans: { x0: number; x1: number; size: number }[]): Column | undefined {
  if (spans.length < 2) return undefined;
  const x0 = median(spans.map((s) => s.x0));
  const at = spans.filter((s) => Math.abs(s.x0 - x0) <= s.size);
  return at.length >= 2 ? { role: 'date', x0: Math.min(...at.map((s) => s.x0)), x1: Math.max(...at.map((s) => s.x1)) } : undefined;
}

/** A word of the line runs across x, the gutter between lists side by side. */
function crossesGutter(l: Line, x: number): boolean {
  return l.words.some((w) => w.x0 < x && w.x1 > x);
}

/** Whether each half of a line starts a row: it begins with a date, or prints one under the list's inner date column. */
function rowStarts(l: Line, cut: Cut, placed = false): [boolean, boolean] {
  const [lw, rw] = halves(l, cut.x);
  return [dated(lw, l.page_number, cut.innerDates[0], placed ? cut.dateCols?.[0] : undefined), dated(rw, l.page_number, cut.innerDates[1], placed ? cut.dateCols?.[1] : undefined)];
}

/** Whether two or more of the lines print details (words) right of the cut, as transaction lists do. */
function described(lines: Line[], x: number): boolean {
  const worded = lines.filter((l) => {
    const rw = halves(l, x)[1];
    return rw.length > 0 && splitLine(toLine(rw, l.page_number), 1).text.some((w) => /\p{L}{2,}/u.test(w.text));
  });
  return worded.length >= 2;
}

/** `placed`: the date must stand under that date label (widened by a glyph), as the list's own rows print it. */
function dated(ws: Line['words'], page: number, dateColumn: Column | undefined, placed?: Column): boolean {
  if (ws.length === 0) return false;
  const dates = splitLine(toLine(ws, page), 1, {}, dateColumn ? { date: dateColumn } : {}).dates;
  const size = ws[0]!.size;
  return placed ? dates.some((d) => d.x1 > placed.x0 - size && d.x0 < placed.x1 + size) : dates.length > 0;
}

function halves(l: Line, x: number): [Line['words'], Line['words']] {
  return [l.words.filter((w) => (w.x0 + w.x1) / 2 < x), l.words.filter((w) => (w.x0 + w.x1) / 2 >= x)];
}

function cutAt(page: PageText, from: number, cut: Cut): Line[] {
  const lines = page.lines;
  // The table ends at its last line that starts a row on either side, before the next table's header (a page of
  // sections prints its checks in lists side by side, then one list across the page).
  // Nor past a line of labels that the header reading does not name as a header ("Entered  Narration  Transaction
  // Amount" under a page's checks printed side by side): words of letters, half of them or more each a label of ours
  // by itself, two of those different.
  const labelLine = (l: Line) => {
    if (l.words.some((w) => !/^\p{L}[\p{L}.]*$/u.test(w.text))) return false;
    const named = l.words.filter(namesColumn);
    // Two different ones: "GIULIA CAUSALE  GIULIA CAUSALE" continues a row of each list.
    const distinct = new Set(named.map((w) => w.text.toLowerCase())).size;
    return distinct >= 2 && 2 * named.length >= l.words.length;
  };
  const next = lines.findIndex((l, i) => i > from + 1 && (readHeader(lines, i) !== undefined || labelLine(l)));
  let end = next < 0 ? lines.length : next;
  let last = from;
  let rows = false;
  // A dated line whose date stands under neither list's date label is another table's row below the lists (a card
  // section whose own header OCR lost): it is no row of theirs.
  for (let i = from; i < end; i++) {
    const l = lines[i]!;
    // No word of the lists crosses the gutter between them: a line below their rows that a word crosses is the page's
    // next part (a total across the page, a section printed across it under labels we have no word for), and the lists
    // end before it.
    // Nor does a word of theirs start far right of their labels: a line printing one there is the next table's
    // (random 1022158: checks paid side by side, then a section's rows across the page whose own header we do not read).
    if (rows && (crossesGutter(l, cut.x) || (cut.right !== undefined && l.words.some((w) => w.x0 > cut.right! + 4 * w.size)))) {
      end = i;
      break;
    }
    const [a, b] = rowStarts(l, cut, true);
    if (a || b) [last, rows] = [i, true];
  }
  // Continuation lines of the last rows come with them.
  while (last + 1 < end && lines[last + 1]!.y0 - lines[last]!.y1 < (lines[last]!.y1 - lines[last]!.y0) * 1.5) last++;
  const left: Line[] = [];
  const right: Line[] = [];
  const table = lines.slice(from, last + 1);
  const parts = table.map((l) => halves(l, cut.x));
  // The right list's columns stand where the left list's do, this far right: the column-role search reads both lists'
  // figures in one frame.
  let leftEdge = Infinity;
  let rightEdge = Infinity;
  for (const [lw, rw] of parts) {
    if (lw.length) leftEdge = Math.min(leftEdge, lw[0]!.x0);
    if (rw.length) rightEdge = Math.min(rightEdge, rw[0]!.x0);
  }
  const shift = rightEdge - leftEdge + (table[0]?.shift ?? 0);
  for (const [k, l] of table.entries()) {
    const [lw, rw] = parts[k]!;
    // The label line printed twice (no header reading named it) stays a label line on each side.
    const mark = (ln: Line): Line => (k === 0 && cut.labels && twiceOver(l) ? { ...ln, labels: true } : ln);
    if (lw.length) left.push(mark({ ...toLine(lw, page.page_number), ...(l.shift ? { shift: l.shift } : {}) }));
    if (rw.length) right.push(mark({ ...toLine(rw, page.page_number), ...(Number.isFinite(shift) && shift > 0 ? { shift } : {}) }));
  }
  return [...lines.slice(0, from), ...left, ...right, ...lines.slice(last + 1)];
}

/** Whether words hold details: a details word, and no figure among them. */
function wordy(texts: string[]): boolean {
  return texts.some(detailsWord) && !texts.some(isFigure);
}

/** A word of details: letters, and no figure's currency or CR/DR. */
function detailsWord(t: string): boolean {
  return /\p{L}{2,}/u.test(t) && !figureAffix(t);
}
