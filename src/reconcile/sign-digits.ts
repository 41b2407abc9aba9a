import type { Transaction } from '../types.js';
import type { RowCells } from './repair.js';
import { cents } from './figures-between-rows.js';

export interface SignDigitsResult {
  changed: number;
  /** The printed opening or closing read the same way, where the rows follow from (or lead to) only that reading. */
  opening?: number;
  closing?: number;
}

/** Readings of a word's digits in cents: as read, and without one or two digits at either end. */
export function signDigitCandidates(text: string | undefined, asRead: number | null): number[] {
  const out = new Set<number>();
  if (asRead !== null) out.add(cents(Math.abs(asRead)));
  const d = text?.replace(/\D/g, '') ?? '';
  // A figure keeps its two decimals and at least one whole digit; no figure begins with a 0 before its whole digits.
  const keep = (s: string) => s.length >= 3 && !(s.length > 3 && s.startsWith('0'));
  for (const k of [1, 2]) {
    if (d.length - k < 3) continue;
    for (const s of [d.slice(k), d.slice(0, d.length - k)]) if (keep(s)) out.add(Number(s));
  }
  return [...out];
}

const readAs = (t: Transaction): Pair => ({ amount: cents(t.debit || t.credit), balance: cents(t.balance!), dir: t.credit ? 1 : -1 });

/** Appends `value` to the list `map` holds at `key`. */
const listAt = <K, V>(map: Map<K, V[]>, key: K, value: V) => (map.get(key) ?? map.set(key, []).get(key)!).push(value);

/** A printed figure in cents, undefined where none was read. */
const centsOf = (v: number | null) => (v === null ? undefined : cents(v));

interface Pair {
  amount: number;
  balance: number;
  /** +1 money in, -1 money out. */
  dir: 1 | -1;
}

/** Fewer OCR rows with a balance than this give too few links to tell one reading from another. */
const MIN_ROWS = 4;
/** Rounds of settling at most: each settles or narrows at least one row; most statements settle in a few. */
const MAX_ROUNDS = 200;

/**
 * A currency sign printed against its figures ("S$129.16", "2,572.70 S$", "42.61£") that OCR read as one or two
 * digits of the figure: "5129.16", "881,592.96" (S$1,592.96), "25727088", "4261.83". Every figure of such a statement
 * breaks the running balance, so no one-row repair can mend it; but each word's own digits, less one or two at the
 * sign's end, hold the printed figure, and the statement's balances say which: a row whose reading as printed links to
 * no other row takes the one reading of its amount and balance (and direction, where none was printed) that follows
 * from some row's balance (or the opening) and leads to some row's (or the closing). Order-free, so that rows printed
 * by section, not yet in the order of their balances, are read the same way. Rows read as printed that link at both
 * ends keep their reading; every change is written to `corrections`. Text-layer rows (confidence 1) are never read
 * again.
 */
