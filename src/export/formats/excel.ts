/**
 * excel: .xlsx with two sheets.
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
import { centsToNumber, prepare, toCents, utcDate, xmlSafe } from '../common.js';

const MONEY = '#,##0.00;-#,##0.00';
const DATE = 'yyyy-mm-dd';
const TEXT = '@';

export const excelExporter: Exporter = {
  format: 'excel',
  label: 'Excel (.xlsx)',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  async export(s, options) {
    const p = prepare(s, options);
    // Cells are XML inside the .xlsx: a control character makes a file Excel and exceljs refuse to open.
    const txt = (v: string | null | undefined) => (v === null || v === undefined ? null : xmlSafe(v));
    // exceljs takes ~350 ms to load: only pay for it when a spreadsheet is asked for.
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    wb.creator = 'statement-extractor';
    wb.created = p.generatedAt;
    wb.modified = p.generatedAt;

    const ws = wb.addWorksheet('Transactions', { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = [
      { header: 'Date', key: 'date', width: 12, style: { numFmt: DATE } },
      { header: 'Value Date', key: 'value_date', width: 12, style: { numFmt: DATE } },
      { header: 'Description', key: 'description', width: 50, style: { numFmt: TEXT } },
      { header: 'Reference', key: 'reference', width: 18, style: { numFmt: TEXT } },
      { header: 'Category', key: 'category', width: 14, style: { numFmt: TEXT } },
      { header: 'Debit', key: 'debit', width: 14, style: { numFmt: MONEY } },
      { header: 'Credit', key: 'credit', width: 14, style: { numFmt: MONEY } },
      { header: 'Amount', key: 'amount', width: 14, style: { numFmt: MONEY } },
      { header: 'Balance', key: 'balance', width: 14, style: { numFmt: MONEY } },
      { header: 'Page', key: 'page', width: 6 },
      { header: 'Transaction ID', key: 'id', width: 18, style: { numFmt: TEXT } },
    ];
    ws.getRow(1).font = { bold: true };
    for (const r of p.rows) {
      ws.addRow({
        date: utcDate(r.tx.date),
        value_date: r.tx.value_date ? utcDate(r.tx.value_date) : null,
        description: txt(r.tx.description),
        reference: txt(r.tx.reference),
        category: txt(r.tx.category),
        debit: r.debit ? centsToNumber(r.debit) : null,
        credit: r.credit ? centsToNumber(r.credit) : null,
        amount: centsToNumber(r.amount),
        balance: centsToNumber(r.balance),
        page: r.tx.page_number,
        id: r.id,
      });
    }
    if (p.rows.length) ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 11 } };

    const md = wb.addWorksheet('Statement');
    md.columns = [
      { header: 'Field', key: 'k', width: 24 },
      { header: 'Value', key: 'v', width: 50 },
    ];
    md.getRow(1).font = { bold: true };
    const rec = s.reconciliation;
    const add = (k: string, v: string | number | Date | null, fmt?: string) => {
      const row = md.addRow({ k, v: typeof v === 'string' ? txt(v) : v });
      const f = fmt ?? (typeof v === 'string' ? TEXT : undefined);
      if (f) row.getCell(2).numFmt = f;
    };
    const bool = (b: boolean | null) => (b === null ? 'n/a' : b ? 'yes' : 'no');
    add('Bank', s.bank_name);
    add('Account type', s.account_type);
    add('Account number', s.account_number);
    add('IBAN', s.iban);
    add('Currency', p.currency);
    add('Period start', s.period_start ? utcDate(s.period_start) : null, DATE);
    add('Period end', s.period_end ? utcDate(s.period_end) : null, DATE);
    add('Opening balance', centsToNumber(p.opening), MONEY);
    add('Opening balance derived', bool(p.openingDerived));
    add('Closing balance', centsToNumber(p.closing), MONEY);
    add('Closing balance derived', bool(p.closingDerived));
    add('Balance sign', "account holder's side (a card's amount owed is negative)");
    add('Total credits', centsToNumber(p.totalCredits), MONEY);
    add('Total debits', centsToNumber(p.totalDebits), MONEY);
    add('Transactions', p.rows.length);
    add('Reconciliation status', rec.status);
    add('Totals match', bool(rec.totals_match));
    add('Balance chain ok', bool(rec.chain_ok));
    add('Difference', rec.difference === null ? null : centsToNumber(toCents(rec.difference)), MONEY);
    add('Balance breaks', rec.breaks.length);
    for (const n of rec.notes) add('Note', n);
    add('Pages', s.page_count);
    add('Parser', s.parser);
    for (const w of [...s.warnings, ...p.warnings]) add('Warning', w);

    const buf = await wb.xlsx.writeBuffer();
    return { data: Buffer.from(buf as ArrayBuffer), warnings: p.warnings };
  },
};
