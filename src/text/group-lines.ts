import type { Line, Word } from '../types.js';

/**
 * Groups positioned words into reading lines. Shared by the text-layer and OCR paths so the layout parser
 * sees one structure whatever the source.
 *
 * Words belong to the same line when their vertical centres are within ~half a line height; superscripts
 * and slightly tilted OCR baselines still join. Lines come out top to bottom, words left to right.
 */
export function groupLines(words: Word[], page_number: number): Line[] {
  const sorted = withoutInnerReadings(withoutSpecks(words.filter((w) => w.text.trim() !== '')).sort((a, b) => centre(a) - centre(b) || a.x0 - b.x0));
  const lines: { words: Word[]; centre: number; height: number }[] = [];
  // A word kept off a line in reach only because it overlaps a word there (OCR boxed "PRIYA" again inside
  // "UPI/819661209091/PRIYA") waits until every other word has its line: started at once, its line would take the
  // words after it ("Apr" of "Apr 12"), whose centres lie nearer to it than to their own line's.
  const deferred: Word[] = [];
  const place = (w: Word, defer: boolean) => {
    const c = centre(w);
    const h = Math.max(1, w.y1 - w.y0);
    // Words sorted by centre only ever join the last few lines; scan back a little for interleaved columns.
    let target: (typeof lines)[number] | undefined;
    let blocked = false;
    for (let i = lines.length - 1; i >= 0 && (i >= lines.length - 3 || !defer); i--) {
      const l = lines[i]!;
      // A flat word (a dash, a dot: OCR boxes it to its ink, a point high) sits at mid x-height, below the centre
      // of the digits and capitals beside it: it joins within a third of their height, not half its own.
      const tol = Math.min(l.height, Math.max(h, l.height * 0.6)) * 0.5;
      if (Math.abs(l.centre - c) > tol) continue;
      if (!overlapsHorizontally(l.words, w)) {
        target = l;
        break;
      }
      blocked = true;
    }
    // OCR: a piece of a word read again inside a word it doubted more ("376" inside "#xxxikidarrr]" for
    // "************8376"): on a line of its own it would stand between a row and its next line; it joins the word's.
    if (!target && blocked && !defer) target = lines.find((l) => Math.abs(l.centre - c) <= h && l.words.some((o) => inside(w, o)));
    // Figures centred between a row's two lines of details stand as far from one line as from the other: the first
    // one placed joins the upper line, the next, a little lower, starts a line of its own, and the row's amount and
    // balance come apart. A figure boxed at the height of a figure already placed (top and bottom within a fifth of
    // its height) shares that figure's line. Figures only: on a tilted page a line's words rise across it, and a
    // figure at the height of a date far left of it is on the line below.
    if (!target && MONEY.test(w.text))
      for (let i = lines.length - 1; i >= 0 && i >= lines.length - 3; i--) {
        const l = lines[i]!;
        if (l.words.some((o) => MONEY.test(o.text) && Math.abs(o.y0 - w.y0) <= 0.2 * h && Math.abs(o.y1 - w.y1) <= 0.2 * h) && !overlapsHorizontally(l.words, w)) {
          target = l;
          break;
        }
      }
    if (target) {
      target.words.push(w);
      const n = target.words.length;
      target.centre += (c - target.centre) / n;
      target.height = Math.max(target.height, h);
    } else if (blocked && defer) {
      deferred.push(w);
    } else {
      lines.push({ words: [w], centre: c, height: h });
    }
  };
  for (const w of sorted) place(w, true);
  for (const w of deferred) place(w, false);
  return lines
    .map((l) => toLine(l.words, page_number))
    .sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
}

/** A figure with its decimals ("50,67", "-4.384,47", "12.00-"). */
const MONEY = /\d[.,]\d{2}(?:$|[^\d])/;

/**
 * OCR: specks of dirt or of a glyph's ink read as a letter or a mark ("A", ".", "x" a fraction of a point tall beside
 * a date) are boxed far smaller than the page's words, in both directions: read as words they make lines of their
 * own between a row's lines, or details of a row that has none. One or two characters without a digit, under a third
 * of the page's usual word height both tall and wide. Not a sign ("-", "+"): a lone minus is flat but as wide as a
 * digit, and stands in a column of its own on some statements.
 */
function withoutSpecks(words: Word[]): Word[] {
  const heights = words.filter((w) => w.confidence < 1).map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  if (heights.length < 10) return words;
  const small = heights[heights.length >> 1]! / 3;
  return words.filter((w) => w.confidence >= 1 || w.text.length > 2 || /[\d+\-–]/.test(w.text) || w.y1 - w.y0 >= small || w.x1 - w.x0 >= small);
}

