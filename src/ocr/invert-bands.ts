import type { GreyImage } from './grey-image.js';

/** A pixel darker than this is ink or a dark fill (paper is 230-255, a scanner's black 0-60). */
const DARK = 128;

export interface Band {
  /** Pixel box, x1/y1 exclusive. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Table headers and summary titles printed white on a dark band: tesseract segments the band as one dark block and
 * reads its lines poorly or not at all (a two-line band lost its first line, so the table had no date or balance
 * column). Each band is found by local contrast, not by a global threshold: a rectangle at least half an inch wide
 * and 6 pt high whose area is mostly dark; its pixels are inverted, so the header reads as dark text on a light ground.
 * Black text, rules and thin lines are never mostly dark over such a rectangle, so they are left alone.
 * Changes `img.data` in place; returns the bands inverted.
 */
export function invertDarkBands(img: GreyImage): Band[] {
  const { width: w, height: h, data } = img;
  const cell = Math.max(4, Math.round(img.dpi / 36));
  const gw = Math.ceil(w / cell);
  const gh = Math.ceil(h / cell);
  // A cell is dark when most of its pixels are (sampled on every other row and column: 4x less work, same answer
  // for areas this size).
  const darkCell = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    const yEnd = Math.min(h, (gy + 1) * cell);
    for (let gx = 0; gx < gw; gx++) {
      const xEnd = Math.min(w, (gx + 1) * cell);
      let dark = 0;
      let n = 0;
      for (let y = gy * cell; y < yEnd; y += 2) {
        const row = y * w;
        for (let x = gx * cell; x < xEnd; x += 2) {
          n++;
          if (data[row + x]! < DARK) dark++;
        }
      }
      if (dark * 2 >= n) darkCell[gy * gw + gx] = 1;
    }
  }

  // A header band is often cut into cells by thin white rules ("Date | Type | Description"), and a label and its
  // figure printed in two dark boxes side by side: across gaps of up to two cells (~5 pt) they are one band, inverted
  // whole (a line half inverted is read by tesseract in neither polarity).
  for (let gy = 0; gy < gh; gy++) {
    const row = gy * gw;
    let lastDark = -1;
    for (let gx = 0; gx < gw; gx++) {
      if (!darkCell[row + gx]) continue;
      if (lastDark >= 0 && gx - lastDark > 1 && gx - lastDark <= 3) for (let k = lastDark + 1; k < gx; k++) darkCell[row + k] = 2;
      lastDark = gx;
    }
  }

