/**
 * A bank statement that prints a leading minus on money out and a balance only at each day's end, scanned at low
 * resolution: OCR lost the minus of some figures, which then read as money in. Between two printed balances the one
 * set of rows whose direction was not printed in a way OCR keeps (an unsigned figure), turned, that brings the last
 * balance to the next is turned, and each such row says so in its corrections. A row read with its minus is never
 * turned; where two sets would do, nothing is. Before: the chain broke at each day's end (random layouts 9911, 9763).
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { ocrPage } from './support/ocr-page.js';

type Cell = [string, number, number];
const row = (date: string, what: string, amount: string, balance?: string): Cell[] => [
  [date, 36, 70],
  [what, 100, 160],
  [amount, 400 - 5 * amount.length, 400],
  ...(balance ? [[balance, 500 - 5 * balance.length, 500] as Cell] : []),
];

function statement(days: Cell[][]) {
  return ocrPage([
    [['Opening', 36, 66], ['balance', 69, 99], ['1,000.00', 460, 500]],
    [['Date', 36, 52], ['Description', 100, 150], ['Amount', 370, 400], ['Balance', 466, 500]],
    ...days,
  ]);
}

describe('signs OCR lost between balances printed at each day end', () => {
  it('turns the one set of unsigned rows that brings each day to its printed balance', () => {
    const st = buildStatement([statement([
      row('01/03/2024', 'Rent', '120.00'), // printed -120.00
      row('01/03/2024', 'Refund', '50.00'),
      row('01/03/2024', 'Card', '-30.00', '900.00'),
      row('02/03/2024', 'Transfer', '200.00'), // printed -200.00
      row('02/03/2024', 'Fee', '15.50', '684.50'), // printed -15.50
      row('03/03/2024', 'Salary', '100.00', '784.50'),
    ])], {});
    expect(st.transactions.map((t) => [t.description, t.debit, t.credit, t.balance])).toEqual([
      ['Rent', 120, 0, null],
      ['Refund', 0, 50, null],
      ['Card', 30, 0, 900],
      ['Transfer', 200, 0, null],
      ['Fee', 15.5, 0, 684.5],
      ['Salary', 0, 100, 784.5],
    ]);
    const turned = st.transactions.filter((t) => t.corrections?.some((c) => /without its sign/.test(c)));
    expect(turned.map((t) => t.description)).toEqual(['Rent', 'Transfer', 'Fee']);
  });

  it('turns nothing where two sets of rows would bring the day to its balance', () => {
    const st = buildStatement([statement([
      row('01/03/2024', 'Rent', '40.00'),
      row('01/03/2024', 'Shop', '40.00'),
      row('01/03/2024', 'Card', '-30.00', '970.00'), // one of the two 40.00 lost its minus: which one, nothing says
      row('02/03/2024', 'Salary', '100.00', '1,070.00'),
    ])], {});
    expect(st.transactions.some((t) => t.corrections?.some((c) => /without its sign/.test(c)))).toBe(false);
    expect(st.reconciliation.status).not.toBe('reconciled');
  });
});

describe('signs OCR lost in a statement without a balance column', () => {
  const rows = (second: string, closing: string) => ocrPage([
    [['Opening', 36, 66], ['balance', 69, 99], ['1,000.00', 460, 500]],
    [['Closing', 36, 66], ['balance', 69, 99], [closing, 470, 500]],
    [['Date', 36, 52], ['Description', 100, 150], ['Amount', 370, 400]],
    row('01/03/2024', 'Rent', '-300.00'),
    row('02/03/2024', 'Salary', '250.00'),
    row('03/03/2024', 'Shop', '45.00'), // printed -45.00
    row('04/03/2024', 'Refund', second),
    row('05/03/2024', 'Fee', '20.00'), // printed -20.00
  ]);

  it('turns the one set of unsigned rows that takes the printed opening to the printed closing', () => {
    const st = buildStatement([rows('-50.00', '835.00')], {});
    // 1000 - 300 + 250 - 45 - 50 - 20 = 835: read as printed, the rows give 965.
    expect(st.transactions.map((t) => [t.description, t.debit, t.credit])).toEqual([
      ['Rent', 300, 0],
      ['Salary', 0, 250],
      ['Shop', 45, 0],
      ['Refund', 50, 0],
      ['Fee', 20, 0],
    ]);
    expect(st.transactions.filter((t) => t.corrections?.some((c) => /without its sign/.test(c))).map((t) => t.description)).toEqual(['Shop', 'Fee']);
    expect(st.reconciliation.status).toBe('reconciled');
  });

  it('turns nothing where the rows offer two such sets', () => {
    // Read as printed the rows give 1,080.00; 950.00 is 65.00 of credits turned: Shop and Fee (45 + 20), or Refund.
    const st = buildStatement([rows('65.00', '950.00')], {});
    expect(st.transactions.some((t) => t.corrections?.some((c) => /without its sign/.test(c)))).toBe(false);
    expect(st.reconciliation.status).not.toBe('reconciled');
  });
});
