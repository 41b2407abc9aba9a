import type { Line, RawRow } from '../types.js';

/**
 * A list printed after the transactions whose figures are not transactions of the period (card payments authorised
 * but not yet booked, interest worked out for information) reads like more rows of the table. Its rows are the ones
 * after the last line that interrupts the table on a page where rows stand above it (a title such as "Pending
 * transactions", a header of its own): marked `trailing`, they are read with and without them, and the reading
 * without them counts only where the statement's arithmetic then holds (interpret/search.ts). A page break is no
 * interruption: the furniture at a page's top stands before that page's first row.
 */
export function markTrailing(rows: RawRow[], otherLines: Line[]): RawRow[] {
  const n = rows.length;
  if (n < 3) return rows;
  for (let k = n - 1; k >= Math.max(1, n - 12); k--) {
    const a = rows[k - 1]!.bbox;
    const b = rows[k]!.bbox;
    if (!a || !b || a.page !== b.page) continue;
    const between = otherLines.some((l) => l.page_number === b.page && l.y0 >= a.y1 - 0.5 && l.y1 <= b.y0 + 0.5 && /\p{L}{3}/u.test(l.text));
    if (!between) continue;
    // Most of the statement's rows stand before the list.
    if (k < (n - k) * 2) return rows;
    return rows.map((r, i) => (i >= k ? { ...r, trailing: true } : r));
  }
  return rows;
}
