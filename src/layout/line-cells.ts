import type { Line, Word } from '../types.js';
import { wordWith } from '../text/word.js';
import { matchDateAt, type DateParts } from '../normalize/date-token.js';
import { dateBeforeTime, timeAfter, weekdayBefore } from './date-dress.js';
import { lookalikeMonth, monthFromName, nearMonthName } from '../normalize/months.js';
import { CURRENCY_CODE, CURRENCY_CODES, CURRENCY_SIGNS, CURRENCY_WORD, parseAmount, type Amount, type AmountMode } from '../normalize/amount.js';
import { oneSpace } from './word-spacing.js';
import { misreadSign, withGluedSignOff, withoutInnerMisreadSigns, type SignColumn } from './sign-column.js';
import { keepingAnswers } from './keep-answers.js';
import { editDistanceAtMostOne } from '../normalize/edit-distance.js';
import { figureAfterBentMinus, figureAfterLetterSign, figureAfterSign, LETTER_SIGNS } from '../normalize/ocr-money-sign.js';

export interface AmountCell {
  amount: Amount;
  x0: number;
  x1: number;
  words: Word[];
  /**
   * The mark word printed beside the figure in a column of marks (folded: "wn", "b", "cr"), and the figure without
   * it: which mark means debit is a choice of the interpretation search (src/layout/marks.ts).
   */
  mark?: { token: string; figure: string; named?: boolean };
}

/** A line split into its dates (leading, or under the header's date label), text and trailing amounts. */
export interface LineCells {
  line: Line;
  /**
   * `misread`: OCR's own reading of the date, when the date was taken from another reading with other digits.
   * `doubt`: tesseract's other readings with other digits, when it read the date itself with low confidence.
   */
  dates: { date: DateParts; x0: number; x1: number; misread?: string; doubt?: string; others?: string[] }[];
  text: Word[];
  amounts: AmountCell[];
  /** Money cells in order including empty ones ("-"), when the line has any: for mapping by column order. */
  cells?: (Omit<AmountCell, 'amount'> & { amount: Amount | null })[];
}

export interface TableColumns {
  /** The header's date column, where it is not the table's first: row dates are read there. */
  date?: { x0: number; x1: number };
  /** The date columns were found by geometry in the first list's frame (lists side by side: Line.shift). */
  framed?: boolean;
  /** Where rows print a value date beside the date, in a column of its own that no label names. */
  valueDate?: { x0: number; x1: number };
  /**
   * The column of debit/credit marks beside one amount column: the header's (its label may name the marks,
   * debit's first), or one found by where short words stand after the figures (`tokens`: the marks seen there).
   */
  marker?: { x0: number; x1: number; marks?: [string, string]; tokens?: string[]; spans?: { x0: number; x1: number }[] };
  /** The header's money columns: a lone sign outside all of them, after an amount, is that amount's mark. */
  money?: { x0: number; x1: number }[];
  /**
   * The money labels' places even where the header is not laid out in columns (labels a little closer than a type
   * size): a figure right-aligned with one is money all the same.
   */
  moneyLabels?: { x0: number; x1: number }[];
  /**
   * Where a table without a header ends its figures (figure-columns.ts `figureEdges`): a digit run ending there, on
   * a row's line, is a figure whose separators OCR lost, as one under a money label is.
   */
  figureEdges?: { x0: number; x1: number; digits?: number }[];
  /** A column of direction words left of the amounts (direction-words.ts): one between two figures does not end the line's amounts. */
  directionWords?: { x0: number; x1: number; tokens: string[]; places?: { x0: number; x1: number }[] };
  /** Where rows print their currency sign after the figure (sign-column.ts): an OCR word there is the sign, misread. */
  sign?: SignColumn;
}

/**
 * Splits a line: up to two dates at the start, amounts from the right end, the rest is text. Words glue into
 * one amount only when the gap between them is narrow (space-grouped thousands, a currency sign, a CR
 * suffix), so a number ending a description is not swallowed by the amount beside it.
 */
export function splitLine(line: Line, maxDates = 2, mode: AmountMode = NO_MODE, columns?: TableColumns): LineCells {
  if (columns || !keepingAnswers()) return cellsOf(line, maxDates, mode, columns ?? {});
  // Read without a table's columns, a line is split the same way by every pass that asks (summary, evidence, frames,
  // direction words, stacked dates ask of every line, with the same mode object): 15,895 of 27,645 splits of the
  // short statements were repeats. Kept per line and mode while a short statement is interpreted (keep-answers.ts).
  const seen = KEPT.get(line);
  const hit = seen?.find((c) => c.maxDates === maxDates && c.mode === mode);
  if (hit) return hit.cells;
  const cells = cellsOf(line, maxDates, mode, {});
  if (seen) seen.push({ maxDates, mode, cells });
  else KEPT.set(line, [{ maxDates, mode, cells }]);
  return cells;
}

/** The default mode, one object, so splits asked without a mode are kept too. */
const NO_MODE: AmountMode = Object.freeze({});
/** Callers must not change the cells they are given. */
const KEPT = new WeakMap<Line, { maxDates: number; mode: AmountMode; cells: LineCells }[]>();

