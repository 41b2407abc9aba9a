/**
 * The cheap parts of the OCR stage (no recognition): page classification, text-layer trust, deskew estimate,
 * hOCR parsing, missing language data, and the scanned-fixture maker.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeScannedFixtures, scanPdf } from '../fixtures/scan/make-scanned.js';
import { makeSampleStatement } from '../fixtures/scan/sample-statement.js';
import type { PDFDocumentProxy } from '../src/load/pdfjs.js';
import { classifyPage } from '../src/ocr/classify.js';
import { estimateSkew } from '../src/ocr/deskew.js';
import { parseHocr, withNumericVariant } from '../src/ocr/hocr.js';
import { createOcrPool } from '../src/ocr/pool.js';
import { renderPageGrey } from '../src/ocr/render-page.js';
import { rotate180 } from '../src/ocr/grey-image.js';
import { fullResolutionTones, rotateGrey, rotateShear } from '../src/ocr/rotate.js';
import { recognizeImage } from '../src/ocr/recognize-image.js';
import { amountShape, shouldTrustTextLayer, textDrawing, textQuality } from '../src/ocr/text-layer-trust.js';
import { groupLines } from '../src/text/group-lines.js';
import type { Line, Word } from '../src/types.js';
import { open, pdfWith, tmp } from './ocr-helpers.js';

let digital: PDFDocumentProxy;
let scanned: PDFDocumentProxy;
let searchableClean: PDFDocumentProxy;
let searchableNoisy: PDFDocumentProxy;
let tilted: PDFDocumentProxy;
let tiltedGrey300: PDFDocumentProxy;
let tiltedGrey150: PDFDocumentProxy;

beforeAll(async () => {
  const s = await makeSampleStatement({ pages: 1, rowsPerPage: 20, seed: 3 });
  digital = await open(s.pdf);
  scanned = await open((await scanPdf(s.pdf, { seed: 1, damage: { dpi: 150, mode: 'grey' } })).pdf);
  searchableClean = await open((await scanPdf(s.pdf, { seed: 2, damage: { dpi: 150 }, textLayer: 'clean' })).pdf);
  searchableNoisy = await open((await scanPdf(s.pdf, { seed: 2, damage: { dpi: 150 }, textLayer: 'noisy' })).pdf);
  tilted = await open((await scanPdf(s.pdf, { seed: 4, damage: { dpi: 200, tiltDeg: 1.3, mode: 'bw' } })).pdf);
  tiltedGrey300 = await open((await scanPdf(s.pdf, { seed: 5, damage: { dpi: 300, tiltDeg: -0.9, mode: 'grey' } })).pdf);
  tiltedGrey150 = await open((await scanPdf(s.pdf, { seed: 5, damage: { dpi: 150, tiltDeg: -0.9, mode: 'grey' } })).pdf);
});

afterAll(async () => {
  for (const d of [digital, scanned, searchableClean, searchableNoisy, tilted, tiltedGrey300, tiltedGrey150]) await d?.destroy();
});

/** Lines of a page's text layer, built the way the digital path does (words per text item). */
async function layerLines(doc: PDFDocumentProxy): Promise<Line[]> {
  const page = await doc.getPage(1);
  const vp = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const words: Word[] = [];
  for (const it of content.items) {
    if (!('str' in it) || !it.str.trim()) continue;
    const h = Math.abs(it.transform[3] as number) || 9;
    const x = it.transform[4] as number;
    const y = vp.height - (it.transform[5] as number);
    words.push({ text: it.str.trim(), x0: x, x1: x + it.width, y0: y - h, y1: y, confidence: 1, size: h });
  }
  return groupLines(words, 1);
}

