/**
 * Rows written as running text (a web page or a word processor's table printed to PDF): each row's cells follow one
 * another a word space apart from the table's left edge, so a row's figures stand wherever its details end, and its
 * header is its labels written the same way, no label over its column. Nothing in such a table has the geometry the
 * row reader needs: its figures are not under labels and not in columns.
 *
 * Such a table is known by its figures (flowed-figures.ts). Then it is set as a table of columns is printed: each
 * row's trailing figures into columns of their own right of everything on the page, from the left (a row printing
 * fewer has no balance); a line of figures alone, or a mark alone, the end of a row that ran over, joins its row's
 * line; a word of two values right before the figures or right after the leading dates (a direction, a kind) into a
 * column of its own; dates printed after the details to the table's left edge, the rest after them. The money labels
 * go over their columns where they name as many as the rows print figures; a debit and a credit label over rows that
 * print one figure for both name one column of amounts, which the balances direct; else the labels, which stand over
 * nothing, are left out and the columns' roles are the arithmetic's.
 */
import type { Line, PageText, Word } from '../types.js';
import type { AmountMode } from '../normalize/amount.js';
import { figuresStart, follows, hasText, MARK, marksAfterFigures, trailingFigures, type Figure } from './flowed-figures.js';
import { matchDateAt } from '../normalize/date-token.js';
import { toLine } from '../text/group-lines.js';
import { AMOUNT_ROLES, readHeader, type Column, type Header } from './header.js';

/** A word space, in ems. */
const SPACE = 0.25;
/** The least share of rows that print a figure in a column of their own. */
const COLUMN_SHARE = 0.2;
/** The label the reader names a column of amounts of either direction by (layout/keywords.ts). */
const AMOUNT_LABEL = 'Amount';
/** The least share of rows that print one of a column's two words. */
const TWO_WORDS = 0.7;
/** The fewest rows that show a way of printing a table (dates after the details). */
const MIN_ROWS = 4;
/** How far before a row's figures its dates may end, in words. */
const NEAR_WORDS = 4;
/** Room for a column of words. */
const WORD_WIDTH = 90;
/** Room for one date column. */
const DATE_WIDTH = 70;
const DATE_ROLES = ['date', 'value_date'];
/** Room for one figure column. */
const COLUMN_WIDTH = 90;

/** Money labels side by side: a debit's and a credit's. */
const pairAt = (money: { role: string }[]) => money.findIndex((c, j) => money[j + 1] !== undefined && [c.role, money[j + 1]!.role].sort().join() === 'credit,debit');

/**
 * How many figures the rows print, as the labels over the table name them: one for each money label, one for a debit
 * and a credit label side by side where the rows also print a balance (one of the two is empty in each row). Rows
 * whose details end in a figure ("74.74 EUR") print more.
 */
function labelledCount(lines: Line[], first: number): number | undefined {
  for (let i = Math.max(0, first - 3); i < first; i++) {
    const found = readHeader(lines, i);
    if (!found) continue;
    const money = found.header.columns.filter((c) => AMOUNT_ROLES.includes(c.role));
    const merged = pairAt(money) >= 0 && found.header.columns.some((c) => c.role === 'balance');
    return money.length - (merged ? 1 : 0) || undefined;
  }
  return undefined;
}

/**
 * The dates (one or two) that end right where a row's figures begin, each as its words, when they are not the
 * row's first words: the date cells of a row that prints its details first.
 */
function datesBefore(l: Line, f: Figure[], before?: Word): Word[][] | undefined {
  const texts = l.words.map((w) => w.text);
  let end = before ? l.words.indexOf(before) : figuresStart(l, f);
  // A date's time goes with it ("17th Mar 20:27").
  let cell = end;
  if (/^\d{1,2}:\d{2}$/.test(texts[end - 1] ?? '')) end--;
  const out: Word[][] = [];
  for (let k = 0; k < 2; k++) {
    let found = -1;
    for (let s = Math.max(1, end - 5); s < end && found < 0; s++) if (matchDateAt(texts, s)?.used === end - s) found = s;
    if (found < 0) break;
    out.unshift(l.words.slice(found, cell));
    end = cell = found;
  }
  return out.length ? out : undefined;
}

