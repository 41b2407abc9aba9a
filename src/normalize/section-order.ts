import type { Transaction } from '../types.js';
import { roundCents } from './amount.js';
import { balanceChain } from '../reconcile/chain.js';

/** Above this many steps of the search the printed order stays (rows without balances on shared days branch). */
const MAX_STEPS = 20000;
const EPS = 0.005;
/** More runs than this are no sections: rows printed out of order, which no merge should rearrange. */
const MAX_RUNS = 40;

/**
 * A statement printed in sections (money in, then money out, cheques) with a running balance on every row prints each
 * section in date order, but the balances run in the order the rows happened: read in printed order, the chain breaks
 * at every change of section. The order in which they happened is a merge of the sections by date; where rows of two
 * sections share a day, the balances say which came first. Returns the rows in the one order under which every
 * printed balance follows from the one before (a row without one carries it), or undefined when the printed order
 * already chains, when no such merge exists, or when the statement has no sections to merge.
 *
 * `groups` says which table each row was read in (in printed order); a table's rows keep their printed order within
 * each run in time (see runs).
 */
export function sectionOrder(txs: Transaction[], groups: readonly (number | undefined)[], opening: number | null, senses: readonly (1 | -1)[]): Transaction[] | undefined {
  if (txs.length < 3 || groups.some((g) => g === undefined) || new Set(groups).size < 2) return undefined;
  if (txs.filter((t) => t.balance !== null).length < 3) return undefined;
  const way = timeWay(txs, groups);
  // Rows without a balance that share a day keep their printed order first; where no merge chains so, each goes on
  // its own: a list of cheques printed by number says nothing of their order in the day ("3398 03.09 71.74" printed
  // above "8701 03.09 2,387.00", which the balances put first).
  for (const apart of [false, true]) {
    const lists = runs(txs, groups, way, apart);
    if (lists.length < 2 || lists.length > MAX_RUNS) return undefined;
    const oldestFirst = way === -1 ? lists.map((l) => [...l].reverse()) : lists;
    for (const sense of senses) {
      if (chains(txs, opening, way === -1, sense)) return undefined;
      const merged = mergeChained(oldestFirst, opening, sense);
      if (merged) return way === -1 ? merged.reverse() : merged;
    }
    if (!txs.some((t, i) => i > 0 && t.balance === null && txs[i - 1]!.balance === null && t.date === txs[i - 1]!.date && groups[i] === groups[i - 1])) break;
  }
  return undefined;
}

/** Which way the rows of one table step in time, most often: +1 oldest first, -1 newest first. */
function timeWay(txs: readonly Transaction[], groups: readonly (number | undefined)[]): 1 | -1 {
  let up = 0;
  let down = 0;
  for (let i = 1; i < txs.length; i++) {
    if (groups[i] !== groups[i - 1]) continue;
    if (txs[i]!.date > txs[i - 1]!.date) up++;
    else if (txs[i]!.date < txs[i - 1]!.date) down++;
  }
  return down > up ? -1 : 1;
}

/**
 * The printed rows cut where the table changes or the date steps back against `way`: a section that goes on after
 * a page break under the same table, and a list of cheques filled across by number, become runs in time order;
 * `unbalancedApart`: also between two rows of a day that print no balance.
 */
function runs(txs: readonly Transaction[], groups: readonly (number | undefined)[], way: 1 | -1, unbalancedApart = false): Transaction[][] {
  const out: Transaction[][] = [];
  txs.forEach((t, i) => {
    const prev = txs[i - 1];
    const back = prev !== undefined && (way === 1 ? t.date < prev.date : t.date > prev.date);
    const apart = unbalancedApart && prev !== undefined && t.balance === null && prev.balance === null && t.date === prev.date;
    if (!prev || groups[i] !== groups[i - 1] || back || apart) out.push([t]);
    else out[out.length - 1]!.push(t);
  });
  return out;
}

/** Every printed balance follows from the one before, walking the rows as printed (the reconciliation's walk). */
function chains(txs: Transaction[], opening: number | null, newestFirst: boolean, sense: 1 | -1): boolean {
  for (const { t, prev, net } of balanceChain(txs, opening, newestFirst, sense))
    if (t.balance !== null && prev !== null && Math.abs(roundCents(prev + net) - t.balance) >= EPS) return false;
  return true;
}

/** The balance after `t`, or undefined where `t` prints one that does not follow from `prev`. */
function step(prev: number | null, t: Transaction, sense: 1 | -1): number | null | undefined {
  const moved = prev === null ? null : roundCents(prev + sense * (t.credit - t.debit));
  if (t.balance === null) return moved;
  if (moved !== null && Math.abs(moved - t.balance) >= EPS) return undefined;
  return t.balance;
}

/**
 * Depth-first merge, oldest first: at each step any section whose next row is on the earliest day left may go next,
 * if its balance follows. The first complete merge is returned; the walk gives up after MAX_STEPS. Iterative: a long
 * statement's rows would be as deep a recursion.
 */
function mergeChained(lists: readonly Transaction[][], opening: number | null, sense: 1 | -1): Transaction[] | undefined {
  const at = lists.map(() => 0);
  const total = lists.reduce((n, l) => n + l.length, 0);
  const out: Transaction[] = [];
  const chosen: number[] = [];
  // The balance before each row placed, and after the last one.
  const prevs: (number | null)[] = [opening];
  let from = 0;
  for (let steps = 0; out.length < total; steps++) {
    if (steps > MAX_STEPS) return undefined;
    let day: string | undefined;
    for (let g = 0; g < lists.length; g++) {
      const t = lists[g]![at[g]!];
      if (t && (day === undefined || t.date < day)) day = t.date;
    }
    let pick = -1;
    let next: number | null | undefined;
    for (let g = from; g < lists.length && pick < 0; g++) {
      const t = lists[g]![at[g]!];
      if (!t || t.date !== day) continue;
      next = step(prevs[out.length] ?? null, t, sense);
      if (next !== undefined) pick = g;
    }
    if (pick < 0) {
      if (!out.length) return undefined;
      out.pop();
      prevs.pop();
      const g = chosen.pop()!;
      at[g]!--;
      from = g + 1;
      continue;
    }
    out.push(lists[pick]![at[pick]!]!);
    at[pick]!++;
    chosen.push(pick);
    prevs.push(next!);
    from = 0;
  }
  return out;
}
