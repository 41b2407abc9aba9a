import type { Transaction } from '../types.js';
import { parseAmount } from '../normalize/amount.js';
import type { RowCells } from './repair.js';

const EPS = 0.005;

/** A row whose amount tesseract also read as a figure that closes the statement's gap exactly. */
export interface MisreadSuspect {
  index: number;
  read: number;
  offered: number;
}

/**
 * Where a statement does not add up and no running balance says which row is wrong (a table without balances), the
 * rows whose amount word tesseract offered another reading for, one that would make opening + credits - debits
 * equal the printed closing exactly. They are named, never changed: the reading that fits is not a second check.
 * `gap` = printed closing - the closing the rows give; `sense` as in reconcile (+1 a bank account, -1 a card).
 */
export function misreadSuspects(txs: Transaction[], cells: RowCells[], gap: number, sense: 1 | -1): MisreadSuspect[] {
  if (Math.abs(gap) < EPS) return [];
  const out: MisreadSuspect[] = [];
  txs.forEach((t, i) => {
    const word = cells[i]?.amount;
    const read = t.debit || t.credit;
    for (const alt of word?.alternatives ?? []) {
      const v = parseAmount(alt)?.value;
      if (v === undefined || Math.abs(v - read) < EPS) continue;
      // Reading v instead moves the rows' closing by sense * (read - v) for money out, sense * (v - read) for money in.
      const moves = sense * (t.debit ? read - v : v - read);
      if (Math.abs(moves - gap) < EPS) {
        out.push({ index: i, read, offered: Math.abs(v) });
        break;
      }
    }
  });
  return out;
}

/**
 * OCR rows whose direction, turned round, closes the statement's gap exactly: a lost minus or an unread mark makes a
 * debit a credit and leaves a gap of twice its amount. Named, never changed (nothing printed confirms the turn); none
 * when more than three rows would do, since then the amount says nothing about which.
 */
export function directionSuspects(txs: Transaction[], gap: number, sense: 1 | -1): number[] {
  if (Math.abs(gap) < EPS) return [];
  const out: number[] = [];
  txs.forEach((t, i) => {
    if (t.confidence >= 1 || (t.debit > 0) === (t.credit > 0)) return;
    // Turned round, a debit read as a credit moves the rows' closing by -2 x amount in the balance's sense.
    const moves = sense * 2 * (t.debit > 0 ? t.debit : -t.credit);
    if (Math.abs(moves - gap) < EPS) out.push(i);
  });
  return out.length <= 3 ? out : [];
}
