import { monthFromName, twoMonthsFromName } from './months.js';

/** A date as printed, split into parts; resolved to YYYY-MM-DD later, once the statement's order and year are known. */
export interface DateParts {
  raw: string;
  /** Numeric dates keep both numbers until the statement decides the order. */
  kind: 'numeric' | 'named';
  a: number;
  b: number;
  /** Month for named dates. */
  month?: number;
  year?: number;
  /** First number had four digits (YYYY-MM-DD). */
  yearFirst?: boolean;
  /** A month name cut where it names two months ("jui"): the later one; `month` is the earlier (resolve-dates.ts). */
  otherMonth?: number;
}

const NUMERIC = /^(\d{1,4})([./-])(\d{1,2})(?:\2(\d{2}|\d{4}))?\.?$/;
const DAY_MONTH = /^(\d{1,2})(?:\.|º|er|st|nd|rd|th)?[\s-]*(?:de\s+)?(\p{L}{3,14})(?:\.|,(?=\s*\d{4}$))?(?:[\s-]*(?:de\s+)?(\d{4}|\d{2}))?$/u;
const MONTH_DAY = /^(\p{L}{3,14})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?$/u;
const MONTH_DAY_COMPACT = /^(\p{L}{3})(\d{1,2})$/u;

/**
 * A month name broken by a space that is no word's ("9 ma r 2024", "1 F eb 2024", "1 fever eiro 2023": pdf.js writes a
 * space between two glyphs that stand a little apart). Read only when no piece of it is a month name itself and the
 * joined name is.
 */
function splitMonth(text: string): DateParts | undefined {
  const m = /^(\d{1,2}\s+)?(\p{L}{1,10}(?:\s\p{L}{1,10}){1,2})(\s+\d{1,4})?$/u.exec(text);
  if (!m || (!m[1] && !m[3])) return undefined;
  const pieces = m[2]!.split(' ');
  const name = pieces.join('');
  if (pieces.some((p) => monthFromName(p)) || !monthFromName(name)) return undefined;
  const date = parseDateToken(`${m[1] ?? ''}${name}${m[3] ?? ''}`);
  return date ? { ...date, raw: text } : undefined;
}

/**
 * A row's date as the layout read it: one date string, its month name possibly in pieces ("1 Te m 2024", when the
 * producer drew the name in two text items and no join of the text could make it one word).
 */
export function parseRowDate(text: string): DateParts | undefined {
  return parseDateToken(text) ?? splitMonth(text);
}

/** Parses one date string (one or more words joined by single spaces). */
export function parseDateToken(text: string): DateParts | undefined {
  // A footnote mark after a date ("01/12/2023*", "12 Feb†") is not part of it.
  const s = text.trim().replace(/[*†‡]+$/, '');
  let m = NUMERIC.exec(s);
  if (m) {
    const p1 = m[1]!;
    const a = Number(p1);
    const b = Number(m[3]);
    if (p1.length === 4) {
      // YYYY-MM-DD needs the day part, which the pattern only captures as group 4.
      if (!m[4]) return undefined;
      const d = Number(m[4]);
      if (b < 1 || b > 12 || d < 1 || d > 31) return undefined;
      return { raw: s, kind: 'numeric', a: d, b, year: a, yearFirst: true };
    }
    if (p1.length === 3) return undefined;
    if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) return undefined;
    // "12.50" is an amount, not a date: a dot-separated pair without year needs a trailing dot or 2-digit parts.
    if (!m[4] && m[2] === '.' && !s.endsWith('.') && m[3]!.length !== 2) return undefined;
    const year = m[4] ? toYear(m[4]) : undefined;
    if (year === null) return undefined;
    return { raw: s, kind: 'numeric', a, b, year };
  }
  m = DAY_MONTH.exec(s);
  if (m) return named(s, m[2]!, Number(m[1]), m[3]);
  m = MONTH_DAY.exec(s) ?? MONTH_DAY_COMPACT.exec(s);
  if (m) return named(s, m[1]!, Number(m[2]), m[3]);
  return undefined;
}

/** A date with its month's name; a name cut where it names two months keeps both (`otherMonth`). */
function named(raw: string, name: string, day: number, y: string | undefined): DateParts | undefined {
  const full = monthFromName(name);
  const two = full === undefined ? twoMonthsFromName(name) : undefined;
  const month = full ?? two?.[0];
  const year = y ? toYear(y) : undefined;
  if (!month || day < 1 || day > 31 || year === null) return undefined;
  return { raw, kind: 'named', a: day, b: month, month, year, ...(two ? { otherMonth: two[1] } : {}) };
}

