/**
 * A table without a header whose rows print their details' first line above the dated line, one of them with a
 * purchase's foreign amount ("FATURA ODEME TURKCELL 23,25 $"), its "$" read by OCR as "%". A text layer's sign names
 * the other currency and the figure stays in the details; read as a sign OCR could not name, the figure became a row
 * of its own, 23.25 of money in (scanned random 9897: all rows right, a discrepancy that named no row; now
 * reconciled). A lone figure a word space after its line's details, wholly left of where the table's figures stand,
 * is details. A row's amount on its own last line, a column apart from the details, is not touched.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

describe('OCR: a foreign figure in the details of a table without a header', () => {
  it('stays in the details', () => {
    const p = page([
      [['Cum', 36, 53], ['16/06', 56, 75], ['UBSTZKS8', 432, 472], ['650,65', 521, 545], ['DR', 548, 559]],
      [['Cmt', 36, 51], ['17/06', 54, 72], ['5QX6H8Z3', 432, 471], ['619,66', 521, 545], ['DR', 548, 559]],
      [['FATURA', 105, 135], ['ODEME', 138, 167], ['TURKCELL', 169, 210], ['23,25', 213, 233], ['%', 235, 242]],
      [['Cum', 36, 52], ['23/06', 55, 75], ['8KZYEARH', 432, 473], ['454,77', 521, 545], ['DR', 548, 558]],
      [['Cum', 36, 52], ['23/06', 55, 75], ['KQMDHKH6', 432, 476], ['49,02', 525, 545], ['DR', 548, 559]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.amount)).toEqual(['650,65 DR', '619,66 DR', '454,77 DR', '49,02 DR']);
    expect(rows.map((r) => r.description.join(' ')).join(' | ')).toContain('23,25');
  });

  it('leaves a row\'s amount on its last line, a column apart from the details', () => {
    const p = page([
      [['2024-08-04', 36, 77], ['Betaalautomaat', 112, 170]],
      [['Albert', 112, 135], ['Heijn', 138, 155], ['Utrecht', 158, 185], ['8,21', 455, 471, 0.9], ['€', 474, 478]],
      [['2024-08-04', 36, 77], ['Saldo', 112, 133], ['per', 137, 149], ['3.414,70', 521, 552], ['€', 555, 559]],
      [['2024-08-05', 36, 77], ['iDEAL', 112, 135]],
      [['Bestelling', 112, 150], ['3885700441', 153, 200], ['178,64', 446, 471, 0.9], ['€', 474, 478]],
      [['2024-08-05', 36, 77], ['Saldo', 112, 133], ['per', 137, 149], ['3.236,06', 521, 552], ['€', 555, 559]],
      [['2024-08-06', 36, 77], ['Incasso', 112, 140]],
      [['Premium', 112, 145], ['11,00', 452, 471, 0.9], ['€', 474, 478]],
      [['2024-08-06', 36, 77], ['Saldo', 112, 133], ['per', 137, 149], ['3.225,06', 521, 552], ['€', 555, 559]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.flatMap((r) => (r.money ?? []).map((m) => m.raw))).toEqual(expect.arrayContaining(['8,21 €', '178,64 €', '11,00 €']));
  });
});
