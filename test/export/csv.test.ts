import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportStatement } from '../../src/export/index.js';
import { allStatements, expected, formulas, bankOverdraft, nonAscii } from './statements.js';
import { c, consumer, dayBefore, parseCsv, run, tmpDir } from './helpers.js';

const HEADER = ['Date', 'Value Date', 'Description', 'Reference', 'Category', 'Debit', 'Credit', 'Amount', 'Balance', 'Currency', 'Transaction ID'];
// One rules file for banks and cards: Amount and Balance are both from the account holder's side (a card's amount
// owed is a negative balance), so the same `amount` + `balance` fields satisfy hledger's assertions for either.
const rules = (account: string) =>
  [
    'skip 1',
    'fields date, value_date, description, reference, category, debit, credit, amount, balance, currency, id',
    'date-format %Y-%m-%d',
    `account1 ${account}`,
    'account2 expenses:unknown',
    '',
  ].join('\n');
const RULES = rules('assets:bank');

describe.each(allStatements())('csv: %s', (name, s) => {
  it('is RFC 4180 with numeric amounts that add up', async () => {
    const r = await exportStatement(s, 'csv');
    const text = r.data.toString('utf8');
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r]/);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.length - 1).toBe(s.transactions.length);
    const e = expected(s);
    let bal = c(e.opening);
    rows.slice(1).forEach((row, i) => {
      expect(row).toHaveLength(HEADER.length);
      expect(row[0]).toBe(e.rows[i]!.date);
      expect(row[7]).toMatch(/^-?\d+\.\d{2}$/);
      expect(c(Number(row[7]))).toBe(c(e.amounts[i]!));
      bal += c(Number(row[7]));
      // holder's side for every account type: balance = previous balance + amount
      expect(c(Number(row[8]))).toBe(bal);
      for (const k of [2, 3]) expect(row[k]!).not.toMatch(/^[=+\-@\t\r]/);
    });
    expect(bal).toBe(c(e.closing));
  });

  it('hledger reads it with a balance assertion on every row', () => {
    if (!consumer('hledger', 'hledger')) return;
    const e = expected(s);
    const dir = tmpDir();
    return exportStatement(s, 'csv').then((r) => {
      const csv = path.join(dir, 'statement.csv');
      fs.writeFileSync(csv, r.data);
      const card = e.sense === -1;
      const acct = card ? 'liabilities:card' : 'assets:bank';
      fs.writeFileSync(path.join(dir, 'x.rules'), rules(acct));
      const cur = parseCsv(r.data.toString('utf8'))[1]?.[9] ?? '';
      const first = [...s.transactions.map((t) => t.date)].sort()[0] ?? '2000-01-02';
      const opening = `${dayBefore(first)} opening balance\n    ${acct}    ${cur ? cur + ' ' : ''}${(c(e.opening) / 100).toFixed(2)}\n    equity:opening\n`;
      fs.writeFileSync(path.join(dir, 'opening.journal'), opening);
      // hledger 1.25 does not check assertions while reading CSV: convert with the rules, then check the journal.
      const p = run('hledger', ['-f', csv, '--rules-file', path.join(dir, 'x.rules'), 'print']);
      expect(p.stderr).toBe('');
      expect(p.status).toBe(0);
      // one balance assertion per row
      expect((p.stdout.match(/ = /g) ?? []).length).toBe(s.transactions.length);
      const journal = path.join(dir, 'all.journal');
      fs.writeFileSync(journal, opening + '\n' + p.stdout);
      const chk = run('hledger', ['-f', journal, 'check']);
      expect(chk.status, chk.stderr).toBe(0);
      const bal = run('hledger', ['-f', journal, 'balance', acct, '-N', '-O', 'csv']);
      expect(bal.status, bal.stderr).toBe(0);
      const last = parseCsv(bal.stdout.replace(/\n/g, '\r\n')).find((row) => row[0] === acct);
      const num = Number((last?.[1] ?? '').replace(/[^0-9.-]/g, ''));
      expect(c(num)).toBe(c(e.closing));
      const reg = run('hledger', ['-f', csv, '--rules-file', path.join(dir, 'x.rules'), '-I', 'balance', 'expenses:unknown', '-N', '-O', 'csv']);
      const tot = parseCsv(reg.stdout.replace(/\n/g, '\r\n')).find((row) => row[0] === 'expenses:unknown');
      // the offset account holds -net
      expect(c(Number((tot?.[1] ?? '0').replace(/[^0-9.-]/g, '')) || 0)).toBe(-c(e.net));
    });
  });
});

