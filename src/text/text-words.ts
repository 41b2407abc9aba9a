import { pdfjs, type PDFPageProxy } from '../load/pdfjs.js';
import { streamPageText } from '../load/open-pdf.js';
import type { Word } from '../types.js';
import { monthFromName } from '../normalize/months.js';
import { CURRENCY_SIGNS, CURRENCY_WORD } from '../normalize/amount.js';
import { withoutOverprints } from './overprint.js';
import { figureRun } from './split-figures.js';
import { TextWord } from './word.js';

interface TextItemLike {
  str: string;
  width: number;
  height: number;
  transform: number[];
  fontName?: string;
}

/**
 * Turns pdf.js text items into words with boxes (points, origin top-left).
 *
 * One item may hold several words or even several columns ("Opening balance    1,234.56"); it is split on
 * spaces and each piece gets an x-range proportional to its character offset. Right-aligned amounts are
 * usually items of their own, so their right edge (x + width) stays exact.
 */
export async function textWords(page: PDFPageProxy, asTracked = false): Promise<{ words: Word[]; width: number; height: number; tracked: boolean; joinable: boolean }> {
  const viewport = page.getViewport({ scale: 1 });
  const items: PageItems = { strs: [], bold: [], box: [] };
  const addItem = (item: TextItemLike): void => {
    if (typeof item.str !== 'string' || item.str.trim() === '') return;
    // Into viewport space: honours /Rotate and crop-box offsets, and flips y to grow downwards.
    const [a, b, c, d, x, baseline] = pdfjs.Util.transform(viewport.transform, item.transform) as number[] as [
      number, number, number, number, number, number,
    ];
    // Rotated text (watermarks, vertical margin codes) is not part of any table.
    if (Math.abs(b) > 0.01 * Math.abs(a) + 1e-6 || Math.abs(c) > 0.01 * Math.abs(d) + 1e-6) return;
    if (a < 0) return; // mirrored / upside-down text
    const size = Math.abs(d) || item.height || 10;
    const totalWidth = item.width || size * 0.5 * item.str.length;
    items.strs.push(foldDigits(item.str));
    items.bold.push(/bold|black|heavy/i.test(item.fontName ?? ''));
    items.box.push(x, totalWidth, baseline, size);
  };
  // Each chunk of items is reduced to its strings and boxes as it arrives, so the items die young (see streamPageText).
  await streamPageText(page, (chunk) => {
    for (const raw of chunk) addItem(raw as TextItemLike);
  });
  // Each item is cut into pieces and its figure runs read once; a tracked page reads its runs again, as tracked.
  const found = items.strs.map(pieces);
  const plain = found.map((f) => wordRuns(f, false));
  const tracked = asTracked || brokenFigures(plain) >= TRACKED_MIN_BROKEN;
  const words: PageWords = { texts: [], bold: [], box: [] };
  // Whether reading the page as tracked would join pieces the plain reading keeps apart (see readTextPages).
  let joinable = false;
  for (let k = 0; k < items.strs.length; k++) {
    const b = k * 4;
    const runs = tracked ? wordRuns(found[k]!, true) : plain[k]!;
    // An item of one piece joins nothing: the second reading is paid only where pieces stand one space apart.
    if (!tracked && !joinable && found[k]!.length > 1) joinable = wordRuns(found[k]!, true).length !== runs.length;
    pushWords(words, items.strs[k]!.length, found[k]!, runs, items.box[b]!, items.box[b + 1]!, items.box[b + 2]!, items.box[b + 3]!, items.bold[k]!);
  }
  const box = new Float64Array(words.box);
  const all = words.texts.map((t, k) => new TextWord(t, box, k * 5, words.bold[k]!));
  return { words: withoutOverprints(all), width: viewport.width, height: viewport.height, tracked, joinable };
}

/** A page's text items, reduced to their strings, weight, and x, width, baseline and size in a row of four numbers. */
interface PageItems {
  strs: string[];
  bold: boolean[];
  box: number[];
}

/**
 * Broken figures a page needs to be read as tracked. One is enough: printed text has no figure in pieces that are no
 * figure alone, and the glyphs of one page are placed by one producer (measured: 2 gave the same random-layout
 * results less three statements, and no statement was better with 2).
 */
const TRACKED_MIN_BROKEN = 1;

/**
 * Whether pdf.js wrote spaces between the glyphs of figures on this page: a producer that places each glyph by
 * itself, off where its font's widths put it (jitter, letter-spacing), gets a space wherever two glyphs stand more
 * than a tenth of an em apart, and the text item keeps no gap widths to tell such a space from a word space. The
 * page's own figures tell: pieces that are no figure alone and one together ("01.0 8.2024", "2 ,07") are spaces
 * pdf.js wrote, and where a page has them, its other figures were broken the same way, also where each piece happens
 * to be whole ("5 2.38").
 */
