/**
 * quickbooks, odoo, zoho and iif have no open-source consumer: these tests check each importer's documented rules
 * (see src/export/README.md and ../shared/notes/EXPORT-FORMATS.md) and that the numbers read back equal the statement.
 */
import { describe, expect, it } from 'vitest';
import { exportStatement } from '../../src/export/index.js';
import { allStatements, bankOverdraft, creditCard, expected, formulas, makeStatement, nonAscii } from './statements.js';
import { c, parseCsv } from './helpers.js';

const MDY = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;
const PLAIN = /^-?\d+\.\d{2}$/;

describe.each(allStatements())('rules: %s', (name, s) => {
  const e = expected(s);

  it('quickbooks: exact 3-column header, one date format, plain signed amounts, zero blank', async () => {
    const r = await exportStatement(s, 'quickbooks');
    const rows = parseCsv(r.data.toString('utf8'));
    expect(rows[0]).toEqual(['Date', 'Description', 'Amount']);
    expect(rows.length - 1).toBe(s.transactions.length);
    rows.slice(1).forEach((row, i) => {
      expect(row).toHaveLength(3);
      expect(row[0]).toMatch(MDY);
      const [y, m, d] = e.rows[i]!.date.split('-');
      expect(row[0]).toBe(`${m}/${d}/${y}`);
      if (e.amounts[i] === 0) expect(row[2]).toBe('');
      else {
        expect(row[2]).toMatch(PLAIN);
        expect(c(Number(row[2]))).toBe(c(e.amounts[i]!));
      }
      expect(row[1]).not.toMatch(/[\r\n]/);
    });
    expect(r.data.length).toBeLessThanOrEqual(350 * 1024);
  });

  it('quickbooks: 4 columns, Credit = money in, Debit = money out, one side blank', async () => {
    const rows = parseCsv((await exportStatement(s, 'quickbooks', { quickbooks: { columns: 4, dateFormat: 'dd/MM/yyyy' } })).data.toString('utf8'));
    expect(rows[0]).toEqual(['Date', 'Description', 'Credit', 'Debit']);
    rows.slice(1).forEach((row, i) => {
      const [y, m, d] = e.rows[i]!.date.split('-');
      expect(row[0]).toBe(`${d}/${m}/${y}`);
      const a = c(e.amounts[i]!);
      expect(row[2]).toBe(a > 0 ? (a / 100).toFixed(2) : '');
      expect(row[3]).toBe(a < 0 ? (-a / 100).toFixed(2) : '');
    });
  });

  it('odoo: Amount style only, sorted by date, cumulative balance ends at closing', async () => {
    const rows = parseCsv((await exportStatement(s, 'odoo')).data.toString('utf8'));
    expect(rows[0]).toEqual(['Date', 'Label', 'Partner', 'Reference', 'Amount', 'Currency', 'Cumulative Balance']);
    expect(rows[0]).not.toContain('Debit');
    const body = rows.slice(1);
    const dates = body.map((r) => r[0]!);
    expect(dates).toEqual([...dates].sort());
    const nonZero = e.amounts.filter((a) => a !== 0);
    expect(body).toHaveLength(nonZero.length);
    let bal = c(e.opening);
    for (const r of body) {
      expect(r[4]).toMatch(PLAIN);
      expect(r[6]).toMatch(PLAIN);
      bal += c(Number(r[4]));
      expect(c(Number(r[6]))).toBe(bal);
      expect(r[5]).toBe(s.currency ?? '');
    }
    expect(bal).toBe(c(e.closing));
    expect(body.map((r) => c(Number(r[4]))).sort((a, b) => a - b)).toEqual(nonZero.map(c).sort((a, b) => a - b));
  });

  it('zoho: Zoho field names, positive Withdrawals/Deposits, blank on the unused side', async () => {
    const rows = parseCsv((await exportStatement(s, 'zoho')).data.toString('utf8'));
    expect(rows[0]).toEqual(['Date', 'Description', 'Payee', 'Reference Number', 'Withdrawals', 'Deposits']);
    rows.slice(1).forEach((row, i) => {
      expect(row[0]).toBe(e.rows[i]!.date);
      const a = c(e.amounts[i]!);
      expect(row[4]).toBe(a < 0 ? (-a / 100).toFixed(2) : '');
      expect(row[5]).toBe(a > 0 ? (a / 100).toFixed(2) : '');
    });
  });

  it('iif: headers, tab separated, MM/DD/YYYY, blocks summing to 0, amounts equal the statement', async () => {
    const r = await exportStatement(s, 'iif');
    const text = r.data.toString('latin1');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1).map((l) => l.split('\t'));
    expect(lines[0]).toEqual(['!TRNS', 'TRNSID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'CLASS', 'AMOUNT', 'DOCNUM', 'MEMO', 'CLEAR']);
    expect(lines[1]).toEqual(['!SPL', 'SPLID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'CLASS', 'AMOUNT', 'DOCNUM', 'MEMO', 'CLEAR']);
    expect(lines[2]).toEqual(['!ENDTRNS']);
    const blocks: string[][][] = [];
    let cur: string[][] = [];
    for (const l of lines.slice(3)) {
      if (l[0] === 'ENDTRNS') { blocks.push(cur); cur = []; continue; }
      cur.push(l);
    }
    expect(cur).toEqual([]);
    expect(blocks).toHaveLength(s.transactions.length);
    const card = s.account_type === 'credit_card';
    blocks.forEach((b, i) => {
      expect(b[0]![0]).toBe('TRNS');
      expect(b.slice(1).every((l) => l[0] === 'SPL')).toBe(true);
      expect(b.length).toBeGreaterThanOrEqual(2);
      for (const l of b) {
        expect(l).toHaveLength(11);
        expect(l[3]).toMatch(MDY);
        expect(l[7]).toMatch(PLAIN);
      }
      expect(b.reduce((a, l) => a + c(Number(l[7])), 0)).toBe(0);
      const amount = c(Number(b[0]![7]));
      expect(amount).toBe(c(e.amounts[i]!));
      expect(b[0]![4]).toBe(card ? 'Credit Card' : 'Checking');
      const type = b[0]![2];
      if (card) expect(type).toBe(amount < 0 ? 'CREDIT CARD' : 'CCARD REFUND');
      else expect(type).toBe(amount < 0 ? 'CHECK' : 'DEPOSIT');
    });
  });
});

describe('importer rules', () => {
  it('csv-family files neutralise formulas in text', async () => {
    for (const f of ['quickbooks', 'odoo', 'zoho']) {
      const text = (await exportStatement(formulas, f)).data.toString('utf8');
      for (const row of parseCsv(text).slice(1)) for (const cell of [row[1]!]) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('odoo sorts rows printed out of date order and drops zero-amount rows', async () => {
    const s = makeStatement({ opening: 100 }, [
      { date: '2024-01-05', description: 'late', debit: 10 },
      { date: '2024-01-02', description: 'early', credit: 5 },
      { date: '2024-01-03', description: 'zero' },
    ]);
    const r = await exportStatement(s, 'odoo');
    const rows = parseCsv(r.data.toString('utf8')).slice(1);
    expect(rows.map((x) => x[1])).toEqual(['early', 'late']);
    expect(rows.map((x) => x[6])).toEqual(['105.00', '95.00']);
    expect(r.warnings.join(' ')).toMatch(/zero-amount/);
  });

  it('iif honours account options and strips tabs and newlines from MEMO', async () => {
    const text = (await exportStatement(nonAscii, 'iif', { iif: { bankAccount: 'Bank:Crédit Agricole', offsetAccount: 'Suspense' } })).data.toString('latin1');
    expect(text).toContain('\tBank:Cr\u00e9dit Agricole\t');
    expect(text).toContain('\tSuspense\t');
    expect(text).toContain('\tLine1 Line2 Tabbed a<b>c&amp;d\t');
    expect(text).toContain('UPI payment \u0080'.slice(0, 11));
    const cc = (await exportStatement(creditCard, 'iif')).data.toString('latin1');
    expect(cc).toContain('TRNS\t\tCREDIT CARD\t12/16/2023\tCredit Card\t\t\t-59.99');
    const bk = (await exportStatement(bankOverdraft, 'iif')).data.toString('latin1');
    expect(bk).toContain('TRNS\t\tDEPOSIT\t03/01/2024\tChecking\t\t\t2500.00\tSAL202403');
    expect(bk).toContain('SPL\t\tDEPOSIT\t03/01/2024\tAsk My Accountant\t\t\t-2500.00\tSAL202403');
  });
});
