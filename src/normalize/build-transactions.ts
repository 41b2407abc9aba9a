import type { AccountType, Interpretation, LayoutResult, ParseHints, RawRow, Transaction } from '../types.js';
import { parseAmount, roundCents, type Amount } from './amount.js';
import { parseDateToken, parseRowDate, type DateParts } from './date-token.js';
import { flagOcrDateDoubts, LOW_CONFIDENCE_DATE } from './ocr-date-doubts.js';
import { decideDateOrder, monthDay, toIsoDate, type DateOrder, type YearContext } from './resolve-dates.js';
import { splitReference } from './reference.js';
import { signDigitReadings } from '../reconcile/sign-digits.js';
import { repairFromTotals } from '../reconcile/totals-repair.js';
import { fillUnreadAmounts, offersReading, plausibleMisread, repairFromChain, turnToClose, type RowCells } from '../reconcile/repair.js';
import { balanceChain } from '../reconcile/chain.js';
import { sectionOrder } from './section-order.js';

/** The note of a row that printed no date where the statement prints one on every row (pipeline/extract counts them). */
export const NO_DATE_ON_ROW = 'no date read on this row, where the statement prints one on every row';

export interface BuiltStatement {
  transactions: Transaction[];
  opening_balance: number | null;
  closing_balance: number | null;
  /** True when opening/closing were computed from row balances because the statement prints none. */
  derived: { opening: boolean; closing: boolean };
  period_start: string | null;
  period_end: string | null;
  account_type: AccountType;
  newestFirst: boolean;
  /** +1: balance = money the holder has (bank); -1: balance = money owed (card). */
  balanceSense: 1 | -1;
  warnings: string[];
  printed_totals: { credits: number | null; debits: number | null };
  dateOrder: DateOrder;
  outSign: OutSign;
  /** What the interpretation search scores: how much of the printed evidence this reading had to overrule. */
  evidence: BuildEvidence;
  /** A printed opening or closing was replaced by the value the rows imply (OCR), with the check that allowed it. */
  summaryRepaired: { opening: boolean; closing: boolean };
  /**
   * OCR rows whose amount or balance the running balance supplied (a misread repaired, an unread figure filled): the
   * chain holds because of them, so they cannot be what confirms it where a row may be missing beside them.
   */
  chainSupplied: Transaction[];
  /** OCR rows left out because no amount could be read for them and the balances did not settle one. */
  amountsUnread: Transaction[];
  /** The words each transaction's amount and balance were read from (same order), for naming OCR misreads. */
  rowCells: RowCells[];
}

export interface BuildEvidence {
  /** Rows whose date does not exist under this date order (and could not be kept). */
  undated: number;
  /** Rows whose printed sign, DR/CR marker or labelled debit/credit column the balance chain contradicted. */
  strongOverrides: number;
  /** Rows whose direction came from a convention or a section title and that the chain contradicted. */
  weakOverrides: number;
  /** Adjacent rows whose dates run against the chosen chronology. */
  disorder: number;
}

/** The choices a caller, a profile or the interpretation search fixes instead of leaving them to the data. */
export type Pins = Partial<Pick<Interpretation, 'date_order' | 'sign_convention' | 'account_type' | 'balance_sense' | 'chronology'>>;

const CURRENCY_ORDER: Record<string, DateOrder> = { USD: 'MDY' };

// What a row reads as whatever the reading (its dates' parts, its description, reference and cells) is made once and shared
// by every candidate the interpretation search builds from the same rows: each candidate made them again before, and
// on a long statement every candidate's copies outlived a few young-generation collections, so the old generation
// filled with them between full collections (~20 MB a candidate at 80,000 rows). Parts and strings are never mutated.
const ROW_DATES = new WeakMap<RawRow[], (DateParts | undefined)[][]>();
const ROW_TEXT = new WeakMap<RawRow, RowShared>();

function parsedRowDates(rows: RawRow[]): (DateParts | undefined)[][] {
  let dates = ROW_DATES.get(rows);
  if (!dates) {
    // Many rows print the same day: one parse per distinct text (parts are never mutated, so rows may share them).
    const parsed = new Map<string, DateParts | undefined>();
    const parse = (d: string) => (parsed.has(d) ? parsed.get(d) : (parsed.set(d, parseRowDate(d)), parsed.get(d)));
    ROW_DATES.set(rows, (dates = rows.map((r) => r.dates.map(parse))));
  }
  return dates;
}

/**
 * A row's description and reference, and the words of its amount and balance cells (for repair; never mutated):
 * one flat object that is also the row's cells (a nested cells object and the spread that made it cost a long
 * statement ~90 bytes a row).
 */
interface RowShared extends RowCells {
  description: string;
  reference: string | null;
}

function rowShared(row: RawRow): RowShared {
  let shared = ROW_TEXT.get(row);
  if (!shared) {
    const { description, reference } = splitReference(row.description.join(' '), row.reference);
    const c = row.cells;
    ROW_TEXT.set(row, (shared = { description, reference, amount: c?.amount ?? c?.debit ?? c?.credit, balance: c?.balance, balanceUnread: row.balanceUnread, amountUnread: row.amountUnread }));
  }
  return shared;
}

