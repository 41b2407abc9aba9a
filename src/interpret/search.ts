import type { AccountType, Interpretation, LayoutResult, PageText, ParseHints, RawRow, Reconciliation, StatementAccount } from '../types.js';
import { columnRoleCandidates, markReadings, moneyColumns, pageColumns, parseLayout, withColumnRoles, withMarks, type ColumnRoles, type MarkReading } from '../layout/index.js';
import { buildTransactions, lastRowBalance, undatedRows, type BuiltStatement, type Pins } from '../normalize/build-transactions.js';
import { parseDateToken } from '../normalize/date-token.js';
import { parseAmount } from '../normalize/amount.js';
import { forgetFolds } from '../normalize/months.js';
import { forgetAnswers, keepAnswersFor } from '../layout/keep-answers.js';
import { reconcile } from '../reconcile/reconcile.js';
import { scoreCandidate, ARITHMETIC, CRITERIA, compareScores, endsPrinted, type Priors } from './score.js';
import { accountLayout, accountsHold, mergeAccounts } from './accounts.js';
import { balanceLineRows, withBalanceLines } from './balance-lines.js';
import { balancesApart, chainAfterApart } from './balances-apart.js';
import { withoutHeaderLines } from './without-headers.js';

export interface Chosen {
  layout: LayoutResult;
  built: BuiltStatement;
  rec: Reconciliation;
  interpretation: Interpretation;
  /** Several accounts in one file, each read and reconciled on its own (accounts.ts). */
  accounts?: StatementAccount[];
  /**
   * The balance lines found (balanceLineRows) under the best reading of each other naming of the money columns, where
   * the search named them (balance-lines.ts): the sets, not the readings, so no other reading's rows are held.
   */
  otherRoleLines?: Set<string>[];
}

interface ReleaseOptions {
  releaseLines?: boolean;
  released?: () => void;
}

function release(pages: PageText[], opts: ReleaseOptions): void {
  if (!opts.releaseLines) return;
  for (const p of pages) p.lines = [];
  opts.released?.();
}

interface Candidate extends Chosen {
  score: number[];
  key: Record<string, string | number>;
}

/**
 * The layout stage's discrete choices (row style, date order, sign convention, account type with its balance sense,
 * chronology) are not voted one after another: every combination the evidence leaves open is built and reconciled,
 * and the one the statement's own arithmetic supports best wins (score.ts). Caller hints and a bank profile pin a
 * choice instead of being scored. The runner-up is kept so the result can say how clear the choice was.
 * `releaseLines`: the pages' lines are emptied once both layouts are read (the caller must not need them after), and
 * `released` is called then.
 */
export function interpret(pages: PageText[], hints: ParseHints = {}, opts: ReleaseOptions = {}): Chosen {
  try {
    keepAnswersFor(pages.reduce((n, p) => n + p.lines.length, 0));
    return interpretPages(pages, hints, opts);
  } finally {
    // The words folded for this statement are of no use to the next one.
    forgetFolds();
    forgetAnswers();
  }
}

function interpretPages(pages: PageText[], hints: ParseHints, opts: ReleaseOptions, dates: 'stacked' | 'flat' = 'stacked'): Chosen {
  const first = parseLayout(pages, hints, 'first', 'cut', undefined, { dates });
  if (!first.stackedDates) return decide(pages, hints, opts, first, dates);
  // Stacked dates are told by pairs of dated lines alone, and a day's balance on a dated line under each row ("Ledger
  // balance 564,38") pairs the same: the lines are also read as rows of their own (the day's balances then the
  // balance lines they are), and that reading is taken where it reconciles and the stacked one does not. The lines
  // are kept until both are read. Not where the flat reading leaves dated lines unread: those are the first lines of
  // true pairs, whose figures stand on the second (a row's details over its value date and amount).
  const stacked = decide(pages, hints, {}, first, dates);
  const flat = stacked.rec.status === 'reconciled' ? undefined : interpretPages(pages, hints, {}, 'flat');
  release(pages, opts);
  const unread = (c: Chosen) => c.layout.unread?.length ?? 0;
  return flat?.rec.status === 'reconciled' && unread(flat) <= unread(stacked) ? flat : stacked;
}

