import type { Input, PreviewOptions, PreviewResult } from '../types.js';
import { readInput } from '../load/read-input.js';
import { openPdf } from '../load/open-pdf.js';
import { readPageOps } from '../load/page-ops.js';
import { throwIfAborted } from '../errors.js';
import { classifyFromOps, classifyPage } from '../ocr/classify.js';
import { validatePreviewOptions } from '../load/options.js';

/**
 * Credits per page. A scanned page needs rendering and OCR, which costs two to three orders of magnitude
 * more compute than reading a text layer; three credits keeps the number readable and the ratio honest.
 */
export const DIGITAL_PAGE_WEIGHT = 1;
export const SCANNED_PAGE_WEIGHT = 3;

/**
 * Classifies each page as digital or scanned: no rendering, no OCR. The answer is `classifyPage`'s (non-space
 * characters of the text layer), taken from the content-stream operators where they settle it (`classifyFromOps`,
 * ~0.1 ms a page against 5-30 ms for pdf.js's text content) and from the text layer elsewhere. pdf.js still opens
 * the file: it decides whether it can be read at all, and its page count is the one `extract` will see.
 */
export async function preview(input: Input, options: PreviewOptions = {}): Promise<PreviewResult> {
  options = validatePreviewOptions(options);
  const bytes = await readInput(input);
  // Before openPdf, which detaches the bytes.
  const ops = readPageOps(bytes);
  const doc = await openPdf(bytes, { password: options.password, maxPages: options.maxPages, signal: options.signal });
  try {
    // A page tree read differently from pdf.js's (a wrong /Count, a repaired file) is not used at all.
    const known = ops?.length === doc.numPages ? ops : [];
    const pages: PreviewResult['pages'] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      throwIfAborted(options.signal);
      let type = classifyFromOps(known[n - 1]);
      if (!type) {
        const page = await doc.getPage(n);
        type = (await classifyPage(page)).type;
        page.cleanup();
      }
      pages.push({ page: n, type });
    }
    const digital = pages.filter((p) => p.type === 'digital').length;
    const scanned = pages.length - digital;
    return {
      page_count: pages.length,
      digital_pages: digital,
      scanned_pages: scanned,
      credit_cost: digital * DIGITAL_PAGE_WEIGHT + scanned * SCANNED_PAGE_WEIGHT,
      pages,
    };
  } finally {
    await doc.destroy();
  }
}
