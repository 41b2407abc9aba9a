/**
 * A column of "-" and "+" marks after the amounts, under a label no reader knows (scanned random 9562, Turkish card,
 * "Tip"): at 150 DPI OCR read some of the marks as "." or "=", and those rows' amounts were lost ("a dated line
 * without a readable amount"). The column is found by geometry from the marks OCR did read as signs, so a misread
 * glyph in it is an unread mark and the figure before it is still the row's amount.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage } from './support/ocr-page.js';

const rows = (misread: string) =>
  interpret([
    ocrPage([
      [['Kayit', 36, 56], ['Aciklama', 88, 123], ['Tutar', 234, 255], ['Tip', 272, 284]],
      [['01.09.2023', 36, 76], ['TRADER', 88, 121], ['JOE', 123, 139], ['642,23', 231, 257], [misread, 277, 280, 0.7]],
      [['02.09.2023', 36, 76], ['DOORDASH', 88, 150], ['965,43', 231, 257], ['-', 277, 280]],
      [['03.09.2023', 36, 76], ['SAFEWAY', 88, 125], ['1.886,99', 229, 260], ['-', 277, 280]],
      [['04.09.2023', 36, 76], ['AUTOPAY', 88, 124], ['PAYMENT', 126, 162], ['2.000,00', 229, 260], ['+', 276, 280]],
      [['05.09.2023', 36, 76], ['HULU', 88, 109], ['314,85', 231, 257], ['-', 277, 280]],
      [['06.09.2023', 36, 76], ['CHEVRON', 88, 127], ['127,13', 231, 257], ['-', 277, 280]],
    ]),
  ]).built.transactions.map((t) => [t.date, t.debit + t.credit]);

describe('OCR: a column of sign marks no label names', () => {
  it('keeps the amount of a row whose mark OCR misread', () => {
    expect(rows('.')).toContainEqual(['2023-09-01', 642.23]);
    expect(rows('=')).toContainEqual(['2023-09-01', 642.23]);
  });

  it('reads the row whose mark was read like the others', () => {
    expect(rows('-')).toHaveLength(6);
  });
});