/** The reading of the pages the arithmetic supports best, `first` being their layout with amounts on a row's first line. */
function decide(pages: PageText[], hints: ParseHints, opts: ReleaseOptions, first: LayoutResult, dates: 'stacked' | 'flat'): Chosen {
  const votes = first.lastLineVotes ?? 0;
  const styles: ('first' | 'last')[] = votes > 0 ? ['first', 'last'] : ['first'];
  // The style the row shapes vote for is only a prior: many rows completed by a later line mean amounts sit last.
  const votedStyle = votes >= Math.max(2, first.rows.length * 0.2) ? 'last' : 'first';
  let layouts = styles.map((st) => (st === 'first' ? first : parseLayout(pages, hints, st, 'cut', undefined, { dates })));
  // A page with no header cut at mid-line dates may be one list whose details print dates after a figure ("USD 12,50
  // 03.01.2025 TESCO"). Only the arithmetic tells: the page is also read whole, and that reading is taken only where
  // it reconciles and the cut does not (the two give different rows, which the score's row counts cannot compare).
  const whole = first.headerlessLists === 'cut' ? styles.map((st) => parseLayout(pages, hints, st, 'whole', undefined, { dates })) : undefined;
  // Amounts read with two decimals and as whole figures, chosen by row count: the other reading is weighed too.
  const other = first.otherAmounts ? styles.map((st) => parseLayout(pages, hints, st, 'cut', first.otherAmounts, { dates })) : undefined;
  // A page without a header showing fewer figure edges than its header's page (a page of debits only) was read with
  // its right edge at the table's (page-frame.ts): each other pairing is read too.
  const framed = Array.from({ length: first.frameEdges ?? 0 }, (_, k) => styles.map((st) => parseLayout(pages, hints, st, 'cut', undefined, { dates, frameEdge: k + 1 })));
  // A headerless scanned page whose digit runs alone made a money column (figure-columns.ts `runsOnly`): a column of
  // codes reads the same. It is read as no money too.
  const unrun = first.runEdges ? styles.map((st) => parseLayout(pages, hints, st, 'cut', undefined, { dates, runEdges: 'dropped' })) : undefined;
  // CR/DR marks between two figures given to the figure before them too (marks.ts marksNearerNext).
  const marksBefore = first.marksNearerNext ? styles.map((st) => parseLayout(pages, hints, st, 'cut', undefined, { dates, marks: 'before' })) : undefined;
  // The pages without their table headers' lines, read only where the header's reading does not add up (below).
  const headless = withoutHeaderLines(pages, first.evidence?.headers);
  // The layouts hold all the candidates need (rows, their cells' words, summary, evidence): a caller that owns the
  // pages lets their lines go here, before the candidates are built (most of a long statement's words).
  release(pages, opts);
  // The type the page's words name: card words, or an IBAN, which names an account that holds money (a card's
  // statement that prints the IBAN paying it prints card words too, which decide first).
  const textType = first.summary.account_type ?? (first.summary.iban ? 'bank' : undefined);
  let cut = choose(layouts, hints, votedStyle, textType);
  // Taken where the statement's own arithmetic holds better so (blurred scans lose most separators: their figures
  // then read as whole amounts, and the row counts favour that reading).
  if (other && cut.rec.status !== 'reconciled') {
    const alt = choose(other, hints, votedStyle, textType);
    // Only a reading that keeps as many rows: fewer rows break fewer links, which proves nothing.
    // Nor one that checks less: a reading that leaves the printed ends or balances unread has nothing to break.
    const kept = alt.built.transactions.length > 0 && alt.built.transactions.length >= cut.built.transactions.length && checksAsMuch(alt, cut);
    const order = compareScores(alt.interpretation.score.slice(0, ARITHMETIC), cut.interpretation.score.slice(0, ARITHMETIC));
    // A reading the printed figures check and confirm beats one they cannot check at all (whole amounts with dots
    // between their groups, "3.376.443", read as two decimals leave the summary's figures unread: nothing to check,
    // nothing broken, the same score).
    if (kept && (order < 0 || (order === 0 && alt.rec.status === 'reconciled' && cut.rec.status === 'unverifiable'))) cut = alt;
  }
  // Marks given to the figure before them: taken where that reading keeps as many rows, checks as much and breaks less
  // of the arithmetic in every way and more in none (a column of marks between the amounts and the balances, given to
  // the balances, reads every row as a debit and breaks the chain; given to the amounts, the chain holds even where no
  // printed opening or closing lets the statement reconcile).
  if (marksBefore && cut.rec.status !== 'reconciled') {
    const alt = choose(marksBefore, hints, votedStyle, textType);
    if (alt.built.transactions.length >= cut.built.transactions.length && (alt.rec.status === 'reconciled' || (breaksLess(alt, cut) && checksAsMuch(alt, cut)))) {
      cut = { ...alt, interpretation: { ...alt.interpretation, marks_place: 'before' } };
      layouts = marksBefore;
    }
  }
  // A reading the layout left open, taken only where it reconciles and the one chosen so far does not; the
  // interpretation says which it was.
  const whereReconciled = (ls: LayoutResult[], said: Partial<Interpretation>, keepsRows = false): void => {
    if (cut.rec.status === 'reconciled') return;
    const alt = choose(ls, hints, votedStyle, textType);
    if (alt.rec.status !== 'reconciled') return;
    // (A reading that reconciles only with fewer rows proves nothing where the rows are what it changes.)
    if (keepsRows && alt.built.transactions.length < cut.built.transactions.length) return;
    cut = { ...alt, interpretation: { ...alt.interpretation, ...said } };
    layouts = ls;
  };
  // Another pairing of such a page's edge: geometry gave no reason to prefer it, and rows turned round on a page of
  // one direction can still tie where nothing checks.
  framed.forEach((ls, k) => whereReconciled(ls, { frame_edge: k + 1 }));
  // Digit runs read as details: both readings keep every row, and a lost separator's column that happens not to add
  // up either would be no better read as codes.
  if (unrun) whereReconciled(unrun, { run_edges: 'dropped' });
  // A column of digit runs is money only where the chain confirms it: where the reading with it breaks its chain, the
  // one without it is taken if it keeps as many rows and breaks less of the arithmetic in every way and more in none
  // (scanned random 12381: a code after every row's details, "7964", read as a debit of 79.64 and every signed amount
  // as a credit, the printed totals matching neither; without the codes the credits' total matches). Having no
  // chain to break wins nothing over a chain that holds.
  if (unrun && cut.rec.status !== 'reconciled' && cut.rec.chain_ok !== true) {
    const alt = choose(unrun, hints, votedStyle, textType);
    if (alt.built.transactions.length >= cut.built.transactions.length && checksTotalsAsMuch(alt, cut) && breaksLess(alt, cut)) {
      cut = { ...alt, interpretation: { ...alt.interpretation, run_edges: 'dropped' } };
      layouts = unrun;
    }
  }
  // A header whose labels do not give the money columns (labels we do not know beside ones we do; a two-level header
  // whose second line OCR lost, "Amount" over four columns of figures) gives the figures wrong roles: the table read
  // as if no header were printed, its columns named by the arithmetic, is taken where it reconciles keeping as many
  // rows (random 930176: read so, six rows after the table were dropped as a list and the rest added up).
  // So too where it does not reconcile but keeps as many rows and breaks less of the arithmetic in every way (chain,
  // totals, printed totals, the totals' gap) and more in none: OCR misreads left in either reading (scanned random 11733, "Utgald"
  // over the debits unread, "Rema." over the balances read as details: every debit a credit, 3 of 78 rows right).
  if (headless && cut.rec.status !== 'reconciled') {
    const ls = styles.map((st) => parseLayout(headless, hints, st, 'cut', undefined, { dates }));
    const alt = choose(ls, hints, votedStyle, textType);
    if (alt.built.transactions.length >= cut.built.transactions.length && (alt.rec.status === 'reconciled' || (breaksLess(alt, cut) && checksAsMuch(alt, cut)))) {
      cut = { ...alt, interpretation: { ...alt.interpretation, headers: 'ignored' } };
      layouts = ls;
    }
  }
  // Balance lines between the rows whose figure stands in an amount column (balance-lines.ts): read without them
  // where the arithmetic holds better so.
  if (cut.rec.status !== 'reconciled') {
    const lines = withBalanceLines(layouts, cut, (ls) => choose(ls, hints, votedStyle, textType));
    if (lines.lines > 0) cut = { ...lines.chosen, interpretation: { ...lines.chosen.interpretation, balance_lines: lines.lines } };
  }
  // A figure alone in the balance column (a balance on a row's last line, under its details) read as that: a row of
  // no amount whose balance the row above takes (balances-apart.ts). Only where it reconciles, and after the readings
  // above: a day's balance line in a column of amounts, or a row's own balance line, reads the same.
  // (Read only where some undated row prints one figure: else that reading is this one.)
  const lone = layouts.some((l) => l.rows.some((r) => r.undated && r.money?.length === 1)) ? layouts.map((l) => ({ ...l, loneBalances: true as const })) : undefined;
  if (lone) whereReconciled(lone, { lone_balances: 'balance' });
  // Several accounts one after another: each account is read on its own, and that reading is kept where the
  // accounts' own arithmetic holds (one at least adds up, and none fails unless the statement read whole fails too:
  // accounts.ts accountsHold) and the statement read as one does not
  // reconcile, or reconciles only by leaving rows out that every account reconciled keeps (a later account's rows
  // taken for a list after the first one's table, its balances for the statement's).
  const ocr = pages.some((p) => p.source === 'ocr');
  let accounts = byAccounts(layouts, cut, hints, votedStyle, textType, ocr);
  // The same reading account by account, where the accounts do not all reconcile otherwise.
  if (lone && layouts[0]!.accounts && accounts?.rec.status !== 'reconciled' && !layouts[0]!.loneBalances) {
    const alone = byAccounts(lone, cut, hints, votedStyle, textType, ocr);
    const more = (c: Chosen) => (c.accounts ?? []).filter((a) => a.reconciliation.status === 'reconciled').length;
    if (alone && (!accounts || more(alone) > more(accounts))) accounts = { ...alone, interpretation: { ...alone.interpretation, lone_balances: 'balance' } };
  }
  // Nor where the statement read as one reconciles by leaving out the rows after its transactions that the last
  // account, read on its own, keeps and reconciles: those rows are that account's, not a list to drop (its first
  // account may still fail, and says so).
  const last = accounts?.accounts?.[accounts.accounts.length - 1];
  const lastKeepsDropped = cut.interpretation.trailing_rows === 'dropped' && !!last && last.transaction_count > 0 && last.reconciliation.status === 'reconciled';
  if (accounts && (cut.rec.status !== 'reconciled' || (accounts.built.transactions.length > cut.built.transactions.length && (accounts.rec.status === 'reconciled' || lastKeepsDropped)))) return accounts;
  if (!whole || cut.rec.status === 'reconciled') return withBalancesApart(cut, layouts);
  const read = choose(whole, hints, votedStyle, textType);
  return read.rec.status === 'reconciled' ? withBalancesApart(read, whole) : withBalancesApart(cut, layouts);
}

