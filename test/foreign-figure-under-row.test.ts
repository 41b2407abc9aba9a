/**
 * A text layer's table without a header whose row prints a purchase abroad on its second line, the figure a word
 * space after the details and its currency code wrapped to the line below ("BIEDRONKA 3090 WARSZAWA 63,61" over
 * "USD", random layout 1016361): the figure started a row of its own, of money out, and broke the balances. Under a
 * row whose own figures show where the table's stand, a lone figure on an undated line, a word space after its
 * details and wholly left of those figures, is details (as test/ocr-foreign-figure-headerless.test.ts for OCR). A
 * row's amount on a line of its own under its date's line, in the amount column, is not touched.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { right, textLayerPage as page } from './support/text-page.js';

type Cell = [string, number, number];
const row = (date: string, details: string, amount: string, balance: string): Cell[] => [
  [date, 36, 77], [details, 110, 110 + 4.5 * details.length], right(amount, 458), right(balance, 530),
];

describe('a foreign figure on a row\'s second line, its code below', () => {
  it('stays in the details', () => {
    const p = page([
      row('05.01.2024', 'PRZELEW WYCHODZACY CZYNSZ', '-1 108,58', '16 159,92'),
      row('04.01.2024', 'ZAKUP PRZY UZYCIU KARTY', '-299,36', '17 268,50'),
      [['BIEDRONKA', 110, 153], ['3090', 157, 176], ['WARSZAWA', 181, 219], ['63,61', 223, 247]],
      [['USD', 110, 127]],
      row('03.01.2024', 'ZAKUP PRZY UZYCIU KARTY', '-214,60', '17 567,86'),
      row('02.01.2024', 'PRZELEW OD PIOTR', '+555,31', '17 782,46'),
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.amount)).toEqual(['-1 108,58', '-299,36', '-214,60', '+555,31']);
    expect(rows[1]!.description.join(' ')).toContain('63,61');
  });

  it("leaves a row's amount on its own line under its date's line", () => {
    const p = page([
      row('05.01.2024', 'PRZELEW WYCHODZACY CZYNSZ', '-1 108,58', '16 159,92'),
      [['04.01.2024', 36, 77], ['ZAKUP PRZY UZYCIU KARTY', 110, 213]],
      [['BIEDRONKA', 110, 153], right('-299,36', 458), right('17 268,50', 530)],
      row('03.01.2024', 'ZAKUP PRZY UZYCIU KARTY', '-214,60', '17 567,86'),
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.amount)).toEqual(['-1 108,58', '-299,36', '-214,60']);
  });

  it("keeps a number of the details read as a whole amount before the row's balance out of the amounts", () => {
    // Random layout 1016444 (yen, amounts whole): "ALDI Nord Filiale 890" and the day's balance on the row's second
    // line; 890 was read as a row of its own.
    const p = page([
      [['Currency:', 36, 75], ['JPY', 78, 95]],
      [],
      [['12.09.24', 36, 64], ['Kartenzahlung', 106, 153], right('2.802', 511)],
      [['Rossmann', 106, 138], ['7608', 142, 158], right('90.102', 559)],
      [['13.09.24', 36, 64], ['Kartenzahlung', 106, 153], right('5.909', 511)],
      [['ALDI', 106, 120], ['Nord', 124, 138], ['Filiale', 142, 166], ['890', 170, 180], right('84.193', 559)],
      [['14.09.24', 36, 64], ['Lastschrift', 106, 141], right('5.451', 511)],
      [['Vodafone', 106, 140], right('78.742', 559)],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    // (Each day's balance is a row here: the interpretation reads such lines as the balances apart.)
    expect(rows.map((r) => r.amount)).toEqual(['2802.00', '90102.00', '5909.00', '84193.00', '5451.00', '78742.00']);
    expect(rows[3]!.description.join(' ')).toBe('ALDI Nord Filiale 890');
  });
});
