/**
 * A date whose separator OCR lost ("1307" for 13/07) or whose month name it bent ("24 Mui 2025" under "20 Mai 2025")
 * in a table whose date column is not its first ("Naam / Omschrijving  Datum  Mutatie  Nieuw saldo", scanned random
 * 10290; "Beschreibung  Buchungsdatum", 10289 and 10304): repaired as where the date starts the line, only on the OCR
 * word in the date column and only as a date soon after the row above's (or in its month). Before, the row took the
 * date of the row above.
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

  it('reads "24 Mui 2025" under "20 Mai 2025" in the date column as 24 Mai 2025', () => {
    const rows = parseLayout([
      ocrPage([
        [['Beschreibung', 36, 90], ['Buchungsdatum', 396, 455], ['Betrag', 530, 556]],
        [['LLOYDS', 36, 66], ['PHARMACY', 70, 110], ['20', 396, 404], ['Mai', 406, 418], ['2025', 421, 440], ['23,57', 541, 556]],
        [['PAYMENT', 36, 72], ['RECEIVED', 75, 117], ['24', 396, 404], ['Mui', 406, 418, 0.55], ['2025', 420, 439], ['-344,00', 534, 556]],
        [['EASYJET', 36, 70], ['AIRLINE', 72, 102], ['25', 396, 404], ['Mai', 406, 418], ['2025', 420, 439], ['98,27', 541, 556]],
      ]),
    ], {}, 'first').rows;
    expect(rows.map((r) => r.dates[0])).toEqual(['20 Mai 2025', '24 Mai 2025', '25 Mai 2025']);
  });
});
