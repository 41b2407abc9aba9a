import { isStatementError, StatementError } from '../errors.js';
import type { PDFDocumentProxy } from '../load/pdfjs.js';
import type { PageText } from '../types.js';
import type { OcrPool } from './pool.js';

export interface OcrPagesOptions {
  signal?: AbortSignal;
  /** Called as each page is yielded: pages done so far (in order), total, and seconds since the start. */
  onPage?: (info: { page: PageText; done: number; total: number; elapsedSeconds: number }) => void;
}

/**
 * OCRs the given 1-based pages and yields their PageText in page order. At most `pool.size + 1` pages are in
 * flight (rendered or being read): one per worker plus the next page, which this thread renders and deskews while
 * the workers read (rendering a scanned page costs ~0.4 s of this thread; without the extra page a lone worker
 * would wait for it every time). So a 200-page scan never holds more than that many page images: a new page is
 * started only when the oldest one has been yielded.
 *
 * Abort: no new page is started and the generator rejects with StatementError('ABORTED') at once; pages already
 * inside a worker finish in the background and are discarded (the pool stays usable).
 */
export async function* ocrPages(
  pool: OcrPool,
  doc: PDFDocumentProxy,
  pageNumbers: readonly number[],
  options: OcrPagesOptions = {},
): AsyncGenerator<PageText, void, undefined> {
  const { signal, onPage } = options;
  const start = Date.now();
  const inFlight: Promise<PageText>[] = [];
  let next = 0;
  let done = 0;
  const aborted = abortPromise(signal);

  const startPage = (n: number): Promise<PageText> => {
    const p = (async () => {
      const page = await doc.getPage(n);
      try {
        return await pool.recognizePage(page, n, signal);
      } catch (e) {
        // One page the OCR cannot read (a broken image, a failed job) costs that page, not the document: it comes
        // back empty with the reason. An abort, or a pool that is gone, still ends the run.
        if (!isStatementError(e) || e.code !== 'OCR_FAILED' || pool.terminated || signal?.aborted) throw e;
        const vp = page.getViewport({ scale: 1 });
        return { page_number: n, width: vp.width, height: vp.height, type: 'scanned', source: 'ocr', lines: [], error: e.message } satisfies PageText;
      } finally {
        page.cleanup();
      }
    })();
    p.catch(() => undefined); // rejection is observed when the page's turn comes; avoid unhandled-rejection noise
    return p;
  };

  try {
    while (done < pageNumbers.length) {
      if (signal?.aborted) throw abortError();
      while (inFlight.length < pool.size + 1 && next < pageNumbers.length) inFlight.push(startPage(pageNumbers[next++]!));
      const page = await Promise.race([inFlight[0]!, aborted.promise]);
      inFlight.shift();
      done++;
      onPage?.({ page, done, total: pageNumbers.length, elapsedSeconds: (Date.now() - start) / 1000 });
      yield page;
    }
  } finally {
    aborted.dispose();
    for (const p of inFlight) p.catch(() => undefined);
  }
}

function abortError(): StatementError {
  return new StatementError('ABORTED', 'extraction aborted by the caller');
}

function abortPromise(signal: AbortSignal | undefined): { promise: Promise<never>; dispose: () => void } {
  if (!signal) return { promise: new Promise<never>(() => undefined), dispose: () => undefined };
  let onAbort = (): void => undefined;
  const promise = new Promise<never>((_, reject) => {
    onAbort = () => reject(abortError());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  promise.catch(() => undefined);
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}
