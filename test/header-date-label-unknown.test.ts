/**
 * A table header whose date label is a word no list of ours holds ("Day  Details  Transaction Amount"), over rows
 * that start with a date: the word standing over those dates labels the date column (header.ts
 * `dateLabelOverDates`). Before, such a line was no header; a later table's header ("Check #  Date Paid  Amount")
 * then governed the rows of every table below it, whose dates stood in its reference column and whose figures right
 * of its money, and a list of daily balances after them was read as rows (random layout 1008664, sections under
 * unknown labels: 6 of 18 rows; after: 18/18, reconciled).
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const labels: Cell[] = [['Day', 36, 50], ['Details', 118, 143], ['Transaction', 486, 531], ['Amount', 535, 559]];
const row = (date: string, details: string, amount: string): Cell[] => [[date, 36, 55], [details, 118, 118 + 4.4 * details.length], right(amount, 545), ['Rs.', 548, 559]];

describe('a header whose date label no list names', () => {
  it('labels the date column where the rows below start with dates', () => {
    const p = textLayerPage([labels, row('01/03', 'NEFT/INFOSPHERE/SALARY', '94,942.31'), row('05/03', 'UPI/KAVYA MENON', '743.24')]);
    const h = readHeader(p.lines, 0);
    expect(h?.header.columns.map((c) => c.role).sort()).toEqual(['amount', 'date', 'description']);
  });

  it('is no header over rows without dates under that word', () => {
    const p = textLayerPage([labels, [['Total', 118, 140], right('95,685.55', 545)], [['Fees', 118, 135], right('0.00', 545)]]);
    expect(readHeader(p.lines, 0)).toBeUndefined();
  });

  it('is never taken from a line that prints a figure (a card\'s total over the next card holder\'s name)', () => {
    // Random 800126: "Total for card ending 6746  Credit  105,484" over "E LINDQVIST XXXX 6884", rows dated under the
    // "E": read as a header, the next card's rows lost their columns.
    const p = textLayerPage([
      [['Total', 138, 157], ['for', 161, 172], ['card', 176, 191], ['ending', 195, 218], ['6746', 222, 237], ['Credit', 423, 446], right('105,484', 559)],
      [['E', 36, 41], ['LINDQVIST', 45, 86], ['XXXX', 93, 112], ['6884', 163, 181]],
      [['Sep', 36, 49], ['1', 53, 57], ['CHEVRON', 138, 173], ['Debit', 423, 442], right('8,045', 559)],
      [['Sep', 36, 49], ['8', 53, 57], ['AMAZON.COM', 138, 190], ['Debit', 423, 442], right('30,018', 559)],
    ]);
    expect(readHeader(p.lines, 0)).toBeUndefined();
  });

  it('ends the table above: sections under such headers are each read under their own', () => {
    const p = textLayerPage([
      [['Opening', 42, 69], ['balance', 73, 100], right('4,546.89', 285)],
      [['New', 42, 54], ['balance', 58, 86], right('52,454.45', 285)],
      [],
      [['DEPOSITS', 38, 79], ['AND', 84, 100], ['ADDITIONS', 105, 151]],
      labels,
      row('01/03', 'NEFT/INFOSPHERE/SALARY', '94,942.31'),
      row('19/03', 'UPI/SNEHA IYER', '7,838.82'),
      [],
      [['CHECKS', 38, 70], ['PAID', 75, 96]],
      [['Check', 36, 57], ['#', 61, 65], ['Date', 85, 100], ['Paid', 104, 120], ['Transaction', 150, 195], ['Amount', 199, 224]],
      [['2647', 36, 56], ['10/03', 85, 104], right('21,000.00', 209), ['Rs.', 213, 224]],
      [['8363', 36, 56], ['05/03', 85, 104], right('29,170.00', 209), ['Rs.', 213, 224]],
      [],
      [['ELECTRONIC', 38, 93], ['WITHDRAWALS', 99, 160]],
      labels,
      row('01/03', 'UPI/APOLLO PHARMACY', '865.79'),
      row('14/03', 'UPI/BIGBASKET/Groceries', '2,783.08'),
      row('31/03', 'UPI/ZOMATO LTD/Order', '1,054.70'),
      [],
      [['DAILY', 38, 64], ['ENDING', 69, 100], ['BALANCE', 105, 142]],
      [['Day', 36, 50], ['Transaction', 84, 129], ['Amount', 133, 158], ['Day', 218, 232], ['Transaction', 266, 311], ['Amount', 315, 340]],
      [['01/03', 36, 55], right('99,489.20', 133), ['Rs.', 136, 147], ['Cr', 151, 158], ['05/03', 218, 237], right('70,319.20', 315), ['Rs.', 318, 329], ['Cr', 333, 340]],
      [['10/03', 36, 55], right('49,319.20', 133), ['Rs.', 136, 147], ['Cr', 151, 158], ['14/03', 218, 237], right('46,536.12', 315), ['Rs.', 318, 329], ['Cr', 333, 340]],
      [['19/03', 36, 55], right('54,374.94', 133), ['Rs.', 136, 147], ['Cr', 151, 158], ['31/03', 218, 237], right('52,454.45', 315), ['Rs.', 318, 329], ['Cr', 333, 340]],
    ]);
    const st = buildStatement([p], {});
    expect(st.transactions.map((t) => [t.date.slice(5), t.debit, t.credit]).sort()).toEqual([
      ['03-01', 0, 94942.31], ['03-01', 865.79, 0], ['03-05', 29170, 0], ['03-10', 21000, 0], ['03-14', 2783.08, 0], ['03-19', 0, 7838.82], ['03-31', 1054.7, 0],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
