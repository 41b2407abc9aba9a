/**
 * preview() decides most pages from their content-stream operators (src/load/page-ops.ts) instead of pdf.js's text
 * content. Its answers must be those of the text-based rule (classifyPage) on every page: the generated fixtures,
 * the sample, scans of fixtures (image only, and with a clean or noisy invisible OCR layer), and the real-world
 * statements in ../shared/realworld when that folder is present (never copied here).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanPdf } from '../fixtures/scan/make-scanned.js';
import { openPdf } from '../src/load/open-pdf.js';
import { readPageOps } from '../src/load/page-ops.js';
import { pdfSessionsStarted } from '../src/load/pdf-worker.js';
import { classifyFromOps, classifyPage } from '../src/ocr/classify.js';
import { preview } from '../src/index.js';
import { FIXTURE_DIR } from './global-setup.js';

const root = resolve(import.meta.dirname, '..');
const realworld = resolve(root, '..', 'shared', 'realworld');
const hasRealworld = existsSync(realworld);
if (!hasRealworld) console.warn(`real-world preview cases skipped: ${realworld} is absent`);

const pdfs = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.pdf')).sort().map((f) => ({ name: f, bytes: () => new Uint8Array(readFileSync(join(dir, f))) }));

interface Tally {
  pages: number;
  byOps: { digital: number; scanned: number };
  files: number;
  /** Files preview() answered without opening pdf.js. */
  withoutPdfjs: number;
}

/** Compares, page by page, the operators' answer (where they give one) and preview()'s with the text rule. */
async function compare(name: string, bytes: Uint8Array, tally: Tally): Promise<void> {
  const ops = readPageOps(bytes);
  let doc;
  try {
    doc = await openPdf(bytes.slice());
  } catch {
    // pdf.js refuses it (a password): preview refuses it too, whatever the operators say.
    await expect(preview(bytes)).rejects.toThrow();
    return;
  }
  const byText: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      byText.push((await classifyPage(page)).type);
      const quick = ops?.pages.length === doc.numPages ? classifyFromOps(ops.pages[n - 1]) : undefined;
      if (quick) {
        expect(quick, `${name} page ${n}: operators ${JSON.stringify(ops!.pages[n - 1])}`).toBe(byText[n - 1]);
        tally.byOps[quick]++;
      }
    }
  } finally {
    await doc.destroy();
  }
  tally.pages += byText.length;
  tally.files++;
  if (ops?.pdfjsPageCount !== undefined) expect(ops.pdfjsPageCount, name).toBe(byText.length);
  const opened = pdfSessionsStarted();
  expect((await preview(bytes)).pages.map((p) => p.type), name).toEqual(byText);
  if (pdfSessionsStarted() === opened) tally.withoutPdfjs++;
}

describe('preview from operators agrees with the text layer', () => {
  it('on every generated fixture and the sample', { timeout: 120_000 }, async () => {
    const tally: Tally = { pages: 0, byOps: { digital: 0, scanned: 0 }, files: 0, withoutPdfjs: 0 };
    for (const f of [...pdfs(FIXTURE_DIR), ...pdfs(join(root, 'samples'))]) await compare(f.name, f.bytes(), tally);
    // The fast path must be the one taken, not a fallback that makes the comparison empty.
    expect(tally.byOps.digital).toBeGreaterThan(0.9 * tally.pages);
    // ... and for most files, the whole answer: pdf.js is not opened at all.
    expect(tally.withoutPdfjs).toBeGreaterThan(0.9 * tally.files);
  });

  it('on scans of fixtures: image only, and with a clean or a noisy invisible text layer', { timeout: 300_000 }, async () => {
    const tally: Tally = { pages: 0, byOps: { digital: 0, scanned: 0 }, files: 0, withoutPdfjs: 0 };
    const source = pdfs(FIXTURE_DIR).filter((f) => ['br-banco-cerrado.pdf', 'uk-albion-card.pdf'].includes(f.name));
    expect(source).toHaveLength(2);
    for (const f of source)
      for (const textLayer of ['none', 'clean', 'noisy'] as const) {
        const { pdf } = await scanPdf(f.bytes(), { seed: 11, damage: { dpi: 150, mode: 'grey' }, textLayer });
        await compare(`${f.name} scanned, text layer ${textLayer}`, pdf, tally);
      }
    expect(tally.byOps.scanned).toBeGreaterThan(0);
    expect(tally.byOps.digital).toBeGreaterThan(0); // the searchable scans: their layer is text, as classifyPage says
  });

  it.skipIf(!hasRealworld)('on the real-world statements, digital and scanned', { timeout: 300_000 }, async () => {
    const tally: Tally = { pages: 0, byOps: { digital: 0, scanned: 0 }, files: 0, withoutPdfjs: 0 };
    for (const f of pdfs(realworld)) await compare(f.name, f.bytes(), tally);
    expect(tally.byOps.scanned).toBeGreaterThan(0);
    expect(tally.byOps.digital + tally.byOps.scanned).toBeGreaterThan(0.8 * tally.pages);
  });
});