/**
 * A header's lines over a running-text table whose figures were set into columns (`edge`: where column j ends): the
 * money labels over those columns where they name as many as the rows print figures (a mark's label goes: the marks
 * stand inside the figures' cells), the date labels over the dates' columns where dates were moved to the table's
 * left edge (`dateStart`: where column j starts; the other labels then `shift` right with the details); else, the
 * labels standing over nothing, no line (the columns' roles are left to the arithmetic).
 */
function labelsOver(used: Line[], header: Header, count: number, edge: (j: number) => number, shift: number, dateStart?: (j: number) => number): Line[] {
  const cols = header.columns;
  const money = cols.filter((c) => AMOUNT_ROLES.includes(c.role));
  const dateCols = cols.filter((c) => DATE_ROLES.includes(c.role));
  const within = (w: Word, c: { x0: number; x1: number }) => w.x1 > c.x0 && w.x0 < c.x1;
  // A debit and a credit label side by side over rows that print one figure for both: the figures of one column of
  // amounts, which the balances direct. Its label is the reader's own word for such a column.
  const pair = pairAt(money);
  const merged = money.length === count + 1 && pair >= 0 && cols.some((c) => c.role === 'balance');
  if (money.length !== count && !merged) return [];
  const paired = (c: Column) => merged && (c === money[pair] || c === money[pair + 1]);
  const column = (c: Column) => {
    const j = money.indexOf(c);
    return merged && j > pair ? j - 1 : j;
  };
  return used.map((hl, k) => {
    const moves = new Map<Word, number>();
    const kept: Word[] = [];
    for (const w of hl.words) {
      const c = cols.find((c) => within(w, c));
      if (c && (c.role === 'marker' || paired(c))) continue;
      kept.push(w);
      if (c && money.includes(c)) moves.set(w, edge(column(c)) - c.x1);
      else if (c && dateStart && dateCols.includes(c)) moves.set(w, dateStart(dateCols.indexOf(c)) - c.x0);
      else moves.set(w, shift);
    }
    if (merged && k === used.length - 1) {
      const width = AMOUNT_LABEL.length * 0.55 * hl.words[0]!.size;
      kept.push({ ...hl.words[0]!, text: AMOUNT_LABEL, x0: edge(pair) - width, x1: edge(pair) });
    }
    const words = kept.map((w) => (moves.has(w) ? { ...w, x0: w.x0 + moves.get(w)!, x1: w.x1 + moves.get(w)! } : w));
    return { ...toLine(words, hl.page_number), y0: hl.y0, y1: hl.y1 };
  });
}

/** Where a row's word of two values stands: right before its figures, or right after its leading dates. */
type WordPlace = 'beforeFigures' | 'afterDate';

function wordAt(t: Table, i: number, place: WordPlace): Word | undefined {
  const l = t.page.lines[i]!;
  if (place === 'beforeFigures') return l.words[figuresStart(l, t.figures[i]!) - 1];
  const texts = l.words.map((w) => w.text);
  let k = 0;
  for (let n = 0; n < 2; n++) k += matchDateAt(texts, k)?.used ?? 0;
  return k > 0 ? l.words[k] : undefined;
}

/**
 * A word of two values on most of the statement's rows, right before the figures or right after the leading dates:
 * a column of its own that running text lost, such as a direction ("Debit" / "Credit") or a kind ("POS" / "ATM"). Set
 * apart, the row reader reads it as such a column is read (direction-words.ts: whether it is a direction, and which
 * way, the arithmetic says).
 */
