/**
 * A DR/CR mark ending the line, which OCR read as another short word ("br" offering "Dr", at 150 DPI) on a page whose
 * header OCR read without the mark's label: the figure before it is the row's amount, its direction left to the
 * running balance. Scanned random 9760 lost the row ("a dated line under the table has no readable amount").
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

describe('a mark OCR read as another short word', () => {
  it('keeps the figure before it as the row\'s amount', () => {
    const p = page([
      [['Value', 36, 57], ['Date', 61, 78], ['Amount', 472, 497]],
      [['Apr', 37, 48], ['28', 54, 61], ['UPI/ZOMATO', 119, 167], ['357.75', 470, 497], ['Dr', 542, 550]],
      [['Apr', 37, 48], ['30', 54, 61], ['292915074262', 119, 167], ['1,995.47', 465, 497, 0.91], ['br', 542, 550, 0.71, ['Dr', 'pr', 'or', 'nr']]],
      [['Apr', 37, 48], ['30', 54, 61], ['BIGBASKET', 119, 167], ['3,695.43', 465, 497], ['Dr', 542, 550]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.description.join(' '))).toEqual(['UPI/ZOMATO', '292915074262', 'BIGBASKET']);
    expect(rows[1]!.amount).toBe('1,995.47');
  });
});
