import { describe, expect, it } from 'vitest';
import { directionSuspects, doubtedAmounts, misreadSuspects, reshapedAmounts, surplusSuspects } from '../src/reconcile/misread-suspects.js';
import type { Transaction, Word } from '../src/types.js';

const tx = (debit: number, credit: number): Transaction =>
  ({ date: '2025-06-14', description: 'x', debit, credit, balance: null, category: 'other', reference: null, page_number: 1, value_date: null, confidence: 0.8 }) as Transaction;
const word = (text: string, alternatives?: string[]): Word => ({ text, x0: 0, x1: 10, y0: 0, y1: 8, size: 8, confidence: 0.78, ...(alternatives ? { alternatives } : {}) });

describe('misreadSuspects', () => {
  it('names the row whose amount tesseract also read as the figure that closes the gap, on either side', () => {
    const txs = [tx(68.61, 0), tx(12.5, 0), tx(0, 100)];
    const cells = [{ amount: word('-68.61', ['-68,61', '-58.61']) }, { amount: word('12.50', ['12.80']) }, { amount: word('100.00', ['190.00']) }];
    // Printed closing 10 more than the rows give: a debit 10 smaller would do it.
    expect(misreadSuspects(txs, cells, 10, 1)).toEqual([{ index: 0, read: 68.61, offered: 58.61 }]);
    // 90 more: the credit read 100 offered 190.
    expect(misreadSuspects(txs, cells, 90, 1)).toEqual([{ index: 2, read: 100, offered: 190 }]);
    // A card (balance = owed) moves the other way.
    expect(misreadSuspects(txs, cells, -10, -1)).toEqual([{ index: 0, read: 68.61, offered: 58.61 }]);
  });

  it('names nothing when no offered reading closes the gap exactly, or when there is no gap', () => {
    const txs = [tx(68.61, 0)];
    const cells = [{ amount: word('-68.61', ['-58.61']) }];
    expect(misreadSuspects(txs, cells, 9.99, 1)).toEqual([]);
    expect(misreadSuspects(txs, cells, 0, 1)).toEqual([]);
    expect(misreadSuspects(txs, [{ amount: word('-68.61') }], 10, 1)).toEqual([]);
  });

  it('names a row whose offered reading closes the gap turned round: sign and digit lost in one word', () => {
    // -5,91 read "6,91" at confidence 0.00, offered "5,91" (scanned random 9147, no balances): money in 6.91 where
    // 5.91 went out leaves the rows' closing 12.82 above the printed one.
    const txs = [tx(20.99, 0), tx(0, 6.91), tx(129, 0)];
    const cells = [{ amount: word('-20,99') }, { amount: word('6,91', ['6.91', '=,91', '5,91']) }, { amount: word('-129,00') }];
    expect(misreadSuspects(txs, cells, -12.82, 1)).toEqual([{ index: 1, read: 6.91, offered: 5.91, turned: true }]);
    // not for a text-layer row, nor where a reading in the row's own direction closes the gap
    expect(misreadSuspects([tx(20.99, 0), { ...tx(0, 6.91), confidence: 1 }], cells, -12.82, 1)).toEqual([]);
    const both = [{ amount: word('-20,99', ['-33,81']) }, cells[1]!, cells[2]!];
    expect(misreadSuspects(txs, both, -12.82, 1)).toEqual([{ index: 0, read: 20.99, offered: 33.81 }]);
  });
});

describe('directionSuspects', () => {
  it('names the OCR row whose direction, turned round, closes the gap exactly (a lost sign)', () => {
    // 77.72 out read as money in: the rows' closing is 155.44 above the printed one.
    const txs = [tx(12.5, 0), tx(0, 77.72), tx(0, 100)];
    expect(directionSuspects(txs, -155.44, 1)).toEqual([1]);
    // A debit read where a credit was printed: the other way; a card's balance moves the other way again.
    expect(directionSuspects([tx(77.72, 0)], 155.44, 1)).toEqual([0]);
    expect(directionSuspects([tx(0, 77.72)], 155.44, -1)).toEqual([0]);
  });

  it('names nothing for text-layer rows, for a gap no turn closes, or when too many rows would do', () => {
    expect(directionSuspects([{ ...tx(0, 77.72), confidence: 1 }], -155.44, 1)).toEqual([]);
    expect(directionSuspects([tx(0, 77.72)], -155.4, 1)).toEqual([]);
    expect(directionSuspects([tx(0, 5), tx(0, 5), tx(0, 5), tx(0, 5)], -10, 1)).toEqual([]);
  });
});

