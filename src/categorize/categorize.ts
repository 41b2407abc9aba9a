import type { AccountType, Category, CategoryRulesSource, Transaction } from '../types.js';
import { bestMatch } from './engine.js';
import { BUILTIN_RULES } from './rules/index.js';
import { loadCategoryRules, type CategoryRuleSet } from './user-rules.js';

export { CATEGORIES, CATEGORY_MEANING } from './categories.js';
export { loadCategoryRules, type CategoryRuleSet } from './user-rules.js';

export interface CategorizeOptions {
  /** The statement's account type: money in on a credit card is a payment to the card, not income. */
  accountType?: AccountType;
  /** User rules (see loadCategoryRules), tried before the built-in ones. */
  rules?: CategoryRulesSource | CategoryRuleSet;
}

/** Kinds of spending: money coming back from such a place is a refund, whatever the place sells. */
const SPENDING = new Set<Category>([
  'grocery', 'dining', 'fuel', 'transport', 'travel', 'shopping', 'health', 'entertainment', 'subscriptions', 'education', 'telecom', 'utilities',
]);
/** On a card, money in that is none of refund, interest, fees, tax, cash... is the holder paying the card. */
const CARD_PAYMENT_FROM = new Set<Category>(['income', 'transfer', 'salary', 'cheque', 'other']);

/**
 * Rule-based, offline category for a transaction description, from its direction (money `in` or `out`) and, when
 * known, the account type. User rules win over everything; then the best built-in rule (see ./engine.ts); money in
 * that matches none is `income` (`card_payment` on a credit card), money out `other`.
 */
export function categorize(description: string, dir: 'in' | 'out', options: CategorizeOptions = {}): Category {
  const account = options.accountType;
  if (options.rules) {
    const user = bestMatch(loadCategoryRules(options.rules).compiled, description, dir, account);
    if (user) return user.category;
  }
  // The interpretation search builds the same rows many times over: the built-in answer is remembered.
  // Keyed by the description itself under its direction and account type: a key string made per row (a copy of
  // every description) filled the old generation on a long statement.
  const scope = `${dir}${account ?? ''}`;
  let byText = memo.get(scope);
  if (!byText) memo.set(scope, (byText = new Map()));
  const known = byText.get(description);
  if (known) return known;
  if (memoSize >= MEMO_SIZE) {
    for (const m of memo.values()) m.clear();
    memoSize = 0;
  }
  const category = builtin(description, dir, account);
  byText.set(description, category);
  memoSize++;
  return category;
}

const MEMO_SIZE = 20_000;
const memo = new Map<string, Map<string, Category>>();
let memoSize = 0;

function builtin(description: string, dir: 'in' | 'out', account: AccountType | undefined): Category {
  let category = bestMatch(BUILTIN_RULES, description, dir, account)?.category ?? (dir === 'in' ? 'income' : 'other');
  if (dir === 'in' && SPENDING.has(category)) category = 'refund';
  if (dir === 'in' && account === 'credit_card' && CARD_PAYMENT_FROM.has(category)) category = 'card_payment';
  return category;
}

/** Sets every transaction's category once the statement's account type is known (and with the user's rules). */
export function categorizeTransactions(transactions: Transaction[], accountType: AccountType, rules?: CategoryRulesSource | CategoryRuleSet): void {
  const options: CategorizeOptions = { accountType, ...(rules ? { rules: loadCategoryRules(rules) } : {}) };
  for (const t of transactions) t.category = categorize(t.description, t.credit > 0 ? 'in' : 'out', options);
}
