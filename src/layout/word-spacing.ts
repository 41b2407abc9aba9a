import type { PageText } from '../types.js';
import { median } from './median.js';

/**
 * The character width of a statement printed in a fixed-width font and read by OCR, or undefined.
 *
 * OCR boxes hold a word's ink, not its advance: in a fixed-width font the digits of "15 534,06" stand a whole
 * character cell plus the digits' side bearings apart (5.5 pt at a 4.1 pt pitch), wider than the allowance for a space
 * inside a figure that suits proportional fonts (0.6 of the type size) or the advance boxes of a text layer. The font
 * shows in the text itself: between words of letters a proportional font leaves about half a letter's width (0.46-0.68
 * of the mean letter width on the scanned random layouts), a fixed-width one a whole cell (1.06-1.26). The median over
 * every OCR page of the statement decides, so a page of few words follows the rest.
 */
export function monospacedPitch(pages: readonly PageText[]): number | undefined {
  const widths: number[] = [];
  const ratios: number[] = [];
  for (const p of pages) {
    if (p.source !== 'ocr') continue;
    for (const l of p.lines) {
      const ws = l.words;
      for (let i = 0; i < ws.length; i++) {
        const w = ws[i]!;
        if (!LETTERS.test(w.text) || w.confidence < 0.8) continue;
        const cell = (w.x1 - w.x0) / [...w.text].length;
        widths.push(cell);
        const next = ws[i + 1];
        if (!next || !LETTERS.test(next.text) || next.confidence < 0.8) continue;
        const gap = next.x0 - w.x1;
        // Wider than three letters is a column gap, not a space.
        if (gap < 3 * cell) ratios.push(gap / cell);
      }
    }
  }
  if (ratios.length < MIN_GAPS || median(ratios) < FIXED_WIDTH_RATIO) return undefined;
  return median(widths);
}

/**
 * The widest gap between two OCR words of one figure (or one date) in fixed-width print of this pitch: one space's
 * cell and the glyphs' side bearings, under the two cells that part a figure from the next column. 0 without a pitch.
 */
export function oneSpace(pitch: number | undefined): number {
  return (pitch ?? 0) * 1.75;
}

/** Words of letters only, two or more (a lone letter's box says little about the cell). */
const LETTERS = /^\p{L}{2,}$/u;
const MIN_GAPS = 8;
/** Between the two kinds' ranges (see above). */
const FIXED_WIDTH_RATIO = 0.85;

