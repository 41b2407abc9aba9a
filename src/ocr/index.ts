/** OCR stage: scanned pages in, PageText out (same shape as a digital page's). */
export { createOcrPool, type OcrPool, type OcrPoolOptions } from './pool.js';
export { ocrPages, type OcrPagesOptions } from './ocr-pages.js';
export { classifyPage, MIN_DIGITAL_CHARS } from './classify.js';
export { shouldTrustTextLayer, textQuality, textDrawing } from './text-layer-trust.js';
export { renderPageGrey, DEFAULT_DPI } from './render-page.js';
export { toPgm, rotate180, type GreyImage } from './grey-image.js';
export { estimateSkew, type SkewEstimate } from './deskew.js';