/** The date order and year context a reading resolves its dates with (the same for every account type and sign). */
function dating(layout: LayoutResult, hints: ParseHints, currency: string | null, pins: Pins) {
  const s = layout.summary;
  const rowDates = parsedRowDates(layout.rows);
  const periodParts = [s.period_start, s.period_end].map((d) => (d ? parseRowDate(d) : undefined));
  const statementDate = s.statement_date ? parseRowDate(s.statement_date) : undefined;
  const fallback = layout.dateOrder ?? (currency ? CURRENCY_ORDER[currency] : undefined) ?? (hints.locale?.endsWith('US') ? 'MDY' : 'DMY');
  // Every date of the statement in one list only where the order is not pinned: the search pins it for every reading,
  // and the list (three copies of a long statement's row count) outlived the young collections each time.
  const order: DateOrder =
    pins.date_order ?? hints.dateOrder ?? decideDateOrder([...rowDates.flat(), ...periodParts, statementDate].filter((d): d is DateParts => !!d), fallback);

  const otherDates = (s.other_dates ?? []).map((d) => parseRowDate(d)).filter((d): d is DateParts => !!d && d.year !== undefined);
  const ctx = yearContext(periodParts[1] || periodParts[0] ? periodParts : [undefined, statementDate], rowDates, order, hints, otherDates);
  return { rowDates, periodParts, order, ctx };
}

/** A row's date under a reading; `clamped` when the printed day does not exist in its month. */
function rowDate(d0: DateParts | undefined, order: DateOrder, ctx: YearContext): { date?: string; clamped?: boolean } {
  if (!d0) return {};
  const date = toIsoDate(d0, order, ctx);
  if (date) return { date };
  // A printed day that does not exist (29 Feb in a common year, 31 Apr): the row is real, so it is kept on the
  // month's last day and says so, rather than dropped.
  const clamped = toIsoDate({ ...d0, ...clampDay(d0, order, ctx) }, order, ctx);
  return clamped ? { date: clamped, clamped: true } : {};
}

/**
 * The rows that have no date under a reading: what buildTransactions counts as `evidence.undated`, without building
 * the reading (the interpretation search skips readings this alone makes lose).
 */
export function undatedRows(layout: LayoutResult, hints: ParseHints, currency: string | null, pins: Pins = {}): number {
  const { rowDates, order, ctx } = dating(layout, hints, currency, pins);
  let n = 0;
  for (const dates of rowDates) if (!rowDate(dates[0], order, ctx).date) n++;
  return n;
}

/** Turns raw rows into transactions: dates, debit/credit from columns, signs, sections and the balance chain. */
/** The balance the statement's last row in time prints (its closing where none is printed), if it prints one. */
export function lastRowBalance(txs: Transaction[], newestFirst: boolean): number | null {
  const last = newestFirst ? txs[0] : txs[txs.length - 1];
  return last?.balance ?? null;
}

