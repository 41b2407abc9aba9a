import type { Reconciliation } from '../types.js';
import type { BuiltStatement } from '../normalize/build-transactions.js';
import { directionSuspects, doubtedAmounts, reshapedAmounts, misreadSuspects, summarySuspects, surplusSuspects } from './misread-suspects.js';

/**
 * What a reader should look at first where a statement (or one account of it) does not add up and no running balance
 * says which row is wrong: rows whose amount OCR also read as the figure that closes the gap, rows whose direction
 * turned would close it, rows without which it adds up, amounts OCR doubted, and (`ocr`: some page was read by OCR,
 * so a printed figure may be misread) an opening or closing one digit from the one the rows give. Named, never changed.
 */
export function suspectNotes(built: BuiltStatement, rec: Reconciliation, ocr: boolean): string[] {
  if (rec.status !== 'discrepancy' || rec.difference === null || rec.breaks.length > 0) return [];
  const notes: string[] = [];
  const txs = built.transactions;
  const about = (i: number) => `page ${txs[i]!.page_number}, "${txs[i]!.description.slice(0, 40)}"`;
  const misread = misreadSuspects(txs, built.rowCells, rec.difference, built.balanceSense);
  for (const s of misread.slice(0, 5)) {
    const t = txs[s.index]!;
    const as = s.turned ? (t.debit > 0 ? ' as money in' : ' as money out') : '';
    notes.push(`${about(s.index)}: OCR read the amount ${s.read.toFixed(2)} but also offered ${s.offered.toFixed(2)}, which${as} would make the statement add up`);
  }
  const turned = directionSuspects(txs, rec.difference, built.balanceSense);
  for (const i of turned) {
    const t = txs[i]!;
    const [as, other] = t.debit > 0 ? ['money out', 'money in'] : ['money in', 'money out'];
    notes.push(`${about(i)}: OCR read ${(t.debit || t.credit).toFixed(2)} as ${as}; as ${other} the statement would add up (a sign or mark lost?)`);
  }
  const surplus = surplusSuspects(txs, rec.difference, built.balanceSense);
  for (const i of surplus) {
    const t = txs[i]!;
    notes.push(`${about(i)}: without this row (${(t.debit || t.credit).toFixed(2)} ${t.debit > 0 ? 'out' : 'in'}) the statement would add up: a total or a balance read as a row, or a row read twice?`);
  }
  // No one reading closes the gap: more than one amount may be misread, and the ones OCR itself doubted come first.
  if (!misread.length && !turned.length) {
    const doubted = doubtedAmounts(txs, built.rowCells, rec.difference, built.balanceSense);
    for (const s of doubted)
      notes.push(`${about(s.index)}: OCR doubted the amount ${s.read.toFixed(2)} and also offered ${s.offered.toFixed(2)}, which would close part of the gap`);
    // And the amounts OCR read as no figure at all, which only where their separators must stand made money.
    for (const i of reshapedAmounts(txs, built.rowCells)) {
      if (doubted.some((s) => s.index === i)) continue;
      const t = txs[i]!;
      notes.push(`${about(i)}: OCR read the amount as "${built.rowCells[i]!.amount!.text}", no figure as printed; it was taken as ${(t.debit || t.credit).toFixed(2)}`);
    }
  }
  // Every row may be right and the printed opening or closing misread (a text layer's figure is as printed).
  if (ocr && !built.derived.opening && !built.derived.closing)
    for (const s of summarySuspects(built.opening_balance, built.closing_balance, rec.difference))
      notes.push(`the printed ${s.which} balance was read by OCR as ${s.read.toFixed(2)}; ${s.fits.toFixed(2)}, one digit away, would make the rows add up: a misread ${s.which} (or a row misread by the same amount)`);
  return notes;
}
