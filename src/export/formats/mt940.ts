/**
 * mt940: SWIFT MT940 customer statement, one message (no {1:}{2:}{4:} envelope, as banks' download files).
 * CRLF, SWIFT x character set only (transliterated: umlauts -> plain letters, '&' -> '+', '₹' -> 'INR' ...).
 * :20: 'S' + period start/end (YYMMDD each), :25: IBAN or account number (35x), :28C: statement number,
 * :60F: opening, per row :61: + :86:, :62F: closing, '-' terminator. Balances carry the sign only in the C/D mark.
 * :61: value date (value_date, else date) + entry date MMDD (the booking date; left out when its year differs, so
 * no reader guesses the wrong year) + C/D + amount with decimal comma + type code (NTRF transfer, NCHG fees,
 * NINT interest, NCHK cheque, NMSC otherwise) + the shared stable id as customer reference (16x) + '//' bank
 * reference (16x, when printed). :86: the description, wrapped at 65 characters, at most 6 lines (truncated beyond);
 * no line starts with ':' or '-'.
 */
import type { Exporter } from '../types.js';
import { cut, dateParts, fmtCents, prepare, refuseUnreconciled, toSwiftX } from '../common.js';
import { oneAccount } from '../accounts.js';

function yymmdd(iso: string): string {
  const { y, m, d } = dateParts(iso);
  return y.slice(2) + m + d;
}

function swiftAmount(c: number): string {
  return fmtCents(Math.abs(c), true);
}

function balance(tag: string, c: number, date: string, cur: string): string {
  return `:${tag}:${c < 0 ? 'D' : 'C'}${yymmdd(date)}${cur}${swiftAmount(c)}`;
}

/** Wrap into lines of at most `width` characters, none starting with ':' or '-'. */
export function wrapSwift(s: string, width = 65, maxLines = 6): { lines: string[]; truncated: boolean } {
  const lines: string[] = [];
  let rest = s.trim();
  while (rest.length && lines.length < maxLines) {
    if (/^[:-]/.test(rest)) rest = '.' + rest.slice(1);
    let chunk = rest.slice(0, width);
    if (rest.length > width) {
      const sp = chunk.lastIndexOf(' ');
      if (sp > width / 2) chunk = chunk.slice(0, sp);
    }
    lines.push(chunk.trimEnd());
    rest = rest.slice(chunk.length).trimStart();
  }
  return { lines, truncated: rest.length > 0 };
}

const TYPE: Partial<Record<string, string>> = { transfer: 'NTRF', fees: 'NCHG', interest: 'NINT', cheque: 'NCHK' };

export const mt940Exporter: Exporter = {
  format: 'mt940',
  label: 'SWIFT MT940',
  contentType: 'text/plain; charset=us-ascii',
  extension: 'sta',
  export(statement, options) {
    statement = oneAccount(statement, 'mt940', options);
    const p = prepare(statement, options);
    refuseUnreconciled(p, 'mt940', options);
    const cur = p.currencyOrXXX;
    const L: string[] = [];
    L.push(`:20:S${yymmdd(p.periodStart)}${yymmdd(p.periodEnd)}`);
    const acct = cut(toSwiftX((statement.iban ?? statement.account_number ?? '').replace(/\s+/g, '')), 35).replace(/^[:-]/, '.');
    L.push(`:25:${acct || 'UNKNOWN'}`);
    const num = (options.mt940?.statementNumber ?? '1').replace(/\D/g, '').slice(0, 5) || '1';
    L.push(`:28C:${num}`);
    L.push(balance('60F', p.opening, p.periodStart, cur));
    let truncated = 0;
    let noEntryDate = 0;
    for (const r of p.rows) {
      const vd = dateParts(r.valueDate);
      const bd = dateParts(r.tx.date);
      let entry = '';
      if (vd.y === bd.y) entry = bd.m + bd.d;
      else noEntryDate++;
      const mark = r.amount < 0 ? 'D' : 'C';
      const type = TYPE[r.tx.category] ?? 'NMSC';
      const bankRef = r.tx.reference ? cut(toSwiftX(r.tx.reference).replace(/\s+/g, ''), 16) : '';
      L.push(`:61:${yymmdd(r.valueDate)}${entry}${mark}${swiftAmount(r.amount)}${type}${r.id.slice(0, 16)}${bankRef ? '//' + bankRef : ''}`);
      const w = wrapSwift(toSwiftX(r.tx.description) || 'NONE');
      if (w.truncated) truncated++;
      L.push(`:86:${w.lines[0]}`, ...w.lines.slice(1));
    }
    L.push(balance('62F', p.closing, p.periodEnd, cur));
    L.push('-');
    if (truncated) p.warnings.push(`mt940: ${truncated} description(s) longer than 6 x 65 characters truncated in :86:`);
    if (noEntryDate) p.warnings.push(`mt940: ${noEntryDate} row(s) whose value date is in another year than the booking date: entry date left out`);
    return { data: Buffer.from(L.join('\r\n') + '\r\n', 'ascii'), warnings: p.warnings };
  },
};
