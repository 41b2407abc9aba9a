/**
 * qbo: QuickBooks Web Connect = OFX 1.0.2 SGML with <INTU.BID>. CRLF, Windows-1252 (header ENCODING:USASCII,
 * CHARSET:1252); characters outside cp1252 are transliterated. Leaf elements have no end tags (as banks write them).
 * TRNAMT is signed from the customer's side (money out negative), '.' radix. Dates YYYYMMDD120000 (noon: no day shift
 * in any time zone). FITID = the shared stable id (ids.ts). NAME = first 32 characters of the description, MEMO the
 * full description (255 max). LEDGERBAL = closing balance (derived when not printed, see README).
 * Bank accounts: BANKMSGSRSV1/STMTRS/BANKACCTFROM; credit cards: CREDITCARDMSGSRSV1/CCSTMTRS/CCACCTFROM.
 */
import { createHash } from 'node:crypto';
import type { Exporter } from '../types.js';
import { StatementError } from '../../errors.js';
import { cut, dateParts, encodeCp1252, fmtCents, oneLine, prepare, refuseUnreconciled, toAscii, toCp1252Text } from '../common.js';
import { oneAccount } from '../accounts.js';

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function text(s: string, n: number): string {
  return esc(cut(oneLine(toCp1252Text(s)), n));
}

function ofxDate(iso: string): string {
  const { y, m, d } = dateParts(iso);
  return `${y}${m}${d}120000`;
}

function ofxDateTime(d: Date): string {
  return d.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export const qboExporter: Exporter = {
  format: 'qbo',
  label: 'QuickBooks Web Connect (QBO)',
  contentType: 'application/vnd.intu.qbo',
  extension: 'qbo',
  export(statement, options) {
    statement = oneAccount(statement, 'qbo', options);
    const p = prepare(statement, options);
    refuseUnreconciled(p, 'qbo', options);
    const o = options.qbo ?? {};
    const card = (o.accountType ?? statement.account_type) === 'credit_card';
    const bid = o.intuBid ?? '3000';
    if (!/^\d{1,10}$/.test(bid)) throw new StatementError('EXPORT_FAILED', `qbo: INTU.BID must be digits, got "${bid}"`);
    let acctId = o.accountId;
    if (acctId !== undefined) {
      if (!/^\d{1,22}$/.test(acctId)) throw new StatementError('EXPORT_FAILED', `qbo: account id must be 1-22 digits, got "${acctId}"`);
    } else {
      const digits = (statement.account_number ?? '').replace(/\D/g, '') || (statement.iban ?? '').replace(/\D/g, '');
      if (digits) acctId = digits.slice(-22);
      else {
        const basis = `${statement.bank_name ?? ''}|${statement.account_type}`;
        acctId = BigInt('0x' + createHash('sha256').update(basis).digest('hex').slice(0, 15)).toString().slice(0, 16);
        p.warnings.push('qbo: no account number: ACCTID derived from the bank name (set options.qbo.accountId)');
      }
    }
    const org = cut(oneLine(toAscii(o.org ?? statement.bank_name ?? 'Statement Extractor')), 32) || 'Statement Extractor';
    const fid = o.fid ?? bid;
    const cur = p.currencyOrXXX;
    const L: string[] = [];
    const push = (...s: string[]) => L.push(...s);
    push('OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '');
    push('<OFX>', '<SIGNONMSGSRSV1>', '<SONRS>', '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>');
    push(`<DTSERVER>${ofxDateTime(p.generatedAt)}`, '<LANGUAGE>ENG', '<FI>', `<ORG>${esc(org)}`, `<FID>${esc(fid)}`, '</FI>', `<INTU.BID>${bid}`);
    push('</SONRS>', '</SIGNONMSGSRSV1>');
    if (card) push('<CREDITCARDMSGSRSV1>', '<CCSTMTTRNRS>');
    else push('<BANKMSGSRSV1>', '<STMTTRNRS>');
    push('<TRNUID>1', '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>');
    push(card ? '<CCSTMTRS>' : '<STMTRS>', `<CURDEF>${cur}`);
    if (card) push('<CCACCTFROM>', `<ACCTID>${acctId}`, '</CCACCTFROM>');
    else push('<BANKACCTFROM>', `<BANKID>${o.bankId ?? '000000000'}`, `<ACCTID>${acctId}`, `<ACCTTYPE>${o.bankAccountType ?? 'CHECKING'}`, '</BANKACCTFROM>');
    push('<BANKTRANLIST>', `<DTSTART>${ofxDate(p.periodStart)}`, `<DTEND>${ofxDate(p.periodEnd)}`);
    for (const r of p.rows) {
      const cat = r.tx.category;
      let type = r.amount < 0 ? 'DEBIT' : 'CREDIT';
      if (!card) {
        if (cat === 'interest' && r.amount > 0) type = 'INT';
        else if (cat === 'fees' && r.amount < 0) type = 'FEE';
        else if (cat === 'cheque' && r.amount < 0) type = 'CHECK';
      }
      const desc = oneLine(r.tx.description) || (r.amount < 0 ? 'Debit' : 'Credit');
      push('<STMTTRN>', `<TRNTYPE>${type}`, `<DTPOSTED>${ofxDate(r.tx.date)}`, `<TRNAMT>${fmtCents(r.amount)}`, `<FITID>${esc(r.id)}`);
      const ref = r.tx.reference ? cut(oneLine(toAscii(r.tx.reference)), 32) : '';
      if (ref) push(`<REFNUM>${esc(ref)}`);
      push(`<NAME>${text(desc, 32)}`, `<MEMO>${text(desc, 255)}`, '</STMTTRN>');
    }
    push('</BANKTRANLIST>', '<LEDGERBAL>', `<BALAMT>${fmtCents(p.closing)}`, `<DTASOF>${ofxDate(p.periodEnd)}`, '</LEDGERBAL>');
    push(card ? '</CCSTMTRS>' : '</STMTRS>');
    if (card) push('</CCSTMTTRNRS>', '</CREDITCARDMSGSRSV1>');
    else push('</STMTTRNRS>', '</BANKMSGSRSV1>');
    push('</OFX>');
    return { data: encodeCp1252(L.join('\r\n') + '\r\n'), warnings: p.warnings };
  },
};