export function trackedSpaces(strs: readonly string[]): boolean {
  return brokenFigures(strs.map((str) => wordRuns(pieces(str), false))) >= TRACKED_MIN_BROKEN;
}

/** Figures pdf.js broke, as read on a page not (yet) taken for tracked: runs of more than one piece. */
function brokenFigures(runs: readonly number[][]): number {
  let n = 0;
  for (const item of runs) for (const k of item) if (k > 1) n++;
  return n;
}

/**
 * How many pieces of an item, from each word's first on, make that word: pieces one space apart that are one figure
 * were broken by pdf.js, not by the producer (split-figures.ts); on a tracked page also a date's month name.
 */
function wordRuns(found: readonly Piece[], tracked: boolean): number[] {
  const texts = found.map((f) => f.text);
  const runs: number[] = [];
  for (let i = 0; i < found.length; ) {
    let n = oneSpaceApart(found, i, figureRun(texts, i, tracked));
    if (n === 1 && tracked) n = oneSpaceApart(found, i, Math.max(namedDateRun(texts, i), ordinalDayRun(texts, i), currencyRun(texts, i), markRun(texts, i), signedRun(texts, i)));
    runs.push(n);
    i += n;
  }
  return runs;
}

/**
 * How many pieces from `at` on are one date word pdf.js broke on a page of glyphs off their places: a date printed
 * as one word with its month's name (compactDateRun), or a month name ("Ma r 10", "1 F eb", "16 di cembr e"): runs of
 * letters, none a month name itself but the first, that together are one (the first's month, if it names one), next
 * to a day. 1 when none. Dates read such names too
 * (date-token's splitMonth), but a row whose date is three words is not in its date column for the layout.
 */
function namedDateRun(texts: readonly string[], at: number): number {
  const compact = compactDateRun(texts, at);
  if (compact > 1) return compact;
  const day = (t: string | undefined) => t !== undefined && /^\d{1,2}(?:[.,]|st|nd|rd|th)?$/i.test(t);
  // The day before may itself be in pieces ("7t h D ec": ordinalDayRun).
  const dayBefore = [1, 2, 3].some((n) => at - n >= 0 && day(texts.slice(at - n, at).join('')));
  let name = '';
  // The first piece may be a month's short name that the whole one goes on ("gen naio": gennaio, January both).
  const first = monthFromName(texts[at] ?? '');
  for (let k = at; k < texts.length && k < at + 3; k++) {
    const t = texts[k]!;
    // The last piece may keep the short name's full stop ("dé c.", "j anv."): it ends the name, read or not.
    const stop = k > at && /^\p{L}{1,9}\.$/u.test(t);
    if ((!/^\p{L}{1,9}$/u.test(t) && !stop) || (k > at && monthFromName(t))) return 1;
    name += t;
    const month = k > at ? monthFromName(name) : undefined;
    if (month && (!first || month === first) && (dayBefore || day(texts[k + 1]))) return k - at + 1;
    if (stop) return 1;
  }
  return 1;
}

/**
 * How many pieces from `at` on are a currency sign or code pdf.js broke beside a figure ("1939508 R p", "E UR 12,50"),
 * on a tracked page: up to three pieces of letters, none a currency alone, that together are one; or a sign and its
 * dot ("Rs ." after a figure).
 */
