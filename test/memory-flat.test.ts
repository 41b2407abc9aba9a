/**
 * The mechanisms that keep a long statement's memory flat (bench/README.md, issue 15) must not change what is read:
 * words kept in one array per page read like plain words, text streamed chunk by chunk gives getTextContent's items,
 * pdf.js's caches are emptied only with no page in flight, and a statement built from pages it may consume is the
 * statement built from pages it may not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPdf, streamPageText } from '../src/load/open-pdf.js';
import type { PDFDocumentProxy } from '../src/load/pdfjs.js';
import { buildStatement } from '../src/pipeline/extract.js';
import { CLEANUP_EVERY_PAGES, readTextPages } from '../src/pipeline/read-pages.js';
import { TextWord, wordWith } from '../src/text/word.js';

const SAMPLE = join(import.meta.dirname, '..', 'samples', 'sample-statement.pdf');

describe('words of a text layer', () => {
  it('read their box from the page array, and a changed copy keeps every field', () => {
    const box = new Float64Array([10.5, 20.25, 100.1, 108.3, 9, 30, 41.75, 100.1, 108.3, 9]);
    const w = new TextWord('12.50', box, 5, true);
    expect([w.text, w.x0, w.x1, w.y0, w.y1, w.size, w.confidence, w.bold, w.alternatives]).toEqual(['12.50', 30, 41.75, 100.1, 108.3, 9, 1, true, undefined]);
    expect(wordWith(w, { text: '12,50' })).toEqual({ text: '12,50', x0: 30, x1: 41.75, y0: 100.1, y1: 108.3, size: 9, confidence: 1, bold: true });
    const plain = { text: 'S0ld', x0: 1, x1: 2, y0: 3, y1: 4, size: 5, confidence: 0.5, alternatives: ['Sold'] };
    expect(wordWith(plain, { x0: 0 })).toEqual({ ...plain, x0: 0 });
  });

  it('streamed text gives the items getTextContent gives, in order', async () => {
    const doc = await openPdf(new Uint8Array(readFileSync(SAMPLE)));
    try {
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        const streamed: unknown[] = [];
        await streamPageText(page, (items) => streamed.push(...items));
        const whole = await page.getTextContent({ disableNormalization: false });
        expect(streamed.length).toBeGreaterThan(20);
        expect(streamed).toEqual(whole.items);
      }
    } finally {
      await doc.destroy();
    }
  });
});

/** A document of `total` pages of clean text, counting the pages in flight when cleanup is called. */
function fakeDoc(total: number) {
  let inFlight = 0;
  const cleanups: { after: number; inFlight: number }[] = [];
  let done = 0;
  const text = 'Opening balance 1,234.56 Card payment 12.50';
  const doc = {
    numPages: total,
    async getPage(n: number) {
      inFlight++;
      return {
        pageNumber: n,
        getViewport: () => ({ width: 600, height: 800, transform: [1, 0, 0, -1, 0, 800] }),
        streamTextContent: () => {
          let sent = false;
          return {
            getReader: () => ({
              read: async () => {
                await new Promise((r) => setImmediate(r));
                if (sent) return { done: true, value: undefined };
                sent = true;
                return { done: false, value: { items: [{ str: text, width: 300, height: 10, transform: [10, 0, 0, 10, 50, 700], fontName: 'g_d0_f1' }] } };
              },
            }),
          };
        },
        cleanup() {
          inFlight--;
          done++;
          return true;
        },
      };
    },
    async cleanup() {
      cleanups.push({ after: done, inFlight });
    },
  };
  return { doc: doc as unknown as PDFDocumentProxy, cleanups };
}

describe('reading many pages', () => {
  it("empties pdf.js's caches every CLEANUP_EVERY_PAGES pages, with no page in flight, and not after the last", async () => {
    const total = CLEANUP_EVERY_PAGES * 2 + 7;
    const { doc, cleanups } = fakeDoc(total);
    const pages = await readTextPages(doc, {});
    expect(pages.map((p) => p.page_number)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(pages.every((p) => p.type === 'digital' && p.lines.length === 1)).toBe(true);
    expect(cleanups).toEqual([
      { after: CLEANUP_EVERY_PAGES, inFlight: 0 },
      { after: CLEANUP_EVERY_PAGES * 2, inFlight: 0 },
    ]);
  });

  it('a statement built from pages it may consume is the one built from pages it may not', async () => {
    const read = async () => {
      const doc = await openPdf(new Uint8Array(readFileSync(SAMPLE)));
      try {
        return await readTextPages(doc, {});
      } finally {
        await doc.destroy();
      }
    };
    const kept = await read();
    const consumed = await read();
    const a = buildStatement(kept, {});
    const b = buildStatement(consumed, {}, true);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(kept.some((p) => p.lines.length > 0)).toBe(true);
    expect(consumed.every((p) => p.lines.length === 0)).toBe(true);
  });
});
