/**
 * quickbooks: QuickBooks Online bank-upload CSV.
 * 3 columns (default): Date,Description,Amount with Amount signed (negative = money out).
 * 4 columns: Date,Description,Credit,Debit, both positive, Credit = money in (deposits), Debit = money out; the unused
 * side is blank. One date format for the whole file (option dateFormat, default MM/dd/yyyy), no currency symbols,
 * no grouping, zero amounts blank. QuickBooks refuses uploads over 350 KB: a warning says so.
 */
import type { Exporter } from '../types.js';
import { csvDocument, dateParts, fmtCents, neutralize, oneLine, prepare } from '../common.js';

export function formatDate(iso: string, fmt: 'MM/dd/yyyy' | 'dd/MM/yyyy' | 'yyyy-MM-dd'): string {
  const { y, m, d } = dateParts(iso);
  if (fmt === 'dd/MM/yyyy') return `${d}/${m}/${y}`;
  if (fmt === 'yyyy-MM-dd') return `${y}-${m}-${d}`;
  return `${m}/${d}/${y}`;
}

export const quickbooksExporter: Exporter = {
  format: 'quickbooks',
  label: 'QuickBooks Online CSV',
  contentType: 'text/csv; charset=utf-8',
  extension: 'csv',
  filenameSuffix: '_quickbooks',
  export(statement, options) {
    const p = prepare(statement, options);
    const o = options.quickbooks ?? {};
    const fmt = o.dateFormat ?? 'MM/dd/yyyy';
    const four = o.columns === 4;
    const nz = options.neutralizeFormulas ?? true;
    const desc = (s: string) => neutralize(oneLine(s), nz);
    const header = four ? ['Date', 'Description', 'Credit', 'Debit'] : ['Date', 'Description', 'Amount'];
    const rows = p.rows.map((r) => {
      const date = formatDate(r.tx.date, fmt);
      if (!four) return [date, desc(r.tx.description), r.amount ? fmtCents(r.amount) : ''];
      // A row with both sides printed is written net, on one side.
      return [date, desc(r.tx.description), r.amount > 0 ? fmtCents(r.amount) : '', r.amount < 0 ? fmtCents(-r.amount) : ''];
    });
    const data = csvDocument(header, rows, ',');
    if (data.length > 350 * 1024) p.warnings.push(`file is ${data.length} bytes: QuickBooks Online accepts at most 350 KB per upload`);
    return { data, warnings: p.warnings };
  },
};
