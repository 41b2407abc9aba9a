import type { LayoutEvidence, Reconciliation, Transaction } from '../types.js';
import { parseAmount } from '../normalize/amount.js';

/**
 * A line between two rows of a page that ends in a figure where the rows' figures end, and gave no row, no balance and
 * no details, is a printed figure nobody read: a row's balance printed on a third line ("499,18 USD  101.442,54"),
 * an amount the reading took for something else. The printed totals can still make the rows add up, but the chain no
 * longer checks the row beside it, so the statement is not `reconciled`: the note names the line. Lines the parser
 * recognised (balance forward, totals, summary figures) are not "skipped" and do not count, and neither does a figure
 * the statement's own arithmetic explains: the sum of the rows just above it (a section's total whose label stood
 * apart), or the balance after the row above it, which becomes that row's balance where it has none (it was printed).
 */
export function checkFiguresBetweenRows(rec: Reconciliation, txs: Transaction[], opening: number | null, evidence: LayoutEvidence | undefined): void {
  if (rec.status !== 'reconciled' || !evidence) return;
  let printed: Transaction[] | undefined;
  const lost = evidence.marked.filter((m) => {
    if (m.kind !== 'skipped') return false;
    const figure = lastFigure(m.text);
    if (figure === undefined) return false;
    const place = between(m, txs);
    if (!place || totalAbove(figure, (printed ??= byPlace(txs)), m)) return false;
    const balance = balanceAfter(figure, txs, place.above, opening);
    // Under a page's last row the figure may be anything the page prints there (a total without its label): it is
    // only taken where it is that row's balance.
    if (balance === undefined) return !place.last;
    if (txs[place.above]!.balance === null) txs[place.above]!.balance = balance;
    return false;
  });
  if (!lost.length) return;
  rec.status = 'unverifiable';
  for (const m of lost.slice(0, 5))
    rec.notes.push(`page ${m.page}: the amounts add up, but a line between two rows ends in a figure that went into no row ("${m.text.slice(0, 60)}")`);
  if (lost.length > 5) rec.notes.push(`${lost.length - 5} more line(s) between rows with a figure that went into no row`);
}

export const cents = (x: number) => Math.round(x * 100);

export type Marked = LayoutEvidence['marked'][number];

/** The rows with a box, by page, then by the bottom of their box, then left to right: the order they are printed in. */
export function byPlace(txs: readonly Transaction[]): Transaction[] {
  return txs.filter((t) => !!t.bbox).sort((a, b) => a.bbox!.page - b.bbox!.page || a.bbox!.y1 - b.bbox!.y1 || a.bbox!.x0 - b.bbox!.x0);
}

/** How far back a run of rows may reach for a total (a section of a long statement). */
const RUN = 500;

/**
 * The sums, in cents, of the money out and the money in of the rows printed just above the line, nearest first, one
 * row more each time, up the page and back over earlier pages (`printed` in printed order: `byPlace`).
 */
export function* runsAbove(printed: readonly Transaction[], m: Marked): Generator<{ out: number; inn: number }> {
  // The rows above the line are those before the first one below it in printed order.
  let end = 0;
  for (let hi = printed.length; end < hi; ) {
    const mid = (end + hi) >> 1;
    const b = printed[mid]!.bbox!;
    if (b.page < m.page || (b.page === m.page && b.y1 <= m.y0 + 0.5)) end = mid + 1;
    else hi = mid;
  }
  let out = 0;
  let inn = 0;
  for (let k = end - 1; k >= Math.max(0, end - RUN); k--) {
    out += cents(printed[k]!.debit);
    inn += cents(printed[k]!.credit);
    yield { out, inn };
  }
}

/**
 * The figure is the sum of the rows' money out, money in or both over the rows printed just above it: a section's
 * rows, lists side by side, whatever order the result keeps them in.
 */
function totalAbove(figure: number, printed: Transaction[], m: Marked): boolean {
  const target = cents(figure);
  for (const { out, inn } of runsAbove(printed, m)) if (out === target || inn === target || out + inn === target) return true;
  return false;
}

/**
 * The balance after row `i`, where the figure is it (signed as the rows run it; the figure may print it unsigned):
 * from the nearest printed balance above, else the opening, either way the balance runs.
 */
function balanceAfter(figure: number, txs: readonly Transaction[], i: number, opening: number | null): number | undefined {
  const target = cents(figure);
  let moved = 0;
  for (let k = i; k >= -1; k--) {
    const from = k >= 0 ? txs[k]!.balance : opening;
    if (from !== null) {
      const run = [1, -1].map((sense) => cents(from) + sense * moved).find((b) => Math.abs(b) === target);
      return run === undefined ? undefined : run / 100;
    }
    if (k < 0) break;
    moved += cents(txs[k]!.credit) - cents(txs[k]!.debit);
  }
  return undefined;
}

/** The value of the money the line ends with ("101.442,54", "1,250.00 CR", "S$309.01"), not a reference or a year. */
export function lastFigure(text: string): number | undefined {
  const words = text.trim().split(/\s+/);
  return tailFigure(words, 2) ?? tailFigure(words, 1);
}

/** The value of the last `n` words read as one figure with cents, if they are one. */
export function tailFigure(words: readonly string[], n: number): number | undefined {
  if (words.length < n) return undefined;
  const tail = words.slice(-n).join(' ');
  return /\d[.,]\d{2}\b/.test(tail) ? parseAmount(tail)?.value : undefined;
}

/**
 * The row just above the line (its index in `txs`), where the line's right edge is where a row of the page ends
 * (within the line's height, about a word's size): it stands in the table's last column, not in a box beside the
 * table. A line under the page's last row (`last`) counts only right under it, as a third line of that row would be.
 */
function between(m: Marked, txs: readonly Transaction[]): { above: number; last: boolean } | undefined {
  let above: number | undefined;
  let below: number | undefined;
  txs.forEach((t, k) => {
    const b = t.bbox;
    if (!b || b.page !== m.page) return;
    if (b.y1 <= m.y0 + 0.5 && (above === undefined || b.y1 > txs[above]!.bbox!.y1)) above = k;
    if (b.y0 >= m.y1 - 0.5 && (below === undefined || b.y0 < txs[below]!.bbox!.y0)) below = k;
  });
  if (above === undefined) return undefined;
  const size = m.y1 - m.y0;
  if (below === undefined && m.y0 - txs[above]!.bbox!.y1 > 1.5 * size) return undefined;
  const beside = txs.some((t) => t.bbox?.page === m.page && Math.abs(t.bbox.x1 - m.x1) <= 1.5 * size);
  return beside ? { above, last: below === undefined } : undefined;
}
