/**
 * Stable, unique transaction ids shared by every exporter (OFX FITID, camt NtryRef, MT940 :61: reference, csv/xml id).
 *
 * Rule, in this order:
 * 1. The bank reference, when the row has one that is unique within the statement, at most 32 characters long,
 *    made of [A-Za-z0-9./_-] only and containing a digit (so 'UPI' or 'NEFT' never become an id).
 * 2. Otherwise 'T' + the first 15 hex digits of SHA-256(account | date | signed amount | description | n), where n counts
 *    earlier rows with the same account, date, amount and description (identical rows stay distinct, and the ids
 *    do not depend on the position of unrelated rows: re-exporting the same statement gives the same ids).
 * Both forms fit MT940's 16x customer reference and camt's Max35Text.
 */
import { createHash } from 'node:crypto';
import type { Statement } from '../types.js';

const REF_OK = /^[A-Za-z0-9./_-]{1,32}$/;

function accountKey(s: Statement): string {
  return (s.iban ?? s.account_number ?? '').replace(/\s+/g, '').toUpperCase();
}

function amountKey(debit: number, credit: number): string {
  return (Math.round((credit - debit) * 100) / 100).toFixed(2);
}

function normDesc(d: string): string {
  return d.normalize('NFC').replace(/\s+/g, ' ').trim();
}

export function hashId(account: string, date: string, amount: string, description: string, occurrence: number): string {
  const h = createHash('sha256').update([account, date, amount, description, String(occurrence)].join('\u001f')).digest('hex');
  return 'T' + h.slice(0, 15).toUpperCase();
}

/** One id per row of statement.transactions, in the same order. */
export function transactionIds(statement: Statement): string[] {
  const txs = statement.transactions;
  const refCount = new Map<string, number>();
  for (const t of txs) {
    const r = t.reference?.trim();
    if (r) refCount.set(r, (refCount.get(r) ?? 0) + 1);
  }
  const account = accountKey(statement);
  const seen = new Map<string, number>();
  const ids: string[] = [];
  const used = new Set<string>();
  for (const t of txs) {
    const r = t.reference?.trim();
    let id: string | null = null;
    if (r && refCount.get(r) === 1 && REF_OK.test(r) && /\d/.test(r)) id = r;
    if (id === null || used.has(id)) {
      const amount = amountKey(t.debit, t.credit);
      const desc = normDesc(t.description);
      const key = [t.date, amount, desc].join('\u001f');
      const n = seen.get(key) ?? 0;
      seen.set(key, n + 1);
      id = hashId(account, t.date, amount, desc, n);
    }
    used.add(id);
    ids.push(id);
  }
  return ids;
}
