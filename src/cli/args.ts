/**
 * The `extract` command line, read and checked completely before any work: a wrong format, a conflicting flag or a
 * bad config file costs no extraction. Only node built-ins and type imports here (see help.ts).
 */
import { parseArgs } from 'node:util';
import type { ExportOptions } from '../export/types.js';
import { BUILTIN_FORMATS } from '../export/format-names.js';
import { loadConfig } from './config.js';
import { UsageError } from './usage-error.js';

export const OUTPUT_FORMATS: readonly string[] = ['json', ...BUILTIN_FORMATS];
/** Formats whose bytes must not go to a terminal. */
const BINARY_FORMATS = new Set(['excel']);

export interface ExtractArgs {
  inputs: string[];
  formats: string[];
  out?: string;
  outDir?: string;
  report?: string;
  table: boolean;
  quiet: boolean;
  passwords: string[];
  ocr: boolean;
  workers?: number;
  jobs: number;
  hints: { dateOrder?: 'DMY' | 'MDY' | 'YMD'; locale?: string; currency?: string };
  /** A JSON file of the user's category rules (README "Categories"). */
  categories?: string;
  exportOptions: ExportOptions;
}

const OPTIONS = {
  format: { type: 'string' },
  out: { type: 'string' },
  'out-dir': { type: 'string' },
  report: { type: 'string' },
  table: { type: 'boolean' },
  password: { type: 'string' },
  'no-ocr': { type: 'boolean' },
  workers: { type: 'string' },
  jobs: { type: 'string' },
  'date-order': { type: 'string' },
  locale: { type: 'string' },
  currency: { type: 'string' },
  categories: { type: 'string' },
  quiet: { type: 'boolean' },
  config: { type: 'string' },
  'csv-delimiter': { type: 'string' },
  'decimal-comma': { type: 'boolean' },
  bom: { type: 'boolean' },
  'date-format': { type: 'string' },
  'quickbooks-columns': { type: 'string' },
  'camt-version': { type: 'string' },
  'qbo-account-id': { type: 'string' },
  'qbo-bank-id': { type: 'string' },
  account: { type: 'string' },
  'iif-bank-account': { type: 'string' },
  'iif-offset-account': { type: 'string' },
  'allow-unreconciled': { type: 'boolean' },
} as const;

function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[], aliases: Record<string, T> = {}): T | undefined {
  if (value === undefined) return undefined;
  const v = aliases[value.toLowerCase()] ?? allowed.find((a) => a.toLowerCase() === value.toLowerCase());
  if (v === undefined) throw new UsageError(`${flag} must be one of ${allowed.join(', ')} (got "${value}")`);
  return v;
}

function wholeNumber(flag: string, value: string | number | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`${flag} must be a whole number from ${min} to ${max} (got "${value}")`);
  return n;
}

/**
 * Passwords to try in turn: --password first, then STATEMENT_PASSWORDS (one per line; a value without a newline is
 * split at commas, so `STATEMENT_PASSWORDS=a,b` works in a shell; a password holding a comma needs the newline form).
 */
export function passwordsFrom(flag: string | undefined, env: string | undefined): string[] {
  const fromEnv = env ? (env.includes('\n') ? env.split(/\r?\n/) : env.split(',')).filter((p) => p.length > 0) : [];
  return [...new Set([...(flag !== undefined ? [flag] : []), ...fromEnv])];
}

