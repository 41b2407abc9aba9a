import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from '../load/pdfjs.js';
import { renderPageGrey } from '../ocr/render-page.js';
import { rotate180, rotate90, type GreyImage } from '../ocr/grey-image.js';
import { estimateSkew } from '../ocr/deskew.js';
import { rotateGrey } from '../ocr/rotate.js';

/** One page of the report: its image as a data URI and its size in points (the overlay's coordinates). */
export interface PageImage {
  page: number;
  /** Page size in PDF points after /Rotate (the coordinate system of Word, Line and Transaction.bbox). */
  width: number;
  height: number;
  /** `data:image/jpeg;base64,...` */
  src: string;
  /** Encoded image size in bytes. */
  bytes: number;
  /** The image was turned straight like the OCR saw it (scanned pages). */
  straightened?: number;
}

export interface RenderOptions {
  /** Pixels per inch of the page images (default 110: A4 is 910 x 1286 px, amounts stay legible). */
  dpi?: number;
  /** JPEG quality 1-100 (default 70). */
  quality?: number;
  /** Pages read by OCR: their image is turned straight as the OCR saw it, so the boxes fall on the text. */
  scanned?: Set<number>;
  /** Only these pages (default: all). */
  only?: Set<number>;
  /** Scanned pages the OCR read turned (upside down or sideways), by page number: turned the same way first. */
  turns?: Map<number, 90 | -90 | 180>;
}

export const REPORT_DPI = 110;
export const REPORT_JPEG_QUALITY = 70;

/**
 * Renders every page as a greyscale JPEG (grey keeps the file small and lets the coloured overlay stand out). Scanned
 * pages are straightened by the same tilt estimate the OCR path uses (src/ocr/deskew.ts), because OCR word boxes are
 * in the straightened frame. Pages are rendered one at a time and released, so memory stays at one page.
 */
export async function renderPageImages(doc: PDFDocumentProxy, options: RenderOptions = {}): Promise<PageImage[]> {
  const dpi = options.dpi ?? REPORT_DPI;
  const quality = Math.max(1, Math.min(100, Math.round(options.quality ?? REPORT_JPEG_QUALITY)));
  const out: PageImage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    if (options.only && !options.only.has(n)) continue;
    const page = await doc.getPage(n);
    try {
      const vp = page.getViewport({ scale: 1 });
      const quarter = options.scanned?.has(n) && (options.turns?.get(n) === 90 || options.turns?.get(n) === -90);
      let img = await renderPageGrey(page, dpi);
      let straightened: number | undefined;
      if (options.scanned?.has(n)) {
        const turn = options.turns?.get(n);
        if (turn === 180) img = rotate180(img);
        else if (turn) img = rotate90(img, turn === 90 ? 1 : -1);
        const angle = estimateSkew(img).angleDeg;
        if (angle !== 0) {
          img = rotateGrey(img, -angle);
          straightened = angle;
        }
      }
      const jpeg = await encodeJpeg(img, quality);
      out.push({
        page: n,
        width: quarter ? vp.height : vp.width,
        height: quarter ? vp.width : vp.height,
        src: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
        bytes: jpeg.length,
        ...(straightened !== undefined ? { straightened } : {}),
      });
    } finally {
      page.cleanup();
    }
  }
  return out;
}

async function encodeJpeg(img: GreyImage, quality: number): Promise<Buffer> {
  const canvas = createCanvas(img.width, img.height);
  try {
    const ctx = canvas.getContext('2d');
    const data = ctx.createImageData(img.width, img.height);
    const rgba = data.data;
    const grey = img.data;
    for (let i = 0, j = 0; i < grey.length; i++, j += 4) {
      const v = grey[i]!;
      rgba[j] = v;
      rgba[j + 1] = v;
      rgba[j + 2] = v;
      rgba[j + 3] = 255;
    }
    ctx.putImageData(data, 0, 0);
    return await canvas.encode('jpeg', quality);
  } finally {
    canvas.width = 1;
    canvas.height = 1;
  }
}
