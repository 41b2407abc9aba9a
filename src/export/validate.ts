/**
 * The Statement handed to an exporter is checked first: exportStatement takes any object (a Statement read back
 * from JSON, edited by hand, built by another tool), and a NaN amount, a date that is not ISO or a number where text
 * belongs must never turn into a file that looks fine and is wrong ("NaN", "-Infinity.NaN", an unparseable date).
 * A bad value is EXPORT_FAILED naming the field (`transactions[3].debit`).
 */
import { StatementError } from '../errors.js';

/** Amounts beyond this lose cents in a double (2^53 cents is ~9 * 10^13): no statement has them. */
export const MAX_EXPORT_AMOUNT = 1e13;

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const RECONCILIATION_STATUS = ['reconciled', 'discrepancy', 'unverifiable'];

type Bag = Record<string, unknown>;

export function validateStatement(statement: unknown, format: string): void {
  const fail = (field: string, rule: string, value: unknown): never => {
    throw new StatementError('EXPORT_FAILED', `${format}: ${field} ${rule} (got ${describe(value)})`);
  };
  const obj = (v: unknown, field: string): Bag => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Bag) : fail(field, 'must be an object', v));
  const arr = (v: unknown, field: string): unknown[] => (Array.isArray(v) ? v : fail(field, 'must be an array', v));
  const money = (v: unknown, field: string, nullable: boolean) => {
    if (nullable && v === null) return;
    if (typeof v !== 'number' || !Number.isFinite(v)) fail(field, nullable ? 'must be a finite number or null' : 'must be a finite number', v);
    if (Math.abs(v as number) > MAX_EXPORT_AMOUNT) fail(field, `must be at most ${MAX_EXPORT_AMOUNT} in size`, v);
  };
  const num = (v: unknown, field: string, optional = true) => {
    if (optional && v === undefined) return;
    if (typeof v !== 'number' || !Number.isFinite(v)) fail(field, 'must be a finite number', v);
  };
  const text = (v: unknown, field: string, nullable: boolean) => {
    if (nullable && (v === null || v === undefined)) return;
    if (typeof v !== 'string') fail(field, nullable ? 'must be a string or null' : 'must be a string', v);
  };
  const date = (v: unknown, field: string, nullable: boolean) => {
    if (nullable && (v === null || v === undefined)) return;
    if (typeof v !== 'string' || !ISO_DATE.test(v)) fail(field, nullable ? 'must be an ISO date (YYYY-MM-DD) or null' : 'must be an ISO date (YYYY-MM-DD)', v);
  };
  const bool = (v: unknown, field: string) => {
    if (v !== null && v !== undefined && typeof v !== 'boolean') fail(field, 'must be true, false or null', v);
  };
  const strings = (v: unknown, field: string) => {
    if (v === undefined) return;
    arr(v, field).forEach((x, i) => text(x, `${field}[${i}]`, false));
  };

  const s = obj(statement, 'statement');
  if (s.account_type !== 'bank' && s.account_type !== 'credit_card') fail('account_type', "must be 'bank' or 'credit_card'", s.account_type);
  for (const k of ['bank_name', 'account_number', 'iban', 'currency', 'parser'] as const) text(s[k], k, true);
  date(s.period_start, 'period_start', true);
  date(s.period_end, 'period_end', true);
  money(s.opening_balance ?? null, 'opening_balance', true);
  money(s.closing_balance ?? null, 'closing_balance', true);
  num(s.page_count, 'page_count');
  num(s.confidence, 'confidence');
  strings(s.warnings, 'warnings');

  arr(s.transactions, 'transactions').forEach((t, i) => {
    const f = `transactions[${i}]`;
    const tx = obj(t, f);
    date(tx.date, `${f}.date`, false);
    date(tx.value_date, `${f}.value_date`, true);
    text(tx.description, `${f}.description`, false);
    text(tx.category, `${f}.category`, false);
    text(tx.reference, `${f}.reference`, true);
    money(tx.debit, `${f}.debit`, false);
    money(tx.credit, `${f}.credit`, false);
    money(tx.balance ?? null, `${f}.balance`, true);
    num(tx.page_number, `${f}.page_number`);
    num(tx.confidence, `${f}.confidence`);
    strings(tx.corrections, `${f}.corrections`);
  });

  const r = obj(s.reconciliation, 'reconciliation');
  if (!RECONCILIATION_STATUS.includes(r.status as string)) fail('reconciliation.status', `must be one of ${RECONCILIATION_STATUS.join(', ')}`, r.status);
  bool(r.totals_match, 'reconciliation.totals_match');
  bool(r.chain_ok, 'reconciliation.chain_ok');
  money(r.computed_closing ?? null, 'reconciliation.computed_closing', true);
  money(r.difference ?? null, 'reconciliation.difference', true);
  strings(r.notes, 'reconciliation.notes');
  if (r.notes === undefined) fail('reconciliation.notes', 'must be an array', r.notes);
  arr(r.breaks, 'reconciliation.breaks').forEach((b, i) => {
    const f = `reconciliation.breaks[${i}]`;
    const k = obj(b, f);
    num(k.index, `${f}.index`, false);
    num(k.page_number, `${f}.page_number`);
    date(k.date, `${f}.date`, true);
    for (const m of ['expected_balance', 'printed_balance', 'difference'] as const) money(k[m] ?? null, `${f}.${m}`, true);
  });
}

function describe(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v);
  if (typeof v === 'bigint') return `${v}n`;
  if (Array.isArray(v)) return 'an array';
  return typeof v;
}
