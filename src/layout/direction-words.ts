/**
 * The money's direction printed as a word in a column of its own, left of an unsigned amount ("Debit" / "Credit",
 * "Withdrawal" / "Deposit", "Soll" / "Haben", "Cargo" / "Abono"): right after the date or just before the amount.
 * Found by geometry alone, never by the words: a word standing apart (a column gap on both sides) at one place on many
 * lines that print figures, taking two values. Which of the two means debit is a choice of the interpretation search
 * (as for the marks after a figure, marks.ts), and so is reading them as no direction at all: a column of two
 * transaction kinds ("POS" / "ATM") is only read as directions where the statement's arithmetic says so.
 */
import type { Line, PageText, RawRow, Word } from '../types.js';
import type { AmountMode } from '../normalize/amount.js';
import { parseAmount } from '../normalize/amount.js';
import { monthFromName } from '../normalize/months.js';
import { editDistanceWithin } from '../normalize/edit-distance.js';
import { foldMark, splitLine, withDirectionWordsJoined } from './line-cells.js';
import { wordWith } from '../text/word.js';

export interface DirectionWordColumn {
  x0: number;
  x1: number;
  tokens: [string, string];
  /** Where pages print the table in other frames (a first page beside a box): the column's place on each. */
  places?: { x0: number; x1: number }[];
}

/** A word of letters that could be a direction word: not a currency code or a mark the amount reader glues on, not a month. */
function wordShaped(t: string, mode: AmountMode): boolean {
  if (!/^\p{L}[\p{L}.]{1,15}$/u.test(t) || monthFromName(t) !== undefined) return false;
  return !parseAmount(`1.00 ${t}`, mode);
}

/** OCR's slips a word of this length may carry and still be read as a direction word: one from four letters, two from six. */
const slips = (t: string) => (t.length < 4 ? 0 : t.length < 6 ? 1 : 2);

/**
 * The direction word an OCR reading stands for: the one of `tokens` it is nearest, where it is near one (within
 * `slips`) and clearly farther from the other (two more changes), so that two words a letter apart ("Wypłata" /
 * "Wpłata") never take each other's misreads. Text from a text layer is read exactly.
 */
export function directionToken(text: string, confidence: number, tokens: readonly string[]): string | undefined {
  const t = foldMark(text);
  if (tokens.includes(t)) return t;
  if (confidence >= 1) return undefined;
  const max = slips(t);
  const ds = tokens.map((k) => editDistanceWithin(t, k, max + 2));
  const best = Math.min(...ds);
  const i = ds.indexOf(best);
  if (best > max || ds.some((d, j) => j !== i && d < best + 2)) return undefined;
  return tokens[i];
}

/** A gap wider than a word space: a column's edge (figures and labels stand at least a type size apart). */
const apart = (gap: number, w: Word) => gap >= w.size * 0.8;

/**
 * The column, where one is printed. Words standing apart left of a line's first figure are grouped by where they
 * line up (left edges, right edges or centres within a third of a type size); a group is a column of direction words
 * where two words make all but a tenth of it. A page that prints its table in another frame (narrower beside a box)
 * prints the column elsewhere: groups of the same words on other pages are its other places. The column holds words
 * on at least a third of the lines that print figures (and four or more).
 */
export function directionWordColumn(pages: PageText[], mode: AmountMode): DirectionWordColumn | undefined {
  const seen: Seen[] = [];
  let figured = 0;
  for (const p of pages) {
    for (const line of p.lines) {
      const cells = splitLine(line, 2, mode);
      const first = cells.amounts[0];
      if (!first || !cells.text.length) continue;
      figured++;
      const { words: ws, pieces } = p.tracked ? piecesJoined(line.words) : { words: line.words, pieces: undefined };
      for (let k = 0; k < ws.length - 1; k++) {
        const w = ws[k]!;
        if (w.x1 > first.x0 || !(pieces?.[k] ?? [w]).every((x) => cells.text.includes(x)) || !wordShaped(w.text, mode)) continue;
        if (k > 0 && !apart(w.x0 - ws[k - 1]!.x1, w) && !afterFigure(ws, k, mode)) continue;
        if (!apart(ws[k + 1]!.x0 - w.x1, w)) continue;
        seen.push({ x0: w.x0, x1: w.x1, size: w.size, token: foldMark(w.text), ocr: w.confidence < 1, page: p.page_number });
      }
    }
  }
  if (seen.length < 4) return undefined;
  let best: (DirectionWordColumn & { n: number }) | undefined;
  for (const at of [(s: Seen) => s.x0, (s: Seen) => s.x1, (s: Seen) => (s.x0 + s.x1) / 2]) {
    const sorted = [...seen].sort((a, b) => at(a) - at(b));
    const groups: Seen[][] = [[]];
    for (const s of sorted) {
      const g = groups[groups.length - 1]!;
      const last = g[g.length - 1];
      if (last && at(s) - at(last) > s.size / 3) groups.push([s]);
      else g.push(s);
    }
    const pagesOf = groups.map((g) => new Set(g.map((s) => s.page)));
    groups.forEach((group, i) => {
      const tokens = twoWords(group);
      if (!tokens) return;
      const words = (g: Seen[]) => g.filter((s) => directionToken(s.token, s.ocr ? 0 : 1, tokens) !== undefined);
      // The same words in a group on pages this one does not print on: the column moved with those pages' table.
      const taken = new Set(pagesOf[i]);
      const placed = [words(group)];
      groups.forEach((other, j) => {
        if (j === i || other.length < 2 || [...pagesOf[j]!].some((p) => taken.has(p))) return;
        const fits = words(other);
        if (other.length - fits.length > other.length * 0.1) return;
        placed.push(fits);
        for (const p of pagesOf[j]!) taken.add(p);
      });
      const n = placed.reduce((a, g) => a + g.length, 0);
      if (n < Math.max(4, figured / 3) || (best && n <= best.n)) return;
      const places = placed.filter((g) => g.length).map((g) => ({ x0: Math.min(...g.map((s) => s.x0)), x1: Math.max(...g.map((s) => s.x1)) }));
      best = { ...places[0]!, tokens, n, ...(places.length > 1 ? { places } : {}) };
    });
  }
  return best && { x0: best.x0, x1: best.x1, tokens: best.tokens, ...(best.places ? { places: best.places } : {}) };
}

