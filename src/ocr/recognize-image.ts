import { StatementError, throwIfAborted } from '../errors.js';
import { groupLines } from '../text/group-lines.js';
import type { PageText, Word } from '../types.js';
import { estimateSkew } from './deskew.js';
import { parseHocr, type OcrWord } from './hocr.js';
import { rotate180, rotate90, toPgm, type GreyImage } from './grey-image.js';
import { rotateGrey } from './rotate.js';
import { invertDarkBands } from './invert-bands.js';
import { rereadDoubted } from './reread-doubted.js';

/** One tesseract run on image bytes (PGM) rendered at `dpi`. */
export type RecognizeFn = (image: Uint8Array, dpi: number) => Promise<{ hocr: string; confidence: number }>;

/** Below this mean confidence (0..100) a page is tried again turned by 180 degrees. Upright text reads 85-96. */
export const UPSIDE_DOWN_RETRY_CONF = 60;
/** Fewer dark cells than this at ~75 DPI: a blank page, OCR is skipped. */
const BLANK_INK = 20;

export interface RecognizeImageOptions {
  pageNumber: number;
  /** Page size in points (after /Rotate). */
  width: number;
  height: number;
  recognize: RecognizeFn;
  signal?: AbortSignal;
}

/**
 * Deskew estimate -> OCR -> (other orientations when confidence is low) -> Words in PDF points -> groupLines.
 *
 * Orientation: tesseract's OSD needs the legacy model, which the LSTM-only data lacks; instead a page whose mean
 * confidence is below UPSIDE_DOWN_RETRY_CONF is read again turned round (180 degrees), and a landscape page (a
 * statement saved sideways, with no /Rotate) also turned a quarter each way; the best reading that beats the first
 * by 10 points is kept. Upright pages pay nothing; an upside-down page costs two recognitions, a sideways one up to
 * four.
 */
export async function recognizeImage(original: GreyImage, o: RecognizeImageOptions): Promise<PageText> {
  const { page, words } = await recognizeWords(original, o);
  return { ...page, lines: groupLines(words, o.pageNumber) };
}

/**
 * recognizeImage before its words are grouped into lines (`page.lines` is empty): bench/scan-cache.mjs keeps these
 * words, so a change to groupLines or anything after it is measured on the same OCR without running it again.
 */
export async function recognizeWords(original: GreyImage, o: RecognizeImageOptions): Promise<{ page: PageText; words: Word[] }> {
  const empty: PageText = { page_number: o.pageNumber, width: o.width, height: o.height, type: 'scanned', source: 'ocr', lines: [] };
  const skew = estimateSkew(original);
  if (skew.ink < BLANK_INK) return { page: empty, words: [] };
  // Straighten the pixels (not just the word boxes: tesseract misreads more on tilted lines).
  const img = prepared(original, skew.angleDeg);
  // Only a landscape page is tried a quarter turned, from the unturned pixels: a portrait page's are let go before
  // the OCR wait (9 MB per page in flight).
  const landscape = original.width > original.height ? original : null;

  let best = { reading: await run(o, toPgm(img), img.dpi), img, quarter: false, turn: 0 as 0 | 90 | -90 | 180 };
  if (best.reading.words.length > 0 && best.reading.confidence < UPSIDE_DOWN_RETRY_CONF) {
    const tries: [90 | -90 | 180, () => GreyImage][] = [];
    if (landscape) tries.push([90, () => straight(rotate90(landscape, 1))], [-90, () => straight(rotate90(landscape, -1))]);
    tries.push([180, () => rotate180(img)]);
    for (const [turn, next] of tries) {
      throwIfAborted(o.signal);
      const turned = next();
      const reading = await run(o, toPgm(turned), turned.dpi);
      if (reading.confidence > best.reading.confidence + 10)
        best = { reading, img: turned, quarter: (turned.width > turned.height) !== (landscape !== null), turn };
      if (best.reading.confidence >= UPSIDE_DOWN_RETRY_CONF) break;
    }
  }
  // Words read as noise where tesseract joined cells of two text lines into one are read again, each on its own.
  throwIfAborted(o.signal);
  const read = await rereadDoubted(best.img, best.reading.words, async (pgm) => (await run(o, pgm, best.img.dpi)).words);
  // Pixels to points: the image was rendered at img.dpi and the turns above keep its size (or swap its sides).
  const s = 72 / best.img.dpi;
  const words: Word[] = read.filter(keep).map((w) => {
    const word: Word = {
      text: w.text,
      x0: w.x0 * s,
      x1: w.x1 * s,
      y0: w.y0 * s,
      y1: w.y1 * s,
      confidence: Math.max(0, Math.min(1, w.conf / 100)),
      size: (w.y1 - w.y0) * s,
    };
    if (w.alternatives.length) word.alternatives = w.alternatives;
    return word;
  });
  const size = best.quarter ? { width: o.height, height: o.width } : {};
  return { page: { ...empty, ...size, ...(best.turn ? { turn: best.turn } : {}) }, words };
}

/** The image turned straight by its own tilt estimate (after a quarter turn the tilt is measured anew). */
function straight(img: GreyImage): GreyImage {
  return prepared(img, estimateSkew(img).angleDeg);
}

/**
 * Straightened, and dark header bands turned light (see invertDarkBands). With no tilt the pixels are changed in
 * place: a band inverted once is light, so a later turn of the same pixels finds nothing more to invert.
 */
function prepared(img: GreyImage, tiltDeg: number): GreyImage {
  const out = rotateGrey(img, -tiltDeg);
  invertDarkBands(out);
  return out;
}

async function run(o: RecognizeImageOptions, pgm: Uint8Array, dpi: number): Promise<{ words: OcrWord[]; confidence: number }> {
  throwIfAborted(o.signal);
  const r = await o.recognize(pgm, dpi);
  let words: OcrWord[];
  try {
    words = parseHocr(r.hocr);
  } catch (e) {
    throw new StatementError('OCR_FAILED', `page ${o.pageNumber}: unreadable OCR output`, { cause: e });
  }
  return { words, confidence: r.confidence };
}

/**
 * Specks and scanner dirt come out as low-confidence punctuation; real words have a letter or digit. The vertical
 * rules of a ruled table come out as lone brackets or bars ("|", "{", "[", "!"), often with high confidence: they
 * would stand between a row's amounts and cut them apart, and no statement prints them as a word of their own.
 */
function keep(w: OcrWord): boolean {
  if (RULE.test(w.text)) return false;
  return /[\p{L}\p{N}]/u.test(w.text) || w.conf >= 50;
}

const RULE = /^[|¦{}[\]()!]$/;
