/**
 * OCR-read pages the layout tests build without running tesseract: words 6 pt tall on lines 15 pt apart from y = 100,
 * each given as [text, x0, x1, confidence?, alternatives?] (confidence 0.93 unless given; alternatives: tesseract's other
 * readings of the word).
 */
import { groupLines } from '../../src/text/group-lines.js';
import type { PageText, Word } from '../../src/types.js';

const word = (text: string, x0: number, x1: number, y: number, confidence = 0.93, alternatives?: string[]): Word => ({
  text, x0, x1, y0: y, y1: y + 6, confidence, size: 6, ...(alternatives ? { alternatives } : {}),
});

/** Page 1, scanned, with one line per entry of `rows`. */
export function ocrPage(rows: [string, number, number, number?, string[]?][][]): PageText {
  const words = rows.flatMap((r, i) => r.map(([t, x0, x1, conf, alts]) => word(t, x0, x1, 100 + 15 * i, conf, alts)));
  return { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
}

/** Words of `text` set from x0 as the layout tests' OCR lines are: 4.5 pt a glyph, 2.5 pt between words. */
export function wordsFrom(text: string, x0: number): [string, number, number][] {
  let x = x0;
  return text.split(' ').map((t) => {
    const w: [string, number, number] = [t, x, x + t.length * 4.5];
    x = w[2] + 2.5;
    return w;
  });
}