function twoWords(tables: Table[]): { place: WordPlace; words: string[] } | undefined {
  const rows = tables.reduce((n, t) => n + t.rows.length, 0);
  for (const place of ['beforeFigures', 'afterDate'] as const) {
    const counts = new Map<string, number>();
    for (const t of tables)
      for (const i of t.rows) {
        const w = wordAt(t, i, place);
        if (w && /^\p{L}[\p{L}.]{1,15}$/u.test(w.text)) counts.set(w.text, (counts.get(w.text) ?? 0) + 1);
      }
    const two = [...counts].sort((x, y) => y[1] - x[1]).slice(0, 2);
    if (two.length === 2 && two[0]![1] + two[1]![1] >= Math.max(MIN_ROWS, TWO_WORDS * rows) && two[1]![1] >= 2) return { place, words: two.map(([t]) => t) };
  }
  return undefined;
}

/** The dates printed after a row's details (right before its figures, or before its word of two values). */
function rowDates(t: Table, i: number, word: Word | undefined): Word[][] | undefined {
  const l = t.page.lines[i]!;
  const f = t.figures[i]!;
  const before = word && l.words.indexOf(word) === figuresStart(l, f) - 1 ? word : undefined;
  return datesBefore(l, f, before);
}

/**
 * In a statement whose rows print their dates after their details, a row's dates a few words before its figures
 * where something stands between (a word broken in two, "Cré dito"): its date all the same, not the row above's.
 */
function nearDates(t: Table, i: number): Word[][] | undefined {
  const l = t.page.lines[i]!;
  const f = t.figures[i]!;
  const end = figuresStart(l, f);
  for (let k = end - 1; k > Math.max(0, end - NEAR_WORDS); k--) {
    const d = datesBefore(l, f, l.words[k]);
    if (d) return d;
  }
  return undefined;
}

/**
 * Whether the rows print their dates after their details: most rows that print a date do, and most do not start with
 * one (a date after the details of a row that starts with one is a second date of the row's, whose place the row
 * reader finds).
 */
function datesAfterDetails(tables: Table[], words: ReturnType<typeof twoWords>): boolean {
  let after = 0;
  let start = 0;
  let rows = 0;
  for (const t of tables)
    for (const i of t.rows) {
      // A row that prints no date (its day's date on the day's first row only) says nothing either way.
      if (!dated(t.page.lines[i]!)) continue;
      rows++;
      const w = words?.place === 'beforeFigures' ? wordAt(t, i, 'beforeFigures') : undefined;
      if (rowDates(t, i, w && words!.words.includes(w.text) ? w : undefined)) after++;
      if (matchDateAt(t.page.lines[i]!.words.map((w) => w.text), 0)) start++;
    }
  return after >= MIN_ROWS && after >= rows / 2 && start < rows / 2;
}

const dated = (l: Line) => {
  const texts = l.words.map((w) => w.text);
  for (let i = 0; i < texts.length; i++) if (matchDateAt(texts, i)) return true;
  return false;
};

/**
 * The pages of a running-text table (isFlowed) with its figures and dates set into columns (see above).
 */
export function restackFlowed(pages: PageText[], mode: AmountMode, currency?: string): PageText[] {
  const after = marksAfterFigures(pages);
  const tables = pages.map((p) => tableOf(p, mode, after, currency));
  const found = tables.filter((t): t is Table => !!t);
  const words = twoWords(found);
  const dates = datesAfterDetails(found, words);
  return pages.map((p, k) => (tables[k] ? restackPage(tables[k]!, words, dates) : p));
}

/** A page's running-text table: its lines' trailing figures, where it starts and ends, its rows, its figure columns. */
interface Table {
  page: PageText;
  figures: Figure[][];
  first: number;
  last: number;
  rows: number[];
  count: number;
}