export function buildTransactions(layout: LayoutResult, hints: ParseHints, currency: string | null, pins: Pins = {}): BuiltStatement {
  const warnings: string[] = [];
  const s = layout.summary;
  const account_type: AccountType = pins.account_type ?? hints.accountType ?? s.account_type ?? 'bank';

  const { rowDates, periodParts, order, ctx } = dating(layout, hints, currency, pins);
  if (ctx.assumed) warnings.push(`no year is printed with the dates: the current year (${ctx.defaultYear}) was assumed; pass the year as a hint if it is another`);
  const period_start = periodParts[0] ? (toIsoDate(periodParts[0], order, ctx) ?? null) : null;
  const period_end = periodParts[1] ? (toIsoDate(periodParts[1], order, ctx) ?? null) : null;

  // Single signed column: which printed sign means money out is decided for the statement as a whole.
  const outSign: OutSign = pins.sign_convention === 'positive_out' ? 'positive' : pins.sign_convention === 'negative_out' ? 'negative' : signConvention(layout.rows, account_type);

  // Sized once for every row (and cut to the rows kept): grown by push, each reading left its outgrown copies of
  // three lists of a long statement's rows in the old generation.
  const txs: Transaction[] = new Array(layout.rows.length);
  let kept = 0;
  // One string per distinct date: rows share a few hundred days, and each row's own copy of its day outlived the
  // young collections with the rest of a long statement's rows, for every reading searched.
  const days = new Map<string, string>();
  const same = <T extends string | undefined>(iso: T): T => (iso === undefined ? iso : ((days.get(iso) ?? (days.set(iso, iso), iso)) as T));
  const cells: RowCells[] = new Array(layout.rows.length);
  // Per transaction: whether its direction was printed (sign, marker, labelled column) or only inferred.
  const strong: boolean[] = new Array(layout.rows.length);
  let undated = 0;
  // The table each transaction was read in: sections printed apart are merged back into the order of their balances.
  // A list beside the transactions, not a Map keyed by them: on a long statement the Map's tables (and each table it
  // outgrew) outlived the young collections, ~10 MB for every reading searched.
  const tables: (number | undefined)[] = new Array(layout.rows.length);
  // OCR rows' dates tesseract read with good confidence and also offered with other digits (ocr-date-doubts).
  const otherReadings = new Map<Transaction, string[]>();
  // A statement that prints the date again on a day's later rows prints one on every row: a row read without one
  // lost it (a mark or notation the reader did not know), and the date of the row above is a guess it must name.
  // (A layout that prints the date once a day repeats it only at the top of a page, and leaves many rows without.)
  const repeats = layout.rows.filter((r, i) => i > 0 && !r.undated && !layout.rows[i - 1]!.undated && r.dates[0] === layout.rows[i - 1]!.dates[0]).length;
  const printsEveryDate = repeats >= 2 && layout.rows.filter((r) => r.undated).length < repeats;
  // An OCR row dated once a day takes the date of the row above (it prints no date, or only its value date); when that
  // date was itself a guess or a doubtful reading, the rows under it carry the same doubt and say so (9541: one
  // unreadable date, six rows under it).
  let carriedDoubt: string | undefined;
  layout.rows.forEach((row, i) => {
    const d0 = rowDates[i]![0];
    const dated = rowDate(d0, order, ctx);
    let date = dated.date;
    let dateNote = dated.clamped ? `printed date ${d0!.raw} does not exist; set to ${date}` : undefined;
    // OCR lost the row's printed date: it took the date of the row above, and says so (the balance cannot check it).
    if (date && row.undated && printsEveryDate) dateNote = `${NO_DATE_ON_ROW}; the date of the row above is used`;
    if (date && row.datePieces) dateNote = `printed date "${row.datePieces.slice(0, 24)}" could not be read (its characters came apart); the date of the row above is used`;
    if (date && row.dateUnread) dateNote = `printed date unreadable ("${row.dateUnread.slice(0, 20)}"); the date of the row above is used`;
    if (date && row.dateDoubt) dateNote = `${LOW_CONFIDENCE_DATE}; it may be ${row.dateDoubt.slice(0, 40)}`;
    if (date && row.dateRead) dateNote = `printed date read by OCR as "${row.dateRead.slice(0, 20)}"; ${date} is another reading of it`;
    if (dateNote && !dated.clamped && row.confidence < 1) carriedDoubt = dateNote;
    else if (!(row.undated || row.dateInherited) || row.confidence >= 1) carriedDoubt = undefined;
    else if (date && carriedDoubt) dateNote = `${row.undated ? 'no date printed on this row' : 'only a value date printed on this row'}; it takes the date of the row above, which was not read for sure (${carriedDoubt.split(';')[0]})`;
    if (!date) {
      undated++;
      warnings.push(`page ${row.page_number}: row "${row.description.join(' ').slice(0, 40)}" has no readable date; skipped`);
      return;
    }
    const d1 = rowDates[i]![1];
    // An OCR row whose amount could not be read but whose balance was: kept without an amount for the balances
    // around it to settle (fillUnreadAmounts), and dropped below when they do not.
    const money = rowMoney(row, account_type, outSign) ?? (row.amountUnread && row.confidence < 1 && row.balance ? { debit: 0, credit: 0, balance: balanceValue(row.balance, account_type), strong: false } : undefined);
    if (!money) {
      warnings.push(`page ${row.page_number}: row "${row.description.join(' ').slice(0, 40)}" has no readable amount; skipped`);
      return;
    }
    if (money.debit === 0 && money.credit === 0 && !(row.amountUnread && !rowMoney(row, account_type, outSign))) return; // "INTEREST CHARGED 0.00" is not a transaction
    const shared = rowShared(row);
    const { description, reference } = shared;
    txs[kept] = {
      date: same(date),
      description,
      debit: money.debit,
      credit: money.credit,
      balance: money.balance,
      // Categorised once the reading is chosen and the account type settled (pipeline/extract), not per candidate.
      category: 'other',
      reference,
      page_number: row.page_number,
      value_date: d1 ? same(toIsoDate(d1, order, ctx)) ?? null : null,
      confidence: row.confidence,
      ...(dateNote ? { corrections: [dateNote] } : {}),
      ...(row.bbox ? { bbox: row.bbox } : {}),
    };
    if (dateNote) warnings.push(`page ${row.page_number}, "${description.slice(0, 40)}": ${dateNote}`);
    tables[kept] = row.table;
    if (row.dateOthers && row.confidence < 1) {
      const alts = row.dateOthers.map((a) => { const p = parseRowDate(a); return p ? toIsoDate(p, order, ctx) : undefined; }).filter((a): a is string => !!a && a !== date);
      if (alts.length) otherReadings.set(txs[kept]!, alts);
    }
    cells[kept] = shared;
    strong[kept++] = money.strong;
  });
  txs.length = cells.length = strong.length = tables.length = kept;

  const senses: (1 | -1)[] = pins.balance_sense ? [pins.balance_sense] : account_type === 'credit_card' ? [-1, 1] : [1, -1];
  const signRead = signDigitReadings(txs, cells, strong, senses, { text: s.opening_balance, value: balanceValue(s.opening_balance, account_type) }, { text: s.closing_balance, value: balanceValue(s.closing_balance, account_type) });
  if (signRead.changed) warnings.push(`${signRead.changed} OCR row(s) read again without digits that stand for the currency sign (see transactions[].corrections)`);
  const relisted = dropRelistedPages(txs, cells, warnings, strong, tables);
  const merged = sectionOrder(txs, tables, signRead.opening ?? balanceValue(s.opening_balance, account_type), senses);
  if (merged) {
    const at = new Map(txs.map((t, i) => [t, i]));
    const from = merged.map((t) => at.get(t)!);
    const [oldCells, oldStrong] = [[...cells], [...strong]];
    from.forEach((i, k) => {
      txs[k] = merged[k]!;
      cells[k] = oldCells[i]!;
      strong[k] = oldStrong[i]!;
    });
    warnings.push('the statement prints its rows by section; they are listed in the order their running balances follow');
  }

  const printed: PrintedTotals = {
    credits: s.total_credits ? (parseAmount(s.total_credits)?.value ?? null) : null,
    debits: s.total_debits ? (parseAmount(s.total_debits)?.value ?? null) : null,
  };
  const newestFirst = pins.chronology ? pins.chronology === 'newest_first' : rowsNewestFirst(txs);
  flagOcrDateDoubts(txs, newestFirst, [period_start, period_end], warnings, otherReadings);
  let opening = signRead.opening ?? balanceValue(s.opening_balance, account_type);
  let closing = signRead.closing ?? balanceValue(s.closing_balance, account_type);
  if (signRead.opening !== undefined) warnings.push(`opening balance read by OCR as ${s.opening_balance}; ${signRead.opening.toFixed(2)}, its digits without the currency sign's, is what the rows follow from`);
  if (signRead.closing !== undefined) warnings.push(`closing balance read by OCR as ${s.closing_balance}; ${signRead.closing.toFixed(2)}, its digits without the currency sign's, is what the rows lead to`);
  const balanceSense = pins.balance_sense ?? chooseBalanceSense(txs, opening, newestFirst, account_type);
  dropRelistingLeftovers(txs, cells, relisted, opening, closing, balanceSense, warnings, strong);
  const swapped = fixSignsFromChain(txs, opening, newestFirst, balanceSense);
  const evidence: BuildEvidence = {
    undated,
    strongOverrides: swapped.filter((i) => strong[i]).length,
    weakOverrides: swapped.filter((i) => !strong[i]).length,
    disorder: disorder(txs, newestFirst),
  };
  // Rows the chain is about to give an amount or a balance (their corrections grow): see chainSupplied. Only OCR
  // rows are ever given one, so a text layer's reading (built once per interpretation tried) lists nothing.
  const rowsBefore = txs.some((t) => t.confidence < 1) ? [...txs] : [];
  const correctionsBefore = rowsBefore.map((t) => t.corrections?.length ?? 0);
  // Amounts OCR could not read, from the balances around them; a row they do not settle is dropped as before.
  const amountsUnread: Transaction[] = [];
  if (cells.some((c) => c?.amountUnread)) {
    const unsettled = new Set(fillUnreadAmounts(txs, cells, opening, closing, newestFirst, balanceSense));
    if (unsettled.size) {
      for (const i of unsettled) amountsUnread.push(txs[i]!);
      for (const i of unsettled) warnings.push(`page ${txs[i]!.page_number}: row "${txs[i]!.description.slice(0, 40)}" has no readable amount; skipped`);
      keepOnly((i) => !unsettled.has(i), txs, cells, strong);
    }
  }
  const summaryRepaired = { opening: false, closing: false };
  const ocr = txs.some((t) => t.confidence < 1);
  // A printed opening or closing is only replaced by what the rows imply when a second, independent check agrees:
  // the printed totals, or a chain in which every row prints its balance and no dated line went unread. Otherwise a
  // row lost by OCR would be hidden by "repairing" the correct printed figure.
  const secondCheck = netFromTotals(txs, printed, balanceSense) !== null || (txs.every((t) => t.balance !== null) && !(layout.unread?.length));
  if (ocr && secondCheck && !firstAmountExplains(txs, cells, opening, newestFirst, balanceSense)) {
    const before = opening;
    opening = repairSummaryFigure('opening_balance', opening, impliedOpening(txs, newestFirst, balanceSense) ?? openingFromTotals(txs, closing, printed, balanceSense), warnings);
    summaryRepaired.opening = before !== opening;
  }
  // Rows turned against the direction read count against the reading as the chain's own overrides do: a reading
  // that needs none wins a tie.
  const turns = { turned: 0 };
  const repaired = repairFromChain(txs, cells, opening, newestFirst, balanceSense, closing, strong, turns);
  evidence.weakOverrides += turns.turned;
  if (repaired) {
    warnings.push(`${repaired} OCR value(s) repaired from the running balance (see transactions[].corrections)`);
  }
  const chainSupplied = rowsBefore.filter((t, i) => (t.corrections?.length ?? 0) > correctionsBefore[i]!);

  if (ocr && secondCheck) {
    const before = closing;
    closing = repairSummaryFigure('closing_balance', closing, impliedClosing(txs, newestFirst, balanceSense) ?? closingFromTotals(txs, opening, printed, balanceSense), warnings);
    summaryRepaired.closing = before !== closing;
  }
  // No running balance to check rows one by one: the printed opening, closing (and totals) may still say which rows
  // OCR read without their sign or mark.
  if (ocr && opening !== null && closing !== null) {
    const turned = turnToClose(txs, strong, opening, closing, balanceSense, printed);
    evidence.weakOverrides += turned;
    if (turned) warnings.push(`${turned} OCR row direction(s) turned to meet the printed closing balance (see transactions[].corrections)`);
    const fixed = repairFromTotals(txs, cells, opening, closing, printed, balanceSense, layout.unread?.length ?? 0);
    if (fixed) warnings.push(`${fixed} OCR amount(s) repaired from the printed totals and closing balance (see transactions[].corrections)`);
  }
  const derived = { opening: false, closing: false };
  const chrono = newestFirst ? [...txs].reverse() : txs;
  const firstWithBal = chrono.find((t) => t.balance !== null);
  // The first balance less every row up to it: a statement printing each day's last balance prints none on the
  // first day's earlier rows.
  if (opening === null && firstWithBal) {
    const upTo = chrono.slice(0, chrono.indexOf(firstWithBal) + 1);
    opening = roundCents(firstWithBal.balance! - balanceSense * upTo.reduce((n, t) => n + t.credit - t.debit, 0));
    derived.opening = true;
  }
  if (opening === null) {
    // Closing balance and printed totals that agree with the rows fix the opening ("New balance", "Payments", "Purchases").
    const fromTotals = openingFromTotals(txs, closing, printed, balanceSense);
    if (fromTotals !== null) {
      opening = fromTotals;
      derived.opening = true;
    }
  }
  const lastBalance = closing === null ? lastRowBalance(txs, newestFirst) : null;
  if (lastBalance !== null) {
    closing = lastBalance;
    derived.closing = true;
  }
  return {
    transactions: txs,
    opening_balance: opening,
    closing_balance: closing,
    derived,
    period_start,
    period_end,
    account_type,
    newestFirst,
    balanceSense,
    warnings,
    printed_totals: printed,
    rowCells: cells,
    dateOrder: order,
    outSign,
    evidence,
    summaryRepaired,
    chainSupplied: chainSupplied.filter((t) => txs.includes(t)),
    amountsUnread,
  };
}

