import type { LayoutEvidence, Reconciliation, Transaction } from '../types.js';
import { byPlace, cents, lastFigure, runsAbove } from './figures-between-rows.js';

/**
 * A statement that does not add up, with a printed total under a run of rows ("Total Checks Paid 548,71") that
 * differs from those rows' sum by exactly what the statement misses: the misread or unread row is among them, and
 * the note says where. On a bank statement money out short by d leaves the computed closing d too high (difference
 * -d) and money in short by d, d too low; on a card's (`sense` -1: the balance owed) the other way round. Only a
 * note: the status stays as the arithmetic left it.
 */
export function nameShortSection(rec: Reconciliation, txs: readonly Transaction[], evidence: LayoutEvidence | undefined, sense: 1 | -1 = 1): void {
  if (rec.status !== 'discrepancy' || rec.difference === null || !evidence) return;
  const gap = cents(rec.difference);
  if (gap === 0) return;
  let printed: Transaction[] | undefined;
  for (const m of evidence.marked) {
    if (m.kind !== 'total' && m.kind !== 'skipped') continue;
    const figure = lastFigure(m.text);
    if (figure === undefined) continue;
    const target = cents(figure);
    for (const { out, inn } of runsAbove((printed ??= byPlace(txs)), m)) {
      const short = target - out === -sense * gap ? out : target - inn === sense * gap ? inn : undefined;
      if (short === undefined) continue;
      rec.notes.push(
        `page ${m.page}: the rows above "${m.text.replace(/\s+/g, ' ').slice(0, 50)}" add up to ${(short / 100).toFixed(2)}; ` +
          `the ${(Math.abs(gap) / 100).toFixed(2)} the statement misses is among them (a row misread or not read)`,
      );
      return;
    }
  }
}