function cellsOf(line: Line, maxDates: number, mode: AmountMode, columns: TableColumns): LineCells {
  const dateColumn = columns.date;
  const marker = columns.marker;
  const repaired = withGluedSignOff(withoutInnerMisreadSigns(withParensRepaired(withSignLookalikes(withCodeLookalikes(withMarkPrefixSplit(withLeadingDigitsJoined(withFigurePiecesJoined(withSignPiecesJoined(line.words), mode), columns.money))))), columns.sign), columns.sign);
  const words = withDirectionWordsJoined(withMarksJoined(repaired, marker && [...(marker.marks ?? []), ...(marker.tokens ?? [])]), columns.directionWords);
  // OCR reads 0 as O and 1 as l in short number words ("0l ene 2024"): for date matching only, such words are read
  // as the digits they stand for.
  const texts = words.map((w, i) => (i < 4 && w.confidence < 1 ? ocrDigits(speckless(w.text)) : w.text));
  const leading = (maxDates > 0 ? splitDay(words, texts, maxDates, mode.pitch) : undefined) ?? datesFrom(words, texts, 0, maxDates, true, mode.pitch);
  const dates = leading.dates;
  let start = leading.next;
  // A direction word in its column between the booking date and the value date ("2 Apr 2023  Withdrawal  3 Apr
  // 2023") does not end the row's dates: the value date after it is read whole, printed like the first.
  const dw = columns.directionWords;
  const between = dates.length === 1 && maxDates >= 2 && start < words.length - 1 && dw ? words[start]! : undefined;
  if (between && dw && inWordPlace(between, dw) && dw.tokens.includes(foldMark(between.text))) {
    const after = datesFrom(words, texts, start + 1, 1, true, mode.pitch);
    if (after.dates.length && dateShape(after.dates[0]!.date.raw) === dateShape(dates[0]!.date.raw)) {
      dates.push(after.dates[0]!);
      start = after.next;
    }
  }
  // A year-first date OCR read with a separator lost ("202503-23  2025-03-25"), before a value date printed whole:
  // the row's booking date (isoSeparatorsLost). Read as no date, the row was lost into the one above.
  if (dates.length === 0 && maxDates > 1 && words.length > 1 && words[0]!.confidence! < 1) {
    const m = matchDateAt(texts, 1);
    const garbled = m && isoSeparatorsLost(words[0]!, m.date.raw);
    if (m && garbled) {
      dates.push({ date: garbled, x0: words[0]!.x0, x1: words[0]!.x1, misread: words[0]!.text }, { date: m.date, x0: words[1]!.x0, x1: words[m.used]!.x1 });
      start = 1 + m.used;
    }
  }
  // Check registers print the check number before the date ("1043  ^  07/14  $1,471.99").
  let lead: Word[] = [];
  if (dates.length === 0 && maxDates > 0) {
    for (let k = 1; k <= 2 && k < words.length; k++) {
      if (!texts.slice(0, k).every((t) => CHECK_NO.test(t))) break;
      const m = matchDateAt(texts, k);
      // Where the header says where dates stand, a figure elsewhere is no date: "4821  4.02  DR" under the amount
      // label is a card number ending a description over an amount, not a check number and 4 February.
      const w = words[k]!;
      if (m && (dateColumn ? inColumn(w, dateColumn) : !columns.money?.some((c) => inColumn(w, c)))) {
        // Not a check number but a date whose separator OCR misread ("27104  28/04" for "27/04  28/04"): tesseract
        // offered a reading of it shaped like the date beside it. The row's date is that reading, not the value date.
        // Or, with no such reading, its separator read as a 1 ("27105  27/05"): a booking date up to a week before the
        // value date beside it, in its shape.
        const garbled = k === 1 ? (dateFromAlternatives(words[0]!, m.date.raw) ?? separatorReadAsOne(words[0]!, m.date.raw) ?? isoSeparatorsLost(words[0]!, m.date.raw)) : undefined;
        if (garbled) dates.push({ date: garbled, x0: words[0]!.x0, x1: words[0]!.x1, misread: words[0]!.text });
        else lead = words.slice(0, k);
        dates.push({ date: m.date, x0: words[k]!.x0, x1: words[k + m.used - 1]!.x1 });
        start = k + m.used;
        break;
      }
    }
  }
  if (dates.length === 0 && maxDates > 0 && dateColumn) {
    // A table whose date column is not its first ("Particulars  Date  Paid out ..."): the row's date stands under
    // the header's date label, with the description before it.
    for (let k = 1; k < words.length && !lead.length; k++) {
      const w = words[k]!;
      if (w.x1 < dateColumn.x0 - w.size || w.x0 > dateColumn.x1 + w.size) continue;
      const found = datesFrom(words, texts, k, maxDates, true, mode.pitch);
      if (found.dates.length) {
        dates.push(...found.dates);
        lead = words.slice(0, k);
        start = found.next;
        continue;
      }
      // Its separator misread ("27112  30/12" for "27/12  30/12"), as where the date comes first (above).
      const next = maxDates > 1 && k + 1 < words.length ? matchDateAt(texts, k + 1) : null;
      const garbled = next ? (dateFromAlternatives(w, next.date.raw) ?? separatorReadAsOne(w, next.date.raw)) : undefined;
      if (next && garbled) {
        dates.push({ date: garbled, x0: w.x0, x1: w.x1, misread: w.text }, { date: next.date, x0: words[k + 1]!.x0, x1: words[k + next.used]!.x1 });
        lead = words.slice(0, k);
        start = k + 1 + next.used;
      }
    }
  }
  const amounts: (Omit<AmountCell, "amount"> & { amount: Amount | null })[] = [];
  let end = words.length - 1;
  while (end >= start && amounts.length < 5) {
    const w = words[end]!;
    if (end > start && misreadSign(words, end, columns.sign)) {
      end--;
      continue;
    }
    // The amount's direction word, with the balance printed left of it ("1.234,56  Borc  673,12"): only between two
    // figures (a word of the details standing there, "CB FNAC  NANTES  12,34", stays the details').
    const dw = columns.directionWords;
    if (dw && amounts.length > 0 && end > start && inWordPlace(w, dw) && dw.tokens.includes(foldMark(w.text)) && figureBefore(words, texts, start, end, mode)) {
      end--;
      continue;
    }
    // A mark OCR could not read ("DO", "DD" for D) between the amount and the balance, or ending the line under the
    // marker column's label, never drops the row's amounts.
    const underMarks = !!columns.marker && inMarkColumn(w, columns.marker);
    const unread =
      (underMarks && garbledInMarkColumn(w)) ||
      ((amounts.length > 0 || underMarks) && (unreadableMark(w) || markWithLetterAdded(w))) ||
      (end === words.length - 1 && end > start && (markInAlternatives(w, words[end - 1]!) || bracketedMarkUnread(w, words[end - 1]!) || markSlip(w, words[end - 1]!)));
    const mark = end > start ? (markAt(words, end, columns.marker, amounts.length > 0, columns.money) ?? (unread ? '?' : undefined)) : undefined;
    if (mark) {
      // A direction mark in a column of its own, beside the amount it qualifies ("928,00   DR   2.146,97").
      let found = amountEndingAt(words, texts, start, end - 1, mode);
      const plain = found && found.amount.marker === null && !found.amount.negative && !found.amount.plus;
      // A mark OCR could not read leaves the figure unsigned: the running balance settles its direction.
      const dir = mark === '?' ? undefined : mark.dir;
      let amount = plain && found ? (dir ? parseAmount(`${found.amount.raw} ${dir}`) : found.amount) : undefined;
      // A mark whose meaning the statement's arithmetic settles later keeps the figure's raw text beside it.
      let token = mark !== '?' && plain && found ? { token: mark.token, figure: found.amount.raw, ...(mark.named ? { named: true } : {}) } : undefined;
      if (!found && end - 1 >= start) {
        // OCR lost the separator of the figure beside the mark ("66491 D"): the mark says it is money.
        const alt = ocrReading(words[end - 1]!, dir ?? '', true, mode);
        if (alt) {
          found = groupBeforeLostDecimal(words, end - 1, alt, start, mode) ?? { amount: alt, used: 1 };
          amount = found.amount;
        }
      }
      if (!found && end - 2 >= start && words[end - 2]!.confidence < 1 && MONEY_AFFIX.test(words[end - 1]!.text)) {
        // The same with the figure's currency sign between it and the mark ("2425 £ DR" for "24.25 £ DR").
        const alt = ocrReading(words[end - 2]!, dir ?? '', true, mode);
        if (alt) {
          found = { amount: alt, used: 2 };
          amount = alt;
        }
      }
      if (!found && end - 1 >= start) {
        // Or read its decimal separator as a space ("CHF 142 63 CR").
        const apart = centsApart(words, end - 1, start);
        if (apart) {
          found = apart;
          amount = dir ? parseAmount(`${apart.amount.raw} ${dir}`) : apart.amount;
        }
      }
      // So does a figure read through a lost separator (above): its direction is the marks' reading's too, not the
      // letter's own meaning ("4641 C" for 46,41 C, C a cargo: every such row read as money in, scanned random 11846).
      if (found && amount && !token && mark !== '?' && !found.amount.negative && !found.amount.plus) {
        const figure = dir ? amount.raw.replace(new RegExp(`\\s*${dir}$`), '') : amount.raw;
        if (parseAmount(figure, mode)?.marker === null) token = { token: mark.token, figure, ...(mark.named ? { named: true } : {}) };
      }
      if (found && amount) {
        // The cell stands where its figure stands (the column's place), the mark word kept with it.
        const ws = words.slice(end - found.used, end + 1);
        amounts.unshift({ amount, x0: ws[0]!.x0, x1: ws[ws.length - 2]!.x1, words: ws, ...(token ? { mark: token } : {}) });
        end -= found.used + 1;
        continue;
      }
    }
    if (PLACEHOLDER.test(w.text) && end > start && !amountGapsNarrow(words, end - 1, end, true)) {
      // "-" standing alone in a money column is an empty cell: keep its place for column order.
      amounts.unshift({ amount: null, x0: w.x0, x1: w.x1, words: [w] });
      end--;
      continue;
    }
    let found = amountEndingAt(words, texts, start, end, mode);
    // "10 X 14,38": a figure a word space after a count and a times sign is a unit price in the details (instalments,
    // quantities), never the row's money; the line's amounts end there.
    if (found && unitPrice(words, end - found.used + 1, start)) break;
    if (!found) {
      // OCR: a money-shaped word that does not parse ("4.53191") may have a reading among its alternatives.
      // Not a word that ends before every money label begins, right of a figure read: in the details, "Kurs 16.1287"
      // (an exchange rate) is no figure that lost its separator (1612.87), and the line's amounts end there.
      const inDetails = amounts.length > 0 && words[end]!.confidence < 1 && !!columns.moneyLabels?.length && words[end]!.x1 < Math.min(...columns.moneyLabels.map((c) => c.x0));
      // Nor the figure after an "@" ("981.49 DKK @ 1.6393"): an exchange rate or a unit price, never money of the row's.
      const rate = end - 1 >= start && /@$/.test(words[end - 1]!.text);
      // A digit run after a word in the column of marks stands in the money column beyond it (the balance, "135,03
      // Wn 817145" for 8 171,45): money as a separator would mark it.
      const afterMark = end - 1 > start && !!columns.marker && inMarkColumn(words[end - 1]!, columns.marker) && /\d/.test(words[end - 2]!.text);
      // Its currency before it ("CHF 1.00170") goes with it: left alone, it would end the line's amounts. And it marks
      // the digits as money, as one after them does, with the minus before it ("-CHF 1900" for -CHF 19,00).
      const currency = end - 1 >= start ? words[end - 1]! : undefined;
      const priced = !!currency && CURRENCY_WORD.test(currency.text.replace(/^[-−–]/, '')) && words[end]!.x0 - currency.x1 <= Math.max(currency.size, words[end]!.size) * 1.6;
      const alt = inDetails || rate ? undefined : ocrReading(words[end]!, '', afterMark || priced, mode);
      if (alt) found = { amount: (priced && parseAmount(`${currency!.text} ${alt.raw}`, mode)) || alt, used: priced ? 2 : 1 };
    }
    // A bracketed mark after an OCR figure ("392952 (Cr)") is its CR/DR as well.
    const bracketed = words[end]!.confidence < 1 && /^\((?:CR|DR|Cr|Dr)\)$/.test(words[end]!.text);
    // So does a sign with the closing bracket after an open one ("(11591 €)").
    const closing = /^[£€$¥]\)$/.test(words[end]!.text) && end - 1 >= start && words[end - 1]!.text.startsWith('(');
    if (!found && end - 1 >= start && (AFFIX.test(words[end]!.text) || bracketed || closing)) {
      // The same, with the currency sign or CR/DR standing after the unreadable number ("2.77642 €", "41371 CR").
      const affix = words[end]!.text;
      // Any currency sign or code marks the digits as money: "8373297 TL" (83.732,97 TL) as "2.77642 €" does.
      const alt = ocrReading(words[end - 1]!, /(CR|DR|Cr|Dr)\)?$/.exec(affix)?.[1] ?? '', /[€$£]/.test(affix) || MONEY_AFFIX.test(affix), mode);
      if (alt) found = { amount: alt, used: 2 };
      else {
        const apart = centsApart(words, end - 1, start);
        if (apart) found = { amount: apart.amount, used: apart.used + 1 };
      }
    }
    if (!found) found = centsApart(words, end, start);
    // The dated line's last word may end inside the column's label rather than under its end: a sign printed after
    // each figure ("46223 €") stands under the label's end, the figure before it. Only on a dated line: a phone number
    // ending a line of notes ("Call us on 0800 123456") may stand there too.
    const last = end === words.length - 1 && dates.length > 0;
    // With no header, where the table's own figures end: on any line (a day's later row prints no date, and its
    // amount may be the only figure it has).
    const atEdge = () =>
      !columns.money && !columns.moneyLabels && !!columns.figureEdges?.some((e) => [e.x1, e.digits ?? e.x1].some((x) => Math.abs(x - (w.x1 - (line.shift ?? 0))) < w.size * 0.6));
    if (!found && w.confidence < 1 && ((columns.money ?? columns.moneyLabels)?.some((c) => Math.abs(c.x1 - w.x1) < w.size * 0.6 || (last && w.x1 > c.x0 && w.x1 < c.x1)) || atEdge())) {
      // A digit run whose separators OCR lost, right-aligned under a money label ("2554831" under "Saldo"): money, so
      // the amounts left of it are still read (the chain confirms the reading or reports the row).
      const alt = lostSeparator(w, '', true, mode);
      if (alt) found = { amount: alt, used: 1 };
    }
    if (!found && amounts.length < 2 && unreadGlyphFigure(w) && (columns.money ?? columns.moneyLabels)?.some((c) => Math.abs(c.x1 - w.x1) < w.size * 0.6)) {
      // A figure one of whose digits OCR read as a mark ("1'57%.13", "2'2B5.47"), under a money column: its cell
      // is unread, not the end of the line's amounts, when a figure stands left of it; that one is still read, and
      // a balance lost so is settled by the chain or named (repair). Its currency before it ("CHF 1'57%.13") is the
      // cell's too.
      const priced = end - 1 > start && CURRENCY_WORD.test(words[end - 1]!.text) && w.x0 - words[end - 1]!.x1 <= Math.max(w.size, words[end - 1]!.size) * 1.6;
      const before = end - (priced ? 2 : 1);
      if (before >= start && amountEndingAt(words, texts, start, before, mode)) {
        end = before;
        continue;
      }
    }
    if (!found) break;
    if (found.used === 1) found = groupBeforeLostDecimal(words, end, found.amount, start, mode) ?? found;
    found = wholeGroupsEndingAt(words, end, found, start, mode) ?? found;
    const joined = groupSeparatorAsSpace(words, end - found.used + 1, end, start);
    if (joined) found = joined;
    const ws = words.slice(end - found.used + 1, end + 1);
    amounts.unshift({ amount: found.amount, x0: ws[0]!.x0, x1: ws[ws.length - 1]!.x1, words: ws });
    end -= found.used;
  }
  // Amounts that are all placeholders are text ("Payment - Thank you -").
  if (amounts.every((a) => a.amount === null)) {
    end += amounts.length;
    amounts.length = 0;
  }
  if (amounts.length === 0 && dates.length > 0) {
    // Layouts with the description last ("02-01  203.00  205.01  DEPOSIT"): amounts follow the dates.
    let k = start;
    const lead: AmountCell[] = [];
    while (k <= end && lead.length < 4) {
      const found = amountStartingAt(words, texts, k, end, mode);
      if (!found) break;
      // A figure with a percent sign after it is a rate in the details ("15.75 % PIOTR ZIELINSKI"), never money.
      if (k + found.used <= end && /^%/.test(words[k + found.used]!.text)) break;
      const ws = words.slice(k, k + found.used);
      lead.push({ amount: found.amount, x0: ws[0]!.x0, x1: ws[ws.length - 1]!.x1, words: ws });
      k += found.used;
    }
    // On OCR words the details start across a column's gap: a word glued to the figure ("3 329 BOO" for 3 329 800,
    // its last group's digits read as letters) is the rest of an unread figure, not the row's details.
    const glued = k <= end && k > 0 && words[k]!.confidence < 1 && words[k]!.x0 - words[k - 1]!.x1 <= Math.max(words[k]!.size, words[k - 1]!.size) * 0.6;
    // Under a header, a figure standing under no money label is details ("2024-07-09  66,44 ISTANBUL": a purchase
    // abroad's amount wrapped to the line of the row's value date, random 1021864), not a details-last row's amounts.
    const money = columns.money?.length ? columns.money : undefined;
    const unplaced = !!money && !lead.some((a) => money.some((c) => a.x1 > c.x0 - a.words[0]!.size && a.x0 < c.x1 + a.words[0]!.size));
    if (lead.length > 0 && k <= end && !glued && !unplaced) return { line, dates, text: words.slice(k, end + 1).map(asRead), amounts: lead };
  }
  return { line, dates, text: [...lead, ...words.slice(start, end + 1)].map(asRead), amounts: amounts.filter((a): a is AmountCell & { amount: Amount } => a.amount !== null), cells: amounts };
}

const PLACEHOLDER = /^[-–—]$/;
/** A currency sign of letters ("kr", "Rp", "TL") glued before a figure's digits. */
const LETTER_SIGN_BEFORE = new RegExp(`^(?:${LETTER_SIGNS.join('|')})\\.?(\\d[\\d.,' ]*)$`, 'u');

/** Whether the figure starting at word `first` follows "<count> X" within a word space (line-cells: unit prices). */
function unitPrice(words: Word[], first: number, start: number): boolean {
  const times = words[first - 1];
  const count = words[first - 2];
  return first - 2 >= start && !!times && !!count && /^[xX×]$/.test(times.text) && /^\d{1,3}$/.test(count.text) && words[first]!.x0 - times.x1 < 1.5 * times.size;
}

/**
 * The dates printed one after the other from word `at` (booking date, value date), at most `max`; `ocr` also tries
 * OCR misreadings of a date word.
 */
function datesFrom(words: Word[], texts: string[], at: number, max: number, ocr: boolean, pitch = 0): { dates: LineCells['dates']; next: number } {
  const dates: LineCells['dates'] = [];
  while (dates.length < max && at < words.length) {
    // A weekday before the date and a time of day after it are part of the date's cell (date-dress.ts).
    const from = at;
    const weekday = weekdayBefore(texts, at, (words[at]?.confidence ?? 1) < 1 ? words[at] : undefined, ocr ? ocrMonthName : undefined);
    at += weekday?.used ?? 0;
    // OCR may glue the time onto the date too ("29.11.2412:29"): the date is read without it.
    const clock = (words[at]?.confidence ?? 1) < 1 ? dateBeforeTime(weekday?.glued ?? texts[at]) : undefined;
    const cell = clock ?? weekday?.glued;
    const read = cell ? texts.map((t, i) => (i === at ? cell : t)) : texts;
    // Both readings keep a date's words close together (closeDateAt).
    const printed = closeDateAt(words, read, at, pitch);
    // On OCR lines a month name that names two months ("Jui": juin or juillet) is likelier a misread one ("Jul"):
    // tesseract's reading of look-alike letters comes first there.
    const twoMonths = ocr && printed?.date.otherMonth !== undefined;
    const m = twoMonths ? (matchOcrDate(words, read, at, pitch) ?? printed) : (printed ?? (ocr ? matchOcrDate(words, read, at, pitch) : undefined));
    if (!m) {
      at = from;
      break;
    }
    // A second date is printed like the first; "12.07" after "02-04" is an amount.
    if (dates.length > 0 && dateShape(dates[0]!.date.raw) !== dateShape(m.date.raw)) {
      at = from;
      break;
    }
    const seen = words.slice(at, at + m.used).map((w) => w.text).join(' ');
    const misread = !printed && digitsOf(seen) !== digitsOf(m.date.raw) ? { misread: seen } : {};
    // A date OCR read with its separators misread ("13:03:25", taken by an alternative with the same digits) is doubted
    // as a printed one: its other readings with other digits are dates too.
    dates.push({ date: m.date, x0: words[from]!.x0, x1: words[at + m.used - 1]!.x1, ...misread, ...(printed || !misread.misread ? dateDoubt(words[at]!, m.date.raw) : {}) });
    at += m.used;
    at += timeAfter(texts, at);
  }
  return { dates, next: at };
}

