/**
 * Words tesseract doubted, read again each on its own. Reading a page as one block (page segmentation 6), tesseract
 * takes the cells of a row that stand between its two lines of details (figures centred in a two-line row) for one
 * text line with them, and reads them as noise: "Qhcipzmie" at confidence 0 for "Obciazenie", "ALT" for "219,70".
 * The word's box alone reads right. The doubted words' boxes are cut out and stacked into one strip, a blank line
 * apart, which is read in one run (bench/README.md: 1.79 -> 1.82 s a page on ten fresh scans; a run per word cost
 * ~140 ms a word); each word takes the reading of its box where that one is surer.
 */
import { toPgm, type GreyImage } from './grey-image.js';
import type { OcrWord } from './hocr.js';
import { unreadInkBands, type InkBand } from './unread-ink.js';

/** Words read below this confidence (0..100) are read again. */
export const DOUBTED = 50;
/** A reading of the box replaces the word only when this much surer. */
const SURER_BY = 20;
/** At most this many words a page (a page of noise is not read twice over). */
const MAX_WORDS = 400;

interface Cut {
  /** The doubted word; none for a band of ink no word stands in (unread-ink.ts). */
  word?: OcrWord;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Top of the cut in the strip. */
  at: number;
}

/** Margin left of every cut in the strip, in pixels. */
const MARGIN = 8;
/** A word at all: a letter or a digit (specks and rules are not read again, nor taken from the strip). */
const WORDLIKE = /[\p{L}\p{N}]/u;

/**
 * The strip of doubted words' boxes (each padded a little) and of the bands of ink no word stands in, or undefined
 * when the page has neither.
 */
export function doubtedStrip(img: GreyImage, words: OcrWord[], bands: InkBand[] = []): { strip: GreyImage; cuts: Cut[] } | undefined {
  const doubted = words.filter((w) => w.conf < DOUBTED && WORDLIKE.test(w.text) && w.y1 - w.y0 >= 4).slice(0, MAX_WORDS);
  if (!doubted.length && !bands.length) return undefined;
  const cuts: Cut[] = [];
  let at = MARGIN;
  const boxes = [...doubted.map((w) => ({ word: w as OcrWord | undefined, x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1 })), ...bands.map((b) => ({ word: undefined, x0: b.left, y0: b.top, x1: b.left + b.width, y1: b.top + b.height }))];
  for (const { word, x0, y0, x1, y1 } of boxes) {
    const h = y1 - y0;
    // A third of a line above and below takes in what the box cut off; a quarter of a line each side, no neighbour.
    const left = Math.max(0, Math.round(x0 - h / 4));
    const top = Math.max(0, Math.round(y0 - h / 3));
    const width = Math.min(img.width, Math.round(x1 + h / 4)) - left;
    const height = Math.min(img.height, Math.round(y1 + h / 3)) - top;
    if (width <= 0 || height <= 0) continue;
    cuts.push({ ...(word ? { word } : {}), left, top, width, height, at });
    at += height * 2;
  }
  if (!cuts.length) return undefined;
  const width = MARGIN * 2 + Math.max(...cuts.map((c) => c.width));
  const data = new Uint8Array(width * at).fill(255);
  for (const c of cuts)
    for (let y = 0; y < c.height; y++) {
      const from = (c.top + y) * img.width + c.left;
      data.set(img.data.subarray(from, from + c.width), (c.at + y) * width + MARGIN);
    }
  return { strip: { width, height: at, dpi: img.dpi, data }, cuts };
}

/**
 * The page's words with each doubted one replaced by what its box read, where that is surer by SURER_BY: the
 * strip's words are given back to the box their middle stands in, moved to the page's pixels.
 */
export function withRereadings(words: OcrWord[], cuts: Cut[], read: OcrWord[]): OcrWord[] {
  const byCut = new Map<Cut, OcrWord[]>();
  for (const r of read) {
    const mid = (r.y0 + r.y1) / 2;
    const c = cuts.find((k) => mid >= k.at && mid < k.at + k.height);
    if (!c || !WORDLIKE.test(r.text)) continue;
    const dx = c.left - MARGIN;
    const dy = c.top - c.at;
    byCut.set(c, [...(byCut.get(c) ?? []), { ...r, x0: r.x0 + dx, x1: r.x1 + dx, y0: r.y0 + dy, y1: r.y1 + dy }]);
  }
  const replaced = new Map<OcrWord, OcrWord[]>();
  const added: OcrWord[] = [];
  for (const [c, ws] of byCut) {
    // A band is taken only where it read a figure: the lines worth reading again are the balances and amounts, and a
    // header line read in part ("ACIK.  Borc  Giren" without its "Bakiye") names fewer columns than none at all.
    if (!c.word) {
      const sure = ws.filter((w) => w.conf >= DOUBTED);
      if (sure.some((w) => /\d/.test(w.text))) added.push(...sure);
    } else if (Math.min(...ws.map((w) => w.conf)) >= c.word.conf + SURER_BY) replaced.set(c.word, ws);
  }
  return [...words.flatMap((w) => replaced.get(w) ?? [w]), ...added];
}

/** Reads the page's doubted words again (see above); `read` runs tesseract on a PGM at the page image's DPI. */
export async function rereadDoubted(img: GreyImage, words: OcrWord[], read: (pgm: Uint8Array) => Promise<OcrWord[]>): Promise<OcrWord[]> {
  const s = doubtedStrip(img, words, unreadInkBands(img, words));
  if (!s) return words;
  return withRereadings(words, s.cuts, await read(toPgm(s.strip)));
}
