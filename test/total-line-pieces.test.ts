/**
 * A total line whose first words were drawn in pieces ("Tota l Fee s Charged  750", letter-spaced print): read as a
 * row, it took the date of the row above and the statement no longer added up (never-used random 1010900).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { isTotalLine } from '../src/layout/keywords.js';
import { right, textLayerPage } from './support/text-page.js';

describe('a total line drawn in pieces', () => {
  it('is a total line, a word and a piece of one or two letters beside it joined', () => {
    expect(isTotalLine('Tota l Fee s Charged')).toBe(true);
    expect(isTotalLine('T otal Fees Charged')).toBe(true);
    // Words that only join into a total when longer pieces are joined stay what they are.
    expect(isTotalLine('Tot alpha Fees')).toBe(false);
    expect(isTotalLine('To Tally Ho Ltd')).toBe(false);
  });

  it('is a total line where its first word came in longer pieces (random layouts 730056, 800179)', () => {
    // Read as rows of the fees' section, the totals were counted twice.
    expect(isTotalLine('Tot ale Spese')).toBe(true);
    expect(isTotalLine('To ta l Fees')).toBe(true);
    expect(isTotalLine('Sub tot al')).toBe(true);
    // Only the first word: pieces later in the line are details ("Pay To ta l").
    expect(isTotalLine('Pay To tal Ltd')).toBe(false);
    expect(isTotalLine('Tot Ale Brewery')).toBe(false);
  });

  it('is no row of the table', () => {
    const p = textLayerPage([
      [['Date', 36, 56], ['Description', 110, 160], ['Amount', 520, 560]],
      [['09/25/2023', 36, 80], ['Monthly Service Fee', 110, 200], right('500', 560)],
      [['09/27/2023', 36, 80], ['Wire Fee', 110, 150], right('250', 560)],
      [['Tota', 110, 128], ['l', 130, 133], ['Fee', 137, 152], ['s', 154, 158], ['Charged', 162, 198], right('750', 560)],
    ]);
    const g = parseGeneric([p], 'JPY', 'first', { integers: true });
    expect(g.rows.map((r) => [r.dates[0], r.amount])).toEqual([['09/25/2023', '500.00'], ['09/27/2023', '250.00']]);
  });
});
