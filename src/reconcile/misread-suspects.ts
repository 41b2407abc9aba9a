import type { Transaction } from '../types.js';
import { parseAmount } from '../normalize/amount.js';
import { figureAfterSign } from '../normalize/ocr-money-sign.js';
import type { RowCells } from './repair.js';
import { editDistanceAtMostOne } from '../normalize/edit-distance.js';

const EPS = 0.005;

/** An offered reading's value, read as the row's own cell is: "$$437.12" for S$437.12 is 437.12. */
function offeredValue(alt: string): number | undefined {
  const figure = figureAfterSign(alt);
  return parseAmount(figure ?? alt)?.value;
}

/** A row whose amount tesseract also read as a figure that closes the statement's gap exactly. */
export interface MisreadSuspect {
  index: number;
  read: number;
  offered: number;
  /** The offered figure closes the gap only in the other direction (its sign or mark lost as well). */
  turned?: boolean;
}

/**
 * Where a statement does not add up and no running balance says which row is wrong (a table without balances), the
 * rows whose amount word tesseract offered another reading for, one that would make opening + credits - debits
 * equal the printed closing exactly. They are named, never changed: the reading that fits is not a second check.
 * `gap` = printed closing - the closing the rows give; `sense` as in reconcile (+1 a bank account, -1 a card).
 * A word tesseract doubted may have lost its sign with the digit ("6,91" offered "5,91" for -5,91): an offered
 * figure that closes the gap only turned round is named too, after every row's reading in its own direction.
 */
export function misreadSuspects(txs: Transaction[], cells: RowCells[], gap: number, sense: 1 | -1): MisreadSuspect[] {
  if (Math.abs(gap) < EPS) return [];
  const find = (turned: boolean): MisreadSuspect[] => {
    const out: MisreadSuspect[] = [];
    txs.forEach((t, i) => {
      if (turned && (t.confidence >= 1 || (t.debit > 0) === (t.credit > 0))) return;
      const word = cells[i]?.amount;
      const read = t.debit || t.credit;
      for (const alt of word?.alternatives ?? []) {
        const v = offeredValue(alt);
        if (v === undefined || Math.abs((turned ? Math.abs(v) : v) - read) < EPS) continue;
        // Reading v instead moves the rows' closing by sense * (read - v) for money out, sense * (v - read) for money
        // in; turned round, a debit read becomes a credit of v (sense * (read + v)) and a credit a debit.
        const w = Math.abs(v);
        const moves = turned ? sense * (t.debit ? read + w : -(read + w)) : sense * (t.debit ? read - v : v - read);
        if (Math.abs(moves - gap) < EPS) {
          out.push({ index: i, read, offered: w, ...(turned ? { turned } : {}) });
          break;
        }
      }
    });
    return out;
  };
  const plain = find(false);
  return plain.length ? plain : find(true);
}

/**
 * OCR rows whose direction, turned round, closes the statement's gap exactly: a lost minus or an unread mark makes a
 * debit a credit and leaves a gap of twice its amount. Named, never changed (nothing printed confirms the turn); none
 * when more than three rows would do, since then the amount says nothing about which.
 */
export function directionSuspects(txs: Transaction[], gap: number, sense: 1 | -1): number[] {
  // Turned round, a debit read as a credit moves the rows' closing by -2 x amount in the balance's sense.
  return rowsMoving(txs, gap, sense, 2, (t) => !(t.confidence >= 1));
}

/**
 * Rows without which the statement would add up: left out, a row moves the rows' closing by its own amount in the
 * balance's sense, and the gap is exactly that (a total or a balance read as a row, a row read twice). None when more
 * than three would do: then they say little about which.
 */
export function surplusSuspects(txs: Transaction[], gap: number, sense: 1 | -1): number[] {
  return rowsMoving(txs, gap, sense, 1, () => true);
}

/**
 * The rows (of those `looked` at, each one way only) whose amount, `times` over in the balance's sense (a debit up),
 * is the gap; none when more than three are.
 */
