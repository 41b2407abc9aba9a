/**
 * Tables of dates and figures only, as statements split into sections print them: a daily ending balance table in
 * lists side by side, or checks paid. Their lines are no transactions; the transaction list after them is read whole.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { page } from './support/text-page.js';

const day = (d: number, x: number): [string, number, number][] => [[String(d), x, x + 6], ['May', x + 9, x + 25], ['2024', x + 28, x + 46]];
const TRANSACTIONS: [string, number, number][][] = [
  [['Date', 36, 53], ['Description', 100, 145], ['Amount', 500, 528]],
  [...day(6, 36), ['CARD', 100, 120], ['PURCHASE', 123, 160], ['TESCO', 163, 188], ['STORES', 191, 220], ['METRO', 223, 250], ['CENTRE', 253, 285], ['12.50', 506, 528]],
];

describe('lists of dates and figures', () => {
  it('never reads a header line as the details of the row under it', () => {
    // One list of a date and an amount: the row right under the labels is a balance entry, not a row "Date Amount".
    const p = page([[['Date', 36, 53], ['Amount', 150, 178]], [...day(1, 36), ['2,032.26', 146, 178]], [...day(2, 36), ['1,964.00', 146, 178]], ...TRANSACTIONS]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount])).toEqual([['CARD PURCHASE TESCO STORES METRO CENTRE', '12.50']]);
  });

  it('cuts date and amount lists side by side under a titled header, and reads the next table across the page', () => {
    const p = page([
      [['DAILY', 36, 58], ['ENDING', 61, 90], ['BALANCE', 93, 128]],
      [['Date', 36, 53], ['Amount', 150, 178], ['Date', 300, 317], ['Amount', 414, 442]],
      [...day(1, 36), ['2,032.26', 146, 178], ...day(3, 300), ['1,964.00', 410, 442]],
      [...day(2, 36), ['2,011.10', 146, 178], ...day(4, 300), ['1,950.00', 410, 442]],
      ...TRANSACTIONS,
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount])).toEqual([['CARD PURCHASE TESCO STORES METRO CENTRE', '12.50']]);
  });

  it('reads a check paid (number, date, amount: no details) under a check number label as a transaction', () => {
    for (const label of [[['Check', 36, 57], ['No.', 60, 72]], [['Check', 36, 57], ['#', 60, 66]]] as [string, number, number][][]) {
      const p = page([
        [...label, ['Date', 94, 111], ['Paid', 114, 130], ['Amount', 157, 189]],
        [['6935', 36, 54], ['01/02/2025', 94, 132], ['1,126.00', 157, 189]],
        [['7559', 36, 54], ['20/02/2025', 94, 132], ['65.54', 167, 189]],
      ]);
      const rows = parseLayout([p], {}, 'first').rows;
      expect(rows.map((r) => [r.reference, r.dates[0], r.amount])).toEqual([['6935', '01/02/2025', '1,126.00'], ['7559', '20/02/2025', '65.54']]);
    }
  });

  it('cuts three date and balance lists side by side into three', () => {
    const p = page([
      [['Date', 36, 53], ['Balance', 150, 178], ['Date', 220, 237], ['Balance', 334, 362], ['Date', 400, 417], ['Balance', 514, 542]],
      [...day(1, 36), ['2,032.26', 146, 178], ...day(3, 220), ['1,964.00', 330, 362], ...day(5, 400), ['1,900.00', 510, 542]],
      [...day(2, 36), ['2,011.10', 146, 178], ...day(4, 220), ['1,950.00', 330, 362], ...day(6, 400), ['1,887.50', 510, 542]],
      ...TRANSACTIONS,
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount])).toEqual([['CARD PURCHASE TESCO STORES METRO CENTRE', '12.50']]);
  });

  it('gives tables of unsigned amounts whose titles name no direction the direction the balances require', () => {
    const header: [string, number, number][] = [['Date', 36, 53], ['Description', 100, 145], ['Amount', 500, 528]];
    const row = (d: number, text: string, amount: string): [string, number, number][] => [...day(d, 36), [text, 100, 150], [amount, 528 - 4.5 * amount.length, 528]];
    const p = page([
      [['Opening', 36, 66], ['balance', 69, 97], ['1,000.00', 200, 232]],
      [['Closing', 36, 66], ['balance', 69, 97], ['1,150.00', 200, 232]],
      [],
      [['INSATTNINGAR', 36, 90]],
      header,
      row(3, 'SALARY', '100.00'),
      row(9, 'REFUND', '200.00'),
      [],
      [['UTTAG', 36, 60]],
      header,
      row(4, 'GROCERIES', '50.00'),
      row(8, 'RENT', '100.00'),
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [r.description.join(' '), r.section])).toEqual([['SALARY', 'credit'], ['REFUND', 'credit'], ['GROCERIES', 'debit'], ['RENT', 'debit']]);
  });
});
