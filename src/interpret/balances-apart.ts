import type { LayoutResult, RawRow, Reconciliation, RowBox, Transaction } from '../types.js';
import type { BuiltStatement } from '../normalize/build-transactions.js';
import { parseAmount, roundCents } from '../normalize/amount.js';
import { fillLostBalances } from '../reconcile/repair.js';

/**
 * A row's own balance printed on a line of its own (on the row's second line under the details, left of the amounts;
 * a day's balance line after its last row) can be left out of the chosen reading: read as a row of figures only and
 * dropped, taken for a balance line, or read as a row with a balance and no amount. The statement then reconciles by
 * its totals with the balances it printed missing. Where such a line's one figure is the running balance after the
 * row above it, and that row has no balance of its own, the figure is that row's balance: the arithmetic says so,
 * whatever the line was read as. Returns how many rows took one (their transactions are changed in place).
 */
export function balancesApart(built: BuiltStatement, layouts: LayoutResult[], chosen: LayoutResult): number {
  // Only a row without a balance can take one: a statement whose every row printed its own is left as it is without
  // indexing its rows (80,000 keys on a long statement, old-generation garbage).
  if (!built.transactions.some((t) => t.balance === null)) return 0;
  const byBox = new Map<string, Transaction>();
  for (const t of built.transactions) if (t.bbox) byBox.set(boxKey(t.bbox), t);
  const after = runningAfter(built);
  if (after.size === 0) return 0;
  // The rows in the order they were printed, including those the chosen reading left out (other variants of the
  // same parse: figures-only rows kept, balance lines not taken out).
  const base = layouts.find((l) => l.rowStyle === chosen.rowStyle) ?? chosen;
  let above: Transaction | undefined;
  let aboveRow: RawRow | undefined;
  let n = 0;
  // Right edges of the balances taken from lines apart, and the lines whose figure was another.
  const takenEdges: { page: number; x1: number }[] = [];
  const others: { r: RawRow; above: Transaction }[] = [];
  for (const r of base.rows) {
    const t = r.bbox ? byBox.get(boxKey(r.bbox)) : undefined;
    if (t) {
      above = t;
      aboveRow = r;
      continue;
    }
    const figure = oneFigure(r);
    const run = above && after.get(above);
    if (above && aboveRow && run !== undefined && figure !== undefined && above.balance === null && r.page_number === aboveRow.page_number && (r.table ?? 0) === (aboveRow.table ?? 0)) {
      if (cents(figure) === Math.abs(cents(run))) {
        above.balance = roundCents(run);
        n++;
        if (r.money?.length === 1) takenEdges.push({ page: r.page_number, x1: r.money[0]!.x1 });
      } else others.push({ r, above });
    }
    // One line per row: the next line left out is not this row's.
    above = undefined;
  }
  // A figure in the balance column that is not the balance after the row above: the row's balance printed and
  // misread by OCR ("57:517,15" for 57.517,75). It is what the chain makes it only where the next balance confirms
  // that (repair.ts fillLost, which says so in the row's corrections); unconfirmed, the row keeps none.
  let misread = 0;
  // The balances' right edges by page, gathered once and only where an OCR line asks (not per line: a long
  // statement's transactions many times over).
  let byPage: Map<number, number[]> | undefined;
  const edgesOn = (page: number) => (byPage ??= balanceEdges(built, takenEdges)).get(page) ?? [];
  for (const { r, above } of others) {
    if (!misreadBalance(r, above, edgesOn)) continue;
    const k = built.transactions.indexOf(above);
    built.rowCells[k] = { ...built.rowCells[k], balanceUnread: r.money![0]!.text };
    misread++;
  }
  const taken = n + balancesInDetails(built, after);
  // The chain now checks rows it could not before: a row whose balance OCR lost between two it now has is settled as
  // the first reading settles one between two printed balances (repair.ts), said in the row's corrections.
  if (taken > 0 || misread > 0) {
    const filled = fillLostBalances(built.transactions, built.rowCells, printedOpening(built) ?? null, built.newestFirst, built.balanceSense, built.closing_balance);
    if (filled) built.warnings.push(`${filled} OCR balance(s) not read filled from the running balance (see transactions[].corrections)`);
  }
  return taken;
}