/**
 * On a page whose glyphs pdf.js broke apart (PageText.tracked), runs of two or three pieces of letters less than a
 * column gap apart, read as one word ("Crédit o", "Déb ito"); `pieces[k]` the words the k-th was joined from. A run
 * only counts where it stands apart as a whole (above), and its pieces are joined in the rows the same way once the
 * column's two words are known (line-cells.ts withDirectionWordsJoined).
 */
function piecesJoined(words: Word[]): { words: Word[]; pieces: Word[][] } {
  const out: Word[] = [];
  const pieces: Word[][] = [];
  for (let i = 0; i < words.length; ) {
    let n = 1;
    while (n < 3 && i + n < words.length && /^\p{L}+$/u.test(words[i + n]!.text) && /^\p{L}+$/u.test(words[i]!.text) && !apart(words[i + n]!.x0 - words[i + n - 1]!.x1, words[i]!)) n++;
    const run = words.slice(i, i + n);
    out.push(n === 1 ? run[0]! : wordWith(run[0]!, { text: run.map((w) => w.text).join(''), x1: run[n - 1]!.x1 }));
    pieces.push(run);
    i += n;
  }
  return { words: out, pieces };
}

/**
 * Word k follows a figure and its currency sign or CR/DR a word space away ("4.365,67 € Cr Dare  2,52 €": a balance
 * left of the direction word): the figure's cell ends there, as a column gap would end it.
 */
function afterFigure(ws: Word[], k: number, mode: AmountMode): boolean {
  let j = k - 1;
  while (j >= 0 && j >= k - 2 && AFFIX.test(ws[j]!.text)) j--;
  return j >= 0 && j < k - 1 && /\d/.test(ws[j]!.text) && !!parseAmount(ws[j]!.text, mode);
}

const AFFIX = /^(?:CR|DR|Cr|Dr|[€$£¥]|[A-Z]{3})$/;

type Seen = { x0: number; x1: number; size: number; token: string; ocr: boolean; page: number };

/**
 * The two words that make all but a tenth of a group of four or more, if two do; an OCR misread of a word the group
 * prints more often counts as that word (directionToken).
 */
function twoWords(group: Seen[]): [string, string] | undefined {
  if (group.length < 4) return undefined;
  const counts = new Map<string, number>();
  for (const s of group) counts.set(s.token, (counts.get(s.token) ?? 0) + 1);
  let ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const misread = new Set(group.filter((s) => s.ocr).map((s) => s.token));
  for (let k = ranked.length - 1; k > 0; k--) {
    const [token, n] = ranked[k]!;
    if (!misread.has(token)) continue;
    const kept = ranked.slice(0, k).map((r) => r[0]);
    const as = directionToken(token, 0, kept);
    if (as === undefined) continue;
    ranked[kept.indexOf(as)]![1] += n;
    ranked.splice(k, 1);
  }
  ranked = ranked.sort((a, b) => b[1] - a[1]);
  if (ranked.length < 2) return undefined;
  const two = ranked[0]![1] + ranked[1]![1];
  if (group.length - two > group.length * 0.1) return undefined;
  return [ranked[0]![0], ranked[1]![0]].sort() as [string, string];
}

/**
 * The row's direction word, kept as the mark of its one unsigned amount (a row with a debit and a credit, a signed or
 * marked amount, or no amount keeps its words). It stays in the details until a reading takes it for the direction.
 */
export function withDirectionWord(raw: RawRow, lines: Line[], col: DirectionWordColumn): void {
  if (raw.amount === undefined || raw.debit !== undefined || raw.credit !== undefined || raw.marks) return;
  const a = parseAmount(raw.amount);
  if (!a || a.marker !== null || a.negative || a.plus) return;
  // (A word in two pieces is the word: line-cells.ts withDirectionWordsJoined.)
  const found = lines.flatMap((l) => withDirectionWordsJoined(l.words, col)).filter((w) => inWordColumn(w, col));
  if (found.length !== 1) return;
  const w = found[0]!;
  raw.marks = [{ token: directionToken(w.text, w.confidence, col.tokens)!, figure: raw.amount, marked: raw.amount, word: w.text }];
}

/** The word is a direction word standing in the column. */
export function inWordColumn(w: Word, col: DirectionWordColumn): boolean {
  const at = (c: { x0: number; x1: number }) => w.x1 > c.x0 - w.size / 2 && w.x0 < c.x1 + w.size / 2;
  return (col.places ?? [col]).some(at) && directionToken(w.text, w.confidence, col.tokens) !== undefined;
}

/** The details without the direction word (where it is in them: between two figures the line's reader passed over it). */
export function withoutWord(description: string[], word: string): string[] {
  const i = description.findIndex((d) => d.split(' ').includes(word));
  if (i < 0) return description;
  const parts = description[i]!.split(' ');
  parts.splice(parts.indexOf(word), 1);
  const rest = parts.join(' ');
  return rest ? description.map((d, k) => (k === i ? rest : d)) : description.filter((_, k) => k !== i);
}
