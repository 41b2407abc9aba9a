/**
 * OCR stage on scanned pages made from digital PDFs (fixtures/scan). Keeps OCR time small: a handful of pages
 * through one 2-worker pool that is terminated in afterAll.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStatementError, StatementError } from '../src/errors.js';
import { runExtraction } from '../src/pipeline/extract.js';
import type { PDFDocumentProxy } from '../src/load/pdfjs.js';
import { createOcrPool, type OcrPool } from '../src/ocr/pool.js';
import { ocrPages } from '../src/ocr/ocr-pages.js';
import { makeBrokenImagePdf } from '../fixtures/scan/broken-pdf.js';
import { scanPdf } from '../fixtures/scan/make-scanned.js';
import { makeSampleStatement, type SampleRow } from '../fixtures/scan/sample-statement.js';
import type { Line, PageText } from '../src/types.js';
import { open, pdfWith } from './ocr-helpers.js';

let pool: OcrPool;
let rows: SampleRow[][];
let grey: PDFDocumentProxy; // 1 page, 300 DPI grey JPEG q70, tilt 1.2 degrees
let harsh: PDFDocumentProxy; // 2 pages, 300 DPI grey JPEG q60, blur 0.5 px, noise 6, tilt 1.2 degrees
let bw: PDFDocumentProxy; // 200 DPI black and white, tilt -0.8 degrees
let harshBytes: Uint8Array;
const docs: PDFDocumentProxy[] = [];

beforeAll(async () => {
  pool = await createOcrPool({ workers: 2 });
  const sample = await makeSampleStatement({ pages: 2, rowsPerPage: 24, seed: 5 });
  rows = sample.pages;
  const one = await makeSampleStatement({ pages: 1, rowsPerPage: 24, seed: 5 });
  grey = await open((await scanPdf(one.pdf, { seed: 11, damage: { dpi: 300, tiltDeg: 1.2, mode: 'grey', jpegQuality: 70, blurPx: 0.3, noise: 4 } })).pdf);
  harshBytes = (await scanPdf(sample.pdf, { seed: 11, damage: { dpi: 300, tiltDeg: 1.2, mode: 'grey', jpegQuality: 60, blurPx: 0.5, noise: 6 } })).pdf;
  harsh = await open(harshBytes.slice());
  bw = await open((await scanPdf(sample.pdf, { seed: 12, damage: { dpi: 200, tiltDeg: -0.8, mode: 'bw', blurPx: 0.3, noise: 4 } })).pdf);
  docs.push(grey, harsh, bw);
});

afterAll(async () => {
  await pool?.terminate();
  for (const d of docs) await d.destroy();
});

/** For each printed row: the OCR line holding its date also holds its amounts, exactly. */
function rowScore(page: PageText, expected: SampleRow[]): { ok: number; total: number; bad: { value: string; line?: Line }[] } {
  let ok = 0;
  let total = 0;
  const bad: { value: string; line?: Line }[] = [];
  const used = new Set<number>();
  for (const r of expected) {
    const want = [r.date, r.debit, r.credit, r.balance].filter(Boolean);
    // The first unused line starting with the row's date (dates repeat across rows).
    const idx = page.lines.findIndex((l, i) => !used.has(i) && l.words[0]?.text === r.date);
    if (idx >= 0) used.add(idx);
    const line = page.lines[idx];
    for (const v of want) {
      total++;
      if (line?.words.some((w) => w.text === v)) ok++;
      else bad.push({ value: v, line });
    }
  }
  return { ok, total, bad };
}