/**
 * The rows run newest first where more neighbours step back in time than forward; on a tie, where the first row is
 * dated after the last. Not the first and last alone: a list printed after the rows (interest for information, dated
 * at the period's end) made a newest-first statement read as oldest first, and every row broke the chain.
 */
function rowsNewestFirst(txs: Transaction[]): boolean {
  if (txs.length < 2) return false;
  // Steps back in time are the disorder of a statement oldest first, steps forward that of one newest first.
  const back = disorder(txs, false);
  const forward = disorder(txs, true);
  return back !== forward ? back > forward : txs[0]!.date > txs[txs.length - 1]!.date;
}

/** Adjacent rows dated against the chronology (a row dated before the one printed above it, oldest first). */
function disorder(txs: Transaction[], newestFirst: boolean): number {
  let n = 0;
  for (let i = 1; i < txs.length; i++) {
    const a = txs[i - 1]!.date;
    const b = txs[i]!.date;
    if (newestFirst ? b > a : b < a) n++;
  }
  return n;
}

/**
 * An OCR-read opening or closing balance one digit away from what the rows' own balances imply is a misread: the
 * rows win (each is confirmed by its neighbour), and a warning says what changed.
 */
function repairSummaryFigure(field: string, printed: number | null, implied: number | null, warnings: string[]): number | null {
  if (printed === null || implied === null || Math.abs(printed - implied) < 0.005) return printed;
  if (Math.sign(printed) !== Math.sign(implied) || !plausibleMisread(Math.abs(printed), Math.abs(implied))) return printed;
  warnings.push(`${field} ${printed.toFixed(2)} read by OCR; ${implied.toFixed(2)} follows from the row balances`);
  return implied;
}

