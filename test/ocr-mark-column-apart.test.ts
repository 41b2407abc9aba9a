/**
 * A column of direction marks with no label ("Wn" / "Ma" a column apart from the amounts), scanned: letters OCR read
 * after a figure were never taken for marks by geometry (too often a misread glyph of the figure or its currency,
 * which stands right after it), so no row had a readable amount (never-used scanned random 9886: 0 of 53 rows, now
 * reconciled). An OCR word of letters standing two type sizes or more after its figure counts.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

const rows = (gapTo: number) =>
  parseLayout([
    page([
      [['Data', 36, 53], ['operacji', 55, 86], ['Opis', 126, 144], ['operacji', 146, 176], ['Kwota', 466, 490], ['PLN', 492, 508]],
      [['02-MAR-24', 36, 77], ['OPLATA', 126, 168], ['RACHUNKU', 232, 276], ['8,70', 493, 508], ['Wn', gapTo, gapTo + 12, 0.9]],
      [['02-MAR-24', 36, 77], ['WYPLATA', 126, 169], ['BANKOMATU', 172, 221], ['673,97', 484, 508], ['wn', gapTo, gapTo + 12, 0.8]],
      [['03-MAR-24', 36, 77], ['PRZELEW', 126, 169], ['WYNAGRODZENIE', 172, 250], ['4 215,00', 470, 508], ['Ma', gapTo, gapTo + 12, 0.9]],
      [['03-MAR-24', 36, 77], ['OPLATA', 126, 168], ['RACHUNKU', 232, 276], ['12,40', 488, 508], ['Wn', gapTo, gapTo + 12, 0.9]],
    ]),
  ]).rows.map((r) => r.marks?.[0]?.token ?? null);

describe('OCR: a column of marks a column apart from the amounts, with no label', () => {
  it('reads the marks (which of the two means money out is the reading search\'s choice)', () => {
    expect(rows(546)).toEqual(['wn', 'wn', 'ma', 'wn']);
  });
});
