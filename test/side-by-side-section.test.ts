/**
 * Checks printed in three lists side by side under one "Checks Paid" title (scanned random 12359): each list has its
 * copy of the header, and a header after rows read under a title ended the title's reach, so only the first list's
 * checks were debits; the others' direction was left to the totals, which one misread row kept from settling it, and
 * two checks came out as credits. A list printed beside the one before is the same table: the title governs it too.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { page } from './support/text-page.js';

const HEADER: [string, number, number][] = [
  ['Check', 35, 56], ['#', 61, 65], ['Date', 87, 104], ['Amount', 152, 178],
  ['Check', 234, 256], ['#', 260, 264], ['Date', 282, 299], ['Amount', 351, 377],
  ['Check', 433, 455], ['#', 460, 464], ['Date', 481, 499], ['Amount', 551, 577],
];

describe('checks in lists side by side under one title', () => {
  it('are all the title\'s direction', () => {
    const p = page([
      [['Checks', 37, 70], ['Paid', 75, 96]],
      HEADER,
      [['5415', 36, 52], ['20/08/2024', 87, 130], ['179.37', 153, 178], ['6738', 235, 251], ['27/08/2024', 282, 324], ['5.00', 360, 377], ['6862', 434, 450], ['26/08/2024', 482, 524], ['137.29', 552, 577]],
      [['5420', 36, 52], ['22/08/2024', 87, 130], ['80.00', 157, 178], ['6741', 235, 251], ['28/08/2024', 282, 324], ['12.50', 356, 377]],
    ]);
    const rows = parseLayout([p]).rows;
    expect(rows.map((r) => [r.amount, r.section])).toEqual([
      ['179.37', 'debit'], ['80.00', 'debit'], ['5.00', 'debit'], ['12.50', 'debit'], ['137.29', 'debit'],
    ]);
  });
});
