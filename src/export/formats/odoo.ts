/**
 * odoo: Odoo bank statement import CSV.
 * Columns: Date, Label, Partner, Reference, Amount, Currency, Cumulative Balance (Amount style only, never Debit/Credit).
 * Rows are sorted by date (stable), as Odoo requires. Cumulative Balance is the running balance after the row in that
 * order (the statement's own balances when the order is unchanged). Zero-amount rows are left out: Odoo drops them
 * silently anyway (a warning lists how many).
 */
import type { Exporter } from '../types.js';
import { csvDocument, fmtCents, neutralize, oneLine, prepare } from '../common.js';

export const odooExporter: Exporter = {
  format: 'odoo',
  label: 'Odoo bank statement CSV',
  contentType: 'text/csv; charset=utf-8',
  extension: 'csv',
  filenameSuffix: '_odoo',
  export(statement, options) {
    const p = prepare(statement, options);
    const nz = options.neutralizeFormulas ?? true;
    const sorted = p.rows.map((r, i) => ({ r, i })).sort((a, b) => (a.r.tx.date < b.r.tx.date ? -1 : a.r.tx.date > b.r.tx.date ? 1 : a.i - b.i));
    const reordered = sorted.some((s, k) => s.i !== k);
    let running = p.opening;
    const rows: string[][] = [];
    let dropped = 0;
    for (const { r } of sorted) {
      running += r.amount;
      const bal = reordered ? running : r.balance;
      if (r.amount === 0) {
        dropped++;
        continue;
      }
      rows.push([
        r.tx.date,
        neutralize(oneLine(r.tx.description), nz),
        '',
        neutralize(r.tx.reference ?? r.id, nz),
        fmtCents(r.amount),
        p.currency ?? '',
        fmtCents(bal),
      ]);
    }
    if (reordered) p.warnings.push('rows re-ordered by date for Odoo; cumulative balances recomputed');
    if (dropped) p.warnings.push(`${dropped} zero-amount row(s) left out (Odoo drops them)`);
    const header = ['Date', 'Label', 'Partner', 'Reference', 'Amount', 'Currency', 'Cumulative Balance'];
    return { data: csvDocument(header, rows, ','), warnings: p.warnings };
  },
};
