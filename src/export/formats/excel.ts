/**
 * excel: .xlsx with two sheets, written by src/export/xlsx (no spreadsheet library).
 * "Transactions": Date and Value Date as real date cells (UTC serials, format yyyy-mm-dd), Description, Reference,
 * Category, Debit, Credit, Amount (credit - debit), Balance as numeric cells with the format #,##0.00, Page, ID.
 * Balance (and opening/closing) from the account holder's side, as in csv: a card's amount owed is negative.
 * Text is never given an apostrophe: it is written as string cells (t="s"), which no spreadsheet evaluates, with the
 * Text number format '@', so editing a cell keeps it text too ("=1+1" stays those characters). An apostrophe would
 * only show up as a visible character in the cell.
 * "Statement": bank, account type, account number, IBAN, currency, period, opening, closing (with whether they were
 * derived), totals, transaction count, reconciliation status, checks and notes, warnings.
 */
import type { Exporter } from '../types.js';
import { centsToNumber, prepare, toCents, utcDate } from '../common.js';
import { Style, writeWorkbook, type Cell, type CellValue } from '../xlsx/workbook.js';

const text = (v: string | null | undefined): Cell => ({ value: v ?? null, style: Style.Text });
const money = (v: number | null): Cell => ({ value: v, style: Style.Money });
const date = (v: Date | null): Cell => ({ value: v, style: Style.Date });

export const excelExporter: Exporter = {
  format: 'excel',
  label: 'Excel (.xlsx)',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  export(s, options) {
    const p = prepare(s, options);
    const header = ['Date', 'Value Date', 'Description', 'Reference', 'Category', 'Debit', 'Credit', 'Amount', 'Balance', 'Page', 'Transaction ID'];
    const rows: Cell[][] = [header.map((h) => ({ value: h, style: Style.Header }))];
    for (const r of p.rows) {
      rows.push([
        date(utcDate(r.tx.date)),
        date(r.tx.value_date ? utcDate(r.tx.value_date) : null),
        text(r.tx.description),
        text(r.tx.reference),
        text(r.tx.category),
        money(r.debit ? centsToNumber(r.debit) : null),
        money(r.credit ? centsToNumber(r.credit) : null),
        money(centsToNumber(r.amount)),
        money(centsToNumber(r.balance)),
        { value: r.tx.page_number },
        text(r.id),
      ]);
    }

    const rec = s.reconciliation;
    const md: Cell[][] = [[{ value: 'Field', style: Style.Header }, { value: 'Value', style: Style.Header }]];
    const add = (k: string, v: CellValue, style?: Style) => md.push([{ value: k }, typeof v === 'string' ? text(v) : { value: v, style }]);
    const bool = (b: boolean | null) => (b === null ? 'n/a' : b ? 'yes' : 'no');
    add('Bank', s.bank_name);
    add('Account type', s.account_type);
    add('Account number', s.account_number);
    add('IBAN', s.iban);
    add('Currency', p.currency);
    add('Period start', s.period_start ? utcDate(s.period_start) : null, Style.Date);
    add('Period end', s.period_end ? utcDate(s.period_end) : null, Style.Date);
    add('Opening balance', centsToNumber(p.opening), Style.Money);
    add('Opening balance derived', bool(p.openingDerived));
    add('Closing balance', centsToNumber(p.closing), Style.Money);
    add('Closing balance derived', bool(p.closingDerived));
    add('Balance sign', "account holder's side (a card's amount owed is negative)");
    add('Total credits', centsToNumber(p.totalCredits), Style.Money);
    add('Total debits', centsToNumber(p.totalDebits), Style.Money);
    add('Transactions', p.rows.length);
    add('Reconciliation status', rec.status);
    add('Totals match', bool(rec.totals_match));
    add('Balance chain ok', bool(rec.chain_ok));
    add('Difference', rec.difference === null ? null : centsToNumber(toCents(rec.difference)), Style.Money);
    add('Balance breaks', rec.breaks.length);
    for (const n of rec.notes) add('Note', n);
    add('Pages', s.page_count);
    add('Parser', s.parser);
    for (const w of [...s.warnings, ...p.warnings]) add('Warning', w);

    const data = writeWorkbook(
      [
        { name: 'Transactions', widths: [12, 12, 50, 18, 14, 14, 14, 14, 14, 6, 18], rows, header: { freeze: true, autoFilter: true } },
        { name: 'Statement', widths: [24, 50], rows: md },
      ],
      { creator: 'statement-extractor', created: p.generatedAt },
    );
    return { data, warnings: p.warnings };
  },
};