/**
 * The printed opening and the first row disagree, and tesseract offered a reading of the first row's amount that
 * agrees with the printed opening: then the amount is the misread (repairFromChain takes that reading), not the
 * opening. Without this, a one-digit slip in the first amount would be copied into the opening and hidden.
 */
function firstAmountExplains(txs: Transaction[], cells: RowCells[], opening: number | null, newestFirst: boolean, sense: 1 | -1): boolean {
  const i = newestFirst ? txs.length - 1 : 0;
  const t = txs[i];
  const word = cells[i]?.amount;
  if (opening === null || !t || t.balance === null) return false;
  const needed = roundCents(Math.abs(t.balance - opening));
  return roundCents(t.debit || t.credit) !== needed && offersReading(word, needed);
}

/** The opening the first two rows agree on (the first row's balance less its amount, confirmed by the second row). */
function impliedOpening(txs: Transaction[], newestFirst: boolean, sense: 1 | -1): number | null {
  const c = newestFirst ? [...txs].reverse() : txs;
  const [a, b] = c;
  if (!a || !b || a.balance === null || b.balance === null) return null;
  if (Math.abs(a.balance + sense * (b.credit - b.debit) - b.balance) >= 0.005) return null;
  return roundCents(a.balance - sense * (a.credit - a.debit));
}

