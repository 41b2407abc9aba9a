import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_FORMATS, exportStatement } from '../../src/export/index.js';
import { StatementError } from '../../src/errors.js';
import type { Statement, Transaction } from '../../src/types.js';
import { makeStatement } from './statements.js';
import { parseCsv, xmlWellFormed } from './helpers.js';

/**
 * Statements as a caller may hand them to exportStatement (read back from JSON, edited, built by another tool), each
 * wrong in one way. Every format must either refuse with EXPORT_FAILED naming the field, or write a well-formed,
 * neutralised file: never "NaN" in an amount, markup from a description, or a formula.
 */
const base = (): Statement =>
  makeStatement({ bank_name: 'Hostile Bank', currency: 'EUR', opening: 100 }, [
    { date: '2024-03-01', description: 'GROCERY MART', debit: 10 },
    { date: '2024-03-02', description: 'SALARY', credit: 50, reference: 'R1' },
  ]);

function withTx(patch: (t: Record<string, unknown>) => void): Statement {
  const s = base();
  patch(s.transactions[0] as unknown as Record<string, unknown>);
  return s;
}
function withStatement(patch: (s: Record<string, unknown>) => void): Statement {
  const s = base();
  patch(s as unknown as Record<string, unknown>);
  return s;
}

/** [name, statement, field the error must name] */
const refused: [string, unknown, string][] = [
  ['NaN debit', withTx((t) => (t.debit = NaN)), 'transactions[0].debit'],
  ['Infinity credit', withTx((t) => (t.credit = Infinity)), 'transactions[0].credit'],
  ['-Infinity balance', withTx((t) => (t.balance = -Infinity)), 'transactions[0].balance'],
  ['debit as a string', withTx((t) => (t.debit = '12.50')), 'transactions[0].debit'],
  ['amount too large for cents', withTx((t) => (t.debit = 1e300)), 'transactions[0].debit'],
  ['date not ISO', withTx((t) => (t.date = '2024/03/01')), 'transactions[0].date'],
  ['empty date', withTx((t) => (t.date = '')), 'transactions[0].date'],
  ['value_date a word', withTx((t) => (t.value_date = 'yesterday')), 'transactions[0].value_date'],
  ['description missing', withTx((t) => delete t.description), 'transactions[0].description'],
  ['description a number', withTx((t) => (t.description = 42)), 'transactions[0].description'],
  ['category null', withTx((t) => (t.category = null)), 'transactions[0].category'],
  ['confidence NaN', withTx((t) => (t.confidence = NaN)), 'transactions[0].confidence'],
  ['NaN opening balance', withStatement((s) => (s.opening_balance = NaN)), 'opening_balance'],
  ['period_start a month name', withStatement((s) => (s.period_start = 'March')), 'period_start'],
  ['account_type unknown', withStatement((s) => (s.account_type = 'savings')), 'account_type'],
  ['reconciliation missing', withStatement((s) => delete s.reconciliation), 'reconciliation'],
  ['transactions not an array', withStatement((s) => (s.transactions = {})), 'transactions'],
  ['a transaction that is null', withStatement((s) => ((s.transactions as unknown[])[1] = null)), 'transactions[1]'],
  ['bank_name a number', withStatement((s) => (s.bank_name = 7)), 'bank_name'],
  ['not an object at all', null, 'statement'],
];

const NASTY = '&x; &#0; &amp; <b>]]> \u0001\u0007\u001b\u007f\ufffe \ud800 end';
/** Valid statements with hostile text: written, never refused. */
const written: [string, Statement][] = [
  [
    'markup, entities and characters XML forbids in every text field',
    (() => {
      const s = withStatement((x) => {
        x.bank_name = `Bank ${NASTY}`;
        x.account_number = `12&x;34\u0002`;
        x.parser = `p&x;`;
        x.warnings = [`warn ${NASTY}`];
      });
      s.transactions[0]!.description = `Shop ${NASTY}`;
      s.transactions[1]!.reference = `R&x;\u0003`;
      s.reconciliation.notes.push(`note ${NASTY}`);
      return s;
    })(),
  ],
  [
    'formulas behind white space, in category and reference',
    (() => {
      const s = base();
      const rows: Partial<Transaction>[] = [
        { description: ' =1+1', category: '=1+1' as Transaction['category'], reference: ' @SUM(A1)' },
        { description: '\n=HYPERLINK("http://evil.example")', category: '+cmd' as Transaction['category'], reference: '\t-2+3' },
        { description: '\u00a0+CMD|"/C calc"!A0', category: ' -x' as Transaction['category'], reference: '\r\n@x' },
        { description: '＝1+1 full width', category: '@c' as Transaction['category'], reference: '-1' },
      ];
      s.transactions = rows.map((r, i) => ({ ...s.transactions[0]!, date: `2024-03-0${i + 1}`, balance: null, ...r }));
      s.reconciliation.notes.push(' =1+1');
      s.bank_name = '\n=1+1';
      return s;
    })(),
  ],
];

