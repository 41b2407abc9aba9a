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

  it('reads no line of daily balances three times side by side under labels it does not all know as a transaction', () => {
    // "Entered" is no date label of ours: the label line is no header, and a balance standing under "Transaction"
    // made the line a row whose details were the other dates and balances.
    const d = (m: number, x: number): [string, number, number] => [`04/0${m}/2023`, x, x + 42.5];
    const p = page([
      ...TRANSACTIONS,
      [['Entered', 36, 67.6], ['Transaction', 97, 147.1], ['Amount', 151.7, 179], ['Entered', 226.1, 257.8], ['Transaction', 287.2, 337.3], ['Amount', 341.8, 369.1], ['Entered', 416.3, 447.9], ['Transaction', 477.3, 527.4], ['Amount', 532, 559.3]],
      [d(2, 36), ['1,98,273.68', 134.1, 179], d(3, 226.1), ['1,79,273.71', 324.2, 369.1], d(4, 416.3), ['1,75,114.78', 514.4, 559.3]],
      [d(5, 36), ['84,859.16', 138.1, 179], d(6, 226.1), ['82,422.90', 328.2, 369.1], d(7, 416.3), ['78,108.06', 518.4, 559.3]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount])).toEqual([['CARD PURCHASE TESCO STORES METRO CENTRE', '12.50']]);
  });

  it('ends lists side by side at a label line that it does not read as a header, and reads the table under it whole', () => {
    // "Entered" is no date label of ours: the transactions' label line was no header, and their lines were cut in two.
    const p = page([
      [['Date', 36, 53.1], ['Paid', 57.4, 74.5], ['Number', 95, 127.1], ['Amount', 200.7, 228], ['Date', 288, 305.1], ['Paid', 309.4, 326.5], ['Number', 347, 379.1], ['Amount', 452.7, 480]],
      [['04/29/2023', 36, 78.5], ['1053', 95, 113.9], ['2,009.74', 194.9, 228], ['04/16/2023', 288, 330.5], ['4800', 347, 365.9], ['5,010.28', 446.9, 480]],
      [['04/07/2023', 36, 78.5], ['5053', 95, 113.9], ['1,932.65', 194.9, 228], ['04/24/2023', 288, 330.5], ['9696', 347, 365.9], ['724.75', 454, 480]],
      [['Entered', 36, 67.6], ['Narration', 128.1, 165.9], ['Transaction', 477.3, 527.4], ['Amount', 532, 559.3]],
      [['04/02/2023', 36, 78.5], ['UPI/219522486635/INDIAN', 128.1, 234.1], ['OIL', 238.7, 252.6], ['PETROL', 257.2, 284.8], ['1,700.63', 526.2, 559.3]],
      [['04/03/2023', 36, 78.5], ['UPI/744339398318/BIGBASKET/Groceries', 128.1, 280], ['4,317.50', 526.2, 559.3]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.filter((r) => r.amount === '1,700.63' || r.amount === '4,317.50').map((r) => [r.dates[0], r.description.join(' ')])).toEqual([
      ['04/02/2023', 'UPI/219522486635/INDIAN OIL PETROL'],
      ['04/03/2023', 'UPI/744339398318/BIGBASKET/Groceries'],
    ]);
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
