/**
 * camt053: ISO 20022 BankToCustomerStatement, version 001.02 (default) or 001.08 (options.camt053.version); the
 * namespace and the structure follow the version (Sts is a code in .02 and <Sts><Cd> in .08).
 * Amounts are never negative: the sign is CdtDbtInd (CRDT/DBIT), balances included (an overdraft is DBIT).
 * Bal: OPBD dated period start, CLBD dated period end; TxsSummry holds the credit and debit counts and sums.
 * Ntry: NtryRef = the shared stable id, Sts BOOK, BookgDt = date, ValDt = value_date (else date), AcctSvcrRef = bank
 * reference, BkTxCd domain codes (PMNT/RCDT|ICDT/OTHR; fees ACMT/MDOP/CHRG; interest ACMT/MDOP/INTR), the description
 * in NtryDtls/TxDtls/RmtInf/Ustrd (140-character pieces) and AddtlNtryInf (first 500 characters).
 * Acct/Id is the IBAN when the statement has one, else Othr/Id (account number, or 'UNKNOWN').
 */
import { createHash } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { Exporter } from '../types.js';
import { cut, fmtCents, oneLine, prepare, refuseUnreconciled, xmlSafe, xmlText } from '../common.js';
import { oneAccount } from '../accounts.js';

export { xmlSafe } from '../common.js';

const IBAN = /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/;

function bkTxCd(category: string, credit: boolean): [string, string, string] {
  if (category === 'fees') return ['ACMT', 'MDOP', 'CHRG'];
  if (category === 'interest') return ['ACMT', 'MDOP', 'INTR'];
  return ['PMNT', credit ? 'RCDT' : 'ICDT', 'OTHR'];
}

function pieces(s: string, n: number): string[] {
  const cps = [...s];
  const out: string[] = [];
  for (let i = 0; i < cps.length; i += n) out.push(cps.slice(i, i + n).join('').trim());
  return out.filter(Boolean);
}

export const camt053Exporter: Exporter = {
  format: 'camt053',
  label: 'ISO 20022 camt.053',
  contentType: 'application/xml',
  extension: 'xml',
  filenameSuffix: '_camt053',
  export(statement, options) {
    statement = oneAccount(statement, 'camt053', options);
    const p = prepare(statement, options);
    refuseUnreconciled(p, 'camt053', options);
    const v8 = options.camt053?.version === '001.08';
    const ns = `urn:iso:std:iso:20022:tech:xsd:camt.053.001.${v8 ? '08' : '02'}`;
    const cur = p.currencyOrXXX;
    const amt = (c: number) => fmtCents(Math.abs(c));
    const ind = (c: number) => (c < 0 ? 'DBIT' : 'CRDT');
    const t = (parent: XMLBuilder, name: string, text: string) => parent.ele(name).txt(xmlText(text)).up();

    const acctRaw = (statement.iban ?? '').replace(/\s+/g, '').toUpperCase();
    const hash = createHash('sha256')
      .update([acctRaw, statement.account_number ?? '', p.periodStart, p.periodEnd, ...p.rows.map((r) => r.id)].join('|'))
      .digest('hex')
      .slice(0, 20)
      .toUpperCase();
    const created = p.generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');

    const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(ns, 'Document');
    const root = doc.ele('BkToCstmrStmt');
    const gh = root.ele('GrpHdr');
    t(gh, 'MsgId', `SX${hash}`);
    t(gh, 'CreDtTm', created);
    const st = root.ele('Stmt');
    t(st, 'Id', `SX${hash}`);
    t(st, 'CreDtTm', created);
    const ft = st.ele('FrToDt');
    t(ft, 'FrDtTm', `${p.periodStart}T00:00:00`);
    t(ft, 'ToDtTm', `${p.periodEnd}T23:59:59`);
    const acct = st.ele('Acct');
    const id = acct.ele('Id');
    if (IBAN.test(acctRaw)) t(id, 'IBAN', acctRaw);
    else {
      const other = cut(oneLine(xmlSafe(statement.account_number ?? statement.iban ?? '')), 34) || 'UNKNOWN';
      t(id.ele('Othr'), 'Id', other);
      p.warnings.push('camt053: no IBAN: account written as Othr/Id (some importers, e.g. ofxstatement, need an IBAN)');
    }
    t(acct, 'Ccy', cur);
    if (statement.bank_name) t(acct.ele('Svcr').ele('FinInstnId'), 'Nm', cut(oneLine(xmlSafe(statement.bank_name)), 140));

    const bal = (code: string, c: number, date: string) => {
      const b = st.ele('Bal');
      t(b.ele('Tp').ele('CdOrPrtry'), 'Cd', code);
      b.ele('Amt', { Ccy: cur }).txt(amt(c));
      t(b, 'CdtDbtInd', ind(c));
      t(b.ele('Dt'), 'Dt', date);
    };
    bal('OPBD', p.opening, p.periodStart);
    bal('CLBD', p.closing, p.periodEnd);

    const credits = p.rows.filter((r) => r.amount >= 0);
    const debits = p.rows.filter((r) => r.amount < 0);
    const sum = (rs: typeof p.rows) => fmtCents(Math.abs(rs.reduce((a, r) => a + r.amount, 0)));
    const ts = st.ele('TxsSummry');
    const tc = ts.ele('TtlCdtNtries');
    t(tc, 'NbOfNtries', String(credits.length));
    t(tc, 'Sum', sum(credits));
    const td = ts.ele('TtlDbtNtries');
    t(td, 'NbOfNtries', String(debits.length));
    t(td, 'Sum', sum(debits));

    for (const r of p.rows) {
      const n = st.ele('Ntry');
      t(n, 'NtryRef', r.id);
      n.ele('Amt', { Ccy: cur }).txt(amt(r.amount));
      t(n, 'CdtDbtInd', ind(r.amount));
      if (v8) t(n.ele('Sts'), 'Cd', 'BOOK');
      else t(n, 'Sts', 'BOOK');
      t(n.ele('BookgDt'), 'Dt', r.tx.date);
      t(n.ele('ValDt'), 'Dt', r.valueDate);
      const ref = r.tx.reference ? cut(oneLine(xmlSafe(r.tx.reference)), 35) : '';
      if (ref) t(n, 'AcctSvcrRef', ref);
      const [dom, fam, sub] = bkTxCd(r.tx.category, r.amount >= 0);
      const dm = n.ele('BkTxCd').ele('Domn');
      t(dm, 'Cd', dom);
      const fm = dm.ele('Fmly');
      t(fm, 'Cd', fam);
      t(fm, 'SubFmlyCd', sub);
      const desc = oneLine(xmlSafe(r.tx.description));
      const tx = n.ele('NtryDtls').ele('TxDtls');
      const refs = tx.ele('Refs');
      if (ref) t(refs, 'AcctSvcrRef', ref);
      t(refs, 'EndToEndId', 'NOTPROVIDED');
      if (desc) {
        const rmt = tx.ele('RmtInf');
        for (const piece of pieces(desc, 140)) t(rmt, 'Ustrd', piece);
        t(n, 'AddtlNtryInf', cut(desc, 500).trim());
      }
    }
    const xml = doc.end({ prettyPrint: true });
    return { data: Buffer.from(xml, 'utf8'), warnings: p.warnings };
  },
};
