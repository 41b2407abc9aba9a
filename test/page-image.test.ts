/**
 * A scanned page that is one upright image is read from the image itself (src/ocr/page-image.ts), not drawn on a
 * canvas: the pixels must be the image's own (same size) or what pdf.js's canvas draws (enlarged), and anything
 * else on the page sends it back to the canvas.
 */
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { scanPdf } from '../fixtures/scan/make-scanned.js';
import { makeSampleStatement } from '../fixtures/scan/sample-statement.js';
import type { PDFDocumentProxy, PDFPageProxy } from '../src/load/pdfjs.js';
import { lonePageImage } from '../src/ocr/page-image.js';
import { renderPageGrey } from '../src/ocr/render-page.js';
import { open } from './ocr-helpers.js';

const docs: PDFDocumentProxy[] = [];
afterAll(async () => {
  for (const d of docs) await d.destroy();
});

async function firstPage(bytes: Uint8Array): Promise<PDFPageProxy> {
  const doc = await open(bytes);
  docs.push(doc);
  return doc.getPage(1);
}

/** pdf.js's canvas drawing of the page, in grey: what the OCR read before the direct path. */
async function canvasGrey(page: PDFPageProxy, dpi: number): Promise<{ width: number; height: number; data: Uint8Array }> {
  const viewport = page.getViewport({ scale: dpi / 72 });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: '#ffffff' }).promise;
  const rgba = canvas.data();
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = (rgba[4 * i]! * 77 + rgba[4 * i + 1]! * 150 + rgba[4 * i + 2]! * 29) >> 8;
  return { width, height, data };
}