/** Rows whose own balance the chosen reading left out on a line of its own take it back (balances-apart.ts). */
function withBalancesApart(c: Chosen, layouts: LayoutResult[]): Chosen {
  const n = balancesApart(c.built, layouts, c.layout);
  if (n === 0) return c;
  chainAfterApart(c.rec);
  // A closing not printed is the last row's balance (build-transactions.ts), also one the row took back here.
  const b = c.built;
  const lastBalance = b.closing_balance === null ? lastRowBalance(b.transactions, b.newestFirst) : null;
  if (lastBalance !== null) {
    b.closing_balance = lastBalance;
    b.derived.closing = true;
  }
  return { ...c, interpretation: { ...c.interpretation, balances_apart: n } };
}

/** Each account of the layouts' spans (layout/accounts.ts) read by its own search; undefined where that does not hold. */
function byAccounts(layouts: LayoutResult[], cut: Chosen, hints: ParseHints, votedStyle: 'first' | 'last', textType: AccountType | undefined, ocr: boolean): Chosen | undefined {
  const spans = layouts[0]!.accounts;
  if (!spans) return undefined;
  const same = layouts.filter((l) => l.accounts?.length === spans.length);
  const read = (i: number, h: ParseHints) => choose(same.map((l) => accountLayout(l, l.accounts!, i)), h, votedStyle, textType);
  // The accounts of one file share the kind of account and the date order: the account with the most rows (the most
  // evidence) decides them, and the others are read under them. A few rows alone can chain as well with every
  // direction turned round under a card's balance sense.
  const sizes = spans.map((_, i) => accountLayout(same[0]!, same[0]!.accounts!, i).rows.length);
  const lead = sizes.indexOf(Math.max(...sizes));
  const led = read(lead, hints);
  const pins: ParseHints = { ...hints, accountType: led.interpretation.account_type, dateOrder: led.interpretation.date_order };
  // Each account's rows take their balances printed apart from its own lines (balances-apart.ts).
  const parts = spans.map((_, i) => withBalancesApart(i === lead ? led : read(i, pins), same.map((l) => accountLayout(l, l.accounts!, i))));
  // A whole reading that adds up only by leaving out the rows after its transactions does not add up for this check:
  // those rows may be a later account's (decide() weighs which).
  const asOne = cut.interpretation.trailing_rows === 'dropped' ? { ...cut.rec, status: 'discrepancy' as const } : cut.rec;
  if (!accountsHold(parts, asOne)) return undefined;
  return mergeAccounts(cut.layout, parts, spans, cut.layout.summary.currency ?? hints.currency ?? null, ocr);
}