function tableOf(p: PageText, mode: AmountMode, marksAfter: boolean, currency: string | undefined): Table | undefined {
  // Only lines of running text: a line whose figures stand apart from its words (a box beside the table, a payment
  // slip under it) keeps its place.
  const figures = p.lines.map((l) => {
    const f = trailingFigures(l, mode, marksAfter, currency);
    return !f.length || !hasText(l, f) || follows(l, f) ? f : [];
  });
  // The table: from the first dated line ending in a figure to the last line ending in one.
  const first = p.lines.findIndex((l, i) => figures[i]!.length > 0 && dated(l));
  if (first < 0) return undefined;
  let last = first;
  for (let i = first; i < p.lines.length; i++) if (figures[i]!.length) last = i;
  // As many columns as a good share of the rows print figures (a balance on a day's last row only): a row printing
  // more than that ends its details in a figure ("88.99 AUD").
  const printed = [];
  for (let i = first; i <= last; i++) if (figures[i]!.length && hasText(p.lines[i]!, figures[i]!)) printed.push(figures[i]!.length);
  printed.sort((a, b) => b - a);
  const count = labelledCount(p.lines, first) ?? printed[Math.floor(printed.length * COLUMN_SHARE)] ?? 1;
  for (let i = first; i <= last; i++) figures[i] = figures[i]!.slice(0, count);
  const rows = [];
  for (let i = first; i <= last; i++) if (figures[i]!.length && hasText(p.lines[i]!, figures[i]!)) rows.push(i);
  return { page: p, figures, first, last, rows, count };
}

