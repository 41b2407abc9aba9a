import type { Transaction } from '../types.js';

/**
 * OCR misreads a date's digit now and then ("18" for "16", "06" for "09") with confidence, and no balance can see a
 * date. A scanned row's date that falls outside the statement period, or out of order between the two rows around it
 * while those two are in order, says so in its corrections (and warnings); nothing else changes. Digital dates are
 * what is printed, so only rows read by OCR are looked at.
 */
export function flagOcrDateDoubts(txs: Transaction[], newestFirst: boolean, period: [string | null, string | null], warnings: string[]): void {
  const chrono = newestFirst ? [...txs].reverse() : txs;
  const notes: [Transaction, string][] = [];
  chrono.forEach((t, i) => {
    if (t.confidence >= 1 || t.corrections?.length) return;
    const [start, end] = period;
    if ((start && t.date < start) || (end && t.date > end)) {
      notes.push([t, `printed date read by OCR as ${t.date}, outside the statement period`]);
      return;
    }
    const prev = chrono[i - 1]?.date;
    const next = chrono[i + 1]?.date;
    if (prev && next && prev <= next && (t.date < prev || t.date > next)) {
      notes.push([t, `printed date read by OCR as ${t.date}, out of order between ${prev} and ${next}`]);
    }
  });
  // Notes are added after the walk so that one flagged row does not shield or expose its neighbours.
  for (const [t, note] of notes) {
    t.corrections = [...(t.corrections ?? []), note];
    warnings.push(`page ${t.page_number}: ${note}`);
  }
}
