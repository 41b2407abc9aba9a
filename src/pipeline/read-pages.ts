import type { PDFDocumentProxy } from '../load/pdfjs.js';
import type { PageText, ProgressEvent } from '../types.js';
import { throwIfAborted } from '../errors.js';
import { textWords } from '../text/text-words.js';
import { groupLines } from '../text/group-lines.js';

/** A page with fewer non-space characters than this carries no usable text layer. */
export const MIN_TEXT_CHARS = 20;

/**
 * Reads every page's text layer into lines, one page at a time (pdf.js caches are released after each page
 * so memory does not grow with the page count). Pages without text come back as `scanned` with no lines.
 */
export async function readTextPages(
  doc: PDFDocumentProxy,
  opts: { signal?: AbortSignal; onProgress?: (e: ProgressEvent) => void },
): Promise<PageText[]> {
  const pages: PageText[] = [];
  const total = doc.numPages;
  for (let n = 1; n <= total; n++) {
    throwIfAborted(opts.signal);
    const page = await doc.getPage(n);
    try {
      const { words, width, height } = await textWords(page);
      const chars = words.reduce((s, w) => s + w.text.length, 0);
      const digital = chars >= MIN_TEXT_CHARS;
      pages.push({ page_number: n, width, height, type: digital ? 'digital' : 'scanned', source: 'text', lines: digital ? groupLines(words, n) : [] });
    } finally {
      page.cleanup();
    }
    opts.onProgress?.({ stage: 'text', pages_done: n, pages_total: total });
  }
  return pages;
}
