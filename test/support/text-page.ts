/**
 * Text-layer pages the layout tests build: words of 7.4 pt (the generator's table size) on lines 12 pt apart from
 * y = 153, each given as [text, x0, x1].
 */
import { groupLines } from '../../src/text/group-lines.js';
import type { PageText, Word } from '../../src/types.js';

export const SIZE = 7.4;

export const word = (text: string, x0: number, x1: number, y: number): Word => ({ text, x0, x1, y0: y, y1: y + SIZE, size: SIZE });

/** Words right-aligned at x1 get a width from their length (Helvetica digits are ~4.1 pt at 7.4 pt). */
export const right = (text: string, x1: number): [string, number, number] => [text, x1 - 4.1 * text.length, x1];

/** Page 1 with one line per entry of `rows`. */
export function page(rows: [string, number, number][][]): PageText {
  return pageOf(rows.flatMap((r, i) => at(153 + 12 * i, r)));
}

/**
 * `page()` with every word read with certainty, as a text layer's are (`page()`'s words carry no confidence, so the
 * OCR-only repairs may touch them).
 */
export function textLayerPage(rows: [string, number, number][][]): PageText {
  const p = page(rows);
  for (const l of p.lines) for (const w of l.words) w.confidence = 1;
  return p;
}

/** The words of one line at height `y`: for pages whose lines are not 12 pt apart (rows centred between lines). */
export const at = (y: number, cells: [string, number, number][]): Word[] => cells.map(([t, x0, x1]) => word(t, x0, x1, y));

/** Page 1 of these words, grouped into lines as the text layer's are. */
export function pageOf(words: Word[]): PageText {
  return { page_number: 1, width: 595, height: 842, type: 'digital', source: 'text', lines: groupLines(words, 1) };
}
