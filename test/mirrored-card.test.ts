/**
 * A card's balance owed runs as a bank balance does with every direction turned round. A bank statement whose debit
 * label was lost (fresh random scan 11500: "Money" over "out" read apart at 200 DPI) had its debits read under the
 * nearest label, the credit column's: as a bank account the chain had to overrule every debit's column, as a card it
 * overruled only the few credits, and the card reading came out `reconciled` with every row's direction wrong. A card
 * reading that nothing on the page names and that holds only by overruling printed directions is never `reconciled`.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const row = (date: string, what: string, x1: number, amount: string, balance: string): Cell[] => [[date, 36, 80], [what, 95, 160], right(amount, x1), right(balance, 420)];

describe('a card reading no card word names, whose chain overrules printed directions', () => {
  it('is not taken: the header missing the debit label is read as no header, a bank statement that reconciles', () => {
    const p = textLayerPage([
      [['Balance', 36, 66], ['brought', 69, 98], ['forward', 101, 130], right('1,000.00', 420)],
      [['Date', 36, 52], ['Narration', 95, 130], ['Deposits', 320, 350], ['Balance', 392, 420]],
      row('01/10/2023', 'ATM WITHDRAWAL', 300, '100.00', '900.00'),
      row('02/10/2023', 'GIRO RENT', 300, '400.00', '500.00'),
      row('03/10/2023', 'SALARY', 350, '1,000.00', '1,500.00'),
      row('04/10/2023', 'POS GROCER', 300, '50.00', '1,450.00'),
      row('05/10/2023', 'NETS TOAST BOX', 300, '20.00', '1,430.00'),
      [['Ending', 36, 62], ['balance', 65, 95], right('1,430.00', 420)],
    ]);
    // The header names no debit column, so its reading does not add up as a bank account; read as if no header
    // were printed, the three figure columns are debits, credits and balances, and that reconciles as a bank
    // statement (interpret/without-headers.ts). The card reading, which overrules printed directions, is not taken.
    const { rec, built, interpretation } = interpret([p]);
    expect(interpretation.headers).toBe('ignored');
    expect(built.account_type).toBe('bank');
    expect(rec.status).toBe('reconciled');
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[100, 0], [400, 0], [0, 1000], [50, 0], [20, 0]]);
  });
});
