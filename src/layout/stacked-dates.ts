import type { Line, PageText } from '../types.js';
import type { AmountMode } from '../normalize/amount.js';
import { amountsToText, otherCurrency, splitLine, type LineCells, type TableColumns } from './line-cells.js';
import { matchDateAt, plainDate } from '../normalize/date-token.js';
import { weekdayBefore } from './date-dress.js';

/**
 * Tables that print a row's two dates one above the other in the date column (booking date over value date,
 * "Buchung / Valuta", "Trans date / Post date"): the row's second line starts with a date where the first did, and
 * the figures stand on one of the two lines (the balance maybe on the other), on a line of details after both, or
 * centred between them. Read as rows of their own, the second dates make rows without figures (dropped) or take the
 * next row's figures and date. Ordinary tables print such pairs only by chance (a dated note without figures over a
 * row): the pairs must be most of the rows' lines, counted on the whole statement. A figure in another currency than
 * the statement's (`currency`) is details, as the parser reads it: a purchase abroad's original amount after the
 * value date ("2 sep 2023  DKK 34,32 Koers 0,8129") leaves the line without figures of its own.
 */
export function printsStackedDates(pages: PageText[], mode: AmountMode, currency?: string): boolean {
  let pairs = 0;
  let dated = 0;
  for (const page of pages) {
    // Where each line's date starts, found once: every test below asks it of the lines around.
    const cells: Dated[] = page.lines.map((l) => {
      const c = withoutForeign(markedFigures(splitLine(l, 2, mode), mode), currency);
      return { ...c, dateAt: dateX0(c) };
    });
    for (let i = 0; i < cells.length; i++) {
      const a = cells[i]!;
      if (a.dateAt === undefined) continue;
      dated++;
      const b = cells[i + 1];
      if (!b) continue;
      if (centredPair(cells, i)) {
        // The row's figures centred between its two dates: a pair, two lines on.
        pairs++;
        i += 2;
        continue;
      }
      if (!bothBeforeFigures(cells, i)) {
        if (!secondDateOf(a, b)) continue;
        // A dated line without figures whose figures come on a later line of its own is the next row (amounts on a
        // row's last line), not a second date.
        if (!b.amounts.length && figuresLater(cells, i + 2) !== undefined) continue;
      }
      pairs++;
      i++;
    }
  }
  // Where the second dates are so, every row prints two dated lines: the pairs are most of the rows left.
  return pairs >= 3 && pairs >= 0.7 * (dated - pairs);
}

/**
 * The line's cells read without a short word after its figures ("105,84 Ma"): a debit/credit mark the header's mark
 * column would name, which this count, made before any header is read, does not know. Without it a row's figures
 * read as details.
 */
function markedFigures(c: LineCells, mode: AmountMode): LineCells {
  const words = c.line.words;
  if (c.amounts.length || words.length < 2 || !/^\p{L}{1,3}$/u.test(words[words.length - 1]!.text)) return c;
  const rest = words.slice(0, -1);
  const cut = splitLine({ ...c.line, words: rest, text: rest.map((w) => w.text).join(' ') }, 2, mode);
  return cut.amounts.length ? cut : c;
}

/** The cells with figures in another currency than the statement's read as details. */
function withoutForeign(c: LineCells, currency: string | undefined): LineCells {
  const foreign = c.amounts.filter((a) => otherCurrency(a, currency));
  return foreign.length ? amountsToText(c, foreign) : c;
}

/** A dated line, the row's figures (and maybe details) centred between it and the dated line under it (centredBetween). */
function centredPair(cells: Dated[], i: number): boolean {
  const a = cells[i]!;
  const m = cells[i + 1];
  const b = cells[i + 2];
  if (!m || !b || !m.amounts.length || m.dateAt !== undefined || b.amounts.length) return false;
  const xa = a.dateAt;
  const xb = b.dateAt;
  return xa !== undefined && xb !== undefined && Math.abs(xa - xb) < 0.5 * (b.line.words[0]?.size ?? 8) && centredBetween(a.line, m.line, b.line);
}

/** Where the first dated or figured line from `k` on is, when it prints figures and no date. */
function figuresLater(cells: Dated[], k: number): number | undefined {
  for (let j = k; j < cells.length && j < k + 6; j++) {
    const c = cells[j]!;
    if (c.dateAt !== undefined) return undefined;
    if (c.amounts.length) return j;
  }
  return undefined;
}

/** `b` is the line right under `a`, with a date where `a`'s is, and one of them prints figures. */
function secondDateOf(a: Dated, b: Dated): boolean {
  const xa = a.dateAt;
  const xb = b.dateAt;
  return xa !== undefined && xb !== undefined && underOwnDate(a.line, xa, b.line, xb) && ((a.amounts.length > 0) !== (b.amounts.length > 0) || valueDateFigures(a, b));
}

/**
 * Both lines print figures, and the second line's are the row's own (the balance on the value date's line beside the
 * amount on the booking date's): later than the first's (laterFigures) or alone in columns of their own
 * (figuresApartOnly).
 */
export function valueDateFigures(a: Pick<LineCells, 'amounts'>, b: Pick<LineCells, 'amounts' | 'text'>): boolean {
  return laterFigures(a, b) || figuresApartOnly(a, b);
}

/**
 * The second line prints nothing but its date and figures, in columns none of the first line's figures stand in (the
 * balance on the value date's line in a column left of the amount's, "01/09/2023 ... -702.93" over "03/09/2023
 * 1,58,112.29"): a row of its own would print its details.
 */
