import type { Category } from '../types.js';
import { RULES } from './rules.js';

function fold(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[_*#]/g, ' ');
}

/**
 * Rule-based, offline category for a transaction description. Money in that matches no rule is `income`,
 * money out that matches none is `other`.
 */
export function categorize(description: string, dir: 'in' | 'out'): Category {
  const text = fold(description);
  for (const r of RULES) {
    if (r.dir && r.dir !== dir) continue;
    if (r.re.test(text)) return r.category;
  }
  return dir === 'in' ? 'income' : 'other';
}

export const CATEGORIES: readonly Category[] = [
  'salary', 'income', 'transfer', 'rent', 'mortgage', 'utilities', 'telecom', 'grocery', 'dining', 'fuel', 'transport',
  'travel', 'shopping', 'health', 'insurance', 'entertainment', 'subscriptions', 'education', 'cash', 'fees', 'interest',
  'tax', 'loan', 'card_payment', 'cheque', 'refund', 'charity', 'other',
];
