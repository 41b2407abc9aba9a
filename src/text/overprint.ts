import type { Word } from '../types.js';

/**
 * Words drawn again over themselves: producers without a bold face draw bold text twice (or more), the copies a
 * fraction of a point apart ("fake bold"), and a text layer then holds every copy. A copy has the same text a
 * tenth of its size or less from the word it copies, which nothing printed twice on purpose can do (two words
 * that close overlap on the page); all but the first are dropped, in the order the page drew them.
 */
export function withoutOverprints(words: Word[]): Word[] {
  const byText = new Map<string, Word[]>();
  const out: Word[] = [];
  for (const w of words) {
    const near = w.size * 0.1;
    const same = byText.get(w.text);
    if (same?.some((o) => Math.abs(o.x0 - w.x0) <= near && Math.abs(o.y0 - w.y0) <= near && Math.abs(o.size - w.size) <= near)) continue;
    if (same) same.push(w);
    else byText.set(w.text, [w]);
    out.push(w);
  }
  return out;
}
