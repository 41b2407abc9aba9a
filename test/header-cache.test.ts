/**
 * Header answers are kept per line for the next line they were asked with (layout/header.ts), and a line that is no
 * header keeps no answer object of its own (bench/README.md, issue 15, fourteenth session): the same answers as
 * reading afresh, one header object across askings, and a line asked with another next line read again.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { groupLines } from '../src/text/group-lines.js';
import { word } from './support/text-page.js';
import type { Line } from '../src/types.js';

const lines = (): Line[] =>
  groupLines(
    [
      word('Date', 36, 53, 100), word('Description', 104, 150, 100), word('Debit', 418, 440, 100), word('Balance', 525, 559, 100),
      word('02/04/2024', 36, 73, 112), word('CAFE', 104, 122, 112), word('12.00', 419, 440, 112), word('988.00', 534, 559, 112),
      word('Thank you', 36, 70, 124),
    ],
    1,
  );

describe('header answers kept per line', () => {
  it('give the same answer, and the same header object, every time a pair of lines is asked', () => {
    const ls = lines();
    const first = readHeader(ls, 0);
    expect(first?.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'balance']);
    expect(readHeader(ls, 0)).toBe(first);
    for (const i of [1, 2, 3]) {
      expect(readHeader(ls, i)).toBeUndefined();
      expect(readHeader(ls, i)).toBeUndefined();
    }
  });

  it('read a line again when it is asked with another next line (a line that is no header, and the last line)', () => {
    const ls = lines();
    expect(readHeader(ls, 1)).toBeUndefined();
    expect(readHeader(ls, 2)).toBeUndefined();
    // The row's line asked with nothing under it, then under it again, then the header over other lines.
    expect(readHeader([ls[1]!], 0)).toBeUndefined();
    expect(readHeader(ls, 1)).toBeUndefined();
    expect(readHeader([ls[2]!], 0)).toBeUndefined();
    const alone = readHeader([ls[0]!], 0);
    const over = readHeader(ls, 0);
    expect(alone?.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'balance']);
    expect(over?.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'balance']);
    expect(readHeader([ls[0]!], 0)).toBe(alone);
    expect(readHeader(ls, 0)).toBe(over);
  });
});