function figuresApartOnly(a: Pick<LineCells, 'amounts'>, b: Pick<LineCells, 'amounts' | 'text'>): boolean {
  if (!a.amounts.length || !b.amounts.length || b.text.length) return false;
  return b.amounts.every((x) => a.amounts.every((y) => x.x1 < y.x0 || x.x0 > y.x1));
}

/**
 * The second line prints figures only right of all of the first line's (the balance on the value date's line, the
 * amount on the booking date's), and details, if any, left of them: the row's own, where a next row would print its
 * amount under the first's.
 */
function laterFigures(a: Pick<LineCells, 'amounts'>, b: Pick<LineCells, 'amounts' | 'text'>): boolean {
  if (!a.amounts.length || !b.amounts.length) return false;
  const start = Math.min(...a.amounts.map((x) => x.x0));
  const end = Math.max(...a.amounts.map((x) => x.x1));
  // Details on the value date's line stand left of the figures, as the row's first line's do.
  return b.amounts.every((x) => x.x0 > end) && b.text.every((w) => w.x1 < start);
}

/**
 * Two dated lines one under the other, neither with figures, and the figures on a later line of their own: the row's
 * two dates over details that end with its amount. Read otherwise the first line would be a row without figures.
 */
function bothBeforeFigures(cells: Dated[], i: number): boolean {
  const a = cells[i]!;
  const b = cells[i + 1]!;
  const xa = a.dateAt;
  const xb = b.dateAt;
  if (xa === undefined || xb === undefined || a.amounts.length || b.amounts.length || !underOwnDate(a.line, xa, b.line, xb)) return false;
  // Not figures centred on the line above them: there the first line is the row above's value date and the second
  // the next row's first line (centredBetween's rows).
  const k = figuresLater(cells, i + 2);
  return k !== undefined && cells[k]!.line.y0 >= cells[k - 1]!.line.y1;
}

/** A line's cells and where its date starts (`dateX0`). */
type Dated = LineCells & { dateAt?: number };

/** Where the line's date starts: its leading date, or one after the details (a date column right of them). */
function dateX0(c: LineCells): number | undefined {
  if (c.dates[0]) return c.dates[0].x0;
  const texts = c.line.words.map((w) => w.text);
  for (let k = 1; k < texts.length; k++) {
    // A weekday before the date is its cell's start ("mer. 4 juin 2025" over "6 juin 2025").
    const weekday = weekdayBefore(texts, k);
    const m = matchDateAt(texts, k + (weekday && !weekday.glued ? weekday.used : 0));
    if (m && plainDate(m.date)) return c.line.words[k]!.x0;
  }
  return undefined;
}

/** `line` is the next line under `row` (no wider gap than a line), its date at the left edge of the row's. */
export function underOwnDate(row: Line, rowDateX0: number, line: Line, x0: number): boolean {
  const size = line.words[0]?.size ?? 8;
  const h = Math.max(1, row.y1 - row.y0);
  return line.page_number === row.page_number && line.y0 > row.y0 && line.y0 - row.y1 < 1.2 * h && Math.abs(x0 - rowDateX0) < 0.5 * size;
}

/**
 * Cells centred vertically in a row whose date cell holds two dates: the row's figures (and maybe its details) stand
 * half a line under the first date and half a line over the second, so `m` overlaps both `a` and `b`, and `b` takes
 * the line right under `a`. Rows of ordinary tables never overlap so; one line printed over another does not happen
 * where rows are lines apart.
 */
export function centredBetween(a: Line, m: Line, b: Line): boolean {
  const h = Math.max(1, a.y1 - a.y0);
  return a.page_number === b.page_number && m.page_number === b.page_number && m.y0 > a.y0 && m.y0 < a.y1 && m.y1 > b.y0 && m.y0 < b.y0 && b.y0 - a.y1 < 0.6 * h;
}

/**
 * `line` (a dated line without figures) starts a row of its own, not the second date of the one-line row with
 * figures above it, where the table's pairs so far print their figures on the second date's line at least as often as
 * on the first (`pairs`, counted by the walk) and the line under it is its own second date with figures, or where it
 * begins a row centred on its figures (`after`: the line under those). The row above is then a line of its own between the rows: a day's balance ("31/12 Balance as at
 * 6,313.11"), which read as a first date took the next row's first line and left its second a row without details.
 */
export function startsOwnPair(line: Line, x0: number, next: Line | undefined, mode: AmountMode, cols: TableColumns, pairs: { first: number; second: number }, after?: Line): boolean {
  if (!next) return false;
  const c = splitLine(next, 2, mode, cols);
  // Or a row centred on its figures: the line under is its figures alone, half a line down, and the one after its
  // second date (centredBetween). The three lines are a row whatever the pairs so far.
  if (after && c.dates.length === 0 && c.amounts.length > 0 && centredBetween(line, next, after)) {
    const a = splitLine(after, 2, mode, cols);
    if (a.dates.length > 0 && a.amounts.length === 0 && underOwnDate(line, x0, after, a.dates[0]!.x0)) return true;
  }
  if (pairs.second === 0 || pairs.second < pairs.first) return false;
  // Its second date with figures, or without them where the row's figures come on a later line still (a line of
  // details under the two dates: random 920013, "Saldo per" lines that took the next row's booking date).
  return c.dates.length > 0 && underOwnDate(line, x0, next, c.dates[0]!.x0);
}