type PrintedTotals = BuiltStatement['printed_totals'];

/** The rows' net movement (in the balance's sense), when the printed totals agree with the rows' totals. */
function netFromTotals(txs: Transaction[], printed: PrintedTotals, sense: 1 | -1): number | null {
  if (printed.credits === null || printed.debits === null) return null;
  const credits = roundCents(txs.reduce((a, t) => a + t.credit, 0));
  const debits = roundCents(txs.reduce((a, t) => a + t.debit, 0));
  if (Math.abs(credits - printed.credits) >= 0.005 || Math.abs(debits - printed.debits) >= 0.005) return null;
  return roundCents(sense * (credits - debits));
}

/** opening + net, confirmed by the printed totals (statements without row balances). */
function closingFromTotals(txs: Transaction[], opening: number | null, printed: PrintedTotals, sense: 1 | -1): number | null {
  const net = opening === null ? null : netFromTotals(txs, printed, sense);
  return net === null ? null : roundCents(opening! + net);
}

/** closing - net, confirmed by the printed totals. */
function openingFromTotals(txs: Transaction[], closing: number | null, printed: PrintedTotals, sense: 1 | -1): number | null {
  const net = closing === null ? null : netFromTotals(txs, printed, sense);
  return net === null ? null : roundCents(closing! - net);
}

/** The last row's balance, when the row before confirms it. */
function impliedClosing(txs: Transaction[], newestFirst: boolean, sense: 1 | -1): number | null {
  const c = newestFirst ? [...txs].reverse() : txs;
  const a = c[c.length - 2];
  const b = c[c.length - 1];
  if (!a || !b || a.balance === null || b.balance === null) return null;
  if (Math.abs(a.balance + sense * (b.credit - b.debit) - b.balance) >= 0.005) return null;
  return b.balance;
}

/**
 * Some statements list every transaction twice: by date with running balances, then again by type, without
 * balances, on a later page. A page without balances whose rows are mostly (>= 60 %, at least 3) copies of earlier
 * rows that carry balances (same date, amount and direction) is such a re-listing: its copies are dropped, its other
 * rows kept, and a warning says so.
 */
function dropRelistedPages(txs: Transaction[], cells: RowCells[], warnings: string[], strong: boolean[], tables: (number | undefined)[]): Set<number> {
  const key = (t: Transaction) => `${t.date}|${t.debit}|${t.credit}`;
  const relisted = new Set<number>();
  // Most statements have no page of three rows without a balance: the rows are not grouped by page for nothing
  // (the groups outlived young collections on a long statement, for every reading searched).
  const noBalance = new Map<number, number>();
  for (const t of txs) noBalance.set(t.page_number, t.balance === null && noBalance.get(t.page_number) !== -1 ? (noBalance.get(t.page_number) ?? 0) + 1 : -1);
  if (![...noBalance.values()].some((n) => n >= 3)) return relisted;
  const byPage = new Map<number, { t: Transaction; i: number }[]>();
  txs.forEach((t, i) => {
    let onPage = byPage.get(t.page_number);
    if (!onPage) byPage.set(t.page_number, (onPage = []));
    onPage.push({ t, i });
  });
  const drop = new Set<number>();
  for (const [p, onPage] of [...byPage].slice(1)) {
    // A re-listing prints no running balance of its own; the rows it copies do.
    if (onPage.length < 3 || onPage.some((x) => x.t.balance !== null)) continue;
    const earlier = new Map<string, number>();
    txs.forEach((t, i) => {
      if (t.page_number < p && !drop.has(i) && t.balance !== null) earlier.set(key(t), (earlier.get(key(t)) ?? 0) + 1);
    });
    const copies = onPage.filter(({ t }) => {
      const n = earlier.get(key(t)) ?? 0;
      if (n > 0) earlier.set(key(t), n - 1);
      return n > 0;
    });
    if (copies.length >= 3 && copies.length >= onPage.length * 0.6) {
      for (const c of copies) drop.add(c.i);
      relisted.add(p);
      warnings.push(`page ${p} lists ${copies.length} transactions of earlier pages again; the copies are left out`);
    }
  }
  if (!drop.size) return relisted;
  keepOnly((i) => !drop.has(i), txs, cells, strong, tables);
  return relisted;
}

