/**
 * A whole number printed with its group separator in the details ("VIS SPOTIFY UK REF 88,604  S$12.55 DR", scanned
 * random 10452, a list with no header): OCR words with a separator were read as figures that had lost their decimal
 * point, so "88,604" became 886.04, the row's amount, and the amount became a balance (9 of 57 rows wrong). Its
 * separator stands where a group separator does; a decimal one stands two digits from the end.
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

const amounts = (ref: string, confidence = 0.93) =>
  splitLine(ocrPage([[['20/05', 37, 57], ['VIS', 114, 126], ['SPOTIFY', 129, 160], ['REF', 179, 193], [ref, 197, 222, confidence], ['S$12.55', 469, 497], ['DR', 544, 553]]]).lines[0]!)
    .amounts.map((a) => a.amount.value);

describe('OCR: a grouped whole number in the details', () => {
  it('is text, not a figure that lost its decimal point', () => {
    expect(amounts('88,604')).toEqual([12.55]);
    expect(amounts('1,288,604')).toEqual([12.55]);
  });

  it('leaves figures whose separator is out of a group\'s place to be put back ("8860,4", "886,04")', () => {
    expect(amounts('8860,4')).toEqual([886.04, 12.55]);
    expect(amounts('886,04')).toEqual([886.04, 12.55]);
  });
});
