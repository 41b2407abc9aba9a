import type { Line } from '../types.js';
import { matchDateAt } from '../normalize/date-token.js';
import { parseAmount, type AmountMode } from '../normalize/amount.js';

/**
 * A page with no table header whose rows print their date after the details ("Card Purchase Target  Mar 19
 * -109.07  2934.82"): rows start where lines print a date at one left edge inside the line, followed by figures, on
 * more lines than start with a date (a value-date column beside a leading date is as frequent as that date, not more).
 */
export function dateColumnByGeometry(lines: Line[], mode: AmountMode = {}): { x0: number; x1: number } | undefined {
  const edges: { x0: number; x1: number }[] = [];
  let leading = 0;
  for (const line of lines) {
    const texts = line.words.map((w) => w.text);
    const money = (from: number) => texts.slice(from).some((t) => /\d/.test(t) && !!parseAmount(t, mode));
    const first = matchDateAt(texts, 0);
    if (first) {
      if (money(first.used)) leading++;
      continue;
    }
    for (let k = 1; k < texts.length; k++) {
      const m = matchDateAt(texts, k);
      if (!m) continue;
      if ((m.date.kind === 'named' || m.date.year !== undefined || /[./-]/.test(m.date.raw)) && money(k + m.used))
        edges.push({ x0: line.words[k]!.x0, x1: line.words[k + m.used - 1]!.x1 });
      break;
    }
  }
  const best = commonEdge(edges);
  return best && best.n >= 3 && best.n > leading ? { x0: best.x0, x1: best.x1 } : undefined;
}

/** The left edge most of `edges` share (within 3 pt), with the span of the words at it and how many they are. */
export function commonEdge(edges: { x0: number; x1: number }[]): { x0: number; x1: number; n: number } | undefined {
  let best: { x0: number; x1: number; n: number } | undefined;
  for (const e of edges) {
    const same = edges.filter((o) => Math.abs(o.x0 - e.x0) < 3);
    if (!best || same.length > best.n) best = { x0: Math.min(...same.map((o) => o.x0)), x1: Math.max(...same.map((o) => o.x1)), n: same.length };
  }
  return best;
}
