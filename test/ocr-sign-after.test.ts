/** A dollar sign printed after each figure, as OCR misreads it at 200 DPI 1-bit: "8" alone, "3%", "%". */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

describe('a currency sign after OCR figures', () => {
  it('reads a lone "8" after a two-decimal figure and "3%" after a digit run as the sign, and the figures before them', () => {
    const p = page([
      [['Date', 36, 56], ['Details', 148, 178], ['Debit', 451, 480], ['Balance', 538, 569]],
      [['28', 36, 44], ['Dec', 48, 61], ['2023', 64, 81], ['VIS', 148, 161], ['TESCO', 163, 190], ['-24.86%', 451, 480, 0.33], ['483294', 538, 569, 0.1], ['3%', 572, 576, 0.1]],
      [['28', 36, 45], ['Dec', 48, 61], ['2023', 64, 81], ['VIS', 148, 161], ['SPOTIFY', 164, 197], ['-13.62', 451, 473, 0.35], ['8', 476, 480], ['4,819.32', 538, 569], ['%', 572, 576, 0.59]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    // The balance's digits are read (its lost separator is the balance chain's to settle), and the debit beside it.
    expect(rows.map((r) => [Number(r.debit?.replace(/[^\d.-]/g, '')), r.balance?.replace(/[^\d]/g, '')])).toEqual([
      [-24.86, '48329400'],
      [-13.62, '481932'],
    ]);
  });

  it('reads a lone "s" for "$" between a two-decimal figure and its Dr mark as the sign', () => {
    // scanned random 10243 (300 DPI 1-bit): "28.09 s Dr" was a dated line without an amount, and the balance chain
    // then gave the next row the two rows' sum
    const p = page([
      [['Date', 37, 58], ['Narration', 90, 128], ['Amount', 453, 481], ['Balance', 547, 575]],
      [['17/12/2024', 37, 80], ['POS', 90, 104], ['GRAB', 106, 125], ['28.09', 450, 471], ['s', 474, 479, 0.75], ['Dr', 490, 499]],
      [['17/12/2024', 37, 80], ['POS', 90, 104], ['GUARDIAN', 106, 141], ['45.24', 450, 471, 0.73], ['s', 474, 479, 0.73], ['Dr', 490, 499], ['332.60', 531, 557], ['$', 560, 565], ['Cr', 567, 576]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => (r.amount ?? r.debit ?? '').replace(/[^\d.]/g, ''))).toEqual(['28.09', '45.24']);
  });

  it('reads a capital "S" for "$" as the sign where the Dr mark follows it, and not where it ends the line', () => {
    // scanned random 11226 (300 DPI grey, AUD, "$" printed after each figure): "67.93 S Dr" was a dated line without
    // an amount. A lone "S" ending the line may be a mark of its own (Soll).
    const p = page([
      [['Date', 37, 58], ['Narration', 118, 158], ['Amount', 466, 494], ['Dr/Cr', 540, 560]],
      [['13-JAN-24', 37, 70], ['Visa', 118, 135], ['Coles', 176, 197], ['67.93', 470, 490], ['S', 494, 499, 0.8], ['Dr', 543, 552]],
      [['11-JAN-24', 37, 70], ['Visa', 118, 135], ['Coles', 176, 197], ['81.52', 470, 490], ['$', 494, 499], ['Dr', 543, 552]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => (r.amount ?? r.debit ?? '').replace(/[^\d.]/g, ''))).toEqual(['67.93', '81.52']);
    const alone = page([
      [['Datum', 37, 58], ['Text', 118, 140], ['Betrag', 466, 494], ['S/H', 500, 515]],
      [['13.01.24', 37, 70], ['Miete', 118, 140], ['67.93', 470, 490], ['S', 502, 507, 0.8]],
    ]);
    expect(parseLayout([alone], {}, 'first').rows.map((r) => r.marks?.[0]?.token)).toEqual(['s']);
  });

  it('reads a lone "3", "5" or "&" for "$" a sign column apart from a two-decimal figure as the sign', () => {
    // scanned random 10343 (200 DPI 1-bit, AUD): "$" printed in its own place after each figure, read "§" on some rows
    // and "3", "5", "&" on others; those rows were dated lines without an amount, or their debit went to the details.
    const p = page([
      [['Date', 36, 56], ['Particulars', 151, 190], ['Debit', 291, 318], ['Credit', 410, 440], ['Balance', 529, 560]],
      [['07.06.23', 37, 69], ['Visa', 151, 168], ['Purchase', 172, 204], ['28.81', 289, 308], ['§', 314, 318, 0.68], ['1,763.56', 518, 549, 0.77], ['§', 554, 558, 0.59]],
      [['07.06.23', 37, 69], ['ATM', 151, 163], ['Withdrawal', 167, 207], ['242.00', 285, 308, 0.74], ['1,521.55', 518, 549, 0.69], ['&', 554, 558, 0.61]],
      [['07.06.23', 37, 69], ['ATM', 151, 163], ['Withdrawal', 167, 207], ['296.00', 285, 308], ['3', 314, 316, 0.69], ['1,225.55', 518, 549, 0.85]],
      [['12.06.23', 37, 69], ['Visa', 151, 168], ['Chemist', 208, 236], ['35.26', 289, 308, 0.74], ['§', 314, 318, 0.74], ['102.43', 526, 549], ['5', 554, 557, 0.76]],
      [['14.06.23', 37, 69], ['Salary', 151, 178], ['Kookaburra', 180, 222], ['2,707.79', 395, 426, 0.64], ['§', 432, 436, 0.5], ['2,773.59', 518, 549]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [(r.debit ?? r.amount ?? '').replace(/[^\d.]/g, ''), (r.balance ?? '').replace(/[^\d.]/g, '')])).toEqual([
      ['28.81', '1763.56'],
      ['242.00', '1521.55'],
      ['296.00', '1225.55'],
      ['35.26', '102.43'],
      ['', '2773.59'],
    ]);
  });

  it('reads "5%", "S%" and "5$" for "S$" after a figure with its two decimals as the sign', () => {
    // scanned random 9160 (150 DPI grey, SGD): the rows with the misread sign were dated lines without an amount
    const p = page([
      [['Date', 36, 54], ['Particulars', 241, 284], ['Transaction', 724, 771], ['Amount', 774, 806]],
      [['26/12', 36, 57], ['Salary', 241, 265], ['Harbourside', 268, 313], ['2,675.83', 761, 793, 0], ['5%', 796, 806, 0]],
      [['28/12', 36, 57], ['EFTPOS', 241, 275], ['Z', 277, 282], ['Energy', 285, 312], ['59.13', 772, 793], ['5%', 796, 806]],
      [['30/12', 36, 57], ['Debit', 241, 261], ['Card', 263, 281], ['16.24', 772, 793], ['S$', 796, 806]],
      [['03/01', 36, 57], ['EFTPOS', 241, 275], ['Unichem', 278, 310], ['51.16', 772, 793], ['S%', 796, 806]],
      [['04/01', 36, 57], ['EFTPOS', 241, 275], ['Unichem', 278, 310], ['12.20', 772, 793], ['5$', 796, 806]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [r.dates[0], (r.amount ?? '').replace(/[^\d.,]/g, '')])).toEqual([
      ['26/12', '2,675.83'],
      ['28/12', '59.13'],
      ['30/12', '16.24'],
      ['03/01', '51.16'],
      ['04/01', '12.20'],
    ]);
  });

  it('reads the same signs with a trailing minus ("348.63 S%-", "31.53 5%-", "26.98 S3%-") as the sign and the minus', () => {
    // scanned random 9819 (200 DPI, SGD, "S$-" after every debit): 29 of 70 rows were dated lines without an amount
    const p = page([
      [['Date', 36, 54], ['Particulars', 100, 150], ['Balance', 560, 600], ['Amount', 700, 740]],
      [['14-OCT-23', 36, 76], ['Check', 100, 122], ['6586', 125, 145], ['412.05', 560, 585], ['S$', 588, 600], ['348.63', 700, 725], ['S%-', 728, 740]],
      [['15-OCT-23', 36, 76], ['Card', 100, 118], ['Purchase', 121, 155], ['3,826.70', 552, 585], ['S$', 588, 600], ['90.21', 704, 725], ['5%-', 728, 740]],
      [['22-OCT-23', 36, 76], ['Chipotle', 100, 135], ['2,611.84', 552, 585], ['S$', 588, 600], ['26.98', 704, 725], ['S3%-', 728, 744]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => (r.amount ?? '').replace(/[^\d.,-]/g, ''))).toEqual(['348.63-', '90.21-', '26.98-']);
  });
});
