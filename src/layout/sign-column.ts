import type { PageText, Word } from '../types.js';
import { wordWith } from '../text/word.js';
import { CURRENCY_WORD, parseAmount, type AmountMode } from '../normalize/amount.js';

/** Where rows print a currency sign or code right after their figure, at one place on many lines. */
export interface SignColumn {
  x0: number;
  x1: number;
  /** Glyphs of the sign as read there most often: 2 for "S$" or "kr", 1 for "$" or "€". */
  glyphs: number;
  /**
   * Places where rows print the sign after a figure inside the line, before a CR/DR mark or the next figure ("386.64
   * S$ CR 5,122.53 S$ Cr": the amount's sign, the line-end one being the balance's).
   */
  inner?: { x0: number; x1: number }[];
}

/**
 * Figures printed with their currency after them ("103.12 S$"), the sign at one place on every row: found where three
 * or more lines end with a figure and a sign or code close after it, standing within a type size of one another. OCR
 * misreads a small sign now and then ("Ss", "S§", "83%"), and a line ending in such a word read no amount at all.
 */
export function signColumnByGeometry(pages: PageText[], mode: AmountMode): SignColumn | undefined {
  const seen: { x0: number; x1: number; size: number; glyphs: number }[] = [];
  for (const p of pages)
    for (const line of p.lines) {
      // A CR/DR mark may end the line after the sign ("124.68 S$ Dr").
      const ws = MARK_WORD.test(line.words[line.words.length - 1]?.text ?? '') ? line.words.slice(0, -1) : line.words;
      const w = ws[ws.length - 1];
      const before = ws[ws.length - 2];
      if (!w || !before || !CURRENCY_WORD.test(w.text) || !/\d/.test(before.text) || !parseAmount(before.text, mode)) continue;
      if (w.x0 - before.x1 > 1.5 * w.size) continue;
      seen.push({ x0: w.x0, x1: w.x1, size: w.size, glyphs: [...w.text].length });
    }
  const best = densest(seen);
  if (!best) return undefined;
  const lengths = new Map<number, number>();
  for (const s of best) lengths.set(s.glyphs, (lengths.get(s.glyphs) ?? 0) + 1);
  const glyphs = [...lengths].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  const inner = innerPlaces(pages, mode);
  return { x0: Math.min(...best.map((s) => s.x0)), x1: Math.max(...best.map((s) => s.x1)), glyphs, ...(inner.length ? { inner } : {}) };
}

type Place = { x0: number; x1: number; size: number; glyphs: number };

/** The most places standing within a type size of one another, three at least. */
function densest(seen: Place[]): Place[] | undefined {
  if (seen.length < 3) return undefined;
  seen.sort((a, b) => a.x0 - b.x0);
  let best: Place[] = [];
  for (let a = 0, b = 0; a < seen.length; a++) {
    while (seen[a]!.x0 - seen[b]!.x0 > seen[a]!.size) b++;
    if (a - b + 1 > best.length) best = seen.slice(b, a + 1);
  }
  return best.length >= 3 ? best : undefined;
}

/** Each place where three lines or more print a sign right after a figure and before a CR/DR mark or another figure. */
function innerPlaces(pages: PageText[], mode: AmountMode): { x0: number; x1: number }[] {
  let seen: Place[] = [];
  for (const p of pages)
    for (const line of p.lines) {
      const ws = line.words;
      for (let k = 1; k + 1 < ws.length; k++) {
        const [before, w, next] = [ws[k - 1]!, ws[k]!, ws[k + 1]!];
        if (!CURRENCY_WORD.test(w.text) || !(MARK_WORD.test(next.text) || /^\d/.test(next.text)) || !/\d$/.test(before.text) || w.x0 - before.x1 > 1.5 * w.size || !parseAmount(before.text, mode)) continue;
        seen.push({ x0: w.x0, x1: w.x1, size: w.size, glyphs: [...w.text].length });
      }
    }
  const places: { x0: number; x1: number }[] = [];
  for (let best = densest(seen); best; best = densest(seen)) {
    places.push({ x0: Math.min(...best.map((s) => s.x0)), x1: Math.max(...best.map((s) => s.x1)) });
    seen = seen.filter((s) => !best!.includes(s));
  }
  return places;
}

/**
 * The line without the OCR words at an inner sign place (`SignColumn.inner`) that read as no sign ("386.64 SS CR",
 * "4,094.36 85 CR"): short, read with doubt, right after a figure and before a CR/DR mark or the next figure. Left in,
 * such a word parts the figure from its mark, and the mark takes the balance for its figure.
 */
