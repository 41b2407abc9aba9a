/**
 * iif: QuickBooks Desktop Intuit Interchange Format. Tab separated, CRLF, Windows-1252.
 * Header lines !TRNS / !SPL / !ENDTRNS, then per row one TRNS line (statement account), one SPL line (offset account)
 * and ENDTRNS; the two amounts of a block sum to 0. DATE is MM/DD/YYYY.
 * Bank: money in -> DEPOSIT (TRNS amount positive), money out -> CHECK (TRNS amount negative).
 * Card: charge -> CREDIT CARD (TRNS amount negative), payment/refund -> CCARD REFUND (positive).
 * Account names come from options (bankAccount, offsetAccount) and must exist in the user's chart of accounts.
 * NAME is left blank (QuickBooks would add every description to its name list); the description goes to MEMO.
 * MEMO never contains tabs, newlines or double quotes. DOCNUM is the bank reference (or the stable id).
 */
import type { Exporter } from '../types.js';
import { cut, dateParts, encodeCp1252, fmtCents, neutralize, oneLine, prepare, toCp1252Text } from '../common.js';

function clean(s: string, n: number): string {
  return cut(oneLine(toCp1252Text(s)).replace(/"/g, "'"), n);
}

export const iifExporter: Exporter = {
  format: 'iif',
  label: 'QuickBooks Desktop IIF',
  contentType: 'text/plain; charset=windows-1252',
  extension: 'iif',
  export(statement, options) {
    const p = prepare(statement, options);
    const card = statement.account_type === 'credit_card';
    const nz = options.neutralizeFormulas ?? true;
    const bank = clean(options.iif?.bankAccount ?? (card ? 'Credit Card' : 'Checking'), 100);
    const offset = clean(options.iif?.offsetAccount ?? 'Ask My Accountant', 100);
    const cols = ['TRNSID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'CLASS', 'AMOUNT', 'DOCNUM', 'MEMO', 'CLEAR'];
    const lines: string[][] = [['!TRNS', ...cols], ['!SPL', 'SPLID', ...cols.slice(1)], ['!ENDTRNS']];
    for (const r of p.rows) {
      const { y, m, d } = dateParts(r.tx.date);
      const date = `${m}/${d}/${y}`;
      const type = card ? (r.amount < 0 ? 'CREDIT CARD' : 'CCARD REFUND') : r.amount < 0 ? 'CHECK' : 'DEPOSIT';
      // An .iif is often opened in a spreadsheet to check it: its text cells are neutralised like a CSV's.
      const memo = neutralize(clean(r.tx.description, 4000), nz);
      const doc = neutralize(clean(r.tx.reference ?? '', 20), nz);
      lines.push(['TRNS', '', type, date, bank, '', '', fmtCents(r.amount), doc, memo, 'N']);
      lines.push(['SPL', '', type, date, offset, '', '', fmtCents(-r.amount), doc, memo, 'N']);
      lines.push(['ENDTRNS']);
    }
    const text = lines.map((l) => l.join('\t')).join('\r\n') + '\r\n';
    return { data: encodeCp1252(text), warnings: p.warnings };
  },
};
