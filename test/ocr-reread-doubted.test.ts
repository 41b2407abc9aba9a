/**
 * Words tesseract doubted are read again, each box on its own (src/ocr/reread-doubted.ts): the boxes are cut out of
 * the page image into one strip, a blank line apart, and each word takes its box's reading where that is surer. The
 * scans of random layouts whose figures stand centred between two lines of details (test/random-scanned.test.ts)
 * hold the mechanism on real OCR; here its geometry and its choice.
 */
import { describe, expect, it } from 'vitest';
import { doubtedStrip, withRereadings } from '../src/ocr/reread-doubted.js';
import type { OcrWord } from '../src/ocr/hocr.js';
import type { GreyImage } from '../src/ocr/grey-image.js';

const word = (text: string, x0: number, y0: number, x1: number, y1: number, conf: number): OcrWord => ({ text, x0, y0, x1, y1, conf, alternatives: [] });

/** A white page with a dark block where each word stands, its grey level the word's index (to find it in the strip). */
function pageWith(words: OcrWord[]): GreyImage {
  const width = 400;
  const height = 200;
  const data = new Uint8Array(width * height).fill(255);
  words.forEach((w, k) => {
    for (let y = w.y0; y < w.y1; y++) for (let x = w.x0; x < w.x1; x++) data[y * width + x] = 10 * k;
  });
  return { width, height, dpi: 200, data };
}

describe('doubted words read again each on its own', () => {
  const sure = word('02/02', 10, 20, 60, 40, 96);
  const noise = word('Qhcipzmie', 200, 20, 300, 40, 0);
  const figure = word('ALT', 320, 60, 380, 80, 27);

  it('cuts out only the doubted words, padded, one under the other a blank line apart', () => {
    const img = pageWith([sure, noise, figure]);
    const s = doubtedStrip(img, [sure, noise, figure])!;
    expect(s.cuts.map((c) => c.word.text)).toEqual(['Qhcipzmie', 'ALT']);
    const [a, b] = s.cuts;
    // A third of the line's height above and below, a quarter each side.
    expect([a!.left, a!.top, a!.width, a!.height]).toEqual([195, 13, 110, 34]);
    expect(b!.at).toBe(a!.at + 2 * a!.height);
    // The word's pixels are in the strip where its cut stands (grey level 10 = the second word, 20 = the third).
    const at = (x: number, y: number) => s.strip.data[y * s.strip.width + x];
    expect(at(8 + (200 - 195) + 1, a!.at + (20 - 13) + 1)).toBe(10);
    expect(at(8 + (320 - b!.left) + 1, b!.at + (60 - b!.top) + 1)).toBe(20);
    // Between two cuts the strip is paper.
    expect(at(20, a!.at + a!.height + 2)).toBe(255);
    expect(doubtedStrip(img, [sure])).toBeUndefined();
  });

  it('gives each box the words read in it, moved back to the page, where they are surer', () => {
    const img = pageWith([sure, noise, figure]);
    const { cuts } = doubtedStrip(img, [sure, noise, figure])!;
    const [a, b] = cuts;
    // What the strip read, in strip pixels: a surer word in the first box, a doubtful one in the second.
    const read = [word('Obciazenie', 8 + 5, a!.at + 7, 8 + 105, a!.at + 27, 90), word('ALI', 8 + 5, b!.at + 7, 8 + 65, b!.at + 27, 30)];
    const out = withRereadings([sure, noise, figure], cuts, read);
    expect(out.map((w) => [w.text, w.conf])).toEqual([['02/02', 96], ['Obciazenie', 90], ['ALT', 27]]);
    // The new word stands where the old one stood on the page.
    expect([out[1]!.x0, out[1]!.y0, out[1]!.x1, out[1]!.y1]).toEqual([200, 20, 300, 40]);
  });

  it('keeps a doubted word that its box reads no better, or reads as nothing', () => {
    const img = pageWith([noise]);
    const { cuts } = doubtedStrip(img, [noise])!;
    expect(withRereadings([noise], cuts, []).map((w) => w.text)).toEqual(['Qhcipzmie']);
    const unsure = word('Obciazenle', 13, cuts[0]!.at + 7, 113, cuts[0]!.at + 27, 15);
    expect(withRereadings([noise], cuts, [unsure]).map((w) => w.text)).toEqual(['Qhcipzmie']);
  });
});