export function signDigitReadings(
  txs: Transaction[],
  cells: RowCells[],
  strong: readonly boolean[],
  senses: readonly (1 | -1)[],
  opening: { text?: string; value: number | null },
  closing: { text?: string; value: number | null },
): SignDigitsResult {
  const rows = txs.map((_, i) => i).filter((i) => txs[i]!.confidence < 1 && txs[i]!.balance !== null && cells[i]?.amount && cells[i]?.balance);
  // A row links to the row before it only where that row prints its balance: a statement that prints one a day
  // (or leaves rows without) gives most rows nothing to link to.
  if (rows.length < MIN_ROWS || rows.length < txs.length * 0.9) return { changed: 0 };
  // Figures with minor units only: the candidates put the decimal separator before the last two digits.
  const decimals = rows.filter((i) => /[.,:]\d{2}(?!\d)/.test(cells[i]!.amount!.text)).length;
  if (decimals * 2 < rows.length) return { changed: 0 };
  const signOf = (v: number | null) => (v !== null && v < 0 ? -1 : 1);
  const openAll = signDigitCandidates(opening.text, opening.value).map((c) => c * signOf(opening.value));
  const closeAll = signDigitCandidates(closing.text, closing.value).map((c) => c * signOf(closing.value));
  // Only a statement most of whose rows break as read: where most rows link, a row or two that do not hold a misread
  // of their own (a digit added), and one digit off the neighbours' figures shifts them alike (9840.14 and 145.97
  // less their first digits still differ by the amount), a link that would hide the misread.
  if (linkedAsRead(txs, rows, senses, opening.value, closing.value) * 2 > rows.length) return { changed: 0 };
  let best: { sense: 1 | -1; chosen: Map<number, Pair>; linked: number; openCands: number[]; closeCands: number[] } | undefined;
  for (const sense of senses) {
    const pairs = new Map<number, Pair[]>();
    for (const i of rows) {
      const t = txs[i]!;
      const amounts = signDigitCandidates(cells[i]!.amount!.text, t.debit || t.credit);
      const balances = signDigitCandidates(cells[i]!.balance!.text, t.balance).map((b) => b * signOf(t.balance));
      const dirs: (1 | -1)[] = strong[i] ? [t.credit ? 1 : -1] : [1, -1];
      const list: Pair[] = [];
      for (const amount of amounts) for (const balance of balances) for (const dir of dirs) if (amount > 0) list.push({ amount, balance, dir });
      pairs.set(i, list);
    }
    // The opening (closing) as read where any row's reading follows from (leads to) it: its other readings would let a
    // whole run of rows read with the same digit off each balance link to it as well.
    const froms0 = new Set([...pairs.values()].flat().map((p) => p.balance - sense * p.dir * p.amount));
    const balances0 = new Set([...pairs.values()].flat().map((p) => p.balance));
    const openCands = opening.value !== null && froms0.has(openAll[0]!) ? [openAll[0]!] : openAll;
    const closeCands = closing.value !== null && balances0.has(closeAll[0]!) ? [closeAll[0]!] : closeAll;
    // Rows read as printed that link at both ends, and rows given another reading, are settled: their other
    // readings link nothing. Readings linked at both ends are settled first, round after round (each settled row
    // takes its other readings out of its neighbours' way); a reading linked at one end only (a row lost beside it)
    // only when no row has one linked at both.
    const settled = new Map<number, Pair>();
    const chosen = new Map<number, Pair>();
    // Rows whose balance a link settled while their amount stayed open.
    const balanceOnly = new Set<number>();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      // Which rows' readings hold each balance, and which lead from each balance: a link needs another row (or the
      // opening or closing) at its other end.
      const balanceRows = new Map<number, Set<number>>();
      const fromRows = new Map<number, Set<number>>();
      const add = (m: Map<number, Set<number>>, k: number, i: number) => (m.get(k) ?? m.set(k, new Set()).get(k)!).add(i);
      for (const [i, list] of pairs)
        for (const p of settled.has(i) ? [settled.get(i)!] : list) {
          add(balanceRows, p.balance, i);
          add(fromRows, p.balance - sense * p.dir * p.amount, i);
        }
      // Linked at one end only, the other end must be a settled row (or the opening or closing): small figures meet
      // one another's unsettled readings by chance.
      const links = (i: number, p: Pair): 'both' | 'one' | 'none' => {
        const from = p.balance - sense * p.dir * p.amount;
        // -1 and -2 stand for the opening and the closing. Both ends on one row is no link: a credit and a debit of
        // one amount meet each other whatever their balances.
        const back = [...(balanceRows.get(from) ?? [])].filter((j) => j !== i).concat(openCands.includes(from) ? [-1] : []);
        const forward = [...(fromRows.get(p.balance) ?? [])].filter((j) => j !== i).concat(closeCands.includes(p.balance) ? [-2] : []);
        if (back.some((j) => forward.some((k) => k !== j))) return 'both';
        return back.some((j) => j < 0 || settled.has(j)) || forward.some((k) => k < 0 || settled.has(k)) ? 'one' : 'none';
      };
      const narrowed = new Map<number, Pair[]>();
      const found = (strength: 'both' | 'one') => {
        const now = new Map<number, Pair>();
        for (const i of rows) {
          if (settled.has(i)) continue;
          const asRead = readAs(txs[i]!);
          const same = (p: Pair) => p.amount === asRead.amount && p.balance === asRead.balance;
          const list = pairs.get(i)!;
          const kept = strength === 'both' && list.find((p) => same(p) && links(i, p) === 'both');
          if (kept) {
            now.set(i, kept);
            continue;
          }
          const fits = list.filter((p) => links(i, p) === strength);
          // Readings linked at one end that all agree on the balance (the next row leads on from it): the balance is
          // settled, the amount stays open for a later round ("-88.54" with "25727088" for 2,572.70 S$: the next row
          // settles 2,572.70; the amount, if no round settles it, is the one read).
          if (fits.length > 1 && strength === 'one') {
            const balance = fits.every((f) => f.balance === fits[0]!.balance) ? fits[0]!.balance : undefined;
            if (balance !== undefined && list.some((p) => p.balance !== balance)) narrowed.set(i, list.filter((p) => p.balance === balance));
            continue;
          }
          // One reading links, and it is not what was read (that one links no better than before).
          if (fits.length === 1 && !same(fits[0]!)) now.set(i, fits[0]!);
        }
        return now;
      };
      let now = found('both');
      if (!now.size) now = found('one');
      for (const [i, list] of narrowed) {
        pairs.set(i, list);
        balanceOnly.add(i);
      }
      if (!now.size && !narrowed.size) break;
      for (const [i, p] of now) {
        settled.set(i, p);
        const asRead = readAs(txs[i]!);
        if (p.amount !== asRead.amount || p.balance !== asRead.balance) chosen.set(i, p);
      }
    }
    // A row whose amount no round settled keeps the amount it was read with beside the balance its link settled.
    for (const i of balanceOnly) {
      if (settled.has(i)) continue;
      const asRead = readAs(txs[i]!);
      const p = pairs.get(i)!.find((q) => q.amount === asRead.amount && q.dir === asRead.dir) ?? pairs.get(i)!.find((q) => q.amount === asRead.amount);
      if (p && p.balance !== asRead.balance) chosen.set(i, p);
    }
    const linked = settled.size;
    if (!best || linked > best.linked) best = { sense, chosen, linked, openCands, closeCands };
  }
  if (!best || best.chosen.size < 2) return { changed: 0 };
  // The chosen readings must link to one another, not only to readings no row took: a row whose link rests on
  // another row's reading that was not chosen keeps what it read.
  const finals = new Map(rows.map((i) => [i, best!.chosen.get(i) ?? readAs(txs[i]!)]));
  const balances = new Map<number, number[]>();
  const froms = new Map<number, number[]>();
  const fromOf = (p: Pair) => p.balance - best!.sense * p.dir * p.amount;
  for (const [i, p] of finals) {
    listAt(balances, p.balance, i);
    listAt(froms, fromOf(p), i);
  }
  const openChosen = best.openCands.filter((o) => froms.has(o));
  const closeChosen = best.closeCands.filter((c) => balances.has(c));
  const asOpen = centsOf(opening.value);
  const asClose = centsOf(closing.value);
  const openValue = openChosen.length === 1 ? openChosen[0]! : asOpen;
  const closeValue = closeChosen.length === 1 ? closeChosen[0]! : asClose;
  // The rows (or -1 for the opening or closing) each row's final reading links to, before and after.
  const linkedBefore = (i: number) => (fromOf(finals.get(i)!) === openValue ? [-1] : (balances.get(fromOf(finals.get(i)!)) ?? []).filter((j) => j !== i));
  const linkedAfterIt = (i: number) => (finals.get(i)!.balance === closeValue ? [-1] : (froms.get(finals.get(i)!.balance) ?? []).filter((j) => j !== i));
  const whole = (j: number) => j === -1 || (linkedBefore(j).length > 0 && linkedAfterIt(j).length > 0);
  // Linked at both ends, or at one end to a row (or the opening or closing) linked at both of its own: a reading that
  // joins the statement's chain, not one figure that happens to meet another.
  const joins = (i: number) => whole(i) || [...linkedBefore(i), ...linkedAfterIt(i)].some(whole);
  const accepted = [...best.chosen].filter(([i]) => joins(i));
  // The readings must explain the statement: most of its rows then link at both ends, more than as read. On a
  // statement read badly for other reasons, a few readings that meet by chance do not.
  const sense = best.sense;
  const after = new Map(rows.map((i) => [i, readAs(txs[i]!)]));
  for (const [i, p] of accepted) after.set(i, p);
  const linkedAfter = linkedRows([...after.values()].map((p) => ({ ...p, dirs: [p.dir] })), sense, openValue, closeValue);
  if (linkedAfter * 3 < rows.length * 2 || linkedAfter <= linkedAsRead(txs, rows, [sense], opening.value, closing.value)) return { changed: 0 };
  let changed = 0;
  for (const [i, p] of accepted) {
    const t = txs[i]!;
    const was = `${(t.debit || t.credit).toFixed(2)} / ${t.balance!.toFixed(2)}`;
    t.debit = p.dir < 0 ? p.amount / 100 : 0;
    t.credit = p.dir > 0 ? p.amount / 100 : 0;
    t.balance = p.balance / 100;
    t.corrections = [
      ...(t.corrections ?? []),
      `amount and balance read by OCR as ${was}; ${(p.amount / 100).toFixed(2)} / ${(p.balance / 100).toFixed(2)}, the same digits without the currency sign's look-alikes, link to the balances before and after`,
    ];
    changed++;
  }
  if (!changed) return { changed: 0 };
  return {
    changed,
    ...(openChosen.length === 1 && openChosen[0] !== asOpen && !(asOpen !== undefined && froms.has(asOpen)) ? { opening: openChosen[0]! / 100 } : {}),
    ...(closeChosen.length === 1 && closeChosen[0] !== asClose && !(asClose !== undefined && balances.has(asClose)) ? { closing: closeChosen[0]! / 100 } : {}),
  };
}

