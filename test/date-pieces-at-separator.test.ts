/**
 * A numeric date whose pieces came apart at its separator, glyphs placed one by one ("08 /03"), and so too after a
 * weekday glued to its day ("mer.08 /03" for "mer. 08/03"): read as no date, the statement's first row was lost and
 * a later one took the date of the row above (random 790219). The pieces are joined where they stand close, as a
 * day's two digits apart are (line-cells.ts splitDayAt); a weekday glued to such a day is the date's
 * (date-dress.ts weekdayBefore).
 */
import { describe, expect, it } from 'vitest';
import { weekdayBefore } from '../src/layout/date-dress.js';
import { splitLine } from '../src/layout/line-cells.js';
import { textLayerPage, right } from './support/text-page.js';

type Cell = [string, number, number];
const line = (cells: Cell[]) => textLayerPage([cells]).lines[0]!;

describe('a date in pieces apart at its separator', () => {
  it('takes a weekday glued to the day as the date\'s', () => {
    expect(weekdayBefore(['mer.08', '/03', 'PRLV'], 0)).toEqual({ used: 0, glued: '08' });
    expect(weekdayBefore(['mer.08', 'PRLV'], 0)).toBeUndefined();
  });

  it('reads the date where the pieces stand close, and not where they stand a column apart', () => {
    const dated = splitLine(line([['mer.08', 37, 59], ['/03', 63, 74], ['PRLV', 154, 172], ['SEPA', 176, 194], right('86,98', 582)]), 2);
    expect(dated.dates.map((d) => d.date.raw)).toEqual(['08/03']);
    expect(splitLine(line([['08', 37, 46], ['/03', 50, 61], ['CB', 154, 164], right('12,00', 582)]), 2).dates.map((d) => d.date.raw)).toEqual(['08/03']);
    expect(splitLine(line([['08', 37, 46], ['/03', 90, 101], ['CB', 154, 164], right('12,00', 582)]), 2).dates).toEqual([]);
  });
});