/**
 * A row's balance whose separators OCR lost ("181511" for 1.815,11; "2994 99") reads as a word of its details: where
 * the details hold one run of digits (a space at most inside) that is the running balance after the row, digit for
 * digit, that run is the row's balance, taken out of the details. Returns how many rows took one.
 */
function balancesInDetails(built: BuiltStatement, after: Map<Transaction, number>): number {
  let n = 0;
  for (const t of built.transactions) {
    const run = after.get(t);
    if (t.balance !== null || run === undefined || run === 0) continue;
    const digits = String(Math.abs(cents(run)));
    if (digits.length < 3) continue;
    const found = [...t.description.matchAll(/(?<![\d.,])(\d+(?: \d+)?)(?![\d.,])/g)].filter((m) => m[1]!.replace(' ', '') === digits);
    if (found.length !== 1) continue;
    const m = found[0]!;
    t.balance = roundCents(run);
    t.description = (t.description.slice(0, m.index) + t.description.slice(m.index! + m[0].length)).replace(/\s{2,}/g, ' ').trim();
    n++;
  }
  return n;
}

/** The chain's running balance after each transaction (from the printed opening or the last printed balance). */
function runningAfter(b: BuiltStatement): Map<Transaction, number> {
  const out = new Map<Transaction, number>();
  const rows: Transaction[] = b.newestFirst ? [...b.transactions].reverse() : b.transactions;
  let running = printedOpening(b);
  for (const t of rows) {
    if (t.balance !== null) running = t.balance;
    else if (running !== undefined) running += b.balanceSense * (t.credit - t.debit);
    if (running !== undefined) out.set(t, running);
  }
  return out;
}

/** The opening the statement printed (not one derived from the rows or repaired to fit them), if any. */
function printedOpening(b: BuiltStatement): number | undefined {
  return b.derived.opening || b.summaryRepaired.opening ? undefined : (b.opening_balance ?? undefined);
}

/**
 * A left-out OCR line's one figure standing in the balance column (its right edge on the right edges of the balances
 * read on its page, within a type size), under an OCR row without a balance: a balance printed apart and misread.
 */
function misreadBalance(r: RawRow, above: Transaction, edgesOn: (page: number) => number[]): boolean {
  const cell = r.money?.length === 1 ? r.money[0]! : undefined;
  if (!cell || cell.word.confidence >= 1 || above.confidence >= 1) return false;
  const edges = edgesOn(r.page_number);
  return edges.length >= 2 && edges.every((x) => Math.abs(x - cell.x1) < cell.word.size);
}

/** The right edges of the balances read on each page: the rows' own, and those taken from lines apart. */
function balanceEdges(built: BuiltStatement, taken: { page: number; x1: number }[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const add = (page: number, x1: number) => {
    const on = out.get(page);
    if (on) on.push(x1);
    else out.set(page, [x1]);
  };
  built.transactions.forEach((t, i) => {
    const w = built.rowCells[i]?.balance;
    if (t.balance !== null && w) add(t.page_number, w.x1);
  });
  for (const e of taken) add(e.page, e.x1);
  return out;
}

/** The line's one figure (unsigned), where it prints exactly one. */
function oneFigure(r: RawRow): number | undefined {
  const raws = r.money ? r.money.map((m) => m.raw) : [r.amount, r.debit, r.credit, r.balance].filter((x): x is string => x !== undefined);
  if (raws.length !== 1) return undefined;
  const v = parseAmount(raws[0]!)?.value;
  return v === undefined || v === 0 ? undefined : Math.abs(v);
}

/** The chain now checks rows where none printed a balance before: say so where the result said none did. */
export function chainAfterApart(rec: Reconciliation): void {
  if (rec.chain_ok === null) rec.chain_ok = true;
}

const boxKey = (b: RowBox) => `${b.page}|${b.x0.toFixed(1)}|${b.y0.toFixed(1)}`;
const cents = (x: number) => Math.round(x * 100);
