import type { LayoutResult, Reconciliation, Transaction } from '../types.js';
import { matchDateAt, plainDate } from '../normalize/date-token.js';

/** How far below a dated line that gave no row the next row may start and still be its continuation (PDF points). */
const NEXT_LINE = 24;
/** How far the line's first word may stand from the row's left edge (PDF points: a glyph's width). */
const EDGE = 6;

type Unread = NonNullable<LayoutResult['unread']>[number];

/**
 * A line starting with a date that gave no row, standing right above the first line of a row (no other row between
 * them, within two lines of print): the row most likely began there, and took the date of the line it was read
 * from, the value date printed under the booking date ("02 apr  KORTKÖP ICA MAXI 4587  768" over "04 apr  61,02 AUD
 * (90 142 KRW)").
 * The money may add up; the dates are unchecked. The statement is not `reconciled`; the note names the lines, which
 * are returned (so no other note names them again).
 */
export function checkUnreadAboveRows(rec: Reconciliation, transactions: readonly Transaction[], layout: Pick<LayoutResult, 'unread'>): Unread[] {
  if (rec.status !== 'reconciled' || !layout.unread?.length) return [];
  const above = layout.unread.filter((u) => {
    // A line that starts with its date, as a row does (not a page's "Statement period 1 May to 31 May" line).
    const d = matchDateAt(u.text.trim().split(/\s+/), 0);
    if (u.y0 === undefined || !d || !plainDate(d.date)) return false;
    const below = transactions.filter((t) => t.bbox && t.bbox.page === u.page_number && t.bbox.y0 > u.y0!).map((t) => t.bbox!);
    if (!below.length) return false;
    const next = below.reduce((a, b) => (b.y0 < a.y0 ? b : a));
    // Starting where the row starts (the date column first): a line of the row above's details that prints a date
    // ("28-SUB-25 ACCOUNT 55562526" under its details) starts further right.
    return next.y0 - u.y0 <= NEXT_LINE && (u.x0 === undefined || Math.abs(u.x0 - next.x0) <= EDGE);
  });
  if (!above.length) return [];
  rec.status = 'unverifiable';
  for (const u of above.slice(0, 5)) rec.notes.push(`page ${u.page_number}: a dated line right above a row gave no row of its own: "${u.text.replace(/\s+/g, ' ').slice(0, 70)}"; the row below may carry another line's date`);
  if (above.length > 5) rec.notes.push(`${above.length - 5} more such line(s)`);
  return above.slice(0, 5);
}