/**
 * null when four digits cannot be a year: "Feb 19 5118" is a date and a cheque number, and taking 5118 as its year
 * lost the row's date. Years of the Persian calendar (13xx-14xx) stay readable.
 */
function toYear(y: string): number | null {
  const n = Number(y);
  if (y.length === 4) return n >= 1300 && n < 2200 ? n : null;
  return n < 70 ? 2000 + n : 1900 + n;
}

/** A date in a shape no figure has: a month name, a year, or a separator. */
export function plainDate(d: { kind: string; year?: number; raw: string }): boolean {
  return d.kind === 'named' || d.year !== undefined || /[./-]/.test(d.raw);
}

/**
 * The indices of the words that are part of a date read at some word of `words` ("11" and "cze" of "11 cze"): words
 * that stand where a column starts or ends only because they are a date's.
 */
export function dateWordIndices(words: readonly string[]): Set<number> {
  const out = new Set<number>();
  words.forEach((_, k) => {
    const used = matchDateAt(words, k)?.used ?? 0;
    for (let j = k; j < k + used; j++) out.add(j);
  });
  return out;
}

/**
 * Finds a date made of the words starting at `start` (up to 4 words); returns it and the number of words
 * used. The longest reading wins so "12 Mar 2024" is not cut to "12 Mar".
 */
export function matchDateAt(words: readonly string[], start: number): { date: DateParts; used: number } | undefined {
  // Every date starts with a digit or a month name: most words are rejected here without building strings.
  const first = words[start];
  // (OCR's reading of a glued "Jun5" arrives as one word "Jun 5".)
  if (first === undefined || (!/^\d/.test(first) && !monthFromName(first.split(' ')[0]!.replace(/[.,]$/, '')) && !MONTH_DAY_COMPACT.test(first))) return undefined;
  let best: { date: DateParts; used: number } | undefined;
  let shorter: { date: DateParts; used: number } | undefined;
  for (let n = 1; n <= 5 && start + n <= words.length; n++) {
    const text = words.slice(start, start + n).join(' ');
    if (text.length > 28) break;
    const date = parseDateToken(text) ?? splitMonth(text);
    if (date) {
      shorter = best;
      best = { date, used: n };
    }
  }
  // "Mar 308 :53", "08.05.2307 :49": a date and the hour of a time glued by tight spacing, the time's colon come
  // apart (Mar 3 08:53, 08.05.23 07:49). The time is the date's cell, its minutes too (as "11:08" after "Mar 11" is):
  // nothing of it is details.
  if (!best) {
    for (let n = 1; n <= 2 && start + n < words.length; n++) {
      const glued = words[start + n - 1]!;
      if (!/\d{3}$/.test(glued) || Number(glued.slice(-2)) >= 24 || !/^:[0-5]\d\b/.test(words[start + n]!)) continue;
      const date = parseDateToken([...words.slice(start, start + n - 1), glued.slice(0, -2)].join(' '));
      if (date) return { date, used: n + 1 };
    }
  }
  // "08 Dec 11 Dec": the 11 is the next date's day, not a two-digit year.
  const next = words[start + (best?.used ?? 0)];
  if (best && shorter && best.date.kind === 'named' && /^\d{2}$/.test(words[start + best.used - 1] ?? '') && next && monthFromName(next.replace(/[.,]$/, ''))) return shorter;
  // "25 mar 28 646,87": the 28 begins a space-grouped amount, not a two-digit year.
  if (best && shorter && /^\d{1,3}$/.test(words[start + best.used - 1] ?? '') && next && /^\d{3}(?:[.,]\d{1,2})?$/.test(next)) return shorter;
  // "02 mar 06 :07": the 06 is the hour of a time whose colon came apart from it, not a two-digit year.
  if (best && shorter && /^\d{1,2}$/.test(words[start + best.used - 1] ?? '') && next && /^:\d{2}\b/.test(next)) return shorter;
  // "17 Apr 20 23": a century and its two digits, the year broken by a space that is no word's (a date with its month's
  // name never prints a two-digit year "20" before two more digits).
  if (best && best.date.kind === 'named' && /^(?:19|20)$/.test(words[start + best.used - 1] ?? '') && next && /^\d{2}$/.test(next)) {
    const raw = `${words.slice(start, start + best.used).join(' ')}${next}`;
    const whole = parseDateToken(raw);
    if (whole) return { date: { ...whole, raw }, used: best.used + 1 };
  }
  return best;
}
