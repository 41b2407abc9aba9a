import { isStatementError, StatementError } from '../errors.js';
import { PDFJS_RESOURCES, pdfjs, type PDFDocumentProxy, type PDFPageProxy } from './pdfjs.js';
import { startPdfSession, type PdfSession, type SessionOptions } from './pdf-worker.js';

export const DEFAULT_MAX_PAGES = 2000;
/**
 * Largest image (width x height) pdf.js decodes. A 600 DPI A4 scan is 35 M pixels; a crafted 20000x20000 image
 * would need 1.6 GB to decode before our own render cap could act, so pdf.js drops it (the page then reads as blank).
 */
export const MAX_IMAGE_PIXELS = 64_000_000;

export interface OpenOptions extends SessionOptions {
  password?: string;
  maxPages?: number;
  /**
   * Load the programs of the standard 14 fonts (Helvetica, Times, ...) where a PDF uses them without embedding
   * them (default true). They only draw text: the fonts' metrics are built into pdf.js, so the text layer reads the
   * same without them, ~10 % faster on short statements. Without them, such text is drawn in a fallback font.
   */
  standardFontPrograms?: boolean;
}

/**
 * Opens PDF bytes with pdf.js, which parses in a thread of its own (pdf-worker.ts: heap limit, time budgets, killed
 * on abort). Every later pdf.js call on the document (getPage, cleanup, and on its pages getTextContent, getOperatorList,
 * render) is guarded here too, so whatever pdf.js throws on a damaged file, or a budget it overruns, reaches the
 * caller as a typed StatementError, in extract and preview alike. The caller must `destroy()` the document, which
 * also ends the thread.
 */
export async function openPdf(bytes: Uint8Array, options: OpenOptions = {}): Promise<PDFDocumentProxy> {
  let doc: PDFDocumentProxy;
  try {
    doc = await loadDocument(options.password ? bytes.slice() : bytes, options.password, options);
  } catch (e) {
    // pdf.js tries only the password it is given: a document with an empty user password (owner password only)
    // would then be refused as WRONG_PASSWORD although it opens without one.
    if (!(options.password && isPasswordError(e, pdfjs.PasswordResponses.INCORRECT_PASSWORD))) throw mapPdfjsError(e, options.password);
    try {
      doc = await loadDocument(bytes, undefined, options);
    } catch {
      throw mapPdfjsError(e, options.password);
    }
  }
  const max = options.maxPages ?? DEFAULT_MAX_PAGES;
  guardDocument(doc);
  if (doc.numPages === 0) {
    await doc.destroy();
    throw new StatementError('NO_PAGES', 'the PDF has no pages');
  }
  if (doc.numPages > max) {
    const n = doc.numPages;
    await doc.destroy();
    throw tooManyPages(n, max);
  }
  return doc;
}

export function tooManyPages(pages: number, max: number): StatementError {
  return new StatementError('TOO_MANY_PAGES', `the PDF has ${pages} pages; the limit is ${max} (option maxPages)`);
}

const SESSION = Symbol('statement-extractor.session');
type WithSession = { [SESSION]?: PdfSession };

async function loadDocument(bytes: Uint8Array, password: string | undefined, options: OpenOptions): Promise<PDFDocumentProxy> {
  const session = startPdfSession(options);
  const task = pdfjs.getDocument({
    worker: session.pdfWorker,
    data: bytes, // detached by pdf.js: a caller that retries passes a copy the first time
    password,
    ...PDFJS_RESOURCES,
    ...(options.standardFontPrograms === false ? { standardFontDataUrl: undefined } : {}),
    cMapPacked: true,
    isEvalSupported: false,
    verbosity: 0,
    stopAtErrors: false,
    useSystemFonts: false,
    maxImageSize: MAX_IMAGE_PIXELS,
  });
  try {
    const doc = await session.run(task.promise);
    (doc as PDFDocumentProxy & WithSession)[SESSION] = session;
    session.setPageCount(doc.numPages);
    return doc;
  } catch (e) {
    void task.destroy().catch(() => undefined);
    await session.close();
    throw e;
  }
}

function isPasswordError(e: unknown, code: number): boolean {
  const err = e as { name?: string; code?: number };
  return err?.name === 'PasswordException' && err.code === code;
}

const GUARDED = Symbol('statement-extractor.guarded');
const PAGE_SESSION = Symbol('statement-extractor.page-session');
type Guardable = { [GUARDED]?: true; [PAGE_SESSION]?: PdfSession };

/**
 * A page's text items handed over chunk by chunk as pdf.js's thread sends them (getTextContent's items in the same
 * order), guarded like getTextContent (one call). getTextContent holds every chunk until the page's last one; with
 * a few pages read ahead the items of the pages in flight then outlived young-generation collections, and the old
 * generation filled with them (~67 KB a page: 134 MB over 2,000 pages, collected only by the next full collection).
 */
export function streamPageText(page: PDFPageProxy, onItems: (items: unknown[]) => void): Promise<void> {
  const read = async () => {
    const reader = page.streamTextContent({ disableNormalization: false }).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      onItems((value as { items: unknown[] }).items);
    }
  };
  const session = (page as PDFPageProxy & Guardable)[PAGE_SESSION];
  return session ? guarded(session, read(), `text of page ${page.pageNumber}`) : read();
}

