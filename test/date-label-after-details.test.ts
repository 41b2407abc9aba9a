/**
 * A header whose only labels are the date's and the money's, the details' label lost (OCR read a speck for it): the
 * lines print their details first and their dates under the date label, mid-line. The date column is found where the
 * lines print a date at one left edge under that label (generic-parser.ts datesByGeometry); read from the line's start
 * the rows had no date and none was read.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const row = (details: string[], date: string, amount: string): Cell[] => {
  let x = 36;
  const words: Cell[] = details.map((w) => {
    const c: Cell = [w, x, x + 4.6 * w.length];
    x += 4.6 * w.length + 3;
    return c;
  });
  return [...words, [date, 324, 360], right(amount, 497)];
};

describe('dates under the date label after the details, with no label for the details', () => {
  it('reads each line as a row dated where its date stands', () => {
    const p = page([
      [['Transaktionsdag', 322, 382], ['Belopp', 472, 497]],
      row(['KORTKOP', 'SL', 'ACCESS'], '30/04/2023', '-162.84'),
      row(['KORTKOP', 'ICA', 'MAXI', 'UPPSALA'], '28/04/2023', '-1,154.90'),
      row(['SWISH', 'FRAN', 'SARA'], '27/04/2023', '608.79'),
      row(['UTTAG', 'BANKOMAT', '2072'], '26/04/2023', '-1,942.21'),
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.description.join(' ')} ${r.amount}`)).toEqual([
      '30/04/2023 KORTKOP SL ACCESS -162.84',
      '28/04/2023 KORTKOP ICA MAXI UPPSALA -1,154.90',
      '27/04/2023 SWISH FRAN SARA 608.79',
      '26/04/2023 UTTAG BANKOMAT 2072 -1,942.21',
    ]);
  });

  it('keeps reading dates at the line start where most lines start with one (day-balance lines print theirs mid-line)', () => {
    // A day-balance line whose figure does not read ("(2000 00)") is no dated line left unread: its date is no row's.
    const saldo = (date: string, balance: string): Cell[] => [['Saldo', 36, 58], ['na', 60, 70], ['dzien', 72, 91], [date, 94, 130], right(balance, 559)];
    const dated = (date: string, details: string, amount: string): Cell[] => [[date, 36, 72], [details, 110, 110 + 5 * details.length], right(amount, 497)];
    const p = page([
      [['Data', 36, 54], ['ksiegowania', 56, 105], ['Opis', 110, 130], ['Kwota', 472, 497], ['Saldo', 535, 559]],
      dated('01.03.23', 'PRZELEW', '-120,00'),
      saldo('01.03.23', '1 880,00'),
      dated('02.03.23', 'ZAKUP', '-80,00'),
      saldo('02.03.23', '1 800,00'),
      dated('03.03.23', 'WPLATA', '200,00'),
      saldo('03.03.23', '(2000 00)'),
      dated('04.03.23', 'OPLATA', '-5,00'),
      dated('05.03.23', 'ZAKUP', '-45,00'),
      saldo('05.03.23', '1 950,00'),
    ]);
    const layout = parseLayout([p], {}, 'first');
    expect(layout.unread).toBeUndefined();
    expect(layout.rows.filter((r) => r.amount).map((r) => `${r.dates[0]} ${r.amount}`)).toEqual(['01.03.23 -120,00', '02.03.23 -80,00', '03.03.23 200,00', '04.03.23 -5,00', '05.03.23 -45,00']);
  });
});
