/**
 * A row's balance whose separators OCR lost ("181511" for 1815,11, "2994 99" for 2994,99; fresh random scan 11501 at
 * 200 DPI) read as a word of the row's details: the amounts were right and the totals held, and the statement said
 * `reconciled` with those rows' balances missing and their details holding a number that is no detail. Where the
 * details hold one run of digits that is the running balance after the row, digit for digit, it is the row's balance.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage } from './support/ocr-page.js';

type Cell = [string, number, number, number?];
const row = (what: string, date: string, amount: string, balance: string): Cell[] => [[what, 36, 120], [date, 300, 340], [amount, 430, 460], [balance, 520, 552]];

describe('a balance read into the details (separators lost)', () => {
  it('is the row\'s balance where its digits are the running balance after the row', () => {
    const p = ocrPage([
      [['Opening', 36, 66], ['balance', 69, 98], ['2000,00', 520, 552]],
      row('SHELL', '12/05/2023', '-100,00', '1900,00'),
      row('TESCO', '13/05/2023', '-84,89', '181511'),
      [['READING', 36, 80]],
      row('SALARY', '14/05/2023', '1000,00', '2815,11'),
      [['Closing', 36, 66], ['balance', 69, 98], ['2815,11', 520, 552]],
    ]);
    const { built, rec } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([[100, 0, 1900], [84.89, 0, 1815.11], [0, 1000, 2815.11]]);
    expect(built.transactions[1]!.description).not.toMatch(/181511/);
    expect(rec.status).toBe('reconciled');
  });
});