export function withoutInnerMisreadSigns(words: Word[], column: SignColumn | undefined): Word[] {
  if (!column?.inner) return words;
  const drop = new Set<number>();
  for (let k = 1; k + 1 < words.length; k++) {
    const [before, w, next] = [words[k - 1]!, words[k]!, words[k + 1]!];
    if (!(w.confidence < 1) || w.text.length > 3 || CURRENCY_WORD.test(w.text) || MARK_WORD.test(w.text) || /[-+()]/.test(w.text)) continue;
    if (!/\d$/.test(before.text) || w.x0 - before.x1 > 1.5 * w.size || !(MARK_WORD.test(next.text) || /^\d/.test(next.text))) continue;
    const centre = (w.x0 + w.x1) / 2;
    if (column.inner.some((c) => centre >= c.x0 - w.size * 0.5 && centre <= c.x1 + w.size * 0.5)) drop.add(k);
  }
  return drop.size ? words.filter((_, k) => !drop.has(k)) : words;
}

/**
 * A short OCR word ending the line at the sign column's place, right after a figure, that reads as no sign: the sign
 * misread. It is left out of the line's cells, as a sign read right would be glued to its figure.
 */
export function misreadSign(words: readonly Word[], end: number, column: SignColumn | undefined): boolean {
  const w = words[end]!;
  const before = words[end - 1];
  // A word holding a mark ("€-": the sign and a minus after it, "€)" closing a bracketed figure) is read, not misread.
  // Nor is a CR/DR mark: balance lines that print their currency code where the rows print their marks ("18 099,60
  // PLN" over "32,10 DR") make a sign column of the marks' place.
  if (!column || !before || end !== words.length - 1 || !(w.confidence < 1) || w.text.length > 3 || CURRENCY_WORD.test(w.text) || MARK_WORD.test(w.text) || /[-+]/.test(w.text) || (/[()]/.test(w.text) && /\p{Sc}/u.test(w.text))) return false;
  const centre = (w.x0 + w.x1) / 2;
  return centre >= column.x0 - w.size * 0.5 && centre <= column.x1 + w.size * 0.5 && /\d$/.test(before.text) && w.x0 - before.x1 <= 1.5 * w.size;
}

/**
 * The line's last OCR word a figure with the sign glued on and misread ("20.038", "41.228", "54728" for "20.03 $",
 * "41.22 $", "54.72 $"): where it reaches into the sign column's place and tesseract offered the reading with the sign
 * ("20.03$"), the word less its last glyph being that figure, with two decimals or none, the word is the figure, the
 * sign left off as a sign read apart would be ("-9,10" offered as "-9,1¢" is no such word).
 */
export function withGluedSignOff(words: Word[], column: SignColumn | undefined): Word[] {
  // The figure before a CR/DR mark that ends the line is the one its sign is glued to.
  const marked = words.length > 1 && MARK_WORD.test(words[words.length - 1]!.text);
  if (marked) {
    const head = words.slice(0, -1);
    const off = withGluedSignOff(head, column);
    return off === head ? words : [...off, words[words.length - 1]!];
  }
  const w = words[words.length - 1];
  if (!column || !w || !(w.confidence < 1) || w.x1 < column.x0 + w.size / 2 || CURRENCY_WORD.test(w.text)) return words;
  const off = withTwoGlyphSignOff(w, column);
  if (off) return [...words.slice(0, -1), wordWith(w, { text: off, alternatives: [] })];
  if (!w.alternatives?.length) return words;
  // The word is the figure and one glyph more (the sign); the figure keeps two decimals, or lost its separator.
  const figure = (t: string) => /^[-(]?\d[\d.,]*[.,]\d\d$|^[-(]?\d+$/.test(t) && digitsOf(w.text.slice(0, -1)) === digitsOf(t);
  const signed = w.alternatives.map((a) => /^([-(]?\d[\d.,]*\d)(\p{Sc})$/u.exec(a)).find((m) => !!m && figure(m[1]!));
  if (!signed || /\p{Sc}$/u.test(w.text)) return words;
  return [...words.slice(0, -1), wordWith(w, { text: signed[1]!, alternatives: [] })];
}

/**
 * The same word with a sign of two glyphs ("S$") glued on and read as look-alikes ending in a mark no figure ends
 * with ("135.238%", "1415S%", "43305%", "381.90S$%" for 135.23, 14.15, 43.30 and 381.90 S$), where the sign column's
 * own signs are two glyphs wide: the sign's glyphs (or one more, a speck) come off, and the rest is the figure, with
 * two decimals or its separator lost. Nothing is taken off a word the rest of which is no figure.
 */
function withTwoGlyphSignOff(w: Word, column: SignColumn): string | undefined {
  // (withSignLookalikes may already have made the mark a "£".)
  if (column.glyphs !== 2 || !/[%$§£]$/.test(w.text)) return undefined;
  for (const n of [2, 3]) {
    const rest = w.text.slice(0, -n);
    const tail = w.text.slice(-n);
    if (!/^[S58$§%&s£]+$/.test(tail)) return undefined;
    if (/^[-(]?\d[\d.,]*[.,]\d\d$|^[-(]?\d{3,}$/.test(rest)) return rest;
  }
  return undefined;
}

const digitsOf = (t: string) => t.replace(/\D/g, '');

/** A CR/DR mark word (OCR reads "Dr" as "Or" too). */
const MARK_WORD = /^(?:CR|DR|Cr|Dr|cr|dr|Or)$/;
