import type { AccountType, Category } from '../types.js';
import { normalizeText, PhraseSet } from './text.js';

/** A rule as data (built-in rules in ./rules/, user rules from JSON are turned into this shape too). */
export interface RuleSpec {
  category: Category;
  /** Words or phrases, matched at word boundaries (see PhraseSet in ./text.ts). */
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
  words: readonly string[];
  /** Tested against the description as printed (user rules with `regex`); either it or `words` may match. */
  raw?: RegExp;
  with: PhraseSet | null;
  unless: PhraseSet | null;
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
    words: spec.words,
    with: phrases(spec.with),
    unless: phrases(spec.unless),
    start: spec.start ?? false,
    notStart: spec.notStart ?? false,
  };
}

function phrases(words: readonly string[] | undefined): PhraseSet | null {
  return words && words.length ? new PhraseSet(words) : null;
}

/** Rules sorted by priority (highest first) with one index over all their words. */
export interface RuleBook {
  rules: readonly CompiledRule[];
  index: PhraseSet;
}

export function ruleBook(rules: CompiledRule[]): RuleBook {
  const sorted = [...rules].sort((a, b) => b.priority - a.priority || a.order - b.order);
  const index = new PhraseSet([]);
  sorted.forEach((r, i) => index.add(r.words, i));
  return { rules: sorted, index };
}

/**
 * The best rule for a description: highest priority, then the longest match, then the earliest rule. Scoring
 * instead of first-match lets a merchant name beat the payment-method words around it ("UPI/SWIGGY", "PAYPAL
 * NETFLIX") without ordering hundreds of rules by hand.
 */
export function bestMatch(book: RuleBook, description: string, dir: 'in' | 'out', account: AccountType | undefined): Match | null {
  const tokens = normalizeText(description).trim().split(' ');
  const lengths = new Array<number>(book.rules.length).fill(0);
  book.index.scan(tokens, (i, start, length) => {
    const r = book.rules[i]!;
    if ((r.start && start !== 0) || (r.notStart && start === 0)) return;
    if (length > lengths[i]!) lengths[i] = length;
  });
  let best: Match | null = null;
  book.rules.forEach((r, i) => {
    if (best && r.priority < best.priority) return;
    if (r.dir && r.dir !== dir) return;
    if (r.account && account && r.account !== account) return;
    const m = r.raw?.exec(description);
    const length = Math.max(lengths[i]!, m ? Math.max(1, m[0].length) : 0);
    if (!length) return;
    if (r.with && !r.with.has(tokens)) return;
    if (r.unless?.has(tokens)) return;
    // Rules are visited in order, so on a tie the earlier one stays.
    if (!best || r.priority > best.priority || length > best.length) best = { category: r.category, priority: r.priority, length, order: r.order };
  });
  return best;
}
