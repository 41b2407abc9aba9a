import type { ExtractOptions, Input, Statement } from '../types.js';
import { StatementError } from '../errors.js';
import { readInput } from '../load/read-input.js';
import { openPdf } from '../load/open-pdf.js';
import { evidenceOf, type ExtractionEvidence } from '../pipeline/evidence.js';
import { runExtraction } from '../pipeline/extract.js';
import { renderPageImages } from './render-pages.js';
import { reportHtml } from './html.js';

export interface ReportOptions {
  password?: string;
  /** Resolution of the page images in pixels per inch (default 110). */
  dpi?: number;
  /** JPEG quality of the page images, 1-100 (default 70). */
  quality?: number;
  /**
   * Pages drawn (1-based). Default: all pages, up to MAX_REPORT_PAGES (100, about 30 MB of images); the table still
   * lists every row, and rows on pages not drawn have no box.
   */
  pages?: number[];
  /** Title of the report (default: the file name, or "statement"). */
  title?: string;
  /** Options the statement was extracted with (hints), used only to re-read the layout of a digital statement that carries no evidence. */
  extract?: ExtractOptions;
}

/** Pages drawn when the caller names none: beyond this a report is too heavy to open (a dense page is ~0.3 MB). */
export const MAX_REPORT_PAGES = 100;

/**
 * A self-contained HTML report of one statement: every page as an image with the rows, table columns and set-aside
 * lines drawn over it, beside the summary and the table of rows. `statement` is what extract() returned for `input`.
 * A statement from extract() in this process carries the layout evidence; one read back from JSON has only its rows'
 * boxes, so for a digital document the layout is read again (milliseconds), and for a scanned one the report shows
 * rows and breaks without headers and set-aside lines.
 */
export async function report(statement: Statement, input: Input, options: ReportOptions = {}): Promise<string> {
  const bytes = await readInput(input);
  let evidence = evidenceOf(statement);
  if (!evidence && statement.pages.every((p) => p.type === 'digital')) evidence = await reread(bytes, statement, options);
  const doc = await openPdf(bytes.slice(), { password: options.password ?? options.extract?.password });
  let images;
  try {
    if (doc.numPages !== statement.page_count)
      throw new StatementError('INVALID_INPUT', `the PDF has ${doc.numPages} pages but the statement ${statement.page_count}: not the same document`);
    const scanned = new Set(statement.pages.filter((p) => p.type === 'scanned').map((p) => p.page));
    const turns = new Map((evidence?.pages ?? []).filter((p) => p.turn).map((p) => [p.page, p.turn!] as const));
    const only = new Set(options.pages ?? Array.from({ length: Math.min(doc.numPages, MAX_REPORT_PAGES) }, (_, k) => k + 1));
    images = await renderPageImages(doc, { dpi: options.dpi, quality: options.quality, scanned, turns, only });
  } finally {
    await doc.destroy();
  }
  const title = options.title ?? (typeof input === 'string' ? input.split(/[\\/]/).pop()! : 'statement');
  return reportHtml({ statement, images, evidence, title });
}

/** The layout evidence of a digital statement read again, kept only if it found the same rows. */
async function reread(bytes: Uint8Array, statement: Statement, options: ReportOptions): Promise<ExtractionEvidence | undefined> {
  const noOcr = { get: () => Promise.reject(new StatementError('OCR_UNAVAILABLE', 'not used')) };
  try {
    const again = await runExtraction(bytes, { ...options.extract, password: options.password ?? options.extract?.password, ocr: { enabled: false } }, noOcr);
    return again.transaction_count === statement.transaction_count ? evidenceOf(again) : undefined;
  } catch {
    return undefined;
  }
}
