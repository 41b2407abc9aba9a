/**
 * zoho: Zoho Books bank statement import CSV. Headers named like Zoho's fields so the mapping wizard maps them itself:
 * Date, Description, Payee, Reference Number, Withdrawals, Deposits. Withdrawals (money out) and Deposits (money in)
 * are positive, blank on the unused side. ISO dates (choose yyyy-MM-dd in the wizard).
 */
import type { Exporter } from '../types.js';
import { csvDocument, fmtCents, neutralize, oneLine, prepare } from '../common.js';

export const zohoExporter: Exporter = {
  format: 'zoho',
  label: 'Zoho Books CSV',
  contentType: 'text/csv; charset=utf-8',
  extension: 'csv',
  filenameSuffix: '_zoho',
  export(statement, options) {
    const p = prepare(statement, options);
    const nz = options.neutralizeFormulas ?? true;
    const header = ['Date', 'Description', 'Payee', 'Reference Number', 'Withdrawals', 'Deposits'];
    const rows = p.rows.map((r) => [
      r.tx.date,
      neutralize(oneLine(r.tx.description), nz),
      '',
      neutralize(r.tx.reference ?? '', nz),
      r.amount < 0 ? fmtCents(-r.amount) : '',
      r.amount > 0 ? fmtCents(r.amount) : '',
    ]);
    const data = csvDocument(header, rows, ',');
    if (data.length > 10 * 1024 * 1024) p.warnings.push('file larger than 10 MB: Zoho Books refuses it');
    return { data, warnings: p.warnings };
  },
};
