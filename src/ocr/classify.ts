import type { PDFPageProxy } from '../load/pdfjs.js';
import type { PageOps } from '../load/page-ops.js';

/** Non-space characters a page needs in its text layer to count as digital. */
export const MIN_DIGITAL_CHARS = 20;

/**
 * Digital or scanned, from the text layer alone: no pixels, no operator list, no OCR (1-2 ms on a scanned page,
 * 25-35 ms on a digital one). A page with at least MIN_DIGITAL_CHARS non-space characters is digital, whatever
 * images it also paints: real text over a full-page background image (card statements) stays digital.
 * A page with less (an image-only scan, or a scan with a stamped "Page 1 of 3") is scanned and goes to OCR;
 * an empty page then costs one render and no recognition (blank pages are detected before tesseract).
 * Searchable scans (an invisible OCR layer) classify as digital here; `shouldTrustTextLayer` then decides
 * whether that layer is good enough or the page must be OCRed.
 */
export async function classifyPage(page: PDFPageProxy): Promise<{ type: 'digital' | 'scanned'; chars: number }> {
  const content = await page.getTextContent();
  let chars = 0;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const s = item.str;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      // Whitespace and control characters do not count; everything else (incl. symbols) does.
      if (c > 32 && c !== 0xa0 && c !== 0x2007 && c !== 0x202f && c !== 0xfeff && !(c >= 0x2000 && c <= 0x200b)) chars++;
    }
  }
  return { type: chars >= MIN_DIGITAL_CHARS ? 'digital' : 'scanned', chars };
}

/**
 * Shown-string bytes from which a page is digital without reading its text: two bytes a character (two-byte
 * fonts) and a factor of four for bytes a font maps to spaces or to nothing.
 */
export const DIGITAL_TEXT_BYTES = MIN_DIGITAL_CHARS * 2 * 4;

/**
 * The answer `classifyPage` would give, from the page's operators alone (`readPageOps`), where they decide it: no
 * text-showing operator at all is no text (scanned); many non-space bytes shown is text (digital). In between (a
 * stamped "Page 1 of 3" over a scan, a nearly empty page) only the text can tell: undefined.
 */
export function classifyFromOps(ops: PageOps | undefined): 'digital' | 'scanned' | undefined {
  if (!ops) return undefined;
  if (ops.textOps === 0) return 'scanned';
  if (ops.textBytes >= DIGITAL_TEXT_BYTES) return 'digital';
  return undefined;
}
