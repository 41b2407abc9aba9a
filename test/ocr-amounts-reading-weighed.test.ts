/**
 * A two-decimal statement scanned blurred: OCR lost most figures' separators ("142994Rs." for "1.429,94 Rs."), while
 * references in the details print grouped-looking numbers ("INV 46.378"). Counted, the figures looked like whole
 * amounts, the whole reading found more rows and won, and every amount came out a hundred times too large (scanned
 * random 10071: 1 of 49 rows right). Where both readings were made, the one the balances chain better is taken.
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { ocrPage } from './support/ocr-page.js';

type W = [string, number, number, number?];

/** Rows: day, details, the amount and the balance as OCR read them (most separators lost, the "Rs." glued on). */
const ROWS: [string, string, string, string][] = [
  ['09/19/2023', 'DELTA', '249,32Rs.', '1.39360Rs.'],
  ['09/20/2023', 'LYFT', '23,05Rs.', '1.41665Rs.'],
  ['09/21/2023', 'WALGREENS', '1329Rs.', '142994Rs.'],
  ['09/21/2023', 'TRADER', '5299Rs.', '148293Rs.'],
  ['09/21/2023', 'BESTBUY', '38348Rs.', '186641Rs.'],
  ['09/22/2023', 'AMAZON', '3622Rs.', '190263Rs.'],
  ['09/22/2023', 'AMAZON', '13997Rs.', '204260Rs.'],
  ['09/23/2023', 'LYFT', '21,90Rs.', '2.06450Rs.'],
  ['09/23/2023', 'AMC', '2839Rs.', '209289Rs.'],
  ['09/24/2023', 'SAFEWAY', '13569Rs.', '222858Rs.'],
];

function page() {
  const lines: W[][] = [
    [['Statement', 315, 350], ['period', 354, 378], ['09/19/2023', 379, 419], ['to', 421, 428], ['10/18/2023', 430, 470]],
    [['Currency:', 315, 350], ['INR', 352, 365]],
    [['Opening', 36, 66], ['balance', 69, 98], ['1.144,28', 250, 285]],
    [['Closing', 36, 66], ['balance', 69, 98], ['2.228,58', 250, 285]],
    [['Booking', 36, 64], ['Date', 67, 84], ['Narration', 88, 125], ['Balance', 196, 226], ['Amount', 239, 268], ['D/C', 273, 287]],
  ];
  for (const [date, what, amount, balance] of ROWS) {
    lines.push([[date, 36, 76], [what, 88, 130], [balance, 180, 225, 0.7], [amount, 232, 268, 0.7], ['D', 276, 281]]);
    lines.push([['PORTLAND', 88, 120], ['OR', 123, 131], ['INV', 137, 148], ['46.378', 150, 175]]);
  }
  return ocrPage(lines);
}

describe('OCR: amounts read with two decimals or whole, weighed by the arithmetic', () => {
  it('reads a two-decimal statement whose separators OCR lost with its two decimals', () => {
    const st = buildStatement([page()], {});
    expect(st.transactions.map((t) => t.debit)).toEqual([249.32, 23.05, 13.29, 52.99, 383.48, 36.22, 139.97, 21.9, 28.39, 135.69]);
  });
});
