import type { GreyImage } from './grey-image.js';

export interface SkewEstimate {
  /**
   * Slope of the text lines in degrees, image coordinates (y down): a line drops by tan(angle) pixels per pixel
   * to the right. Turning the image by -angle straightens it (rotate.ts, clockwise-positive).
   */
  angleDeg: number;
  /** Dark pixels found at the working resolution; near 0 means a blank page. */
  ink: number;
  /** Fraction of the image that is dark at the working resolution. */
  inkRatio: number;
}

/** Largest tilt searched; scans beyond it are rare and tesseract still reads 3 degrees, just with worse boxes. */
const MAX_DEG = 3;

/**
 * Projection-profile skew estimate: downsample to ~75 DPI (coarse search, 0.1 degree steps) and ~150 DPI (fine
 * search, 0.02 degree steps), take the dark pixels, and pick the shear angle whose row histogram is most peaked
 * (sum of squared row counts: text lines collapse into few rows when the angle is right).
 * Costs ~20-60 ms on a 300 DPI A4 page, against ~1 s for tesseract's rotateAuto (which runs FindLines first).
 */
export function estimateSkew(img: GreyImage): SkewEstimate {
  const fineF = Math.max(1, Math.round(img.dpi / 150));
  const coarseF = Math.max(1, Math.round(img.dpi / 75));
  const fineGrid = cellSums(img, fineF);
  // Reading a 300 DPI page costs ~25 ms a pass: when the factors allow, the coarse grid is summed from the fine one.
  const coarseGrid = coarseF % fineF === 0 ? regroup(fineGrid, coarseF / fineF) : cellSums(img, coarseF);
  const coarse = darkPoints(coarseGrid);
  if (coarse.count < 20) return { angleDeg: 0, ink: coarse.count, inkRatio: coarse.count / Math.max(1, coarse.cells) };
  let best = search(coarse, -MAX_DEG, MAX_DEG, 0.1);
  const fine = darkPoints(fineGrid);
  best = search(fine, best - 0.12, best + 0.12, 0.02);
  return { angleDeg: Math.abs(best) < 0.02 ? 0 : best, ink: coarse.count, inkRatio: coarse.count / coarse.cells };
}

interface Points {
  xs: Int32Array;
  ys: Int32Array;
  count: number;
  /** Cells of the downsampled grid. */
  cells: number;
  height: number;
  width: number;
}

/** Sums of f x f pixel cells (whole cells only: a partial last row or column is left out). */
interface Grid {
  sums: Uint32Array;
  w: number;
  h: number;
  f: number;
}

function cellSums(img: GreyImage, f: number): Grid {
  const w = Math.floor(img.width / f);
  const h = Math.floor(img.height / f);
  const sums = new Uint32Array(w * h);
  const { data, width } = img;
  // Cell by cell, each written once (keep this loop tight: it reads every pixel of the page).
  for (let cy = 0; cy < h; cy++) {
    const out = cy * w;
    const top = cy * f * width;
    for (let cx = 0; cx < w; cx++) {
      let s = 0;
      for (let dy = 0, p = top + cx * f; dy < f; dy++, p += width) for (let k = 0; k < f; k++) s += data[p + k]!;
      sums[out + cx] = s;
    }
  }
  return { sums, w, h, f };
}

/** The grid of k x k groups of cells: the same sums cellSums(img, g.f * k) would give. */
function regroup(g: Grid, k: number): Grid {
  const w = Math.floor(g.w / k);
  const h = Math.floor(g.h / k);
  const sums = new Uint32Array(w * h);
  for (let cy = 0; cy < h; cy++)
    for (let cx = 0; cx < w; cx++) {
      let s = 0;
      for (let dy = 0; dy < k; dy++) for (let dx = 0, p = (cy * k + dy) * g.w + cx * k; dx < k; dx++) s += g.sums[p + dx]!;
      sums[cy * w + cx] = s;
    }
  return { sums, w, h, f: g.f * k };
}

/** Dark cells of a box-summed grid (threshold relative to the paper tone, so grey paper works). */
function darkPoints({ sums, w, h, f }: Grid): Points {
  const area = f * f;
  // Paper tone: the 90th percentile of cell means.
  const hist = new Uint32Array(256);
  for (let i = 0; i < sums.length; i++) hist[(sums[i]! / area) | 0]!++;
  let acc = 0;
  let paper = 255;
  for (let v = 0; v < 256; v++) {
    acc += hist[v]!;
    if (acc >= sums.length * 0.9) {
      paper = v;
      break;
    }
  }
  const thr = Math.min(paper * 0.7, paper - 40) * area;
  let n = 0;
  for (let i = 0; i < sums.length; i++) if (sums[i]! < thr) n++;
  const xs = new Int32Array(n);
  const ys = new Int32Array(n);
  // Ignore a margin of 2% where scanner borders and punched holes live.
  const mx = Math.floor(w * 0.02);
  const my = Math.floor(h * 0.02);
  let k = 0;
  for (let y = my; y < h - my; y++)
    for (let x = mx; x < w - mx; x++)
      if (sums[y * w + x]! < thr) {
        xs[k] = x;
        ys[k] = y;
        k++;
      }
  return { xs, ys, count: k, cells: w * h, height: h, width: w };
}

function search(p: Points, from: number, to: number, step: number): number {
  const bins = new Float64Array(p.height + p.width + 2);
  let bestScore = -1;
  let best = 0;
  for (let a = from; a <= to + 1e-9; a += step) {
    const t = Math.tan((a * Math.PI) / 180);
    bins.fill(0);
    const off = p.width; // keeps indices positive for negative slopes
    for (let i = 0; i < p.count; i++) {
      // Row of the point once the line through it is straightened: y - x * tan(a).
      const yy = p.ys[i]! - p.xs[i]! * t + off;
      const lo = Math.floor(yy);
      const fr = yy - lo;
      bins[lo]! += 1 - fr;
      bins[lo + 1]! += fr;
    }
    let score = 0;
    for (let i = 0; i < bins.length; i++) score += bins[i]! * bins[i]!;
    // Prefer the smaller angle on ties (a straight page stays untouched).
    if (score > bestScore * (1 + 1e-9) || (Math.abs(score - bestScore) <= bestScore * 1e-9 && Math.abs(a) < Math.abs(best))) {
      bestScore = score;
      best = a;
    }
  }
  return Math.round(best * 1000) / 1000;
}