/** Keeps, in each of the parallel lists (one entry per transaction), the entries whose index `keep` accepts. */
function keepOnly(keep: (i: number) => boolean, ...lists: unknown[][]): void {
  for (const list of lists) list.splice(0, list.length, ...list.filter((_, i) => keep(i)));
}

/**
 * Rows left on a re-listing page that did not match an earlier row exactly (the re-listing disagrees, as in a
 * misprint or a misread) are dropped too, but only when the statement balances without them and not with them.
 */
function dropRelistingLeftovers(
  txs: Transaction[],
  cells: RowCells[],
  relisted: Set<number>,
  opening: number | null,
  closing: number | null,
  sense: 1 | -1,
  warnings: string[],
  strong: boolean[],
): void {
  if (!relisted.size || opening === null || closing === null) return;
  const net = (ts: Transaction[]) => roundCents(ts.reduce((a, t) => a + sense * (t.credit - t.debit), 0));
  const rest = txs.filter((t) => !relisted.has(t.page_number));
  if (rest.length === txs.length) return;
  const balancesWith = Math.abs(opening + net(txs) - closing) < 0.005;
  const balancesWithout = Math.abs(opening + net(rest) - closing) < 0.005;
  if (balancesWith || !balancesWithout) return;
  warnings.push(`${txs.length - rest.length} row(s) of re-listing page(s) ${[...relisted].join(', ')} left out: the statement balances without them`);
  const keep = txs.map((t) => !relisted.has(t.page_number));
  const keptCells = cells.filter((_, i) => keep[i]);
  const keptStrong = strong.filter((_, i) => keep[i]);
  txs.splice(0, txs.length, ...rest);
  cells.splice(0, cells.length, ...keptCells);
  strong.splice(0, strong.length, ...keptStrong);
}

/** The day part of a date moved to the last day its month has in the year the statement gives it. */
function clampDay(d: DateParts, order: DateOrder, ctx: YearContext): Partial<DateParts> {
  const { month, day } = monthDay(d, order);
  if (month < 1 || month > 12 || day < 28 || day > 31) return {};
  const year = d.year ?? ctx.end?.year ?? ctx.defaultYear;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day <= last) return {};
  // Day and month sit in a and b according to the form and order of the printed date.
  const dayInA = d.kind === 'named' || d.yearFirst || order !== 'MDY';
  return dayInA ? { a: last } : { b: last };
}

function yearContext(period: (DateParts | undefined)[], rowDates: (DateParts | undefined)[][], order: DateOrder, hints: ParseHints, others: DateParts[] = []): YearContext & { assumed?: boolean } {
  const defaultYear = hints.year ?? new Date().getUTCFullYear();
  // The latest of some dates that print a year, as the end the rows' years are counted back from.
  const latestOf = (dates: DateParts[]): YearContext['end'] => {
    const iso = dates.map((d) => toIsoDate(d, order, { defaultYear })).filter((x): x is string => !!x).sort().pop();
    if (!iso) return undefined;
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    return { year, month, day };
  };
  // The rows' dates are listed only where a period's end comes before its start: every reading searched listed them
  // (three copies of a long statement's row count that outlived the young collections).
  const yeared = () => rowDates.flat().filter((d): d is DateParts => !!d && d.year !== undefined);
  const end = orderedEnd(period, order, defaultYear, () => [...others, ...yeared()]) ?? period[1] ?? period[0];
  const periodEnd = end?.year !== undefined ? latestOf([end]) : undefined;
  const start = period[0]?.year !== undefined ? latestOf([period[0]]) : undefined;
  if (periodEnd) return { end: periodEnd, ...(start ? { start } : {}), defaultYear };
  // Rows that print a year anchor the ones that do not.
  const rowsEnd = latestOf(yeared());
  if (rowsEnd) return { end: rowsEnd, defaultYear };
  if (hints.year) return { end: { year: hints.year, month: 12, day: 31 }, defaultYear };
  // The latest full date printed elsewhere on the statement (a letter date, a due date) bounds the rows' dates.
  const othersEnd = latestOf(others);
  if (othersEnd) return { end: othersEnd, defaultYear };
  const yearless = rowDates.flat().some((d) => d && d.year === undefined);
  return { defaultYear, ...(yearless ? { assumed: true } : {}) };
}

/**
 * A period whose end comes before its start ("26.04.2023 - 25.05.2022": OCR misread a year) ends in the year that puts
 * it after its start, unless the statement's other dates print the end's year more often than that one.
 */
function orderedEnd(period: (DateParts | undefined)[], order: DateOrder, defaultYear: number, othersOf: () => DateParts[]): DateParts | undefined {
  const [start, end] = period;
  if (start?.year === undefined || end?.year === undefined) return undefined;
  const iso = (d: DateParts) => toIsoDate(d, order, { defaultYear });
  const [s, e] = [iso(start), iso(end)];
  if (!s || !e || e >= s) return undefined;
  const moved = [start.year, start.year + 1].map((year) => ({ ...end, year })).find((d) => (iso(d) ?? '') >= s);
  if (!moved) return undefined;
  const others = othersOf();
  const votes = (year: number) => others.filter((d) => d.year === year).length;
  return votes(end.year) > votes(moved.year!) ? undefined : moved;
}

