import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportStatement } from '../../src/export/index.js';
import { allStatements, expected, formulas } from './statements.js';
import { c } from './helpers.js';

async function read(data: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  return wb;
}

describe.each(allStatements())('excel: %s', (name, s) => {
  it('re-reads with exceljs: date cells, numeric amounts, metadata sheet', async () => {
    const wb = await read((await exportStatement(s, 'excel')).data);
    const ws = wb.getWorksheet('Transactions')!;
    expect(ws).toBeDefined();
    expect(ws.getRow(1).values).toEqual([undefined, 'Date', 'Value Date', 'Description', 'Reference', 'Category', 'Debit', 'Credit', 'Amount', 'Balance', 'Page', 'Transaction ID']);
    expect(ws.rowCount - 1).toBe(s.transactions.length);
    const e = expected(s);
    let bal = c(e.opening);
    e.rows.forEach((t, i) => {
      const row = ws.getRow(i + 2);
      const date = row.getCell(1);
      expect(date.type).toBe(ExcelJS.ValueType.Date);
      expect((date.value as Date).toISOString().slice(0, 10)).toBe(t.date);
      expect(date.numFmt).toBe('yyyy-mm-dd');
      const amount = row.getCell(8);
      expect(amount.type).toBe(ExcelJS.ValueType.Number);
      expect(c(amount.value as number)).toBe(c(e.amounts[i]!));
      expect(amount.numFmt).toContain('0.00');
      bal += c(e.amounts[i]!);
      expect(c(row.getCell(9).value as number)).toBe(e.sense * bal);
      for (const k of [3, 4]) {
        const v = row.getCell(k).value;
        if (typeof v === 'string') expect(v).not.toMatch(/^[=+\-@\t\r]/);
        expect(row.getCell(k).formula).toBeUndefined();
      }
    });
    const md = wb.getWorksheet('Statement')!;
    expect(md).toBeDefined();
    const kv = new Map<string, unknown>();
    md.eachRow((r, n) => { if (n > 1 && !kv.has(String(r.getCell(1).value))) kv.set(String(r.getCell(1).value), r.getCell(2).value); });
    for (const k of ['Bank', 'Account number', 'Currency', 'Period start', 'Period end', 'Opening balance', 'Closing balance', 'Reconciliation status']) expect(kv.has(k)).toBe(true);
    expect(c(kv.get('Opening balance') as number)).toBe(e.sense * c(e.opening));
    expect(c(kv.get('Closing balance') as number)).toBe(e.sense * c(e.closing));
    expect(kv.get('Reconciliation status')).toBe(s.reconciliation.status);
    if (s.period_start) expect((kv.get('Period start') as Date).toISOString().slice(0, 10)).toBe(s.period_start);
  });
});

describe('excel rules', () => {
  it('neutralises formula injection; amounts stay numbers', async () => {
    const wb = await read((await exportStatement(formulas, 'excel')).data);
    const ws = wb.getWorksheet('Transactions')!;
    expect(ws.getRow(2).getCell(3).value).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(ws.getRow(5).getCell(4).value).toBe("'=1+1");
    expect(ws.getRow(2).getCell(8).value).toBe(-1);
    expect(ws.getRow(3).getCell(3).value).toBe("'-2+3 refund");
  });
});
