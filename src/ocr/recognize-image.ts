import { StatementError, throwIfAborted } from '../errors.js';
import { groupLines } from '../text/group-lines.js';
import type { PageText, Word } from '../types.js';
import { estimateSkew } from './deskew.js';
import { parseHocr, type OcrWord } from './hocr.js';
import { rotate180, toPgm, type GreyImage } from './render-page.js';
import { rotateGrey } from './rotate.js';

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
 * Deskew estimate -> OCR -> (retry upside down when confidence is low) -> Words in PDF points -> groupLines.
 *
 * Orientation: tesseract's OSD needs the legacy model, which the LSTM-only data lacks; instead a page whose mean
 * confidence is below UPSIDE_DOWN_RETRY_CONF is read again rotated by 180 degrees and the better reading is kept.
 * Upright pages pay nothing; an upside-down page costs two recognitions.
 */
export async function recognizeImage(img: GreyImage, o: RecognizeImageOptions): Promise<PageText> {
  const empty: PageText = { page_number: o.pageNumber, width: o.width, height: o.height, type: 'scanned', source: 'ocr', lines: [] };
  const skew = estimateSkew(img);
  if (skew.ink < BLANK_INK) return empty;
  // Straighten the pixels (not just the word boxes: tesseract misreads more on tilted lines).
  img = rotateGrey(img, -skew.angleDeg);

  let first = await run(o, toPgm(img), img.dpi);
  if (first.words.length > 0 && first.confidence < UPSIDE_DOWN_RETRY_CONF) {
    throwIfAborted(o.signal);
    const flipped = await run(o, toPgm(rotate180(img)), img.dpi);
    if (flipped.confidence > first.confidence + 10) first = flipped;
  }
  // Pixels to points: the image was rendered at img.dpi and the turn above keeps the image size.
  const s = 72 / img.dpi;
  const words: Word[] = first.words.filter(keep).map((w) => {
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
  return { ...empty, lines: groupLines(words, o.pageNumber) };
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

/** Specks and scanner dirt come out as low-confidence punctuation; real words have a letter or digit. */
function keep(w: OcrWord): boolean {
  return /[\p{L}\p{N}]/u.test(w.text) || w.conf >= 50;
}
