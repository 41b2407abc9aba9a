import type { RawRow, SummaryFacts } from '../types.js';
import { parseAmount, type AmountMode } from '../normalize/amount.js';

/** Above this many tables the subsets are not tried (2^n sums). */
const MAX_TABLES = 12;

/**
 * A statement split into sections whose titles name no direction we know ("Insättningar", "Alacak Hareketleri")
 * prints its amounts unsigned in several tables: which tables are money in is settled by its arithmetic. The money
 * in is the printed total of credits, or what opening + credits - debits = closing leaves for it given the sum of all
 * amounts; the one set of whole tables that sums to it is money in, the others money out. A table some of whose rows
 * carry a section read from a title (a title read on one page and not on another, its letters placed apart) keeps
 * that direction, and only the untitled tables are chosen; nothing changes unless exactly one set of them fits.
 * Returns the rows, with sections set.
 */
export function sectionsBySum(rows: RawRow[], summary: SummaryFacts, mode: AmountMode): RawRow[] {
  if (rows.length < 2 || rows.some((r) => r.debit || r.credit || r.amount === undefined || r.table === undefined)) return rows;
  if (rows.every((r) => r.section)) return rows;
  const cents = (raw: string | undefined) => {
    const a = raw ? parseAmount(raw, mode) : undefined;
    return a ? Math.round(a.value * 100) * (a.negative || a.marker === 'DR' ? -1 : 1) : undefined;
  };
  const amounts = rows.map((r) => parseAmount(r.amount!, mode));
  // Signed or marked amounts carry their direction already.
  if (amounts.some((a) => !a || a.negative || a.marker || a.plus)) return rows;
  const all = [...new Set(rows.map((r) => r.table!))];
  // The direction each titled table's rows were read with: one, or the table is left as it is (and so is the rest).
  const titled = new Map<number, 'credit' | 'debit'>();
  for (const r of rows) {
    if (!r.section) continue;
    const was = titled.get(r.table!);
    if (was && was !== r.section) return rows;
    titled.set(r.table!, r.section);
  }
  const tables = all.filter((t) => !titled.has(t));
  if (all.length < 2 || tables.length > MAX_TABLES) return rows;
  const sumOf = new Map<number, number>();
  rows.forEach((r, i) => sumOf.set(r.table!, (sumOf.get(r.table!) ?? 0) + Math.round(amounts[i]!.value * 100)));
  const sums = tables.map((t) => sumOf.get(t)!);
  const total = [...sumOf.values()].reduce((a, b) => a + b, 0);
  // Money in the titled tables already hold.
  const held = [...titled].reduce((a, [t, dir]) => a + (dir === 'credit' ? sumOf.get(t)! : 0), 0);
  const wanted = new Set<number>();
  const credits = cents(summary.total_credits);
  const debits = cents(summary.total_debits);
  if (credits !== undefined && (debits === undefined || credits + debits === total)) wanted.add(credits);
  const opening = cents(summary.opening_balance);
  const closing = cents(summary.closing_balance);
  if (opening !== undefined && closing !== undefined) {
    // Bank: closing = opening + in - out; card (balance owed): closing = opening - in + out.
    const sense = summary.account_type === 'credit_card' ? -1 : 1;
    const twice = sense * (closing - opening) + total;
    if (twice % 2 === 0) wanted.add(twice / 2);
  }
  if (wanted.size !== 1) return rows;
  const need = [...wanted][0]! - held;
  let fit: number | undefined;
  // With no table titled, all in or all out is no split; with titled tables beside them, either may be.
  const [from, to] = titled.size ? [0, 1 << tables.length] : [1, (1 << tables.length) - 1];
  for (let mask = from; mask < to; mask++) {
    const sum = sums.reduce((a, s, k) => a + (mask & (1 << k) ? s : 0), 0);
    if (sum !== need) continue;
    if (fit !== undefined) return rows;
    fit = mask;
  }
  if (fit === undefined) return rows;
  return rows.map((r) => {
    const dir = titled.get(r.table!);
    if (dir) return r.section ? r : { ...r, section: dir };
    return { ...r, section: fit! & (1 << tables.indexOf(r.table!)) ? 'credit' : 'debit' };
  });
}
