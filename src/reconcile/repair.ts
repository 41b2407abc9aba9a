import type { Transaction, Word } from '../types.js';
import { parseAmount, roundCents } from '../normalize/amount.js';
import { balanceChain, chronologicalOrder } from './chain.js';
import { editDistanceAtMostOne } from '../normalize/edit-distance.js';

/** What the OCR read for a row's money cells: the words, with the recogniser's other readings. */
export interface RowCells {
  amount?: Word;
  balance?: Word;
  /** What stood in the balance column of a row whose balance could not be read. */
  balanceUnread?: string;
  /** What stood in the money columns of a row whose amount could not be read (its balance was). */
  amountUnread?: string;
}

const EPS = 0.005;

/**
 * Step 0 of `repairFromChain` alone, for a chain that gained balances after it was first read (balances-apart.ts:
 * balances printed on a line of their own): OCR rows whose balance was printed and lost take the one the previous
 * balance, their amount and the next balance settle. Amounts are never touched. Returns how many.
 */
export function fillLostBalances(txs: Transaction[], cells: RowCells[], opening: number | null, newestFirst: boolean, sense: 1 | -1, closing: number | null): number {
  let order: number[] | undefined;
  const ord = () => (order ??= chronologicalOrder(txs.length, newestFirst));
  const everyRow = balancedAlmostEverywhere(txs);
  let filled = 0;
  for (const { t, index: i, k, prev, net } of balanceChain(txs, opening, newestFirst, sense)) {
    const c = cells[i] ?? {};
    if (lostBalance(txs, c, t, prev, k, everyRow, ord) && fillLost(txs, c, t, prev!, net, k, sense, closing, ord)) filled++;
  }
  return filled;
}

/**
 * Whether an OCR row's balance was printed and lost: something stood in the balance column, or the statement prints
 * a balance on every other row and this row is no earlier row of a day (a layout that prints the day's balance once
 * leaves those empty): OCR can drop a whole word, leaving no ink read in the cell.
 */
function lostBalance(txs: Transaction[], c: RowCells, t: Transaction, prev: number | null, k: number, everyRow: boolean, ord: () => number[]): boolean {
  return t.balance === null && prev !== null && t.confidence < 1 && (c.balanceUnread !== undefined || (everyRow && dayEndsHere(txs, ord(), k)));
}

/**
 * A lost balance is what the previous balance and the amount make it, where the next printed balance (or, after the
 * last row, the printed closing) follows from it to the cent. Returns whether it was filled.
 */
function fillLost(txs: Transaction[], c: RowCells, t: Transaction, prev: number, net: number, k: number, sense: 1 | -1, closing: number | null, ord: () => number[]): boolean {
  const expected = roundCents(prev + net);
  const next = nextWithBalance(txs, ord(), k, sense);
  const settled = next ? (c.balanceUnread !== undefined || next.adjacent) && leadsTo(next, expected) : closing !== null && Math.abs(expected - closing) < EPS;
  if (!settled) return false;
  const read = c.balanceUnread !== undefined ? ` ("${c.balanceUnread.slice(0, 24)}")` : '';
  t.corrections = [...(t.corrections ?? []), `balance not read by OCR${read}; ${expected.toFixed(2)} follows from the previous balance and the ${next ? 'next' : 'closing balance'}`];
  t.balance = expected;
  return true;
}

/**
 * Repairs OCR misreads with the running-balance chain. A row whose printed balance does not follow from the
 * previous one is fixed only when exactly one of its two numbers is wrong in a way OCR produces (one digit
 * misread, dropped or added, or one of tesseract's alternative readings) and the fix is confirmed by the next
 * balance where there is one; a balance that both neighbours contradict to the cent is replaced however it was read;
 * between two balances, the one set of weakly directed rows whose turning closes the gap is turned (signs OCR lost;
 * counted in `stats.turned`). Rows are never added or removed; every change is written to `corrections`.
 * Text-layer rows (confidence 1) are never touched: there a break is a fact about the statement.
 */
