import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportStatement } from '../../src/export/index.js';
import { allStatements, expected, nonAscii, noBalances, repoRoot } from './statements.js';
import { c, consumer, run, tmpDir } from './helpers.js';

const XSD = path.join(repoRoot, 'schemas', 'statement.xsd');
const xp = (file: string, expr: string) => run('xmllint', ['--xpath', expr, file]).stdout;
const L = (n: string) => `*[local-name()="${n}"]`;

describe.each(allStatements())('xml: %s', (name, s) => {
  it('validates against schemas/statement.xsd and reads back (xmllint)', async () => {
    if (!consumer('xmllint', 'libxml2-utils')) return;
    const file = path.join(tmpDir(), 's.xml');
    fs.writeFileSync(file, (await exportStatement(s, 'xml')).data);
    const v = run('xmllint', ['--noout', '--schema', XSD, file]);
    expect(v.stderr.trim()).toBe(`${file} validates`);
    expect(v.status).toBe(0);
    const e = expected(s);
    const nums = (expr: string) => xp(file, `${expr}/text()`).split(/\s+/).filter(Boolean).map((x) => c(Number(x)));
    expect(nums(`/${L('statement')}/${L('balances')}/${L('opening_balance')}`)).toEqual([e.sense * c(e.opening)]);
    expect(nums(`/${L('statement')}/${L('balances')}/${L('closing_balance')}`)).toEqual([e.sense * c(e.closing)]);
    expect(nums(`//${L('transaction')}/${L('amount')}`)).toEqual(e.amounts.map(c));
    const dates = xp(file, `//${L('transaction')}/${L('date')}/text()`).split(/\s+/).filter(Boolean);
    expect(dates).toEqual(e.dates);
    const bals = nums(`//${L('transaction')}/${L('balance')}`);
    let b = c(e.opening);
    bals.forEach((x, i) => {
      b += c(e.amounts[i]!);
      expect(x).toBe(e.sense * b);
    });
  });
});

describe('xml rules', () => {
  it('escapes text and marks derived balances', async () => {
    const t = (await exportStatement(nonAscii, 'xml')).data.toString('utf8');
    expect(t).toContain('<description>Café René &amp; Fils &lt;Paris&gt;</description>');
    const n = (await exportStatement(noBalances, 'xml')).data.toString('utf8');
    expect(n).toContain('<opening_balance derived="true">0.00</opening_balance>');
    expect(n).toContain('<closing_balance derived="true">-84.75</closing_balance>');
    expect(n).toContain('<balance printed="false">-10.00</balance>');
    expect(n).toContain('<reconciliation status="unverifiable">');
  });
});
