/**
 * statement-extractor.config.json: defaults for the options a user sets once (export settings for their accounting
 * software, jobs, OCR). Command-line flags win over it. Unknown keys and wrong types are usage errors naming the
 * key: a typo in a config file must not be silently ignored.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ExportOptions } from '../export/types.js';
import { UsageError } from './usage-error.js';

export const CONFIG_FILE = 'statement-extractor.config.json';

export interface ConfigFile {
  format?: string;
  jobs?: number;
  ocr?: boolean;
  workers?: number;
  dateOrder?: string;
  locale?: string;
  currency?: string;
  export?: ExportOptions;
}

type Rule = 'string' | 'boolean' | 'number' | readonly (string | number)[] | { [key: string]: Rule };

const EXPORT_RULES: Record<string, Rule> = {
  currency: 'string',
  neutralizeFormulas: 'boolean',
  allowUnreconciled: 'boolean',
  account: 'number',
  csv: { delimiter: [',', ';', '\t', '|'], decimalComma: 'boolean', bom: 'boolean' },
  qbo: {
    intuBid: 'string', accountId: 'string', bankId: 'string', accountType: ['bank', 'credit_card'],
    bankAccountType: ['CHECKING', 'SAVINGS', 'MONEYMRKT', 'CREDITLINE'], org: 'string', fid: 'string',
  },
  quickbooks: { dateFormat: ['MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd'], columns: [3, 4] },
  iif: { bankAccount: 'string', offsetAccount: 'string' },
  camt053: { version: ['001.02', '001.08'] },
  mt940: { statementNumber: 'string' },
};

const RULES: Record<string, Rule> = {
  format: 'string',
  jobs: 'number',
  ocr: 'boolean',
  workers: 'number',
  dateOrder: ['DMY', 'MDY', 'YMD'],
  locale: 'string',
  currency: 'string',
  export: EXPORT_RULES,
};

function check(value: unknown, rule: Rule, where: string, file: string): void {
  const bad = (what: string) => {
    throw new UsageError(`${file}: ${where || 'the file'} must be ${what}`);
  };
  if (Array.isArray(rule)) {
    if (!rule.includes(value as never)) bad(`one of ${rule.map((r) => JSON.stringify(r)).join(', ')}`);
  } else if (typeof rule === 'object') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) bad('an object');
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const sub = (rule as Record<string, Rule>)[k];
      if (!sub) throw new UsageError(`${file}: unknown key "${where ? where + '.' : ''}${k}" (known: ${Object.keys(rule).join(', ')})`);
      check(v, sub, where ? `${where}.${k}` : k, file);
    }
  } else if (typeof value !== rule || (rule === 'number' && !Number.isFinite(value))) bad(`a ${rule}`);
}

/** The config file named by --config, else ./statement-extractor.config.json when it exists, else {}. */
export function loadConfig(explicit: string | undefined, cwd = process.cwd()): ConfigFile {
  const file = explicit ?? resolve(cwd, CONFIG_FILE);
  if (explicit === undefined && !existsSync(file)) return {};
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read the config file ${file}: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${file} is not valid JSON: ${(e as Error).message}`);
  }
  check(json, RULES, '', file);
  return json as ConfigFile;
}
