import type { Statement } from '../types.js';
import type { ExportOptions } from './types.js';
import { StatementError } from '../errors.js';

/**
 * Formats that hold one account per file and carry its balances (mt940, camt053, qbo): a statement of several
 * accounts (Statement.accounts) is never merged into one account, whose balances would then not add up to its rows
 * (or would, with another account's rows). One account is written at a time, the one `options.account` names (its
 * index); without it such a statement is refused. A statement of one account is returned as it is.
 */
export function oneAccount(statement: Statement, format: string, options: ExportOptions): Statement {
  const accounts = statement.accounts;
  if (!accounts || accounts.length < 2) return statement;
  const i = options.account;
  const names = accounts.map((a) => `${a.index}: ${a.account_number ?? a.account_name ?? 'unnamed'}`).join(', ');
  if (i === undefined)
    throw new StatementError('EXPORT_FAILED', `${format}: the statement holds ${accounts.length} accounts (${names}) and a ${format} file holds one: set the export option account (CLI --account) to the index of the one to write`);
  const a = accounts.find((x) => x.index === i);
  if (!a) throw new StatementError('INVALID_INPUT', `${format}: account ${String(i)} is not one of the statement's accounts (${names})`);
  const transactions = statement.transactions.filter((t) => (t.account_index ?? 0) === i);
  const { accounts: _all, ...rest } = statement;
  return {
    ...rest,
    account_number: a.account_number ?? (i === 0 ? statement.account_number : null),
    iban: i === 0 ? statement.iban : null,
    currency: a.currency ?? statement.currency,
    opening_balance: a.opening_balance,
    closing_balance: a.closing_balance,
    transactions,
    transaction_count: transactions.length,
    reconciliation: a.reconciliation,
  };
}
