/**
 * A statement of several accounts (Statement.accounts) and the formats that hold one account per file and carry its
 * balances (mt940, camt053, qbo): never merged into one account. Without the `account` option they refuse it,
 * naming the option; with it they write that account alone, its rows and its own balances, which a strict reader
 * (mt940js) then accepts.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BUILTIN_FORMATS, exportStatement } from '../../src/export/index.js';
import type { Statement } from '../../src/types.js';
import { bankOverdraft, makeStatement } from './statements.js';

const require = createRequire(import.meta.url);
const mt940js = require('mt940js') as { Parser: new () => { parse(text: string): { openingBalance: number; closingBalance: number; transactions: unknown[] }[] } };

const ONE_PER_FILE = ['mt940', 'camt053', 'qbo'] as const;

const savings = makeStatement(
  { account_number: '87654321', currency: 'EUR', opening: 1500, period_start: '2024-03-01', period_end: '2024-03-31' },
  [
    { date: '2024-03-05', description: 'INTEREST', credit: 2.5 },
    { date: '2024-03-20', description: 'TRANSFER FROM CURRENT ACCOUNT', credit: 200 },
  ],
);

/** bankOverdraft's rows and balances as the first account, `savings` as the second, as extract() gives them. */
function twoAccounts(): Statement {
  const a = structuredClone(bankOverdraft);
  const b = structuredClone(savings);
  return {
    ...a,
    transactions: [...a.transactions.map((t) => ({ ...t, account_index: 0 })), ...b.transactions.map((t) => ({ ...t, account_index: 1 }))],
    transaction_count: a.transactions.length + b.transactions.length,
    accounts: [a, b].map((s, index) => ({
      index,
      account_number: s.account_number,
      account_name: null,
      currency: s.currency,
      opening_balance: s.opening_balance,
      closing_balance: s.closing_balance,
      transaction_count: s.transactions.length,
      reconciliation: s.reconciliation,
    })),
  };
}

describe('a statement of several accounts', () => {
  it.each(ONE_PER_FILE)('%s: refused without the account option, naming it and the accounts', async (format) => {
    const err = await exportStatement(twoAccounts(), format).then(() => null, (e: unknown) => e);
    expect(err).toMatchObject({ name: 'StatementError', code: 'EXPORT_FAILED' });
    expect((err as Error).message).toMatch(new RegExp(`^${format}: the statement holds 2 accounts \\(0: .*, 1: 87654321\\).*option account`));
  });

  it.each(ONE_PER_FILE)('%s: an index that is no account is refused', async (format) => {
    await expect(exportStatement(twoAccounts(), format, { account: 2 })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('mt940 writes the account asked for alone: its rows and its own balances, read back by mt940js', async () => {
    const text = (await exportStatement(twoAccounts(), 'mt940', { account: 1 })).data.toString('ascii');
    const [st] = new mt940js.Parser().parse(text);
    expect(st!.transactions).toHaveLength(2);
    expect([st!.openingBalance, st!.closingBalance]).toEqual([1500, 1702.5]);
    expect(text).toContain(':25:87654321');
    const first = new mt940js.Parser().parse((await exportStatement(twoAccounts(), 'mt940', { account: 0 })).data.toString('ascii'))[0]!;
    expect(first.transactions).toHaveLength(bankOverdraft.transactions.length);
  });

  it('camt053 and qbo write the account asked for with its own balances', async () => {
    const camt = (await exportStatement(twoAccounts(), 'camt053', { account: 1 })).data.toString('utf8');
    expect(camt.match(/<Ntry>/g)).toHaveLength(2);
    expect(camt).toContain('1702.50');
    const qbo = (await exportStatement(twoAccounts(), 'qbo', { account: 1 })).data.toString('latin1');
    expect(qbo.match(/<STMTTRN>/g)).toHaveLength(2);
    expect(qbo).toMatch(/<BALAMT>1702.50/);
  });

  it('the formats holding rows only write every account\'s rows', async () => {
    for (const format of BUILTIN_FORMATS.filter((f) => !(ONE_PER_FILE as readonly string[]).includes(f))) {
      await expect(exportStatement(twoAccounts(), format)).resolves.toHaveProperty('data');
    }
  });
});
