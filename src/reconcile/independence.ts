import type { LayoutResult, Reconciliation } from '../types.js';
import type { BuiltStatement } from '../normalize/build-transactions.js';

/**
 * `reconciled` must mean that something the statement prints, and that the rows did not produce, agreed with the rows:
 * the printed opening and closing balances, or the printed totals of money in and out. A running-balance chain alone
 * cannot see a row lost before its first or after its last link, and an opening derived from the first surviving
 * row agrees with any rows by construction; such a statement is `unverifiable`, with a note saying what is missing.
 */
export function requireIndependentCheck(rec: Reconciliation, built: BuiltStatement, layout: LayoutResult): void {
  if (rec.status !== 'reconciled') return;
  // No row, equal balances: a quiet month, unless a transaction table is printed that nothing was read from.
  if (built.transactions.length === 0 && (layout.tableHeaders ?? 0) > 0) {
    rec.status = 'unverifiable';
    rec.notes.push('a transaction table is printed but no row could be read from it');
    return;
  }
  const pt = rec.printed_totals;
  const totalsAgree = !!pt && pt.credits_match === true && pt.debits_match === true;
  const endsPrinted = !built.derived.opening && !built.derived.closing && built.opening_balance !== null && built.closing_balance !== null;
  const endsAgree = endsPrinted && rec.totals_match === true;
  if (endsAgree || totalsAgree) return;
  rec.status = 'unverifiable';
  const missing = [built.derived.opening || built.opening_balance === null ? 'opening' : '', built.derived.closing || built.closing_balance === null ? 'closing' : '']
    .filter(Boolean)
    .join(' and ');
  rec.notes.push(
    `the running balances chain, but no printed ${missing || 'opening and closing'} balance or printed totals confirm that no row is missing at the start or end` +
      (layout.unread?.length ? ` (${layout.unread.length} dated line(s) without a readable amount)` : ''),
  );
}