export function parseExtractArgs(argv: string[], env: NodeJS.ProcessEnv = process.env, stdoutIsTTY = !!process.stdout.isTTY): ExtractArgs {
  const { values: v, positionals: inputs } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
  const config = loadConfig(v.config);

  const formatList = v.format ?? config.format ?? 'json';
  const formats = [...new Set(formatList.split(',').map((f) => f.trim().toLowerCase()).filter(Boolean))];
  const unknown = formats.filter((f) => !OUTPUT_FORMATS.includes(f));
  if (unknown.length) throw new UsageError(`unknown format "${unknown.join(', ')}" (known: ${OUTPUT_FORMATS.join(', ')})`);
  if (!formats.length) throw new UsageError('--format is empty');

  if (inputs.length === 0) throw new UsageError('extract needs at least one FILE, DIR, GLOB or -');
  if (inputs.filter((i) => i === '-').length > 1) throw new UsageError('- (stdin) can be given once');
  const out = v.out;
  const outDir = v['out-dir'];
  if (out !== undefined && outDir !== undefined) throw new UsageError('--out and --out-dir exclude each other: --out is one file, --out-dir one file per input and format');
  const table = v.table ?? false;
  if (table && v.format !== undefined && out === undefined && outDir === undefined) {
    throw new UsageError('--table takes stdout: write --format to --out or --out-dir');
  }
  if (!table && out === undefined && outDir === undefined && stdoutIsTTY) {
    const binary = formats.filter((f) => BINARY_FORMATS.has(f));
    if (binary.length) throw new UsageError(`${binary.join(', ')} is binary: give --out FILE or --out-dir DIR instead of writing it to the terminal`);
  }

  const dateOrder = oneOf('--date-order', v['date-order'] ?? config.dateOrder, ['DMY', 'MDY', 'YMD'] as const);
  const workers = wholeNumber('--workers', v.workers ?? config.workers, 1, 64);
  const jobs = wholeNumber('--jobs', v.jobs ?? config.jobs, 1, 64) ?? 1;
  const exportOptions = exportOptionsFrom(v, config.export ?? {});
  if (env.SOURCE_DATE_EPOCH !== undefined && !/^\d+$/.test(env.SOURCE_DATE_EPOCH.trim())) {
    throw new UsageError(`SOURCE_DATE_EPOCH must be whole seconds since 1970 (got "${env.SOURCE_DATE_EPOCH}")`);
  }

  return {
    inputs,
    formats,
    out,
    outDir,
    report: v.report,
    table,
    quiet: v.quiet ?? false,
    passwords: passwordsFrom(v.password, env.STATEMENT_PASSWORDS),
    ocr: !(v['no-ocr'] ?? false) && config.ocr !== false,
    workers,
    jobs,
    hints: { dateOrder, locale: v.locale ?? config.locale, currency: v.currency ?? config.currency },
    ...(v.categories !== undefined ? { categories: v.categories } : {}),
    exportOptions,
  };
}

type Values = ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true; strict: true }>>['values'];

/** Config file export options with the flags laid over them (a flag wins key by key). */
function exportOptionsFrom(v: Values, base: ExportOptions): ExportOptions {
  const o: ExportOptions = { ...base, csv: { ...base.csv }, qbo: { ...base.qbo }, quickbooks: { ...base.quickbooks }, iif: { ...base.iif }, camt053: { ...base.camt053 } };
  const delimiter = oneOf('--csv-delimiter', v['csv-delimiter'], [',', ';', '\t', '|'] as const, { tab: '\t', '\\t': '\t', comma: ',', semicolon: ';', pipe: '|' });
  if (delimiter) o.csv!.delimiter = delimiter;
  if (v['decimal-comma']) o.csv!.decimalComma = true;
  if (v.bom) o.csv!.bom = true;
  const dateFormat = oneOf('--date-format', v['date-format'], ['MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd'] as const);
  if (dateFormat) o.quickbooks!.dateFormat = dateFormat;
  const columns = wholeNumber('--quickbooks-columns', v['quickbooks-columns'], 3, 4);
  if (columns) o.quickbooks!.columns = columns as 3 | 4;
  const camt = oneOf('--camt-version', v['camt-version'], ['001.02', '001.08'] as const, { '02': '001.02', '08': '001.08', '2': '001.02', '8': '001.08' });
  if (camt) o.camt053!.version = camt;
  const acct = v['qbo-account-id'];
  if (acct !== undefined) {
    if (!/^\d{1,22}$/.test(acct)) throw new UsageError(`--qbo-account-id must be 1-22 digits (got "${acct}")`);
    o.qbo!.accountId = acct;
  }
  const bid = v['qbo-bank-id'];
  if (bid !== undefined) {
    if (!/^\d{1,10}$/.test(bid)) throw new UsageError(`--qbo-bank-id must be 1-10 digits (got "${bid}")`);
    o.qbo!.intuBid = bid;
  }
  if (v['iif-bank-account'] !== undefined) o.iif!.bankAccount = v['iif-bank-account'];
  if (v['iif-offset-account'] !== undefined) o.iif!.offsetAccount = v['iif-offset-account'];
  if (v['allow-unreconciled']) o.allowUnreconciled = true;
  const account = wholeNumber('--account', v.account, 0, 999);
  if (account !== undefined) o.account = account;
  return o;
}
