import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { exportStatement } from '../../src/export/index.js';
import { allStatements, creditCard, expected, nonAscii } from './statements.js';
import { c, consumer, run, tmpDir } from './helpers.js';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mt940js = require('mt940js') as { Parser: new () => { parse(text: string): Mt940Statement[] } };
interface Mt940Tx { date: Date; entryDate: Date | ''; amount: number; details: string; reference: string; bankReference: string }
interface Mt940Statement { openingBalance: number; closingBalance: number; currency: string; accountIdentification: string; transactions: Mt940Tx[] }

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const SWIFT_X_LINE = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

describe.each(allStatements())('mt940: %s', (name, s) => {
  it('mt940js reads back the same balances, amounts and dates', async () => {
    const r = await exportStatement(s, 'mt940');
    const e = expected(s);
    const [st, ...more] = new mt940js.Parser().parse(r.data.toString('ascii'));
    expect(more).toHaveLength(0);
    expect(c(st!.openingBalance)).toBe(c(e.opening));
    expect(c(st!.closingBalance)).toBe(c(e.closing));
    expect(st!.currency).toBe(s.currency ?? 'XXX');
    expect(st!.transactions.map((t) => c(t.amount))).toEqual(e.amounts.map(c));
    st!.transactions.forEach((t, i) => {
      const tx = e.rows[i]!;
      expect(ymd(t.date)).toBe(tx.value_date ?? tx.date);
      if (t.entryDate) expect(ymd(t.entryDate).slice(5)).toBe(tx.date.slice(5));
      else expect((tx.value_date ?? tx.date).slice(0, 4)).not.toBe(tx.date.slice(0, 4));
    });
  });

  it('keeps CRLF, the SWIFT x character set and the :86: limits', async () => {
    const text = (await exportStatement(s, 'mt940')).data.toString('latin1');
    expect(text.endsWith('\r\n-\r\n') || text.endsWith('-\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    let in86 = 0;
    for (const line of lines) {
      expect(line).toMatch(SWIFT_X_LINE);
      if (/^:\d\d[A-Z]?:/.test(line)) {
        in86 = line.startsWith(':86:') ? 1 : 0;
        if (in86) expect(line.length - 4).toBeLessThanOrEqual(65);
        else expect(line.length).toBeLessThanOrEqual(4 + 6 + 4 + 2 + 15 + 4 + 16 + 18);
      } else if (line === '-') {
        in86 = 0;
      } else {
        expect(in86, `continuation outside :86:: ${line}`).toBeGreaterThan(0);
        in86++;
        expect(in86).toBeLessThanOrEqual(6);
        expect(line.length).toBeLessThanOrEqual(65);
        expect(line).not.toMatch(/^[:-]/);
      }
    }
    expect(lines[0]).toMatch(/^:20:.{1,16}$/);
    expect(lines.filter((l) => l.startsWith(':61:'))).toHaveLength(s.transactions.length);
  });

  it('aqbanking-cli imports it', async () => {
    if (!consumer('aqbanking-cli', 'aqbanking-tools')) return;
    const dir = tmpDir();
    const file = path.join(dir, 's.sta');
    fs.writeFileSync(file, (await exportStatement(s, 'mt940')).data);
    const env = { ...process.env, HOME: dir };
    const ctx = path.join(dir, 'ctx');
    const imp = run('aqbanking-cli', ['-D', path.join(dir, 'cfg'), 'import', '--importer=swift', '--profile=SWIFT-MT940', '-c', ctx, '-f', file], { env });
    expect(imp.status, imp.stderr).toBe(0);
    const list = run('aqbanking-cli', ['-D', path.join(dir, 'cfg'), 'listtrans', '-c', ctx, '-T', '$(dateAsString)|$(valutaDateAsString)|$(valueAsString)'], { env });
    expect(list.status, list.stderr).toBe(0);
    const rows = list.stdout.split('\n').filter((l) => /^\d\d\.\d\d\.\d{4}\|/.test(l)).map((l) => l.split('|'));
    const e = expected(s);
    expect(rows.map((r) => c(Number(r[2])))).toEqual(e.amounts.map(c));
    const de = (iso: string) => iso.split('-').reverse().join('.');
    rows.forEach((r, i) => {
      const tx = e.rows[i]!;
      expect(r[1]).toBe(de(tx.value_date ?? tx.date));
      if ((tx.value_date ?? tx.date).slice(0, 4) === tx.date.slice(0, 4)) expect(r[0]).toBe(de(tx.date));
    });
    // aqbanking keeps the closing balance of the statement in the context file
    const ctxText = fs.readFileSync(ctx, 'utf8');
    const m = /balance \{[^}]*value="(-?\d+)%2F(\d+)%3A([A-Z]{3})"/.exec(ctxText);
    expect(m).not.toBeNull();
    expect(c(Number(m![1]) / Number(m![2]))).toBe(c(e.closing));
  });
});

describe('mt940 rules', () => {
  it('transliterates to the SWIFT x set', async () => {
    const text = (await exportStatement(nonAscii, 'mt940')).data.toString('latin1');
    expect(text).toContain(':86:Cafe Rene + Fils (Paris)');
    expect(text).toContain('Uberweisung Muller + Sohne GmbH');
    expect(text).toContain('INR 1,234');
    expect(text).toContain('//UB-2024/05');
    expect(/[^\x20-\x7e\r\n]/.test(text)).toBe(false);
  });

  it('marks negative balances with D and never writes a minus sign in amounts', async () => {
    const text = (await exportStatement(creditCard, 'mt940')).data.toString('ascii');
    expect(text).toMatch(/^:60F:D231215USD250,00$/m);
    expect(text).toMatch(/^:62F:D240114USD90,19$/m);
    expect(text).not.toMatch(/^:6[012][FM]?:[CD]\d{6}[A-Z]{3}-/m);
  });

  it('truncates :86: to 6 lines of 65 characters', async () => {
    const r = await exportStatement(nonAscii, 'mt940');
    expect(r.warnings.join(' ')).toMatch(/truncated/);
  });
});
