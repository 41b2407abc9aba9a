/**
 * A bilevel scan (fax-mode black and white, every pixel 0 or 255) enlarged by repeating pixels has stairs for edges
 * and strokes one or two pixels wide at random (a 200 DPI scan at 300 repeats every other pixel): tesseract misreads
 * its digits. Enlarged with bilinear smoothing instead, its strokes keep one width and its edges the grey a scanner
 * in grey mode gives. Measured on the 57 random scans of two fresh sets with 200 DPI black-and-white pages
 * (bench/README.md, thirty-eighth session): 108 more of their 2,793 rows exact (11500 0 -> 54, 11599 48 -> 78, 11546
 * 46 -> 59; six statements lost 1-4). Grey scans are left to pixel repeat: on four 150 DPI grey statements smoothing
 * read more rows wrong than it mended.
 */
import { greyPixels } from './grey-image.js';

/** Every pixel (of a sample of one in seven) is black or white, bar one in two hundred (a scanner's stray grey). */
export function isBilevel(px: Uint8Array): boolean {
  let other = 0;
  let n = 0;
  for (let i = 0; i < px.length; i += 7) {
    n++;
    const v = px[i]!;
    if (v !== 0 && v !== 255) other++;
  }
  return n > 0 && other <= n * 0.005;
}

/** Where an image goes on the page image: the page's size, and the image's corner and size on it, in pixels. */
export interface Placement {
  width: number;
  height: number;
  left: number;
  top: number;
  destW: number;
  destH: number;
}

/**
 * `src` (w x h) drawn into a white W x H image at (left, top), destW x destH, by bilinear interpolation between the
 * four source pixels around each target pixel's centre.
 */
export function smoothEnlarge(src: Uint8Array, w: number, h: number, at: Placement): Uint8Array {
  const { width: W, height: H, left, top, destW, destH } = at;
  const out = greyPixels(W, H).fill(255);
  // Each target column's left source column and its weight, once for every row.
  const cols = new Int32Array(W).fill(-1);
  const fx = new Float32Array(W);
  const lastCol = Math.max(0, w - 2);
  for (let x = Math.max(0, left); x < Math.min(W, left + destW); x++) {
    const sx = Math.min(w - 1, Math.max(0, ((x - left + 0.5) * w) / destW - 0.5));
    cols[x] = Math.min(lastCol, Math.floor(sx));
    fx[x] = Math.min(1, sx - cols[x]!);
  }
  const step = w > 1 ? 1 : 0;
  for (let y = Math.max(0, top); y < Math.min(H, top + destH); y++) {
    const sy = Math.min(h - 1, Math.max(0, ((y - top + 0.5) * h) / destH - 0.5));
    const y0 = Math.min(Math.max(0, h - 2), Math.floor(sy));
    const fy = Math.min(1, sy - y0);
    const r0 = y0 * w;
    const r1 = h > 1 ? r0 + w : r0;
    const o = y * W;
    for (let x = 0; x < W; x++) {
      const c = cols[x]!;
      if (c < 0) continue;
      const f = fx[x]!;
      const a = src[r0 + c]! * (1 - f) + src[r0 + c + step]! * f;
      const b = src[r1 + c]! * (1 - f) + src[r1 + c + step]! * f;
      out[o + x] = Math.round(a * (1 - fy) + b * fy);
    }
  }
  return out;
}
