import { createCanvas, Image, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { multiply, type Matrix, type PageScan } from '../load/raw/page-scan.js';

/**
 * Paints a page's lone scan (load/raw/page-scan.ts) onto `ctx`, whose canvas has the page's viewport size, as
 * pdf.js would paint it: same placement and rounding to whole pixels, and the same smoothing rule (an enlarged
 * image is smoothed only when it asks for /Interpolate), so OCR sees the same pixels either way. The JPEG is decoded
 * by @napi-rs/canvas (native) instead of pdf.js's JavaScript decoder. Resolves to false when the image cannot be decoded
 * (the caller then renders with pdf.js).
 */
export async function drawScan(ctx: SKRSContext2D, scan: PageScan, viewportTransform: Matrix): Promise<boolean> {
  const { width: w, height: h } = scan;
  let source: Image | Canvas;
  if (scan.kind === 'jpeg') {
    const img = new Image();
    // The decode runs on libuv's thread pool, off this thread; onload/onerror report its end.
    const ok = await new Promise<boolean>((resolve) => {
      img.onload = () => resolve(true);
      img.onerror = () => resolve(false);
      img.src = Buffer.from(scan.bytes.buffer, scan.bytes.byteOffset, scan.bytes.byteLength);
    });
    if (!ok || img.width !== w || img.height !== h) return false;
    source = img;
  } else source = samplesCanvas(scan);
  try {
    // pdf.js: canvas transform = CTM x viewport, then scale(1/w, -1/h) so the image is drawn at (0, -h, w, h).
    const t = multiply([1 / w, 0, 0, -1 / h, 0, 0], multiply(scan.matrix, viewportTransform));
    ctx.imageSmoothingEnabled = scan.interpolate || maxScale(t) <= PDF_TO_CSS_UNITS;
    const [a, b, c, d, tx, ty] = t;
    if (b === 0 && c === 0) {
      const x0 = Math.round(tx);
      const y0 = Math.round(-h * d + ty);
      const rw = Math.abs(Math.round(w * a + tx) - x0) || 1;
      const rh = Math.abs(Math.round(ty) - y0) || 1;
      ctx.setTransform(Math.sign(a), 0, 0, Math.sign(d), x0, y0);
      ctx.drawImage(source, 0, 0, w, h, 0, 0, rw, rh);
    } else if (a === 0 && d === 0) {
      const x0 = Math.round(-h * c + tx);
      const y0 = Math.round(ty);
      const rw = Math.abs(Math.round(tx) - x0) || 1;
      const rh = Math.abs(Math.round(w * b + ty) - y0) || 1;
      ctx.setTransform(0, Math.sign(b), Math.sign(c), 0, x0, y0);
      ctx.drawImage(source, 0, 0, w, h, 0, 0, rh, rw);
    } else {
      ctx.setTransform(a, b, c, d, tx, ty);
      ctx.drawImage(source, 0, -h, w, h);
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    return true;
  } finally {
    if (source instanceof Image) source.src = Buffer.alloc(0);
    else source.width = 1;
  }
}

/** pdf.js's threshold for smoothing an image: 96/72 device pixels per image pixel at pixel ratio 1. */
const PDF_TO_CSS_UNITS = 96 / 72;

/** The larger singular value of the matrix's linear part (how much it enlarges, whatever the rotation). */
function maxScale([a, b, c, d]: Matrix): number {
  const p = a * a + b * b;
  const q = a * c + b * d;
  const r = c * c + d * d;
  const mean = (p + r) / 2;
  const diff = Math.sqrt(((p - r) / 2) ** 2 + q * q);
  return Math.sqrt(mean + diff);
}

function samplesCanvas(scan: PageScan): Canvas {
  const { width: w, height: h, bytes, components } = scan;
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  const img = ctx.createImageData(w, h);
  const out = img.data;
  for (let i = 0, s = 0, o = 0; i < w * h; i++, o += 4) {
    if (components === 1) {
      const v = bytes[s++]!;
      out[o] = v;
      out[o + 1] = v;
      out[o + 2] = v;
    } else {
      out[o] = bytes[s++]!;
      out[o + 1] = bytes[s++]!;
      out[o + 2] = bytes[s++]!;
    }
    out[o + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return canvas;
}
