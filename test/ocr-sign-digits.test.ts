import { describe, expect, it } from 'vitest';
import { signDigitCandidates, signDigitReadings } from '../src/reconcile/sign-digits.js';
import type { RowCells } from '../src/reconcile/repair.js';
import type { Transaction, Word } from '../src/types.js';
import { parseAmount } from '../src/normalize/amount.js';

const word = (text: string): Word => ({ text, x0: 0, x1: 1, y0: 0, y1: 1, confidence: 0.6, size: 8 });
const money = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A statement's rows as printed (opening 1,883.54, debits and credits with a running balance), and the words OCR read
 * for each amount and balance: `read(figure, i)` gives the word for a printed figure.
 */
function statement(read: (printed: string, i: number, which: 'amount' | 'balance') => string) {
  const moves = [-46.62, -114.8, -129.16, -22.73, 249.32, -36.28, -11.61, -151.83, 2518.17, -98.84, -21.17, -35.23];
  let balance = 1883.54;
  const truth: { debit: number; credit: number; balance: number }[] = [];
  const txs: Transaction[] = [];
  const cells: RowCells[] = [];
  moves.forEach((m, i) => {
    balance = Math.round((balance + m) * 100) / 100;
    truth.push({ debit: m < 0 ? -m : 0, credit: m > 0 ? m : 0, balance });
    const a = read(money(Math.abs(m)), i, 'amount');
    const b = read(money(balance), i, 'balance');
    // The row as the parser built it: an unsigned amount (its direction not printed) read as money out.
    const amount = parseAmount(a.replace(/^\D+/, ''))!.value;
    txs.push({ date: `2023-02-${String(i + 1).padStart(2, '0')}`, description: `row ${i}`, debit: amount, credit: 0, balance: parseAmount(b.replace(/^\D+/, ''))!.value, category: 'other', reference: null, page_number: 1, value_date: null, confidence: 0.8 });
    cells.push({ amount: word(a), balance: word(b) });
  });
  return { txs, cells, truth, closing: balance };
}

// "S$" before each figure, read as digits the way tesseract read it on a blurred 150 DPI scan: "5", "8", "88", "55".
const prefixes = ['5', '88', '55', '8', '$5', '58'];
const signRead = (printed: string, i: number, which: 'amount' | 'balance') => `${prefixes[(i + (which === 'balance' ? 3 : 0)) % prefixes.length]}${printed}`;

describe('signDigitCandidates', () => {
  it('offers the digits as read and without one or two digits at either end, as figures with two decimals', () => {
    expect(signDigitCandidates('881,592.96', 881592.96).sort((a, b) => a - b)).toEqual([159296, 881592, 8159296, 8815929, 88159296]);
    // None is shorter than x.xx.
    expect(signDigitCandidates('9.41', 9.41)).toEqual([941]);
    expect(signDigitCandidates('512.30', 512.3).sort((a, b) => a - b)).toEqual([230, 512, 1230, 5123, 51230]);
  });
});

