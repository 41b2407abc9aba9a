import type { Interpretation, LayoutResult, MoneyCell, RawRow, Reconciliation, RowBox, Transaction } from '../types.js';
import type { BuiltStatement } from '../normalize/build-transactions.js';
import { compareScores, endsPrinted, ARITHMETIC } from './score.js';
import { dropSubtotals } from '../layout/subtotals.js';

/**
 * Balance lines between the rows ("Kontostand am 03.04.2024  1.234,56", "Saldo al", "Saldo per", "Solde au"): many
 * banks print, after a booking day or at a page's foot, a line with a day and the balance after it. Where its figure
 * stands in an amount column (a table without a balance column, or one whose balance column is left of the amounts)
 * it reads as a transaction. No words tell it: the arithmetic does. Under the chosen reading, a row without a balance
 * of its own whose one figure equals the running balance after the rows above it (from the printed opening or the
 * last printed balance) may be such a line. The statement is read again without those rows, each figure the balance
 * of the row above it (so the chain checks every one), and that reading is taken only where the statement's own
 * arithmetic (chain, totals, printed totals) holds better than with them as transactions.
 */
export interface BalanceLinesRead<C> {
  chosen: C;
  /** The rows read as balance lines (0 where the first reading was kept). */
  lines: number;
}

interface Scored {
  layout: LayoutResult;
  built: BuiltStatement;
  otherRoleLines?: Set<string>[];
  interpretation: Pick<Interpretation, 'score' | 'trailing_rows'>;
  rec: Pick<Reconciliation, 'status' | 'chain_ok'>;
}

export function withBalanceLines<C extends Scored>(layouts: LayoutResult[], first: C, read: (layouts: LayoutResult[]) => C): BalanceLinesRead<C> {
  // Under the chosen reading, or with every direction turned (a sign convention the lines' own unsigned figures
  // misled): the one that finds more lines.
  // Or with each row's direction word taken for its direction, either way round: a reading that left the words
  // unread (every figure one way) finds no line, and with the lines read as rows no reading honouring the words
  // adds up either (random 10629: "Débit" / "Crédit" after the date, "Solde du jour au 31.12.2023 €4 393,08 Cr").
  // Or under another naming of the money columns (no header named them): the lines read as rows may have made a
  // column of credits the debits' (random 1016661, 1016444: day balances between credit and debit columns). A line
  // prints one figure: a row printing two that another naming read as one (its first figure the details', "SPOTIFY
  // 1.516  305.894 Cr") is a transaction with its balance (random 1020542).
  const twoFigures = new Set(first.layout.rows.flatMap((r) => (r.bbox && (r.money?.length ?? 0) > 1 ? [boxKey(r.bbox)] : [])));
  const found = [
    balanceLineRows(first.built, 1),
    balanceLineRows(first.built, -1),
    ...byDirectionWords(first.built, first.layout).map((v) => balanceLineRows(v, 1)),
    ...(first.otherRoleLines ?? []).map((set) => new Set([...set].filter((box) => !twoFigures.has(box)))),
  ].reduce((x, y) => (y.size > x.size ? y : x));
  if (found.size === 0) return { chosen: first, lines: 0 };
  // Lines that give their own day's balance under rows of a later day: the balance of the last row of their day.
  const early = EARLIER.get(found);
  const dateOf = early ? new Map(first.built.transactions.flatMap((t) => (t.bbox ? [[boxKey(t.bbox), t.date] as const] : []))) : undefined;
  const alt = read(layouts.map((l) => withoutLines(l, found, dateOf && early ? { dateOf, early } : undefined)));
  // A reading that also leaves out the rows after the table's last interruption, which the first reading kept, is
  // taken only where it reconciles against a printed opening and closing: they may be another account's rows, not a
  // list after the table (a closing taken from the last row's balance agrees with any rows cut off the end).
  const kept = alt.interpretation.trailing_rows !== 'dropped' || first.interpretation.trailing_rows === 'dropped' || (alt.rec.status === 'reconciled' && endsPrinted(alt.built));
  const [a2, f2] = [alt.interpretation.score, first.interpretation.score];
  // Where the first reading has no chain at all, its zero breaks check nothing, and an OCR misread left among the
  // rows breaks the lines' chain somewhere: each line found is a balance that held, so the lines are taken where
  // there are several (two may be a coincidence of a row and the sum of the rows after it), they hold at least twice
  // as often as the chain breaks, and nothing else the statement prints gets worse.
  const unchecked = first.rec.chain_ok === null && found.size >= 4 && a2[0]! <= f2[0]! && a2[3]! <= f2[3]! && a2[4]! <= f2[4]! && a2[2]! * 2 < found.size;
  const better = kept && (compareScores(a2.slice(0, ARITHMETIC), f2.slice(0, ARITHMETIC)) < 0 || unchecked);
  return better ? { chosen: alt, lines: found.size } : { chosen: first, lines: 0 };
}

/**
 * The reading's rows with the directions their printed words give (the two words most rows carry), once each way
 * round; none where the rows do not carry two such words.
 */
