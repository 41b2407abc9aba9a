/**
 * CLI and exports: exporter warnings on stderr, export options as flags and in statement-extractor.config.json,
 * SOURCE_DATE_EPOCH, and statements that do not reconcile (--allow-unreconciled).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePdf, simpleStatement } from './support/make-pdf.js';
import { replacePrintedText } from './support/alter-pdf.js';
import { CLI, cli, lines } from './support/cli.js';

let dir: string;
let good: string;
let misprinted: string;

beforeAll(async () => {
  expect(existsSync(CLI), `${CLI} missing: run npm run build`).toBe(true);
  dir = await mkdtemp(join(tmpdir(), 'se-cli-export-'));
  const bytes = await makePdf((d) => simpleStatement(d));
  good = join(dir, 'good.pdf');
  await writeFile(good, bytes);
  // One amount misprinted inside the PDF (49.50 -> 39.50): the statement no longer reconciles.
  const altered = replacePrintedText(bytes, '49.50', '39.50');
  expect(altered.replaced).toBe(1);
  misprinted = join(dir, 'misprinted.pdf');
  await writeFile(misprinted, altered.pdf);
});

describe('exporter warnings', () => {
  it('reach stderr once per distinct text, naming the formats', async () => {
    const r = await cli(['extract', good, '--format', 'camt053,qbo', '--out-dir', join(dir, 'warn')]);
    expect(r.code).toBe(0);
    expect(lines(r.stderr)).toContain(`statement-extractor: ${good}: camt053: no IBAN: account written as Othr/Id (some importers, e.g. ofxstatement, need an IBAN)`);
    const q = await cli(['extract', good, '--format', 'camt053', '--out', join(dir, 'w.xml'), '--quiet']);
    expect(q.stderr).toBe('');
  });
});

describe('export options as flags', () => {
  it('csv: delimiter, decimal comma, BOM', async () => {
    const out = join(dir, 'opts.csv');
    const r = await cli(['extract', good, '--format', 'csv', '--out', out, '--csv-delimiter', 'tab', '--decimal-comma', '--bom', '--quiet']);
    expect(r.code).toBe(0);
    const text = await readFile(out, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const row = text.split('\r\n').find((l) => l.includes('TESCO'))!.split('\t');
    expect(row[5]).toBe('49,50');
    expect(row[8]).toBe('950,50');
  });

  it('camt version, qbo account id and bank id, iif accounts, quickbooks date format and columns', async () => {
    const out = join(dir, 'opts');
    const r = await cli([
      'extract', good, '--format', 'camt053,qbo,iif,quickbooks', '--out-dir', out, '--quiet',
      '--camt-version', '001.08', '--qbo-account-id', '4242', '--qbo-bank-id', '10898',
      '--iif-bank-account', 'Bank:Main', '--iif-offset-account', 'Suspense',
      '--date-format', 'dd/MM/yyyy', '--quickbooks-columns', '4',
    ]);
    expect(r.code).toBe(0);
    expect(await readFile(join(out, 'good.camt053.xml'), 'utf8')).toContain('urn:iso:std:iso:20022:tech:xsd:camt.053.001.08');
    const qbo = await readFile(join(out, 'good.qbo'), 'latin1');
    expect(qbo).toMatch(/<ACCTID>4242\r\n/);
    expect(qbo).toMatch(/<INTU\.BID>10898\r\n/);
    const iif = await readFile(join(out, 'good.iif'), 'latin1');
    expect(iif).toMatch(/^TRNS\t[^\n]*\tBank:Main\t/m);
    expect(iif).toMatch(/^SPL\t[^\n]*\tSuspense\t/m);
    const qb = (await readFile(join(out, 'good.quickbooks.csv'), 'utf8')).split('\r\n');
    expect(qb[0]).toBe('Date,Description,Credit,Debit');
    expect(qb[1]).toMatch(/^02\/03\/2024,TESCO STORES 2214,,49\.50$/);
  });
});

describe('statement-extractor.config.json', () => {
  it('is read from the current folder; flags win over it', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'se-cli-config-'));
    await writeFile(join(cwd, 'statement-extractor.config.json'), JSON.stringify({ format: 'camt053,csv', export: { camt053: { version: '001.08' }, csv: { delimiter: ';' } } }));
    const r = await cli(['extract', good, '--out-dir', 'out', '--quiet'], { cwd });
    expect(r.code).toBe(0);
    expect((await readdir(join(cwd, 'out'))).sort()).toEqual(['good.camt053.xml', 'good.csv']);
    expect(await readFile(join(cwd, 'out', 'good.camt053.xml'), 'utf8')).toContain('camt.053.001.08');
    expect((await readFile(join(cwd, 'out', 'good.csv'), 'utf8')).split('\r\n')[0]).toMatch(/^Date;Value Date;/);
    const f = await cli(['extract', good, '--out-dir', 'out2', '--quiet', '--camt-version', '001.02', '--csv-delimiter', '|'], { cwd });
    expect(f.code).toBe(0);
    expect(await readFile(join(cwd, 'out2', 'good.camt053.xml'), 'utf8')).toContain('camt.053.001.02');
    expect((await readFile(join(cwd, 'out2', 'good.csv'), 'utf8')).split('\r\n')[0]).toMatch(/^Date\|Value Date\|/);
  });

  it('--config names another file; unknown keys, wrong values and bad JSON are usage errors naming them', async () => {
    const cfg = join(dir, 'my.json');
    await writeFile(cfg, JSON.stringify({ export: { qbo: { accountId: '777' } } }));
    const ok = await cli(['extract', good, '--format', 'qbo', '--out', join(dir, 'c.qbo'), '--config', cfg, '--quiet']);
    expect(ok.code).toBe(0);
    expect(await readFile(join(dir, 'c.qbo'), 'latin1')).toMatch(/<ACCTID>777\r\n/);
    const cases: [unknown, RegExp][] = [
      [{ export: { csv: { delimitr: ';' } } }, /unknown key "export\.csv\.delimitr" \(known: delimiter, decimalComma, bom\)/],
      [{ export: { camt053: { version: '001.05' } } }, /export\.camt053\.version must be one of "001\.02", "001\.08"/],
      [{ jobs: 'two' }, /jobs must be a number/],
      [[1, 2], /the file must be an object/],
    ];
    for (const [content, message] of cases) {
      await writeFile(cfg, JSON.stringify(content));
      const r = await cli(['extract', good, '--config', cfg]);
      expect(r.code).toBe(2);
      expect(lines(r.stderr)).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
    await writeFile(cfg, '{ "format": ');
    const bad = await cli(['extract', good, '--config', cfg]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/my\.json is not valid JSON/);
  });
});

describe('SOURCE_DATE_EPOCH', () => {
  it('fixes the creation time: the same camt053 bytes on every run', async () => {
    const a = join(dir, 'epoch-a.xml');
    const b = join(dir, 'epoch-b.xml');
    const env = { SOURCE_DATE_EPOCH: '1700000000' };
    expect((await cli(['extract', good, '--format', 'camt053', '--out', a, '--quiet'], { env })).code).toBe(0);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await cli(['extract', good, '--format', 'camt053', '--out', b, '--quiet'], { env })).code).toBe(0);
    const text = await readFile(a, 'utf8');
    expect(text).toContain('<CreDtTm>2023-11-14T22:13:20Z</CreDtTm>');
    expect(await readFile(b, 'utf8')).toBe(text);
  });

  it('a malformed value is a usage error', async () => {
    const r = await cli(['extract', good, '--format', 'camt053'], { env: { SOURCE_DATE_EPOCH: 'now' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/SOURCE_DATE_EPOCH must be whole seconds/);
  });
});

describe('a statement that does not reconcile', () => {
  it('mt940 is refused (EXPORT_FAILED, exit 7, error file); the other formats are written', async () => {
    const out = join(dir, 'unrec');
    const r = await cli(['extract', misprinted, '--format', 'json,csv,mt940', '--out-dir', out]);
    expect(r.code).toBe(7);
    expect((await readdir(out)).sort()).toEqual(['misprinted.csv', 'misprinted.error.json', 'misprinted.json']);
    expect(JSON.parse(await readFile(join(out, 'misprinted.json'), 'utf8')).reconciliation.status).toBe('discrepancy');
    const e = JSON.parse(await readFile(join(out, 'misprinted.error.json'), 'utf8'));
    expect(e).toMatchObject({ status: 'failed', error_code: 'EXPORT_FAILED' });
    expect(e.error_message).toMatch(/^mt940: the statement does not reconcile/);
    expect(r.stderr).toMatch(/^\[1\/1\] .*misprinted\.pdf -> failed \(3 rows, discrepancy by [\d.]+ read\): mt940: the statement does not reconcile .*\[EXPORT_FAILED\]$/m);
  });

  it('--allow-unreconciled writes it as printed and says so', async () => {
    const out = join(dir, 'unrec-allowed');
    const r = await cli(['extract', misprinted, '--format', 'mt940,camt053,qbo', '--out-dir', out, '--allow-unreconciled']);
    expect(r.code).toBe(0);
    expect((await readdir(out)).sort()).toEqual(['misprinted.camt053.xml', 'misprinted.mt940.sta', 'misprinted.qbo']);
    expect(r.stderr).toMatch(/: mt940, camt053, qbo: the statement does not reconcile .*written as printed \(allowUnreconciled\)/);
  });
});
