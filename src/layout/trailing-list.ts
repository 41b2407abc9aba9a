import type { Line, PageText, RawRow } from '../types.js';
import { parseAmount, type AmountMode } from '../normalize/amount.js';

/**
 * A list printed after the transactions whose figures are not transactions of the period (card payments authorised
 * but not yet booked, interest worked out for information) reads like more rows of the table. Its rows are the ones
 * after the last line that interrupts the table on a page where rows stand above it (a title such as "Pending
 * transactions", a header of its own): marked `trailing`, they are read with and without them, and the reading
 * without them counts only where the statement's arithmetic then holds (interpret/search.ts). A page break is no
 * interruption, unless a line above the page's first row is printed on no other page (a title, not the furniture
 * every page repeats). A title the parser took for the
 * last line of the row above still interrupts: it stands apart from the row's lines above it by more than a line.
 */
export function markTrailing(rows: RawRow[], otherLines: Line[], pages: PageText[] = [], mode: AmountMode = {}): RawRow[] {
  const n = rows.length;
  if (n < 3) return rows;
  for (let k = n - 1; k >= Math.max(1, n - 12); k--) {
    const a = rows[k - 1]!.bbox;
    const b = rows[k]!.bbox;
    if (!a || !b) continue;
    if (a.page !== b.page) {
      if (!titledPage(pages, b)) continue;
    } else {
      const between = otherLines.some((l) => l.page_number === b.page && l.y0 >= a.y1 - 0.5 && l.y1 <= b.y0 + 0.5 && /\p{L}{3}/u.test(l.text));
      if (!between && !endsApart(pages.find((p) => p.page_number === a.page)?.lines ?? [], a)) continue;
    }
    // Most of the statement's rows stand before the list.
    if (k < (n - k) * 2) return rows;
    const chained = continuesChain(rows.slice(0, k), rows.slice(k), mode);
    const ledger = chainsOnItsOwn(rows.slice(k), mode);
    const apart = !chained && !ledger && listApart(rows.slice(0, k), rows.slice(k), otherLines, mode);
    return rows.map((r, i) => (i >= k ? { ...r, trailing: true, ...(chained ? { trailingChained: true } : {}), ...(ledger ? { trailingLedger: true } : {}), ...(apart ? { trailingApart: true } : {}) } : r));
  }
  return rows;
}

/**
 * A line inside a row's box stands apart from the line above it by more than a line's height: a title (and the
 * list's own header under it) that the parser took for the row's last lines.
 */
function endsApart(lines: Line[], box: { y0: number; y1: number }): boolean {
  const inside = lines.filter((l) => l.y0 >= box.y0 - 0.5 && l.y1 <= box.y1 + 0.5).sort((p, q) => p.y0 - q.y0);
  return inside.some((l, i) => i > 0 && /\p{L}{3}/u.test(l.text) && l.y0 - inside[i - 1]!.y1 > 1.5 * (l.y1 - l.y0));
}

const shape = (t: string) => t.replace(/[\d\s.,:/-]+/g, ' ').trim();

/** Above the page's first row stands a line with words that no other page prints: the list's title. */
function titledPage(pages: PageText[], first: { page: number; y0: number }): boolean {
  const page = pages.find((p) => p.page_number === first.page);
  if (!page) return false;
  const others = new Set(pages.filter((p) => p !== page).flatMap((p) => p.lines.map((l) => shape(l.text))));
  return page.lines.some((l) => l.y1 <= first.y0 + 0.5 && /\p{L}{3}/u.test(l.text) && !others.has(shape(l.text)));
}

/**
 * The list's first printed balance follows from the last balance above it by its own amount (either way), or, newest
 * first, the last balance above follows from it by that row's amount: the list continues the chain of balances,
 * which then cannot tell it apart (a closing taken from the last balance agrees).
 */
