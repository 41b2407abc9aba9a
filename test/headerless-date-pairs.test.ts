/**
 * A table with no header whose rows print their date after the details: where some lines print two dates side by
 * side, the right one is a value date and rows printing only it take the date of the row above. Only a pair printed
 * alike is such a pair: a figure of the details that reads as a date ("10 X 5.26", "8.12 USD") is not a booking date.
 */
import { describe, expect, it } from 'vitest';
import { dateColumnByGeometry } from '../src/layout/headerless-dates.js';
import { parseGeneric } from '../src/layout/generic-parser.js';
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

describe('a last page of one or two rows in a headerless table', () => {
  it('reads its rows where their dates stand in the date column the other pages print', () => {
    const rowAt = (ref: string, details: string, date: string, amount: string, balance: string): [string, number, number][] =>
      [[ref, 36, 76], [details, 123, 170], [date, 460, 490], right(amount, 620), right(balance, 750)];
    const one = page([
      rowAt('7CL6DYN2', 'TESCO', '28.05.24', '65.21', '3,372.91'),
      rowAt('U482BE77', 'COSTA', '29.05.24', '9.31', '3,382.22'),
      rowAt('ZYY9ZULY', 'APPLE', '30.05.24', '3.78', '3,386.00'),
    ]);
    const last = page([rowAt('B52DUW2X', 'APPLE', '30.05.24', '1.84', '3,387.84'), rowAt('D5LC9MRR', 'TESCO', '31.05.24', '10.23', '3,398.07')]);
    last.page_number = 2;
    for (const l of last.lines) l.page_number = 2;
    // Alone, two dated lines are too few to call a date column; where the first page prints its dates, they are one.
    expect(dateColumnByGeometry(last.lines)).toBeUndefined();
    expect(dateColumnByGeometry(last.lines, {}, dateColumnByGeometry(one.lines))?.x0).toBe(460);
    // So is one, and only there.
    const single = page([rowAt('B52DUW2X', 'APPLE', '30.05.24', '1.84', '3,387.84')]);
    expect(dateColumnByGeometry(single.lines, {}, dateColumnByGeometry(one.lines))?.x0).toBe(460);
    expect(dateColumnByGeometry(single.lines, {}, { x0: 300, x1: 330 })).toBeUndefined();
    const rows = parseGeneric([one, last]).rows;
    expect(rows.map((r) => [r.dates[0], r.page_number])).toEqual([['28.05.24', 1], ['29.05.24', 1], ['30.05.24', 1], ['30.05.24', 2], ['31.05.24', 2]]);
  });
});