export function repairFromChain(
  txs: Transaction[],
  cells: RowCells[],
  opening: number | null,
  newestFirst: boolean,
  sense: 1 | -1,
  closing: number | null = null,
  strong: readonly boolean[] = [],
  stats: { turned: number } = { turned: 0 },
): number {
  // Listed only when an OCR row needs it (a text layer's statement never does: see above).
  let order: number[] | undefined;
  const ord = () => (order ??= chronologicalOrder(txs.length, newestFirst));
  let repaired = 0;
  const everyRow = balancedAlmostEverywhere(txs);
  for (const { t, index: i, k, prev, net } of balanceChain(txs, opening, newestFirst, sense)) {
    const c = cells[i] ?? {};
    const lost = lostBalance(txs, c, t, prev, k, everyRow, ord);
    if (lost) {
      // 0. The balance was printed and lost.
      if (fillLost(txs, c, t, prev!, net, k, sense, closing, ord)) repaired++;
      continue;
    }
    if (t.balance === null || prev === null || Math.abs(prev + net - t.balance) < EPS || t.confidence >= 1) continue;
    const next = nextWithBalance(txs, ord(), k, sense);
    const nextOk = (bal: number) => !next || leadsTo(next, bal);
    // An amount fix here is confirmed by the next balance as well when one misread of the same kind between the two
    // closes that gap: misreads in neighbouring spans ("44.177" for 44.77, then "5.77" for 75.77) would otherwise
    // each wait for the other. Not where this balance could itself be the one misread (a digit off the value the rows
    // give): that one misread leaves a gap on each side that a digit changed in an amount on each side also closes.
    const balanceMisread = plausibleMisread(Math.abs(t.balance), Math.abs(roundCents(prev + net)), c.balance);
    const nextFixable = (bal: number) =>
      nextOk(bal) || (!balanceMisread && !!next && !!soleFix(amountFixes(next.rows, txs, cells, roundCents(next.t.balance! - (bal + next.between)), sense)));
    // 1. An amount was misread: the balance movement says what it must be. When rows without a printed balance
    // stand between this balance and the last one, any of them may hold the misread; only one row that could have
    // been misread that way (or the one whose alternatives offer the value) is repaired, never a guess among several.
    const span = unbalancedBefore(txs, ord(), k);
    const fixes = span.length && nextFixable(t.balance) ? amountFixes([...span, i], txs, cells, roundCents(t.balance - (prev + net)), sense) : [];
    const fix = soleFix(fixes);
    if (fix) {
      const r = txs[fix.index]!;
      r.corrections = [...(r.corrections ?? []), `amount ${(r.debit || r.credit).toFixed(2)} read by OCR; ${fix.amount.toFixed(2)} follows from the running balance`];
      if (r.debit) r.debit = fix.amount;
      else r.credit = fix.amount;
      repaired++;
      continue;
    }
    // 1b. Signs OCR lost between two printed balances (a minus or a mark too faint at 150 DPI): the one set of rows
    // whose direction was not printed in a way OCR keeps, turned, that brings the last balance to this one. The next
    // balance need not confirm it: the next day's rows may have lost theirs too.
    const turned = span.length ? soleTurn([...span, i], txs, strong, roundCents(t.balance - (prev + net)), sense) : undefined;
    if (turned) {
      turn(turned, txs, 'running balance');
      repaired += turned.length;
      stats.turned += turned.length;
      continue;
    }
    const needed = roundCents(Math.abs(t.balance - prev));
    const amount = t.debit || t.credit;
    if (!span.length && needed > 0 && nextFixable(t.balance) && plausibleMisread(amount, needed, c.amount)) {
      const out = sense * (t.balance - prev) < 0;
      t.corrections = [...(t.corrections ?? []), `amount ${amount.toFixed(2)} read by OCR; ${needed.toFixed(2)} follows from the running balance`];
      t.debit = out ? needed : 0;
      t.credit = out ? 0 : needed;
      repaired++;
      continue;
    }
    // 2. The balance was misread: the previous balance and the amount say what it must be, the next confirms it.
    const expected = roundCents(prev + net);
    // The next balance confirms directly, or through a one-digit misread of the next row's own amount (two
    // neighbouring misreads); that amount is then repaired by rule 1 on the next step.
    // Not when rows without a balance stand before this one: any of them may hold a misread beyond one digit, and two
    // repairs (this balance and the next amount) would then cover for it (a day's earlier row read "3.47" for 703.47).
    const confirmed = (bal: number) =>
      nextOk(bal) || (!!next && next.adjacent && span.length === 0 && plausibleMisread(next.t.debit || next.t.credit, roundCents(Math.abs(next.t.balance! - bal)), cells[next.index]?.amount));
    // When the next balance follows from the expected one directly, the printed balance is the only number that
    // disagrees with both neighbours, however badly it was read ("13146595." for 111,525.72): a row missing before
    // this one cannot pass that test, since the next balance then follows from the printed balance instead.
    if (next && (nextOk(expected) || (confirmed(expected) && plausibleMisread(Math.abs(t.balance), Math.abs(expected), c.balance)))) {
      t.corrections = [...(t.corrections ?? []), `balance ${t.balance.toFixed(2)} read by OCR; ${expected.toFixed(2)} follows from the previous balance and the next`];
      t.balance = expected;
      repaired++;
    }
  }
  return repaired;
}