describe('signDigitReadings', () => {
  it('reads every row again without the digits that stand for a currency sign, as the balances link, and says so', () => {
    const { txs, cells, truth, closing } = statement(signRead);
    // As read, no row follows from the one before.
    expect(txs.filter((t, i) => t.balance === truth[i]!.balance && (t.debit || t.credit) === (truth[i]!.debit || truth[i]!.credit)).length).toBe(0);
    const strong = txs.map(() => false);
    const r = signDigitReadings(txs, cells, strong, [1, -1], { text: '841,883.54', value: 841883.54 }, { text: `8$${money(closing)}`, value: closing });
    expect(r.changed).toBe(txs.length);
    txs.forEach((t, i) => expect({ debit: t.debit, credit: t.credit, balance: t.balance }).toEqual(truth[i]));
    // The printed opening read with the sign's digits ("S$1,883.54" as "841,883.54") is read the same way.
    expect(r.opening).toBe(1883.54);
    expect(r.closing).toBeUndefined();
    expect(txs[0]!.corrections![0]).toBe('amount and balance read by OCR as 546.62 / 81836.92; 46.62 / 1836.92, the same digits without the currency sign\'s look-alikes, link to the balances before and after');
  });

  it('reads rows in any order (a statement printed by section): a link is to any row, not to the row above', () => {
    const { txs, cells, truth } = statement(signRead);
    // Debits first, then credits, as a statement printing its withdrawals and deposits apart lists them.
    const order = txs.map((_, i) => i).sort((a, b) => Number(txs[a]!.debit === 0) - Number(txs[b]!.debit === 0) || a - b);
    const r = signDigitReadings(order.map((i) => txs[i]!), order.map((i) => cells[i]!), order.map(() => false), [1], { text: '1,883.54', value: 1883.54 }, { text: undefined, value: null });
    expect(r.changed).toBeGreaterThanOrEqual(txs.length - 1);
    order.forEach((i) => expect(txs[i]!.balance).toBe(truth[i]!.balance));
  });

  it('leaves a statement that reads right alone, and text-layer rows always', () => {
    const right = statement((p) => p);
    const before = JSON.stringify(right.txs);
    expect(signDigitReadings(right.txs, right.cells, right.txs.map(() => false), [1, -1], { text: '1,883.54', value: 1883.54 }, { text: undefined, value: null }).changed).toBe(0);
    expect(JSON.stringify(right.txs)).toBe(before);
    const digital = statement(signRead);
    for (const t of digital.txs) t.confidence = 1;
    expect(signDigitReadings(digital.txs, digital.cells, digital.txs.map(() => false), [1, -1], { text: '841,883.54', value: 841883.54 }, { text: undefined, value: null }).changed).toBe(0);
  });

  it('takes no reading where two link as well, unless the opening as read anchors one', () => {
    // Every figure read with one "5" before it, every balance between 1,000 and 2,000: "51,836.92" less one digit
    // (1,836.92) or less two (836.92) link to the next row alike, since the same digit is off every balance.
    const moves = [-46.62, -114.8, -129.16, -22.73, 249.32, -36.28, -11.61, -151.83];
    const rows = (opening: number) => {
      let balance = opening;
      const txs: Transaction[] = [];
      const cells: RowCells[] = [];
      const truth: number[] = [];
      moves.forEach((m, i) => {
        balance = Math.round((balance + m) * 100) / 100;
        truth.push(balance);
        txs.push({ date: `2023-02-0${i + 1}`, description: 'x', debit: Number(`5${Math.abs(m).toFixed(2)}`), credit: 0, balance: Number(`5${balance.toFixed(2)}`), category: 'other', reference: null, page_number: 1, value_date: null, confidence: 0.8 });
        cells.push({ amount: word(`5${money(Math.abs(m))}`), balance: word(`5${money(balance)}`) });
      });
      return { txs, cells, truth };
    };
    const loose = rows(1883.54);
    const before = JSON.stringify(loose.txs);
    expect(signDigitReadings(loose.txs, loose.cells, loose.txs.map(() => false), [1], { text: undefined, value: null }, { text: undefined, value: null }).changed).toBe(0);
    expect(JSON.stringify(loose.txs)).toBe(before);
    // The opening read as printed (1,883.54): its own reading is the one the first row must follow from, not "883.54".
    const anchored = rows(1883.54);
    expect(signDigitReadings(anchored.txs, anchored.cells, anchored.txs.map(() => false), [1], { text: '1,883.54', value: 1883.54 }, { text: undefined, value: null }).changed).toBe(moves.length);
    expect(anchored.txs.map((t) => t.balance)).toEqual(anchored.truth);
    expect(anchored.txs.map((t) => t.debit - t.credit)).toEqual(moves.map((m) => -m));
  });
});