function currencyRun(texts: readonly string[], at: number): number {
  const figure = (t: string | undefined) => t !== undefined && /\d/.test(t);
  // A whole sign whose dot came apart after a figure ("251.68 Rs . OD").
  if (texts[at + 1] === '.' && figure(texts[at - 1]) && /^\p{L}{1,2}$/u.test(texts[at]!) && CURRENCY_WORD.test(texts[at]!) && CURRENCY_WORD.test(texts[at] + '.')) return 2;
  let joined = '';
  for (let k = at; k < texts.length && k < at + 3; k++) {
    const t = texts[k]!;
    // The last piece may keep a sign's dot ("R s." for Rs.), the first a bracket opening a figure ("(KR W 65.236)").
    if (!(k === at ? /^\(?\p{L}{1,2}$/u : /^\p{L}{1,2}\.?$/u).test(t) || CURRENCY_WORD.test(t)) return 1;
    joined += t;
    if (k > at && CURRENCY_WORD.test(joined.replace(/^\(/, '')) && (figure(texts[at - 1]) || figure(texts[k + 1]))) return k - at + 1;
  }
  return 1;
}

/**
 * Two pieces a direction mark pdf.js broke after a figure ("143,57 C R"), on a tracked page: 2 when together they are
 * CR or DR (either case), else 1; a bracketed mark in two to four pieces the same.
 */
function markRun(texts: readonly string[], at: number): number {
  const [a, b] = [texts[at], texts[at + 1]];
  if (!/\d$/.test(texts[at - 1] ?? '')) return 1;
  if (!!a && !!b && /^[CD]$/i.test(a) && /^r$/i.test(b)) return 2;
  // Or a bracketed one ("( Cr)", "(C r)", "( C r )"): two to four pieces that together are one.
  if (!a?.startsWith('(')) return 1;
  let joined = a;
  for (let k = at + 1; k < texts.length && k < at + 4; k++) {
    joined += texts[k]!;
    if (/^\((?:CR|DR)\)$/i.test(joined)) return k - at + 1;
    if (!/^\(?[CDR]?[Rr]?\)?$/i.test(texts[k]!)) return 1;
  }
  return 1;
}

/**
 * A currency sign whose first letter pdf.js broke off the figure it is glued to ("R $92,05" for R$92,05), on a tracked
 * page: 2 where the letter and the piece after it start with a sign together, else 1.
 */
function signedRun(texts: readonly string[], at: number): number {
  const [a, b] = [texts[at], texts[at + 1]];
  if (!a || !b || !/^\p{L}{1,2}$/u.test(a) || !/^\$[\d]/.test(b)) return 1;
  // The figure after the sign may itself be in pieces ("R $9 2,05").
  return SIGN_START.test(a + b) ? 1 + figureRun(texts, at + 1, true) : 1;
}

const SIGN_START = new RegExp(`^(?:${CURRENCY_SIGNS})\\d`);

const ORDINAL_DAY = /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)$/i;

/**
 * How many pieces from `at` on are a day printed as an ordinal that pdf.js broke ("3 1s t Jan", "22n d Jan", "9 th
 * Jan"), on a tracked page: up to four pieces that together are one, before a month name (whole or in pieces).
 */
function ordinalDayRun(texts: readonly string[], at: number): number {
  if (!/^\d/.test(texts[at]!) || ORDINAL_DAY.test(texts[at]!)) return 1;
  let joined = texts[at]!;
  for (let k = at + 1; k < texts.length && k < at + 4; k++) {
    if (!/^[\dA-Za-z]{1,3}$/.test(texts[k]!)) return 1;
    joined += texts[k]!;
    const next = texts[k + 1];
    if (ORDINAL_DAY.test(joined) && next !== undefined && (monthFromName(next) || namedDateRun(texts, k + 1) > 1)) return k - at + 1;
  }
  return 1;
}

/** A date printed as one word with its month's name ("16-JAN-23", "3.Mar.2024"). */
const COMPACT_DATE = /^(\d{1,2})([-./])(\p{L}{3,9})\2(\d{2}|\d{4})$/u;

/**
 * How many pieces from `at` on are one such date pdf.js broke ("16-J AN-23", "28-JAN-2 3", "1 9-D EC-2 4"), on a
 * tracked page: up to five pieces that together are one and hold no day, month name and year apart. A limit of three
 * read "1 9-D EC-2 4" as "1" and "9-DEC-24": the row took another day and still reconciled.
 */
function compactDateRun(texts: readonly string[], at: number): number {
  if (!/\d/.test(texts[at]!)) return 1;
  let joined = texts[at]!;
  for (let k = at + 1; k < texts.length && k < at + 5; k++) {
    joined += texts[k]!;
    const m = COMPACT_DATE.exec(joined);
    if (m && monthFromName(m[3]!)) return k - at + 1;
  }
  return 1;
}

interface Piece {
  text: string;
  start: number;
  end: number;
}

function pieces(str: string): Piece[] {
  // Split on plain spaces only: no-break and narrow spaces group thousands inside one amount ("1 234,56").
  const re = /[^ \t]+/g;
  const found: Piece[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(str))) found.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return found;
}

/** Of a run of `n` pieces from `i`, how many lead one space apart: more spaces are the producer's. */
function oneSpaceApart(found: readonly Piece[], i: number, n: number): number {
  for (let k = 1; k < n; k++) if (found[i + k]!.start !== found[i + k - 1]!.end + 1) return k;
  return n;
}

/** A page's words while they are read: texts, and each word's x0, x1, y0, y1 and size in a row of five numbers. */
interface PageWords {
  texts: string[];
  bold: boolean[];
  box: number[];
}

/** Arabic-Indic and Persian digits (and separators) read as ASCII, so amounts and dates parse whatever the script. */
export function foldDigits(s: string): string {
  if (!/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/.test(s)) return s;
  return s
    .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

/** An item's words (its pieces joined as `runs` says), with boxes from the item's width shared out per character. */
function pushWords(out: PageWords, length: number, found: readonly Piece[], runs: readonly number[], x: number, width: number, baseline: number, size: number, bold: boolean): void {
  const charW = width / length;
  let i = 0;
  for (const n of runs) {
    out.texts.push(found.slice(i, i + n).map((f) => f.text).join(''));
    out.bold.push(bold);
    out.box.push(x + found[i]!.start * charW, x + found[i + n - 1]!.end * charW, baseline - size * 0.8, baseline + size * 0.2, size);
    i += n;
  }
}