describe('csv rules', () => {
  it('neutralises formula injection in text cells, keeps amounts numeric', async () => {
    const rows = parseCsv((await exportStatement(formulas, 'csv')).data.toString('utf8'));
    expect(rows[1]![2]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows[2]![2]).toBe("'-2+3 refund");
    expect(rows[3]![2]).toBe(`'+CMD|" /C calc"!A0`);
    expect(rows[4]![2]).toBe("'@SUM(1+1)*cmd");
    expect(rows[4]![3]).toBe("'=1+1");
    expect(rows[5]![2]).toBe("'\tTAB start");
    expect(rows[1]![7]).toBe('-1.00');
    const off = parseCsv((await exportStatement(formulas, 'csv', { neutralizeFormulas: false })).data.toString('utf8'));
    expect(off[1]![2]).toBe('=HYPERLINK("http://evil.example","click")');
  });

  it('honours delimiter, decimal comma and BOM options', async () => {
    const r = await exportStatement(bankOverdraft, 'csv', { csv: { decimalComma: true, bom: true } });
    const text = r.data.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text.slice(1), ';');
    expect(rows[0]).toEqual(HEADER);
    expect(rows[1]![7]).toBe('2500,00');
    expect(rows[2]![7]).toBe('-1450,00');
    const tab = parseCsv((await exportStatement(bankOverdraft, 'csv', { csv: { delimiter: '\t' } })).data.toString('utf8'), '\t');
    expect(tab[1]![8]).toBe('2620.50');
  });

  it('quotes separators, quotes and newlines; keeps UTF-8 text', async () => {
    const text = (await exportStatement(nonAscii, 'csv')).data.toString('utf8');
    expect(text).toContain('Café René & Fils <Paris>');
    expect(text).toContain('"Überweisung Müller & Söhne GmbH ""Straße"""');
    expect(text).toContain('₹');
    const rows = parseCsv(text);
    expect(rows[6]![2]).toBe('Line1\nLine2\tTabbed  a<b>c&amp;d');
  });

  it('hledger fails when a balance is wrong (the assertions are real)', async () => {
    if (!consumer('hledger', 'hledger')) return;
    const dir = tmpDir();
    const text = (await exportStatement(bankOverdraft, 'csv')).data.toString('utf8').replace(',1170.50,', ',1170.49,');
    fs.writeFileSync(path.join(dir, 's.csv'), text);
    fs.writeFileSync(path.join(dir, 'x.rules'), RULES);
    fs.writeFileSync(path.join(dir, 'o.journal'), '2024-02-29 opening\n    assets:bank    EUR 120.50\n    equity:opening\n');
    const p = run('hledger', ['-f', path.join(dir, 's.csv'), '--rules-file', path.join(dir, 'x.rules'), 'print']);
    expect(p.status).toBe(0);
    fs.writeFileSync(path.join(dir, 'all.journal'), fs.readFileSync(path.join(dir, 'o.journal'), 'utf8') + '\n' + p.stdout);
    const chk = run('hledger', ['-f', path.join(dir, 'all.journal'), 'check']);
    expect(chk.status).not.toBe(0);
    expect(chk.stderr).toMatch(/balance assertion/i);
  });

  it('uses the currency fallback option when the statement has none', async () => {
    const { nullCurrency } = await import('./statements.js');
    const rows = parseCsv((await exportStatement(nullCurrency, 'csv', { currency: 'chf' })).data.toString('utf8'));
    expect(rows[1]![9]).toBe('CHF');
  });
});
