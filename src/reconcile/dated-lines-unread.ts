import type { LayoutEvidence, Reconciliation, Transaction } from '../types.js';
import { matchDateAt, plainDate } from '../normalize/date-token.js';
import { CURRENCY_CODE } from '../normalize/amount.js';
import { cents, tailFigure } from './figures-between-rows.js';

/**
 * A line the layout set aside that reads as a row does, starting with a date and ending in money, went into no row,
 * no balance and no summary: rows are missing, however well the rows read add up. The sums alone cannot say so
 * where the missing rows' own balances close the account (a page of rows unread between a balance carried forward
 * and the next page's brought-forward figure reads as an account of its own with nothing in it). The statement is
 * not `reconciled`; the note names the lines.
 *
 * A line whose money is a balance the rows run through (a list of day balances beside or under the table,
 * "2023-04-05  2552.71") is explained by the statement's own arithmetic and lost nothing: from the printed opening
 * (or the closing), or, where neither is printed, from the one starting balance that makes three or more such lines
 * balances the rows reach.
 */
export function checkDatedLinesUnread(rec: Reconciliation, built: Reached, evidence: LayoutEvidence | undefined, currency: string | null = null): void {
  if (rec.status !== 'reconciled' || !evidence) return;
  const dated = evidence.marked
    .filter((m) => m.kind === 'skipped')
    .map((m) => ({ m, figures: rowFigures(m.text, currency).map(cents) }))
    .filter((d) => d.figures.length > 0);
  if (!dated.length) return;
  const { runs, moved } = runningSums(built);
  const printed = new Set(built.transactions.flatMap((t) => (t.balance === null ? [] : [Math.abs(cents(t.balance))])));
  const explains = (start: number) => (figures: number[]) => figures.some((f) => printed.has(Math.abs(f)) || runs.has(Math.abs(f) - start) || runs.has(-Math.abs(f) - start));
  const start = startOf(built, moved) ?? floatingStart(dated.map((d) => d.figures), runs, explains);
  const explained = start === undefined ? (f: number[]) => f.some((x) => printed.has(Math.abs(x))) : explains(start);
  const lost = dated.filter((d) => !explained(d.figures)).map((d) => d.m);
  if (!lost.length) return;
  rec.status = 'unverifiable';
  for (const m of lost.slice(0, 5)) rec.notes.push(`page ${m.page}: a line that reads as a row (a date, then money) went into no row: "${m.text.slice(0, 70)}"`);
  if (lost.length > 5) rec.notes.push(`${lost.length - 5} more such line(s): rows are missing`);
}

/** What the rows run from: the statement as built (`normalize/build-transactions`). */
export interface Reached {
  transactions: readonly Transaction[];
  opening_balance: number | null;
  closing_balance: number | null;
  newestFirst: boolean;
  balanceSense: 1 | -1;
}

/**
 * The money a line may end with, where it starts with a date that is no bare number ("12", "2024") and names no other
 * currency than the statement's: every reading of
 * its last one to four words that is money ("10 446,67 PLN" is also "446,67 PLN" to a reader that knows no spaced
 * groups), none where no last word holds a figure with cents.
 */
function rowFigures(text: string, currency: string | null): number[] {
  const words = text.trim().split(/\s+/);
  // A figure in another currency is a purchase abroad's original amount, a row's details ("30 dec 2023 2,92 GBP").
  if (currency && words.some((w) => CURRENCY_CODE.test(w) && w !== currency)) return [];
  const d = matchDateAt(words, 0);
  if (!d || !plainDate(d.date)) return [];
  const rest = words.slice(d.used);
  return [1, 2, 3, 4].map((n) => tailFigure(rest, n)).filter((v): v is number => v !== undefined);
}

/**
 * How far the balance has moved after each row, in cents, from 0 before the first: in printed order and in date
 * order (rows printed by section, money in then money out, reach each day's balance only in date order); and how far
 * all the rows move it.
 */
function runningSums(b: Reached): { runs: Set<number>; moved: number } {
  const printed = b.newestFirst ? [...b.transactions].reverse() : [...b.transactions];
  const dated = [...printed].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  const runs = new Set<number>([0]);
  let moved = 0;
  for (const chrono of [printed, dated]) {
    moved = 0;
    for (const t of chrono) runs.add((moved += b.balanceSense * (cents(t.credit) - cents(t.debit))));
  }
  return { runs, moved };
}

/** The balance before the first row, in cents: the printed opening, else the printed closing less what the rows moved. */
function startOf(b: Reached, moved: number): number | undefined {
  if (b.opening_balance !== null) return cents(b.opening_balance);
  return b.closing_balance === null ? undefined : cents(b.closing_balance) - moved;
}

/**
 * With no opening or closing printed: the starting balance that makes the most lines balances the rows reach, where
 * that is three lines or more (any one line is some balance from some start), tried from the first three lines'
 * figures (one of them may be a row that was lost).
 */
function floatingStart(lines: number[][], runs: Set<number>, explains: (start: number) => (figures: number[]) => boolean): number | undefined {
  // A bound on the work: a long statement with no opening or closing printed is left to the printed balances.
  if (lines.length < 3 || runs.size > 5000) return undefined;
  const probe = lines.slice(0, 50);
  let best: { start: number; n: number } | undefined;
  for (const f of lines.slice(0, 3).flat()) {
    for (const r of runs) {
      for (const start of [Math.abs(f) - r, -Math.abs(f) - r]) {
        const n = probe.filter(explains(start)).length;
        if (!best || n > best.n) best = { start, n };
      }
    }
  }
  return best && best.n >= 3 ? best.start : undefined;
}
