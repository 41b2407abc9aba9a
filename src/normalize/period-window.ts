/** An ISO date moved by `days` (in UTC, so no day is lost or doubled by a clock change). */
export function shiftDays(iso: string, days: number): string {
  const d = new Date(iso + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The rows dated more than `days` before the printed period's start or after its end. */
export function datedOutside<T extends { date: string }>(rows: T[], start: string, end: string, days: number): T[] {
  const from = shiftDays(start, -days);
  const to = shiftDays(end, days);
  return rows.filter((t) => t.date < from || t.date > to);
}
