/**
 * OCR slips at a row's ends that lost the row or its date (scanned random 11974, a card statement printing booking
 * and value dates year first and "(Dr)" after each figure; 11949, dates "15/122024"):
 * - a full numeric date with its separator before the year lost ("15/122024"; year first, after the year:
 *   "202503-23"): read as no date, the row took the value date of the line under it or went into the row above;
 * - a booking date with a separator lost ("202503-23", "20250321") before a value date printed whole: read as no date
 *   (or as a check number, the value date then the row's date), the row went into the one above;
 * - a bracketed mark misread ("(Or)", "(Bn" for "(Dr)") ending the line: it ended the line's amounts, the row had none;
 * - a weekday spelled like a month ("mar.": mardi, March) before a month OCR misread ("06 aolt" for 06 août): read as
 *   "Mar 06", every such row was dated in March (scanned random 11944: 12 rows).
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

type W = [string, number, number, number?];
const line = (words: W[]) => ocrPage([words]).lines[0]!;
const cells = (words: W[]) => {
  const c = splitLine(line(words), 2);
  return { dates: c.dates.map((d) => d.date.raw), amounts: c.amounts.map((a) => `${a.amount.value}${a.amount.marker ? ' ' + a.amount.marker : ''}`), text: c.text.map((w) => w.text).join(' ') };
};

describe('a year-first booking date with a separator lost', () => {
  it('is read as the value date beside it is written', () => {
    expect(cells([['202503-23', 37, 77, 0.72], ['2025-03-25', 102, 141], ['SPOTIFY', 209, 242], ['11.77', 541, 561], ['(Dr)', 563, 577]])).toEqual({
      dates: ['2025-03-23', '2025-03-25'],
      amounts: ['11.77 DR'],
      text: 'SPOTIFY',
    });
    // Both separators lost: no check number, the booking date.
    expect(cells([['20250321', 36, 78, 0.89], ['2025-03-23', 102, 142], ['WALGREENS', 208, 258], ['14.50', 540, 561], ['(Dr)', 564, 576]]).dates).toEqual(['2025-03-21', '2025-03-23']);
  });

  it('with both separators lost, is no date where it falls far from the value date, or is a text layer\'s', () => {
    expect(cells([['20250823', 37, 77, 0.72], ['2025-03-25', 102, 141], ['SPOTIFY', 209, 242], ['11.77', 541, 561]]).dates).not.toContain('2025-08-23');
    // A text layer's word is what is printed.
    expect(cells([['20250323', 37, 77, 1], ['2025-03-25', 102, 141], ['SPOTIFY', 209, 242], ['11.77', 541, 561]]).dates).not.toContain('2025-03-23');
  });
});

describe('a full numeric date with one separator lost', () => {
  it('is the date written with both', () => {
    expect(cells([['15/122024', 37, 72, 0.64], ['DISNEY', 120, 148], ['PLUS', 151, 170], ['234.57', 484, 506], ['DR', 548, 559]]).dates).toEqual(['15/12/2024']);
    expect(cells([['202503-23', 37, 77, 0.72], ['SPOTIFY', 209, 242], ['11.77', 541, 561]]).dates).toEqual(['2025-03-23']);
  });

  it('is no date where the digits make none, or the word is a text layer\'s', () => {
    expect(cells([['1234/5678', 37, 72, 0.64], ['DISNEY', 120, 148], ['234.57', 484, 506]]).dates).toEqual([]);
    // The other separator lost: an invoice's number ("1512/2024") or a reference reads so (dates only near the row
    // above's: generic-parser.ts).
    expect(cells([['2012/2024', 36, 73, 0.55], ['PREMIER', 120, 154], ['3,636.97', 477, 505]]).dates).toEqual([]);
    expect(cells([['2024-0830', 36, 78, 0.55], ['PREMIER', 120, 154], ['3,636.97', 477, 505]]).dates).toEqual([]);
    expect(cells([['15/132024', 37, 72, 0.64], ['DISNEY', 120, 148], ['234.57', 484, 506]]).dates).toEqual([]);
    expect(cells([['15/122024', 37, 72, 1], ['DISNEY', 120, 148], ['234.57', 484, 506]]).dates).toEqual([]);
  });
});

describe('a bracketed mark OCR misread at the end of the line', () => {
  it('leaves the figure before it read, its direction unread', () => {
    expect(cells([['2025-03-19', 36, 78], ['2025-03-20', 101, 141], ['HULU', 208, 230], ['963', 545, 561], ['(Bn', 563, 576, 0.53]]).amounts).toEqual(['9.63']);
    expect(cells([['2025-03-23', 36, 78], ['2025-03-25', 101, 141], ['SPOTIFY', 209, 242], ['11.77', 541, 561], ['(Or)', 564, 576, 0.7]]).amounts).toEqual(['11.77']);
  });

  it('keeps a mark read right, and a word read surely', () => {
    expect(cells([['2025-03-18', 36, 78], ['2025-03-18', 101, 141], ['7565722', 209, 239], ['30.78', 541, 561], ['(Dr)', 563, 577, 0.58]]).amounts).toEqual(['30.78 DR']);
    expect(cells([['2025-03-23', 36, 78], ['2025-03-25', 101, 141], ['SPOTIFY', 209, 242], ['11.77', 541, 561], ['(Or)', 564, 576, 0.95]]).amounts).toEqual([]);
  });
});

describe('a weekday spelled like a month, before a month OCR misread', () => {
  it('is the weekday, and the month the one misread', () => {
    // "mar." is mardi (Tuesday) and March: read as March the day after it was its day, the row dated 6 March.
    const d = cells([['mar.', 36, 50, 0.95], ['06', 53, 61], ['aolt', 64, 80, 0.6], ['CB', 100, 111], ['FNAC', 114, 135], ['57,00', 422, 441], ['2.235,60', 510, 545]]).dates;
    expect(d).toHaveLength(1);
    expect(d[0]).toMatch(/^06 ao/);
  });

  it('stays a month where nothing after it reads as one', () => {
    expect(cells([['mar.', 36, 50, 0.95], ['06', 53, 61], ['CB', 100, 111], ['FNAC', 114, 135], ['57,00', 422, 441]]).dates).toEqual(['mar. 06']);
  });
});
