import type { BalanceBreak, Reconciliation, Transaction } from '../types.js';
import { roundCents } from '../normalize/amount.js';
import { datedOutside } from '../normalize/period-window.js';
import { balanceChain } from './chain.js';

export interface ReconcileInput {
  transactions: Transaction[];
  opening: number | null;
  closing: number | null;
  newestFirst: boolean;
  /** +1 bank (balance rises with credits), -1 card (balance = amount owed). */
  sense: 1 | -1;
  printedTotals?: { credits: number | null; debits: number | null };
  period?: { start: string | null; end: string | null };
}

const EPS = 0.005;

/**
 * Checks the statement against itself: opening + credits - debits = closing, and every printed running
 * balance against the previous one. Never changes the data; says what does not add up and where.
 */
export function reconcile(input: ReconcileInput): Reconciliation {
  const { transactions: txs, opening, closing, sense } = input;
  const total_credits = roundCents(txs.reduce((s, t) => s + t.credit, 0));
  const total_debits = roundCents(txs.reduce((s, t) => s + t.debit, 0));
  const net = sense * (total_credits - total_debits);
  const computed_closing = opening !== null ? roundCents(opening + net) : null;
  const totals_match = computed_closing !== null && closing !== null ? Math.abs(computed_closing - closing) < EPS : null;
  const difference = computed_closing !== null && closing !== null ? roundCents(closing - computed_closing) : null;

  const breaks: BalanceBreak[] = [];
  let checked = 0;
  for (const { t, index, prev, net } of balanceChain(txs, opening, input.newestFirst, sense)) {
    if (t.balance === null || prev === null) continue;
    checked++;
    const expected = roundCents(prev + net);
    if (Math.abs(expected - t.balance) >= EPS)
      breaks.push({ index, page_number: t.page_number, date: t.date, expected_balance: expected, printed_balance: t.balance, difference: roundCents(t.balance - expected) });
  }
  const chain_ok = checked > 0 ? breaks.length === 0 : null;

  const notes: string[] = [];
  const { start, end } = input.period ?? { start: null, end: null };
  if (start && end) {
    const outside = datedOutside(txs, start, end, 7);
    if (outside.length) notes.push(`${outside.length} row(s) dated outside the statement period ${start}..${end}`);
  }
  let printed_totals: Reconciliation['printed_totals'];
  if (input.printedTotals && (input.printedTotals.credits !== null || input.printedTotals.debits !== null)) {
    const { credits, debits } = input.printedTotals;
    printed_totals = {
      credits,
      debits,
      credits_match: credits !== null ? Math.abs(credits - total_credits) < EPS : null,
      debits_match: debits !== null ? Math.abs(debits - total_debits) < EPS : null,
    };
  }

  // A printed total of money in or out that the rows do not add up to is a discrepancy, unless the printed opening
  // and closing already agree with the rows: then the figure is more likely a sub-total under a total's label (a
  // card's "Purchases" leaves out fees and interest), and it is only noted. A part cannot exceed its whole: a printed
  // figure larger than the rows' total of its side is rows missing, whatever the ends say (a misread closing equal
  // to the opening agrees with no rows at all).
  const over = (printed: number | null, rows: number) => printed !== null && printed - rows >= EPS;
  const exceeds = !!input.printedTotals && (over(input.printedTotals.credits, total_credits) || over(input.printedTotals.debits, total_debits));
  const totalsDisagree = (totals_match !== true || exceeds) && (printed_totals?.credits_match === false || printed_totals?.debits_match === false);
  let status: Reconciliation['status'];
  if (totals_match === false || chain_ok === false || totalsDisagree) status = 'discrepancy';
  else if (totals_match === true || chain_ok === true || (printed_totals?.credits_match === true && printed_totals.debits_match === true)) status = 'reconciled';
  else status = 'unverifiable';
  if (status === 'discrepancy' && (totals_match === false || breaks.length)) notes.push(describe(totals_match, difference, breaks.length));
  if (printed_totals?.credits_match === false || printed_totals?.debits_match === false) {
    const p = printed_totals!;
    if (p.credits_match === false) notes.push(`the printed total of credits ${p.credits} differs from the rows' ${total_credits}`);
    if (p.debits_match === false) notes.push(`the printed total of debits ${p.debits} differs from the rows' ${total_debits}`);
  }
  if (status === 'unverifiable')
    notes.push(
      opening === null || closing === null
        ? `nothing to check against: ${opening === null ? 'no opening' : 'no closing'} balance was found and no row prints a running balance`
        : 'nothing to check against: no row prints a running balance',
    );
  return { status, totals_match, chain_ok, total_credits, total_debits, computed_closing, difference, breaks, printed_totals, notes };
}

function describe(totals: boolean | null, diff: number | null, nBreaks: number): string {
  const parts: string[] = [];
  if (totals === false) parts.push(`opening + credits - debits differs from the printed closing balance by ${diff}`);
  if (nBreaks) parts.push(`${nBreaks} row(s) break the running-balance chain`);
  return parts.join('; ');
}
