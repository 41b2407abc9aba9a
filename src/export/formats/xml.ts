/**
 * xml: the project's own format, namespace urn:statement-extractor:statement:1, schema schemas/statement.xsd.
 * Element names mirror the JSON result (snake_case). Elements whose value is null are left out.
 * <statement version="1"> metadata, balances (opening/closing, derived="true" when not printed), transactions
 * (id = the shared stable id, amount = credit - debit, balance printed="false" when computed), reconciliation
 * (status, checks, totals from the rows, balance breaks, notes) and warnings.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { Exporter } from '../types.js';
import { asPrinted, fmtCents, prepare, toCents, xmlText } from '../common.js';

const unit = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0).toFixed(4);

export const XML_NAMESPACE = 'urn:statement-extractor:statement:1';

export const xmlExporter: Exporter = {
  format: 'xml',
  label: 'XML (statement-extractor schema)',
  contentType: 'application/xml',
  extension: 'xml',
  export(s, options) {
    const p = prepare(s, options);
    const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(XML_NAMESPACE, 'statement', { version: '1' });
    const t = (parent: XMLBuilder, name: string, v: string | number | boolean | null | undefined, att?: Record<string, string>) => {
      if (v === null || v === undefined) return;
      parent.ele(name, att).txt(xmlText(String(v))).up();
    };
    const money = (x: number | null | undefined) => (x === null || x === undefined ? null : fmtCents(toCents(x)));

    const md = doc.ele('metadata');
    t(md, 'generated_at', p.generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    t(md, 'status', s.status);
    t(md, 'bank_name', s.bank_name);
    t(md, 'account_type', s.account_type);
    t(md, 'account_number', s.account_number);
    t(md, 'iban', s.iban);
    t(md, 'currency', p.currency);
    t(md, 'period_start', s.period_start);
    t(md, 'period_end', s.period_end);
    t(md, 'page_count', s.page_count);
    t(md, 'parser', s.parser);
    t(md, 'confidence', unit(s.confidence));

    const b = doc.ele('balances');
    t(b, 'opening_balance', fmtCents(asPrinted(p, p.opening)), { derived: String(p.openingDerived) });
    t(b, 'closing_balance', fmtCents(asPrinted(p, p.closing)), { derived: String(p.closingDerived) });

    const txs = doc.ele('transactions', { count: String(p.rows.length) });
    for (const r of p.rows) {
      const x = txs.ele('transaction', { id: r.id, index: String(r.index) });
      t(x, 'date', r.tx.date);
      t(x, 'value_date', r.tx.value_date);
      t(x, 'description', r.tx.description);
      t(x, 'debit', fmtCents(r.debit));
      t(x, 'credit', fmtCents(r.credit));
      t(x, 'amount', fmtCents(r.amount));
      t(x, 'balance', fmtCents(asPrinted(p, r.balance)), { printed: String(!r.balanceDerived) });
      t(x, 'category', r.tx.category);
      t(x, 'reference', r.tx.reference);
      t(x, 'page_number', r.tx.page_number);
      t(x, 'confidence', unit(r.tx.confidence));
      if (r.tx.corrections?.length) {
        const c = x.ele('corrections');
        for (const k of r.tx.corrections) t(c, 'correction', k);
      }
    }

    const rec = s.reconciliation;
    const rc = doc.ele('reconciliation', { status: rec.status });
    t(rc, 'totals_match', rec.totals_match);
    t(rc, 'chain_ok', rec.chain_ok);
    t(rc, 'total_credits', fmtCents(p.totalCredits));
    t(rc, 'total_debits', fmtCents(p.totalDebits));
    t(rc, 'computed_closing', money(rec.computed_closing));
    t(rc, 'difference', money(rec.difference));
    const br = rc.ele('breaks');
    for (const k of rec.breaks) {
      const e = br.ele('break', { index: String(k.index) });
      t(e, 'page_number', k.page_number);
      t(e, 'date', k.date);
      t(e, 'expected_balance', money(k.expected_balance));
      t(e, 'printed_balance', money(k.printed_balance));
      t(e, 'difference', money(k.difference));
    }
    const notes = rc.ele('notes');
    for (const n of rec.notes) t(notes, 'note', n);
    const w = doc.ele('warnings');
    for (const n of [...s.warnings, ...p.warnings]) t(w, 'warning', n);
    return { data: Buffer.from(doc.end({ prettyPrint: true }), 'utf8'), warnings: p.warnings };
  },
};