describe('OCR of scanned pages', () => {
  it('reads a tilted grey 300 DPI page: dates and amounts exact (or their digits kept), one line per row, right edges aligned', async () => {
    const page = await grey.getPage(1);
    const text = await pool.recognizePage(page, 1);
    expect(text).toMatchObject({ page_number: 1, type: 'scanned', source: 'ocr' });
    expect(text.width).toBeCloseTo(595.28, 0);
    expect(text.height).toBeCloseTo(841.89, 0);
    const s = rowScore(text, rows[0]!);
    // At most one value in fifty misread, and never silently: the row's line is there, and either its digits are on
    // it (a lost separator, "13155" for "131.55", which the layout parser reads by column: test/layout-ocr.test.ts)
    // or the word in its place says it is in doubt (here "7552" at 20 % for "755.72", which the balance chain then
    // reports).
    expect(s.ok / s.total).toBeGreaterThanOrEqual(0.98);
    for (const { value, line } of s.bad) {
      expect(line).toBeDefined();
      const digitsKept = line!.text.replace(/\D/g, '').includes(value.replace(/\D/g, ''));
      expect(digitsKept || line!.words.some((w) => /\d/.test(w.text) && w.confidence < 0.5)).toBe(true);
    }
    // Balances are right-aligned at x = 555 pt in the source: OCR boxes land within 1.5 pt after deskew.
    const balances = new Set(rows[0]!.map((r) => r.balance));
    const right = text.lines.flatMap((l) => l.words.filter((w) => balances.has(w.text)).map((w) => w.x1));
    expect(right.length).toBe(24);
    for (const x of right) expect(Math.abs(x - 555)).toBeLessThan(1.5);
    for (const l of text.lines)
      for (const w of l.words) {
        expect(w.confidence).toBeGreaterThanOrEqual(0);
        expect(w.confidence).toBeLessThanOrEqual(1);
        expect(w.y1).toBeGreaterThan(w.y0);
      }
  });

  it('reads a black-and-white 200 DPI page (>= 95 % of values exact) and offers alternatives on doubtful words', async () => {
    const text = await pool.recognizePage(await bw.getPage(1), 1);
    const s = rowScore(text, rows[0]!);
    expect(s.ok / s.total).toBeGreaterThanOrEqual(0.95);
    const words = text.lines.flatMap((l) => l.words);
    const withAlt = words.filter((w) => w.alternatives?.length);
    expect(withAlt.length).toBeGreaterThan(0);
    for (const w of withAlt) expect(w.alternatives).not.toContain(w.text);
  });

  it('ocrPages yields pages in order with progress; a harsher scan still reads >= 95 % of values exactly', async () => {
    const seen: PageText[] = [];
    const progress: number[] = [];
    for await (const p of ocrPages(pool, harsh, [2, 1], { onPage: (i) => progress.push(i.done) })) seen.push(p);
    expect(seen.map((p) => p.page_number)).toEqual([2, 1]);
    expect(progress).toEqual([1, 2]);
    for (const p of seen) {
      const s = rowScore(p, rows[p.page_number - 1]!);
      expect(s.ok / s.total).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('turns an upside-down page the right way up', async () => {
    const one = await makeSampleStatement({ pages: 1, rowsPerPage: 12, seed: 9 });
    const doc = await open((await scanPdf(one.pdf, { seed: 13, damage: { dpi: 200, tiltDeg: 0.5, mode: 'grey', jpegQuality: 75 }, upsideDownPages: [1] })).pdf);
    docs.push(doc);
    const text = await pool.recognizePage(await doc.getPage(1), 1);
    const s = rowScore(text, one.pages[0]!);
    expect(s.ok / s.total).toBeGreaterThanOrEqual(0.95);
    expect(text.lines[0]!.text).toContain('EXAMPLE BANK PLC');
  });

  it('turns a page saved sideways (landscape image, no /Rotate) the right way up', async () => {
    const one = await makeSampleStatement({ pages: 1, rowsPerPage: 12, seed: 9 });
    const doc = await open((await scanPdf(one.pdf, { seed: 15, damage: { dpi: 200, tiltDeg: 0.4, mode: 'grey', jpegQuality: 75 }, sidewaysPages: [1] })).pdf);
    docs.push(doc);
    const page = await doc.getPage(1);
    expect(page.getViewport({ scale: 1 }).width).toBeGreaterThan(page.getViewport({ scale: 1 }).height);
    const text = await pool.recognizePage(page, 1);
    expect(text.height).toBeGreaterThan(text.width);
    const s = rowScore(text, one.pages[0]!);
    expect(s.ok / s.total).toBeGreaterThanOrEqual(0.95);
    expect(text.lines[0]!.text).toContain('EXAMPLE BANK PLC');
  });

  it('a blank scanned page gives an empty PageText', async () => {
    const blank = await open((await scanPdf(await pdfWith([[]]), { seed: 14, damage: { dpi: 200, mode: 'grey' } })).pdf);
    docs.push(blank);
    const text = await pool.recognizePage(await blank.getPage(1), 1);
    expect(text.lines).toEqual([]);
    expect(text.type).toBe('scanned');
  });

  it('a 0-byte or garbage image stream gives an empty page or a typed error, never a crash', async () => {
    for (const kind of ['empty', 'garbage'] as const) {
      const doc = await open(makeBrokenImagePdf(kind));
      docs.push(doc);
      try {
        const text = await pool.recognizePage(await doc.getPage(1), 1);
        expect(text.lines).toEqual([]);
      } catch (e) {
        expect(isStatementError(e) && e.code).toBe('OCR_FAILED');
      }
    }
  });

  it('abort rejects promptly with ABORTED and the pool stays usable', async () => {
    const ac = new AbortController();
    let abortedAt = 0;
    const run = (async () => {
      const out: PageText[] = [];
      for await (const p of ocrPages(pool, harsh, [1, 2], { signal: ac.signal })) out.push(p);
      return out;
    })();
    // pdf.js renders on this thread, so the timer fires once the current render step yields.
    setTimeout(() => {
      abortedAt = Date.now();
      ac.abort();
    }, 300);
    await expect(run).rejects.toMatchObject({ code: 'ABORTED' });
    expect(Date.now() - abortedAt).toBeLessThan(500);
    // An already aborted signal stops before any work.
    await expect(pool.recognizePage(await grey.getPage(1), 1, AbortSignal.abort())).rejects.toMatchObject({ code: 'ABORTED' });
  });
});

describe('a page the OCR cannot read', () => {
  // The real pool, except that page 1 fails the way an unreadable page does (render or recognition error).
  const failingFirst = (): OcrPool => ({
    size: pool.size,
    get terminated() {
      return pool.terminated;
    },
    terminate: () => pool.terminate(),
    recognizePage: (page, n, signal) =>
      n === 1 ? Promise.reject(new StatementError('OCR_FAILED', 'page 1 could not be rendered: broken image')) : pool.recognizePage(page, n, signal),
  });

  it('costs that page only: it comes back empty with the reason, the others are read, and the result says so', async () => {
    const seen: PageText[] = [];
    for await (const p of ocrPages(failingFirst(), harsh, [1, 2])) seen.push(p);
    expect(seen[0]).toMatchObject({ page_number: 1, lines: [], error: expect.stringMatching(/broken image/) });
    expect(seen[1]!.error).toBeUndefined();
    expect(rowScore(seen[1]!, rows[1]!).ok).toBeGreaterThan(0);

    const st = await runExtraction(harshBytes.slice(), {}, { get: async () => failingFirst() });
    expect(st.warnings.join(' ')).toMatch(/page 1 could not be read/);
    expect(st.transactions.length).toBeGreaterThan(0);
    expect(st.transactions.every((t) => t.page_number === 2)).toBe(true);
    expect(st.reconciliation.status).not.toBe('reconciled');
    expect(st.reconciliation.notes.join(' ')).toMatch(/page 1 could not be read/);
  });
});

describe('OCR pool lifecycle', () => {
  it('terminate() settles pending pages with OCR_FAILED and leaves no worker threads behind', async () => {
    const before = process.getActiveResourcesInfo().length;
    const p = await createOcrPool({ workers: 1, dpi: 150 });
    expect(p.size).toBe(1);
    // More pages than one worker reads in the wait, so some are still queued or inside tesseract at terminate()
    // however fast the machine is; every one of those must settle as OCR_FAILED, none may hang.
    const pending = [1, 2, 3].map(async () => p.recognizePage(await harsh.getPage(2), 2));
    await new Promise((r) => setTimeout(r, 1500));
    await p.terminate();
    const settled = await Promise.allSettled(pending);
    const failed = settled.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failed.length).toBeGreaterThan(0);
    for (const f of failed) expect(f.reason).toMatchObject({ code: 'OCR_FAILED' });
    await p.terminate(); // twice is fine
    await new Promise((r) => setTimeout(r, 200));
    expect(process.getActiveResourcesInfo().length).toBeLessThanOrEqual(before);
    await expect(p.recognizePage(await grey.getPage(1), 1)).rejects.toMatchObject({ code: 'OCR_FAILED' });
  });
});