function restackPage(t: Table, two: ReturnType<typeof twoWords>, datesAfter: boolean): PageText {
  const { page: p, figures, first, last, rows, count } = t;
  // The rows' words of two values, and their dates after the details (both decided for the whole statement).
  const words = new Map<number, Word>();
  if (two)
    for (const i of rows) {
      const w = wordAt(t, i, two.place);
      if (w && two.words.includes(w.text)) words.set(i, w);
    }
  const dates = new Map<number, Word[][]>();
  if (datesAfter)
    for (let i = first; i <= last; i++) {
      // A row's line, or the first line of a row whose figures ran over onto the next (its dates at its end).
      const f = figures[i]!;
      const l = p.lines[i]!;
      const d = f.length ? (hasText(l, f) ? rowDates(t, i, words.get(i)) ?? nearDates(t, i) : undefined) : datesBefore(l, f);
      if (d) dates.set(i, d);
    }
  // Such dates go first, into columns at the table's left edge, the rest of the table after them: rows as most
  // tables print them, their date where a date in the details cannot be taken for it.
  const dateColumns = Math.max(0, ...[...dates.values()].map((d) => d.length));
  const shift = dateColumns * DATE_WIDTH;
  const left = Math.min(...rows.map((i) => p.lines[i]!.words[0]!.x0));
  /** Where column `j` (from the left) of the dates starts. */
  const dateStart = (j: number) => left + j * DATE_WIDTH;
  const right = Math.max(p.width, ...p.lines.flatMap((l) => l.words.map((w) => w.x1))) + shift + COLUMN_WIDTH;
  /** Where the column of a word of two values ends. */
  const wordEdge = right;
  /** Where column `j` (from the left) of the figures ends. */
  const edge = (j: number) => wordEdge + (words.size ? WORD_WIDTH : 0) + j * COLUMN_WIDTH;
  /** Line i's dates into their columns (a row printing one date where two are printed goes into the last). */
  const moveDates = (moves: Map<Word, number>, i: number) => {
    const d = dates.get(i) ?? [];
    d.forEach((date, j) => {
      for (const w of date) moves.set(w, dateStart(dateColumns - d.length + j) - date[0]!.x0);
    });
  };
  const lines: Line[] = [];
  /** The last row's line set so far, and how many figures it has. */
  let row: { line: Line; figures: number; last: Word[] } | undefined;
  /** The line with words moved; `moved` says where each went. */
  const moveTo = (l: Line, moves: Map<Word, number>, moved = new Map<Word, Word>()) => {
    const words = l.words.map((w) => {
      if (!moves.has(w)) return w;
      const to = { ...w, x0: w.x0 + moves.get(w)!, x1: w.x1 + moves.get(w)! };
      moved.set(w, to);
      return to;
    });
    return { ...toLine(words, l.page_number), y0: l.y0, y1: l.y1 };
  };
  for (let i = 0; i < p.lines.length; i++) {
    const l = p.lines[i]!;
    // The labels right above the table, or over a later part of it.
    const found = i >= first - 3 && i <= last && !figures[i]!.length ? readHeader(p.lines, i) : undefined;
    if (i < first || found) {
      if (!found) {
        lines.push(l);
        continue;
      }
      lines.push(...labelsOver(p.lines.slice(i, i + found.used), found.header, count, edge, shift, dateColumns ? dateStart : undefined));
      i += found.used - 1;
      continue;
    }
    const f = figures[i]!;
    const above = lines[lines.length - 1];
    if (i <= last && l.words.length === 1 && MARK.test(l.words[0]!.text) && row && above === row.line && l.y0 - above.y1 < l.y1 - l.y0) {
      // A mark alone on a line is its row's last figure's, run over: set after that figure, the two ending at its edge.
      const mark = l.words[0]!;
      const width = mark.x1 - mark.x0 + SPACE * mark.size;
      const end = Math.max(...row.last.map((w) => w.x1));
      const words = above.words.map((w) => (row!.last.includes(w) ? { ...w, x0: w.x0 - width, x1: w.x1 - width } : w));
      const joined = { ...toLine([...words, { ...mark, y0: above.y0, y1: above.y1, x0: end - (mark.x1 - mark.x0), x1: end }], l.page_number), y0: above.y0, y1: above.y1 };
      lines[lines.length - 1] = joined;
      row = undefined;
      continue;
    }
    if (i > last || !f.length) {
      // A line of the table without figures (details run over, a heading) moves with the details, its dates (a row
      // whose figures ran over) into their columns.
      if (i > last || !shift) lines.push(l);
      else {
        const moves = new Map(l.words.map((w) => [w, shift]));
        moveDates(moves, i);
        lines.push(moveTo(l, moves));
      }
      continue;
    }
    // A row's figures fill the columns from the left (a row without a balance prints its amount); a line of figures
    // alone is the end of a row that ran over: the figures its row's line has no room for (set beside them, on that
    // line), else its last figure the last column's.
    const text = hasText(l, f);
    const joins = !text && !!row && above === row.line && row.figures > 0 && row.figures + f.length <= count && l.y0 - above.y1 < l.y1 - l.y0;
    if (joins) {
      const words = [...f].reverse().flatMap((fig, j) => fig.words.map((w) => ({ ...w, y0: above.y0, y1: above.y1, x0: w.x0 + edge(row!.figures + j) - fig.x1, x1: w.x1 + edge(row!.figures + j) - fig.x1 })));
      const joined = { ...toLine([...above.words, ...words], l.page_number), y0: above.y0, y1: above.y1 };
      lines[lines.length - 1] = joined;
      row = { line: joined, figures: row!.figures + f.length, last: words.slice(words.length - f[0]!.words.length) };
      continue;
    }
    const from = text ? 0 : count - f.length;
    // A row whose dates were not found keeps its details where they start (in the dates' column: a row whose date
    // could not be read, not one of the day's rows after the first).
    const moves = new Map<Word, number>(shift && (!text || dates.has(i)) ? l.words.map((w) => [w, shift]) : []);
    [...f].reverse().forEach((fig, j) => {
      for (const w of fig.words) moves.set(w, edge(from + j) - fig.x1);
    });
    const w = words.get(i);
    if (w) moves.set(w, wordEdge - w.x1);
    moveDates(moves, i);
    const moved = new Map<Word, Word>();
    const out = moveTo(l, moves, moved);
    lines.push(out);
    row = text ? { line: out, figures: f.length, last: f[0]!.words.map((w) => moved.get(w)!) } : undefined;
  }
  return { ...p, width: edge(count), lines };
}