describe('classifyPage', () => {
  it('tells digital from image-only pages in milliseconds', async () => {
    const t0 = performance.now();
    const d = await classifyPage(await digital.getPage(1));
    const s = await classifyPage(await scanned.getPage(1));
    expect(d.type).toBe('digital');
    expect(d.chars).toBeGreaterThan(500);
    expect(s).toEqual({ type: 'scanned', chars: 0 });
    expect(performance.now() - t0).toBeLessThan(500);
  });

  it('a page with a few stamped characters is scanned; text over a full-page image is digital', async () => {
    const stamped = await open(await pdfWith([[['Page 1', 500, 800]]]));
    expect((await classifyPage(await stamped.getPage(1))).type).toBe('scanned');
    await stamped.destroy();
    // A searchable scan has text (invisible) over the image: digital here, shouldTrustTextLayer decides.
    expect((await classifyPage(await searchableClean.getPage(1))).type).toBe('digital');
  });
});

describe('shouldTrustTextLayer', () => {
  it('trusts a digital page and a clean OCR layer, rejects a noisy OCR layer and an empty one', async () => {
    expect(await shouldTrustTextLayer(await digital.getPage(1), await layerLines(digital))).toBe(true);
    expect(await shouldTrustTextLayer(await searchableClean.getPage(1), await layerLines(searchableClean))).toBe(true);
    expect(await shouldTrustTextLayer(await searchableNoisy.getPage(1), await layerLines(searchableNoisy))).toBe(false);
    expect(await shouldTrustTextLayer(await scanned.getPage(1), [])).toBe(false);
    const layer = await textDrawing(await searchableNoisy.getPage(1));
    expect(layer.largestImageShare).toBeGreaterThan(0.99);
    expect(layer.invisibleTextShare).toBe(1);
    expect(await textDrawing(await digital.getPage(1))).toEqual({ largestImageShare: 0, invisibleTextShare: 0 });
  });

  it('scores tokens: garbage and money that does not parse', () => {
    expect(amountShape('1,234.56')).toBe('ok');
    expect(amountShape('1.234,56')).toBe('ok');
    expect(amountShape('-12.30')).toBe('ok');
    expect(amountShape('1,23.45')).toBe('broken');
    expect(amountShape('12.3,45')).toBe('broken');
    expect(amountShape('ARGOS')).toBe('none');
    const w = (text: string): Word => ({ text, x0: 0, x1: 1, y0: 0, y1: 1, confidence: 1, size: 1 });
    const q = textQuality([{ page_number: 1, y0: 0, y1: 1, text: '', words: [w('PAID'), w('|~«'), w('1,23.45'), w('10.00'), w('\uFFFD')] }]);
    expect(q.tokens).toBe(5);
    expect(q.garbageRatio).toBeCloseTo(2 / 5);
    expect(q.brokenAmountRatio).toBeCloseTo(1 / 2);
  });
});

