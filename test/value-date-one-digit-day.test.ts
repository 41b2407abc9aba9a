/**
 * A layout that prints the booking date once a day (weekday first) and every row's value date in a column of its own,
 * no header we can read: a later row of the day starts with its value date alone. Where the row above prints a date of
 * a one-digit day ("wo 4 okt 2023  5 okt 2023"), the month of its value date stands within a type size of where the
 * value-date column starts, and was taken for a word of that row's details there: the next row's value date ("4 okt
 * 2023  iDEAL") was set aside as details and the row merged into the one above (never-used random 1022672: 13 rows
 * named as undated, `unverifiable`). Words of a date count for no details edge (generic-parser.ts inOpenDetails).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const money = (amount: string, balance?: string): Cell[] => [['Af', 436, 444], right(amount, 504), ['€', 507, 511], ...(balance ? [right(balance, 552), ['€', 555, 559] as Cell] : [])];

describe('a later row of the day under a row dated on a one-digit day', () => {
  it('starts with its value date, not as details of the row above', () => {
    const p = textLayerPage([
      [['Vorig', 42, 61], ['saldo', 65, 84], right('3.711,03', 302), ['€', 306, 310]],
      [],
      [['wo', 36, 44], ['4', 47, 51], ['okt', 55, 67], ['2023', 70, 86], ['5', 105, 109], ['okt', 112, 124], ['2023', 127, 142], ['Betaalautomaat', 157, 213]],
      [['Jumbo', 157, 176], ['Leidsche', 180, 212], ['Rijn', 215, 231], ...money('39,98')],
      [['4', 105, 109], ['okt', 112, 124], ['2023', 127, 142], ['iDEAL', 157, 180]],
      [['Bol.com', 157, 183], ['B.V.', 187, 202], ...money('113,05')],
      [['4', 105, 109], ['okt', 112, 124], ['2023', 127, 142], ['Betaalautomaat', 157, 213]],
      [['Cafe', 157, 172], ['De', 176, 184], ['Zaak', 188, 203], ...money('36,93', '3.521,07')],
      [['do', 36, 43], ['5', 47, 51], ['okt', 55, 66], ['2023', 70, 84], ['6', 105, 109], ['okt', 112, 124], ['2023', 127, 142], ['Betaalautomaat', 157, 213]],
      [['Albert', 157, 179], ['Heijn', 182, 200], ...money('9,29', '3.511,78')],
    ]);
    const rows = parseGeneric([p], 'EUR', 'last').rows;
    // (The direction word "Af" stays in the details here: one page shows no column of them.)
    expect(rows.map((r) => [r.dates.join(' / '), r.description.join(' ').replace(/ Af$/, '')])).toEqual([
      ['4 okt 2023 / 5 okt 2023', 'Betaalautomaat Jumbo Leidsche Rijn'],
      ['4 okt 2023 / 4 okt 2023', 'iDEAL Bol.com B.V.'],
      ['4 okt 2023 / 4 okt 2023', 'Betaalautomaat Cafe De Zaak'],
      ['5 okt 2023 / 6 okt 2023', 'Betaalautomaat Albert Heijn'],
    ]);
  });
});
