import { parseDateToken, type DateParts } from '../normalize/date-token.js';

type Order = (d: DateParts) => [month: number, day: number];
const DAY_FIRST: Order = (d) => [d.b, d.a];
const MONTH_FIRST: Order = (d) => [d.a, d.b];

/**
 * Whether a statement's rows run newest first, told by a row's date and the next other date below it (numeric dates,
 * day and month in either order): only where every order both dates can be read in says the later row is older. A
 * separator OCR lost is repaired within a week of the row above (generic-parser `repairedDateLine`): after it in a
 * statement oldest first, before it in one newest first.
 */
export function runsNewestFirst(first: string | undefined, later: string | undefined): boolean {
  const f = first ? parseDateToken(first) : undefined;
  const l = later ? parseDateToken(later) : undefined;
  if (!f || !l || f.kind !== 'numeric' || l.kind !== 'numeric') return false;
  const orders = (f.yearFirst || l.yearFirst ? [DAY_FIRST] : [DAY_FIRST, MONTH_FIRST]).filter((o) => o(f)[0] <= 12 && o(l)[0] <= 12);
  const years = f.year !== undefined && l.year !== undefined;
  return orders.length > 0 && orders.every((o) => orderKey(o, f, years) > orderKey(o, l, years));
}

/** A date's place in the calendar in one order of its numbers (its year counted where every date compared has one). */
const orderKey = (o: Order, d: DateParts, years: boolean) => ((years ? d.year! : 0) * 13 + o(d)[0]) * 32 + o(d)[1];

/**
 * The dates run one way down the page, oldest or newest first (equal neighbours allowed), in some order every date
 * can be read in: a statement's row dates do; a value date printed beside them need not (it follows the booking by
 * days that vary). Without years a turn of the year breaks the order, and the answer is no.
 */
export function inDateOrder(texts: string[]): boolean {
  const dates = texts.map((t) => parseDateToken(t));
  if (dates.some((d) => !d)) return false;
  const ds = dates as DateParts[];
  const named = ds.some((d) => d.kind === 'named');
  const yearFirst = ds.some((d) => d.yearFirst);
  const orders = (named || yearFirst ? [DAY_FIRST] : [DAY_FIRST, MONTH_FIRST]).filter((o) => ds.every((d) => d.kind === 'named' || o(d)[0] <= 12));
  const years = ds.every((d) => d.year !== undefined);
  return orders.some((o) => {
    const keys = ds.map((d) => orderKey(o, d, years));
    const pairs = keys.slice(1).map((k, i) => k - keys[i]!);
    return pairs.every((d) => d >= 0) || pairs.every((d) => d <= 0);
  });
}
