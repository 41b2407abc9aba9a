import type { Transaction } from '../types.js';
import { roundCents } from '../normalize/amount.js';

/** Row indexes oldest first: newest-first statements are walked backwards. */
export function chronologicalOrder(count: number, newestFirst: boolean): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  return newestFirst ? order.reverse() : order;
}

export interface ChainStep {
  t: Transaction;
  /** Index into the transactions array. */
  index: number;
  /** Position in chronological order. */
  k: number;
  /** Balance before this row: the last printed balance carried forward by rows that print none (null while unknown). */
  prev: number | null;
  /** The row's movement in the balance's sense (+1 bank, -1 card). */
  net: number;
}

/**
 * Walks the running-balance chain oldest first. The consumer may change the yielded row (swap debit and credit,
 * repair a value) before asking for the next one: the walk carries the row as it is then.
 */
export function* balanceChain(txs: Transaction[], opening: number | null, newestFirst: boolean, sense: 1 | -1): Generator<ChainStep> {
  // Indexes computed, not listed: a list of every row's index, per walk and per reading searched, outlived young
  // collections on a long statement.
  const n = txs.length;
  let prev = opening;
  for (let k = 0; k < n; k++) {
    const index = newestFirst ? n - 1 - k : k;
    const t = txs[index]!;
    yield { t, index, k, prev, net: sense * (t.credit - t.debit) };
    if (t.balance !== null) prev = t.balance;
    else if (prev !== null) prev = roundCents(prev + sense * (t.credit - t.debit));
  }
}
