import type { Category } from '../../types.js';
import { compileRule, ruleBook, type CompiledRule, type RuleBook, type RuleSpec } from '../engine.js';
import { KIND_RULES } from './kinds.js';
import { WORLD_MERCHANTS } from './merchants-world.js';
import { EUROPE_MERCHANTS } from './merchants-europe.js';
import { CATEGORY_WORDS } from './words.js';
import { RISKY_RULES } from './risky.js';
import { PAYMENT_WORDS } from './payments.js';

/** Merchant names outrank generic words; a payment app named as the merchant is still only a transfer. */
const MERCHANT_PRIORITY = 50;
const WORD_PRIORITY = 40;
const MERCHANT_PRIORITY_OF: Partial<Record<Category, number>> = { transfer: 20, cash: 80 };
/** "STAR HEALTH INSURANCE", "PORTO SEGURO AUTO": the insurance word says more than the name around it. */
const WORD_PRIORITY_OF: Partial<Record<Category, number>> = { insurance: 60 };

function byCategory(table: Partial<Record<Category, string[]>>): RuleSpec[] {
  return Object.entries(table).map(([category, words]) => ({ category: category as Category, words: words! }));
}

function build(): RuleBook {
  const groups: { priority: number | ((s: RuleSpec) => number); rules: RuleSpec[] }[] = [
    ...KIND_RULES,
    ...RISKY_RULES,
    { priority: (s) => MERCHANT_PRIORITY_OF[s.category] ?? MERCHANT_PRIORITY, rules: byCategory(WORLD_MERCHANTS) },
    { priority: (s) => MERCHANT_PRIORITY_OF[s.category] ?? MERCHANT_PRIORITY, rules: byCategory(EUROPE_MERCHANTS) },
    { priority: (s) => WORD_PRIORITY_OF[s.category] ?? WORD_PRIORITY, rules: byCategory(CATEGORY_WORDS) },
    ...PAYMENT_WORDS.map((p) => ({ priority: p.priority, rules: [{ category: p.category, words: p.words, ...(p.dir ? { dir: p.dir } : {}) }] })),
  ];
  const out: CompiledRule[] = [];
  for (const g of groups)
    for (const spec of g.rules) out.push(compileRule(spec, typeof g.priority === 'number' ? g.priority : g.priority(spec), out.length));
  return ruleBook(out);
}

export const BUILTIN_RULES: RuleBook = build();