/**
 * The best reading of the layouts. `textType`: card words on the page (or a profile's account type) are evidence,
 * scored, not a pin: they can be wrong.
 */
function choose(layouts: LayoutResult[], hints: ParseHints, votedStyle: 'first' | 'last', textType: AccountType | undefined): Chosen {
  const pinned: string[] = [];
  // A caller's hint pins the order; a bank profile's order is only the prior, since profiles are detected and can be wrong.
  const orderPin = hints.dateOrder;
  if (orderPin) pinned.push('date_order');
  const typePin: AccountType | undefined = hints.accountType;
  if (typePin) pinned.push('account_type');

  let best: Candidate | undefined;
  // Of the runner-up only what the result says about it: its rows are never used, and keeping them held a third
  // statement's worth of built rows (with the best and the one being built) on a long statement.
  let runner: Pick<Candidate, 'score' | 'key'> | undefined;
  // The best reading without a list after the transactions that the printed opening and closing confirm.
  let confirmedWithout: Candidate | undefined;
  let count = 0;
  // The most rows a naming of the money columns gave balances that chain on at least two links of three (provenBalances).
  let chained: { rows: number; held: number } | undefined;
  // The balance lines under the best reading kept in byRoles, by its key (Chosen.otherRoleLines).
  const roleLines = new Map<string, Set<string>>();
  // Section titles are found by keywords and can be a heading elsewhere on the page: a reading that ignores them is
  // also tried wherever they gave rows a direction, and the arithmetic decides.
  const bySections = layouts.flatMap((l): Variant[] =>
    l.rows.some((r) => r.section)
      ? [{ layout: l, sections: 'honoured' as const }, { layout: { ...l, rows: l.rows.map((r) => ({ ...r, section: undefined })) }, sections: 'ignored' as const }]
      : [{ layout: l }],
  );
  // Rows known only by figures (no label names them): read as transactions and without them.
  const byBare = bySections.flatMap((v): Variant[] =>
    v.layout.rows.some((r) => r.bare)
      ? [
          { ...v, layout: { ...v.layout, rows: v.layout.rows.filter((r) => !r.bare) }, bare: 'dropped' as const },
          { ...v, bare: 'kept' as const },
        ]
      : [v],
  );
  // A list after the transactions (layout/trailing-list.ts): read with its rows and without them; the reading without
  // them is kept only where it reconciles (below), and a tie keeps the rows (the reading with them comes first). A list
  // that runs a balance of its own is a ledger, not pending items: it is never left out. A list apart from the table
  // (outside its chain of balances, closed by its own total) is read without its rows first, and that reading needs
  // only the chain to hold: a tie leaves the list out.
  const byTrailing = byBare.flatMap((v): Variant[] => {
    const rows = v.layout.rows;
    if (!rows.some((r) => r.trailing) || rows.some((r) => r.trailingLedger)) return [v];
    const apart = rows.some((r) => r.trailingApart);
    const without = { ...v, layout: { ...v.layout, rows: rows.filter((r) => !r.trailing), summary: v.layout.summaryWithoutTrailing ?? v.layout.summary }, trailing: 'dropped' as const, unbalanced: !rows.some((r) => r.trailingChained), ...(apart ? { apart } : {}), ...(listBreaksOff(rows) ? { breaksOff: true } : {}) };
    return apart ? [without, v] : [v, without];
  });
  // Money columns no header named: every way of naming the columns the figures stand in is a reading of its own.
  // A column of marks: which mark means debit is a reading of its own (a label's order and CR/DR are priors).
  const byMarkReading = byTrailing.flatMap((v): Variant[] => {
    const rows = v.layout.rows;
    const openOrder = rows.some((r) => r.balanceMark) && columnRoleCandidates(moneyColumns(rows), pageColumns(rows)).length > 1;
    const readings = markReadings(rows, openOrder);
    if (readings.length <= 1) return [v];
    const marked = readings.map((marks) => ({ ...v, layout: withMarks(v.layout, marks), marks }));
    // Words in a column of their own left of the figures may name something else than the direction (two kinds of
    // payment): the rows are also read without them, first, so that a tie keeps that reading.
    const words = v.layout.rows.every((r) => !r.marks || r.marks.every((m) => m.word));
    return words ? [v, ...marked] : marked;
  });
  const variants = byMarkReading.flatMap((v): Variant[] => {
    const candidates = columnRoleCandidates(moneyColumns(v.layout.rows), pageColumns(v.layout.rows));
    return candidates.length > 1 ? candidates.map((roles) => ({ ...v, layout: withColumnRoles(v.layout, roles, v.marks), roles })) : [v];
  });
  const rolesSearched = variants.some((v) => v.roles);
  // The best reading under each naming of the columns (per account type and sense), to tell a choice the arithmetic
  // made from one only the usual column order made.
  const byRoles = new Map<string, Best>();
  const byMarks = new Map<string, Best>();
  for (const { layout, sections, bare, trailing, unbalanced, apart, breaksOff, roles, marks } of variants) {
    const orders = orderPin ? [orderPin] : dateOrdersOpen(layout, defaultOrder(layout, hints));
    const signs: Pins['sign_convention'][] = hasSignedColumn(layout) ? ['negative_out', 'positive_out'] : [undefined];
    const types: { account_type: AccountType; balance_sense: 1 | -1 }[] = typePin
      ? senses(typePin)
      : [...senses('bank'), ...senses('credit_card')];
    const currency = layout.summary.currency ?? hints.currency ?? null;
    // Once per layout, not per reading: it filters every row.
    const chronos = chronologies(layout);
    for (const date_order of orders) {
      let undated: number | undefined;
      for (const sign_convention of signs)
        for (const t of types)
          for (const chronology of chronos) {
            const pins: Pins = { date_order, sign_convention, ...t, chronology };
            // Undated rows are the first criterion: a reading with more of them than both the best and the runner-up
            // can become neither, so it is counted but not built (on a long statement every reading built in full
            // leaves ~20 MB in the old generation until the next full collection). Readings that name the columns
            // are all built: the best of each naming is compared (guessedRoles).
            if (!roles && best && runner) {
              undated ??= undatedRows(layout, hints, currency, pins);
              if (undated > best.score[0]! && undated > runner.score[0]!) {
                count++;
                continue;
              }
            }
            const built = buildTransactions(layout, hints, currency, pins);
            const rec = reconcile({
              transactions: built.transactions,
              opening: built.opening_balance,
              closing: built.closing_balance,
              newestFirst: built.newestFirst,
              sense: built.balanceSense,
              printedTotals: built.printed_totals,
              period: { start: built.period_start, end: built.period_end },
            });
            // The statement's own opening and closing settle it; a closing taken from the last row's balance agrees
            // with any rows cut off the end that continue the chain of balances, so then only a list outside the
            // chain may go (no balances, or balances that do not follow: interest on an average balance).
            // Where no opening is printed the totals cannot settle it: a list whose first balance its amounts cannot
            // reach from the last one above (listBreaksOff) goes where the rows above chain without it (the reading
            // stays unverifiable).
            const settled = rec.totals_match === true || (rec.totals_match === null && rec.chain_ok === true && unbalanced && breaksOff === true);
            if (trailing && (rec.breaks.length > 0 || (!apart && (!settled || !(endsPrinted(built) || unbalanced))))) {
              count++;
              continue;
            }
            const priors: Priors = {
              votedStyle, textType, defaultOrder: defaultOrder(layout, hints), rowStyle: layout.rowStyle ?? 'first', sectionsIgnored: sections === 'ignored', bareKept: bare === 'kept', unusualColumns: roles?.unusual,
              countUnchecked: rolesSearched, marksAgainst: marks?.against, unusualMarks: marks?.unusual,
              // A row known only by figures adds no link where the table prints no balances: keeping it is no loss.
              uncheckedKept: bare === 'kept' ? layout.rows.filter((r) => r.bare && r.balance === undefined).length : 0,
            };
            const score = scoreCandidate(built, rec, priors);
            count++;
            const key = {
              row_style: layout.rowStyle ?? 'first',
              date_order: built.dateOrder,
              sign_convention: built.outSign === 'positive' ? 'positive_out' : 'negative_out',
              account_type: built.account_type,
              balance_sense: built.balanceSense,
              chronology: built.newestFirst ? 'newest_first' : 'oldest_first',
              ...(sections ? { sections } : {}),
              ...(bare ? { bare_rows: bare } : {}),
              ...(trailing ? { trailing_rows: trailing } : {}),
              ...(roles ? { column_roles: roles.name } : {}),
              ...(marks ? { marks: marks.name } : {}),
            };
            if (roles) {
              if (keepBest(byRoles, roles.name, built, score)) roleLines.set(bestKey(roles.name, built), balanceLineRows(built, 1));
              const rows = built.transactions.filter((t) => t.balance !== null).length;
              const held = rows - 1 - rec.breaks.length;
              if (rows >= 3 && held >= 2 * rec.breaks.length && (!chained || rows > chained.rows)) chained = { rows, held };
            }
            if (marks) keepBest(byMarks, marks.name, built, score);
            const cand: Candidate = { layout, built, rec, score, key, interpretation: undefined as unknown as Interpretation };
            if (trailing && confirmedByEnds(built, rec) && (!confirmedWithout || compareScores(score, confirmedWithout.score) < 0)) confirmedWithout = cand;
            if (!best || compareScores(score, best.score) < 0) {
              if (best && differs(best.key, key)) runner = { score: best.score, key: best.key };
              best = cand;
            } else if (differs(best.key, key) && (!runner || compareScores(score, runner.score) < 0)) runner = { score, key };
          }
    }
  }
  // A closing printed between the last row and the list after them closes the statement only where the list is no
  // rows (layout `summaryWithoutTrailing`): with the list kept, no closing is read and nothing counts against that
  // reading. The reading without the list, reconciled from the printed opening to the printed closing, is the
  // statement's where the one with it is not so confirmed.
  if (confirmedWithout && best && best !== confirmedWithout && best.key.trailing_rows === undefined && !confirmedByEnds(best.built, best.rec)) {
    runner = { score: best.score, key: best.key };
    best = confirmedWithout;
  }
  const b = best!;
  if (b.key.column_roles !== undefined) guessedRoles(b, byRoles);
  if (b.key.column_roles !== undefined && chained) provenBalances(b, chained);
  const chosenMarks = variants.find((v) => v.marks?.name === b.key.marks)?.marks;
  if (chosenMarks && !chosenMarks.inherent) guessedMarks(b, byMarks);
  if (textType === undefined && !typePin) mirroredCard(b);
  const interpretation: Interpretation = {
    row_style: b.key.row_style as Interpretation['row_style'],
    date_order: b.key.date_order as Interpretation['date_order'],
    sign_convention: b.key.sign_convention as Interpretation['sign_convention'],
    account_type: b.key.account_type as AccountType,
    balance_sense: b.key.balance_sense as 1 | -1,
    chronology: b.key.chronology as Interpretation['chronology'],
    ...(b.key.sections ? { sections: b.key.sections as 'honoured' | 'ignored' } : {}),
    ...(b.key.bare_rows ? { bare_rows: b.key.bare_rows as 'kept' | 'dropped' } : {}),
    ...(b.key.trailing_rows ? { trailing_rows: 'dropped' as const } : {}),
    ...(b.key.column_roles !== undefined ? { column_roles: b.key.column_roles as string } : {}),
    ...(b.key.marks !== undefined ? { marks: b.key.marks as string } : {}),
    ...(b.layout.headerlessLists ? { headerless_lists: b.layout.headerlessLists } : {}),
    pinned,
    score: b.score,
    criteria: [...CRITERIA],
    candidates: count,
  };
  if (runner) interpretation.runner_up = { differs: diff(b.key, runner.key), score: runner.score };
  const otherRoleLines = b.key.column_roles === undefined ? [] : [...roleLines].filter(([k]) => !k.startsWith(`${b.key.column_roles}|`)).map(([, v]) => v);
  return { layout: b.layout, built: b.built, rec: b.rec, interpretation, ...(otherRoleLines.length ? { otherRoleLines } : {}) };
}