/** Indexes of the OCR rows without a printed balance right before position k (chronological), back to the last balance. */
function unbalancedBefore(txs: Transaction[], order: number[], k: number): number[] {
  const out: number[] = [];
  for (let j = k - 1; j >= 0 && txs[order[j]!]!.balance === null; j--) out.push(order[j]!);
  return out;
}

/** Rows turned at most: every subset of them is tried. */
const MAX_TURNABLE = 12;

/**
 * The one subset of the OCR rows among `rows` whose direction was weakly read (an unsigned figure, no mark, no named
 * column) that, each turned (debit for credit), moves the balance by `gap`. None where two subsets do: a guess.
 */
function soleTurn(rows: number[], txs: Transaction[], strong: readonly boolean[], gap: number, sense: 1 | -1, totals?: { credits: number; debits: number }): number[] | undefined {
  const turnable = rows.filter((j) => txs[j]!.confidence < 1 && !strong[j] && (txs[j]!.debit || txs[j]!.credit));
  if (!turnable.length || turnable.length > MAX_TURNABLE) return undefined;
  // Turning a row moves the balance by twice its movement, the other way.
  const moves = turnable.map((j) => Math.round(-2 * sense * (txs[j]!.credit - txs[j]!.debit) * 100));
  // What turning each row takes off the credits: a credit leaves them, a debit joins them.
  const creditsLost = turnable.map((j) => (txs[j]!.credit ? Math.round(txs[j]!.credit * 100) : -Math.round(txs[j]!.debit * 100)));
  const want = Math.round(gap * 100);
  // With printed totals to meet as well, the credits turned are what the rows' credits exceed the printed total by.
  const creditsOff = totals && Math.round(txs.reduce((a, t) => a + t.credit, 0) * 100) - Math.round(totals.credits * 100);
  let found: number[] | undefined;
  for (let mask = 1; mask < 1 << turnable.length; mask++) {
    let sum = 0;
    let lost = 0;
    for (let b = 0; b < turnable.length; b++) if (mask & (1 << b)) {
      sum += moves[b]!;
      lost += creditsLost[b]!;
    }
    if (sum !== want || (creditsOff !== undefined && lost !== creditsOff)) continue;
    if (found) return undefined;
    found = turnable.filter((_, b) => mask & (1 << b));
  }
  return found;
}

