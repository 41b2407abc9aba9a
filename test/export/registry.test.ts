import { describe, expect, it } from 'vitest';
import { exportStatement, getExporter, listFormats, registerExporter, transactionIds, BUILTIN_FORMATS } from '../../src/export/index.js';
import { StatementError } from '../../src/errors.js';
import { bankOverdraft, duplicates, goldenCount, goldenDir, makeStatement, namedStatements } from './statements.js';

const CONTENT_TYPES: Record<string, [string, string]> = {
  excel: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  csv: ['text/csv; charset=utf-8; header=present', 'csv'],
  qbo: ['application/vnd.intu.qbo', 'qbo'],
  quickbooks: ['text/csv; charset=utf-8', 'csv'],
  xml: ['application/xml', 'xml'],
  odoo: ['text/csv; charset=utf-8', 'csv'],
  zoho: ['text/csv; charset=utf-8', 'csv'],
  mt940: ['text/plain; charset=us-ascii', 'sta'],
  camt053: ['application/xml', 'xml'],
  iif: ['text/plain; charset=windows-1252', 'iif'],
};

describe('export registry', () => {
  it('lists the ten formats of the interface', () => {
    expect(listFormats().slice(0, 10)).toEqual([...BUILTIN_FORMATS]);
  });

  it('reports whether golden fixtures are exercised', () => {
    const n = goldenCount();
    if (n === 0) console.warn(`NOTE: no golden fixtures in ${goldenDir}: exporters run on the built-in test statements only`);
    expect(n).toBeGreaterThanOrEqual(0);
  });

  it.each(Object.entries(CONTENT_TYPES))('%s: content type, extension, safe file name', async (format, [type, ext]) => {
    const r = await exportStatement(bankOverdraft, format);
    expect(r.contentType).toBe(type);
    expect(r.extension).toBe(ext);
    expect(r.filename).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(r.filename.endsWith('.' + ext)).toBe(true);
    expect(r.filename).toContain('2024-03-01');
    expect(Buffer.isBuffer(r.data)).toBe(true);
    expect(r.data.length).toBeGreaterThan(50);
  });

  it('gives formats sharing an extension distinct file names', async () => {
    const names = await Promise.all(BUILTIN_FORMATS.map(async (f) => (await exportStatement(bankOverdraft, f)).filename));
    expect(new Set(names).size).toBe(names.length);
  });

  it('sanitises file names', async () => {
    const s = makeStatement({ bank_name: '../../etc/passwd <Bank> & Co', account_number: '12/34 56', opening: 0 }, [{ date: '2024-01-01', description: 'x', credit: 1 }]);
    const r = await exportStatement(s, 'csv');
    expect(r.filename).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(r.filename).not.toContain('..');
    const o = await exportStatement(s, 'csv', { filename: '../x y/z' });
    expect(o.filename).toMatch(/^[A-Za-z0-9._-]+\.csv$/);
  });

  it('throws UNKNOWN_FORMAT for an unknown format', async () => {
    await expect(exportStatement(bankOverdraft, 'pdf')).rejects.toMatchObject({ code: 'UNKNOWN_FORMAT' });
    await expect(exportStatement(bankOverdraft, 'pdf')).rejects.toBeInstanceOf(StatementError);
  });

  it('accepts user exporters and wraps their failures as EXPORT_FAILED', async () => {
    registerExporter({ format: 'lines', label: 'Lines', contentType: 'text/plain', extension: 'txt', export: (s) => ({ data: Buffer.from(s.transactions.map((t) => t.description).join('\n')) }) });
    expect(getExporter('LINES')).toBeDefined();
    expect(listFormats()).toContain('lines');
    const r = await exportStatement(bankOverdraft, 'lines');
    expect(r.data.toString()).toContain('Miete Wohnung');
    registerExporter({ format: 'broken', label: 'Broken', contentType: 'text/plain', extension: 'txt', export: () => { throw new Error('boom'); } });
    await expect(exportStatement(bankOverdraft, 'broken')).rejects.toMatchObject({ code: 'EXPORT_FAILED' });
    expect(() => registerExporter({ format: '', label: '', contentType: '', extension: '', export: () => ({ data: Buffer.alloc(0) }) })).toThrow();
  });

  it('refuses failed statements', async () => {
    await expect(exportStatement({ ...bankOverdraft, status: 'failed' }, 'csv')).rejects.toMatchObject({ code: 'EXPORT_FAILED' });
  });
});

describe('transaction ids', () => {
  it('are unique and stable across re-exports', () => {
    for (const s of Object.values(namedStatements)) {
      const a = transactionIds(s);
      const b = transactionIds(structuredClone(s));
      expect(a).toEqual(b);
      expect(new Set(a).size).toBe(a.length);
      for (const id of a) expect(id).toMatch(/^[A-Za-z0-9./_-]{1,32}$/);
    }
  });

  it('keep identical rows distinct and use only unique bank references', () => {
    const ids = transactionIds(duplicates);
    expect(new Set(ids.slice(0, 3)).size).toBe(3);
    expect(ids).not.toContain('REF1'); // printed twice: not unique
    expect(transactionIds(bankOverdraft)[0]).toBe('SAL202403');
  });

  it('do not change when unrelated rows are added', () => {
    const before = transactionIds(duplicates);
    const more = structuredClone(duplicates);
    more.transactions.push({ ...more.transactions[4]!, date: '2024-02-09', description: 'OTHER', reference: null });
    more.transactions.unshift({ ...more.transactions[0]!, date: '2024-01-31', description: 'EARLIER' });
    const after = transactionIds(more);
    expect(after.slice(1, 7)).toEqual(before);
  });
});
