import { greyPixels, type GreyImage } from './grey-image.js';

/**
 * Turns a greyscale image by `angleDeg` about its centre (positive = clockwise on screen, y down), keeping its
 * size; corners brought in are white. How the pixels are moved depends on the image (measured in
 * bench/README-ocr.md):
 * - a scan at full resolution in continuous tones (grey JPEG rendered at its own DPI): three shears by whole pixels
 *   (rotateShear), which keep strokes as sharp as scanned. On 6 such 300 DPI pages tesseract then reads 543/546
 *   amounts and dates, as on the untouched tilted pages, against 532 after bilinear sampling, which blurs them.
 * - a two-level scan, or one enlarged from a lower resolution (blocks of equal pixels): bilinear sampling
 *   (rotateBilinear), whose grey edges smooth the steps that whole-pixel shifts would leave; shears there cost rows
 *   on the scanned fixtures (755 against 759 of 762).
 *
 * Why here and not in tesseract (rotateRadians): there the turn costs the worker 0.1-0.25 s per 300 DPI page and
 * another full-size image in its wasm heap, which never shrinks; here it costs this thread 50-80 ms, which overlaps
 * with the workers' reading of the previous page (ocr-pages.ts keeps one page rendered ahead).
 */
export function rotateGrey(img: GreyImage, angleDeg: number): GreyImage {
  if (angleDeg === 0) return img;
  return fullResolutionTones(img) ? rotateShear(img, angleDeg) : rotateBilinear(img, angleDeg);
}

/**
 * True for a continuous-tone image at its own resolution. Stroke edges are mid-tones: a two-level image has next to
 * none, and an image enlarged by pixel repetition has them in runs of equal neighbours (40-60 % of adjacent mid-tone
 * pairs on 150/200 DPI scans rendered at 300, against 1-9 % on 300 DPI scans).
 */
export function fullResolutionTones(img: GreyImage): boolean {
  const { width: w, height: h, data } = img;
  let pairs = 0;
  let mid = 0;
  let equal = 0;
  for (let y = 0; y < h; y += 4) {
    const row = y * w;
    for (let x = 0; x + 1 < w; x++) {
      pairs++;
      const a = data[row + x]!;
      const b = data[row + x + 1]!;
      if (a > 40 && a < 215 && b > 40 && b < 215) {
        mid++;
        if (a === b) equal++;
      }
    }
  }
  return mid >= pairs * 0.005 && equal < mid * 0.25;
}

/** Bilinear sampling in fixed point. */
function rotateBilinear(img: GreyImage, angleDeg: number): GreyImage {
  const { width: w, height: h, data: src } = img;
  const out = greyPixels(w, h);
  const a = (angleDeg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = (w - 1) / 2;
  const cy = (h - 1) / 2;
  const ONE = 1 << 16;
  // Source position of destination (x, y): the inverse turn, stepped incrementally along each row.
  const dxX = Math.round(cos * ONE);
  const dyX = Math.round(-sin * ONE);
  const maxX = (w - 1) * ONE;
  const maxY = (h - 1) * ONE;
  for (let y = 0; y < h; y++) {
    const ry = y - cy;
    let sx = Math.round((cos * -cx + sin * ry + cx) * ONE);
    let sy = Math.round((-sin * -cx + cos * ry + cy) * ONE);
    let o = y * w;
    for (let x = 0; x < w; x++, o++, sx += dxX, sy += dyX) {
      if (sx < 0 || sy < 0 || sx >= maxX || sy >= maxY) {
        out[o] = 255;
        continue;
      }
      const ix = sx >> 16;
      const iy = sy >> 16;
      const fx = (sx & 0xffff) >> 8;
      const fy = (sy & 0xffff) >> 8;
      const i = iy * w + ix;
      const top = src[i]! * (256 - fx) + src[i + 1]! * fx;
      const bottom = src[i + w]! * (256 - fx) + src[i + w + 1]! * fx;
      out[o] = (top * (256 - fy) + bottom * fy) >> 16;
    }
  }
  return { ...img, data: out };
}

/**
 * The turn by three shears (Paeth): rows, then columns, then rows again are shifted by whole pixels, so no pixel value
 * is interpolated and strokes stay as sharp as scanned.
 */
export function rotateShear(img: GreyImage, angleDeg: number): GreyImage {
  if (angleDeg === 0) return img;
  const t = (angleDeg * Math.PI) / 180;
  const a = -Math.tan(t / 2);
  const b = Math.sin(t);
  const turned = shearColumns(shearRows(img, a, greyPixels(img.width, img.height)), b);
  // The last shear works in place: the column shear's output is this function's own.
  return shearRows(turned, a, turned.data);
}

/** x' = x + a (y - cy): each row moves sideways by a whole number of pixels, into `out` (which may be img's own). */
function shearRows(img: GreyImage, a: number, out: Uint8Array): GreyImage {
  const { width: w, height: h, data: src } = img;
  const cy = (h - 1) / 2;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const shift = Math.round(a * (y - cy));
    const from = Math.max(0, -shift);
    const to = Math.min(w, w - shift);
    if (to > from) {
      if (out === src) out.copyWithin(row + from + shift, row + from, row + to);
      else out.set(src.subarray(row + from, row + to), row + from + shift);
    }
    // White where the row moved away from the edge.
    if (shift > 0) out.fill(255, row, row + Math.min(w, shift));
    else if (shift < 0) out.fill(255, row + Math.max(0, w + shift), row + w);
  }
  return { ...img, data: out };
}

/** y' = y + b (x - cx): each column moves up or down by a whole number of pixels. */
function shearColumns(img: GreyImage, b: number): GreyImage {
  const { width: w, height: h, data: src } = img;
  const out = greyPixels(w, h);
  const cx = (w - 1) / 2;
  const shifts = new Int32Array(w);
  for (let x = 0; x < w; x++) shifts[x] = Math.round(b * (x - cx));
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const sy = y - shifts[x]!;
      out[row + x] = sy >= 0 && sy < h ? src[sy * w + x]! : 255;
    }
  }
  return { ...img, data: out };
}