function continuesChain(before: RawRow[], list: RawRow[], mode: AmountMode): boolean {
  const value = (raw: string | undefined) => signed(raw, mode);
  const size = (r: RawRow) => sizeOf(r, mode);
  const last = [...before].reverse().find((r) => value(r.balance) !== undefined);
  const first = list.find((r) => value(r.balance) !== undefined);
  if (!last || !first) return false;
  const amount = size(first);
  if (!amount) return false;
  const gap = Math.abs(value(first.balance)! - value(last.balance)!);
  const between = list.slice(0, list.indexOf(first)).reduce((a, r) => a + size(r), 0);
  // Rows without a balance before it may stand between: their amounts may be in the step too. Newest first, the
  // step is the last row's above: its balance is the list's first balance moved by its own amount.
  return Math.abs(gap - amount) < 0.005 || (between > 0 && Math.abs(gap - amount - between) < 0.005) || Math.abs(gap - size(last)) < 0.005;
}

/**
 * The list's own balances run from row to row by its amounts (two links or more, three in four of them; a row
 * without a balance adds its amount to the next step: scan 11210's second page was left out as a list): a running
 * balance of its own, which pending payments and interest worked out for information do not print (random 1008565: a
 * second account's table, its opening label's glyphs apart, was left out as a list and the first account's ends
 * reconciled the statement).
 */
function chainsOnItsOwn(list: RawRow[], mode: AmountMode): boolean {
  const value = (raw: string | undefined) => signed(raw, mode);
  const size = (r: RawRow) => sizeOf(r, mode);
  let links = 0;
  let pairs = 0;
  let prev: number | undefined;
  // Rows without a balance since the last one: their amounts are in the step too, by their printed signs or all one way.
  let signedSum = 0;
  let sizes = 0;
  for (const r of list) {
    signedSum += step(r, mode);
    sizes += size(r);
    const b = value(r.balance);
    if (b === undefined) continue;
    if (prev !== undefined) {
      pairs++;
      const gap = Math.abs(b - prev);
      if (size(r) > 0 && (Math.abs(gap - size(r)) < 0.005 || Math.abs(gap - sizes) < 0.005 || Math.abs(gap - Math.abs(signedSum)) < 0.005)) links++;
    }
    prev = b;
    signedSum = 0;
    sizes = 0;
  }
  return links >= 2 && links * 4 >= pairs * 3;
}

/** A row's amount with the direction its sign or its column prints (a debit column's figure out). */
function step(r: RawRow, mode: AmountMode): number {
  if (r.amount !== undefined) return signed(r.amount, mode) ?? 0;
  return (signed(r.credit, mode) ?? 0) - Math.abs(signed(r.debit, mode) ?? 0);
}

/**
 * The list stands apart from the table by the statement's own figures: the rows above it print a running balance
 * (every row, or each day's last), the last of them one, and none of the list's rows does (its amounts are in no
 * balance), and a line right under its last row prints a total that is the sum of its amounts. A table's last
 * section and its total print balances like the rows above.
 */
function listApart(before: RawRow[], list: RawRow[], otherLines: Line[], mode: AmountMode): boolean {
  const above = before.filter((r) => !r.bare);
  // (A table that prints a balance at each day's end only closes with one too: its last row's.)
  const balanced = above.filter((r) => signed(r.balance, mode) !== undefined);
  if (balanced.length < 3 || balanced[balanced.length - 1] !== above[above.length - 1] || list.some((r) => r.balance !== undefined)) return false;
  const sum = list.reduce((a, r) => a + sizeOf(r, mode), 0);
  const last = list[list.length - 1]!.bbox;
  if (!last || sum === 0) return false;
  const height = last.y1 - last.y0;
  const under = otherLines.filter((l) => l.page_number === last.page && l.y0 >= last.y1 - 0.5 && l.y0 <= last.y1 + 3 * height).sort((p, q) => p.y0 - q.y0)[0];
  return !!under && under.words.some((w) => /\d/.test(w.text) && Math.abs(Math.abs(signed(w.text, mode) ?? NaN) - sum) < 0.005);
}

/** A row's amount, whichever cell holds it, without its sign. */
function sizeOf(r: RawRow, mode: AmountMode): number {
  return Math.abs(signed(r.amount ?? r.debit ?? r.credit, mode) ?? 0);
}

/** A raw figure's value, negative where it is signed or marked DR. */
function signed(raw: string | undefined, mode: AmountMode): number | undefined {
  const a = raw ? parseAmount(raw, mode) : undefined;
  return a ? a.value * (a.negative || a.marker === 'DR' ? -1 : 1) : undefined;
}
