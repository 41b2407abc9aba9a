/**
 * Money figures left-aligned in a box whose label is centred over it stand wholly left of the label: still the row's
 * money, where they stand nearer to the money labels than to the words before them and a money column of the line
 * is empty. A number in the details stands against its words and stays text.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page, right } from './support/text-page.js';

const HEADER: [string, number, number][] = [['Bokföringsdag', 36, 87], ['Text', 203, 218], ['Belopp', 663, 689], ['SEK', 693, 706], ['Saldo', 776, 796]];

describe('figures left of a centred money label', () => {
  it('are the row\'s amount when nearer the label than the details', () => {
    const p = page([
      HEADER,
      [['19/02/2024', 36, 76], ['KORTKÖP', 203, 235], ['ICA', 240, 253], ['(302,03)', 612, 641], right('28 876,67', 803)],
      [['19/02/2024', 36, 76], ['SWISH', 203, 226], ['FRÅN', 231, 250], ['ERIK', 254, 273], ['228,90', 612, 636], right('29 105,57', 803)],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount, r.balance])).toEqual([
      ['KORTKÖP ICA', '(302,03)', '28 876,67'],
      ['SWISH FRÅN ERIK', '228,90', '29 105,57'],
    ]);
  });

  it('stay text where they stand against the details or the row fills its money columns', () => {
    const p = page([
      HEADER,
      [['19/02/2024', 36, 76], ['CHQ', 203, 220], ['435188', 224, 250], ['(302,03)', 663, 692], right('28 876,67', 803)],
      [['20/02/2024', 36, 76], ['TESCO', 203, 226], ['STORES', 230, 260], ['2741', 264, 281], right('28 876,67', 803)],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount, r.balance])).toEqual([
      ['CHQ 435188', '(302,03)', '28 876,67'],
      ['TESCO STORES 2741', undefined, '28 876,67'],
    ]);
  });
});
