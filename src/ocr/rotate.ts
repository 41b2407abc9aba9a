import { greyPixels, type GreyImage } from './render-page.js';

/**
 * Turns a greyscale image by `angleDeg` about its centre (positive = clockwise on screen, y down), keeping its
 * size; corners brought in are white. Bilinear sampling in fixed point.
 *
 * Measured against the alternatives (bench/README-ocr.md): nearest-neighbour sampling kept grey scans sharper (6 grey
 * 300 DPI pages: 541/546 amounts exact against 532 bilinear) but read black-and-white scans worse and misread a
 * digit on a test page; a per-image choice came out even over 1,832 amounts. Bilinear is kept as the simplest.
 *
 * Why here and not in tesseract (rotateRadians): there the turn costs the worker 0.1-0.25 s per 300 DPI page and
 * another full-size image in its wasm heap, which never shrinks; here it costs this thread 60-80 ms, which overlaps
 * with the workers' reading of the previous page (ocr-pages.ts keeps one page rendered ahead).
 */
export function rotateGrey(img: GreyImage, angleDeg: number): GreyImage {
  if (angleDeg === 0) return img;
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
