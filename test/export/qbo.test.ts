import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportStatement } from '../../src/export/index.js';
import { allStatements, bankOverdraft, creditCard, expected, nonAscii } from './statements.js';
import { c, consumer, PY, pythonConsumer, run, tmpDir } from './helpers.js';

const READ = `
import json, sys, ofxparse
with open(sys.argv[1], 'rb') as f:
    o = ofxparse.OfxParser.parse(f)
a = o.account
st = a.statement
print(json.dumps({
  'type': a.type, 'account_id': a.account_id, 'currency': st.currency, 'balance': str(st.balance),
  'start': st.start_date.strftime('%Y-%m-%d'), 'end': st.end_date.strftime('%Y-%m-%d'),
  'tx': [{'id': t.id, 'amount': str(t.amount), 'date': t.date.strftime('%Y-%m-%d'), 'payee': t.payee, 'memo': t.memo, 'type': t.type} for t in st.transactions],
}))
`;

describe.each(allStatements())('qbo: %s', (name, s) => {
  it('has the OFX 1.0.2 header, CRLF and cp1252-only bytes', async () => {
    const r = await exportStatement(s, 'qbo');
    const text = r.data.toString('latin1');
    expect(text.startsWith('OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n<OFX>')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const names = [...text.matchAll(/<NAME>([^\r]*)/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
    expect(names).toHaveLength(s.transactions.length);
    for (const n of names) expect(n.length).toBeLessThanOrEqual(32);
    for (const m of text.matchAll(/<MEMO>([^\r]*)/g)) expect(m[1]!.replace(/&\w+;/g, 'x').length).toBeLessThanOrEqual(255);
    const acct = /<ACCTID>([^\r]*)/.exec(text)![1]!;
    expect(acct).toMatch(/^\d{1,22}$/);
    const fitids = [...text.matchAll(/<FITID>([^\r]*)/g)].map((m) => m[1]);
    expect(new Set(fitids).size).toBe(s.transactions.length);
    expect(text).toContain(s.account_type === 'credit_card' ? '<CCSTMTRS>' : '<STMTRS>');
  });

  it('ofxdump (libofx, OFX DTD) accepts it', async () => {
    if (!consumer('ofxdump', 'ofx')) return;
    const dir = tmpDir();
    const file = path.join(dir, 's.qbo');
    fs.writeFileSync(file, (await exportStatement(s, 'qbo')).data);
    const r = run('ofxdump', [file]);
    expect(r.status, r.stderr).toBe(0);
    // libofx re-encodes cp1252 to UTF-8 before OpenSP, which then reports 8-bit characters as "non SGML"
    // (informational, the text comes out right); any other parser error fails the test.
    const errors = r.stderr.split('\n').filter((l) => /:E:|ERROR/.test(l) && !/non SGML character number/.test(l));
    expect(errors).toEqual([]);
    const amounts = [...r.stdout.matchAll(/Total money amount: (-?[\d.]+)/g)].map((m) => c(Number(m[1])));
    expect(amounts).toEqual(expected(s).amounts.map(c));
    const bal = /Ledger balance: (-?[\d.]+)/.exec(r.stdout);
    expect(bal).not.toBeNull();
    expect(c(Number(bal![1]))).toBe(c(expected(s).closing));
  });

  it('python3-ofxparse reads back the same amounts, dates, ids and balance', async () => {
    if (!pythonConsumer('ofxparse', 'python3-ofxparse')) return;
    const dir = tmpDir();
    const file = path.join(dir, 's.qbo');
    fs.writeFileSync(file, (await exportStatement(s, 'qbo')).data);
    const r = run(PY, ['-c', READ, file]);
    expect(r.status, r.stderr).toBe(0);
    const o = JSON.parse(r.stdout) as { type: number; currency: string; balance: string; tx: { id: string; amount: string; date: string; memo: string }[] };
    const e = expected(s);
    expect(o.type).toBe(s.account_type === 'credit_card' ? 2 : 1);
    expect(o.currency).toBe((s.currency ?? 'XXX').toLowerCase());
    expect(c(Number(o.balance))).toBe(c(e.closing));
    expect(o.tx.map((t) => c(Number(t.amount)))).toEqual(e.amounts.map(c));
    expect(o.tx.map((t) => t.date)).toEqual(e.dates);
    expect(new Set(o.tx.map((t) => t.id)).size).toBe(o.tx.length);
  });
});

describe('qbo rules', () => {
  it('keeps FITIDs stable across re-exports', async () => {
    const a = (await exportStatement(bankOverdraft, 'qbo', { generatedAt: new Date('2024-01-01T00:00:00Z') })).data;
    const b = (await exportStatement(structuredClone(bankOverdraft), 'qbo', { generatedAt: new Date('2024-01-01T00:00:00Z') })).data;
    expect(a.equals(b)).toBe(true);
  });

  it('writes cp1252 text, escapes & < >, transliterates the rest', async () => {
    const text = (await exportStatement(nonAscii, 'qbo')).data.toString('latin1');
    expect(text).toContain('<MEMO>Caf\u00e9 Ren\u00e9 &amp; Fils &lt;Paris&gt;');
    expect(text).toContain('UPI payment INR 1,234 to Ramesh Kumar \u0096 Bengaluru'); // en dash is 0x96 in cp1252
    expect(text).toContain('Tokyo');
    expect(text).not.toMatch(/<NAME>[^\r]*[<>]/);
  });

  it('uses card aggregates and the options', async () => {
    const text = (await exportStatement(creditCard, 'qbo')).data.toString('latin1');
    expect(text).toContain('<CREDITCARDMSGSRSV1>');
    expect(text).toContain('<CCACCTFROM>\r\n<ACCTID>4321\r\n</CCACCTFROM>');
    const o = (await exportStatement(creditCard, 'qbo', { qbo: { intuBid: '10898', accountId: '99887766', accountType: 'bank' } })).data.toString('latin1');
    expect(o).toContain('<INTU.BID>10898');
    expect(o).toContain('<ACCTID>99887766');
    expect(o).toContain('<STMTRS>');
    await expect(exportStatement(creditCard, 'qbo', { qbo: { accountId: 'DE89 3704' } })).rejects.toMatchObject({ code: 'EXPORT_FAILED' });
    await expect(exportStatement(creditCard, 'qbo', { qbo: { intuBid: 'abc' } })).rejects.toMatchObject({ code: 'EXPORT_FAILED' });
  });
});
