/**
 * A balance whose separators OCR lost, as the line's last word, ending inside the balance label's span rather than
 * under its end (scanned random 9500, EUR with "€" after each figure: "1984 €  21325" for "19,84 €  213,25 €", the
 * balance's own "€" lost). Under the label's end stands the sign of the other rows' balances, so the digit run was
 * not taken for money; it ended the line's amounts and the row was lost.
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

const MONEY = [{ x0: 428.6, x1: 448.6 }, { x0: 477.8, x1: 501.4 }, { x0: 537.1, x1: 559 }];
const values = (words: [string, number, number, number?][]) =>
  splitLine(ocrPage([[['16-GIU-23', 36, 73], ['PAGAMENTO', 95, 144], ['POS', 146, 163], ...words]]).lines[0]!, 2, {}, { money: MONEY }).amounts.map((a) => a.amount.value);

describe('OCR: a lost-separator balance ending inside its column', () => {
  it('reads "1984 €  21325" as the amount and the balance', () => {
    expect(values([['1984', 421, 441, 0.59], ['€', 443, 447, 0.59], ['21325', 528, 552, 0.1]])).toEqual([19.84, 213.25]);
  });

  it('leaves a text layer\'s digit run alone', () => {
    expect(values([['1984', 421, 441, 0.59], ['€', 443, 447, 0.59], ['21325', 528, 552, 1]])).toEqual([]);
  });
});

describe('OCR: a figure with separators lost and its currency sign and mark glued on', () => {
  it('reads "45361€Cr  7198€DR" as 453.61 CR and 71.98 DR (scanned random 9964)', () => {
    const line = ocrPage([[['09.06.24', 36, 66], ['COMPRA', 84, 115], ['PINGO', 117, 140], ['45361€Cr', 300, 340, 0.55], ['7198€DR', 420, 455, 0.6]]]).lines[0]!;
    expect(splitLine(line, 2, {}).amounts.map((a) => [a.amount.value, a.amount.marker])).toEqual([[453.61, 'CR'], [71.98, 'DR']]);
  });
});
