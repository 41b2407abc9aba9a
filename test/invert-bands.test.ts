import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { invertDarkBands } from '../src/ocr/invert-bands.js';
import type { GreyImage } from '../src/ocr/grey-image.js';

const DPI = 300;

/** A grey page image drawn with canvas: what a scanner gives for a header band, a bold title, a rule and body text. */
function page(draw: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void): GreyImage {
  const canvas = createCanvas(2400, 900);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f2f2f2';
  ctx.fillRect(0, 0, 2400, 900);
  draw(ctx);
  const rgba = ctx.getImageData(0, 0, 2400, 900).data;
  const data = new Uint8Array(2400 * 900);
  for (let i = 0; i < data.length; i++) data[i] = (rgba[i * 4]! * 77 + rgba[i * 4 + 1]! * 150 + rgba[i * 4 + 2]! * 29) >> 8;
  return { width: 2400, height: 900, dpi: DPI, data };
}

const at = (img: GreyImage, x: number, y: number) => img.data[y * img.width + x]!;

describe('invertDarkBands', () => {
  it('turns a header printed white on a dark band into dark text on a light ground, and nothing else', () => {
    const img = page((ctx) => {
      ctx.fillStyle = '#000000';
      ctx.font = 'bold 90px sans-serif';
      ctx.fillText('STATEMENT OF ACCOUNT', 100, 120); // a bold black title
      ctx.fillRect(100, 200, 2200, 4); // a rule
      ctx.fillStyle = '#123d6b';
      ctx.fillRect(100, 300, 2200, 110); // the band
      ctx.fillStyle = '#ffffff';
      ctx.font = '40px sans-serif';
      ctx.fillText('Date      Description                 Debit      Credit     Balance', 130, 340);
      ctx.fillText('          Value date                                      available', 130, 395);
      ctx.fillStyle = '#000000';
      ctx.fillText('01.04.2025  CARD PURCHASE  12,50  1.234,56', 130, 500); // a row below it
    });
    const before = img.data.slice();
    const bands = invertDarkBands(img);
    expect(bands).toHaveLength(1);
    const [b] = bands;
    // the band's own box, to the pixel give or take the anti-aliased edge
    expect(Math.abs(b!.x0 - 100)).toBeLessThanOrEqual(2);
    expect(Math.abs(b!.x1 - 2300)).toBeLessThanOrEqual(2);
    expect(Math.abs(b!.y0 - 300)).toBeLessThanOrEqual(2);
    expect(Math.abs(b!.y1 - 410)).toBeLessThanOrEqual(2);
    // ground light, letters dark: find a pixel that was white text inside the band
    expect(at(img, 110, 305)).toBeGreaterThan(180);
    let letter = -1;
    for (let x = 130; x < 400 && letter < 0; x++) if (before[330 * 2400 + x]! > 200) letter = x;
    expect(letter).toBeGreaterThan(0);
    expect(at(img, letter, 330)).toBeLessThan(60);
    // outside the band (and the 1.5 pt of paper around it that is set white) not a pixel changed: title, rule, row
    for (const [x0, y0, x1, y1] of [[0, 0, 2400, 292], [0, 418, 2400, 900], [0, 0, 92, 900], [2308, 0, 2400, 900]] as const)
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (img.data[y * 2400 + x] !== before[y * 2400 + x]) throw new Error(`pixel ${x},${y} changed`);
  });

  it('leaves a page of black text, rules and a small dark logo alone', () => {
    const img = page((ctx) => {
      ctx.fillStyle = '#000000';
      ctx.fillRect(100, 50, 120, 120); // a logo, under half an inch wide
      ctx.font = 'bold 120px sans-serif';
      ctx.fillText('BANK OF NOWHERE MMMM', 400, 200);
      ctx.fillRect(100, 300, 2200, 12); // a heavy rule, under 6 pt
      ctx.font = '40px sans-serif';
      for (let y = 400; y < 880; y += 50) ctx.fillText('12.04.2025  TRANSFER TO SAVINGS   1.000,00   4.321,09', 100, y);
    });
    const before = img.data.slice();
    expect(invertDarkBands(img)).toEqual([]);
    expect(Buffer.compare(img.data, before)).toBe(0);
  });

  it('reads a band cut into cells by thin white rules as one band, and turns the rules to paper, not black bars', () => {
    const img = page((ctx) => {
      ctx.fillStyle = '#222222';
      for (const [x0, x1] of [[100, 280], [290, 1400], [1410, 1800], [1810, 2300]]) ctx.fillRect(x0!, 300, x1! - x0!, 70);
      ctx.fillStyle = '#ffffff';
      ctx.font = '40px sans-serif';
      ctx.fillText('Date', 110, 350);
      ctx.fillText('Description', 300, 350);
      ctx.fillText('Paid in', 1420, 350);
      ctx.fillText('Balance', 1820, 350);
    });
    const bands = invertDarkBands(img);
    expect(bands).toHaveLength(1);
    expect(bands[0]!.x0).toBeLessThanOrEqual(102);
    expect(bands[0]!.x1).toBeGreaterThanOrEqual(2298);
    // the white rule between "Date" and "Description" (x 280-290) stays paper from top to bottom
    for (let y = 310; y < 360; y++) expect(at(img, 285, y)).toBeGreaterThan(200);
  });

  it('finds bands at scan resolutions of 150 and 200 DPI as well', () => {
    for (const dpi of [150, 200]) {
      const s = dpi / 300;
      const w = Math.round(2400 * s);
      const h = Math.round(600 * s);
      const canvas = createCanvas(w, h);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#7a1f2b';
      ctx.fillRect(100 * s, 200 * s, 2000 * s, 60 * s);
      ctx.fillStyle = '#ffffff';
      ctx.font = `${Math.round(36 * s)}px sans-serif`;
      ctx.fillText('Date  Details  Amount  Balance', 130 * s, 245 * s);
      const rgba = ctx.getImageData(0, 0, w, h).data;
      const data = new Uint8Array(w * h);
      for (let i = 0; i < data.length; i++) data[i] = (rgba[i * 4]! * 77 + rgba[i * 4 + 1]! * 150 + rgba[i * 4 + 2]! * 29) >> 8;
      const bands = invertDarkBands({ width: w, height: h, dpi, data });
      expect(bands.length, `${dpi} DPI`).toBe(1);
      expect(Math.abs(bands[0]!.y0 - 200 * s)).toBeLessThanOrEqual(2);
    }
  });
});