function byDirectionWords(b: BuiltStatement, layout: LayoutResult): BuiltStatement[] {
  const tokens = new Map<string, string>();
  const counts = new Map<string, number>();
  // Where the rows print direction words in a column of their own, only those count: the lines' own CR after their
  // balance ("Saldo op 2023-03-20  1.383,89 Cr") outnumbered the rarer word ("Credit") and paired with the commoner.
  const worded = layout.rows.some((r) => r.marks?.some((m) => m.word));
  for (const r of layout.rows) {
    const t = r.marks?.length === 1 && (!worded || r.marks[0]!.word) ? r.marks[0]!.token : undefined;
    if (!r.bbox || !t) continue;
    tokens.set(boxKey(r.bbox), t);
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const two = [...counts.entries()].sort((x, y) => y[1] - x[1]).slice(0, 2).map(([t]) => t);
  if (two.length < 2 || counts.get(two[1]!)! < 2) return [];
  return two.map((inflow) => ({
    ...b,
    transactions: b.transactions.map((t) => {
      const token = t.bbox ? tokens.get(boxKey(t.bbox)) : undefined;
      const figure = t.credit || t.debit;
      if (!token || !two.includes(token) || !figure || (t.credit > 0 && t.debit > 0)) return t;
      return { ...t, credit: token === inflow ? figure : 0, debit: token === inflow ? 0 : figure };
    }),
  }));
}

/** How many rows back a line may stand from the next one (a day's rows between two day balances). */
const ANCHORS = 60;

const boxKey = (b: RowBox) => `${b.page}|${b.x0.toFixed(1)}|${b.y0.toFixed(1)}`;
const cents = (x: number) => Math.round(x * 100);

/** The lines of a found set that gave their own day's balance under rows of a later day (beforeLaterDays). */
const EARLIER = new WeakMap<Set<string>, Set<string>>();

/**
 * The boxes of rows whose one figure is the running balance after the rows above them (in the order they run), the
 * rows' directions as the reading gives them or, with `turn` -1, all turned round.
 */
export function balanceLineRows(b: BuiltStatement, turn: 1 | -1 = 1): Set<string> {
  const out = new Set<string>();
  const early = new Set<string>();
  EARLIER.set(out, early);
  const rows: Transaction[] = b.newestFirst ? [...b.transactions].reverse() : b.transactions;
  let running: number | undefined = b.derived.opening || b.summaryRepaired.opening ? undefined : (b.opening_balance ?? undefined);
  // Where the running balance went wrong above (a row OCR misread), a line is still told by the lines after it: each
  // of the last rows is also tried as a balance, and a later row whose figure is that balance after the rows between
  // them (one or more, moving it) makes both lines, once the next line follows from them in turn (a group's total
  // is its first row plus the others, and the next group's total does not follow from it).
  let anchors: { box: string; running: number; rows: number }[] = [];
  let pending: string[] = [];
  // The running balance as it was before a pair of rows that may be lines (pending) took its place, moved by the rows
  // since: a row that is a line under it shows the pair a coincidence (a figure that is another plus the one row
  // between them, 56.21 - 21.00 = 35.21) and puts it back.
  let before: number | undefined;
  // The row just above, where it printed one figure and no balance: the direction the reading gave it.
  let last: { delta: number } | undefined;
  // The rows read since the last line or balance, oldest first: a line dated before the last of them may give the
  // balance of its own day, the rows of a later day above it not yet in it (a page's last line, "04/01 Tagessaldo
  // 3.636,09" under a row of 05/01 that goes on on the next page: never-used random 1023212).
  let since: { date: string; delta: number }[] = [];
  const beforeLaterDays = (date: string): number | undefined => {
    let k = since.length;
    while (k > 0 && since[k - 1]!.date > date) k--;
    if (k === since.length || b.newestFirst) return undefined;
    return since.slice(k).reduce((x, r) => x - r.delta, running!);
  };
  for (const t of rows) {
    // What the row does to the running balance, as the reading (or `turn`) gives its direction.
    const delta = turn * b.balanceSense * (t.credit - t.debit);
    if (t.balance !== null) {
      // A printed balance confirms a line above it that the running balance could not (no opening printed, or the
      // chain broken above): the line's figure, moved by the rows between, is this balance, where the running balance
      // is not (random 1019145: a day's balance on the continuation line of the statement's second row, no header).
      const printed = t.balance;
      const chained = running !== undefined && cents(running + delta) === cents(printed);
      const confirmed = chained ? undefined : anchors.find((a) => a.rows > 0 && cents(a.running) > 0 && cents(a.running + delta) === cents(printed));
      if (confirmed) out.add(confirmed.box);
      running = t.balance;
      before = undefined;
      anchors = [];
      last = undefined;
      since = [];
      continue;
    }
    const figure = t.credit || t.debit;
    const single = !!t.bbox && figure > 0 && !(t.credit > 0 && t.debit > 0);
    const earlier = running !== undefined && single ? beforeLaterDays(t.date) : undefined;
    if (running !== undefined && single && (cents(figure) === Math.abs(cents(running)) || (earlier !== undefined && cents(figure) === Math.abs(cents(earlier))))) {
      for (const box of [...pending, boxKey(t.bbox!)]) out.add(box);
      if (cents(figure) !== Math.abs(cents(running))) early.add(boxKey(t.bbox!));
      pending = [];
      before = undefined;
      since = [];
      anchors = [];
      last = undefined;
      continue;
    }
    // A reading that gave the row above the wrong direction (figures no column tells apart, all read one way): the
    // line is the balance with that row turned, and the line then gives the row its direction (random 1020542).
    if (running !== undefined && single && last && last.delta !== 0 && cents(figure) === Math.abs(cents(running - 2 * last.delta))) {
      out.add(boxKey(t.bbox!));
      running -= 2 * last.delta;
      pending = [];
      before = undefined;
      anchors = [];
      last = undefined;
      continue;
    }
    if (before !== undefined && single && cents(figure) === Math.abs(cents(before))) {
      out.add(boxKey(t.bbox!));
      running = before;
      pending = [];
      before = undefined;
      anchors = [];
      last = undefined;
      continue;
    }
    // An anchor's balance keeps the sign it started with (its figure): one that the rows took below zero matches
    // nothing (a run of equal figures, 12.50 three times, would otherwise find a "line" at every other row).
    const hit = single ? anchors.find((a) => a.rows > 0 && cents(a.running) > 0 && cents(figure) === cents(a.running)) : undefined;
    if (hit) {
      pending = [hit.box, boxKey(t.bbox!)];
      if (running !== undefined && before === undefined) before = running + delta;
      else if (before !== undefined) before += delta;
      running = hit.running;
      anchors = [];
      last = undefined;
      continue;
    }
    if (running !== undefined) running += delta;
    if (before !== undefined) before += delta;
    since.push({ date: t.date, delta });
    for (const a of anchors) {
      a.running += delta;
      a.rows++;
    }
    last = single ? { delta } : undefined;
    if (single) anchors.push({ box: boxKey(t.bbox!), running: figure, rows: 0 });
    if (anchors.length > ANCHORS) anchors.shift();
  }
  return out;
}

/**
 * The layout without the rows of `found`, each one's figure the balance of the row above it where that has none. Page
 * subtotals are looked for again: the lines' figures were in the sums the first look compared them with.
 */
function withoutLines(l: LayoutResult, found: Set<string>, days?: { dateOf: ReadonlyMap<string, string>; early: ReadonlySet<string> }): LayoutResult {
  const rows: RawRow[] = [];
  const near = (a: MoneyCell, b: MoneyCell) => Math.abs(a.x1 - b.x1) < b.word.size;
  const lastOfSeveral = l.rows.flatMap((r) => (r.money && r.money.length > 1 ? [r.money[r.money.length - 1]!] : []));
  for (const r of l.rows) {
    // A balance line prints one day at most: a row of two lines or more printing two dates took another row's line (a
    // value date under it). One line's two dates are its own ("Ledger balance  31.07.2023" with its day under the
    // value dates, the booking date the row above's).
    const size = r.money?.[0]?.word.size ?? 8;
    const oneLine = !!r.bbox && r.bbox.y1 - r.bbox.y0 < 1.6 * size;
    if (!r.bbox || !found.has(boxKey(r.bbox)) || (!r.undated && r.dates.length > 1 && !oneLine)) {
      rows.push(r);
      continue;
    }
    // The balance of the last row of the line's own day or before: rows of a later day above it are not in it yet
    // (balanceLineRows `beforeLaterDays`).
    const day = days?.early.has(boxKey(r.bbox)) ? days.dateOf.get(boxKey(r.bbox)) : undefined;
    let at = rows.length - 1;
    const later = (row: RawRow | undefined) => !!day && !!row?.bbox && (days!.dateOf.get(boxKey(row.bbox)) ?? '') > day;
    while (at > 0 && later(rows[at]) && (rows[at - 1]!.table ?? 0) === (r.table ?? 0)) at--;
    if (later(rows[at])) at = rows.length - 1;
    const above = rows[at];
    if (!above || (above.table ?? 0) !== (r.table ?? 0)) continue;
    const figure = r.amount ?? r.credit ?? r.debit;
    const cell = r.money?.length === 1 ? r.money[0]! : undefined;
    // Money columns no label named: a row of one figure takes the line's figure into its cells (and as its balance
    // for the readings by position) where other rows print the last of their two or more figures (a balance column),
    // for the column-role search to name; elsewhere (under the amounts of a table without balances, or a row that has
    // its balance) the row stays as it is.
    if (above.money) {
      if (cell && above.money.length === 1 && !near(above.money[0]!, cell) && lastOfSeveral.some((m) => near(m, cell)))
        rows[at] = { ...above, money: [...above.money, cell].sort((a, b) => a.x1 - b.x1), ...(above.balance === undefined && figure !== undefined ? { balance: figure } : {}) };
    } else if (above.balance === undefined && figure !== undefined) rows[at] = { ...above, balance: figure };
  }
  return { ...l, rows: dropSubtotals(rows).rows };
}
