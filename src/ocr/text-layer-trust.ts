import { pdfjs, type PDFPageProxy } from '../load/pdfjs.js';
import type { Line } from '../types.js';

/**
 * Can a page's text layer be used, or must the page be OCRed?
 *
 * The rule (per page):
 * 1. Token quality of the layer (cheap, from the lines already built):
 *    - garbage tokens: U+FFFD, control or private-use characters, or runs of 3+ symbols/punctuation
 *      ("|~«", ".,.;"), the marks of a broken font encoding or of a noisy OCR layer;
 *    - broken amounts: tokens made of digits and separators that end like money (`1,234.5x` with two decimals)
 *      but are not grouped like one (`1,23.45`, `12.3,45`, `1.234,5.67`).
 * 2. Where the text is drawn (page.getOperatorList, cached by pdf.js for the render that follows if the page is
 *    then OCRed): the share of the page covered by the largest image, and the share of text-showing operators
 *    drawn invisibly (text render mode 3 or 7).
 *
 * A layer that is mostly invisible text over a page-dominating image (>= 50 % of the page, >= 80 % of the text
 * invisible) is someone else's OCR: trusted only when it is clean (at least 5 tokens, garbage <= 5 %,
 * broken amounts <= 5 %), otherwise the page is OCRed. Visible text (a true digital page, with or without a
 * background image) is trusted unless it is garbage (> 30 % garbage tokens, e.g. an unusable font encoding).
 * A page with no tokens at all is never trusted. Clean layers are decided without the operator list, so a normal
 * digital page costs microseconds here; so are layers `drawnVisibly` proves visible (the answer the operator list
 * would give: invisible text is then none of it).
 */
export async function shouldTrustTextLayer(page: PDFPageProxy, textLines: Line[], drawnVisibly?: () => boolean): Promise<boolean> {
  const q = textQuality(textLines);
  if (q.tokens === 0) return false;
  if (q.garbageRatio > VISIBLE_MAX_GARBAGE) return false;
  const clean = q.tokens >= 5 && q.garbageRatio <= INVISIBLE_MAX_GARBAGE && q.brokenAmountRatio <= INVISIBLE_MAX_BROKEN_AMOUNTS;
  // A clean layer is used whoever drew it: the operator list (0.1 s digital, ~1 s on a scan) is only needed to
  // tell a noisy OCR layer (re-OCR) from noisy-looking visible text (keep).
  if (clean) return true;
  // Text that is surely drawn visibly is no OCR layer, whatever the images: the content-stream reader settles that
  // without pdf.js building the page's whole operator list (a third of the reading time of a page of Indian-grouped
  // figures, "1,23,456.78", which count as broken amounts here).
  if (drawnVisibly?.()) return true;
  const drawn = await textDrawing(page);
  const ocrLayer = drawn.largestImageShare >= 0.5 && drawn.invisibleTextShare >= 0.8;
  return ocrLayer ? clean : true;
}

const VISIBLE_MAX_GARBAGE = 0.3;
const INVISIBLE_MAX_GARBAGE = 0.05;
const INVISIBLE_MAX_BROKEN_AMOUNTS = 0.05;

export interface TextQuality {
  tokens: number;
  garbageRatio: number;
  /** Share of amount-like tokens that do not parse as money. */
  brokenAmountRatio: number;
}

export function textQuality(lines: Line[]): TextQuality {
  let tokens = 0;
  let garbage = 0;
  let amounts = 0;
  let broken = 0;
  for (const l of lines)
    for (const w of l.words)
      for (const t of w.text.split(/\s+/)) {
        if (!t) continue;
        tokens++;
        if (isGarbage(t)) garbage++;
        const a = amountShape(t);
        if (a !== 'none') {
          amounts++;
          if (a === 'broken') broken++;
        }
      }
  return {
    tokens,
    garbageRatio: tokens ? garbage / tokens : 0,
    brokenAmountRatio: amounts ? broken / amounts : 0,
  };
}

