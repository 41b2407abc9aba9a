/**
 * A balance whose group space and decimal separator OCR lost ("817145" for 8 171,45), right after a column of
 * direction marks: a bare run of digits is a reference unless something marks it as money, so the line's amounts
 * ended at it, the mark before it was never read as the amount's, and the row came out with its mark and balance in
 * its details and its direction guessed (scan 11220). A figure after a word in the column of marks stands in the
 * money column beyond it.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage } from './support/ocr-page.js';

type Cell = [string, number, number, number?];
const row = (date: string, amount: string, mark: string, balance: Cell[]): Cell[] => [
  ['POS', 36, 52], ['ZAKUP', 60, 88], [date, 365, 400], [amount, 443, 467], ...(mark ? [[mark, 493, 505] as Cell] : []), ...balance,
];

describe('OCR: a figure after a mark', () => {
  const p = ocrPage([
    row('2.01.2023', '266,09', '', [['12', 521, 529], ['274,13', 532, 556]]),
    row('2.01.2023', '435,36', 'Wn', [['11', 521, 529], ['838,77', 532, 556]]),
    row('3.01.2023', '444,34', 'Wn', [['11', 521, 529], ['394,43', 532, 556]]),
    row('3.01.2023', '729,25', 'Wn', [['10', 521, 529], ['665,18', 532, 556]]),
    row('6.01.2023', '135,03', 'Wn', [['817145', 521, 552, 0.6]]),
    row('7.01.2023', '181,81', 'Wn', [['7', 521, 526], ['989,64', 532, 556]]),
  ]);

  it('is the balance, and the mark the amount\'s', () => {
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows[4]).toMatchObject({ amount: '135,03', balance: '8171.45' });
    expect(rows[4]!.marks?.[0]?.token).toBe('wn');
    expect(rows[4]!.description.join(' ')).toBe('POS ZAKUP');
  });
});
