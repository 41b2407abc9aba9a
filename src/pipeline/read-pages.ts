import type { PDFDocumentProxy } from '../load/pdfjs.js';
import type { PageText, ProgressEvent } from '../types.js';
import { throwIfAborted } from '../errors.js';
import { textWords } from '../text/text-words.js';
import { groupLines } from '../text/group-lines.js';
import { shouldTrustTextLayer } from '../ocr/text-layer-trust.js';
import { MIN_DIGITAL_CHARS } from '../ocr/classify.js';


/** Pages read ahead: pdf.js parses on this thread but waits on its message loop, so a few pages in flight fill the gaps. */
const READ_AHEAD = 4;
/**
 * pdf.js's caches are emptied after every so many pages (doc.cleanup, at a point where no page is in flight). Each
 * font it has loaded keeps the glyphs of every distinct string it drew (Font#charsCache), so its thread's heap grew
 * with the page count: ~49 MB live after 2,000 pages of a statement, ~26 MB with this (the thread's own code and the
 * file). A font is loaded again after a cleanup (~1 ms).
 */
export const CLEANUP_EVERY_PAGES = 100;

/**
 * Reads every page's text layer into lines. Pages are released (page.cleanup) as soon as their words are taken,
 * and pdf.js's document caches every CLEANUP_EVERY_PAGES pages, so memory stays bounded by the read-ahead window and
 * the result itself, not by the page count. Pages without
 * text come back as `scanned` with no lines.
 */
export async function readTextPages(
  doc: PDFDocumentProxy,
  opts: { signal?: AbortSignal; onProgress?: (e: ProgressEvent) => void; drawnVisibly?: (pageNumber: number) => boolean },
): Promise<PageText[]> {
  const total = doc.numPages;
  // Per page: read as tracked (glyphs off their places), or holding pieces a tracked reading would join.
  const tracked: boolean[] = [];
  const joinable: boolean[] = [];
  const readPage = async (n: number, asTracked = false): Promise<PageText> => {
    const page = await doc.getPage(n);
    try {
      const read = await textWords(page, asTracked);
      const { words, width, height } = read;
      tracked[n] = read.tracked;
      joinable[n] = read.joinable;
      const chars = words.reduce((s, w) => s + w.text.length, 0);
      const lines = chars >= MIN_DIGITAL_CHARS ? groupLines(words, n) : [];
      // A noisy invisible OCR layer over a scan is not to be trusted: such a page is read by our own OCR.
      const visible = opts.drawnVisibly;
      const digital = lines.length > 0 && (await shouldTrustTextLayer(page, lines, visible && (() => visible(n))));
      return { page_number: n, width, height, type: digital ? 'digital' : 'scanned', source: 'text', lines: digital ? lines : [], ...(digital && read.tracked ? { tracked: true as const } : {}) };
    } finally {
      page.cleanup();
    }
  };
  const pages: PageText[] = [];
  const inFlight: Promise<PageText>[] = [];
  let next = 1;
  // No page past this one is started before the cleanup that follows it.
  let cleanAt = CLEANUP_EVERY_PAGES;
  while (pages.length < total) {
    throwIfAborted(opts.signal);
    while (next <= total && next <= cleanAt && inFlight.length < READ_AHEAD) {
      const p = readPage(next++);
      p.catch(() => undefined); // a page failing after an abort must not become an unhandled rejection
      inFlight.push(p);
    }
    pages.push(await inFlight.shift()!);
    opts.onProgress?.({ stage: 'text', pages_done: pages.length, pages_total: total });
    if (pages.length === cleanAt && next <= total) {
      await doc.cleanup();
      cleanAt += CLEANUP_EVERY_PAGES;
    }
  }
  // One producer placed every glyph of the document: where its figures came apart on some pages, a page whose own
  // figures happen to show no break is read the same way ("2 7,63" on a last page of few rows is 27,63). Only the
  // pages a tracked reading changes are read again.
  if (tracked.some(Boolean))
    for (let n = 1; n <= total; n++) {
      if (tracked[n] || !joinable[n]) continue;
      throwIfAborted(opts.signal);
      pages[n - 1] = await readPage(n, true);
    }
  return pages;
}
