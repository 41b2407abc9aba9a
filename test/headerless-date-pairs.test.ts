/**
 * A table with no header whose rows print their date after the details: where some lines print two dates side by
 * side, the right one is a value date and rows printing only it take the date of the row above. Only a pair printed
 * alike is such a pair: a figure of the details that reads as a date ("10 X 5.26", "8.12 USD") is not a booking date.
 */
import { describe, expect, it } from 'vitest';
import { dateColumnByGeometry } from '../src/layout/headerless-dates.js';
import { page, right } from './support/text-page.js';

describe('date pairs in headerless tables', () => {
  it('takes two dates printed alike for a booking date and its value date', () => {
    const p = page([
      [['CARD', 36, 56], ['TESCO', 60, 86], ['02.06.24', 300, 330], ['03.06.24', 348, 378], right('12.50', 430), right('987.50', 530)],
      [['DD', 36, 46], ['GAS', 50, 66], ['04.06.24', 300, 330], ['05.06.24', 348, 378], right('30.00', 430), right('957.50', 530)],
      [['ATM', 36, 52], ['06.06.24', 348, 378], right('50.00', 430), right('907.50', 530)],
    ]);
    const cols = dateColumnByGeometry(p.lines);
    expect(cols?.valueDate?.x0).toBe(348);
  });

  it('does not take a figure of the details before the date for a booking date', () => {
    const p = page([
      [['SHELL', 36, 56], ['10', 60, 68], ['X', 72, 77], ['5.26', 117, 133], ['14.06.24', 348, 378], right('52.60', 430), right('934.90', 530)],
      [['SHOP', 36, 56], ['2', 60, 64], ['X', 72, 77], ['3.15', 117, 133], ['15.06.24', 348, 378], right('6.30', 430), right('928.60', 530)],
      [['DD', 36, 46], ['GAS', 50, 66], ['16.06.24', 348, 378], right('30.00', 430), right('898.60', 530)],
      [['ATM', 36, 52], ['17.06.24', 348, 378], right('50.00', 430), right('848.60', 530)],
      [['RENT', 36, 56], ['18.06.24', 348, 378], right('800.00', 430), right('48.60', 530)],
    ]);
    const cols = dateColumnByGeometry(p.lines);
    expect(cols?.valueDate).toBeUndefined();
    expect(cols?.x0).toBe(348);
  });
});