/** Reading `alt` checks what `cut` checks: the printed ends (totals) and the running balances (chain), where it does. */
/** `alt` breaks less of the arithmetic than `cut` in some way (chain, totals, printed totals) and more in none, the totals' gap no wider. */
function breaksLess(alt: Chosen, cut: Chosen): boolean {
  const [a, c] = [alt.interpretation.score, cut.interpretation.score];
  const arithmetic = [CRITERIA.indexOf('chain_breaks'), CRITERIA.indexOf('totals_mismatch'), CRITERIA.indexOf('printed_totals_mismatch')];
  const gap = CRITERIA.indexOf('totals_gap');
  return arithmetic.every((k) => a[k]! <= c[k]!) && arithmetic.some((k) => a[k]! < c[k]!) && a[gap]! <= c[gap]!;
}

function checksAsMuch(alt: Chosen, cut: Chosen): boolean {
  return checksTotalsAsMuch(alt, cut) && (alt.rec.chain_ok !== null || cut.rec.chain_ok === null);
}

/** The totals' half of checksAsMuch: a reading whose totals go unchecked does not beat one whose totals are checked. */
function checksTotalsAsMuch(alt: Chosen, cut: Chosen): boolean {
  return alt.rec.totals_match !== null || cut.rec.totals_match === null;
}