/** The most rows, for either sense, whose amount and balance as read (either way) link at both ends. */
function linkedAsRead(txs: Transaction[], rows: number[], senses: readonly (1 | -1)[], opening: number | null, closing: number | null): number {
  // Either way: a direction OCR lost is the chain's to turn, not a misread figure.
  const read = rows.map((i) => ({ ...readAs(txs[i]!), dirs: [1, -1] as const }));
  return Math.max(...senses.map((sense) => linkedRows(read, sense, centsOf(opening), centsOf(closing))));
}

/**
 * How many rows follow from another row's balance (or the opening) and lead to a third's (or the closing): a row
 * whose only links are to one other row, both ways, is not linked (a credit and a debit of one amount "link" to each
 * other whatever their balances).
 */
function linkedRows(list: { amount: number; balance: number; dirs: readonly (1 | -1)[] }[], sense: 1 | -1, opening: number | undefined, closing: number | undefined): number {
  const byBalance = new Map<number, number[]>();
  const byFrom = new Map<number, number[]>();
  list.forEach((p, k) => {
    listAt(byBalance, p.balance, k);
    for (const d of p.dirs) listAt(byFrom, p.balance - sense * d * p.amount, k);
  });
  return list.filter((p, k) => {
    const back = new Set(p.dirs.flatMap((d) => { const from = p.balance - sense * d * p.amount; return from === opening ? [-1] : (byBalance.get(from) ?? []).filter((j) => j !== k); }));
    const forward = new Set(p.balance === closing ? [-2] : (byFrom.get(p.balance) ?? []).filter((j) => j !== k));
    return [...back].some((j) => [...forward].some((f) => f !== j));
  }).length;
}
