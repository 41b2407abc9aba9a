/**
 * A figure whose separator OCR lost, printed with its currency sign after it and a DR/CR mark after that ("24.25 £
 * DR" read "2425 £ DR"). The mark says the digits are money when it stands right after them; with the sign between
 * them the row lost its amount (scanned random 9859: 56 -> 63 of 68 rows).
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

describe('OCR: a lost-separator figure, its currency sign, then its mark', () => {
  it('reads "2425 £ DR" as 24.25 DR', () => {
    const p = page([
      [['Date', 36, 56], ['Particulars', 99, 140], ['Amount', 410, 439], ['DR/CR', 458, 480], ['Balance', 520, 552]],
      [['01/02/2023', 36, 76], ['EFTPOS', 99, 130], ['New', 133, 148], ['World', 150, 171], ['91.16', 420, 439], ['£', 442, 446], ['DR', 464, 474], ['3,751.97', 522, 552]],
      [['02/02/2023', 36, 76], ['Transfer', 98, 127], ['from', 129, 144], ['56.06', 420, 440], ['£', 442, 446], ['CR', 463, 474], ['3,808.03', 522, 552]],
      [['09/02/2023', 36, 76], ['Netflix.com', 99, 140], ['2425', 420, 439, 0.6], ['£', 442, 446], ['DR', 463, 474], ['3,783.78', 522, 552]],
      [['12/02/2023', 36, 76], ['Salary', 99, 121], ['244896', 409, 440, 0.5], ['£', 442, 446], ['CR', 463, 474], ['6,232.74', 522, 552]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([
      ['91.16 £ DR', '3,751.97'],
      ['56.06 £ CR', '3,808.03'],
      ['24.25 DR', '3,783.78'],
      ['2448.96 CR', '6,232.74'],
    ]);
  });
});
