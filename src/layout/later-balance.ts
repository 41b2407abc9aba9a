import { moneyColumnFor, type Header } from './header.js';
import type { AmountCell } from './line-cells.js';

/**
 * A row whose figures stand on different lines of it (a balance printed on the row's last line, its amount on the
 * first; tables that centre cells vertically): a dateless line under a row that has its amount, whose every figure
 * stands in the header's balance column where the row has none, is that row's balance, not a row of its own (a line
 * with a balance and no amount is no transaction). The chain checks the balance taken so.
 */
export function balanceOnLaterLine(header: Header | undefined, rowPage: number, rowAmounts: AmountCell[], amounts: AmountCell[]): boolean {
  if (!header || header.page_number > rowPage || !amounts.length || !rowAmounts.length) return false;
  const roleOf = (a: AmountCell) => moneyColumnFor(header, a.x0, a.x1)?.role;
  if (!header.columns.some((c) => c.role === 'debit' || c.role === 'credit' || c.role === 'amount')) return false;
  return underBalance(header, amounts) && rowAmounts.every((a) => { const r = roleOf(a); return !!r && r !== 'balance'; });
}

/** Every figure stands in the header's balance column. */
export function underBalance(header: Header, amounts: AmountCell[]): boolean {
  return amounts.length > 0 && amounts.every((a) => moneyColumnFor(header, a.x0, a.x1)?.role === 'balance');
}
