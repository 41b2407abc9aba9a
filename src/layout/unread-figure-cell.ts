import type { Line } from '../types.js';

/** Where a figure of a row that was read stands on its page. */
export interface FigurePlace {
  page: number;
  x0: number;
  x1: number;
}

/**
 * Dated OCR lines of a table without a header that never got an amount, but whose lines hold an OCR word standing
 * where the page's figures stand ("Le" or "A/a" where "-24,99" was printed, a 200 DPI 1-bit scan): the row's amount
 * cell was printed and could not be read. Under a header the money labels say where the amounts are; without one,
 * the figures the other rows of the page gave do (three at least, so that a stray word beside one figure is no
 * column). Text-layer words are always read, so only OCR words count.
 */
export function unreadUnderFigures(candidates: Line[][], figures: FigurePlace[]): Line[] {
  return candidates
    .filter((lines) => {
      const page = lines[0]!.page_number;
      const onPage = figures.filter((f) => f.page === page);
      return lines.some((l) => l.words.some((w) => w.confidence < 1 && onPage.filter((f) => w.x0 < f.x1 && w.x1 > f.x0).length >= 3));
    })
    .map((lines) => lines[0]!);
}
