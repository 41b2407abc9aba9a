/**
 * Lines of print tesseract gave no word for. Reading a page as one block, tesseract sometimes leaves out a whole text
 * line that stands inside a ruled box (a summary box's figures under its labels: "1.352,10 €  413,55 € ..." on a
 * 150 DPI scan), and with it the opening balance. The pixels show where: a band of rows that looks like text (many
 * separate strokes across each row, the height of a line) where no word box stands. Each such band is read again on
 * its own (with the doubted words, in the same strip: reread-doubted.ts), and kept where it reads a figure.
 */
import type { GreyImage } from './grey-image.js';
import type { OcrWord } from './hocr.js';

/** A pixel this dark or darker is ink. */
const INK = 128;
/** A row of text crosses this many strokes at least (a box's side rules are two to four). */
const MIN_STROKES = 8;
/** Bands kept a page (a page of noise is not read twice over). */
const MAX_BANDS = 20;

export interface InkBand {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Bands of text-like rows (each crossing MIN_STROKES strokes or more) between half and twice the page's median word
 * height tall, that no word box overlaps, with the ink's left and right ends. Rows of a word's box, and a line's
 * height above and below a word, are not looked at: accents, descenders and underlines belong to the word.
 */
export function unreadInkBands(img: GreyImage, words: OcrWord[]): InkBand[] {
  const heights = words.filter((w) => /[\p{L}\p{N}]/u.test(w.text)).map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  if (heights.length < 5) return [];
  const line = heights[heights.length >> 1]!;
  const { width, height, data } = img;
  const covered = new Uint8Array(height);
  for (const w of words) {
    const pad = Math.round((w.y1 - w.y0) / 4);
    for (let y = Math.max(0, w.y0 - pad); y < Math.min(height, w.y1 + pad); y++) covered[y] = 1;
  }
  const bands: InkBand[] = [];
  let start = -1;
  let left = width;
  let right = 0;
  const close = (end: number) => {
    const h = end - start;
    if (start >= 0 && h >= line / 2 && h <= line * 2 && bands.length < MAX_BANDS) bands.push({ left, top: start, width: right - left + 1, height: h });
    start = -1;
    left = width;
    right = 0;
  };
  for (let y = 0; y < height; y++) {
    if (covered[y]) {
      // A band that runs into a word's rows is that word's line, not a line of its own.
      start = -1;
      left = width;
      right = 0;
      continue;
    }
    const row = y * width;
    let strokes = 0;
    let first = -1;
    let last = -1;
    let inInk = false;
    for (let x = 0; x < width; x++) {
      const ink = data[row + x]! <= INK;
      if (ink && !inInk) {
        strokes++;
        if (first < 0) first = x;
      }
      if (ink) last = x;
      inInk = ink;
    }
    if (strokes >= MIN_STROKES) {
      if (start < 0) start = y;
      left = Math.min(left, first);
      right = Math.max(right, last);
    } else if (start >= 0) close(y);
  }
  if (start >= 0) close(height);
  return bands;
}
