/**
 * Money labels centred over right-aligned figures in wide boxes: a debit figure ends nearer the credit label than its
 * own. The figures' shared right edge, between the debit label's start and the credit label's, makes it the debit
 * column's.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page, right } from './support/text-page.js';

const HEADER: [string, number, number][] = [['Posting', 36, 60], ['Date', 64, 77], ['Description', 203, 241], ['Debits', 682, 702], ['Credits', 777, 800]];

describe('money columns where their figures stand', () => {
  it('reads figures ending right of their label and left of the next under their own label', () => {
    const p = page([
      HEADER,
      [['02/04/2025', 36, 70], ['SPOTIFY', 204, 232], right('16.27', 763)],
      [['02/04/2025', 36, 70], ['MARRIOTT', 204, 238], right('270.94', 763)],
      [['05/04/2025', 36, 70], ['CHEVRON', 204, 233], right('43.10', 763)],
      [['06/04/2025', 36, 70], ['PAYMENT', 204, 236], ['RECEIVED', 240, 276], right('937.00', 806)],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.debit, r.credit])).toEqual([
      ['16.27', undefined],
      ['270.94', undefined],
      ['43.10', undefined],
      [undefined, '937.00'],
    ]);
  });

  it('leaves the labels alone where the figures end under them', () => {
    const p = page([
      HEADER,
      [['02/04/2025', 36, 70], ['SPOTIFY', 204, 232], right('16.27', 703)],
      [['02/04/2025', 36, 70], ['MARRIOTT', 204, 238], right('270.94', 703)],
      [['05/04/2025', 36, 70], ['CHEVRON', 204, 233], right('43.10', 703)],
      [['06/04/2025', 36, 70], ['PAYMENT', 204, 236], right('937.00', 801)],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.debit, r.credit])).toEqual([['16.27', undefined], ['270.94', undefined], ['43.10', undefined], [undefined, '937.00']]);
  });
});