/** The rows chain and lead from the printed opening to the printed closing (neither taken from a row's balance). */
function confirmedByEnds(built: BuiltStatement, rec: Reconciliation): boolean {
  return rec.status === 'reconciled' && rec.totals_match === true && endsPrinted(built) && built.opening_balance !== null && built.closing_balance !== null;
}

/**
 * Another naming of the money columns that the arithmetic cannot tell from the chosen one, and that gives other
 * rows, leaves the roles a guess of the usual order: said in the warnings, and never `reconciled`.
 */
function guessedRoles(b: Candidate, byRoles: Map<string, Best>): void {
  const rivals = tiedRivals(b, byRoles, b.key.column_roles!);
  if (rivals.length === 0) return;
  const names = rivals.map(([k]) => `"${k.slice(0, k.indexOf('|'))}"`).join(', ');
  b.built.warnings.push(
    `no header names the money columns: their roles ("${b.key.column_roles}") were guessed from the usual column order; the statement's balances and totals fit ${names} as well`,
  );
  if (b.rec.status === 'reconciled') {
    b.rec.status = 'unverifiable';
    b.rec.notes.push(`the money columns' roles were guessed: ${names} fits the printed figures as well`);
  }
}

/**
 * A naming of the money columns that reads running balances which chain (two links of three at least) is proof that
 * the statement prints them: a reading that leaves most of them unread (a column of balances taken for details, its
 * OCR misreads breaking the chain the other reading checks) checked its rows against the totals alone, and is never
 * `reconciled` (fresh random scan 12093: every amount right, no balance read, "reconciled").
 */
