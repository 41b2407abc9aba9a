import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportStatement } from '../../src/export/index.js';
import { allStatements, bankOverdraft, creditCard, expected, nonAscii, sharedDir } from './statements.js';
import { c, consumer, PY, pythonConsumer, run, tmpDir } from './helpers.js';

const schemaDir = path.join(sharedDir, 'schemas');
const haveSchemas = fs.existsSync(path.join(schemaDir, 'camt.053.001.02.xsd')) && fs.existsSync(path.join(schemaDir, 'camt.053.001.08.xsd'));
if (!haveSchemas) console.warn(`SKIP: camt.053 XSD checks: ${schemaDir} is absent`);

const PARSE = `
import json, sys
from ofxstatement.plugins.iso20022 import Iso20022Parser
st = Iso20022Parser(sys.argv[1]).parse()
print(json.dumps({'start': str(st.start_balance), 'end': str(st.end_balance), 'currency': st.currency, 'account': st.account_id,
  'lines': [{'amount': str(l.amount), 'date': l.date.strftime('%Y-%m-%d'), 'booked': l.date_user.strftime('%Y-%m-%d'), 'memo': l.memo, 'refnum': l.refnum} for l in st.lines]}))
`;

const VERSIONS = ['001.02', '001.08'] as const;

describe.each(allStatements())('camt053: %s', (name, s) => {
  it.skipIf(!haveSchemas).each(VERSIONS)('validates against camt.053.%s.xsd (xmllint)', async (version) => {
    if (!consumer('xmllint', 'libxml2-utils')) return;
    const r = await exportStatement(s, 'camt053', { camt053: { version } });
    const file = path.join(tmpDir(), 's.xml');
    fs.writeFileSync(file, r.data);
    const v = run('xmllint', ['--noout', '--schema', path.join(schemaDir, `camt.053.${version}.xsd`), file]);
    expect(v.stderr.trim()).toBe(`${file} validates`);
    expect(v.status).toBe(0);
    const text = r.data.toString('utf8');
    expect(text).toContain(`xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.${version}"`);
    expect(text).not.toMatch(/<Amt[^>]*>-/);
  });

  it.each(VERSIONS)('ofxstatement (iso20022 plugin) reads back amounts, dates and balances (%s)', async (version) => {
    if (!consumer('ofxstatement', 'ofxstatement-plugins')) return;
    if (!pythonConsumer('ofxstatement.plugins.iso20022', 'ofxstatement-plugins')) return;
    const r = await exportStatement(s, 'camt053', { camt053: { version } });
    if (!r.data.toString('utf8').includes('<IBAN>')) {
      // the plugin asserts Acct/Id/IBAN; without a (full, unmasked) IBAN the exporter writes Othr/Id and says so
      expect(r.warnings.join(' ')).toMatch(/no IBAN/);
      return;
    }
    const dir = tmpDir();
    const file = path.join(dir, 's.xml');
    fs.writeFileSync(file, r.data);
    const e = expected(s);
    const p = run(PY, ['-c', PARSE, file], { env: { ...process.env, HOME: dir } });
    expect(p.status, p.stderr).toBe(0);
    const o = JSON.parse(p.stdout) as { start: string; end: string; currency: string; lines: { amount: string; date: string; booked: string }[] };
    expect(o.currency).toBe(s.currency ?? 'XXX');
    expect(o.lines.map((l) => c(Number(l.amount)))).toEqual(e.amounts.map(c));
    expect(o.lines.map((l) => l.booked)).toEqual(e.dates);
    expect(o.lines.map((l) => l.date)).toEqual(e.rows.map((t) => t.value_date ?? t.date));
    // This plugin version reads Bal/Amt without its CdtDbtInd: compare magnitudes here (signs are checked by the XSD
    // test and below), and run the CLI, which also checks opening + lines = closing, when both balances are >= 0.
    expect(c(Number(o.start))).toBe(Math.abs(c(e.opening)));
    expect(c(Number(o.end))).toBe(Math.abs(c(e.closing)));
    if (e.opening >= 0 && e.closing >= 0) {
      const out = path.join(dir, 'out.ofx');
      const cli = run('ofxstatement', ['convert', '-t', 'iso20022', file, out], { env: { ...process.env, HOME: dir } });
      expect(cli.status, cli.stderr).toBe(0);
      const ofx = fs.readFileSync(out, 'utf8');
      const amounts = [...ofx.matchAll(/<TRNAMT>(-?[\d.]+)/g)].map((m) => c(Number(m[1])));
      expect(amounts).toEqual(e.amounts.map(c));
      const bal = /<LEDGERBAL>\s*<BALAMT>(-?[\d.]+)/.exec(ofx);
      expect(c(Number(bal![1]))).toBe(c(e.closing));
    }
  });
});

describe('camt053 rules', () => {
  it('puts the sign only in CdtDbtInd, balances included', async () => {
    const text = (await exportStatement(bankOverdraft, 'camt053')).data.toString('utf8');
    const clbd = /<Cd>CLBD<\/Cd>[\s\S]*?<Amt Ccy="EUR">([\d.]+)<\/Amt>\s*<CdtDbtInd>(\w+)/.exec(text)!;
    expect(clbd[1]).toBe('611.22');
    expect(clbd[2]).toBe('DBIT');
    expect(text).toContain('<Sts>BOOK</Sts>');
    const v8 = (await exportStatement(bankOverdraft, 'camt053', { camt053: { version: '001.08' } })).data.toString('utf8');
    expect(v8).toMatch(/<Sts>\s*<Cd>BOOK<\/Cd>\s*<\/Sts>/);
  });

  it('escapes XML and keeps Unicode text', async () => {
    const text = (await exportStatement(nonAscii, 'camt053')).data.toString('utf8');
    expect(text).toContain('Café René &amp; Fils &lt;Paris&gt;');
    expect(text).toContain('₹');
    expect(text).toContain('<IBAN>FR1420041010050500013M02606</IBAN>');
  });

  it('writes Othr/Id when there is no IBAN', async () => {
    const r = await exportStatement(creditCard, 'camt053');
    expect(r.data.toString('utf8')).toMatch(/<Othr>\s*<Id>XXXX XXXX XXXX 4321<\/Id>/);
  });
});
