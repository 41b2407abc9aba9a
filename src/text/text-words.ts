import { pdfjs, type PDFPageProxy } from '../load/pdfjs.js';
import { streamPageText } from '../load/open-pdf.js';
import type { Word } from '../types.js';
import { withoutOverprints } from './overprint.js';
import { figureRun } from './split-figures.js';
import { TextWord } from './word.js';

interface TextItemLike {
  str: string;
  width: number;
  height: number;
  transform: number[];
  fontName?: string;
}

/**
 * Turns pdf.js text items into words with boxes (points, origin top-left).
 *
 * One item may hold several words or even several columns ("Opening balance    1,234.56"); it is split on
 * spaces and each piece gets an x-range proportional to its character offset. Right-aligned amounts are
 * usually items of their own, so their right edge (x + width) stays exact.
 */
export async function textWords(page: PDFPageProxy): Promise<{ words: Word[]; width: number; height: number }> {
  const viewport = page.getViewport({ scale: 1 });
  const words: PageWords = { texts: [], bold: [], box: [] };
  const addItem = (item: TextItemLike): void => {
    if (typeof item.str !== 'string' || item.str.trim() === '') return;
    // Into viewport space: honours /Rotate and crop-box offsets, and flips y to grow downwards.
    const [a, b, c, d, x, baseline] = pdfjs.Util.transform(viewport.transform, item.transform) as number[] as [
      number, number, number, number, number, number,
    ];
    // Rotated text (watermarks, vertical margin codes) is not part of any table.
    if (Math.abs(b) > 0.01 * Math.abs(a) + 1e-6 || Math.abs(c) > 0.01 * Math.abs(d) + 1e-6) return;
    if (a < 0) return; // mirrored / upside-down text
    const size = Math.abs(d) || item.height || 10;
    const totalWidth = item.width || size * 0.5 * item.str.length;
    pushWords(words, foldDigits(item.str), x, totalWidth, baseline, size, /bold|black|heavy/i.test(item.fontName ?? ''));
  };
  // Each chunk of items is turned into words as it arrives, so the items die young (see streamPageText).
  await streamPageText(page, (items) => {
    for (const raw of items) addItem(raw as TextItemLike);
  });
  const box = new Float64Array(words.box);
  const all = words.texts.map((t, k) => new TextWord(t, box, k * 5, words.bold[k]!));
  return { words: withoutOverprints(all), width: viewport.width, height: viewport.height };
}

/** A page's words while they are read: texts, and each word's x0, x1, y0, y1 and size in a row of five numbers. */
interface PageWords {
  texts: string[];
  bold: boolean[];
  box: number[];
}

/** Arabic-Indic and Persian digits (and separators) read as ASCII, so amounts and dates parse whatever the script. */
export function foldDigits(s: string): string {
  if (!/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/.test(s)) return s;
  return s
    .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

function pushWords(out: PageWords, str: string, x: number, width: number, baseline: number, size: number, bold: boolean): void {
  const n = str.length;
  const charW = width / n;
  // Split on plain spaces only: no-break and narrow spaces group thousands inside one amount ("1 234,56").
  const re = /[^ \t]+/g;
  const found: { text: string; start: number; end: number }[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(str))) found.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  const texts = found.map((f) => f.text);
  for (let i = 0; i < found.length; ) {
    // Pieces one space apart that are one figure were broken by pdf.js, not by the producer (split-figures.ts).
    let n = figureRun(texts, i);
    // Only pieces one space apart: more spaces are the producer's.
    for (let k = 1; k < n; k++) if (found[i + k]!.start !== found[i + k - 1]!.end + 1) n = k;
    out.texts.push(texts.slice(i, i + n).join(''));
    out.bold.push(bold);
    out.box.push(x + found[i]!.start * charW, x + found[i + n - 1]!.end * charW, baseline - size * 0.8, baseline + size * 0.2, size);
    i += n;
  }
}
