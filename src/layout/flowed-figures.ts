/**
 * Whether a statement's rows are running text (flowed-rows.ts), and the figures its lines end in. Such a table is
 * known by its figures: nearly every row's figures follow its details a word space apart, and the rows' last figures
 * share no right edge, left edge or centre (in a table of columns most of them share one of these).
 */
import type { Line, PageText, Word } from '../types.js';
import { CURRENCY_CODE, parseAmount, type AmountMode } from '../normalize/amount.js';

/** A figure at a line's end, with the words it was printed in (a sign, a currency or a mark apart from it). */
export interface Figure {
  words: Word[];
  x0: number;
  x1: number;
}

/** A direction mark printed apart from its figure. */
export const MARK = /^(?:CR|DR|Cr|Dr|cr|dr|C|D|H|S)$/;
/** Words one figure can take: "- $ 25.00", "23 844,44 D". */
const MAX_WORDS = 4;
/** Distinct places a column's figures keep, in points (drawn glyph by glyph they stand up to ~1 pt off). */
const SAME_PLACE = 2;
/** The fewest figure-ending lines that tell a table's figures from a few lines of text. */
const MIN_LINES = 8;
/** The largest share of those lines whose last figures may share an edge or a centre in running text. */
const MAX_SHARED = 0.5;
/** The widest gap, in ems, between words of running text. */
const WORD_SPACE = 0.75;
/** The least share of lines whose figures follow their details a word space apart. */
const MIN_TIGHT = 0.75;
/** The figures a line ends in, last first: the longest run of words before each that reads as one amount. */
export function trailingFigures(line: Line, mode: AmountMode, marksAfter = false, currency?: string): Figure[] {
  const ws = line.words;
  const out: Figure[] = [];
  // A mark between two figures is the one before's where the statement or the line's last figure prints marks after
  // figures ("33,62 DR 140,38 Cr") or the reading says so; else the one after's ("-85.78 CR 299.09"): the search
  // weighs both.
  const after = marksAfter || mode.marksBefore || MARK.test(ws[ws.length - 1]?.text ?? '');
  let end = ws.length;
  while (end > 0) {
    let found = 0;
    for (let n = Math.min(MAX_WORDS, end); n >= 1; n--) {
      const part = ws.slice(end - n, end);
      if (!part.some((w) => /\d/.test(w.text))) continue;
      if (after && n > 1 && MARK.test(part[0]!.text) && /\d/.test(ws[end - n - 1]?.text ?? '')) continue;
      // So is another currency's code between two figures: the amount it names is the one before ("74.74 EUR
      // 2,268.62" on a pound account), not the statement's own figure after it.
      if (currency && n > 1 && CURRENCY_CODE.test(part[0]!.text) && part[0]!.text !== currency && /\d/.test(ws[end - n - 1]?.text ?? '')) continue;
      if (parseAmount(part.map((w) => w.text).join(' '), mode)) {
        found = n;
        break;
      }
    }
    if (!found) break;
    const words = ws.slice(end - found, end);
    out.push({ words, x0: words[0]!.x0, x1: words[words.length - 1]!.x1 });
    end -= found;
  }
  return out;
}

/**
 * Whether the statement prints its marks after its figures: more lines end in a figure and its mark ("192.14 DR")
 * than in a mark and its figure ("CR 299.09").
 */
export function marksAfterFigures(pages: PageText[]): boolean {
  let after = 0;
  let before = 0;
  for (const p of pages)
    for (const l of p.lines) {
      const [a, b] = [l.words[l.words.length - 2]?.text ?? '', l.words[l.words.length - 1]?.text ?? ''];
      if (MARK.test(b) && /\d/.test(a)) after++;
      else if (MARK.test(a) && /\d/.test(b)) before++;
    }
  return after > before;
}

/** The largest share of `xs` that lie within SAME_PLACE of one another. */
function sharedPlace(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  let best = 0;
  let lo = 0;
  for (let hi = 0; hi < s.length; hi++) {
    while (s[hi]! - s[lo]! > 2 * SAME_PLACE) lo++;
    best = Math.max(best, hi - lo + 1);
  }
  return s.length ? best / s.length : 0;
}

/** A line that holds some word which is not a figure: a row's details, a label. */
export const hasText = (l: Line, figures: Figure[]) => l.words.length > figures.reduce((n, f) => n + f.words.length, 0);

/** Where a line's trailing figures start among its words (its length where it ends in none). */
export const figuresStart = (l: Line, f: Figure[]): number => (f.length ? l.words.indexOf(f[f.length - 1]!.words[0]!) : l.words.length);

/** The line's figures follow its other words a word space apart (a line with text and figures). */
export function follows(l: Line, f: Figure[]): boolean {
  const start = figuresStart(l, f);
  const [before, first] = [l.words[start - 1]!, l.words[start]!];
  return first.x0 - before.x1 <= WORD_SPACE * Math.max(before.size, first.size);
}

/**
 * Whether the statement's rows are running text: its lines' last figures keep no column, and nearly every line's
 * figures follow its details a word space apart (in a table of columns a row's details end well before its figures).
 */
export function isFlowed(pages: PageText[], mode: AmountMode): boolean {
  const right: number[] = [];
  const left: number[] = [];
  const centre: number[] = [];
  let tight = 0;
  const after = marksAfterFigures(pages);
  for (const p of pages)
    for (const l of p.lines) {
      const f = trailingFigures(l, mode, after);
      if (!f.length || !hasText(l, f)) continue;
      right.push(f[0]!.x1);
      left.push(f[0]!.x0);
      centre.push((f[0]!.x0 + f[0]!.x1) / 2);
      if (follows(l, f)) tight++;
    }
  if (right.length < MIN_LINES || tight < MIN_TIGHT * right.length) return false;
  return sharedPlace(right) < MAX_SHARED && sharedPlace(left) < MAX_SHARED && sharedPlace(centre) < MAX_SHARED;
}
