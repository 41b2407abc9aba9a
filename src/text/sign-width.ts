import type { PageText, Word } from '../types.js';
import { CURRENCY_SIGNS } from '../normalize/amount.js';
import { withOcrWordsReread } from './ocr-words-reread.js';

/**
 * A statement that prints its currency sign before every figure ("S$12.16") loses the sign to OCR at low resolution
 * in ways no single word tells apart: "S$10.69" comes out "$510.69", "5569.47" (S$69.47), "881,836.92" (S$1,836.92),
 * each a plausible figure. The print does tell: a figure's width is its glyphs', and the statement's own figures read
 * cleanly with the sign ("S$144.04") give the sign's width and a digit's. A word whose width leaves room for exactly
 * one of its readings after the sign's look-alike glyphs is that figure, written back after the sign.
 *
 * Only in a column whose figures mostly show the sign (read cleanly, or with a remnant of it: "$$380.93", "53$12.83"):
 * a table of bare figures under a summary that prints the sign keeps its figures. Only where the clean
 * figures fit one width per glyph (digits alike, a separator half a digit) within a quarter digit. Words are changed
 * in copies of their lines; the caller's pages are not touched.
 */
export function figuresBySignWidth(pages: PageText[]): PageText[] {
  const words = pages.filter((p) => p.source === 'ocr').flatMap((p) => p.lines.flatMap((l) => l.words));
  const model = signModel(words);
  if (!model) return pages;
  // The cheap word test first: the column test looks at every figure of the statement.
  return withOcrWordsReread(pages, (w) => {
    const text = reread(w, model);
    return text === undefined || text === w.text || !signedColumn(w, model) ? undefined : text;
  });
}

interface SignModel {
  sign: string;
  /** Every figure-shaped word, and whether it shows the sign (clean or a remnant of it). */
  figures: { w: Word; signed: boolean }[];
  /** The sign's width and a digit's, in the page's units. */
  signWidth: number;
  digit: number;
  /** The clean figures' height, to leave other type sizes alone. */
  height: number;
}

/** A figure with its two decimals, its thousands grouped. */
const FIGURE_TEXT = String.raw`\d{1,3}(?:[,.'’]\d{3})*[.,]\d{2}`;
/** Such a figure after a sign (signModel keeps signs of two glyphs or more, the ones OCR turns into digit-like glyphs: "S$" -> "55", "$5", "88"). */
const SIGNED = new RegExp(`^(${CURRENCY_SIGNS})(${FIGURE_TEXT})$`);
const FIGURE = new RegExp(`^${FIGURE_TEXT}$`);
/** Glyphs a currency sign comes out as besides its own: digits and marks of like shape. */
const LOOKALIKES = '58§%&£s3BR';
const MINUS = /^[-−–~=]/;
const REMNANT = /^[-−–~=]?\S{0,3}[$§%£&]\S{0,2}\d/;

/** A figure's width in digits: a separator is about half a digit wide. */
const units = (f: string) => (f.match(/\d/g)?.length ?? 0) + 0.5 * (f.match(/[,.'’]/g)?.length ?? 0);

function signModel(words: Word[]): SignModel | undefined {
  const bySign = new Map<string, Word[]>();
  const figures: SignModel['figures'] = [];
  for (const w of words) {
    if (!/\d[.,]\d{2}$/.test(w.text)) continue;
    const m = SIGNED.exec(w.text);
    if (m && m[1]!.length >= 2) {
      const list = bySign.get(m[1]!) ?? [];
      list.push(w);
      bySign.set(m[1]!, list);
    }
    figures.push({ w, signed: !!m || REMNANT.test(w.text) });
  }
  const [sign, clean] = [...bySign].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!sign || !clean || clean.length < 4) return undefined;
  const heights = clean.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)]!;
  const same = clean.filter((w) => Math.abs(w.y1 - w.y0 - height) <= 0.12 * height);
  const xs = same.map((w) => units(w.text.slice(sign.length)));
  const ys = same.map((w) => w.x1 - w.x0);
  if (same.length < 4 || Math.max(...xs) - Math.min(...xs) < 1) return undefined;
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  const digit = xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0) / sxx;
  const signWidth = my - digit * mx;
  // A sign of two glyphs is wider than one digit; every clean figure within a quarter digit of the fit.
  if (!(digit > 0) || signWidth < digit || xs.some((x, i) => Math.abs(signWidth + digit * x - ys[i]!) > 0.25 * digit)) return undefined;
  const model = { sign, figures, signWidth, digit, height };
  // A figure too wide to be only its digits, whose width leaves room for one reading after the sign ("581,836.92" as
  // wide as S$1,836.92), shows the sign as well as a remnant does.
  for (const f of figures) if (!f.signed && FIGURE.test(f.w.text) && Math.abs(units(f.w.text) - (f.w.x1 - f.w.x0) / digit) > 0.3 && reread(f.w, model)) f.signed = true;
  return model;
}

/**
 * The word stands in a column whose figures mostly show the sign: aligned on their right edges (or left), within a
 * digit. A column of balances printed bare beside amounts printed with the sign keeps its figures ("558.40" is no
 * "S$8.40" there).
 */
function signedColumn(w: Word, m: SignModel): boolean {
  let signed = 0;
  let all = 0;
  for (const f of m.figures) {
    if (Math.abs(f.w.x1 - w.x1) > m.digit && Math.abs(f.w.x0 - w.x0) > m.digit) continue;
    all++;
    if (f.signed) signed++;
  }
  return signed * 2 > all;
}

/** The word written as sign and figure where its width allows exactly one reading after the sign's look-alikes. */
function reread(w: Word, m: SignModel): string | undefined {
  if (w.confidence >= 1 || !/\d[.,]\d{2}$/.test(w.text) || Math.abs(w.y1 - w.y0 - m.height) > 0.12 * m.height) return undefined;
  const minus = MINUS.test(w.text) ? '-' : '';
  const body = minus ? w.text.slice(1) : w.text;
  // A minus is about 0.6 of a digit wide.
  const room = (w.x1 - w.x0 - m.signWidth) / m.digit - (minus ? 0.6 : 0);
  const glyphs = new Set([...m.sign, ...LOOKALIKES]);
  const fits: string[] = [];
  for (let k = 0; k <= Math.min(4, body.length - 4); k++) {
    const figure = body.slice(k);
    if (!FIGURE.test(figure) || ![...body.slice(0, k)].every((c) => glyphs.has(c))) continue;
    if (Math.abs(units(figure) - room) <= 0.3) fits.push(figure);
  }
  return fits.length === 1 ? `${minus}${m.sign}${fits[0]}` : undefined;
}
