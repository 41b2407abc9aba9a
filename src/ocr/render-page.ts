import { createCanvas } from '@napi-rs/canvas';
import { StatementError } from '../errors.js';
import { pdfjs, type PDFPageProxy } from '../load/pdfjs.js';
import { greyPixels, type GreyImage } from './grey-image.js';
import { lonePageImage } from './page-image.js';

export const DEFAULT_DPI = 300;
/** Guard against absurd page sizes (a 200x200 inch page at 300 DPI would need 14 GB). */
const MAX_PIXELS = 60_000_000;
/**
 * How much image drawing a page may ask for before it is rendered for OCR, in full-page equivalents (the sum of the
 * page areas the image draws cover). A scan is about 1 (in strips or not), with a background and logos 2 or 3.
 * @napi-rs/canvas rasterises all recorded draws in one native call that nothing can interrupt, at ~25 ms per
 * full-page draw at 300 DPI (2,000 draws of one image held the thread 47 s), so a page over this is refused before
 * drawing and left out like any page the OCR cannot read.
 */
export const MAX_IMAGE_COVERAGE = 60;

const { OPS } = pdfjs;
type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const isMatrix = (x: unknown): x is Matrix => (Array.isArray(x) || ArrayBuffer.isView(x)) && (x as ArrayLike<unknown>).length === 6;

/**
 * Page areas covered by the page's image draws, summed (an image is drawn into the unit square of the current
 * transform, so its area is the transform's determinant). Follows save/restore, transforms and form XObjects; a
 * draw covering more than the page counts as one page.
 */
export function imageCoverage(ops: { fnArray: number[]; argsArray: unknown[] }, pageArea: number): number {
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let covered = 0;
  const area = (m: Matrix, sx = 1, sy = 1) => Math.min(1, Math.abs((m[0] * m[3] - m[1] * m[2]) * sx * sy) / Math.max(1, pageArea));
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i]!;
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform && args && args.length === 6) ctm = multiply(ctm, args as unknown as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (isMatrix(args?.[0])) ctm = multiply(ctm, Array.from(args[0] as ArrayLike<number>) as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject || fn === OPS.paintImageMaskXObject || fn === OPS.paintSolidColorImageMask)
      covered += area(ctm);
    else if (fn === OPS.paintImageXObjectRepeat || fn === OPS.paintImageMaskXObjectRepeat) {
      const positions = (args?.at(-1) as ArrayLike<number> | undefined)?.length ?? 2;
      covered += (positions / 2) * area(ctm, Number(args?.[1]) || 1, Number(args?.[2]) || 1);
    } else if (fn === OPS.paintInlineImageXObjectGroup || fn === OPS.paintImageMaskXObjectGroup) {
      // Small glyph-like masks drawn together: a thousandth of the page each.
      covered += (((args?.[0] as ArrayLike<unknown> | undefined)?.length ?? 1) * area(ctm)) / 1000;
    }
  }
  return covered;
}

/**
 * Renders a page with pdf.js onto a @napi-rs/canvas and converts it to greyscale. The viewport applies the
 * page's /Rotate, so the image is upright as a viewer shows it. The RGBA canvas (35 MB at 300 DPI A4) is
 * released before returning; only the 1-byte-per-pixel copy survives.
 */
export async function renderPageGrey(page: PDFPageProxy, dpi: number = DEFAULT_DPI): Promise<GreyImage> {
  let scale = dpi / 72;
  let viewport = page.getViewport({ scale });
  const px = viewport.width * viewport.height;
  if (px > MAX_PIXELS) {
    scale *= Math.sqrt(MAX_PIXELS / px);
    dpi = scale * 72;
    viewport = page.getViewport({ scale });
  }
  // The same operator list the render below uses (pdf.js keeps it for the page): measuring costs no second parse.
  const [x0, y0, x1, y1] = page.view;
  const ops = await page.getOperatorList();
  const coverage = imageCoverage(ops, Math.abs((x1! - x0!) * (y1! - y0!)));
  if (coverage > MAX_IMAGE_COVERAGE)
    throw new StatementError('RESOURCE_LIMIT', `the page draws images over ${Math.round(coverage)} times its area (more than ${MAX_IMAGE_COVERAGE}): not rendered`);
  const direct = await lonePageImage(page, ops, dpi);
  if (direct) return direct;
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const canvas = createCanvas(width, height);
  try {
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    // pdf.js v5 takes the canvas itself; the types want a DOM canvas, @napi-rs/canvas is compatible at run time.
    const task = page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: '#ffffff' });
    await task.promise;
    // canvas.data() is a view of the canvas's own RGBA pixels (no 35 MB copy as with getImageData); it is read
    // before the canvas is shrunk below.
    return { width, height, dpi, data: toGrey(canvas.data(), width, height) };
  } finally {
    // Shrinking the canvas drops its pixel buffer now instead of at the next GC.
    canvas.width = 1;
    canvas.height = 1;
  }
}

function toGrey(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  const n = width * height;
  const out = greyPixels(width, height);
  // One 32-bit read per pixel (little-endian RGBA: red in the low byte) is about twice as fast as four byte reads.
  const px = rgba.byteOffset % 4 === 0 ? new Uint32Array(rgba.buffer, rgba.byteOffset, n) : null;
  if (px && LITTLE_ENDIAN) {
    for (let i = 0; i < n; i++) {
      const v = px[i]!;
      // ITU-R BT.601 luma in fixed point.
      out[i] = ((v & 0xff) * 77 + ((v >>> 8) & 0xff) * 150 + ((v >>> 16) & 0xff) * 29) >> 8;
    }
    return out;
  }
  for (let i = 0, j = 0; i < n; i++, j += 4) out[i] = (rgba[j]! * 77 + rgba[j + 1]! * 150 + rgba[j + 2]! * 29) >> 8;
  return out;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
