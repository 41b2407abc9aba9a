import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { exportStatement } from '../../src/export/index.js';
import { allStatements, expected, formulas } from './statements.js';
import { c, pythonConsumer, PY, run, writeTmp } from './helpers.js';

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
      // holder's side for every account type (a card's amount owed is negative)
      expect(c(row.getCell(9).value as number)).toBe(bal);
      for (const k of [3, 4, 5]) {
        expect(row.getCell(k).formula).toBeUndefined();
        if (row.getCell(k).value !== null) expect(row.getCell(k).type).toBe(ExcelJS.ValueType.String);
      }
    });
    const md = wb.getWorksheet('Statement')!;
    expect(md).toBeDefined();
    const kv = new Map<string, unknown>();
    md.eachRow((r, n) => { if (n > 1 && !kv.has(String(r.getCell(1).value))) kv.set(String(r.getCell(1).value), r.getCell(2).value); });
    for (const k of ['Bank', 'Account number', 'Currency', 'Period start', 'Period end', 'Opening balance', 'Closing balance', 'Reconciliation status']) expect(kv.has(k)).toBe(true);
    expect(c(kv.get('Opening balance') as number)).toBe(c(e.opening));
    expect(c(kv.get('Closing balance') as number)).toBe(c(e.closing));
    expect(kv.get('Reconciliation status')).toBe(s.reconciliation.status);
    if (s.period_start) expect((kv.get('Period start') as Date).toISOString().slice(0, 10)).toBe(s.period_start);
  });
});

// openpyxl (python3-openpyxl): a second reader, independent of the writer, and stricter about the package parts.
const OPENPYXL = `
import json, sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
out = {}
for ws in wb.worksheets:
    out[ws.title] = {
        'frozen': ws.freeze_panes, 'filter': ws.auto_filter.ref,
        'rows': [[{'v': (c.value.date().isoformat() if c.is_date and c.value is not None else c.value), 't': c.data_type, 'f': c.number_format} for c in row] for row in ws.iter_rows()],
    }
print(json.dumps(out))
`;

describe.each(allStatements())('excel read by openpyxl: %s', (name, s) => {
  it('dates, numbers, text, frozen header, auto-filter', async () => {
    if (!pythonConsumer('openpyxl', 'python3-openpyxl')) return;
    const file = writeTmp('s.xlsx', (await exportStatement(s, 'excel')).data);
    const r = run(PY, ['-c', OPENPYXL, file]);
    expect(r.status, r.stderr).toBe(0);
    const book = JSON.parse(r.stdout) as Record<string, { frozen: string | null; filter: string | null; rows: { v: unknown; t: string; f: string }[][] }>;
    const tx = book.Transactions!;
    expect(tx.frozen).toBe('A2');
    if (s.transactions.length) expect(tx.filter).toBe('A1:K1');
    expect(tx.rows[0]!.map((cell) => cell.v)).toEqual(['Date', 'Value Date', 'Description', 'Reference', 'Category', 'Debit', 'Credit', 'Amount', 'Balance', 'Page', 'Transaction ID']);
    const e = expected(s);
    let bal = c(e.opening);
    e.rows.forEach((t, i) => {
      const row = tx.rows[i + 1]!;
      expect(row[0]).toEqual({ v: t.date, t: 'd', f: 'yyyy-mm-dd' });
      expect(row[2]).toMatchObject({ t: 's', f: '@' });
      expect(row[7]).toMatchObject({ t: 'n', f: '#,##0.00;-#,##0.00' });
      expect(c(row[7]!.v as number)).toBe(c(e.amounts[i]!));
      bal += c(e.amounts[i]!);
      expect(c(row[8]!.v as number)).toBe(bal);
    });
    expect(tx.rows).toHaveLength(s.transactions.length + 1);
    expect(book.Statement!.rows.find((row) => row[0]!.v === 'Reconciliation status')![1]!.v).toBe(s.reconciliation.status);
  });
});

describe('excel rules', () => {
  it('the same statement and creation time give the same bytes (SOURCE_DATE_EPOCH or generatedAt)', async () => {
    const { bankOverdraft } = await import('./statements.js');
    const at = new Date('2024-05-01T10:00:00Z');
    const a = (await exportStatement(bankOverdraft, 'excel', { generatedAt: at })).data;
    await new Promise((r) => setTimeout(r, 1100));
    const b = (await exportStatement(structuredClone(bankOverdraft), 'excel', { generatedAt: at })).data;
    expect(a.equals(b)).toBe(true);
    const zip = await JSZip.loadAsync(a);
    expect(await zip.file('docProps/core.xml')!.async('string')).toContain('<dcterms:created xsi:type="dcterms:W3CDTF">2024-05-01T10:00:00Z</dcterms:created>');
  });

  it('writes formula-like text as it is, in string cells with the Text format: never evaluated, no apostrophe', async () => {
    const data = (await exportStatement(formulas, 'excel')).data;
    const wb = await read(data);
    const ws = wb.getWorksheet('Transactions')!;
    expect(ws.getRow(2).getCell(3).value).toBe(`=HYPERLINK("http://evil.example","click")`);
    expect(ws.getRow(5).getCell(4).value).toBe('=1+1');
    expect(ws.getRow(3).getCell(3).value).toBe('-2+3 refund');
    expect(ws.getRow(2).getCell(8).value).toBe(-1);
    for (const [r, k] of [[2, 3], [3, 3], [5, 4]] as const) {
      const cell = ws.getRow(r).getCell(k);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.numFmt).toBe('@');
    }
    // The sheet XML itself: no formula element anywhere, and the text sits in the shared strings.
    const zip = await JSZip.loadAsync(data);
    const sheets = Object.keys(zip.files).filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f));
    expect(sheets.length).toBe(2);
    for (const f of sheets) expect(await zip.file(f)!.async('string')).not.toMatch(/<f[ >]/);
    expect(await zip.file('xl/sharedStrings.xml')!.async('string')).toContain('=HYPERLINK(&quot;http://evil.example&quot;,&quot;click&quot;)');
  });

  it('a card: Balance from the holder\'s side, negative when money is owed, and the sign is said', async () => {
    const { creditCard } = await import('./statements.js');
    const wb = await read((await exportStatement(creditCard, 'excel')).data);
    const ws = wb.getWorksheet('Transactions')!;
    const owed = creditCard.transactions.map((t) => t.balance).filter((b): b is number => b !== null && b > 0);
    expect(owed.length).toBeGreaterThan(0);
    const balances: number[] = [];
    ws.eachRow((r, n) => { if (n > 1) balances.push(r.getCell(9).value as number); });
    expect(balances.some((b) => b < 0)).toBe(true);
    const md = wb.getWorksheet('Statement')!;
    const rows: string[] = [];
    md.eachRow((r) => rows.push(`${r.getCell(1).value}: ${r.getCell(2).value}`));
    expect(rows).toContain("Balance sign: account holder's side (a card's amount owed is negative)");
  });
});