/** An A4 page holding one PNG of `w` x `h` pixels (grey `pattern(x, y)`) over the whole page; `text` adds visible text. */
async function imagePage(w: number, h: number, pattern: (x: number, y: number) => number, opts: { text?: string } = {}): Promise<Uint8Array> {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  const img = ctx.createImageData(w, h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = 4 * (y * w + x);
      img.data[i] = img.data[i + 1] = img.data[i + 2] = pattern(x, y);
      img.data[i + 3] = 255;
    }
  ctx.putImageData(img, 0, 0);
  const png = c.encodeSync('png');
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { CreationDate: new Date(Date.UTC(2024, 0, 1)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const ended = new Promise<void>((r) => doc.on('end', () => r()));
  doc.addPage();
  doc.image(png, 0, 0, { width: doc.page.width, height: doc.page.height });
  if (opts.text) doc.font('Helvetica').fontSize(12).text(opts.text, 72, 72, { lineBreak: false });
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

const stripes = (x: number, y: number) => ((x >> 3) + (y >> 2)) % 3 === 0 ? 0 : (x * 7 + y * 13) % 256;

/**
 * A 200 DPI scan of the sample statement read at 300 DPI from its image (`direct`) and drawn by pdf.js's canvas
 * (`drawn`): both there, the same size.
 */
async function enlargedScan(mode: 'grey' | 'bw') {
  const sample = await makeSampleStatement({ pages: 1, rowsPerPage: 12, seed: 5 });
  const page = await firstPage((await scanPdf(sample.pdf, { seed: 6, damage: { dpi: 200, mode, tiltDeg: 0.6 } })).pdf);
  const image = await lonePageImage(page, await page.getOperatorList(), 300);
  const drawn = await canvasGrey(page, 300);
  expect(image).not.toBeNull();
  const direct = image!;
  expect([direct.width, direct.height]).toEqual([drawn.width, drawn.height]);
  return { direct, drawn };
}

describe('lonePageImage', () => {
  it('gives the image\'s own pixels when it is already at the resolution asked', async () => {
    // A4 at 300 DPI: 2480.3 x 3507.9 pixels, which pdf.js draws on a 2481 x 3508 canvas.
    const page = await firstPage(await imagePage(2481, 3508, stripes));
    const img = await lonePageImage(page, await page.getOperatorList(), 300);
    expect(img).not.toBeNull();
    expect([img!.width, img!.height]).toEqual([2481, 3508]);
    expect(img!.dpi).toBeCloseTo(300, 0);
    let wrong = 0;
    for (let y = 0; y < 3508; y += 7) for (let x = 0; x < 2481; x += 5) if (img!.data[y * 2481 + x] !== stripes(x, y)) wrong++;
    expect(wrong).toBe(0);
  });

  it('enlarges a 200 DPI grey scan to 300 by repeating pixels, as pdf.js\'s canvas draws it', async () => {
    const { direct, drawn } = await enlargedScan('grey');
    let differ = 0;
    for (let i = 0; i < drawn.data.length; i++) if (Math.abs(drawn.data[i]! - direct.data[i]!) > 2) differ++;
    expect(differ / drawn.data.length).toBeLessThan(0.001);
  });

  it('enlarges a 200 DPI black-and-white scan smoothly: the canvas\'s pixels where it repeats one, grey at the edges', async () => {
    const { direct, drawn } = await enlargedScan('bw');
    // The canvas repeats pixels: black and white only. The smooth enlargement keeps the ink where the canvas has it
    // and greys the edges.
    let grey = 0;
    let far = 0;
    for (let i = 0; i < drawn.data.length; i++) {
      const v = direct.data[i]!;
      if (v > 0 && v < 255) grey++;
      if (Math.abs(drawn.data[i]! - v) > 128) far++;
    }
    expect(grey / drawn.data.length).toBeGreaterThan(0.002);
    expect(far / drawn.data.length).toBeLessThan(0.002);
  });

  it('reads through an invisible text layer (a searchable scan)', async () => {
    const sample = await makeSampleStatement({ pages: 1, rowsPerPage: 12, seed: 5 });
    const page = await firstPage((await scanPdf(sample.pdf, { seed: 7, damage: { dpi: 150 }, textLayer: 'noisy' })).pdf);
    expect(await lonePageImage(page, await page.getOperatorList(), 300)).not.toBeNull();
  });

  it('leaves to the canvas an enlarged image that asks to be interpolated (the canvas smooths it)', async () => {
    const plain = await imagePage(1240, 1754, stripes);
    // The same file with each image's /Type (optional for an XObject) swapped for /I true, byte for byte, so the
    // cross-reference offsets still hold (pdfkit writes the PNG's alpha as a second image, its soft mask).
    const text = Buffer.from(plain).toString('latin1');
    const flagged = new Uint8Array(Buffer.from(text.replaceAll('/Type /XObject\n/Subtype /Image', '/I true       \n/Subtype /Image'), 'latin1'));
    expect(flagged.length).toBe(plain.length);
    const page = await firstPage(plain);
    expect(await lonePageImage(page, await page.getOperatorList(), 300)).not.toBeNull();
    const smooth = await firstPage(flagged);
    expect(await lonePageImage(smooth, await smooth.getOperatorList(), 300)).toBeNull();
  });

  it('leaves to the canvas a page with visible text, a digital page, and an image larger than asked', async () => {
    const withText = await firstPage(await imagePage(1240, 1754, stripes, { text: 'Balance 1,234.56' }));
    expect(await lonePageImage(withText, await withText.getOperatorList(), 300)).toBeNull();
    const sample = await makeSampleStatement({ pages: 1, rowsPerPage: 12, seed: 5 });
    const digital = await firstPage(sample.pdf);
    expect(await lonePageImage(digital, await digital.getOperatorList(), 300)).toBeNull();
    // A 150 DPI image asked at 100 DPI would be shrunk (pdf.js smooths it): drawn, not read directly.
    const large = await firstPage(await imagePage(1240, 1754, stripes));
    expect(await lonePageImage(large, await large.getOperatorList(), 100)).toBeNull();
    // And renderPageGrey still gives the drawn page for it.
    const drawn = await renderPageGrey(large, 100);
    expect([drawn.width, drawn.height]).toEqual([827, 1170]);
  });
});
