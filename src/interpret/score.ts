import type { AccountType, Reconciliation } from '../types.js';
import type { BuiltStatement } from '../normalize/build-transactions.js';
import { datedOutside } from '../normalize/period-window.js';

/**
 * The score of one interpretation, compared lexicographically, lowest best. Arithmetic the statement prints comes
 * first (a reading under which dates do not exist, balances do not chain or the printed figures do not add up is
 * wrong, whatever else it has going for it); then how much printed evidence the reading had to overrule; the priors
 * (defaults from the account type, currency and row shapes) only break ties.
 */
export const CRITERIA = [
  'undated_rows',
  'rows_not_chained',
  'chain_breaks',
  'totals_mismatch',
  'printed_totals_mismatch',
  'bare_rows_kept',
  'account_type_against_text',
  'printed_directions_overruled',
  'rows_outside_period',
  'rows_out_of_order',
  'marks_against_their_meaning',
  'most_rows_money_in',
  'prior_account_type',
  'prior_column_roles',
  'prior_marks',
  'prior_date_order',
  'prior_row_style',
  'sections_ignored',
  'inferred_directions_overruled',
  'totals_gap',
] as const;

export interface Priors {
  /** The row style the row shapes vote for. */
  votedStyle: 'first' | 'last';
  rowStyle: 'first' | 'last';
  /** Account type named by card words on the page or by a bank profile. */
  textType?: AccountType;
  defaultOrder: 'DMY' | 'MDY' | 'YMD';
  /** The reading drops the directions that section titles give their rows. */
  sectionsIgnored?: boolean;
  /** The reading takes rows whose details are only figures for transactions (kept only where the arithmetic asks). */
  bareKept?: boolean;
  /**
   * The statement's money columns had no header roles, so some readings take a column of balances for amounts: a
   * reading without balances has no chain to break, so the rows the chain checks count first (a row lost from the
   * table breaks one link of the right reading; reading the balances as amounts loses every link).
   */
  countUnchecked?: boolean;
  /** Rows without a balance that the reading keeps although another reading leaves them out (bare rows): not counted. */
  uncheckedKept?: number;
  /** Money columns no header named, read in an unusual order (credit left of debit, balance left of the amounts). */
  unusualColumns?: number;
  /** Direction marks read against their own meaning (CR/DR, D/C, signs). */
  marksAgainst?: number;
  /** Direction marks read against the order their column's label names them in ("S/H": debit first). */
  unusualMarks?: number;
}

/** The criteria that are the statement's own arithmetic: a reading they cannot tell from another is a guess. */
export const ARITHMETIC = 5;

export function scoreCandidate(b: BuiltStatement, rec: Reconciliation, p: Priors): number[] {
  const pt = rec.printed_totals;
  const printedMismatch = pt ? Number(pt.credits_match === false) + Number(pt.debits_match === false) : 0;
  const card = b.account_type === 'credit_card';
  // Rows without a balance are still checked, all together, where the printed opening and closing (and the printed
  // totals, if any) hold: otherwise a table without balances would favour the reading that loses rows.
  const byTotals = rec.totals_match === true && printedMismatch === 0 && endsPrinted(b);
  return [
    b.evidence.undated,
    p.countUnchecked ? (byTotals ? 0 : b.transactions.filter((t) => t.balance === null).length - (p.uncheckedKept ?? 0)) + rec.breaks.length : 0,
    rec.breaks.length,
    Number(rec.totals_match === false),
    printedMismatch,
    Number(!!p.bareKept),
    Number(p.textType !== undefined && p.textType !== b.account_type),
    b.evidence.strongOverrides,
    outsidePeriod(b),
    b.evidence.disorder,
    // A mark's own meaning (CR, D, "-") is what is left when the arithmetic cannot tell the marks apart: it
    // outranks the usual share of money out.
    p.marksAgainst ?? 0,
    // Most rows of any account, bank or card, are money out: a reading under which most are money in has the
    // directions upside down (a bank account read as a card or the reverse chains just as well).
    Number(b.transactions.filter((t) => t.credit > 0).length > b.transactions.filter((t) => t.debit > 0).length),
    // Without card words a statement is a bank account; a card's printed balance is most often the amount owed.
    Number(p.textType === undefined && card) + Number(card && b.balanceSense === 1),
    p.unusualColumns ?? 0,
    // A label's order is a weaker hint ("CR/DR" over DR and CR marks, "Bij/Af"): after the account type.
    p.unusualMarks ?? 0,
    Number(b.dateOrder !== p.defaultOrder),
    Number(p.rowStyle !== p.votedStyle),
    Number(!!p.sectionsIgnored),
    b.evidence.weakOverrides,
    // Last, where nothing else tells two readings apart and neither adds up (an OCR misread in the rows): the one
    // the printed figures miss by less. A direction read wrong misses by twice its amount, a misread digit by less.
    totalsGap(rec),
  ];
}

/** How far, in cents, the rows miss the printed closing and the printed totals. */
function totalsGap(rec: Reconciliation): number {
  const pt = rec.printed_totals;
  const cents = (x: number | null | undefined) => (x == null ? 0 : Math.round(Math.abs(x) * 100));
  return cents(rec.difference) + (pt ? cents(pt.credits == null ? 0 : pt.credits - rec.total_credits) + cents(pt.debits == null ? 0 : pt.debits - rec.total_debits) : 0);
}

/** The statement's opening and closing are the printed ones: neither derived from the rows nor repaired to them. */
export function endsPrinted(b: BuiltStatement): boolean {
  return !b.derived.opening && !b.derived.closing && !b.summaryRepaired.opening && !b.summaryRepaired.closing;
}

export function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Rows dated more than a week outside the printed period. */
function outsidePeriod(b: BuiltStatement): number {
  if (!b.period_start || !b.period_end) return 0;
  return datedOutside(b.transactions, b.period_start, b.period_end, 7).length;
}
