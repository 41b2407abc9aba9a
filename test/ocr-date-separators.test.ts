/**
 * Date separators as OCR misreads them beside clean ones (src/layout/line-cells.ts): a comma for one dot
 * ("15.09,2023", scanned random 9406, 150 DPI) and a booking date whose slash was read as a 1 beside its clean value
 * date ("27105  29/05", scanned random 9416, 200 DPI 1-bit), which was taken for a check number; a date in the details
 * read as a figure whose separators were lost (scanned random 9467).
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

const lineOf = (words: [string, number, number, number?][]) => ocrPage([words]).lines[0]!;

describe('OCR date separators', () => {
  it('reads a date with one separator read as a comma', () => {
    for (const [printed, read] of [['15.09,2023', '15.09.2023'], ['15,09.2023', '15.09.2023'], ['15/09,23', '15/09/23']]) {
      const cells = splitLine(lineOf([[printed, 36, 76], ['GIRO', 90, 110], ['SINGTEL', 112, 140], ['50.74', 400, 430]]));
      expect(cells.dates.map((d) => d.date.raw)).toEqual([read]);
    }
  });

  it('reads "dd1mm" before a value date as the booking date, at most a week before it, and says it was misread', () => {
    const dates = (first: string) =>
      splitLine(lineOf([[first, 36, 52, 0.67], ['29/05', 73, 89], ['CB', 109, 118], ['NETFLIX.COM', 120, 162], ['13.04', 494, 514]])).dates.map((d) => [d.date.raw, d.misread]);
    expect(dates('27105')).toEqual([['27/05', '27105'], ['29/05', undefined]]);
    // a week or more away, or a number of another shape: a check number before the date, as before
    expect(dates('12105')).toEqual([['29/05', undefined]]);
    expect(dates('1043')).toEqual([['29/05', undefined]]);
  });

  it('does so where the dates stand after the details, under the date label (scanned random 9728)', () => {
    // "UTTAG BANKOMAT 7889  27112  30/12  219,46  48 958,24": the table's first row was left unread.
    const dates = (first: string) =>
      splitLine(
        lineOf([['UTTAG', 36, 61], ['BANKOMAT', 65, 107], ['7889', 110, 127], [first, 325, 345, 0.6], ['30/12', 392, 412], ['219,46', 440, 464]]),
        2,
        {},
        { date: { x0: 326, x1: 381 } },
      ).dates.map((d) => [d.date.raw, d.misread]);
    expect(dates('27112')).toEqual([['27/12', '27112'], ['30/12', undefined]]);
    expect(dates('12112')).toEqual([]);
  });
});

describe('OCR: a date is no figure that lost its separators', () => {
  it('leaves a value date in the details as text, not money ("05.11.23" read as 51123)', () => {
    // Scanned random 9467 (IDR, no minor units, a header OCR could not read): each row's value date stood in the
    // details column on the line of its amounts and was read as a figure, which the column-role search then took
    // for a column of balances (0/15 rows).
    const mode = { integers: true };
    // (A date in the details is no row's date: the parser reads such a line without dates.)
    const cells = splitLine(lineOf([['05.11.23', 102, 134, 0.9], ['55,986,028', 437, 476], ['(205,772)', 523, 557]]), 0, mode);
    expect(cells.amounts.map((a) => a.amount.value)).toEqual([55986028, 205772]);
    expect(cells.text.map((w) => w.text)).toEqual(['05.11.23']);
    // A figure whose separators were misread as a date's is still money where it cannot be a date.
    const money = splitLine(lineOf([['24.11.23', 36, 70], ['Miete', 100, 130], ['1.152.11', 400, 430, 0.6]]));
    expect(money.amounts.map((a) => a.amount.value)).toEqual([1152.11]);
  });
});
