import { pdfjs, type PDFPageProxy } from '../load/pdfjs.js';
import { greyPixels, type GreyImage } from './grey-image.js';
import { isBilevel, smoothEnlarge, type Placement } from './smooth-enlarge.js';

const { OPS, ImageKind } = pdfjs;

/** Drawing operators that leave a lone image's pixels as they are. */
const NEUTRAL_OPS = new Set<number>([OPS.save, OPS.restore, OPS.transform, OPS.dependency, OPS.setGState, OPS.paintImageXObject]);
/** Text operators: they paint nothing while the text rendering mode is 3 (the invisible layer of a searchable scan). */
const TEXT_STATE_OPS = new Set<number>([
  OPS.beginText, OPS.endText, OPS.setFont, OPS.setTextMatrix, OPS.setTextRenderingMode, OPS.moveText, OPS.setLeadingMoveText,
  OPS.nextLine, OPS.setLeading, OPS.setCharSpacing, OPS.setWordSpacing, OPS.setHScale, OPS.setTextRise,
]);
const TEXT_SHOW_OPS = new Set<number>([OPS.showText, OPS.showSpacedText, OPS.nextLineShowText, OPS.nextLineSetSpacingShowText]);
const INVISIBLE = 3;
/** How far the image may miss the page's edges, in points. */
const EDGE_TOLERANCE_PT = 1;
/** An image this close to the wanted size is used at its own size: drawing it would only resample by a pixel. */
const SAME_SIZE = 0.01;
/**
 * pdf.js draws an image enlarged by more than this without smoothing (pixel repeat), and smooths below it. Only the
 * two cases drawn here are read directly: the same size, and enlarged past this (a 150 or 200 DPI scan at 300).
 */
const SMOOTHING_LIMIT = 4 / 3;

interface ImageObject {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray | null;
  /** The image's /Interpolate flag: pdf.js's canvas then smooths it at any scale. */
  interpolate?: boolean;
}

/**
 * The grey page image a scan's page already holds, when the page is nothing but one upright image covering it
 * (the usual scanned page, with or without an invisible text layer): the image is converted to grey and, if it is
 * smaller than `dpi` asks, enlarged by repeating pixels as pdf.js's canvas would (a black-and-white image smoothly
 * instead: smooth-enlarge.ts). This skips the canvas render: two RGBA page buffers (~33 MB each at 300 DPI) and ~0.4 s
 * of this thread per page. Anything else (text, vectors, a second image, a mask in the graphics
 * state, a turned page, an image larger than asked) returns null and is rendered as before.
 */
export async function lonePageImage(
  page: PDFPageProxy,
  ops: { fnArray: number[]; argsArray: unknown[] },
  dpi: number,
): Promise<GreyImage | null> {
  if (page.rotate % 360 !== 0) return null;
  let name: string | undefined;
  let state = { ctm: [1, 0, 0, 1, 0, 0], textMode: 0 };
  const stack: (typeof state)[] = [];
  let imageCtm: number[] | undefined;
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i]!;
    const args = ops.argsArray[i] as unknown[] | null;
    if (TEXT_STATE_OPS.has(fn)) {
      if (fn === OPS.setTextRenderingMode) state = { ...state, textMode: Number(args?.[0]) };
      continue;
    }
    if (TEXT_SHOW_OPS.has(fn) && state.textMode === INVISIBLE) continue;
    if (!NEUTRAL_OPS.has(fn)) return null;
    if (fn === OPS.save) stack.push(state);
    else if (fn === OPS.restore) state = stack.pop() ?? state;
    else if (fn === OPS.transform) state = { ...state, ctm: multiply(state.ctm, args as number[]) };
    else if (fn === OPS.setGState && !neutralGState(args?.[0])) return null;
    else if (fn === OPS.paintImageXObject) {
      if (name !== undefined || typeof args?.[0] !== 'string') return null;
      name = args[0];
      imageCtm = state.ctm;
    }
  }
  if (!name || !imageCtm) return null;

  // The image's unit square must land on the page box, upright: its top-left corner (0, 1) at the page's top-left.
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const [a, b, c, d, e, f] = imageCtm as [number, number, number, number, number, number];
  const near = (u: number, v: number) => Math.abs(u - v) <= EDGE_TOLERANCE_PT;
  if (b !== 0 || c !== 0 || !(a > 0) || !(d > 0)) return null;
  if (!near(e, x0) || !near(f, y0) || !near(e + a, x1) || !near(f + d, y1)) return null;

  const img = await imageObject(page, name);
  if (!img?.data) return null;
  // Where pdf.js's canvas puts the image: its corners rounded to whole device pixels (drawImageAtIntegerCoords).
  const k = dpi / 72;
  const left = Math.round((e - x0) * k);
  const top = Math.round((y1 - f - d) * k);
  const destW = Math.round((e + a - x0) * k) - left;
  const destH = Math.round((y1 - f) * k) - top;
  const same = Math.abs(img.width / destW - 1) <= SAME_SIZE && Math.abs(img.height / destH - 1) <= SAME_SIZE;
  // An enlargement is drawn by pixel repeat only without smoothing: an image that asks to be interpolated is smoothed
  // by the canvas (a 144 DPI scan read from repeated pixels lost a bank name and misread an amount).
  if (!same && (img.interpolate || !(destW / img.width > SMOOTHING_LIMIT && destH / img.height > SMOOTHING_LIMIT))) return null;

  const grey = toGrey(img);
  if (!grey) return null;
  if (same) return { width: img.width, height: img.height, dpi: (img.width * 72) / (x1 - x0), data: grey };
  const width = Math.max(1, Math.ceil((x1 - x0) * k));
  const height = Math.max(1, Math.ceil((y1 - y0) * k));
  const at = { width, height, left, top, destW, destH };
  // A black-and-white scan is enlarged smoothly (smooth-enlarge.ts), unlike the canvas: its repeated pixels misread.
  return { width, height, dpi, data: isBilevel(grey) ? smoothEnlarge(grey, img.width, img.height, at) : enlarge(grey, img.width, img.height, at) };
}

