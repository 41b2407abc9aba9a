/**
 * What an upload needs to know at once: that the file opens, its page count (against the plan's limit) and whether
 * its pages are scanned (for estimated_seconds). Classifying a page reads its text layer, which costs about as much
 * as extracting it (16 pages: preview 181 ms, extract 194 ms); a full preview on every upload halved the service's
 * throughput (bench/service.mjs), and the upload path is what the workers wait on. So only the first page is
 * classified and taken for all of them (statements are scanned or digital throughout far more often than mixed); the
 * exact split is written when a worker has read the statement.
 *
 * Even that, through pdf.js, cost the API process ~10 ms of CPU an upload (a document opened in its thread, the
 * first page's text content sent back), most of the server's CPU in bench/service.mjs. The light reader
 * (load/page-ops.ts) answers both from the page tree and the first content stream in well under a millisecond;
 * pdf.js opens the file only where it cannot answer (encrypted, damaged, an undecided first page, over the plan's
 * limit), so every refusal is still pdf.js's typed error.
 */
import { readInput } from '../load/read-input.js';
import { openPdf } from '../load/open-pdf.js';
import { readFirstPageOps } from '../load/page-ops.js';
import { classifyFromOps, classifyPage } from '../ocr/classify.js';

export interface Inspection {
  page_count: number;
  digital_pages: number;
  scanned_pages: number;
}

export async function inspectPdf(path: string, maxPages: number): Promise<Inspection> {
  const bytes = await readInput(path);
  const lite = readFirstPageOps(bytes);
  const type = lite && lite.pageCount <= maxPages ? classifyFromOps(lite.first) : undefined;
  if (lite && type) return inspection(lite.pageCount, type);
  const doc = await openPdf(bytes, { maxPages });
  try {
    const page = await doc.getPage(1);
    const c = await classifyPage(page);
    page.cleanup();
    return inspection(doc.numPages, c.type);
  } finally {
    await doc.destroy();
  }
}

/** The first page's kind taken for every page. */
const inspection = (pages: number, first: 'digital' | 'scanned'): Inspection =>
  first === 'digital' ? { page_count: pages, digital_pages: pages, scanned_pages: 0 } : { page_count: pages, digital_pages: 0, scanned_pages: pages };
