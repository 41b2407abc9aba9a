import type { Line, PageText } from '../types.js';
import { AMOUNT_ROLES, readHeader } from './header.js';
import { toLine } from '../text/group-lines.js';

/**
 * A box printed beside a page's table (the adviser's contact, a notice: real first pages often print one right of a
 * narrower table) puts its words on the rows' lines, after their figures, where amounts are read from the line's
 * right end. Words that stand well right of the table (of every label of a header whose last label names money or
 * marks) are that box's where the page shows a box: two lines at least whose words there start at one left edge, and
 * words with letters, a word of three letters or two words (a column of figures or of marks past a narrow label is
 * the table's). Such words are taken off the rows' lines, and the box's lines between rows go (a line of the box
 * between a row's two dated lines parts them). A part holding a figure with decimals or groups is never taken: a
 * summary may stand beside the table's end.
 */
export function withoutBoxBeside(pages: PageText[]): PageText[] {
  return pages.map((page) => {
    const lines = page.lines;
    const cuts = new Map<Line, number>();
    for (let i = 0; i < lines.length; i++) {
      const h = readHeader(lines, i);
      if (!h) continue;
      const cols = [...h.header.columns].sort((a, b) => a.x1 - b.x1);
      const last = cols[cols.length - 1];
      let j = i + h.used;
      while (j < lines.length && !readHeader(lines, j)) j++;
      // Not a label no role names: the box's own title may stand on the header's line.
      if (last && (AMOUNT_ROLES.includes(last.role) || last.role === 'marker')) boxBeside(lines.slice(i + h.used, j), last.x1, cuts);
      i = j - 1;
    }
    if (!cuts.size) return page;
    return {
      ...page,
      lines: lines
        .map((line) => {
          const k = cuts.get(line);
          return k === undefined ? line : k === 0 ? undefined : { ...line, ...toLine(line.words.slice(0, k), line.page_number) };
        })
        .filter((l): l is Line => !!l),
    };
  });
}

/** Where the lines print a box right of `edge`: each line's first word of it, by line. */
function boxBeside(lines: Line[], edge: number, cuts: Map<Line, number>): void {
  const under: { line: Line; k: number }[] = [];
  for (const line of lines) {
    const k = line.words.findIndex((w, n) => w.x0 > edge + 2 * w.size && (n === 0 || w.x0 - line.words[n - 1]!.x1 > 2 * w.size));
    const part = k < 0 ? [] : line.words.slice(k);
    // A figure with decimals or groups there may be a summary printed beside the table's end: left as it is.
    const words = part.some((w) => /\p{L}{3}/u.test(w.text)) || (part.length > 1 && part.some((w) => /\p{L}/u.test(w.text)));
    if (words && !part.some((w) => /\d[.,]\d\d/.test(w.text))) under.push({ line, k });
  }
  // One left edge shared by two cut parts or more: a box, not stray words.
  const x0 = (u: { line: Line; k: number }) => u.line.words[u.k]!.x0;
  for (const u of under) if (under.some((v) => v !== u && Math.abs(x0(v) - x0(u)) <= 2)) cuts.set(u.line, u.k);
}
