import type { Transaction } from '../types.js';
import { roundCents } from '../normalize/amount.js';
import { offersReading, type RowCells } from './repair.js';

const EPS = 0.005;

/**
 * A statement without running balances, read by OCR, whose rows on one side (money out or money in) miss the printed
 * total of that side by what the printed closing misses as well: two printed figures, read apart, say the gap is
 * on that side and how large it is. The one row of that side for which tesseract itself offered the amount that
 * closes the gap takes it. Not a row merely a digit away: two misreads on one side leave a gap one digit wide as well
 * (55.31 read 55.81 and 5.17 read 5.47 leave 0.80, and "55.81" is a digit from 55.01), and the totals and the closing
 * see only their sum. Nor a row whose amount OCR read in several words ("3" and "219,36" for 3 219,36): tesseract's
 * readings of one of them are no readings of the amount (random scan 11577: "219.36", the second word's own reading,
 * closed a gap two other misread rows left, and the statement said "reconciled" with three wrong rows). Never where
 * a dated line went unread (a row may be missing, and the gap is its amount) or two rows were offered the amount.
 * Every change is written to `corrections`. Returns how many rows were changed.
 */
export function repairFromTotals(
  txs: Transaction[],
  cells: RowCells[],
  opening: number,
  closing: number,
  printed: { credits: number | null; debits: number | null },
  sense: 1 | -1,
  unreadLines: number,
): number {
  if (unreadLines > 0 || txs.some((t) => t.balance !== null) || !txs.some((t) => t.confidence < 1)) return 0;
  const sum = (side: 'debit' | 'credit') => roundCents(txs.reduce((a, t) => a + t[side], 0));
  const off = {
    credit: printed.credits === null ? 0 : roundCents(printed.credits - sum('credit')),
    debit: printed.debits === null ? 0 : roundCents(printed.debits - sum('debit')),
  };
  const gap = roundCents(closing - (opening + sense * (sum('credit') - sum('debit'))));
  // The closing must miss by what the totals say, to the cent: each side's gap moves it the side's way.
  if (Math.abs(gap) < EPS || Math.abs(gap - sense * (off.credit - off.debit)) >= EPS) return 0;
  let changed = 0;
  for (const side of ['debit', 'credit'] as const) {
    if (Math.abs(off[side]) < EPS || printed[side === 'debit' ? 'debits' : 'credits'] === null) continue;
    const offered: { index: number; amount: number }[] = [];
    txs.forEach((t, index) => {
      if (t.confidence >= 1 || !(t[side] > 0)) return;
      const amount = roundCents(t[side] + off[side]);
      const word = cells[index]?.amount;
      if (amount > 0 && word && wholeAmount(word.text, t[side]) && offersReading(word, amount)) offered.push({ index, amount });
    });
    if (offered.length !== 1) continue;
    const fix = offered[0]!;
    const t = txs[fix.index]!;
    const total = side === 'debit' ? 'money out' : 'money in';
    t.corrections = [...(t.corrections ?? []), `amount ${t[side].toFixed(2)} read by OCR; ${fix.amount.toFixed(2)} makes the rows meet the printed total of ${total} and the printed closing balance`];
    t[side] = fix.amount;
    changed++;
  }
  return changed;
}

/** The word holds every digit of the amount as read (not one group of an amount read in several words). */
function wholeAmount(text: string, value: number): boolean {
  return text.replace(/\D/g, '').replace(/^0+/, '') === String(Math.round(value * 100));
}