/**
 * OCR: a piece of a word read a second time inside the word's own box ("2?" inside "01/05/2025", "o" inside "12:08"
 * at 150 DPI), with less confidence and fewer characters, is no word of its own; nor is one character inside a word's
 * box and well under its height, whatever its confidence. Sorted first by its centre, it started the line, and the
 * word it repeats, which it overlaps, was put on a line of its own with the words after it (the row's date apart from
 * its amounts). Text-layer words (confidence 1) are never dropped.
 */
function withoutInnerReadings(sorted: Word[]): Word[] {
  let drop: Set<Word> | undefined;
  for (let i = 0; i < sorted.length; i++) {
    const w = sorted[i]!;
    if (w.confidence >= 1) continue;
    const h = Math.max(1, w.y1 - w.y0);
    for (const step of [-1, 1]) {
      for (let j = i + step; j >= 0 && j < sorted.length && Math.abs(centre(sorted[j]!) - centre(w)) <= h; j += step) {
        const o = sorted[j]!;
        if (o.confidence >= 1 || o.text.length <= w.text.length) continue;
        const within = w.x0 >= o.x0 - 0.5 && w.x1 <= o.x1 + 0.5;
        if (within && o.confidence > w.confidence && w.y0 >= o.y0 - h && w.y1 <= o.y1 + h) (drop ??= new Set()).add(w);
        // A speck of the word's ink, however sure tesseract was of it: one character inside the word's box, under
        // two thirds of its height ("1" in the "Rp" before a summary's closing balance, read as the closing).
        else if (within && w.text.length === 1 && h < (2 / 3) * (o.y1 - o.y0) && w.y0 >= o.y0 - 0.5 && w.y1 <= o.y1 + 0.5) (drop ??= new Set()).add(w);
      }
    }
  }
  return drop ? sorted.filter((w) => !drop!.has(w)) : sorted;
}

/**
 * An OCR word mostly (4/5 of its width) within the box of a longer OCR word read with less confidence, that reads
 * what the word does not ("376" in "#xxxikidarrr]"; "1," in "481,20" repeats the word and keeps its own line). A word
 * of letters also at the same confidence, and also when its box reaches past the word's end: tesseract boxes a short
 * word after a long one taller and back over the long one's end ("ZA" over "OPLATA", "Z" of "WYPLATA Z"), at the
 * confidence of the words around it; on a line of its own it stood beside its row as a line of the table. Figures
 * keep the stricter test: a figure read again joined to the row would be a second amount.
 */
function inside(w: Word, o: Word): boolean {
  if (w.confidence >= 1 || o.text.length <= w.text.length || o.text.includes(w.text)) return false;
  const overlap = Math.min(o.x1, w.x1) - Math.max(o.x0, w.x0);
  const within = overlap >= 0.8 * (w.x1 - w.x0);
  if (o.confidence < w.confidence && within) return true;
  return o.confidence <= w.confidence && !/\d/.test(w.text) && (within || (w.x1 > o.x1 && w.x0 > o.x0));
}

function centre(w: Word): number {
  return (w.y0 + w.y1) / 2;
}

/** Two words at the same x cannot be on one line (e.g. overprinted text or a second text layer). */
function overlapsHorizontally(words: Word[], w: Word): boolean {
  for (const o of words) {
    const overlap = Math.min(o.x1, w.x1) - Math.max(o.x0, w.x0);
    if (overlap > 0.6 * Math.min(o.x1 - o.x0, w.x1 - w.x0)) return true;
  }
  return false;
}

export function toLine(words: Word[], page_number: number): Line {
  const ws = [...words].sort((a, b) => a.x0 - b.x0);
  // Joined, not appended: `+=` leaves a tree of string pieces per line (~350 bytes a line kept for the whole
  // statement) where join gives one flat string.
  const parts: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    if (i > 0) {
      const prev = ws[i - 1]!;
      const gap = w.x0 - prev.x1;
      // A gap wider than ~1.5 characters is a column break: keep it visible as two spaces.
      parts.push(gap > Math.max(prev.size, w.size) * 0.9 ? '  ' : ' ');
    }
    parts.push(w.text);
  }
  const text = parts.join('');
  return {
    page_number,
    y0: Math.min(...ws.map((w) => w.y0)),
    y1: Math.max(...ws.map((w) => w.y1)),
    words: ws,
    text,
  };
}
