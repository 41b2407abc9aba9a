import type { LayoutResult, Reconciliation, Transaction } from '../types.js';
import type { BuiltStatement } from '../normalize/build-transactions.js';

/**
 * A running-balance repair (an OCR amount or balance the chain supplied) beside a dated line OCR could not read does
 * not confirm the chain. The balance movement the repair takes as the row's covers whatever that line held: a lost
 * 1,200.00 out above a 300.00 in moves the balance by 900.00 out, one digit and a sign from what was read, and the
 * repaired row then makes the chain and the printed ends agree with a row missing and another wrong. Such a statement
 * is a discrepancy that names the line. Beside: between the row above the repaired one and the row below it, on the
 * page; a line whose place is not known counts as beside. Text-layer rows are never repaired, so never affected.
 */
export function distrustRepairsBesideUnread(rec: Reconciliation, built: BuiltStatement, layout: LayoutResult): void {
  if (rec.status !== 'reconciled' || !built.chainSupplied.length) return;
  const unread = (layout.unread ?? []).filter((u) => u.ocr);
  if (!unread.length) return;
  const txs = built.transactions;
  const named = new Set<string>();
  for (const t of built.chainSupplied) {
    const i = txs.indexOf(t);
    if (i < 0) continue;
    const from = i > 0 ? end(txs[i - 1]!) : null;
    const to = i + 1 < txs.length ? start(txs[i + 1]!) : null;
    for (const u of unread) {
      const at: Place | null = u.y0 === undefined ? null : [u.page_number, u.y0];
      if (at && ((from && before(at, from)) || (to && before(to, at)))) continue;
      if (named.has(u.text)) continue;
      named.add(u.text);
      rec.status = 'discrepancy';
      rec.notes.push(
        `page ${t.page_number}, "${t.description.slice(0, 40)}": the running balance supplied a figure OCR did not read as printed, next to a dated line OCR could not read ("${u.text.replace(/\s+/g, ' ').slice(0, 60)}"): a row may be missing there, so the balances do not confirm the rows`,
      );
    }
  }
}

/** A page and a y on it. */
type Place = [number, number];

function start(t: Transaction): Place | null {
  return t.bbox ? [t.bbox.page, t.bbox.y0] : null;
}

function end(t: Transaction): Place | null {
  return t.bbox ? [t.bbox.page, t.bbox.y1] : null;
}

function before(a: Place, b: Place): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}
