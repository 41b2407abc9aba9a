/**
 * A date whose separator OCR lost after a weekday (scanned random 9569, newest first: "dom 1308" for "dom 13/08"
 * under "lun 14/08"): the lost-separator repair looked at the line's first word only, and only a week after the row
 * above, so those rows took the date above. A weekday before such a date is passed over, a statement whose rows run
 * newest first is repaired a week before, and the two rows' weekdays must be as many days apart as their dates:
 * "sab 2007" for sab 22/07 (a digit misread) stays unread rather than becoming a silent 20/07.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage } from './support/ocr-page.js';

const read = (weekday: string, date: string) =>
  interpret([
    ocrPage([
      [['Data', 36, 51], ['Causale', 110, 136], ['Importo', 420, 450], ['Saldo', 530, 560]],
      [['mer', 37, 47], ['16/08', 50, 65], ['BAR', 111, 130], ['-20,98', 420, 450], ['-484,46', 530, 560]],
      [['lun', 36, 44], ['14/08', 47, 63], ['ESSELUNGA', 111, 150], ['-60,37', 420, 450], ['-463,48', 530, 560]],
      [[weekday, 36, 47], [date, 51, 66], ['ENEL', 111, 130], ['-16,94', 420, 450], ['-403,11', 530, 560]],
      [['sab', 37, 47], ['12/08', 49, 64], ['ENI', 111, 130], ['-97,70', 420, 450], ['-386,17', 530, 560]],
    ]),
  ]).built.transactions.map((t) => [t.date.slice(5), (t.corrections ?? []).join(' ')]);

describe('OCR: a date that lost its separator after a weekday, rows newest first', () => {
  it('is read in the row above\'s shape a few days before it', () => {
    expect(read('dom', '1308')[2]).toEqual(['08-13', '']);
  });

  it('is not read where the weekdays say the dates are not that far apart', () => {
    const [date, note] = read('sab', '1308')[2]!;
    expect(date).toBe('08-14');
    expect(note).toMatch(/unreadable/);
  });
});

/**
 * The same repair a week before the row above in a statement newest first, told by the two dates above the row
 * (scanned random 9560: "2411212024" for 24/12/2024 under 25/12/2024, both separators read as 1; a stray date
 * above the table, "12 maret", must not decide the order).
 */
describe('OCR: a full date whose separators OCR read as 1, rows newest first', () => {
  const read = (date: string) =>
    interpret([
      ocrPage([
        [['Date', 36, 60], ['Details', 186, 220], ['Amount', 600, 645], ['Balance', 766, 806]],
        [['02/12/2024', 36, 70], ['NEFT', 186, 220], ['-14.00', 607, 645], ['30,914.10', 766, 806]],
        [['27/12/2024', 36, 70], ['UBER', 186, 220], ['-386.08', 607, 645], ['31,300.18', 766, 806]],
        [['25/12/2024', 36, 70], ['ATW', 186, 220], ['-3,505.00', 607, 645], ['31,686.26', 766, 806]],
        [[date, 36, 70, 0.3], ['ZOMATO', 186, 220], ['-471.64', 607, 645], ['35,191.26', 766, 806]],
        [['21/12/2024', 36, 70], ['DMART', 186, 220], ['-100.00', 607, 645], ['35,662.90', 766, 806]],
      ]),
    ]).built.transactions.map((t) => [t.date, (t.corrections ?? []).join(' ')]);

  it('is read a day before the row above', () => {
    expect(read('2411212024')[3]).toEqual(['2024-12-24', '']);
  });
});
