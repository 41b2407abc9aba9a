/**
 * A date whose separator OCR lost ("1307" for 13/07) in a table whose date column is not its first ("Naam /
 * Omschrijving  Datum  Mutatie  Nieuw saldo", scanned random 10290): repaired as where the date starts the line, only
 * on the OCR word under the date label and only as a date soon after the row above's. Before, the row took the date
 * of the row above.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage } from './support/ocr-page.js';

const dates = (second: string) =>
  parseLayout([
    ocrPage([
      [['Omschrijving', 63, 110], ['Datum', 228, 250], ['Mutatie', 322, 350], ['Saldo', 386, 410]],
      [['Betaalautomaat', 63, 117], ['Kruidvat', 121, 150], ['12/07', 228, 248], ['(25.07)', 325, 350], ['3631.75', 378, 404]],
      [['Incasso', 63, 92], ['Spotify', 95, 120], [second, 228, 247, 0.87], ['(11.00)', 325, 350], ['3620.75', 378, 404]],
      [['Betaalautomaat', 63, 117], ['Jumbo', 121, 142], ['15/07', 228, 248], ['(61.97)', 325, 350], ['3558.78', 378, 404]],
    ]),
  ], {}, 'first').rows.map((r) => r.dates[0]);

describe('OCR: a date that lost its separator under a date label that is not the first', () => {
  it('reads "1307" under "12/07" as 13/07', () => {
    expect(dates('1307')).toEqual(['12/07', '13/07', '15/07']);
  });

  it('does not read a figure far from the row above\'s date as a date', () => {
    expect(dates('2503')[1]).toBe('12/07');
  });
});
