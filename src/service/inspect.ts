/**
 * What an upload needs to know at once: that the file opens, its page count (against the plan's limit) and whether
 * its pages are scanned (for estimated_seconds). Classifying a page reads its text layer, which costs about as much
 * as extracting it (16 pages: preview 181 ms, extract 194 ms); a full preview on every upload halved the service's
 * throughput (bench/service.mjs), and the upload path is what the workers wait on. So only the first page is
 * classified and taken for all of them (statements are scanned or digital throughout far more often than mixed); the
 * exact split is written when a worker has read the statement.
 */
import { readInput } from '../load/read-input.js';
import { openPdf } from '../load/open-pdf.js';
import { classifyPage } from '../ocr/classify.js';

const SAMPLED_PAGES = 1;

export interface Inspection {
  page_count: number;
  digital_pages: number;
  scanned_pages: number;
}

/** First, middle and last page (or all of them when there are at most SAMPLED_PAGES). */
export function samplePages(n: number, k = SAMPLED_PAGES): number[] {
  if (n <= k) return Array.from({ length: n }, (_, i) => i + 1);
  if (k <= 1) return [1];
  return [...new Set(Array.from({ length: k }, (_, i) => 1 + Math.round((i * (n - 1)) / (k - 1))))];
}

export async function inspectPdf(path: string, maxPages: number): Promise<Inspection> {
  const doc = await openPdf(await readInput(path), { maxPages });
  try {
    const picks = samplePages(doc.numPages);
    let digital = 0;
    for (const n of picks) {
      const page = await doc.getPage(n);
      if ((await classifyPage(page)).type === 'digital') digital++;
      page.cleanup();
    }
    const d = Math.round((doc.numPages * digital) / picks.length);
    return { page_count: doc.numPages, digital_pages: d, scanned_pages: doc.numPages - d };
  } finally {
    await doc.destroy();
  }
}