function rowsMoving(txs: Transaction[], gap: number, sense: 1 | -1, times: 1 | 2, looked: (t: Transaction) => boolean): number[] {
  if (Math.abs(gap) < EPS) return [];
  const out: number[] = [];
  txs.forEach((t, i) => {
    if (!looked(t) || (t.debit > 0) === (t.credit > 0)) return;
    const moves = sense * times * (t.debit > 0 ? t.debit : -t.credit);
    if (Math.abs(moves - gap) < EPS) out.push(i);
  });
  return out.length <= 3 ? out : [];
}

/** Below this tesseract confidence an amount word is one OCR itself doubted. */
const DOUBTED = 0.7;

/**
 * Where no one reading closes the gap (two or three amounts misread in a statement without balances), the rows whose
 * amount tesseract doubted and offered other digits for, each of which moves the rows' closing part of the way toward
 * the printed one without passing it. Named as places to look, never changed; none when more than five would do, since
 * then they say little about where.
 */
export function doubtedAmounts(txs: Transaction[], cells: RowCells[], gap: number, sense: 1 | -1): MisreadSuspect[] {
  if (Math.abs(gap) < EPS) return [];
  const out: MisreadSuspect[] = [];
  txs.forEach((t, i) => {
    const word = cells[i]?.amount;
    if (t.confidence >= 1 || !word || word.confidence >= DOUBTED || (t.debit > 0) === (t.credit > 0)) return;
    const read = t.debit || t.credit;
    for (const alt of word.alternatives ?? []) {
      const v = offeredValue(alt);
      if (v === undefined || Math.abs(v - read) < EPS) continue;
      const moves = sense * (t.debit ? read - v : v - read);
      if (Math.sign(moves) === Math.sign(gap) && Math.abs(moves) <= Math.abs(gap) + EPS) {
        out.push({ index: i, read, offered: v });
        break;
      }
    }
  });
  return out.length <= 5 ? out : [];
}

/**
 * Where no one reading closes the gap, the rows whose amount OCR read as no figure at all ("131.127", "13451") and the
 * layout read back by where its separators must stand: the reading may be right, but nothing but the arithmetic
 * vouched for it. Named as places to look, never changed; none when more than five would do.
 */
export function reshapedAmounts(txs: Transaction[], cells: RowCells[]): number[] {
  const out: number[] = [];
  txs.forEach((t, i) => {
    const word = cells[i]?.amount;
    if (t.confidence >= 1 || !word || word.confidence >= 1 || (t.debit > 0) === (t.credit > 0)) return;
    // The figure as the word prints it, its currency sign, brackets, sign or mark aside.
    const bare = word.text.replace(/^[^\d]+|[^\d]+$/g, '');
    if (/\d/.test(bare) && !parseAmount(bare)) out.push(i);
  });
  return out.length <= 5 ? out : [];
}

/**
 * A printed opening or closing OCR may have misread: the figure the rows make it (closing: opening + the rows' net;
 * opening: closing - the net) is one digit changed, lost or added from what was read ("8 130,48" for 8 130,49). Named,
 * never changed: without printed totals or a complete chain nothing says the figure, not a row, is the misread one.
 * `gap` = printed closing - the closing the rows give.
 */
export function summarySuspects(opening: number | null, closing: number | null, gap: number): { which: 'opening' | 'closing'; read: number; fits: number }[] {
  if (opening === null || closing === null || Math.abs(gap) < EPS) return [];
  const out: { which: 'opening' | 'closing'; read: number; fits: number }[] = [];
  const round = (x: number) => Math.round(x * 100) / 100;
  const fitsClosing = round(closing - gap);
  const fitsOpening = round(opening + gap);
  if (fitsClosing !== 0 && oneDigitApart(closing, fitsClosing)) out.push({ which: 'closing', read: closing, fits: fitsClosing });
  if (fitsOpening !== 0 && oneDigitApart(opening, fitsOpening)) out.push({ which: 'opening', read: opening, fits: fitsOpening });
  return out;
}

/** Same sign, and the cents' digits one edit apart. */
function oneDigitApart(a: number, b: number): boolean {
  if (a < 0 !== b < 0) return false;
  return editDistanceAtMostOne(Math.round(Math.abs(a) * 100).toString(), Math.round(Math.abs(b) * 100).toString());
}
