import fs from 'node:fs';
import type { CategoryRule, CategoryRulesSource } from '../types.js';
import { StatementError } from '../errors.js';
import { compileRule, ruleBook, type CompiledRule, type RuleBook } from './engine.js';
import { CATEGORIES } from './categories.js';

/** User rules, checked and compiled once: pass it as `rules` to categorize() or as `categoryRules` to extract(). */
export interface CategoryRuleSet {
  readonly rules: readonly CategoryRule[];
  /** @internal */
  readonly compiled: RuleBook;
}

/** Above every built-in priority; the earlier user rule wins among users' own. */
const USER_PRIORITY = 1_000_000;

const fileCache = new Map<string, { mtimeMs: number; size: number; set: CategoryRuleSet }>();
const listCache = new WeakMap<object, CategoryRuleSet>();

/**
 * Reads and checks user category rules: a JSON file's path, a list of rules, or `{ rules: [...] }`. Throws
 * INVALID_INPUT naming the rule and field that is wrong (FILE_NOT_FOUND for a missing file), so a typo in a rules
 * file stops the run before any statement is read instead of silently categorising nothing.
 */
export function loadCategoryRules(source: CategoryRulesSource | CategoryRuleSet): CategoryRuleSet {
  if (isRuleSet(source)) return source;
  if (typeof source === 'string') return fromFile(source);
  if (source === null || typeof source !== 'object') invalid('categoryRules', 'must be a file path, a list of rules or { rules: [...] }');
  const cached = listCache.get(source);
  if (cached) return cached;
  const set = compile(Array.isArray(source) ? source : (source as { rules: unknown }).rules, 'categoryRules');
  listCache.set(source, set);
  return set;
}

function isRuleSet(v: unknown): v is CategoryRuleSet {
  return typeof v === 'object' && v !== null && 'compiled' in v && Array.isArray((v as CategoryRuleSet).compiled?.rules);
}

function fromFile(file: string): CategoryRuleSet {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new StatementError('FILE_NOT_FOUND', `category rules file not found: ${file}`);
  }
  const hit = fileCache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.set;
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new StatementError('INVALID_INPUT', `category rules file ${file} is not valid JSON: ${(e as Error).message}`);
  }
  const list = Array.isArray(data) ? data : (data as { rules?: unknown } | null)?.rules;
  const set = compile(list, file);
  fileCache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, set });
  return set;
}

function compile(list: unknown, where: string): CategoryRuleSet {
  if (!Array.isArray(list)) invalid(where, 'must be a list of rules or an object with a "rules" list');
  const compiled = list.map((raw, i) => compileOne(raw, `${where}: rule ${i + 1}`, list.length - i));
  return { rules: list as CategoryRule[], compiled: ruleBook(compiled) };
}

function compileOne(raw: unknown, where: string, rank: number): CompiledRule {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) invalid(where, 'must be an object');
  const r = raw as Record<string, unknown>;
  const known = new Set(['category', 'match', 'regex', 'direction', 'accountType', 'with', 'unless', 'comment']);
  for (const k of Object.keys(r)) if (!known.has(k)) invalid(where, `has an unknown field "${k}" (known: ${[...known].join(', ')})`);
  if (!CATEGORIES.includes(r.category as never)) invalid(where, `category must be one of ${CATEGORIES.join(', ')} (got ${JSON.stringify(r.category)})`);
  if (r.direction !== undefined && r.direction !== 'in' && r.direction !== 'out') invalid(where, 'direction must be "in" or "out"');
  if (r.accountType !== undefined && r.accountType !== 'bank' && r.accountType !== 'credit_card') invalid(where, 'accountType must be "bank" or "credit_card"');
  const match = words(r.match, `${where}: match`);
  if (!match.length && r.regex === undefined) invalid(where, 'needs "match" (words) or "regex"');
  let regex: RegExp | undefined;
  if (r.regex !== undefined) {
    if (typeof r.regex !== 'string' || !r.regex) invalid(where, 'regex must be a non-empty string');
    try {
      regex = new RegExp(r.regex, 'iu');
    } catch (e) {
      invalid(where, `regex is not a valid regular expression: ${(e as Error).message}`);
    }
  }
  const rule = compileRule(
    {
      category: r.category as CategoryRule['category'],
      words: match,
      with: words(r.with, `${where}: with`),
      unless: words(r.unless, `${where}: unless`),
      ...(r.direction ? { dir: r.direction as 'in' | 'out' } : {}),
      ...(r.accountType ? { account: r.accountType as CategoryRule['accountType'] } : {}),
    },
    USER_PRIORITY + rank,
    0,
  );
  if (regex) rule.raw = regex;
  return rule;
}

function words(v: unknown, where: string): string[] {
  if (v === undefined) return [];
  const list = typeof v === 'string' ? [v] : v;
  if (!Array.isArray(list) || list.some((w) => typeof w !== 'string' || !w.replace(/[^\p{L}\p{N}]/gu, ''))) invalid(where, 'must be a word or a list of words (letters or digits)');
  return list as string[];
}

function invalid(where: string, rule: string): never {
  throw new StatementError('INVALID_INPUT', `category rules: ${where} ${rule}`);
}