const FORMULA = /^[\s\u00a0\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;
const NUMBER = /^-?\d+([.,]\d+)?$/;
// Forbidden in XML 1.0 (and so in an xlsx cell), or a stray control character in a text file.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function assertNeutralised(cells: string[], where: string): void {
  for (const cell of cells) {
    if (NUMBER.test(cell)) continue; // amounts stay numbers
    expect(FORMULA.test(cell) && !cell.startsWith("'"), `${where}: formula cell ${JSON.stringify(cell)}`).toBe(false);
  }
}

async function checkWritten(format: string, data: Buffer): Promise<void> {
  const text = data.toString(format === 'iif' || format === 'qbo' ? 'latin1' : 'utf8');
  expect(text, `${format} writes NaN or Infinity`).not.toMatch(/NaN|Infinity/);
  switch (format) {
    case 'xml':
    case 'camt053': {
      const wf = await xmlWellFormed(data);
      expect(wf.ok, `${format} is not well-formed: ${wf.errors}`).toBe(true);
      expect(text).not.toMatch(/&x;|&#0;/);
      break;
    }
    case 'excel': {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(data as unknown as ArrayBuffer);
      for (const ws of wb.worksheets)
        ws.eachRow((row) =>
          row.eachCell((cell) => {
            if (typeof cell.value !== 'string') return;
            expect(CONTROL.test(cell.value), `xlsx cell ${JSON.stringify(cell.value)}`).toBe(false);
            // xlsx text is a string cell, never evaluated; the Text format keeps it text when edited (no apostrophe).
            expect(cell.formula, `excel ${ws.name}: ${JSON.stringify(cell.value)} is a formula`).toBeUndefined();
            if (FORMULA.test(cell.value)) expect(cell.numFmt, `excel ${ws.name}: ${JSON.stringify(cell.value)} without the Text format`).toBe('@');
          }),
        );
      break;
    }
    case 'csv':
    case 'odoo':
    case 'zoho':
    case 'quickbooks': {
      const rows = parseCsv(text.replace(/^\ufeff/, ''));
      expect(CONTROL.test(text), `${format} has control characters`).toBe(false);
      for (const r of rows.slice(1)) assertNeutralised(r, format);
      break;
    }
    case 'iif': {
      const lines = text.split('\r\n').filter(Boolean);
      for (const l of lines) {
        expect(CONTROL.test(l), `iif line ${JSON.stringify(l)}`).toBe(false);
        if (!l.startsWith('!')) assertNeutralised(l.split('\t'), 'iif');
      }
      break;
    }
    case 'qbo':
      // OFX 1.02 SGML: every line a tag with its value, values free of markup and control characters.
      for (const l of text.split('\r\n').filter(Boolean).slice(9))
        expect(/^<\/?[A-Z0-9.]+>[^<>\u0000-\u001f]*$/.test(l), `qbo line ${JSON.stringify(l)}`).toBe(true);
      break;
    case 'mt940':
      for (const l of text.split(/\r?\n/)) expect(/^[\x20-\x7e]*$/.test(l), `mt940 line ${JSON.stringify(l)}`).toBe(true);
      break;
    default:
      throw new Error(`no check for ${format}`);
  }
}

describe('malformed statements x every format: EXPORT_FAILED naming the field', () => {
  for (const [name, statement, field] of refused) {
    it(name, async () => {
      for (const format of BUILTIN_FORMATS) {
        let error: unknown;
        try {
          await exportStatement(statement as Statement, format);
        } catch (e) {
          error = e;
        }
        expect(error, `${format} accepted "${name}"`).toBeInstanceOf(StatementError);
        expect((error as StatementError).code).toBe('EXPORT_FAILED');
        expect((error as StatementError).message, format).toContain(`${format}: ${field} `);
      }
    });
  }
});

describe('hostile text x every format: well-formed and neutralised', () => {
  for (const [name, statement] of written) {
    it(name, async () => {
      // These statements are about text, not arithmetic: balance formats are asked to write them whether or not they add up.
      for (const format of BUILTIN_FORMATS) await checkWritten(format, (await exportStatement(statement, format, { allowUnreconciled: true })).data);
    });
  }
});
