import type { DateParts } from './date-token.js';

export type DateOrder = 'DMY' | 'MDY' | 'YMD';

/**
 * Decides day-month order for the whole statement from its numeric dates: any first part above 12 means
 * day first, any second part above 12 means month first. Without such evidence the hint, the bank profile
 * and then the currency decide (USD statements print month first).
 */
export function decideDateOrder(dates: DateParts[], fallback: DateOrder): DateOrder {
  let dmy = 0;
  let mdy = 0;
  for (const d of dates) {
    if (d.kind !== 'numeric' || d.yearFirst) continue;
    if (d.a > 12 && d.b <= 12) dmy++;
    if (d.b > 12 && d.a <= 12) mdy++;
  }
  if (dmy > mdy) return 'DMY';
  if (mdy > dmy) return 'MDY';
  return fallback;
}

export interface YearContext {
  /** Period end (or statement date) as a Date: rows without a year take the latest year not after it. */
  end?: { year: number; month: number; day: number };
  /** Period start, where printed with its year: with the end, it tells which month a name cut short means ("jui"). */
  start?: { year: number; month: number; day: number };
  /** Used when nothing else is known. */
  defaultYear: number;
}

/** Month and day of a date under the statement's order. */
export function monthDay(d: DateParts, order: DateOrder): { month: number; day: number } {
  if (d.kind === 'named' || d.yearFirst) return { month: d.b, day: d.a };
  return order === 'MDY' ? { month: d.a, day: d.b } : { month: d.b, day: d.a };
}

/**
 * YYYY-MM-DD for a printed date. A row printed without a year belongs to the period's year, or the year
 * before when its month lies after the period's end month (a December row on a January statement).
 */
export function toIsoDate(d: DateParts, order: DateOrder, ctx: YearContext): string | undefined {
  // A month name that names two months ("jui": juin, juillet) is the one whose date falls in the statement's period;
  // where neither or both do, the earlier.
  if (d.otherMonth !== undefined) {
    const earlier = toIsoDate({ ...d, otherMonth: undefined }, order, ctx);
    const later = toIsoDate({ ...d, b: d.otherMonth, month: d.otherMonth, otherMonth: undefined }, order, ctx);
    const within = (iso: string | undefined) => !!iso && !!ctx.start && !!ctx.end && iso >= isoOf(ctx.start) && iso <= isoOf(ctx.end);
    return within(later) && !within(earlier) ? later : earlier;
  }
  const { month, day } = monthDay(d, order);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  let year = d.year;
  if (year === undefined) {
    if (ctx.end) {
      year = ctx.end.year;
      // More than a month after the period's end cannot be right: it is last year's (Dec on a Jan statement).
      const endMs = Date.UTC(ctx.end.year, ctx.end.month - 1, ctx.end.day);
      if (Date.UTC(year, month - 1, day) - endMs > 31 * 86_400_000) year -= 1;
    } else year = ctx.defaultYear;
  }
  // A year cut short by a narrow column ("10 juil. 20" for 2023, its last digits clipped): two digits that are the
  // period's century, not its year, where the period lies within one year and its year puts the day inside it.
  const { start, end } = ctx;
  if (d.year !== undefined && start && end && start.year === end.year && d.year !== start.year && /(?:^|\D)\d{2}$/.test(d.raw.trim()) && String(start.year).startsWith(String(d.year % 100).padStart(2, '0'))) {
    const iso = isoOf({ year: start.year, month, day });
    if (iso >= isoOf(start) && iso <= isoOf(end)) year = start.year;
  }
  // Solar Hijri (Jalali) statements print years 1300-1499: kept as printed, checked only for day <= 31.
  const jalali = year >= 1300 && year < 1500;
  if (!jalali && (year < 1900 || year > 2200)) return undefined;
  if (!jalali) {
    const dt = new Date(Date.UTC(year, month - 1, day));
    if (dt.getUTCMonth() !== month - 1) return undefined;
  }
  return isoOf({ year, month, day });
}

/** A date as its ISO string (toIsoDate writes its answer so, and compares the period with it). */
function isoOf(d: { year: number; month: number; day: number }): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}
