import type { AccountType, Category } from '../types.js';
import { normalizeText, wordsRegExp } from './text.js';

/** A rule as data (built-in rules in ./rules/, user rules from JSON are turned into this shape too). */
export interface RuleSpec {
  category: Category;
  /** Words or phrases, matched at word boundaries (see wordSource in ./text.ts). */
  words: readonly string[];
  /** Only for money in / money out. */
  dir?: 'in' | 'out';
  /** Only on this kind of account (a rule with one still applies when the account type is not known). */
  account?: AccountType;
  /** Risky short words: the rule only applies when one of these is also in the description. */
  with?: readonly string[];
  /** The rule does not apply when one of these is in the description. */
  unless?: readonly string[];
  /** The word must open the description ("BP J SMITH": a bill payment, not the fuel brand). */
  start?: boolean;
  /** The word must not open the description ("POS DB BP#847": the fuel brand). */
  notStart?: boolean;
}

export interface CompiledRule {
  category: Category;
  priority: number;
  order: number;
  dir?: 'in' | 'out';
  account?: AccountType;
  re: RegExp | null;
  /** Tested against the description as printed (user rules with `regex`); either it or `re` may match. */
  raw?: RegExp;
  with: RegExp | null;
  unless: RegExp | null;
  start: boolean;
  notStart: boolean;
}

export interface Match {
  category: Category;
  priority: number;
  /** Characters matched: a longer phrase is more specific ("amazon prime" over "amazon"). */
  length: number;
  order: number;
}

export function compileRule(spec: RuleSpec, priority: number, order: number): CompiledRule {
  return {
    category: spec.category,
    priority,
    order,
    ...(spec.dir ? { dir: spec.dir } : {}),
    ...(spec.account ? { account: spec.account } : {}),
    re: wordsRegExp(spec.words),
    with: wordsRegExp(spec.with),
    unless: wordsRegExp(spec.unless),
    start: spec.start ?? false,
    notStart: spec.notStart ?? false,
  };
}

function test(re: RegExp | null, text: string): boolean {
  if (!re) return false;
  re.lastIndex = 0;
  return re.test(text);
}

/** The longest match of the rule in `text` (normalised), or 0. */
function matchLength(r: CompiledRule, text: string, printed: string): number {
  let best = 0;
  const m = r.raw?.exec(printed);
  if (m) best = Math.max(1, m[0].length);
  if (!r.re) return best;
  for (const m of text.matchAll(r.re)) {
    if (r.start && m.index !== 1) continue;
    if (r.notStart && m.index === 1) continue;
    best = Math.max(best, m[0].length);
  }
  return best;
}

/**
 * The best rule for a description: highest priority, then the longest match, then the earliest rule. Scoring
 * instead of first-match lets a merchant name beat the payment-method words around it ("UPI/SWIGGY", "PAYPAL
 * NETFLIX") without ordering hundreds of rules by hand.
 */
export function bestMatch(rules: readonly CompiledRule[] /* sorted by priority, highest first */, description: string, dir: 'in' | 'out', account: AccountType | undefined): Match | null {
  const text = normalizeText(description);
  let best: Match | null = null;
  for (const r of rules) {
    if (r.dir && r.dir !== dir) continue;
    if (r.account && account && r.account !== account) continue;
    if (best && r.priority < best.priority) break; // rules come sorted by priority
    const length = matchLength(r, text, description);
    if (!length) continue;
    if (r.with && !test(r.with, text)) continue;
    if (test(r.unless, text)) continue;
    // Rules are visited in order, so on a tie the earlier one stays.
    if (!best || r.priority > best.priority || length > best.length) best = { category: r.category, priority: r.priority, length, order: r.order };
  }
  return best;
}