/** Turns the rows and says so in each one's corrections. */
function turn(rows: number[], txs: Transaction[], how: string): void {
  for (const j of rows) {
    const r = txs[j]!;
    const was = r.debit ? 'debit' : 'credit';
    r.corrections = [...(r.corrections ?? []), `${was} ${(r.debit || r.credit).toFixed(2)} read without its sign or mark by OCR; the ${how} says it is a ${was === 'debit' ? 'credit' : 'debit'}`];
    [r.debit, r.credit] = [r.credit, r.debit];
  }
}

/**
 * A statement that prints no running balance, read by OCR, whose rows do not take the printed opening to the printed
 * closing: the one set of rows whose direction was weakly read (an unsigned figure, a mark OCR lost) that, turned,
 * does (and meets the printed totals, where both are printed). Returns how many rows were turned.
 */
export function turnToClose(txs: Transaction[], strong: readonly boolean[], opening: number, closing: number, sense: 1 | -1, printed: { credits: number | null; debits: number | null }): number {
  if (txs.some((t) => t.balance !== null)) return 0;
  const net = txs.reduce((a, t) => a + sense * (t.credit - t.debit), 0);
  const gap = roundCents(closing - (opening + net));
  if (Math.abs(gap) < EPS) return 0;
  const totals = printed.credits !== null && printed.debits !== null ? { credits: printed.credits, debits: printed.debits } : undefined;
  const rows = soleTurn(txs.map((_, i) => i), txs, strong, gap, sense, totals);
  if (!rows) return 0;
  turn(rows, txs, 'printed closing balance');
  return rows.length;
}

interface AmountFix {
  index: number;
  amount: number;
  /** Tesseract offered the amount as an alternative reading of the word. */
  offered: boolean;
  /** Tesseract doubted the word it read. */
  doubted: boolean;
}

/** Below this tesseract confidence a word is one OCR itself doubted (as in misread-suspects). */
const DOUBTED = 0.7;

/** The rows among `rows` whose amount, changed by `gap` in the balance's sense and kept on its side, is a reading OCR could have made of the printed one. */
function amountFixes(rows: number[], txs: Transaction[], cells: RowCells[], gap: number, sense: 1 | -1): AmountFix[] {
  const found: AmountFix[] = [];
  for (const index of rows) {
    const r = txs[index]!;
    if (r.confidence >= 1) continue;
    const amount = r.debit || r.credit;
    // A credit moves the balance by +sense, a debit by -sense: the row's amount grows by the gap on its own side.
    const fixed = roundCents(amount + (r.debit ? -sense * gap : sense * gap));
    if (!(fixed > 0) || !plausibleMisread(amount, fixed, cells[index]?.amount)) continue;
    const word = cells[index]?.amount;
    found.push({ index, amount: fixed, offered: offersReading(word, fixed), doubted: !!word && word.confidence < DOUBTED });
  }
  return found;
}

/**
 * Rows whose word offers the value win over rows only a digit away, and among those a word tesseract doubted wins
 * over words it read surely (a gap of 70.00 is a digit changed in many amounts; "5.77" read at 6 % is the one);
 * two of the same strength are a guess: none.
 */
function soleFix(found: AmountFix[]): AmountFix | undefined {
  const offered = found.filter((f) => f.offered);
  if (offered.length) return offered.length === 1 ? offered[0] : undefined;
  if (found.length === 1) return found[0];
  const doubted = found.filter((f) => f.doubted);
  return doubted.length === 1 ? doubted[0] : undefined;
}

/** `balance` followed by the movement up to the next printed balance gives that balance to the cent. */
function leadsTo(next: { t: Transaction; between: number }, balance: number): boolean {
  return Math.abs(balance + next.between - next.t.balance!) < EPS;
}

/**
 * Every row prints its balance but a few (at most one in twenty, and at least eight rows printed): a row without one
 * lost it to OCR rather than never having it.
 */
