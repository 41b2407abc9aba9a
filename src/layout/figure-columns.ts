import type { Line } from '../types.js';
import type { AmountMode } from '../normalize/amount.js';
import { AMOUNT_ROLES, type Header } from './header.js';
import { splitLine } from './line-cells.js';

/** Lines below a header (up to the next header) looked at for where its figures end. */
const BODY_LINES = 80;

/**
 * Money labels centred over (or left of) right-aligned figures in wide boxes: a debit figure may end nearer the
 * credit label than its own. Where the figures below the header end at shared right edges (three figures or more),
 * at most one between a money label's start and the next label's, and some edge stands well right of its label
 * (1.5 type sizes: a bracket or sign after right-aligned figures under a right-aligned label is not that), each
 * money column is widened to its figures: the column is where its figures stand, the label only names it.
 */
export function fitToFigures(header: Header, lines: Line[], from: number, to: number, mode: AmountMode): Header {
  const money = header.columns.filter((c) => AMOUNT_ROLES.includes(c.role)).sort((a, b) => a.x0 - b.x0);
  if (!money.length || !header.geometric) return header;
  const details = header.columns.find((c) => c.role === 'description');
  const figures: { x0: number; x1: number; size: number }[] = [];
  for (let k = from; k < Math.min(to, lines.length, from + BODY_LINES); k++) {
    for (const a of splitLine(lines[k]!, 2, mode).amounts) if (!details || a.x0 > details.x1) figures.push({ x0: a.x0, x1: a.x1, size: a.words[0]!.size });
  }
  figures.sort((a, b) => a.x1 - b.x1);
  const edges: { x0: number; x1: number; size: number; n: number }[] = [];
  for (const f of figures) {
    const last = edges[edges.length - 1];
    if (last && f.x1 - last.x1 <= 1.5) {
      last.n++;
      last.x0 = Math.min(last.x0, f.x0);
      last.x1 = f.x1;
    } else edges.push({ ...f, n: 1 });
  }
  // Each label's edge: the one shared edge between its start and the next label's (a column of few figures, a card's
  // credits, may show none).
  const shared = edges.filter((e) => e.n >= 3 && e.x1 >= money[0]!.x0);
  const edgeOf = money.map((c, k) => shared.filter((e) => e.x1 >= c.x0 && (k + 1 >= money.length || e.x1 < money[k + 1]!.x0)));
  if (edgeOf.some((es) => es.length > 1) || !money.some((c, k) => edgeOf[k]!.some((e) => e.x1 > c.x1 + 1.5 * e.size))) return header;
  return {
    ...header,
    columns: header.columns.map((c) => {
      const e = edgeOf[money.indexOf(c)]?.[0];
      return e ? { ...c, x0: Math.min(c.x0, e.x0), x1: Math.max(c.x1, e.x1) } : c;
    }),
  };
}
