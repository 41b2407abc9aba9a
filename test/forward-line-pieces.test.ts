/**
 * A closing line whose label was drawn in pieces ("Nieuw sa ldo  2.985,53 €", glyphs placed one by one, a little
 * off): read as a row, it took the date of the row above, and the statement lost its closing (never-used random
 * 1014450, the first of two accounts). The summary reads such labels (summary.ts labelInPieces); the walk must too.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { isForwardLine } from '../src/layout/keywords.js';
import { right, textLayerPage } from './support/text-page.js';

describe('an opening or closing line drawn in pieces', () => {
  it('is a balance line, a word and a piece of one or two letters beside it joined', () => {
    expect(isForwardLine('Nieuw sa ldo')).toBe(true);
    expect(isForwardLine('Closing ba lance')).toBe(true);
    // Pieces of three letters or more are words of their own.
    expect(isForwardLine('Closing bal ance')).toBe(false);
  });

  it('is no row of the table', () => {
    const p = textLayerPage([
      [['Vorig', 36, 56], ['saldo', 60, 79], right('2.494,27', 553)],
      [['Datum', 36, 60], ['Omschrijving', 110, 160], ['Bedrag', 520, 553]],
      [['2023-12-04', 36, 80], ['Albert Heijn', 110, 160], right('-12,50', 553)],
      [['2023-12-18', 36, 80], ['Salaris', 110, 140], right('503,76', 553)],
      [['Nieuw', 37, 57], ['sa', 60, 68], ['ldo', 72, 84], right('2.985,53', 553)],
    ]);
    const g = parseGeneric([p]);
    expect(g.rows.map((r) => [r.dates[0], r.amount])).toEqual([['2023-12-04', '-12,50'], ['2023-12-18', '503,76']]);
    expect(g.forwardLines.map((l) => l.text.replace(/\s+/g, ' '))).toContain('Nieuw sa ldo 2.985,53');
  });
});
