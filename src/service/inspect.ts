/**
 * What an upload needs to know at once: that the file opens, its page count (against the plan's limit) and roughly
 * how many pages are scanned (for estimated_seconds). A full preview classifies every page, which costs about as
 * much as extracting it (measured: 16 pages, 181 ms vs 194 ms): done in the API process for every upload it halved
 * the service's throughput. So only a few pages spread over the file are classified here; the exact split is known
 * once a worker has read the statement.
 */
import { readInput } from '../load/read-input.js';
import { openPdf } from '../load/open-pdf.js';
import { classifyPage } from '../ocr/classify.js';

const SAMPLED_PAGES = 3;

export interface Inspection {
  page_count: number;
  digital_pages: number;
  scanned_pages: number;
}

/** First, middle and last page (or all of them when there are at most SAMPLED_PAGES). */
export function samplePages(n: number, k = SAMPLED_PAGES): number[] {
  if (n <= k) return Array.from({ length: n }, (_, i) => i + 1);
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
