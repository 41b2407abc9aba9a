/**
 * estimated_seconds of an upload (interface 2.2) from its page kinds and the speeds measured in README "Measured":
 * digital text ~121 pages/s, OCR 1.6-2.5 s a page on 2 cores. The slower OCR figure is used: a caller polling a
 * little late costs less than one told "done soon" that keeps waiting. Queue wait is not included.
 */
const DOC_OVERHEAD_S = 0.5;
const DIGITAL_S_PER_PAGE = 1 / 100;
const SCANNED_S_PER_PAGE = 2.5;

export function estimateSeconds(digitalPages: number, scannedPages: number): number {
  return Math.max(1, Math.ceil(DOC_OVERHEAD_S + digitalPages * DIGITAL_S_PER_PAGE + scannedPages * SCANNED_S_PER_PAGE));
}
