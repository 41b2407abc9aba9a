import type { Input, PreviewOptions, PreviewResult } from '../types.js';
import { readInput } from '../load/read-input.js';
import { openPdf } from '../load/open-pdf.js';
import { throwIfAborted } from '../errors.js';
import { classifyPage } from '../ocr/classify.js';
import { validatePreviewOptions } from '../load/options.js';

/**
 * Credits per page. A scanned page needs rendering and OCR, which costs two to three orders of magnitude
 * more compute than reading a text layer; three credits keeps the number readable and the ratio honest.
 */
export const DIGITAL_PAGE_WEIGHT = 1;
export const SCANNED_PAGE_WEIGHT = 3;

/** Classifies each page as digital or scanned from its text layer alone: no rendering, no OCR. */
export async function preview(input: Input, options: PreviewOptions = {}): Promise<PreviewResult> {
  options = validatePreviewOptions(options);
  const bytes = await readInput(input);
  const doc = await openPdf(bytes, { password: options.password, maxPages: options.maxPages });
  try {
    const pages: PreviewResult['pages'] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      throwIfAborted(options.signal);
      const page = await doc.getPage(n);
      pages.push({ page: n, type: (await classifyPage(page)).type });
      page.cleanup();
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