const multiply = (m: number[], n: number[]): number[] => [
  m[0]! * n[0]! + m[2]! * n[1]!,
  m[1]! * n[0]! + m[3]! * n[1]!,
  m[0]! * n[2]! + m[2]! * n[3]!,
  m[1]! * n[2]! + m[3]! * n[3]!,
  m[0]! * n[4]! + m[2]! * n[5]! + m[4]!,
  m[1]! * n[4]! + m[3]! * n[5]! + m[5]!,
];

/** pdf.js passes a graphics state as [key, value] pairs; only "no soft mask" leaves the image's pixels alone. */
function neutralGState(pairs: unknown): boolean {
  return Array.isArray(pairs) && pairs.every((p) => Array.isArray(p) && p[0] === 'SMask' && p[1] === false);
}

/**
 * How long to wait for an image the operator list names. A page whose objects were dropped (page.cleanup() after an
 * earlier reading) keeps its cached operator list, but pdf.js's thread never sends the image again: without a limit
 * the wait would never end. The canvas then draws the page, which asks for everything anew.
 */
const IMAGE_WAIT_MS = 3000;

function imageObject(page: PDFPageProxy, name: string): Promise<ImageObject | null> {
  // Images pdf.js shares across pages live in the document's objects ("g_" names), the others in the page's.
  // They arrive from pdf.js's thread after the operator list (as for a render, which waits for them the same way).
  const objs = name.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), IMAGE_WAIT_MS);
    objs.get(name, (o: unknown) => {
      clearTimeout(timer);
      resolve((o as ImageObject | null) ?? null);
    });
  });
}

/** One grey byte per pixel from pdf.js's image kinds; an image with alpha is laid on white paper as the canvas does. */
function toGrey(img: ImageObject): Uint8Array | null {
  const { width: w, height: h, data: src } = img;
  const n = w * h;
  const out = greyPixels(w, h);
  if (!src) return null;
  if (img.kind === ImageKind.RGB_24BPP && src.length >= n * 3) {
    for (let i = 0, j = 0; i < n; i++, j += 3) out[i] = (src[j]! * 77 + src[j + 1]! * 150 + src[j + 2]! * 29) >> 8;
    return out;
  }
  if (img.kind === ImageKind.RGBA_32BPP && src.length >= n * 4) {
    for (let i = 0, j = 0; i < n; i++, j += 4) {
      const v = (src[j]! * 77 + src[j + 1]! * 150 + src[j + 2]! * 29) >> 8;
      const alpha = src[j + 3]!;
      out[i] = alpha === 255 ? v : Math.round((v * alpha + 255 * (255 - alpha)) / 255);
    }
    return out;
  }
  if (img.kind === ImageKind.GRAYSCALE_1BPP) {
    // Rows padded to whole bytes; a set bit is white (pdf.js has already applied the image's Decode).
    const rowBytes = (w + 7) >> 3;
    if (src.length < rowBytes * h) return null;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) out[y * w + x] = (src[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    return out;
  }
  return null;
}

/**
 * Enlarges by repeating pixels into a page of `width` x `height`, the image filling destW x destH from (left, top):
 * each pixel takes the source pixel under its centre, as the canvas samples it; paper outside the image is white.
 */
function enlarge(src: Uint8Array, w: number, h: number, at: Placement): Uint8Array {
  const { width: W, height: H, left, top, destW, destH } = at;
  const out = greyPixels(W, H).fill(255);
  const cols = new Int32Array(W).fill(-1);
  for (let x = Math.max(0, left); x < Math.min(W, left + destW); x++) cols[x] = Math.min(w - 1, Math.floor(((x - left + 0.5) * w) / destW));
  for (let y = Math.max(0, top); y < Math.min(H, top + destH); y++) {
    const row = Math.min(h - 1, Math.floor(((y - top + 0.5) * h) / destH)) * w;
    const o = y * W;
    for (let x = 0; x < W; x++) if (cols[x]! >= 0) out[o + x] = src[row + cols[x]!]!;
  }
  return out;
}
