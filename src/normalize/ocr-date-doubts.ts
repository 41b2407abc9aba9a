import type { Transaction } from '../types.js';

/** How a row read with a doubtful date begins its note; such a row's date may still be settled by the order. */
export const LOW_CONFIDENCE_DATE = 'printed date read by OCR with low confidence';

/**
 * OCR misreads a date's digit now and then ("18" for "16", "06" for "09") with confidence, and no balance can see a
 * date. A scanned row's date that falls outside the statement period, or out of order between the two rows around it
 * (or around one or two days' rows) while those two are in order, says so in its corrections (and warnings);
 * nothing else changes, except a year misread outside the period that the period and the rows around it give back,
 * and a date out of order that tesseract's one other reading of it puts in order.
 * Digital dates are what is printed, so only rows read by OCR are looked at.
 */
export function flagOcrDateDoubts(txs: Transaction[], newestFirst: boolean, period: [string | null, string | null], warnings: string[], otherReadings = new Map<Transaction, string[]>()): void {
  const chrono = newestFirst ? [...txs].reverse() : txs;
  const notes = new Map<Transaction, string>();
  const [start, end] = period;
  const outside = (d: string) => (!!start && d < start) || (!!end && d > end);
  chrono.forEach((t, i) => {
    if (t.confidence >= 1 || !outside(t.date)) return;
    // Only the year misread ("2023" for "2025", "2123" for "2023"): the printed period and the rows around it give it
    // back, where the day with the period's year falls inside the period and in order between them. Also for a row
    // that already says its date is in doubt (read with low confidence, or taken from a row above that was): the
    // note stays, the year is the period's.
    const prev = chrono.slice(0, i).reverse().find((o) => !outside(o.date))?.date ?? start;
    const next = chrono.slice(i + 1).find((o) => !outside(o.date))?.date ?? end;
    const year = start && end ? [start, end].map((d) => d.slice(0, 4) + t.date.slice(4)).find((d) => !outside(d) && (!prev || d >= prev) && (!next || d <= next)) : undefined;
    if (year) {
      notes.set(t, `printed date read by OCR as ${t.date}, outside the statement period: its year read as the period's, ${year}`);
      t.date = year;
    } else if (!t.corrections?.length) notes.set(t, `printed date read by OCR as ${t.date}, outside the statement period`);
  });
  // Out of order: a run of one or two days (a day's rows share its printed date, printed once a day maybe) all after
  // the day that follows it, or all before the day that precedes it, between two days in order ("10, 16, 19, 10":
  // two neighbours misread). A run that is both (a section's end and the next section's start) is not a misread.
  const days: Transaction[][] = [];
  for (const t of chrono) {
    const last = days[days.length - 1];
    if (last && last[0]!.date === t.date) last.push(t);
    else days.push([t]);
  }
  // The first and last days are bounded by the period. Where tesseract offered one other reading of the date that
  // falls in order ("10/02" at 0.69 offering "19/02" between 18/02 and 19/02), that reading is taken, and the row
  // says so: the order is the statement's own, and the digits are what tesseract itself saw as well.
  const fixed = new Map<Transaction, string>();
  const day = (i: number) => days[i]?.[0]!.date;
  for (let k = 1; k <= 2; k++)
    for (let i = 0; i + k <= days.length; i++) {
      const run = days.slice(i, i + k).flat();
      let prev: string | undefined = day(i - 1);
      let next: string | undefined = day(i + k);
      if (prev && next) {
        if (prev > next || (!run.every((t) => t.date > next!) && !run.every((t) => t.date < prev!))) continue;
      } else if (next && k === 1) {
        // The first day: after both days that follow it, those two in order (not two days: "10, 16, 19, 10, 13" has
        // 10 and 13 before 16 and 19 where 16 and 19 are the misread ones).
        const after = day(i + k + 1);
        if (!after || next > after || !run.every((t) => t.date > after)) continue;
        prev = start || undefined;
      } else if (prev && k === 1) {
        // The last day: before both days that precede it, those two in order.
        const before = day(i - 2);
        if (!before || before > prev || !run.every((t) => t.date < before)) continue;
        next = end || undefined;
      } else continue;
      for (const t of run) {
        if (t.confidence >= 1 || notes.has(t)) continue;
        const doubted = !!t.corrections?.length && t.corrections.every((c) => c.startsWith(LOW_CONFIDENCE_DATE));
        if (t.corrections?.length && !doubted) continue;
        // Only between two bounds: a day the order leaves open on one side is no reading's to take.
        const fits = prev && next ? [...new Set(otherReadings.get(t)?.filter((d) => d >= prev! && d <= next!))] : [];
        if (fits.length === 1) fixed.set(t, fits[0]!);
        else if (doubted) continue;
        notes.set(t, `printed date read by OCR as ${t.date}, out of order ${prev && next ? `between ${prev} and ${next}` : prev ? `after ${prev}` : `before ${next}`}${fits.length === 1 ? `; read as ${fits[0]}, tesseract's other reading of it, which falls in order` : ''}`);
      }
    }
  for (const [t, d] of fixed) t.date = d;
  // In order, but not alone in it: tesseract offered another reading of the date with other digits that falls between
  // the days around the row as well ("28/06" at 0.93 offering "29/06", between 28/06 and 29/06). Both readings fit the
  // order and no balance sees a date, so the row's day is open and the row says so.
  for (let i = 0; i < days.length; i++) {
    const lo = days[i - 1]?.[0]!.date ?? start;
    const hi = days[i + 1]?.[0]!.date ?? end;
    if (!lo || !hi || lo > hi) continue;
    for (const t of days[i]!) {
      const fits = otherReadings.get(t)?.find((d) => d !== t.date && d >= lo && d <= hi);
      if (fits && !t.corrections?.length && !notes.has(t)) notes.set(t, `printed date read by OCR as ${t.date}; its other reading ${fits} falls in order as well`);
    }
  }
  // Notes are added after the walk so that one flagged row does not shield or expose its neighbours.
  for (const t of chrono) {
    const note = notes.get(t);
    if (!note) continue;
    t.corrections = [...(t.corrections ?? []), note];
    warnings.push(`page ${t.page_number}: ${note}`);
  }
}
