import type { Reconciliation, Transaction } from '../types.js';
import { datedOutside } from '../normalize/period-window.js';

/** How far outside the printed period a row's date may fall (a purchase posted late, a card's cycle) before it is a misread. */
const FAR_DAYS = 92;

/**
 * A row dated months or years outside the period the statement prints (a year read from a date in pieces, "16 Dec
 * 20 23" taken for 16 Dec 2020) is a date misread: the amounts may add up, a date is wrong. The statement is not
 * `reconciled`; the note names the rows. (Rows within a week of the period are only noted, by reconcile.)
 */
export function checkFarDates(rec: Reconciliation, built: { period_start: string | null; period_end: string | null; transactions: Transaction[] }): void {
  if (rec.status !== 'reconciled' || !built.period_start || !built.period_end) return;
  const far = datedOutside(built.transactions, built.period_start, built.period_end, FAR_DAYS);
  if (!far.length) return;
  rec.status = 'unverifiable';
  const named = far.slice(0, 5).map((t) => `page ${t.page_number} ${t.date} "${t.description.slice(0, 30)}"`).join(', ');
  rec.notes.push(`the amounts add up, but ${far.length} row(s) are dated months outside the statement period ${built.period_start}..${built.period_end}, a date misread: ${named}`);
}