describe('deskew estimate', () => {
  it('finds the tilt of a scan within 0.1 degree, and 0 on a straight page, in well under a second', async () => {
    const img = await renderPageGrey(await tilted.getPage(1), 300);
    const t0 = performance.now();
    const est = estimateSkew(img);
    expect(performance.now() - t0).toBeLessThan(1000);
    // The fixture turns the content by -tilt on screen: lines rise to the right, slope -1.3 degrees.
    expect(Math.abs(est.angleDeg - -1.3)).toBeLessThan(0.1);
    expect(Math.abs(estimateSkew(rotate180(img)).angleDeg - -1.3)).toBeLessThan(0.1);
    expect(estimateSkew(await renderPageGrey(await digital.getPage(1), 150)).angleDeg).toBe(0);
  });

  it('turning the page by the estimate straightens it, keeping size and white corners', async () => {
    const img = await renderPageGrey(await tilted.getPage(1), 150);
    const straight = rotateGrey(img, -estimateSkew(img).angleDeg);
    expect([straight.width, straight.height, straight.dpi]).toEqual([img.width, img.height, img.dpi]);
    expect(Math.abs(estimateSkew(straight).angleDeg)).toBeLessThan(0.1);
    expect(straight.data[0]).toBe(255);
    expect(rotateGrey(img, 0)).toBe(img);
  });

  it('turns a full-resolution grey scan by whole-pixel shears: straight, same size, no new grey levels', async () => {
    const img = await renderPageGrey(await tiltedGrey300.getPage(1), 300);
    const est = estimateSkew(img).angleDeg;
    expect(Math.abs(est - 0.9)).toBeLessThan(0.1);
    const straight = rotateShear(img, -est);
    expect([straight.width, straight.height]).toEqual([img.width, img.height]);
    expect(Math.abs(estimateSkew(straight).angleDeg)).toBeLessThan(0.1);
    expect(straight.data[0]).toBe(255);
    // Every pixel is one of the original's (or the white brought in at the corners): nothing was interpolated.
    const levels = new Set(img.data);
    levels.add(255);
    expect(straight.data.every((v) => levels.has(v))).toBe(true);
  });

  it('tells a full-resolution grey scan from a two-level one and from one enlarged from a lower resolution', async () => {
    expect(fullResolutionTones(await renderPageGrey(await tiltedGrey300.getPage(1), 300))).toBe(true);
    // 150 DPI pixels rendered at 300 DPI come in 2x2 blocks; black-and-white has no mid-tones to speak of.
    expect(fullResolutionTones(await renderPageGrey(await tiltedGrey150.getPage(1), 300))).toBe(false);
    expect(fullResolutionTones(await renderPageGrey(await tilted.getPage(1), 300))).toBe(false);
    // The same 150 DPI scan read at its own resolution is continuous-tone again.
    expect(fullResolutionTones(await renderPageGrey(await tiltedGrey150.getPage(1), 150))).toBe(true);
  });
});

describe('hOCR parsing', () => {
  it('reads boxes, confidence, escaped text and per-character alternatives', () => {
    const hocr = `<span class='ocr_line' id='line_1_1' title="bbox 10 10 300 40">
    <span class='ocrx_word' id='word_1_1' title='bbox 10 12 90 40; x_wconf 91'>R&amp;D
     <span class='ocrx_cinfo' id='lstm_choices_1_1_1'>
      <span class='ocrx_cinfo' id='choice_1_1_1' title='x_confs 99'>R</span></span>
     <span class='ocrx_cinfo' id='lstm_choices_1_1_2'>
      <span class='ocrx_cinfo' id='choice_1_1_2' title='x_confs 99'>&amp;</span></span>
     <span class='ocrx_cinfo' id='lstm_choices_1_1_3'>
      <span class='ocrx_cinfo' id='choice_1_1_3' title='x_confs 99'>D</span></span>
    </span>
    <span class='ocrx_word' id='word_1_2' title='bbox 200 12 290 40; x_wconf 70'>1.86
     <span class='ocrx_cinfo' id='lstm_choices_1_2_1'><span class='ocrx_cinfo' id='c1' title='x_confs 99'>1</span></span>
     <span class='ocrx_cinfo' id='lstm_choices_1_2_2'><span class='ocrx_cinfo' id='c2' title='x_confs 98'>.</span></span>
     <span class='ocrx_cinfo' id='lstm_choices_1_2_3'><span class='ocrx_cinfo' id='c3' title='x_confs 97'>8</span></span>
     <span class='ocrx_cinfo' id='lstm_choices_1_2_4'>
      <span class='ocrx_cinfo' id='c4' title='x_confs 60'>6</span>
      <span class='ocrx_cinfo' id='c5' title='x_confs 35'>5</span>
      <span class='ocrx_cinfo' id='c6' title='x_confs 1'>0</span></span>
    </span></span>`;
    const words = parseHocr(hocr);
    expect(words).toEqual([
      { text: 'R&D', x0: 10, y0: 12, x1: 90, y1: 40, conf: 91, alternatives: [] },
      { text: '1.86', x0: 200, y0: 12, x1: 290, y1: 40, conf: 70, alternatives: ['1,86', '1.85'] },
    ]);
    expect(withNumericVariant('131°55', [])).toEqual(['131.55', '131,55']);
    expect(withNumericVariant('12:320;52', ['x'])).toEqual(['12.320,52', '12.320.52', 'x']);
    expect(withNumericVariant('704,80', [])).toEqual(['704.80']);
    expect(withNumericVariant('2024', [])).toEqual([]);
    expect(withNumericVariant('ARGOS', [])).toEqual([]);
  });
});