/**
 * A currency code OCR misread by one letter before a figure ("CHE 105.46", "CHEF 511.99" for CHF), on a line that
 * prints the same code cleanly elsewhere ("CHF 105.46  CHE 722.42"): the line's own code. Left as read, it stood
 * between the amount and the balance and ended the line's amounts there. OCR words only.
 */
function withCodeLookalikes(words: Word[]): Word[] {
  if (words.every((w) => w.confidence >= 1)) return words;
  const codes = [...new Set(words.filter((w) => CURRENCY_CODE.test(w.text)).map((w) => w.text))];
  if (codes.length !== 1) return words;
  const code = codes[0]!;
  return words.map((w, i) => {
    const next = words[i + 1];
    if (w.confidence >= 1 || w.text === code || !/^[A-Z]{2,4}$/.test(w.text) || !editDistanceAtMostOne(w.text, code)) return w;
    if (!next || !/^[-(]?\d/.test(next.text) || next.x0 - w.x1 > Math.max(w.size, next.size) * 1.6) return w;
    return wordWith(w, { text: code });
  });
}

/**
 * A figure drawn in pieces whose first piece ends one digit into its decimals, or right at its separator ("2.105,1"
 * "6€", "2.105," "16"; a whole figure at a group separator, "5.551." "605"): no figure is printed so, and read apart
 * the line lost its amounts. The next piece, starting with the rest of the digits a glyph's gap away (closer than a
 * word space), is joined to it.
 */
function withFigurePiecesJoined(words: Word[], mode: AmountMode): Word[] {
  return withPairsJoined(words, (a, b) => {
    // One decimal digit and the other glyphs after; or the separator, and two digits (the decimals) after.
    const oneIn = /^[-(]?\d[\d.,' ]*[.,]\d$/.test(a.text) && /^\d(?!\d)/.test(b.text);
    const atSeparator = /^[-(]?\d[\d.,' ]*[.,]$/.test(a.text) && /^\d\d(?!\d)/.test(b.text);
    // Or, where the statement's figures are whole, a group separator and the next groups ("201." "818": 201.818 KRW).
    const atGroup = !!mode.integers && /^[-(]?\d{1,3}(?:[.,']\d{3})*[.,']$/.test(a.text) && /^\d{3}(?:[.,']\d{3})*$/.test(b.text);
    if (!(oneIn || atSeparator || atGroup) || b.x0 - a.x1 > 0.6 * Math.min(a.size, b.size)) return false;
    return !!parseAmount(a.text + b.text, atGroup ? mode : undefined);
  });
}

/**
 * A currency sign of two glyphs or more that came apart a glyph's gap beside a figure ("135,93 R $" for "135,93 R$":
 * glyphs placed one by one): read apart, the "R" ended the figure's cell and the row lost its amount.
 */
function withSignPiecesJoined(words: Word[]): Word[] {
  return withPairsJoined(words, (a, b, before, after) => {
    if (!SIGN_IN_PIECES.test(a.text + b.text) || CURRENCY_WORD.test(a.text) || b.x0 - a.x1 > 0.6 * Math.min(a.size, b.size)) return false;
    return (!!before && /\d$/.test(before.text)) || (!!after && /^[-+(]?\d/.test(after.text));
  });
}

const SIGN_IN_PIECES = new RegExp(`^(?:${CURRENCY_SIGNS})$`);

/**
 * Each two neighbouring words `join` accepts, left to right, made one word (the first's box to the second's end);
 * `join` also sees the words around the pair.
 */
function withPairsJoined(words: Word[], join: (a: Word, b: Word, before: Word | undefined, after: Word | undefined) => boolean): Word[] {
  let out: Word[] | undefined;
  for (let i = 0; i + 1 < (out ?? words).length; i++) {
    const cur = out ?? words;
    const [a, b] = [cur[i]!, cur[i + 1]!];
    if (!join(a, b, cur[i - 1], cur[i + 2])) continue;
    out = [...cur];
    out.splice(i, 2, wordWith(a, { text: a.text + b.text, x1: b.x1 }));
  }
  return out ?? words;
}

/**
 * A figure whose first digits came apart a glyph's gap from the rest ("1 58.75" for 158.75: glyphs placed a little off
 * on a page whose other figures show no break), both pieces in one money column of the header: no figure prints one
 * to three digits and then one of fewer than three before its decimals, and read apart the row lost the hundreds.
 */
function withLeadingDigitsJoined(words: Word[], money: TableColumns['money']): Word[] {
  if (!money?.length) return words;
  return withPairsJoined(
    words,
    (a, b) =>
      // Text-layer words only: OCR reads a currency sign or a speck before a figure as a digit ("$ 58.75" as "5 58.75").
      a.confidence >= 1 &&
      b.confidence >= 1 &&
      /^\d{1,3}$/.test(a.text) &&
      /^\d{1,2}[.,]\d{2}(?![\d.,])/.test(b.text) &&
      b.x0 - a.x1 <= 0.6 * Math.min(a.size, b.size) &&
      money.some((c) => a.x0 >= c.x0 - a.size && b.x1 <= c.x1 + b.size),
  );
}

/**
 * A DR/CR mark printed before the figure that OCR glued to it ("DR761,11 TL", "CR3.64322TL" for "DR 761,11 TL"), or
 * after cents OCR read apart from the figure ("4.446, 97CR"): read apart, as where OCR kept the space. On OCR words
 * only, and only where the rest is a figure (a currency code or sign may follow): a text layer's "DR761" is whatever
 * the statement printed.
 */
function withMarkPrefixSplit(words: Word[]): Word[] {
  let out: Word[] | undefined;
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    if (w.confidence >= 1) continue;
    const m = /^(DR|CR|Dr|Cr)(\d{1,3}(?:[.,' ]?\d{3})*(?:[.,]\d{2})?(?:[A-Z]{2,3}|[£€$¥])?\.?)$/.exec(w.text);
    // Or the cents a space apart from the rest of the figure, the mark glued to them ("4.446, 97CR", "3.258 47CR").
    const cents = !m && i > 0 && /\d[.,]?$/.test(words[i - 1]!.text) ? /^(\d{2})(CR|DR|Cr|Dr)$/.exec(w.text) : null;
    const parts = cents ?? (m && m[2]!.replace(/\D/g, '').length >= 3 ? m : null);
    if (parts) (out ??= [...words]).splice(i, 1, ...wordSplit(w, parts[1]!, parts[2]!));
  }
  return out ?? words;
}

/** An OCR word read as two (`head` then `tail`), each given its share of the box by its length. */
function wordSplit(w: Word, head: string, tail: string): [Word, Word] {
  const cut = w.x0 + ((w.x1 - w.x0) * head.length) / w.text.length;
  return [wordWith(w, { text: head, x1: cut - w.size * 0.1 }), wordWith(w, { text: tail, x0: cut + w.size * 0.2 })];
}

/**
 * A day whose digits came apart with the space moved into it ("2 8lis" for "28 lis", glyphs placed one by one): a lone
 * digit starting the line a word space before a day glued to its month name is that day's first digit. Read as it
 * comes, the row took 8 November for 28 November, and no balance can see a date. Undefined where the line does not
 * start so; otherwise the line's leading dates, as datesFrom gives them.
 */
function splitDay(words: Word[], texts: string[], max: number, pitch = 0): { dates: LineCells['dates']; next: number } | undefined {
  if (words.length < 2 || !/^\d$/.test(texts[0]!) || !/^\d\p{L}{3,}/u.test(texts[1]!)) return undefined;
  if (words[1]!.x0 - words[0]!.x1 > words[0]!.size * 0.6) return undefined;
  const m = matchDateAt([texts[0]! + texts[1]!, ...texts.slice(2)], 0);
  if (!m) return undefined;
  // The joined date stands for words 0..m.used; any value date after it is read as datesFrom reads it.
  const rest = datesFrom(words, texts, m.used + 1, max - 1, true, pitch);
  return { dates: [{ date: m.date, x0: words[0]!.x0, x1: words[m.used]!.x1 }, ...rest.dates], next: rest.next };
}

/**
 * A currency sign printed after the amount, as OCR misreads it at 150-200 DPI: "6585 E", "3392£", "358149¢£",
 * "7200L", "61.08%" for "65.85 £", "33.92£", "3,581.49 £", "61.08 $". On OCR words only, and only right after a digit, such a word or
 * glued suffix is read as a sign: it then marks the digits as money (its separator may be lost) instead of ending
 * the line's amounts. A "(Dr)"/"(Cr)" mark read with a slip ("(Dn)", "(Dr}") is read back the same way.
 */
function withSignLookalikes(words: Word[]): Word[] {
  // OCR words only: a text layer's glyphs are what the statement printed.
  if (!words.some((w) => w.confidence < 1)) return words;
  let out: Word[] | undefined;
  // A line whose money prints its sign before the figure ("TL 646,34") prints none after one: a "%" there is a rate
  // in the details ("OPET 1009 21,25 %  TL 646,34"), not a sign misread.
  const signFirst = words.findIndex((w, j) => CURRENCY_WORD.test(w.text) && /^[-(]?\d/.test(words[j + 1]?.text ?? ''));
  // So does a line whose money prints a currency of letters after the figure ("13,272,723 Rp Cr"): no glyph is read
  // for those letters, and "454144 1.75%" before it is a rate in the details.
  const lettersAfter = words.some((w, j) => j > 0 && /^\p{L}{2,}\.?$/u.test(w.text) && CURRENCY_WORD.test(w.text) && /\d$/.test(words[j - 1]!.text));
  words.forEach((w, i) => {
    if (w.confidence >= 1) return;
    const prev = words[i - 1];
    const signAfter = !(signFirst > i) && !lettersAfter;
    // "7073¥%": a yen sign read with a stray mark glued on is a sign too.
    // Inside parentheses too: "(47.79%)", "(33.58 %)" and "(103.30 8)" for "(47.79 $)" and so on.
    const glued = /^([-(]?\d[\d.,' ]*\d\)?)([¢£€¥EFLf%]{1,2})(\)?)$/.exec(w.text);
    const near = !!prev && w.x0 - prev.x1 < Math.max(w.size, prev.size) * 1.6;
    // The sign before a trailing minus or a closing bracket; inside brackets "8" is read for "$" too.
    const minus = w.text.length > 1 && w.text.endsWith('-');
    const bracketed = w.text.endsWith(')') ? w.text.slice(0, -1) : undefined;
    const opens = /^\(\d[\d.,' ]*\d$/.test(prev?.text ?? '');
    // After an open bracket a lone sign stands for the sign and its bracket: "(19,68 ©", "(58,82 §", "(35,14 9" for
    // "(19,68 €)" ("€)" read as one glyph, or its bracket lost); no figure of a statement is one digit after another.
    // "S$)" read "S%)", "5%" (the bracket lost) or "S39)" after "(131.14".
    const closes = opens && ((bracketed !== undefined && (SIGN_LOOKALIKE.test(bracketed) || /^8[£€$¥%]?$/.test(bracketed))) || /^[©§¢£€$¥89]$/.test(w.text) || /^[5S](?:[%$]|3%|[38]9?)\)?$/.test(w.text));
    const bent = bentMark(w.text, i === words.length - 1);
    let text: string | undefined;
    if (closes && near) text = '£)';
    else if (signAfter && glued && !/^[£€¥]$/.test(glued[2]!)) text = `${glued[1]}£${glued[3]}`;
    // "(Dn)", "(Dr}" for "(Dr)": the mark's letter read, its brackets or second letter not; after the figure's
    // currency sign too ("1.938,84 € (Cr}", "1.376,95€ (Cn"), the sign glued on ("€(Cn)") or the closing bracket lost
    // at the line's end.
    else if (bent && prev && (/\d[£€$¥¢]?$/.test(prev.text) || (/^[£€$¥¢]$/.test(prev.text) && /\d$/.test(words[i - 2]?.text ?? '')))) text = `(${bent}r)`;
    // ...with a trailing minus after it too ("36.41 %-" for "36.41 $-").
    else if (signAfter && SIGN_LOOKALIKE.test(minus ? w.text.slice(0, -1) : w.text) && prev && /\d\)?$/.test(prev.text) && near) text = minus ? '£-' : '£';
    // A lone "8", "3", "5", "7", "9", "&" or "s" for "$" after a figure that has its two decimals ("-13.62 8",
    // "296.00 3", "28.09 s Dr"), as near as the signs above (a sign printed in its own place after each figure): no
    // figure is written that way, and a mark is a capital ("S" for Soll).
    // An "S" too where a mark follows it as the line's last word ("67.93 S Dr"): the mark is that word.
    else if (signAfter && (/^[35789s&]$/.test(w.text) || (w.text === 'S' && i === words.length - 2 && /^\p{L}{1,3}$/u.test(words[i + 1]!.text))) && prev && /\d[.,]\d\d$/.test(prev.text) && near) text = '£';
    // "S$" read "5%", "S%", "S3%" or "5$" after a figure that has its two decimals ("2,675.83 5%"): no percentage is;
    // with the trailing minus after it too ("348.63 S%-" for "348.63 S$-").
    else if (signAfter && /^(?:5[%$]|S3?%)-?$/.test(w.text) && prev && /\d[.,]\d\d$/.test(prev.text) && near) text = w.text.endsWith('-') ? '£-' : '£';
    // A minus OCR bent into a tilde, a dash or a quote before the currency that prefixes a figure ("~kr 294,90",
    // "“kr 627,87", "—kr 957,81" for "-kr ..."): a word no statement prints otherwise.
    else if (BENT_MINUS_PREFIX.test(w.text) && /^\d/.test(words[i + 1]?.text ?? '')) text = `-${w.text.slice(1)}`;
    if (text) {
      const read = wordWith(w, { text });
      SIGN_READ.set(read, w);
      (out ??= [...words])[i] = read;
    }
  });
  return out ?? words;
}

/**
 * Words withSignLookalikes read as a currency sign, and the words OCR gave: one that stays in the details keeps what
 * was read ("10,75%" a rate, not "10,75£").
 */
const SIGN_READ = new WeakMap<Word, Word>();
const asRead = (w: Word): Word => SIGN_READ.get(w) ?? w;

/** A figure with two decimals after an open bracket, its closing bracket not (yet) read: "(734,21". */
const OPEN_FIGURE = /^\(\d[\d.,' ]*[.,]\d\d$/;

const SIGN_BRACKET_BENT = new RegExp(`^(${CURRENCY_SIGNS}|${CURRENCY_CODES})([}\\]:;|])?$`);

const BENT_MINUS_PREFIX = new RegExp(`^[~“”"=\u2012-\u2015](?:${CURRENCY_SIGNS})$`);

/**
 * Parentheses around a negative amount as OCR loses or bends them: "{20.16" "$}" for "(20.16 $)", "(30.13" whose
 * closing bracket (with the sign inside it) was not read at all, followed by the next figure or nothing, and
 * "(118.90" "3)" whose sign was read as a digit. On OCR words only: a text layer's "(30.13" is whatever the
 * statement printed.
 */
function withParensRepaired(words: Word[]): Word[] {
  let out: Word[] | undefined;
  // Words read into the figure before them (the glyph closing its bracket, below).
  const dropped = new Set<number>();
  words.forEach((w, i) => {
    if (w.confidence >= 1 || dropped.has(i)) return;
    let text = w.text.replace(/^\{(?=[-\d])/, '(').replace(/(?<=[\d£€$¥%])\}$/, ')');
    const next = words[i + 1]?.text;
    // The sign inside the bracket misread as a digit ("(118.90" "3)" for "(118.90 $)"): the figure's bracket closes
    // there, and the digit is no figure of the row (none prints a digit after its cents).
    const glyph = words[i + 1];
    if (OPEN_FIGURE.test(text) && glyph && GLYPH_BRACKET.test(glyph.text) && glyph.confidence < 1 && glyph.x0 - w.x1 < w.size) {
      (out ??= [...words])[i] = wordWith(w, { text: `${text})`, x1: glyph.x1 });
      dropped.add(i + 1);
      return;
    }
    if (OPEN_FIGURE.test(text) && (next === undefined || /^[-+]?\d/.test(next))) text += ')';
    // The currency after a bracketed figure, its closing bracket bent ("(734,21 TL}", "(644,88 TL:") or lost at the
    // line's end or before the next figure ("(644,88 TL").
    const sign = OPEN_FIGURE.test(words[i - 1]?.text ?? '') ? SIGN_BRACKET_BENT.exec(text) : null;
    if (sign && (sign[2] || next === undefined || /^[-+]?\d/.test(next))) text = `${sign[1]})`;
    if (text !== w.text) (out ??= [...words])[i] = wordWith(w, { text });
  });
  return out && dropped.size ? out.filter((_, i) => !dropped.has(i)) : (out ?? words);
}

/** A digit, then a closing bracket: "3)", "9)" (the sign of "(118.90 $)" read as a digit). */
const GLYPH_BRACKET = /^\d\)$/;

/**
 * A CR/DR mark drawn letter by letter and read in pieces ("54.151,92  C r  -542,91"): a producer that places each
 * glyph by itself, a little off, leaves gaps inside words as wide as those between them. After a figure, two
 * pieces that together are the mark ("C r", "(Cr )", "( Cr )") are the mark; read apart, "r" ended the amounts and the
 * balance was taken for details. The figure may end in its currency code ("280,38 PLN W n"), or keep the mark's
 * first letter ("2.549,07C R"). So too a currency sign or code in pieces after the figure ("53.203,43 T L",
 * "18.81 S $"), or before it with its rest glued to the digits ("K RW24 444") or apart ("-C HF 9,83").
 */
function withMarksJoined(words: Word[], marks?: string[]): Word[] {
  const isMark = (t: string) => /^(CR|DR|Cr|Dr|\((CR|DR|Cr|Dr)\))$/.test(t) || !!marks?.includes(foldMark(t)) || MONEY_AFFIX.test(t);
  // Only figures follow the mark (the balance), or nothing.
  const figuresAfter = (next: Word | undefined) => !next || /^[-+(]?\d/.test(next.text);
  let out: Word[] | undefined;
  for (let i = 1; i + 1 < words.length; i++) {
    const [prev, a, b] = [words[i - 1]!, words[i]!, words[i + 1]!];
    // Also in brackets, the space anywhere in it: "(Cr )", "( Cr)", "(C r)"; or a mark of the table's column of marks
    // ("W n" for "Wn"); or a sign of letters and a symbol ("S $", "S $)" closing a bracketed figure).
    const pieces = /^\(?\p{L}{0,2}\)?$/u;
    if (!pieces.test(a.text)) continue;
    // In three pieces ("( Cr )": a space each side of the letters).
    const c = words[i + 2];
    if (/\d$/.test(prev.text) && c && pieces.test(b.text) && pieces.test(c.text) && isMark(a.text + b.text + c.text) && b.x0 - a.x1 <= a.size && c.x0 - b.x1 <= a.size && figuresAfter(words[i + 3])) {
      out ??= [...words];
      out.splice(out.indexOf(a), 3, wordWith(a, { text: a.text + b.text + c.text, x1: c.x1 }));
      i += 2;
      continue;
    }
    // The figure's trailing sign may stay with the last piece ("1.434.283 R p-" for Rp-, a minus after the code).
    const signed = /^(\p{L}{1,2}|\p{Sc})[-+]$/u.exec(b.text);
    const joined = ((pieces.test(b.text) || /^\p{Sc}$/u.test(b.text)) && isMark(a.text + b.text)) || (!!signed && MONEY_AFFIX.test(a.text + signed[1]));
    const opened = prev.text.startsWith('(') || words[i - 2]?.text === '(';
    // A bracketed figure's closing bracket after the sign's or code's last piece ("(6,85 C HF)", "( 87,20 CH F)").
    const closes = !joined && opened && /^(?:\p{Sc}|\p{L}{1,2})\)$/u.test(b.text) && isMark(a.text + b.text.slice(0, -1));
    if (!joined && !closes) continue;
    // The figure's currency after it, before the mark: a code or a sign ("280,38 PLN W n", "9151,02 kr D R").
    const priced = i >= 2 && (/^\p{Lu}{3}$/u.test(prev.text) || MONEY_AFFIX.test(prev.text)) && /\d\)?$/.test(words[i - 2]!.text);
    if (!(/\d\)?$/.test(prev.text) || priced) || b.x0 - a.x1 > a.size || !figuresAfter(words[i + 2])) continue;
    out ??= [...words];
    out.splice(out.indexOf(a), 2, wordWith(a, { text: a.text + b.text, x1: b.x1 }));
  }
  // Or the mark's first letter glued to the figure, the rest apart ("2.549,07C R"), or its opening bracket
  // ("154.184,66( Cr)").
  for (let i = 1; i < (out ?? words).length; i++) {
    const cur = out ?? words;
    const [prev, a] = [cur[i - 1]!, cur[i]!];
    const tail = /\d(\p{L}|\()$/u.exec(prev.text)?.[1];
    const rest = tail === '(' ? /^\p{L}{1,2}\)$/u : /^\p{L}$/u;
    if (!tail || !rest.test(a.text) || a.x0 - prev.x1 > a.size || !isMark(tail + a.text) || !figuresAfter(cur[i + 1])) continue;
    out = [...cur];
    out.splice(i - 1, 2, wordWith(prev, { text: prev.text + a.text, x1: a.x1 }));
  }
  // Or a currency code in pieces before its figure, the rest of it glued to the digits ("K RW24 444" for KRW 24 444),
  // or apart from them, the code after a minus ("-C HF 9,83" for -CHF 9,83), or its closing dot glued to them.
  for (let i = 0; i + 1 < (out ?? words).length; i++) {
    const cur = out ?? words;
    const [a, b] = [cur[i]!, cur[i + 1]!];
    // Its dot with the digits ("Rs .65.84" for Rs.65.84): the dot is the code's.
    if (/^\.\d/.test(b.text) && /^\p{L}{2,3}$/u.test(a.text) && MONEY_AFFIX.test(`${a.text}.`) && b.x0 - a.x1 <= a.size) {
      out = [...cur];
      out.splice(i, 2, wordWith(a, { text: `${a.text}.` }), wordWith(b, { text: b.text.slice(1) }));
      continue;
    }
    const rest = /^(\p{L}{1,2})\d/u.exec(b.text)?.[1] ?? (/^\p{L}{1,2}$/u.test(b.text) && /^\d/.test(cur[i + 2]?.text ?? '') ? b.text : undefined);
    const first = /^[-−]?(\p{L}{1,2})$/u.exec(a.text)?.[1];
    if (!rest || !first || b.x0 - a.x1 > a.size || !MONEY_AFFIX.test(first + rest)) continue;
    out = [...cur];
    out.splice(i, 2, wordWith(a, { text: a.text + b.text, x1: b.x1 }));
  }
  return out ?? words;
}

/** The letter of a bracketed CR/DR mark OCR bent ("(Cn)", "{Dr}", "€(Cr}", "(Cn" last on the line), if `t` is one. */
function bentMark(t: string, last: boolean): string | undefined {
  return (last ? /^[£€$¥¢]{0,2}[([{]([DC])[rn][)\]}]?$/ : /^[£€$¥¢]{0,2}[([{]([DC])[rn][)\]}]$/).exec(t)?.[1];
}

const SIGN_LOOKALIKE = /^(?:[¢©EFLf%§¥][£€$¥%]?|[£€$¥]{2}|[38]?%)$/;

/**
 * A date word tesseract read with low confidence (under 0.8) while offering readings with other digits ("28-MAR-24"
 * with "29-MAR-24" among them; "2025-01-08" at 0.78 offering "2025-01-09" first). On the cached scanned sets such rows
 * were misread 12 times in 72 under 0.7 and 11 in 49 between 0.7 and 0.8: as often in the band as under it. The
 * balance chain cannot check a date, so the row says so.
 */
function dateDoubt(w: Word, raw: string): { doubt?: string; others?: string[] } {
  if (!w.alternatives?.length) return {};
  // A date of several words ("28 Dec 2023"): the first word's other readings ("29") in the date's place.
  const rest = raw.startsWith(w.text + ' ') ? raw.slice(w.text.length) : undefined;
  // A reading with its separators misread as the word's were ("11:03:25" beside "13:03:25" read as 13.03.25) is read
  // with the date's own separator.
  const sep = /^\d{1,4}([./-])\d{1,2}\1\d{1,4}$/.exec(raw)?.[1];
  const alternatives = (rest === undefined ? w.alternatives : w.alternatives.map((a) => a + rest)).map((a) => (sep ? a.replace(/[:;]/g, sep) : a));
  // Each reading as a whole date, where it is one.
  const read = alternatives.map((a) => {
    const parts = a.split(' ');
    const d = matchDateAt(parts, 0);
    return { a, begins: !!d, date: d && d.used === parts.length ? d.date : undefined };
  });
  // An alternative that lost its separators as the word did ("0402/2023" beside "0502/2023") offers other digits too.
  const others = read.filter(({ a, begins, date }) =>
    date ? digitsOf(date.raw) !== digitsOf(raw) : !begins && /^[\d/.-]+$/.test(a) && digitsOf(a).length === digitsOf(raw).length && digitsOf(a) !== digitsOf(raw),
  );
  if (!others.length) return {};
  // The other readings that are dates, which the row's neighbours judge (ocr-date-doubts: a reading that falls in
  // order as well as the chosen one leaves the row's day open; one alone in order where the chosen one is not is
  // taken).
  const dates = others.filter((o) => o.date).map((o) => o.a);
  if (w.confidence < 0.8) return { doubt: others.slice(0, 3).map((o) => o.a).join(', '), ...(dates.length ? { others: dates } : {}) };
  return dates.length ? { others: dates } : {};
}

/** The digits of a reading, to tell a reading with other digits from one that only moves a separator. */
function digitsOf(t: string): string {
  return t.replace(/\D/g, '');
}

/**
 * A direction word drawn in pieces a word space apart ("Débi to", "C re dit": glyphs a producer placed a little off),
 * in the column of direction words: one word, so that it neither ends the line's figures (the balance printed left of
 * it) nor goes unread as the amount's direction.
 */
export function withDirectionWordsJoined(words: Word[], dw: TableColumns['directionWords']): Word[] {
  if (!dw) return words;
  let out: Word[] | undefined;
  for (let i = 0; i + 1 < (out ?? words).length; i++) {
    const cur = out ?? words;
    // Two pieces or three ("C re dit").
    for (let n = 2; n <= 3 && i + n <= cur.length; n++) {
      const piece = cur.slice(i, i + n);
      if (piece.some((w, k) => !/^\p{L}+$/u.test(w.text) || !inWordPlace(w, dw) || (k > 0 && w.x0 - piece[k - 1]!.x1 > w.size))) break;
      const text = piece.map((w) => w.text).join('');
      if (!dw.tokens.includes(foldMark(text))) continue;
      out = [...cur];
      out.splice(i, n, wordWith(piece[0]!, { text, x1: piece[n - 1]!.x1 }));
      break;
    }
  }
  return out ?? words;
}

/** A word standing in a column's x-range, widened by the word's size either side. */
export function inColumn(w: Word, c: { x0: number; x1: number }): boolean {
  return w.x1 > c.x0 - w.size && w.x0 < c.x1 + w.size;
}

/** The word stands in the column of direction words, at one of its places (pages that print the table elsewhere). */
function inWordPlace(w: Word, dw: NonNullable<TableColumns['directionWords']>): boolean {
  return (dw.places ?? [dw]).some((c) => inColumn(w, c));
}

/**
 * The mark a word standing alone after an amount is, if it is one, with the direction it is known to mean: under a
 * marker column's label any of its marks (in either order: "S/H", "A/B", "Bij/Af"; keywords.ts markPair), a sign, or
 * CR/DR; under a column of marks found by geometry, the marks seen there (their meaning left to the arithmetic unless
 * inherent); without such a column only CR/DR or a lone D/C a little apart from the amount (a column the header did
 * not label as one). `token` is the word folded: which token means debit stays a choice of the interpretation.
 */
function markAt(words: Word[], end: number, col: TableColumns['marker'], figuresRight = false, money?: TableColumns['money']): Mark | undefined {
  const w = words[end]!;
  // A lone minus OCR bent into "=" or "~" (as before a figure: figureAfterBentMinus) is the minus.
  // A CR/DR OCR read with a speck after it ("7;916.91 Cr.") is the mark.
  const t = w.confidence < 1 && /^[=~]$/.test(w.text) ? '-' : w.confidence < 1 && /^(?:CR|DR|Cr|Dr)[.,]$/.test(w.text) ? w.text.slice(0, -1) : w.text;
  const f = foldMark(t);
  // A currency's code or sign after a figure is the figure's currency, never its mark ("12,05 USD  Avere  12,82 €"
  // under a column of direction words: random 810056, "usd" a third token, no reading of the marks was built).
  if (/\p{L}/u.test(t) && CURRENCY_WORD.test(t)) return undefined;
  // A lone sign in a column of its own (under no money label: not an empty "-" cell of a money column).
  const inCol = !!col && inMarkColumn(w, col);
  if (!inCol && money?.length && /^[-–−+]$/.test(t) && !money.some((c) => inColumn(w, c))) {
    const gap = w.x0 - words[end - 1]!.x1;
    if (gap > w.size * 0.6 && (figuresRight || end === words.length - 1)) return { dir: t === '+' ? 'CR' : 'DR', token: f };
  }
  // With no header, a lone plus standing apart between a figure and the figures right of it (the balance): the
  // figure's mark, where only credits are marked ("1.567,09  +  1.853,17"). Not a minus: a "-" there may be an empty
  // cell of a money column.
  // Also after the figure's currency ("66,97 CHF  +  3 931,88 CHF Cr").
  const afterFigure = end > 0 && (/\d$/.test(words[end - 1]!.text) || (end > 1 && MONEY_AFFIX.test(words[end - 1]!.text) && /\d$/.test(words[end - 2]!.text)));
  if (!inCol && !money?.length && t === '+' && figuresRight && afterFigure && w.x0 - words[end - 1]!.x1 > w.size * 0.6) return { dir: 'CR', token: f };
  const inherent = inherentMark(t);
  if (!col || !inCol) {
    // CR/DR or a lone D or C (a "Type" column the header did not name), ending the line or standing between its
    // amount and the figures right of it (the balance), is that amount's mark however far apart; elsewhere only
    // close to the amount.
    const pair = /^(CR|DR|Cr|Dr)$/.test(t);
    const letter = /^[DC]$/.test(t);
    const endsLine = end === words.length - 1;
    // "Cc", "Dd": a lone mark letter OCR read with a speck, ending the line apart from the figure: the letter's
    // mark, its meaning the one the search gives that letter ("Cc" is read for a small D too: between the amount and
    // the balance it stays an unread mark, which the balance settles).
    if (w.confidence < 1 && /^([DC])\1$/i.test(t) && /^[DC]/.test(t) && endsLine && w.x0 - words[end - 1]!.x1 > w.size) return { dir: undefined, token: f[0]! };
    if ((pair || letter) && (endsLine || figuresRight)) return { dir: inherent, token: f };
    // Any other lone capital standing apart between the amount and the balance ("2 572,81  A  2 981,13": "A" for
    // abono where only credits are marked, too few for a column of marks): the amount's mark, its meaning the
    // search's. Not on OCR lines: there a lone capital there is as often a speck or a glyph of a figure.
    // So too one ending the line a column apart from a figure (and its currency): "42,756.95 TL      A", the one
    // credit of a table whose debits print no mark. Read as details, it left the row without an amount.
    if (!(w.confidence < 1) && /^\p{Lu}$/u.test(t)) {
      const gap = w.x0 - words[end - 1]!.x1;
      const between = figuresRight && gap > w.size && /\d/.test(words[end - 1]!.text);
      const figure = /\d\)?$/.test(words[end - 1]!.text) || (end >= 2 && MONEY_AFFIX.test(words[end - 1]!.text) && /\d\)?$/.test(words[end - 2]!.text));
      if (between || (endsLine && figure && gap > 2 * w.size)) return { dir: undefined, token: f };
    }
    return (pair || letter) && w.x0 - words[end - 1]!.x1 < 4 * w.size ? { dir: inherent, token: f } : undefined;
  }
  if (/^[-–−]$/.test(t)) return { dir: 'DR', token: f };
  if (t === '+') return { dir: 'CR', token: f };
  if (col.marks && /^\p{L}{1,6}$/u.test(f)) {
    const [debit, credit] = col.marks;
    if (f === debit || (f.length < debit.length && debit.startsWith(f) && !credit.startsWith(f))) return { dir: 'DR', token: f, named: true };
    if (f === credit || (f.length < credit.length && credit.startsWith(f) && !debit.startsWith(f))) return { dir: 'CR', token: f, named: true };
  }
  // A mark the label does not name keeps its usual meaning (CR/DR, D/C); a short word of letters in a column of marks
  // is a mark all the same, its meaning left to the arithmetic.
  if (col.tokens ? col.tokens.includes(f) : /^\p{L}{1,3}$/u.test(f) && !(w.confidence < 1)) return { dir: inherent, token: f };
  // A mark letter OCR read doubled ("Cc" in a column of "C" and "A"; marks.ts): that mark.
  if (col.tokens && w.confidence < 1 && doubledLetter(f) && col.tokens.includes(f[0]!)) return { dir: inherentMark(f[0]!), token: f[0]! };
  // OCR read a word the column does not print ("c" in a column of "-" and "+"): a misread mark, unread, not a "C".
  if (col.tokens && w.confidence < 1) return undefined;
  return inherent ? { dir: inherent, token: f } : undefined;
}

/** A word in a column of marks (in one of its places, where two lists side by side print it twice). */
function inMarkColumn(w: Word, c: NonNullable<TableColumns['marker']>): boolean {
  return inColumn(w, c) || !!c.spans?.some((s) => inColumn(w, s));
}

export interface Mark {
  /** The direction the mark is known to mean (inherent, or named by the column's label), if any. */
  dir?: 'DR' | 'CR';
  token: string;
  /** The column's label names it as one of its pair ("C/A", "S/H"): its meaning is the label's, not the letter's. */
  named?: boolean;
}

/**
 * A figure ends right before `end`: as printed, or as OCR read it with its separators lost, a CR/DR mark after it
 * ("3272052 Cr" for "32 720,52 Cr").
 */
function figureBefore(words: Word[], texts: string[], start: number, end: number, mode: AmountMode): boolean {
  if (amountEndingAt(words, texts, start, end - 1, mode)) return true;
  const prev = words[end - 1]!;
  const marked = /^(CR|DR|Cr|Dr)$/.test(prev.text) && end - 2 >= start ? words[end - 2]! : undefined;
  const figure = marked ?? prev;
  return figure.confidence < 1 && !!ocrReading(figure, marked ? prev.text.toUpperCase() : '', !!marked, mode);
}

/** A mark word folded: lower case, accents off ("Borç" and "BORC" are one mark). */
export function foldMark(t: string): string {
  return t.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** A folded mark that is one letter twice ("cc"). */
export function doubledLetter(token: string): boolean {
  return /^(\p{L})\1$/u.test(token);
}

/** The direction a mark means wherever it is printed: CR/C, DR/D and the signs. */
export function inherentMark(t: string): 'DR' | 'CR' | undefined {
  return /^(cr|c|\+)$/i.test(t) ? 'CR' : /^(dr|d|[-–−])$/i.test(t) ? 'DR' : undefined;
}

/**
 * A mark OCR misread ("Cc", "bp", "[b]" for a 7 pt D or C at 150-200 DPI): a short uncertain word of letters and
 * brackets between an amount and the balance, where no description word stands.
 */
function unreadableMark(w: Word): boolean {
  return w.confidence < 0.9 && /^[[(]?\p{L}{1,2}[\])]?$/u.test(w.text);
}

/**
 * An OCR word that is DR or CR with one letter read into it ("DOR": a bold R's bowl read as an O; a smoothed 200 DPI
 * black-and-white scan read every DR of a page so, random 11597), read with confidence: a mark, which one the running
 * balance settles (only between a figure and the figures right of it, as `unreadableMark`).
 */
function markWithLetterAdded(w: Word): boolean {
  return w.confidence < 1 && /^\p{L}{3}$/u.test(w.text) && [1, 2].some((i) => /^(CR|DR)$/i.test(w.text.slice(0, i) + w.text.slice(i + 1)));
}

/** Which of CR and DR an OCR word is with one letter read into it (its first letter says which). */
export function markLetterAdded(w: Word): 'CR' | 'DR' | undefined {
  return markWithLetterAdded(w) ? (w.text[0]!.toUpperCase() === 'C' ? 'CR' : 'DR') : undefined;
}

/**
 * A bracketed mark OCR misread ("(Or)", "(Bn" for "(Dr)"), ending the line right after a figure: no word of the
 * details is printed so, and left as read it ended the line's amounts (the row lost). Which mark it was the running
 * balance settles, or the account's usual direction.
 */
function bracketedMarkUnread(w: Word, before: Word): boolean {
  return w.confidence < 0.9 && /^\(\p{L}{1,2}\)?$/u.test(w.text) && !/^\((?:CR|DR|Cr|Dr)\)$/.test(w.text) && /\d$/.test(before.text);
}

/**
 * A CR/DR mark ending the line right after a figure with its r read as a look-alike ("3.277,47 Cx", "1,178,76 cx"):
 * the mark, unread; which it is the running balance settles.
 */
function markSlip(w: Word, before: Word): boolean {
  return w.confidence < 1 && /^[CcDd][xXvyntf]$/.test(w.text) && /\d$/.test(before.text) && w.x0 - before.x1 <= 1.6 * Math.max(w.size, before.size);
}

/**
 * A short OCR word ending the line apart from the word before it, that tesseract also read as a DR/CR mark ("br"
 * offering "Dr", "pr" offering "dr", at 150 DPI): the mark, unread, where no header names a mark column (a page
 * whose header OCR read in part). Which mark it is the running balance settles.
 */
function markInAlternatives(w: Word, before: Word): boolean {
  return w.confidence < 1 && /^\p{L}{1,2}$/u.test(w.text) && w.x0 - before.x1 > w.size && (w.alternatives ?? []).some((a) => /^(CR|DR|Cr|Dr|cr|dr)$/.test(a));
}

/**
 * Under the header's mark column, any short OCR word is a mark, read or not ("(&", "©", "(6" for a 7 pt C): no
 * description or amount stands there.
 */
function garbledInMarkColumn(w: Word): boolean {
  // A lone digit there is a mark letter read as its look-alike ("5" for S, Soll): no figure is one glyph wide.
  return w.confidence < 1 && w.text.length <= 3 && (!/^\d+$/.test(w.text) || w.text.length === 1);
}

/**
 * A date OCR misread in one word ("4, Marz 2024" read for "4. März 2024", "11. Méarz 2024"): one word replaced by
 * one of tesseract's alternatives or by the month name it is one slip away from. Only a date with a month name or a
 * year counts, so an amount's alternative ("12.07" for "12,07") never turns a line into a dated row. The reading
 * used is written into `texts`.
 */
function matchOcrDate(words: Word[], texts: string[], start: number, pitch = 0): ReturnType<typeof matchDateAt> {
  for (let j = start; j < Math.min(words.length, start + 3); j++) {
    const w = words[j]!;
    if (w.confidence >= 1) continue;
    const month = ocrMonthName(w.text);
    const candidates = [...(w.alternatives ?? []).map(ocrDigits), ...(month ? [month] : [])];
    for (const c of candidates) {
      const t = [...texts];
      t[j] = c;
      const m = closeDateAt(words, t, start, pitch);
      if (m && m.used > j - start && (m.date.kind === 'named' || m.date.year !== undefined)) {
        texts[j] = c;
        return m;
      }
    }
  }
  return undefined;
}

/**
 * An OCR word "dd1mm" whose separator tesseract read as a 1 (or l, I, |), read as the date `like` is written, when it
 * falls on or up to a week before `like` (a booking date before its value date).
 */
function separatorReadAsOne(w: Word, like: string): DateParts | undefined {
  const m = w.confidence < 1 ? /^(\d{2})[1lI|](\d{2})$/.exec(w.text) : null;
  const shape = /^(\d{1,2})([/.-])(\d{1,2})$/.exec(like);
  if (!m || !shape) return undefined;
  const [a, b, p, q] = [Number(m[1]), Number(m[2]), Number(shape[1]), Number(shape[3])];
  if (!((b === q && a <= p && p - a <= 7) || (a === p && b <= q && q - b <= 7))) return undefined;
  const d = matchDateAt([`${m[1]}${shape[2]}${m[2]}`], 0);
  return d && dateShape(d.date.raw) === dateShape(like) ? d.date : undefined;
}

/**
 * An OCR word of a year-first date with one separator or both lost ("202503-23", "20250321"), read as the date `like`
 * (the value date beside it, "2025-03-25") is written, when it falls in the same year within a month of it.
 */
function isoSeparatorsLost(w: Word, like: string): DateParts | undefined {
  const m = w.confidence < 1 ? /^(\d{4})([-./]?)(\d{2})([-./]?)(\d{2})$/.exec(w.text) : null;
  const shape = /^(\d{4})([-./])(\d{2})\2(\d{2})$/.exec(like);
  if (!m || !shape || (m[2] && m[4]) || m[1] !== shape[1]) return undefined;
  const d = matchDateAt([`${m[1]}${shape[2]}${m[3]}${shape[2]}${m[5]}`], 0);
  if (!d || dateShape(d.date.raw) !== dateShape(like)) return undefined;
  const day = (y: string, mo: string, dd: string) => Date.UTC(Number(y), Number(mo) - 1, Number(dd)) / 86_400_000;
  return Math.abs(day(m[1]!, m[3]!, m[5]!) - day(shape[1]!, shape[3]!, shape[4]!)) <= 31 ? d.date : undefined;
}

/** An OCR word's alternative reading that is a date written like `like` ("27/04" among "27104"'s readings). */
function dateFromAlternatives(w: Word, like: string): DateParts | undefined {
  if (w.confidence >= 1) return undefined;
  for (const alt of w.alternatives ?? []) {
    const m = matchDateAt([alt], 0);
    if (m && dateShape(m.date.raw) === dateShape(like)) return m.date;
  }
  return undefined;
}

/**
 * The date at `at` read from words that stand close together: a year that is the next column's day ("18 Jul   19
 * Jui", the value date's month misread) gives way to the shorter date.
 */
function closeDateAt(words: Word[], texts: string[], at: number, pitch = 0): ReturnType<typeof matchDateAt> {
  let m = matchDateAt(texts, at);
  while (m && m.used > 1 && !gapsNarrow(words, at, at + m.used - 1, 1.2, oneSpace(pitch))) m = matchDateAt(texts.slice(0, at + m.used - 1), at);
  return m ?? splitDayAt(words, texts, at, pitch);
}

/**
 * A day whose two digits a text layer gave as two words ("2 6 Jun": glyphs placed one by one, a little off their
 * places): a lone digit close before a date that begins with one is the day's first digit. No date prints a digit
 * apart before its day, and read without it the date is another day ("6 Jun" between 24 and 27 June). So too a date
 * whose pieces came apart at its separator ("08 /03").
 */
function splitDayAt(words: Word[], texts: string[], at: number, pitch: number): ReturnType<typeof matchDateAt> {
  const a = words[at];
  const b = words[at + 1];
  // Or a date broken at its separator ("08 /03", "mer.08 /03" for mer. 08/03: random 790219).
  const pieces = (/^\d$/.test(texts[at]!) && /^\d(?!\d)/.test(texts[at + 1] ?? '')) || (/^\d{1,4}$/.test(texts[at]!) && /^[./-]\d/.test(texts[at + 1] ?? ''));
  if (!a || !b || !pieces || b.x0 - a.x1 > Math.max(a.size * 0.6, oneSpace(pitch))) return undefined;
  const joined = [...texts.slice(0, at), texts[at]! + texts[at + 1]!, ...texts.slice(at + 2)];
  const m = matchDateAt(joined, at);
  if (!m || !gapsNarrow(words, at + 1, at + m.used, 1.2, oneSpace(pitch))) return undefined;
  return { ...m, used: m.used + 1 };
}

/** The month name an OCR word is a slip or look-alike of, if any (matchOcrDate, and the month after a weekday). */
function ocrMonthName(t: string): string | undefined {
  // A footnote mark after the date ("07 aolt*") is no part of the month's word.
  const bare = t.replace(/[*†‡]+$/u, '');
  return nearMonthName(bare) ?? monthLookalikeIn(bare);
}

/** A word with its month abbreviation read back from look-alike letters: "05-NQV-23" -> "05-nov-23". */
function monthLookalikeIn(t: string): string | undefined {
  const parts = t.split(/([-./])/);
  const i = parts.findIndex((p) => /\p{L}/u.test(p) && lookalikeMonth(p) !== undefined);
  if (i < 0) return undefined;
  parts[i] = lookalikeMonth(parts[i]!)!;
  return parts.join('');
}

/**
 * A speck read as a mark glued after a numeric date ("14/11+", "13/11*", "14.10.23\""): the date. On the word's own
 * reading only: an alternative with the speck gives way to the others tesseract offered.
 */
function speckless(t: string): string {
  const m = /^((\d{1,2})([./-])(\d{1,2})(?:\3(?:\d{2}|\d{4}))?)[*+%#"'’”»~]$/.exec(t);
  // Only where its numbers can be a day and a month: "1.75%" is a rate in the details, not 1.75 and a speck (read so,
  // the rate became the row's money).
  const [a, b] = m ? [Number(m[2]), Number(m[4])] : [0, 0];
  return m && a >= 1 && b >= 1 && Math.min(a, b) <= 12 && Math.max(a, b) <= 31 ? m[1]! : t;
}

function ocrDigits(t: string): string {
  // A month's abbreviation whose point OCR read as a comma ("12 févr," for 12 févr.).
  const comma = /^(\p{L}{3,9}),$/u.exec(t);
  if (comma && monthFromName(comma[1]!) !== undefined) return `${comma[1]}.`;
  // One separator of a numeric date read as a comma ("15.09,2023", "15,09.2023"): the date's other separator.
  const commaLast = /^(\d{1,2})([./-])(\d{1,2}),(\d{2}|\d{4})$/.exec(t);
  if (commaLast) return `${commaLast[1]}${commaLast[2]}${commaLast[3]}${commaLast[2]}${commaLast[4]}`;
  const commaFirst = /^(\d{1,2}),(\d{1,2})([./-])(\d{2}|\d{4})$/.exec(t);
  if (commaFirst) return `${commaFirst[1]}${commaFirst[3]}${commaFirst[2]}${commaFirst[3]}${commaFirst[4]}`;
  // A full numeric date's separator before the year lost ("15/122024", "202503-23"): the other one says which.
  const lost = separatorLost(t);
  if (lost) return lost;
  // Day and month glued, the day in look-alike letters: "Olsep" for "01 sep", "Augl" for "Aug 1".
  const dayFirst = /^([\dOolI|]{1,2})(\p{L}{3,9})$/u.exec(t);
  if (dayFirst && /[OolI|]/.test(dayFirst[1]!) && monthFromName(dayFirst[2]!) !== undefined) return toDigits(dayFirst[1]!) + dayFirst[2]!;
  const monthFirst = /^(\p{L}{3,9}?)([\dOolI|]{1,2})$/u.exec(t);
  if (monthFirst && /\d/.test(t) && monthFromName(monthFirst[1]!) !== undefined) return `${monthFirst[1]} ${toDigits(monthFirst[2]!)}`;
  // A month whose first letter OCR read as a digit, glued to the day or the year: "110ut" for "11 Out", "0ut2024".
  const digitMonth = /^(\d{1,2})?([01])(\p{L}{2,8})(\d{4})?$/u.exec(t);
  if (digitMonth && (digitMonth[1] || digitMonth[4])) {
    const name = (digitMonth[2] === '0' ? 'o' : 'l') + digitMonth[3]!;
    if (monthFromName(name) !== undefined) return [digitMonth[1], name, digitMonth[4]].filter(Boolean).join(' ');
  }
  if (t.length > 10 || !/[OolI|]/.test(t) || !(/\d/.test(t) || /^[OolI|]{2}$/.test(t))) return t;
  // Only the leading number part: "0lene" -> "01ene", month names keep their letters.
  return t.replace(/^[\dOolI|]+/, toDigits);
}

/**
 * A full numeric date (two-digit day and month, a year of this century or the last) with its separator before the
 * year lost ("15/122024"), or a year-first one with its separator after the year lost ("202503-23"), written with both;
 * undefined where it reads as no date so. Not the other separator: "1512/2024" is also how invoices are numbered, and
 * "2024-0830" a reference; those are dates only near the row above's (generic-parser.ts repairedDateLine).
 */
function separatorLost(t: string): string | undefined {
  const m = /^(\d{2})([./-])(\d{2})((?:19|20)\d{2})$/.exec(t) ?? /^((?:19|20)\d{2})(\d{2})([./-])(\d{2})$/.exec(t);
  if (!m) return undefined;
  const sep = /\d/.test(m[2]!) ? m[3]! : m[2]!;
  const [a, b, c] = /\d/.test(m[2]!) ? [m[1], m[2], m[4]] : [m[1], m[3], m[4]];
  const out = `${a}${sep}${b}${sep}${c}`;
  return matchDateAt([out], 0)?.used === 1 ? out : undefined;
}

function toDigits(m: string): string {
  return m.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1');
}

/**
 * An OCR word shaped like money whose decimal separator was lost or misplaced ("4.53191"): read with the
 * separator before the last two digits. Only for OCR words (a text layer's "453191" is a reference number); the
 * balance chain then confirms the reading or reports the row.
 */
function lostSeparator(w: Word, marker = '', markedByAlternatives = false, mode: AmountMode = {}): Amount | undefined {
  if (w.confidence >= 1) return undefined;
  // "22993CR", "84261€", "30452kr": a CR/DR marker or currency sign glued on marks the word as money as clearly as a
  // separator.
  // "7198€DR": a currency sign between the digits and the mark.
  const glued = /^(.*\d)([€$£¥₹]?)(CR|DR|Cr|Dr)$/.exec(w.text);
  // A sign of letters glued before the digits too ("kr57572" for kr 575,72).
  const currency = (glued?.[2] ? glued : undefined) ?? GLUED_SIGN_AFTER.exec(w.text) ?? /^[A-Z]{0,2}[€$£¥₹](\d.*)$/.exec(w.text) ?? LETTER_SIGN_BEFORE.exec(w.text);
  // Marks tesseract reads for a separator (":", ";", "°") are separators too: "142,:355,71".
  const text = (glued?.[1] ?? currency?.[1] ?? w.text).replace(/[:;°·`]/g, '.');
  const mark = glued?.[3] ?? marker;
  // A full date is no figure that lost its separators ("05.11.23", a value date in the details read as 51123).
  if (!mark && !currency && fullNumericDate(text)) return undefined;
  // A minus before the digits ("-4500" for -45,00) marks money as a separator does: a reference has no sign.
  const markedAsMoney = /[.,]/.test(text) || /^-\d/.test(text) || !!mark || !!currency || markedByAlternatives;
  // A bare digit run is a reference number: only a word marked as money is read this way.
  if (!/^[-(]?[\d.,' ]+[)-]?$/.test(text) || !markedAsMoney) return undefined;
  // Nor a whole number printed with its groups ("INV 6,856", "REF 88,604"): its separator stands where a group
  // separator does, not lost but in place, and a decimal one would stand two digits from the end.
  if (!mark && !currency && !markedByAlternatives && /^\d{1,3}([.,])\d{3}(?:\1\d{3})*$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 12) return undefined;
  const sign = /^[-(]|-$/.test(text) ? '-' : '';
  // Without minor units there is no decimal separator to lose: the digits are the figure.
  if (mode.integers) return parseAmount(`${sign}${digits}${mark ? ' ' + mark.toUpperCase() : ''}`, mode);
  // A decimal separator before one digit and a sign glued on ("1'781.9%" for 1'781.96, the last digit read as a
  // mark that reads as a sign): the separator was not lost, a digit was; putting one back two digits from the end
  // makes another figure (178.19). Without the sign ("1613.5") the figure may print one decimal: read as before.
  if (currency && /[.,]\d$/.test(text)) return undefined;
  return separatorPutBack(sign, digits, mark ? ' ' + mark.toUpperCase() : '');
}

/**
 * An OCR word that is a figure but for one or two glyphs read as marks or letters ("1'57%.13", "2'2B5.47",
 * "1°39¢.94", "1'781.9%"), or with a speck read after its decimals ("77.023,19%9"): three digits or more, a decimal
 * separator before its last one or two, no two letters together.
 */
function unreadGlyphFigure(w: Word): boolean {
  if (w.confidence >= 1 || w.text.length > 14) return false;
  const rest = w.text.replace(/[\d.,'’°]/g, '');
  return rest.length >= 1 && rest.length <= 2 && !/\p{L}{2}/u.test(rest) && (w.text.match(/\d/g)?.length ?? 0) >= 3 && /[.,°]\d{1,2}(?:\D|\D\d)?$/.test(w.text);
}

/** "05.11.23", "5/11/2023": day and month (either order) and a year, one separator throughout. */
function fullNumericDate(text: string): boolean {
  const m = /^(\d{1,2})([./-])(\d{1,2})\2(\d{2}|\d{4})$/.exec(text);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[3])];
  return a >= 1 && b >= 1 && Math.min(a, b) <= 12 && Math.max(a, b) <= 31;
}

const GLUED_SIGN_AFTER = new RegExp(`^(.*\\d)(?:${CURRENCY_SIGNS}|${CURRENCY_CODES})$`);

/** Digits read as money with the decimal separator put back before the last two ("13451" -> 134.51). */
function separatorPutBack(sign: string, digits: string, suffix = ''): Amount | undefined {
  return parseAmount(`${sign}${digits.slice(0, -2)}.${digits.slice(-2)}${suffix}`);
}

const TIME_OF_DAY = /^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A sign as OCR reads it in front of an amount: plus, minus, or a minus given as a dash or tilde. */
const OCR_SIGN = '[-~+\\u2012-\\u2015]';

/**
 * OCR lost the separator of an amount that has no other mark ("13451" for "134.51", "1:15211;" for "1,152.11"): a
 * digit run is read as money only where the table says money stands, i.e. when `inMoneyColumn` places the word
 * under a money column's label. Trailing text words of an OCR line that qualify move into the line's amounts (left
 * of those found), so the row keeps its amount and the balance chain can confirm it, instead of the row being lost.
 */
export function rescueColumnAmounts(
  cells: LineCells,
  inMoneyColumn: (x0: number, x1: number) => boolean,
  alignedWithMoney: (x1: number) => boolean,
): LineCells {
  // A line with no date and no amount is only rescued by a word that ends exactly where a money column's label ends
  // (right-aligned figures): other text of the page that happens to sit below a label is not money.
  if (cells.dates.length === 0 && cells.amounts.length === 0 && !alignedWithMoney(cells.text[cells.text.length - 1]?.x1 ?? NaN)) return cells;
  const text = [...cells.text];
  const found: AmountCell[] = [];
  while (text.length > 1 && found.length < 3) {
    const w = text[text.length - 1]!;
    const v = text[text.length - 2]!;
    // The separator read as a space: "-59 85" for "-59,85", "9.217 51" for "9,217.51" (the second word of two digits).
    // Alone on its line too, where that line ends under a money label (the figures line of a row printed between
    // its two dates: "192 84").
    const split = (text.length > 2 || (cells.dates.length === 0 && cells.amounts.length === 0)) && /^\d\d$/.test(w.text) && w.x0 - v.x1 < w.size * 0.8 && SIGNED_GROUPS.test(v.text);
    const ws = split ? [v, w] : [w];
    const amount = ws.every((x) => x.confidence < 1) && inMoneyColumn(ws[0]!.x0, w.x1) ? bareMoney(ws.map((x) => x.text).join('')) : undefined;
    if (!amount) break;
    found.unshift({ amount, x0: ws[0]!.x0, x1: w.x1, words: ws });
    text.length -= ws.length;
  }
  if (found.length === 0) return cells;
  return { ...cells, text, amounts: [...found, ...cells.amounts], cells: cells.cells && [...found, ...cells.cells] };
}

/**
 * A digit run read as money with the separator put back before the last two digits: digits possibly with
 * separators misread as other punctuation ("1:15211;"), after a plus, or a minus that OCR may give as a dash or tilde.
 */
function bareMoney(text: string): Amount | undefined {
  const m = BARE_MONEY.exec(text);
  if (!m) return undefined;
  const digits = m[2]!.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 9) return undefined;
  return separatorPutBack(m[1] === '+' ? '+' : m[1] ? '-' : '', digits);
}

const BARE_MONEY = new RegExp(`^(${OCR_SIGN}?)(\\d[\\d.,:;']*)$`);
/** The left word of an amount split at its decimal separator ("-59" of "-59 85", "9.217" of "9.217 51"). */
const SIGNED_GROUPS = new RegExp(`^${OCR_SIGN}?\\d[\\d.,]{0,8}$`);

/** A date's notation: digits and letters stand for themselves as 9 and a ("03.04.2023" -> "9.9.9"). */
export function dateShape(raw: string): string {
  return raw.replace(/\d+/g, '9').replace(/\p{L}+/gu, 'a');
}
const CHECK_NO = /^(X{2,}\d*|\d{1,8}|[\^*#]|No\.?|#\d{1,8})$/i;

/** The longest amount (1-4 narrowly spaced words) that ends exactly at `end`, not reaching before `start`. */
function amountEndingAt(words: Word[], texts: string[], start: number, end: number, mode: AmountMode): { amount: Amount; used: number } | undefined {
  for (let n = Math.min(4, end - start + 1); n >= 1; n--) {
    const found = amountIn(words, texts, end - n + 1, end, mode);
    if (found) return found;
  }
  return undefined;
}

/** The longest amount that starts exactly at `start`, not reaching past `end`. */
function amountStartingAt(words: Word[], texts: string[], start: number, end: number, mode: AmountMode): { amount: Amount; used: number } | undefined {
  for (let n = Math.min(4, end - start + 1); n >= 1; n--) {
    const found = amountIn(words, texts, start, start + n - 1, mode);
    if (found) return found;
  }
  return undefined;
}

/** words[from..to] read as one amount, all of them. */
function amountIn(words: Word[], texts: string[], from: number, to: number, mode: AmountMode): { amount: Amount; used: number } | undefined {
  if (!amountGapsNarrow(words, from, to, false, mode.pitch)) return undefined;
  // A CR/DR after a figure (or its currency) is that figure's mark: "1 499,19 DR  11 035,37" is a debit and a balance,
  // not "DR 11 035,37".
  // The mark goes with the nearer figure: "CR 12.50   CR 1,234.56" prints it before each.
  if (
    /^(CR|DR|Cr|Dr)$/.test(texts[from]!) &&
    from > 0 &&
    from < to &&
    (/\d\)?$/.test(texts[from - 1]!) || parseAmount(`1.00 ${texts[from - 1]}`)?.currency !== undefined || MONEY_AFFIX.test(texts[from - 1]!)) &&
    (mode.marksBefore || words[from]!.x0 - words[from - 1]!.x1 <= words[from + 1]!.x0 - words[from]!.x1)
  )
    return undefined;
  // A currency between two figures goes with the nearer one too: "102.37 EUR   -127.96" is an original amount in
  // euros beside the row's amount, not 102.37 and "EUR -127.96". Only where that one is an amount: a card's "4821"
  // before "CAD 35.09" is not.
  // At equal gaps too where the currency carries a sign after it ("8,721.16 kr- 17,072.26 kr": the minus trails the
  // figure before) or the figure after has its own currency after it (no figure prints two).
  const code = texts[from]!.replace(/[-−–]$/, '');
  if (
    CURRENCY_WORD.test(code) && from > 0 && from < to && /\d\)?$/.test(texts[from - 1]!) &&
    (words[from]!.x0 - words[from - 1]!.x1 < words[from + 1]!.x0 - words[from]!.x1 || code !== texts[from] || (to > from + 1 && CURRENCY_WORD.test(texts[to]!))) &&
    !!parseAmount(`${texts[from - 1]} ${texts[from]}`, mode)
  )
    return undefined;
  // The figure must take every word from `from` to `to`: only their whole join is read (matchAmountEndingAt would read
  // each shorter join too, and keep the longest).
  const amount = parseAmount(to === from ? texts[from]! : texts.slice(from, to + 1).join(' '), mode);
  return amount ? { amount, used: to - from + 1 } : undefined;
}

/**
 * An OCR word's money reading. Tesseract loses and confuses separators far more often than digits, so a reading
 * that keeps every digit of the word comes first: an alternative with the same digits ("4.531,91" for "4.53191"),
 * then the digits with the separator put back ("297317" -> 2973.17, where an alternative offered "297,17"), and
 * only then any other alternative.
 */
export function ocrReading(w: Word, marker = '', markedAsMoney = false, mode: AmountMode = {}): Amount | undefined {
  // A time of day ("12:15" after a card purchase) is never money, whatever tesseract offers instead of its colon.
  if (TIME_OF_DAY.test(w.text)) return undefined;
  // Nor a full date ("12.01.23", a value date), whatever reading with a comma tesseract offers ("12,01.23").
  if (fullNumericDate(w.text)) return undefined;
  // Marks tesseract reads for a separator (":", ";", "°") count as one in the alternatives too ("11257:55").
  // A speck read as a second separator before the decimals ("7,227,.89"): the one next to them is the figure's.
  const read = (t: string) => {
    const u = t.replace(/[:°·`]/g, '.').replace(/;/g, ',').replace(/(\d)[.,]([.,]\d{2})$/, '$1$2');
    return parseAmount(marker ? `${u} ${marker}` : u, mode);
  };
  const whole = mode.integers ? wholeGroups(w.text, marker, mode) : undefined;
  if (whole) return whole;
  const alts = w.alternatives ?? [];
  // A currency sign misread with its neighbour ("$$7.419,37" for S$): the figure after it comes first.
  const figure = figureAfterSign(w.text);
  const afterSign = figure !== undefined ? read(figure) : undefined;
  if (afterSign) return afterSign;
  // Or a sign written in letters misread by a glyph ("Ras.638.07" for Rs.).
  const lettered = figureAfterLetterSign(w.text);
  const afterLetters = lettered !== undefined ? read(lettered) : undefined;
  if (afterLetters) return afterLetters;
  const bent = figureAfterBentMinus(w.text);
  const minus = bent !== undefined ? read(bent) : undefined;
  if (minus) return minus;
  // A sign after the figure read as its last digit ("156.308" for "156.30 $", tesseract also offering "156.30%"): two
  // decimals and a glyph, not a separator lost (which would make 1563.08 of it).
  const glyph = lastDigitAGlyph(w.text, alts);
  const beforeGlyph = glyph !== undefined ? read(glyph) : undefined;
  if (beforeGlyph) return beforeGlyph;
  // Not one that begins with its separator (":55" for a code "155"): that mark took the place of a digit, a glyph
  // misread, where a lost separator leaves one standing between digits.
  const other = alts.filter((t) => !/^[-(]?[.,:;°·`]/.test(t)).map(read).find((a) => a !== undefined);
  // A currency sign beside it, or an alternative that reads as money, marks a bare digit run as money as well as a
  // separator would.
  return alts.filter((t) => digitsOf(t) === digitsOf(w.text)).map(read).find((a) => a !== undefined) ?? lostSeparator(w, marker, markedAsMoney || !!other, mode) ?? other;
}

/**
 * The word without its last digit, where that digit stands third after a separator and tesseract offered the word
 * with a glyph there instead (or with nothing): "156.308" offered "156.30%" or "156.30$" is "156.30".
 */
function lastDigitAGlyph(text: string, alts: readonly string[]): string | undefined {
  const m = /^(.*\d[.,]\d{2})\d$/.exec(text);
  if (!m) return undefined;
  const kept = m[1]!;
  return alts.some((a) => a === kept || (a.length === kept.length + 1 && a.startsWith(kept) && !/[\d\p{L}]/u.test(a.slice(-1)))) ? kept : undefined;
}

/**
 * A whole amount whose group separators OCR read as one another ("60.750,119", "-3,948.223" for "60,750,119" and
 * "-3,948,223"): in a statement without minor units every separator stands between groups, so the digits are the
 * figure, never a decimal fraction (which would make 607501.19 of it).
 */
function wholeGroups(text: string, marker: string, mode: AmountMode): Amount | undefined {
  const m = /^([-(]?)(\d{1,3}(?:[.,:;'’]\d{3})+)([)-]?)$/.exec(text);
  if (!m) return undefined;
  const sign = m[1] || m[3] ? '-' : '';
  return parseAmount(`${sign}${m[2]!.replace(/\D/g, '')}${marker ? ' ' + marker : ''}`, mode);
}

/**
 * OCR read a group separator as a space: "12,97. 422.12" for "12,97,422.12", two amounts by themselves. On OCR words
 * only, and only across a gap as narrow as between digit groups: the word before an amount, joined to it with the
 * separator its own groups use, must read as one amount.
 */
function groupSeparatorAsSpace(words: Word[], from: number, to: number, start: number): { amount: Amount; used: number } | undefined {
  const left = words[from - 1];
  const first = words[from]!;
  // The separator itself may survive, misread, at the end of the left word ("12,97." for "12,97,").
  const core = left?.text.replace(/[.,]$/, '') ?? '';
  if (!left || from - 1 < start || left.confidence >= 1 || first.confidence >= 1 || !/^\d{1,3}([,.])\d{2,3}$/.test(core) || !/^\d/.test(first.text)) return undefined;
  if (first.x0 - left.x1 > Math.max(left.size, first.size) * 0.6) return undefined;
  const sep = /[,.]/.exec(core)![0];
  const text = `${core}${sep}${words.slice(from, to + 1).map((w) => w.text).join('')}`;
  // One group separator throughout, another before the two decimals: "12,97,422.12", "1.234.567,89".
  const m = /^\d{1,3}(?:([,.])\d{2,3})+([,.])\d{2}$/.exec(text);
  if (!m || m[1] !== sep || m[2] === sep) return undefined;
  const amount = parseAmount(text);
  return amount ? { amount, used: to - from + 2 } : undefined;
}

/**
 * A space-grouped whole amount some of whose group spaces OCR closed up: "3402 839", "2 514807" for "3 402 839" and
 * "2 514 807" (KRW, IDR). Read alone, no join of the words is grouped as printed, so the figure broke in two: the
 * right part taken alone, the left a "4-digit" word no grouped statement prints. On OCR words of a statement without
 * minor units only, across the narrow gap between digit groups: words[from..to], the words right of the first each
 * holding whole groups (a multiple of three digits), the first any digits.
 */
export function wholeGroupsGlued(words: readonly Word[], from: number, to: number, mode: AmountMode): Amount | undefined {
  if (!mode.integers || to <= from) return undefined;
  const ws = words.slice(from, to + 1);
  if (ws.some((w) => w.confidence >= 1) || !/^[-−–]?\d+$/.test(ws[0]!.text)) return undefined;
  if (!ws.slice(1).every((w) => /^\d+$/.test(w.text) && w.text.length % 3 === 0) || !amountGapsNarrow(ws, 0, ws.length - 1, true, mode.pitch)) return undefined;
  // Groups as printed are the plain reading's to make, not ours.
  if (ws[0]!.text.replace(/\D/g, '').length <= 3 && ws.slice(1).every((w) => w.text.length === 3)) return undefined;
  const minus = /^\d/.test(ws[0]!.text) ? '' : '-';
  return parseAmount(`${minus}${ws.map((w) => w.text.replace(/\D/g, '')).join('')}`, { integers: true });
}

/** The longest such figure ending at `end`, reaching left past the figure `found` read there. */
function wholeGroupsEndingAt(words: Word[], end: number, found: { amount: Amount; used: number }, start: number, mode: AmountMode): { amount: Amount; used: number } | undefined {
  if (!mode.integers || found.amount.negative || found.amount.currency || found.amount.marker) return undefined;
  for (let from = Math.max(start, end - 3); from < end - found.used + 1; from++) {
    const amount = wholeGroupsGlued(words, from, end, mode);
    if (amount) return { amount, used: end - from + 1 };
  }
  return undefined;
}

/**
 * The thousands before a figure whose decimal separator OCR lost, read apart across a group space: "20 32521 Cr" and
 * "2 34557" for "20 325,21 Cr" and "2 345,57". The lost separator was put back before the last two digits, so the
 * run is a group of three and the cents; a group of one to three digits right before it, as near as digit groups stand,
 * is the figure's thousands (left alone, it became a row's details, and the amount lost its thousands).
 */
function groupBeforeLostDecimal(words: Word[], at: number, amount: Amount, start: number, mode: AmountMode): { amount: Amount; used: number } | undefined {
  const left = words[at - 1];
  const w = words[at]!;
  if (mode.integers || !left || at - 1 < start || left.confidence >= 1 || w.confidence >= 1 || !/^\d{1,3}$/.test(left.text)) return undefined;
  const digits = /^[-(]?(\d{5})(?!\d)/.exec(w.text)?.[1];
  if (!digits || Math.round(amount.value * 100) !== Number(digits)) return undefined;
  if (w.x0 - left.x1 > Math.max(left.size, w.size) * 0.6) return undefined;
  const joined = separatorPutBack(amount.negative ? '-' : '', left.text + digits, amount.marker ? ' ' + amount.marker : '');
  return joined ? { amount: joined, used: 2 } : undefined;
}

/**
 * OCR read the decimal separator as a space: "2,242 66" for "2,242.66", "-44 11" for "-44,11". On OCR words only:
 * whole thousands groups or a signed figure, then the cents alone across a gap as narrow as a separator's.
 */
function centsApart(words: Word[], at: number, start: number): { amount: Amount; used: number } | undefined {
  const left = words[at - 1];
  const cents = words[at]!;
  // A trailing minus after the cents ("44 23-" for "44,23-") marks the figure as money as a leading one does.
  const trailing = /^\d{2}-$/.test(cents.text);
  if (!left || at - 1 < start || cents.confidence >= 1 || !(/^\d{2}$/.test(cents.text) || trailing)) return undefined;
  const gap = (cents.x0 - left.x1) / Math.max(left.size, cents.size);
  // A figure under a thousand right after its currency ("CHF 957 54", "CHF 142 63 CR"): the currency marks it as
  // money, and goes with it; the comma's own width may stay in the gap.
  const currency = words[at - 2];
  if (/^\d{1,3}$/.test(left.text) && currency && at - 2 >= start && CURRENCY_WORD.test(currency.text) && gap <= 0.8 && left.x0 - currency.x1 <= Math.max(currency.size, left.size) * 1.6) {
    const amount = separatorPutBack('', left.text + cents.text);
    return amount ? { amount, used: 3 } : undefined;
  }
  // A figure with its thousands grouped and no decimals, then two digits, is one figure by its shape: the cents may
  // stand as far as a comma's width and its spaces ("4,157 93" for 4,157.93, 0.68 of the height apart).
  // The separator itself may be read before the space ("4.446, 97").
  // Its currency sign may be glued before it ("R$5.489 56").
  const grouped = GROUPED_NO_CENTS.test(left.text);
  if (gap > (grouped ? 0.8 : 0.6)) return undefined;
  // A signed figure under a thousand ("-44 11" for "-44,11", "44 23-" for "44,23-"): the sign marks it as money.
  // The minus may be read as a long dash and the separator before the space ("—37. 24" for -37,24).
  if (/^[-−–—]\d{1,3}[.,]?$/.test(left.text) || (trailing && /^\d{1,3}$/.test(left.text))) {
    const amount = separatorPutBack('-', left.text.replace(/\D/g, '') + cents.text.replace(/\D/g, ''));
    return amount ? { amount, used: 2 } : undefined;
  }
  if (trailing) return undefined;
  // Written without groups, like a separator put back: the statement's number format is not decided by a misread.
  if (grouped) {
    const amount = separatorPutBack('', left.text.replace(/\D/g, '') + cents.text);
    return amount ? { amount, used: 2 } : undefined;
  }
  // Thousands grouped by spaces ("2 142 49" for "2 142,49"): whole groups, each a narrow gap apart, at least two.
  let k = at - 1;
  while (k - 1 >= start && /^\d{3}$/.test(words[k]!.text) && /^\d{1,3}$/.test(words[k - 1]!.text) && words[k]!.x0 - words[k - 1]!.x1 <= Math.max(words[k]!.size, words[k - 1]!.size) * 0.6) {
    k--;
    if (!/^\d{3}$/.test(words[k]!.text)) break;
  }
  if (k === at - 1) return undefined;
  const amount = separatorPutBack('', words.slice(k, at + 1).map((w) => w.text).join(''));
  return amount ? { amount, used: at - k + 1 } : undefined;
}

/** Digit groups glue only across a narrow gap; a lone sign, currency or CR/DR word may stand a little apart. */
function amountGapsNarrow(words: readonly Word[], from: number, to: number, strict = false, pitch = 0): boolean {
  for (let k = from + 1; k <= to; k++) {
    const a = words[k - 1]!;
    const b = words[k]!;
    // A sign sits next to its number; a currency symbol or CR/DR may stand a little apart.
    const sign = SIGN.test(a.text) || SIGN.test(b.text);
    const loose = !strict && !sign && (AFFIX.test(a.text) || AFFIX.test(b.text));
    const narrow = Math.max(Math.max(a.size, b.size) * (loose ? 1.6 : sign ? 0.9 : 0.6), oneFigure(a, b), oneSpace(pitch));
    if (b.x0 - a.x1 - onesBearing(a, b) > narrow) return false;
  }
  return true;
}

/**
 * What a "1" at the gap's edge adds to it: OCR boxes a glyph's ink, and a 1's ink is a stroke in the middle of a
 * digit's width, so "1 961,11" measures a wider gap than "3 433,43" printed with the same space (12220: every
 * balance of 1 xxx,xx lost its thousands). About a third of the other figure's digit width on each side.
 */
function onesBearing(a: Word, b: Word): number {
  // A text layer's boxes are the glyphs' advance widths.
  if (!(a.confidence < 1 && b.confidence < 1)) return 0;
  return (/1$/.test(a.text) ? 0.35 * pitch(b) : 0) + (/^1/.test(b.text) ? 0.35 * pitch(a) : 0);
}

/**
 * One character of the figure's own font, a little over: in a fixed-width font a space is as wide as a digit
 * (0.6 em in Courier), wider than the 0.6 em allowance made for proportional fonts, whose space is half a digit, and
 * a report printed in it puts one such space inside an amount ("8 467,04", "120,40 $-"). The figure of the two
 * gives the width (a sign or brackets may go with its digits); in Helvetica or Times that is under 0.6 em, so
 * nothing changes there.
 */
function oneFigure(a: Word, b: Word): number {
  return Math.max(pitch(a), pitch(b)) * 1.05;
}

/**
 * The mean character width of a figure: a word of digits and separators, or one that is mostly so ("Rs.8,046.42",
 * "€12,50": a currency's letters beside the digits), else 0. A word of letters says nothing about the figures' font.
 */
function pitch(w: Word): number {
  const t = w.text;
  // Figures: a digit, and three quarters of the characters digits or . , ' ( ) + − - (counted in one pass).
  let digits = 0;
  let figure = 0;
  for (let k = 0; k < t.length; k++) {
    const c = t.charCodeAt(k);
    if (c >= 48 && c <= 57) {
      digits++;
      figure++;
    } else if (FIGURE_MARKS.has(c)) figure++;
  }
  if (digits === 0 || figure < 0.75 * t.length) return 0;
  return (w.x1 - w.x0) / t.length;
}
const FIGURE_MARKS = new Set([...".,'()+−-"].map((c) => c.charCodeAt(0)));

const SIGN = /^[-+−–(]$/;
/** A figure with its thousands grouped and no decimals, its currency sign maybe glued before it (centsApart). */
const GROUPED_NO_CENTS = new RegExp(`^(?:${CURRENCY_SIGNS})?\\d{1,3}(?:[,.]\\d{3})+[,.]?$`);
/** A currency code or sign standing after a figure: it marks the digits before it as money. */
const MONEY_AFFIX = new RegExp(`^(?:${CURRENCY_CODES}|${CURRENCY_SIGNS})$`);
// "£Cr", "E£Cr": a currency sign and the CR/DR after it read as one word.
const AFFIX = new RegExp(`^([-+−–(]|${CURRENCY_CODES}|${CURRENCY_SIGNS}|(?:E?[£€$])?(?:CR|DR|Cr|Dr))$`);

function gapsNarrow(words: Word[], from: number, to: number, factor: number, atLeast = 0): boolean {
  for (let k = from + 1; k <= to; k++) {
    const a = words[k - 1]!;
    const b = words[k]!;
    if (b.x0 - a.x1 > Math.max(Math.max(a.size, b.size) * factor, atLeast)) return false;
  }
  return true;
}

/** The line's cells with these amounts read as text. */
export function amountsToText(cells: LineCells, moved: AmountCell[]): LineCells {
  if (!moved.length) return cells;
  return {
    ...cells,
    text: [...cells.text, ...moved.flatMap((a) => a.words.map(asRead))].sort((a, b) => a.x0 - b.x0),
    amounts: cells.amounts.filter((a) => !moved.includes(a)),
    cells: cells.cells?.filter((c) => !moved.some((a) => a.words === c.words)),
  };
}

/** The figure names a currency other than the statement's (a purchase abroad's original amount). */
export function otherCurrency(a: AmountCell, currency: string | undefined): boolean {
  return !!currency && !!a.amount.currency && a.amount.currency !== currency;
}