function isGarbage(t: string): boolean {
  if (/[\uFFFD\p{Cc}\p{Co}\p{Cn}]/u.test(t)) return true;
  // Three or more symbols in a row, except common runs (dot leaders, dashes, asterisks used as masks).
  const runs = t.match(/[^\p{L}\p{N}\s]{3,}/gu);
  return !!runs?.some((r) => !/^(\.+|-+|_+|\*+|=+)$/.test(r));
}

/** 'ok' for money-like tokens that parse, 'broken' for ones that look like money but do not, else 'none'. */
export function amountShape(t: string): 'ok' | 'broken' | 'none' {
  const core = t.replace(/^[-+(]?[£$€]?/, '').replace(/(\)|-|CR|DR|cr|dr)$/, '');
  // Digits and separators ending in a separator plus two digits: something meant as money.
  if (!/^\d[\d.,' ]*[.,]\d{2}$/.test(core)) return 'none';
  const ok =
    /^\d+[.,]\d{2}$/.test(core) ||
    /^\d{1,3}(,\d{3})+\.\d{2}$/.test(core) ||
    /^\d{1,3}(\.\d{3})+,\d{2}$/.test(core) ||
    /^\d{1,3}([' ]\d{3})+[.,]\d{2}$/.test(core);
  return ok ? 'ok' : 'broken';
}

export interface TextDrawing {
  /** Area of the largest painted image over the page area (0..1, capped). */
  largestImageShare: number;
  /** Text-showing operators drawn with render mode 3 or 7, over all text-showing operators. */
  invisibleTextShare: number;
}

/** Walks the operator list tracking the CTM and text render mode. */
export async function textDrawing(page: PDFPageProxy): Promise<TextDrawing> {
  const OPS = pdfjs.OPS;
  const ops = await page.getOperatorList();
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const pageArea = Math.abs((x1 - x0) * (y1 - y0)) || 1;
  type M = [number, number, number, number, number, number];
  let ctm: M = [1, 0, 0, 1, 0, 0];
  let mode = 0;
  const stack: { ctm: M; mode: number }[] = [];
  let largest = 0;
  let texts = 0;
  let invisible = 0;
  const mul = (m: number[], n: M): M => [
    m[0]! * n[0] + m[1]! * n[2],
    m[0]! * n[1] + m[1]! * n[3],
    m[2]! * n[0] + m[3]! * n[2],
    m[2]! * n[1] + m[3]! * n[3],
    m[4]! * n[0] + m[5]! * n[2] + n[4],
    m[4]! * n[1] + m[5]! * n[3] + n[5],
  ];
  const image = (m: M): void => {
    largest = Math.max(largest, Math.abs(m[0] * m[3] - m[1] * m[2]) / pageArea);
  };
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        stack.push({ ctm, mode });
        break;
      case OPS.transform:
        ctm = mul(args as number[], ctm);
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push({ ctm, mode });
        const m = args?.[0] as number[] | null | undefined;
        if (m && m.length === 6) ctm = mul(m, ctm);
        break;
      }
      case OPS.restore:
      case OPS.paintFormXObjectEnd: {
        const s = stack.pop();
        if (s) ({ ctm, mode } = s);
        break;
      }
      case OPS.setTextRenderingMode:
        mode = Number(args?.[0] ?? 0);
        break;
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
        image(ctm);
        break;
      case OPS.paintImageXObjectRepeat: {
        // args: objId, scaleX, scaleY, positions
        const sx = Number(args?.[1] ?? 0);
        const sy = Number(args?.[2] ?? 0);
        image(mul([sx, 0, 0, sy, 0, 0], ctm));
        break;
      }
      case OPS.showText:
      case OPS.showSpacedText:
      case OPS.nextLineShowText:
      case OPS.nextLineSetSpacingShowText:
        texts++;
        if (mode === 3 || mode === 7) invisible++;
        break;
    }
  }
  return { largestImageShare: Math.min(1, largest), invisibleTextShare: texts ? invisible / texts : 0 };
}
