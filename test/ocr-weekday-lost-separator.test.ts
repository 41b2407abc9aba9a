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