export type OutSign = 'negative' | 'positive';

/**
 * In a single signed column, which sign is money out. A '+' printed anywhere settles it (plus is money in).
 * Otherwise most rows of any statement are money out, so the more common sign is; a tie falls back to the
 * account type (cards print purchases unsigned, banks print debits negative).
 */
function signConvention(rows: RawRow[], type: AccountType): OutSign {
  let neg = 0;
  let pos = 0;
  let plus = false;
  for (const r of rows) {
    if (!r.amount || r.debit || r.credit || r.section) continue;
    const a = parseAmount(r.amount);
    if (!a || a.marker) continue;
    if (a.plus) plus = true;
    if (a.negative) neg++;
    else pos++;
  }
  if (plus) return 'negative';
  if (neg > pos) return 'negative';
  if (pos > neg && neg > 0) return 'positive';
  return type === 'credit_card' ? 'positive' : 'negative';
}

function rowMoney(row: RawRow, type: AccountType, outSign: OutSign): { debit: number; credit: number; balance: number | null; strong: boolean } | undefined {
  const balance = row.balance ? balanceValue(row.balance, type) : null;
  const deb = row.debit ? parseAmount(row.debit) : undefined;
  const cred = row.credit ? parseAmount(row.credit) : undefined;
  if (deb || cred) {
    let debit = 0;
    let credit = 0;
    if (deb) {
      if (deb.marker === 'CR') credit += deb.value;
      else debit += deb.value;
    }
    if (cred) {
      if (cred.marker === 'DR' || (cred.negative && !deb)) debit += cred.value;
      else credit += cred.value;
    }
    // Columns named by header words, or a DR/CR marker, print the direction; cells placed by order alone do not.
    const strong = row.labelled !== false || !!deb?.marker || !!cred?.marker;
    return { debit: roundCents(debit), credit: roundCents(credit), balance, strong };
  }
  const a = row.amount ? parseAmount(row.amount) : undefined;
  if (!a) return undefined;
  // A printed sign or marker states the direction; an unsigned figure gets it from a convention or a section title.
  const strong = !!a.marker || a.negative || !!a.plus;
  return { ...splitSigned(a, row.section, type, outSign), balance, strong };
}

function splitSigned(a: Amount, section: RawRow['section'], type: AccountType, outSign: OutSign): { debit: number; credit: number } {
  let out: boolean;
  if (a.marker === 'CR') out = false;
  else if (a.marker === 'DR') out = true;
  // Inside a section the section decides: banks print e.g. "Payments and Other Credits" with minus signs.
  else if (section) out = section === 'debit';
  else out = outSign === 'negative' ? a.negative : !a.negative;
  void type;
  return out ? { debit: a.value, credit: 0 } : { debit: 0, credit: a.value };
}

/** A printed balance as a signed number: Dr / minus is an overdraft on a bank account, CR is a credit on a card. */
function balanceValue(raw: string | undefined, type: AccountType): number | null {
  if (!raw) return null;
  const a = parseAmount(raw);
  if (!a) return null;
  let v = a.negative ? -a.value : a.value;
  if (type === 'credit_card') {
    if (a.marker === 'CR') v = -Math.abs(v);
  } else if (a.marker === 'DR') v = -Math.abs(v);
  else if (a.marker === 'CR') v = Math.abs(v);
  return v;
}

/** Which way balances move: up with credits (bank) or up with debits (amount owed on a card). */
function chooseBalanceSense(txs: Transaction[], opening: number | null, newestFirst: boolean, type: AccountType): 1 | -1 {
  const score = (sense: 1 | -1) => {
    let ok = 0;
    for (const { t, prev, net } of balanceChain(txs, opening, newestFirst, sense))
      if (t.balance !== null && prev !== null && Math.abs(prev + net - t.balance) < 0.005) ok++;
    return ok;
  };
  const bank = score(1);
  const card = score(-1);
  if (card > bank) return -1;
  if (bank > card) return 1;
  return type === 'credit_card' ? -1 : 1;
}

/**
 * Where a printed running balance moves by the row's amount in the other direction, the debit/credit
 * assignment is wrong (a sign misread, or an unsigned column): the balance is the stronger evidence.
 */
function fixSignsFromChain(txs: Transaction[], opening: number | null, newestFirst: boolean, sense: 1 | -1): number[] {
  const swapped: number[] = [];
  for (const { t, index, prev, net } of balanceChain(txs, opening, newestFirst, sense)) {
    if (t.balance === null || prev === null) continue;
    if (Math.abs(prev + net - t.balance) >= 0.005 && Math.abs(prev - net - t.balance) < 0.005) {
      const d = t.debit;
      t.debit = t.credit;
      t.credit = d;
      swapped.push(index);
    }
  }
  return swapped;
}
