/**
 * Lines of print tesseract gave no word for (src/ocr/unread-ink.ts): a summary box's figures under its labels, left
 * out of a 150 DPI scan's reading (fresh scanned random 10289: the opening balance with them). Found by the pixels:
 * text-like rows no word box stands in; they are read again with the doubted words.
 */
import { describe, expect, it } from 'vitest';
import { unreadInkBands } from '../src/ocr/unread-ink.js';
import { doubtedStrip, withRereadings } from '../src/ocr/reread-doubted.js';
import type { OcrWord } from '../src/ocr/hocr.js';

const W = 600;
const H = 220;

/** A white page with "text" (short upright strokes 6 px apart) in the given rows, and a box's two side rules. */
function page(textRows: [number, number][]) {
  const data = new Uint8Array(W * H).fill(255);
  for (const [y0, y1] of textRows) for (let y = y0; y < y1; y++) for (let x = 60; x < 400; x += 6) data[y * W + x] = data[y * W + x + 1] = 0;
  for (let y = 0; y < H; y++) data[y * W + 20] = data[y * W + 580] = 0;
  return { width: W, height: H, dpi: 300, data };
}
const word = (x0: number, y0: number, text = 'Summe', conf = 90): OcrWord => ({ text, x0, x1: x0 + 50, y0, y1: y0 + 12, conf, alternatives: [] });
// The line of labels tesseract read (rows 120-132), five words of it.
const labels = [60, 120, 180, 240, 300].map((x) => word(x, 120));

describe('unreadInkBands', () => {
  it('finds the text-like rows no word stands in, and not the rows of a word, a box\'s side rules or blank rows', () => {
    const bands = unreadInkBands(page([[150, 162], [120, 132]]), labels);
    expect(bands).toEqual([{ left: 20, top: 150, width: 561, height: 12 }]);
  });

  it('finds nothing where every line of print was read', () => {
    expect(unreadInkBands(page([[120, 132]]), labels)).toEqual([]);
  });

  it('keeps what a band read (surely read words only) beside the page\'s words', () => {
    const img = page([[150, 162], [120, 132]]);
    const s = doubtedStrip(img, labels, unreadInkBands(img, labels))!;
    expect(s.cuts).toHaveLength(1);
    const c = s.cuts[0]!;
    // What tesseract read in the strip, in the strip's pixels: a figure, and a speck it doubted.
    const read = [{ ...word(70, c.at + 4, '1.352,10', 91) }, { ...word(200, c.at + 4, 'x', 20) }];
    const out = withRereadings(labels, s.cuts, read);
    expect(out.slice(0, 5)).toEqual(labels);
    expect(out.slice(5).map((w) => [w.text, w.y0])).toEqual([['1.352,10', 150]]);
    // A band that read no figure (a header line read in part) adds nothing.
    expect(withRereadings(labels, s.cuts, [{ ...word(70, c.at + 4, 'Borc', 91) }])).toEqual(labels);
  });
});
