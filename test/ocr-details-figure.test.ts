/**
 * A number at the end of a row's details ("WYPLATA Z BANKOMATU 291862") in a statement of whole amounts, on a line that
 * prints as many figures as there are money columns (scanned random 9736: the reference was read as the debit, the
 * debit as the credit, for every cash withdrawal). A figure standing wholly left of every money label, against the
 * details' words rather than near the labels (left-of-labels.ts), is text, also where the count of figures matches.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage, wordsFrom } from './support/ocr-page.js';

type W = [string, number, number];
/** A figure right-aligned at x1, its groups OCR words of their own ("2 489 099"). */
const right = (t: string, x1: number): W[] => {
  let x = x1;
  return t.split(' ').reverse().map((g): W => {
    const w: W = [g, x - g.length * 4, x];
    x = w[1] - 2.5;
    return w;
  }).reverse();
};
const words = wordsFrom;

const read = (reference: string) =>
  interpret([
    ocrPage([
      [['Opening', 36, 66], ['balance', 69, 100], ...right('5 000 000', 554)],
      [['Closing', 36, 66], ['balance', 69, 100], ...right('2 891 431', 554)],
      [],
      [['Date', 36, 55], ['Details', 106, 135], ['Debit', 415, 455], ['Credit', 460, 500], ['Balance', 505, 555]],
      [['01/06/2023', 36, 76], ...words('ZAKUP PRZY UZYCIU KARTY', 106), ...right('713 014', 450), ...right('4 286 986', 554)],
      [['02/06/2023', 36, 76], ...words(`WYPLATA Z BANKOMATU ${reference}`, 106), ...right('2 489 099', 450), ...right('1 797 887', 554)],
      [['03/06/2023', 36, 76], ...words('PRZELEW OD JAN KOWALSKI', 106), ...right('1401058', 502), ...right('3 198 945', 554)],
      [['04/06/2023', 36, 76], ...words('BLIK PRZELEW NA TELEFON', 106), ...right('307 514', 450), ...right('2 891 431', 554)],
    ]),
  ]);

describe('a number ending the details where a line prints one figure per money column', () => {
  it('is read as the details, the amounts staying under their labels', () => {
    const chosen = read('291862');
    const t = chosen.built.transactions.map((x) => [x.description, x.debit, x.credit, x.balance]);
    expect(t[1]).toEqual(['WYPLATA Z BANKOMATU 291862', 2489099, 0, 1797887]);
    expect(chosen.rec.status).toBe('reconciled');
  });
});
