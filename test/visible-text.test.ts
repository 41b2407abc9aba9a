/**
 * The text-layer check (src/ocr/text-layer-trust.ts) asks pdf.js for a page's whole operator list only to learn whether
 * the text is drawn invisibly over an image (someone else's OCR layer). `visibleTextReader` (src/load/page-ops.ts)
 * answers "surely visible" from the content-stream operators where it can, and the check then skips the operator
 * list. It may only ever say so where the operator list shows no invisible text at all: checked here page by page on
 * every fixture, on searchable scans of fixtures (invisible layers, clean and noisy) and on the real-world cases.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanPdf } from '../fixtures/scan/make-scanned.js';
import { openPdf } from '../src/load/open-pdf.js';
import { visibleTextReader } from '../src/load/page-ops.js';
import type { PDFDocumentProxy } from '../src/load/pdfjs.js';
import { textDrawing } from '../src/ocr/text-layer-trust.js';
import { readTextPages } from '../src/pipeline/read-pages.js';
import { buildPdf, onePage, stream } from './support/damage.js';
import { FIXTURE_DIR } from './global-setup.js';

const root = resolve(import.meta.dirname, '..');
const realworld = resolve(root, '..', 'shared', 'realworld');
const pdfs = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.pdf')).sort().map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(join(dir, f))) })) : []);

/** The reader's answer for each page, checked against pdf.js's operator list; returns how many pages it settled. */
async function agree(name: string, bytes: Uint8Array): Promise<{ pages: number; visible: number }> {
  let doc: PDFDocumentProxy;
  try {
    doc = await openPdf(bytes.slice());
  } catch {
    return { pages: 0, visible: 0 };
  }
  const visible = visibleTextReader(bytes, doc.numPages);
  let settled = 0;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      if (!visible(n)) continue;
      settled++;
      const drawn = await textDrawing(await doc.getPage(n));
      expect(drawn.invisibleTextShare, `${name} page ${n}`).toBe(0);
    }
    return { pages: doc.numPages, visible: settled };
  } finally {
    await doc.destroy();
  }
}

const TEXT = 'BT /F1 9 Tf 40 700 Td (Opening balance 1,23,456.78) Tj ET';

describe('visibleTextReader', () => {
  it('says visible only where no text rendering mode 3 or 7 can be set, and nothing unread is drawn', () => {
    const answer = (bytes: Uint8Array) => visibleTextReader(bytes, 1)(1);
    expect(answer(onePage(TEXT))).toBe(true);
    expect(answer(onePage(`0 Tr ${TEXT}`))).toBe(true);
    expect(answer(onePage(`3 Tr ${TEXT}`))).toBe(false);
    expect(answer(onePage(`BT 7 Tr ET ${TEXT}`))).toBe(false);
    expect(answer(onePage(`3.0 Tr ${TEXT}`))).toBe(false);
    // pdf.js splits "3Tr" into a number and the operator; a mode that is not a plain number is not known here.
    expect(answer(onePage(`3Tr ${TEXT}`))).toBe(false);
    expect(answer(onePage(`/X Tr ${TEXT}`))).toBe(false);
    // An inline image: pdf.js finds its end its own way.
    expect(answer(onePage(`q BI /W 1 /H 1 /BPC 8 /CS /G ID x EI Q ${TEXT}`))).toBe(false);
    // Annotations: a link without an appearance draws nothing; anything else may.
    expect(answer(onePage(TEXT, '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] >>]'))).toBe(true);
    expect(answer(onePage(TEXT, '/Annots [<< /Type /Annot /Subtype /Stamp /Rect [0 0 10 10] >>]'))).toBe(false);
    // A page count other than pdf.js's: the reader is not used.
    expect(visibleTextReader(onePage(TEXT), 2)(1)).toBe(false);
  });

  it('follows forms and graphics states: invisible text in a form, a soft mask', () => {
    const withForm = (formText: string, gs = '') =>
      buildPdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Fm1 5 0 R >> /ExtGState << /G1 << /CA 0.5 >> /G2 << /SMask << /S /Alpha /G 5 0 R >> >> >> >> >>`,
        stream(`${gs} q /Fm1 Do Q`),
        `<< /Type /XObject /Subtype /Form /BBox [0 0 595 842] /Length ${formText.length} >>\nstream\n${formText}\nendstream`,
      ]);
    const answer = (bytes: Uint8Array) => visibleTextReader(bytes, 1)(1);
    expect(answer(withForm(TEXT))).toBe(true);
    expect(answer(withForm(`3 Tr ${TEXT}`))).toBe(false);
    expect(answer(withForm(TEXT, '/G1 gs'))).toBe(true);
    expect(answer(withForm(TEXT, '/G2 gs'))).toBe(false);
  });

  it('agrees with pdf.js on every fixture, and settles the pages the text check would ask pdf.js about', { timeout: 120_000 }, async () => {
    let pages = 0;
    let visible = 0;
    for (const f of pdfs(FIXTURE_DIR)) {
      const r = await agree(f.name, f.bytes);
      pages += r.pages;
      visible += r.visible;
    }
    expect(visible).toBeGreaterThan(0.9 * pages);
  });

  it('never says visible on a searchable scan (an invisible layer over the image), clean or noisy', { timeout: 300_000 }, async () => {
    const source = pdfs(FIXTURE_DIR).filter((f) => ['br-banco-cerrado.pdf', 'in-deccan-bank.pdf'].includes(f.name));
    expect(source).toHaveLength(2);
    for (const f of source)
      for (const textLayer of ['clean', 'noisy'] as const) {
        const { pdf } = await scanPdf(f.bytes, { seed: 11, damage: { dpi: 150, mode: 'grey' }, textLayer });
        const doc = await openPdf(pdf.slice());
        const reader = visibleTextReader(pdf, doc.numPages);
        for (let n = 1; n <= doc.numPages; n++) expect(reader(n), `${f.name} ${textLayer} page ${n}`).toBe(false);
        await doc.destroy();
      }
  });

  it.skipIf(!existsSync(realworld))('agrees with pdf.js on the real-world statements', { timeout: 300_000 }, async () => {
    for (const f of pdfs(realworld)) await agree(f.name, f.bytes);
  });
});

describe('readTextPages with the reader', () => {
  it('reads Indian-grouped figures (which the check counts as broken) without any operator list, to the same pages', { timeout: 60_000 }, async () => {
    const bytes = new Uint8Array(readFileSync(join(FIXTURE_DIR, 'in-deccan-bank.pdf')));
    const read = async (withReader: boolean) => {
      const doc = await openPdf(bytes.slice());
      let lists = 0;
      const getPage = doc.getPage.bind(doc);
      doc.getPage = async (n: number) => {
        const page = await getPage(n);
        const ops = page.getOperatorList.bind(page);
        page.getOperatorList = (...a: Parameters<typeof ops>) => (lists++, ops(...a));
        return page;
      };
      try {
        const pages = await readTextPages(doc, { drawnVisibly: withReader ? visibleTextReader(bytes, doc.numPages) : undefined });
        return { pages: pages.map((p) => ({ type: p.type, text: p.lines.map((l) => l.text) })), lists };
      } finally {
        await doc.destroy();
      }
    };
    const before = await read(false);
    const after = await read(true);
    expect(before.lists).toBeGreaterThan(0); // the page does ask for the operator list without the reader
    expect(after.lists).toBe(0);
    expect(after.pages).toEqual(before.pages);
    expect(after.pages.every((p) => p.type === 'digital')).toBe(true);
  });
});