function provenBalances(b: Candidate, chained: { rows: number; held: number }): void {
  const read = b.built.transactions.filter((t) => t.balance !== null).length;
  if (b.rec.status !== 'reconciled' || 2 * read >= chained.rows) return;
  b.rec.status = 'unverifiable';
  b.rec.notes.push(
    `another reading of the money columns reads a running balance on ${chained.rows} rows, ${chained.held} of whose links chain; this one reads ${read}: the rows were checked against the totals alone`,
  );
}

/**
 * A card's balance owed runs as a bank balance does with every direction turned round: a bank account whose debit
 * column was read as its credit column (a label OCR lost, its figures given to the nearest label) chains as a card
 * once the chain turns the printed directions back. A reading as a card that nothing on the page names, whose
 * balances hold only by overruling printed directions (signs, marks, labelled columns), is that mirror as likely as
 * a card: never `reconciled` (fresh random scan 11500: every row's direction wrong, "reconciled").
 */
function mirroredCard(b: Candidate): void {
  const turned = b.built.evidence.strongOverrides;
  if (b.key.account_type !== 'credit_card' || turned === 0 || b.rec.status !== 'reconciled') return;
  b.rec.status = 'unverifiable';
  b.rec.notes.push(`read as a card, which nothing on the page names, whose balances hold only with ${turned} printed direction(s) turned round: a bank account whose columns were read the wrong way round chains the same`);
}

/**
 * Another meaning of the marks that the arithmetic cannot tell from the chosen one, and that gives other rows: the
 * marks' meaning was a guess (a label's order, the usual share of money out), said in the warnings, never `reconciled`.
 */
function guessedMarks(b: Candidate, byMarks: Map<string, Best>): void {
  const rivals = tiedRivals(b, byMarks, b.key.marks!);
  if (rivals.length === 0) return;
  b.built.warnings.push(
    `the direction marks' meaning ("${b.key.marks}") was guessed: the statement's balances and totals fit the other meaning as well`,
  );
  if (b.rec.status === 'reconciled') {
    b.rec.status = 'unverifiable';
    b.rec.notes.push(`the direction marks' meaning was guessed: the printed figures fit the other meaning as well`);
  }
}

/** Keeps the best reading under one choice of a dimension, per account type and sense (what tiedRivals compares). */
function keepBest(best: Map<string, Best>, choice: string, built: BuiltStatement, score: number[]): boolean {
  const k = bestKey(choice, built);
  const seen = best.get(k);
  if (seen && compareScores(score, seen.score) >= 0) return false;
  best.set(k, { score, rows: rowsOf(built) });
  return true;
}

/** The key of the best reading under one choice, per account type and sense (tiedRivals reads its last two parts). */
function bestKey(choice: string, built: BuiltStatement): string {
  return `${choice}|${built.account_type}|${built.balanceSense}`;
}

/**
 * The best readings under other choices of one dimension (keyed "choice|account type|sense") that tie with the chosen
 * one on the arithmetic criteria, for the same account type and sense, and give other rows. Not one that overrules
 * more printed directions (words whose meaning we know, signs, labelled columns): the page settles what the arithmetic
 * does not (random 1016361, "Obciazenie" / "Uznanie" before the amounts, newest first: the words read the other way
 * round with the rows read oldest first chain as well, overruling 53 of them).
 */
