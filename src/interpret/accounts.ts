import type { AccountSpan, Interpretation, LayoutResult, RawRow, Reconciliation, StatementAccount } from '../types.js';
import type { BuiltStatement } from '../normalize/build-transactions.js';
import { requireIndependentCheck } from '../reconcile/independence.js';
import { suspectNotes } from '../reconcile/suspect-notes.js';

/** A reading of (part of) a statement: what the search chooses. */
export interface Reading {
  layout: LayoutResult;
  built: BuiltStatement;
  rec: Reconciliation;
  interpretation: Interpretation;
}

/** A statement read account by account: the readings merged, and each account on its own. */
export interface AccountsReading extends Reading {
  accounts: StatementAccount[];
}

/**
 * The layout of one account of a statement that prints several (layout/accounts.ts found the spans): its rows, its
 * own opening and closing. Printed totals are the statement's (or the first account's) and are left out; the
 * currency the rows are read in stays the statement's (a date order must not follow an account's currency).
 */
export function accountLayout(layout: LayoutResult, spans: AccountSpan[], i: number): LayoutResult {
  const span = spans[i]!;
  const own = rowsOf(layout.rows, spans)[i]!;
  const { total_credits: _c, total_debits: _d, opening_balance, closing_balance: _close, ...summary } = layout.summary;
  const opening = span.opening_balance ?? (i === 0 ? opening_balance : undefined);
  return {
    ...layout,
    rows: own,
    summary: {
      ...summary,
      ...(opening !== undefined ? { opening_balance: opening } : {}),
      ...(span.closing_balance !== undefined ? { closing_balance: span.closing_balance } : {}),
      ...(span.account_number ? { account_number: span.account_number } : {}),
    },
    tableHeaders: span.tableHeaders,
    accounts: undefined,
    ...(layout.unread ? { unread: layout.unread.filter((u) => u.y0 === undefined || spanAt(spans, u.page_number, u.y0) === i) } : {}),
  };
}

/** The span a place on the pages falls in (a line before the second span's heading is the first account's). */
function spanAt(spans: AccountSpan[], page: number, y: number): number {
  const p = page * 100000 + y;
  let k = 0;
  for (let i = 1; i < spans.length; i++) if (p >= spans[i]!.from!.page * 100000 + spans[i]!.from!.y) k = i;
  return k;
}

/** The rows of each span, by where they are printed (a row without a box stays with the row above). */
function rowsOf(rows: RawRow[], spans: AccountSpan[]): RawRow[][] {
  const out: RawRow[][] = spans.map(() => []);
  let k = 0;
  for (const r of rows) {
    if (r.bbox) k = spanAt(spans, r.bbox.page, r.bbox.y0);
    out[k]!.push(r);
  }
  return out;
}

/**
 * Whether reading the accounts one by one is better than reading the statement as one (`whole`, which did not
 * reconcile): at least one account's own arithmetic holds, and none fails unless the statement read whole fails too.
 */
export function accountsHold(parts: Reading[], whole?: Reconciliation): boolean {
  const recs = parts.map((p) => checked(p));
  if (!recs.some((r) => r.status === 'reconciled')) return false;
  // Where the statement read whole does not add up either, accounts that do on their own say the split is right:
  // the one that does not keeps its discrepancy (OCR misread a figure there), and the statement stays a discrepancy.
  return recs.every((r) => r.status !== 'discrepancy') || whole?.status === 'discrepancy';
}

/**
 * The part's reconciliation with the independence rule applied (a chain alone is not `reconciled`). Dated lines
 * under the account's table that gave no row (placed by where they stand; one without a place counts for every
 * account) say its rows were not all read as printed: the money may add up with rows dated by another line.
 */
function checked(p: Reading): Reconciliation {
  const rec: Reconciliation = { ...p.rec, notes: [...p.rec.notes] };
  requireIndependentCheck(rec, p.built, p.layout);
  if (rec.status === 'reconciled' && p.layout.unread?.length) {
    rec.status = 'unverifiable';
    rec.notes.push(`the amounts add up, but ${p.layout.unread.length} dated line(s) under the tables gave no row`);
  }
  return rec;
}

/**
 * The accounts' readings as one statement: every account's rows in printed order, each with its `account_index`;
 * opening, closing and interpretation of the first account; `reconciled` only when every account is. `ocr`: some
 * page was read by OCR (a printed opening or closing may be misread).
 */
export function mergeAccounts(whole: LayoutResult, parts: Reading[], spans: AccountSpan[], currency: string | null, ocr: boolean): AccountsReading {
  const recs = parts.map(checked);
  // An account that does not add up names its own suspects: the statement's gap is no one figure across accounts.
  recs.forEach((r, i) => r.notes.push(...suspectNotes(parts[i]!.built, r, ocr)));
  const first = parts[0]!;
  let offset = 0;
  const breaks: Reconciliation['breaks'] = [];
  parts.forEach((p, i) => {
    for (const b of recs[i]!.breaks) breaks.push({ ...b, index: b.index + offset });
    offset += p.built.transactions.length;
  });
  const all = (f: (r: Reconciliation) => boolean | null): boolean | null => (recs.every((r) => f(r) === true) ? true : recs.some((r) => f(r) === false) ? false : null);
  const label = (i: number) => spans[i]!.account_number ?? `${i + 1}`;
  const rec: Reconciliation = {
    status: recs.every((r) => r.status === 'reconciled') ? 'reconciled' : recs.some((r) => r.status === 'discrepancy') ? 'discrepancy' : 'unverifiable',
    totals_match: all((r) => r.totals_match),
    chain_ok: all((r) => r.chain_ok),
    total_credits: round(recs.reduce((s, r) => s + r.total_credits, 0)),
    total_debits: round(recs.reduce((s, r) => s + r.total_debits, 0)),
    // The accounts' figures do not add across accounts (nor currencies): each account carries its own.
    computed_closing: null,
    difference: null,
    breaks,
    notes: [
      `${parts.length} accounts in one file, each reconciled on its own: ${recs.map((r, i) => `account ${label(i)} ${r.status}`).join(', ')}`,
      ...recs.flatMap((r, i) => r.notes.map((n) => `account ${label(i)}: ${n}`)),
    ],
  };
  const sum = (k: keyof BuiltStatement['evidence']) => parts.reduce((s, p) => s + p.built.evidence[k], 0);
  const built: BuiltStatement = {
    ...first.built,
    transactions: parts.flatMap((p, i) => p.built.transactions.map((t) => ({ ...t, account_index: i }))),
    warnings: [...new Set(parts.flatMap((p) => p.built.warnings))],
    printed_totals: { credits: null, debits: null },
    evidence: { undated: sum('undated'), strongOverrides: sum('strongOverrides'), weakOverrides: sum('weakOverrides'), disorder: sum('disorder') },
    rowCells: parts.flatMap((p) => p.built.rowCells),
  };
  const accounts: StatementAccount[] = parts.map((p, i) => ({
    index: i,
    account_number: spans[i]!.account_number ?? (i === 0 ? whole.summary.account_number ?? null : null),
    account_name: spans[i]!.account_name ?? null,
    currency: spans[i]!.currency ?? currency,
    opening_balance: p.built.opening_balance,
    closing_balance: p.built.closing_balance,
    transaction_count: p.built.transactions.length,
    reconciliation: recs[i]!,
  }));
  return { layout: { ...whole, rows: parts.flatMap((p) => p.layout.rows) }, built, rec, interpretation: first.interpretation, accounts };
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
