/**
 * csv: one row per transaction, RFC 4180 (CRLF, quoting), ISO dates, amounts without grouping.
 * Columns: Date, Value Date, Description, Reference, Category, Debit, Credit, Amount, Balance, Currency, Transaction ID.
 * Rows oldest first. Debit and Credit are positive (blank when zero); Amount is signed (credit - debit); Balance is
 * the running balance after the row (printed, or computed from the previous row when the statement prints none)
 * from the account holder's side, like Amount: a card's amount owed is negative. So every row keeps
 * balance = previous balance + amount, which is what a ledger's balance assertions check.
 */
import type { Exporter } from '../types.js';
import { csvDocument, fmtCents, neutralize, prepare } from '../common.js';

export const csvExporter: Exporter = {
  format: 'csv',
  label: 'CSV',
  contentType: 'text/csv; charset=utf-8; header=present',
  extension: 'csv',
  export(statement, options) {
    const p = prepare(statement, options);
    const o = options.csv ?? {};
    const comma = o.decimalComma ?? false;
    const delimiter = o.delimiter ?? (comma ? ';' : ',');
    if (comma && delimiter === ',') p.warnings.push('decimal comma with "," delimiter: amounts are quoted');
    const nz = options.neutralizeFormulas ?? true;
    const money = (c: number) => fmtCents(c, comma);
    const header = ['Date', 'Value Date', 'Description', 'Reference', 'Category', 'Debit', 'Credit', 'Amount', 'Balance', 'Currency', 'Transaction ID'];
    const rows = p.rows.map((r) => [
      r.tx.date,
      r.tx.value_date ?? '',
      neutralize(r.tx.description, nz),
      neutralize(r.tx.reference ?? '', nz),
      neutralize(r.tx.category, nz),
      r.debit ? money(r.debit) : '',
      r.credit ? money(r.credit) : '',
      money(r.amount),
      money(r.balance),
      p.currency ?? '',
      r.id,
    ]);
    return { data: csvDocument(header, rows, delimiter, o.bom ?? false), warnings: p.warnings };
  },
};