/**
 * pdf.js parses lazily: a file that opens can still fail on a page's tree, content stream or images. The page
 * proxies pdf.js hands out are patched in place (pdf.js caches one proxy per page, so each is patched once).
 */
function guardDocument(doc: PDFDocumentProxy): void {
  const session = (doc as PDFDocumentProxy & WithSession)[SESSION]!;
  const getPage = doc.getPage.bind(doc);
  const destroy = doc.destroy.bind(doc);
  const cleanup = doc.cleanup.bind(doc);
  doc.getPage = (n: number) => guarded(session, getPage(n), `page ${n}`).then((page) => guardPage(session, page, n));
  doc.cleanup = (...a: Parameters<typeof cleanup>) => guarded(session, cleanup(...a), 'cleanup');
  doc.destroy = async () => {
    // A killed thread never answers pdf.js's goodbye: do not wait for it then. Some damaged files leave the goodbye
    // unanswered by a live thread too: the wait is bounded, and its timer is ref'd, because the caller is awaiting
    // this (an unref'd one let a script's top-level `await extract()` end the process with exit 13, no answer).
    const bye = destroy().catch(() => undefined);
    if (!session.failure) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([bye, new Promise((r) => (timer = setTimeout(r, 1000)))]);
      clearTimeout(timer);
    }
    await session.close();
  };
}

function guardPage(session: PdfSession, page: PDFPageProxy, n: number): PDFPageProxy {
  const p = page as PDFPageProxy & Guardable;
  if (p[GUARDED]) return page;
  p[GUARDED] = true;
  p[PAGE_SESSION] = session;
  const getTextContent = page.getTextContent.bind(page);
  const getOperatorList = page.getOperatorList.bind(page);
  const render = page.render.bind(page);
  page.getTextContent = (...a: Parameters<typeof getTextContent>) => guarded(session, getTextContent(...a), `text of page ${n}`);
  page.getOperatorList = (...a: Parameters<typeof getOperatorList>) => guarded(session, getOperatorList(...a), `drawing of page ${n}`);
  page.render = (...a: Parameters<typeof render>) => {
    const task = render(...a);
    // Drawing runs on this thread, in 15 ms slices that pdf.js chains through microtasks: without a yield between
    // slices no timer or abort could fire. And @napi-rs/canvas only records draw calls, rasterising them all when
    // the pixels are read: 2,000 draws of one image recorded in milliseconds then took 47 s in one native call.
    // So slices read one pixel now and then (the recorded work is done then, bit by bit) and yield to the event
    // loop, and a session that has failed (budget, abort, memory) stops the drawing.
    const ctx = (a[0] as { canvas?: { getContext?(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): unknown } } }).canvas?.getContext?.('2d');
    // Forcing the rasterisation every 100 ms (not every slice) keeps its cost on a normal scanned page near zero.
    let flushed = Date.now();
    task.onContinue = (next: () => void) => {
      if (Date.now() - flushed >= 100) {
        try {
          ctx?.getImageData(0, 0, 1, 1);
        } catch {
          // a canvas that cannot be read back is rasterised at the end, as before
        }
        flushed = Date.now();
      }
      if (session.failure) task.cancel();
      else setImmediate(next);
    };
    const promise = guarded(session, task.promise, `rendering of page ${n}`, 'render');
    promise.catch(() => undefined); // observed by the caller through task.promise
    // RenderTask.promise is a getter on the class: an own property shadows it.
    Object.defineProperty(task, 'promise', { value: promise });
    return task;
  };
  return page;
}

async function guarded<T>(session: PdfSession, p: Promise<T>, what: string, kind: 'parse' | 'render' = 'parse'): Promise<T> {
  try {
    return await session.run(p, kind);
  } catch (e) {
    throw mapPdfjsError(e, undefined, what);
  }
}

/** The one mapping from pdf.js (and engine) failures to error codes. */
export function mapPdfjsError(e: unknown, password: string | undefined, what?: string): StatementError {
  if (isStatementError(e)) return e;
  const err = e as { name?: string; code?: number; message?: string };
  const where = what ? ` (${what})` : '';
  const message = err?.message ?? String(e);
  if (err?.name === 'PasswordException') {
    if (err.code === pdfjs.PasswordResponses.INCORRECT_PASSWORD && password)
      return new StatementError('WRONG_PASSWORD', 'the PDF is encrypted and the password given is wrong', { cause: e });
    return new StatementError('PASSWORD_REQUIRED', 'the PDF is encrypted: pass its password (option password / --password)', { cause: e });
  }
  if (err?.name === 'AbortException' || err?.name === 'RenderingCancelledException')
    return new StatementError('ABORTED', `reading the PDF was cancelled${where}`, { cause: e });
  // Structures nested deeper than the parser's stack (crafted arrays or dictionaries): a limit, not a bug.
  if (/maximum call stack size exceeded/i.test(message) || err?.name === 'RangeError')
    return new StatementError('RESOURCE_LIMIT', `the PDF nests its objects too deeply to be read${where}: ${message}`, { cause: e });
  if (err?.name === 'InvalidPDFException')
    return new StatementError('CORRUPT_PDF', `the PDF is damaged or truncated${where}: ${message}`, { cause: e });
  return new StatementError('CORRUPT_PDF', `the PDF cannot be read${where}: ${message}`, { cause: e });
}