  const minW = img.dpi / 2;
  const minH = (img.dpi * 6) / 72;
  const bands: Band[] = [];
  const seen = new Uint8Array(gw * gh);
  const stack: number[] = [];
  for (let start = 0; start < darkCell.length; start++) {
    if (!darkCell[start] || seen[start]) continue;
    // One connected area of dark cells.
    const members: number[] = [];
    let gx0 = gw, gy0 = gh, gx1 = -1, gy1 = -1;
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const k = stack.pop()!;
      const gx = k % gw;
      const gy = (k - gx) / gw;
      members.push(k);
      if (gx < gx0) gx0 = gx;
      if (gx > gx1) gx1 = gx;
      if (gy < gy0) gy0 = gy;
      if (gy > gy1) gy1 = gy;
      for (const n of [gx > 0 ? k - 1 : -1, gx < gw - 1 ? k + 1 : -1, gy > 0 ? k - gw : -1, gy < gh - 1 ? k + gw : -1]) {
        if (n >= 0 && darkCell[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    if ((gx1 - gx0 + 1) * cell < minW || (gy1 - gy0 + 1) * cell < minH) continue;
    // Bold text printed just under a band touches it: the band is the run of grid rows that are mostly dark across
    // the area's width (rows through its white letters still are); rows of text below or above it are not.
    const rows = gy1 - gy0 + 1;
    const count = new Uint32Array(rows);
    const left = new Int32Array(rows).fill(gw);
    const right = new Int32Array(rows).fill(-1);
    for (const k of members) {
      const gx = k % gw;
      const r = (k - gx) / gw - gy0;
      count[r]!++;
      if (gx < left[r]!) left[r] = gx;
      if (gx > right[r]!) right[r] = gx;
    }
    const full = (r: number) => count[r]! >= (gx1 - gx0 + 1) * 0.5;
    for (let r = 0; r < rows; ) {
      if (!full(r)) {
        r++;
        continue;
      }
      let end = r;
      let bx0 = left[r]!;
      let bx1 = right[r]!;
      while (end + 1 < rows && full(end + 1)) {
        end++;
        bx0 = Math.min(bx0, left[end]!);
        bx1 = Math.max(bx1, right[end]!);
      }
      const box = { x0: bx0 * cell, y0: (gy0 + r) * cell, x1: Math.min(w, (bx1 + 1) * cell), y1: Math.min(h, (gy0 + end + 1) * cell) };
      r = end + 1;
      if (box.x1 - box.x0 < minW || box.y1 - box.y0 < minH) continue;
      const band = refine(img, box);
      if (band.x1 - band.x0 < minW || band.y1 - band.y0 < minH || darkShare(img, band) < 0.6) continue;
      bands.push(band);
    }
  }
  for (const b of bands) whiten(img, b);
  return bands;
}

/**
 * Inverts the band and stretches its ground to paper white: the inverted ground of a mid-dark band is a light grey
 * (a navy band becomes ~200) that tesseract's binarisation still splits unevenly. The blurred edge around the band
 * (a scanner spreads it over a few pixels) would become a dark frame hugging the letters: it is set to white.
 */
function whiten(img: GreyImage, b: Band): void {
  const { width: w, height: h, data } = img;
  const counts = new Uint32Array(256);
  for (let y = b.y0; y < b.y1; y++) for (let x = b.x0; x < b.x1; x++) counts[255 - data[y * w + x]!]!++;
  let ground = 255;
  let seen = 0;
  const half = ((b.x1 - b.x0) * (b.y1 - b.y0)) / 2;
  for (let v = 0; v < 256; v++) if ((seen += counts[v]!) >= half) {
    ground = Math.max(v, 1);
    break;
  }
  // White rules inside the band (between cells, or between the lines of a two-level header) would invert into black
  // rules glued to the labels ("Paid Out|"): a column or row of pixels that is mostly light is paper, set white.
  const bw = b.x1 - b.x0;
  const bh = b.y1 - b.y0;
  const lightCol = new Uint8Array(bw);
  const lightRow = new Uint8Array(bh);
  for (let x = b.x0; x < b.x1; x++) lightCol[x - b.x0] = share(img, x, x + 1, b.y0, b.y1) < 0.2 ? 1 : 0;
  for (let y = b.y0; y < b.y1; y++) lightRow[y - b.y0] = share(img, b.x0, b.x1, y, y + 1) < 0.2 ? 1 : 0;
  // Outside the band: up to ~1.5 pt of paper set white (a band left tilted by a tenth of a degree after deskew
  // leaves a dark sliver of a few pixels along its edge, which tesseract reads into the labels). Inside: ~1.5 pt
  // where light is paper, not a letter.
  const ring = Math.max(3, Math.round(img.dpi / 50));
  const inner = 2 * Math.max(2, Math.round(img.dpi / 100));
  for (let y = Math.max(0, b.y0 - ring); y < Math.min(h, b.y1 + ring); y++) {
    const row = y * w;
    for (let x = Math.max(0, b.x0 - ring); x < Math.min(w, b.x1 + ring); x++) {
      const v = data[row + x]!;
      const inside = y >= b.y0 && y < b.y1 && x >= b.x0 && x < b.x1;
      // Near its edge a band left a little tilted after deskew is paper on one side: light there is paper, not a
      // letter (inverting it would draw a dashed rule along the band).
      const edge = y < b.y0 + inner || y >= b.y1 - inner || x < b.x0 + inner || x >= b.x1 - inner;
      const rule = inside && (lightCol[x - b.x0] || lightRow[y - b.y0]);
      data[row + x] = !inside || rule || (edge && v >= DARK) ? 255 : Math.min(255, Math.round(((255 - v) * 255) / ground));
    }
  }
}

/**
 * The cell grid's box overshoots the band by up to a cell on each side; inverting that paper would draw black edges
 * that tesseract reads as rules or letters. Each side moves in while its edge line of pixels is mostly light.
 */
function refine(img: GreyImage, b: Band): Band {
  const r = { ...b };
  const rowDark = (y: number) => share(img, r.x0, r.x1, y, y + 1);
  const colDark = (x: number) => share(img, x, x + 1, r.y0, r.y1);
  while (r.y1 - r.y0 > 1 && rowDark(r.y0) < 0.5) r.y0++;
  while (r.y1 - r.y0 > 1 && rowDark(r.y1 - 1) < 0.5) r.y1--;
  while (r.x1 - r.x0 > 1 && colDark(r.x0) < 0.5) r.x0++;
  while (r.x1 - r.x0 > 1 && colDark(r.x1 - 1) < 0.5) r.x1--;
  return r;
}

function darkShare(img: GreyImage, b: Band): number {
  return share(img, b.x0, b.x1, b.y0, b.y1);
}

function share(img: GreyImage, x0: number, x1: number, y0: number, y1: number): number {
  let dark = 0;
  for (let y = y0; y < y1; y++) {
    const row = y * img.width;
    for (let x = x0; x < x1; x++) if (img.data[row + x]! < DARK) dark++;
  }
  return dark / Math.max(1, (x1 - x0) * (y1 - y0));
}