describe('surplusSuspects', () => {
  it('names the row without which the statement adds up (a total read as a row: scan 11252)', () => {
    // A section's total 3,296.55 read as one more debit: the rows' closing is that much below the printed one.
    const txs = [tx(12.5, 0), tx(3296.55, 0), tx(0, 100)];
    expect(surplusSuspects(txs, 3296.55, 1)).toEqual([1]);
    // A credit read twice leaves the rows' closing above; a card's balance moves the other way.
    expect(surplusSuspects(txs, -100, 1)).toEqual([2]);
    expect(surplusSuspects(txs, 100, -1)).toEqual([2]);
  });

  it('names nothing where no one row is the gap, or where too many are', () => {
    expect(surplusSuspects([tx(12.5, 0), tx(0, 100)], 12.4, 1)).toEqual([]);
    expect(surplusSuspects([tx(5, 0), tx(5, 0), tx(5, 0), tx(5, 0)], 5, 1)).toEqual([]);
    expect(surplusSuspects([tx(5, 0)], 0, 1)).toEqual([]);
  });
});

describe('doubtedAmounts', () => {
  // Scanned random 9411 (no balances): 119.70, 39.61 and 197.25 out read 118.70, 38.61 and 187.25, the last two doubted
  // by tesseract with the right figure offered; no one reading closes the gap of -12, so nothing was named.
  const doubted = (text: string, alternatives: string[]): Word => ({ ...word(text, alternatives), confidence: 0.51 });
  const txs = [tx(118.7, 0), tx(38.61, 0), tx(187.25, 0), tx(0, 500)];
  const cells = [{ amount: word('118.70') }, { amount: doubted('38.61', ['39.61', '38,61']) }, { amount: doubted('187.25', ['187,25', '197.25']) }, { amount: word('500.00') }];

  it('names the doubted amounts whose offered figure moves the rows part of the way to the printed closing', () => {
    expect(doubtedAmounts(txs, cells, -12, 1)).toEqual([
      { index: 1, read: 38.61, offered: 39.61 },
      { index: 2, read: 187.25, offered: 197.25 },
    ]);
  });

  it('names none whose figure moves the other way or past the gap, none read with confidence, none without a gap', () => {
    expect(doubtedAmounts(txs, cells, 12, 1)).toEqual([]);
    expect(doubtedAmounts(txs, cells, -5, 1)).toEqual([{ index: 1, read: 38.61, offered: 39.61 }]);
    expect(doubtedAmounts(txs, [cells[0]!, { amount: word('38.61', ['39.61']) }, { amount: word('187.25', ['197.25']) }, cells[3]!], -12, 1)).toEqual([]);
    expect(doubtedAmounts(txs, cells, 0, 1)).toEqual([]);
  });
});

describe('reshapedAmounts', () => {
  // Scanned random 9910 (marks, no balances): "131.17 Credit" read "131.127", taken as 1,311.27 by where its separators
  // must stand; another credit read with a digit too many. No reading closed the gap and no row was named.
  it('names the rows whose amount OCR read as no figure at all', () => {
    const txs = [tx(0, 1311.27), tx(0, 1581.71), tx(134.51, 0), tx(22.36, 0)];
    const cells = [{ amount: word('131.127') }, { amount: word('1581.71') }, { amount: word('13451') }, { amount: word('£22.36') }];
    expect(reshapedAmounts(txs, cells)).toEqual([0, 2]);
  });

  it('names none read from a text layer', () => {
    expect(reshapedAmounts([{ ...tx(0, 1311.27), confidence: 1 }], [{ amount: { ...word('131.127'), confidence: 1 } }])).toEqual([]);
  });
});