function balancedAlmostEverywhere(txs: Transaction[]): boolean {
  const without = txs.filter((t) => t.balance === null).length;
  return without > 0 && txs.length - without >= 8 && without <= Math.max(1, Math.floor(txs.length / 20));
}

/** The row at chronological position `k` is the last of its day. */
function dayEndsHere(txs: Transaction[], order: number[], k: number): boolean {
  const next = order[k + 1];
  return next === undefined || txs[next]!.date !== txs[order[k]!]!.date;
}

/** The next row that prints a balance, and the balance movement from this row's balance to it. */
function nextWithBalance(
  txs: Transaction[],
  order: number[],
  k: number,
  sense: 1 | -1,
): { t: Transaction; index: number; between: number; adjacent: boolean; rows: number[] } | undefined {
  let between = 0;
  for (let j = k + 1; j < order.length; j++) {
    const t = txs[order[j]!]!;
    const net = sense * (t.credit - t.debit);
    if (t.balance !== null) return { t, index: order[j]!, between: roundCents(between + net), adjacent: j === k + 1, rows: order.slice(k + 1, j + 1) };
    between += net;
  }
  return undefined;
}

/** Tesseract offered `value` among the word's alternative readings. */
export function offersReading(word: Word | undefined, value: number): boolean {
  return !!word?.alternatives?.some((alt) => parseAmount(alt)?.value === value);
}

/**
 * `got` could be an OCR misreading of `want`: one of the word's alternatives, or one digit changed, lost or added,
 * counted on the value or on the digits as the word printed them: "03.47" for 703.47 lost one digit, though its
 * value (3.47) is two short.
 */
export function plausibleMisread(got: number, want: number, word?: Word): boolean {
  if (offersReading(word, want)) return true;
  const a = Math.round(got * 100).toString();
  const b = Math.round(want * 100).toString();
  if (editDistanceAtMostOne(a, b)) return true;
  const printed = word?.text.replace(/\D/g, '');
  return !!printed && printed !== a && printed.length > 2 && editDistanceAtMostOne(printed, b);
}

/**
 * OCR rows whose amount could not be read but whose balance was (`amountUnread`, built with no amount): the amount is
 * the balance's movement from the row before, when the row after follows from this balance to the cent (or, for
 * the last row, the printed closing equals it). Every such amount says so in `corrections`. Returns the indexes of
 * the rows left unsettled: they have no amount, and the caller drops them as rows without one.
 */
export function fillUnreadAmounts(
  txs: Transaction[],
  cells: RowCells[],
  opening: number | null,
  closing: number | null,
  newestFirst: boolean,
  sense: 1 | -1,
): number[] {
  const order = chronologicalOrder(txs.length, newestFirst);
  const left: number[] = [];
  order.forEach((i, k) => {
    const t = txs[i]!;
    const unread = cells[i]?.amountUnread;
    if (unread === undefined || t.confidence >= 1 || t.balance === null || t.debit !== 0 || t.credit !== 0) return;
    const before = k > 0 ? txs[order[k - 1]!]! : undefined;
    // The row before must print its balance and be settled itself: its balance is where this row's movement starts.
    const prev = k === 0 ? opening : before && !cells[order[k - 1]!]?.amountUnread ? before.balance : null;
    const next = nextWithBalance(txs, order, k, sense);
    const settled = next ? next.adjacent && !cells[next.index]?.amountUnread && leadsTo(next, t.balance) : closing !== null && Math.abs(t.balance - closing) < EPS;
    const move = prev === null ? 0 : roundCents(sense * (t.balance - prev));
    if (prev === null || !settled || move === 0) {
      left.push(i);
      return;
    }
    t.debit = move < 0 ? -move : 0;
    t.credit = move > 0 ? move : 0;
    t.corrections = [...(t.corrections ?? []), `amount not read by OCR ("${unread.slice(0, 24)}"); ${Math.abs(move).toFixed(2)} follows from the balances before and after`];
  });
  return left;
}