function tiedRivals(b: Candidate, best: Map<string, Best>, chosen: string | number): [string, Best][] {
  const mine = rowsOf(b.built);
  const suffix = `|${b.key.account_type}|${b.key.balance_sense}`;
  return [...best].filter(([k, v]) =>
    k.endsWith(suffix) && !k.startsWith(`${chosen}|`) && otherRows(v.rows, mine) && compareScores(v.score.slice(0, ARITHMETIC), b.score.slice(0, ARITHMETIC)) === 0 &&
    v.score[OVERRULED]! <= b.score[OVERRULED]!,
  );
}
const OVERRULED = CRITERIA.indexOf('printed_directions_overruled');

/** The best reading under one choice: its score and the rows it gives (rowsOf). */
interface Best {
  score: number[];
  rows: Rows;
}

/** The rows a reading gives: dates and money, and the balances apart (otherRows compares them). */
interface Rows {
  money: string;
  balances: (number | null)[];
}

/** The rows a reading gives, to tell readings that differ from ones that only name things apart. */
function rowsOf(b: BuiltStatement): Rows {
  return { money: b.transactions.map((t) => `${t.date} ${t.debit} ${t.credit}`).join(';'), balances: b.transactions.map((t) => t.balance) };
}

/**
 * Two readings give other rows where their dates or money differ, or a row's balance differs where both read one. A
 * reading that only reads fewer balances (a column left as details) says nothing against the other.
 */
function otherRows(a: Rows, b: Rows): boolean {
  return a.money !== b.money || a.balances.some((x, i) => x !== null && b.balances[i] !== null && x !== b.balances[i]);
}

/** A bank account's balance rises with money in; a card's printed balance is usually the amount owed, sometimes signed. */
function senses(type: AccountType): { account_type: AccountType; balance_sense: 1 | -1 }[] {
  return type === 'bank'
    ? [{ account_type: 'bank', balance_sense: 1 }]
    : [
        { account_type: 'credit_card', balance_sense: -1 },
        { account_type: 'credit_card', balance_sense: 1 },
      ];
}

/** Day-month orders worth trying: both, unless no numeric date leaves the order open. */
function dateOrdersOpen(layout: LayoutResult, prior: 'DMY' | 'MDY' | 'YMD'): ('DMY' | 'MDY' | 'YMD')[] {
  const raws = [...layout.rows.flatMap((r) => r.dates), layout.summary.period_start, layout.summary.period_end, layout.summary.statement_date];
  const open = raws.some((r) => {
    const d = r ? parseDateToken(r) : undefined;
    return d?.kind === 'numeric' && !d.yearFirst;
  });
  return open ? ['DMY', 'MDY'] : [prior];
}

/** The order the statement's currency and locale suggest, used only when the arithmetic and the dates cannot decide. */
function defaultOrder(layout: LayoutResult, hints: ParseHints): 'DMY' | 'MDY' | 'YMD' {
  if (layout.dateOrder) return layout.dateOrder;
  const cur = layout.summary.currency ?? hints.currency;
  return cur === 'USD' || hints.locale?.endsWith('US') ? 'MDY' : 'DMY';
}

function hasSignedColumn(layout: LayoutResult): boolean {
  return layout.rows.some((r) => r.amount !== undefined && !r.debit && !r.credit && !parseAmount(r.amount)?.marker);
}

/** Oldest or newest first: settled by the dates unless the first and last row share a day. */
function chronologies(layout: LayoutResult): (Interpretation['chronology'] | undefined)[] {
  const dated = layout.rows.filter((r) => r.dates.length > 0);
  if (dated.length < 2) return [undefined];
  const a = dated[0]!.dates[0];
  const z = dated[dated.length - 1]!.dates[0];
  return a === z ? ['oldest_first', 'newest_first'] : [undefined];
}

function differs(a: Record<string, string | number>, b: Record<string, string | number>): boolean {
  return Object.keys(a).some((k) => a[k] !== b[k]);
}

function diff(a: Record<string, string | number>, b: Record<string, string | number>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const k of Object.keys(a)) if (a[k] !== b[k]) out[k] = b[k]!;
  return out;
}

/**
 * The list after the rows cannot continue the chain of balances: its first printed balance lies further from the last
 * balance above it than all the list's amounts up to it could move it ("Faiz orani 13,37 %  227,57-  65.020,20"
 * after 92.080,48).
 */
function listBreaksOff(rows: RawRow[]): boolean {
  const first = rows.findIndex((r) => r.trailing);
  const money = (t: string | undefined) => (t === undefined ? undefined : parseAmount(t)?.value);
  const before = rows.slice(0, first).reverse().find((r) => money(r.balance) !== undefined);
  if (first < 0 || !before) return false;
  let moved = 0;
  for (const r of rows.slice(first)) {
    if (!r.trailing) break;
    moved += Math.abs(money(r.amount) ?? 0) + Math.abs(money(r.debit) ?? 0) + Math.abs(money(r.credit) ?? 0);
    const b = money(r.balance);
    if (b !== undefined) return Math.abs(Math.abs(b) - Math.abs(money(before.balance)!)) > moved + 0.005;
  }
  return false;
}

/** One reading of the layout the search builds candidates from, with the choices that made it. */
interface Variant {
  layout: LayoutResult;
  sections?: 'honoured' | 'ignored';
  bare?: 'kept' | 'dropped';
  trailing?: 'dropped';
  unbalanced?: boolean;
  apart?: boolean;
  breaksOff?: boolean;
  roles?: ColumnRoles;
  marks?: MarkReading;
}
