import type { Line, Word } from '../types.js';
import { matchDateAt, type DateParts } from '../normalize/date-token.js';
import { CURRENCY_CODES, matchAmountEndingAt, type Amount } from '../normalize/amount.js';

export interface AmountCell {
  amount: Amount;
  x0: number;
  x1: number;
  words: Word[];
}

/** A line split into leading dates, text and trailing amounts. */
export interface LineCells {
  line: Line;
  dates: { date: DateParts; x0: number; x1: number }[];
  text: Word[];
  amounts: AmountCell[];
}

/**
 * Splits a line: up to two dates at the start, amounts from the right end, the rest is text. Words glue into
 * one amount only when the gap between them is narrow (space-grouped thousands, a currency sign, a CR
 * suffix), so a number ending a description is not swallowed by the amount beside it.
 */
export function splitLine(line: Line, maxDates = 2): LineCells {
  const words = line.words;
  const texts = words.map((w) => w.text);
  let start = 0;
  const dates: LineCells['dates'] = [];
  while (dates.length < maxDates && start < words.length) {
    const m = matchDateAt(texts, start);
    if (!m || !gapsNarrow(words, start, start + m.used - 1, 1.2)) break;
    dates.push({ date: m.date, x0: words[start]!.x0, x1: words[start + m.used - 1]!.x1 });
    start += m.used;
  }
  const amounts: AmountCell[] = [];
  let end = words.length - 1;
  while (end >= start && amounts.length < 4) {
    let found: { amount: Amount; used: number } | undefined;
    for (let n = Math.min(4, end - start + 1); n >= 1; n--) {
      if (!amountGapsNarrow(words, end - n + 1, end)) continue;
      const m = matchAmountEndingAt(texts.slice(end - n + 1, end + 1), n - 1);
      if (m && m.used === n) {
        found = m;
        break;
      }
    }
    if (!found) break;
    const ws = words.slice(end - found.used + 1, end + 1);
    amounts.unshift({ amount: found.amount, x0: ws[0]!.x0, x1: ws[ws.length - 1]!.x1, words: ws });
    end -= found.used;
  }
  return { line, dates, text: words.slice(start, end + 1), amounts };
}

/** Digit groups glue only across a narrow gap; a lone sign, currency or CR/DR word may stand a little apart. */
function amountGapsNarrow(words: Word[], from: number, to: number): boolean {
  for (let k = from + 1; k <= to; k++) {
    const a = words[k - 1]!;
    const b = words[k]!;
    const loose = AFFIX.test(a.text) || AFFIX.test(b.text);
    if (b.x0 - a.x1 > Math.max(a.size, b.size) * (loose ? 1.6 : 0.6)) return false;
  }
  return true;
}

const AFFIX = new RegExp(`^([-+−–(]|${CURRENCY_CODES}|R\\$|US\\$|[$€£¥₹]|CR|DR|Cr|Dr)$`);

function gapsNarrow(words: Word[], from: number, to: number, factor: number): boolean {
  for (let k = from + 1; k <= to; k++) {
    const a = words[k - 1]!;
    const b = words[k]!;
    if (b.x0 - a.x1 > Math.max(a.size, b.size) * factor) return false;
  }
  return true;
}
