import type { LayoutEvidence, PageText } from '../types.js';

/**
 * Statements of at most this many lines are also read without their table headers where the header's reading does
 * not add up: the copy keeps their lines past the point where a long statement lets them go.
 */
export const WITHOUT_HEADERS_MAX_LINES = 6_000;

/**
 * The pages with the lines of the table headers the layout read left out (copies of the pages; the lines are the
 * same objects). Read so, the rows' figures are clustered into columns and the arithmetic names them
 * (layout/column-roles.ts), as in a table printed without a header: the reading for a header whose labels do not
 * give the money columns (labels we do not know beside labels we do; a two-level header whose second line OCR
 * lost, leaving "Amount" over four columns of figures). Undefined where there is nothing to leave out or the
 * statement is too long to keep a copy.
 */
export function withoutHeaderLines(pages: PageText[], headers: LayoutEvidence['headers'] | undefined): PageText[] | undefined {
  if (!headers?.length) return undefined;
  let lines = 0;
  for (const p of pages) lines += p.lines.length;
  if (lines > WITHOUT_HEADERS_MAX_LINES) return undefined;
  // Evidence boxes are rounded to a tenth of a point.
  const inHeader = (page: number, y0: number, y1: number) => headers.some((h) => h.page === page && y0 >= h.y0 - 0.1 && y1 <= h.y1 + 0.1);
  return pages.map((p) => ({ ...p, lines: p.lines.filter((l) => !inHeader(p.page_number, l.y0, l.y1)) }));
}