describe('OCR pool without language data', () => {
  it('throws OCR_UNAVAILABLE before any worker starts (no network fetch)', async () => {
    await expect(createOcrPool({ langPath: '/nonexistent/tessdata' })).rejects.toMatchObject({ code: 'OCR_UNAVAILABLE' });
    await expect(createOcrPool({ enabled: false })).rejects.toMatchObject({ code: 'OCR_UNAVAILABLE' });
  });
});

describe('makeScannedFixtures', () => {
  const src = resolve(import.meta.dirname, '..', 'fixtures', 'out');
  it('writes image-only PDFs with the golden copied beside them, deterministically', async () => {
    const ids = existsSync(src) ? readdirSync(src).filter((f) => f.endsWith('.pdf')).map((f) => f.slice(0, -4)).sort() : [];
    if (ids.length === 0) return; // the shared generator has not produced fixtures in this checkout
    const id = ids[0]!;
    const a = tmp('scan-a-');
    const b = tmp('scan-b-');
    const ra = await makeScannedFixtures(src, a, { seed: 7, ids: [id] });
    await makeScannedFixtures(src, b, { seed: 7, ids: [id] });
    expect(ra.map((r) => r.id)).toEqual([id]);
    const pa = readFileSync(join(a, `${id}.pdf`));
    expect(pa.equals(readFileSync(join(b, `${id}.pdf`)))).toBe(true);
    expect(readFileSync(join(a, `${id}.golden.json`), 'utf8')).toBe(readFileSync(join(src, `${id}.golden.json`), 'utf8'));
    const doc = await open(new Uint8Array(pa));
    for (let p = 1; p <= doc.numPages; p++) expect((await classifyPage(await doc.getPage(p))).type).toBe('scanned');
    for (const d of ra[0]!.damage) {
      expect(Math.abs(d.tiltDeg)).toBeGreaterThanOrEqual(0.3);
      expect(Math.abs(d.tiltDeg)).toBeLessThanOrEqual(1.5);
      expect([150, 200, 300]).toContain(d.dpi);
    }
    await doc.destroy();
  });
});

describe('recognizeImage word filter', () => {
  it('drops the lone bars and brackets a ruled table leaves between amounts, and keeps real words', async () => {
    // A page image with a few text-like strokes (so it is not blank); the OCR reading is given as tesseract writes it.
    const width = 600;
    const height = 800;
    const data = new Uint8Array(width * height).fill(255);
    for (let y = 100; y < 700; y += 20) for (let x = 50; x < 550; x++) if (x % 7 < 4) data[y * width + x] = 0;
    const word = (id: number, text: string, x0: number, conf = 90) => `<span class='ocrx_word' id='word_1_${id}' title='bbox ${x0} 100 ${x0 + 60} 120; x_wconf ${conf}'>${text}</span>`;
    const hocr = `<span class='ocr_line' id='line_1_1' title="bbox 40 100 560 120">${word(1, '02/02/2024', 40)} ${word(2, 'SENT', 110)} ${word(3, '|', 300, 95)} ${word(4, '7,501.26', 380)} ${word(5, '{', 450, 60)} ${word(6, '15,08,210.55', 480)}</span>`;
    const page = await recognizeImage({ width, height, dpi: 72, data }, { pageNumber: 1, width, height, recognize: async () => ({ hocr, confidence: 90 }) });
    expect(page.lines.map((l) => l.words.map((w) => w.text))).toEqual([['02/02/2024', 'SENT', '7,501.26', '15,08,210.55']]);
  });
});
