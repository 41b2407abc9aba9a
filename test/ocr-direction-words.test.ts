/**
 * The direction printed as a word in a column of its own ("Debet" / "Credit"), on a scanned page (scanned random 9710,
 * 9721, 9725, 9739: every money-in row was read as money out). The column is found by geometry on OCR pages as on text
 * pages; a word OCR bent ("Dcbet") is read as the column word it is nearest, where it is clearly nearer one than the
 * other. And where an OCR misread elsewhere keeps every reading from adding up, the reading the printed figures miss by
 * less is taken (a direction read wrong misses by twice the amount, a misread digit by less).
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { directionToken } from '../src/layout/direction-words.js';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

type W = [string, number, number, number?];
const amount = (t: string): W => [t, 559 - t.length * 4.5, 559];
const row = (date: string, word: string, details: string, figure: string): W[] => [
  [date, 36, 76],
  [word, 133, 133 + word.length * 4],
  ...details.split(' ').map((t, k): W => [t, 192 + k * 45, 192 + k * 45 + t.length * 4]),
  amount(figure),
];

const statement = (closing: string, misread = 'Dcbet') =>
  interpret([
    ocrPage([
      [['Beginsaldo', 36, 72], amount('220,07')],
      [['Eindsaldo', 36, 70], amount(closing)],
      [],
      [['Datum', 36, 60], ['Soort', 133, 150], ['Mededelingen', 191, 237], ['Mutatie', 535, 559]],
      row('02-04-2025', 'Debet', 'Betaalautomaat Cafe', '43,51'),
      row('03-04-2025', misread, 'Incasso Vattenfall', '160,43'),
      row('04-04-2025', 'Credit', 'Salaris maart', '3.203,30'),
      row('05-04-2025', 'Debet', 'Incasso KPN', '60,74'),
      row('06-04-2025', 'Debet', 'Huur woning', '1.286,00'),
      row('07-04-2025', 'Credit', 'Terugbetaling Smit', '56,62'),
      row('08-04-2025', 'Debet', 'Betaalautomaat Jumbo', '31,94'),
    ]),
  ]);

const directions = (closing: string, misread?: string) =>
  statement(closing, misread).built.transactions.map((t) => [t.description, t.debit, t.credit]);

describe('OCR: direction words in a column of their own', () => {
  it('reads the words on a scanned page, a bent one as the word it is nearest', () => {
    // 220.07 - 43.51 - 160.43 + 3203.30 - 60.74 - 1286.00 + 56.62 - 31.94 = 1897.37
    const chosen = statement('1.897,37');
    expect(chosen.rec.status).toBe('reconciled');
    expect(directions('1.897,37')).toEqual([
      ['Betaalautomaat Cafe', 43.51, 0],
      ['Incasso Vattenfall', 160.43, 0],
      ['Salaris maart', 0, 3203.3],
      ['Incasso KPN', 60.74, 0],
      ['Huur woning', 1286, 0],
      ['Terugbetaling Smit', 0, 56.62],
      ['Betaalautomaat Jumbo', 31.94, 0],
    ]);
  });

  it('takes the reading the printed closing misses by less where a misread keeps every reading from adding up', () => {
    // The printed closing read one unit off (1.898,37): no reading reconciles, the words' reading misses by 1.00.
    const chosen = statement('1.898,37');
    expect(chosen.rec.status).toBe('discrepancy');
    expect(directions('1.898,37').filter(([, , c]) => (c as number) > 0).map(([d]) => d)).toEqual(['Salaris maart', 'Terugbetaling Smit']);
  });

  it('never takes a misread for the other word of a pair a letter apart', () => {
    expect(directionToken('Dcbet', 0.8, ['credit', 'debet'])).toBe('debet');
    expect(directionToken('Dcbet', 1, ['credit', 'debet'])).toBeUndefined();
    // "Wyplata" (out) and "Wplata" (in), as OCR read most of them: "Whplata" is one change from both.
    expect(directionToken('Whplata', 0.8, ['wplata', 'wyplata'])).toBeUndefined();
    expect(directionToken('Wyplata', 0.8, ['wplata', 'wyplata'])).toBe('wyplata');
    expect(directionToken('Wvplata', 0.8, ['wplata', 'wyplata'])).toBeUndefined();
  });

  it('keeps the balance left of the word where OCR lost its separators ("3272052 Cr  Debet  250,28")', () => {
    // Scanned random 9780 (150 DPI): the balance went into the details, and the statement reconciled by its printed
    // totals with the row's balance missing.
    const line = ocrPage([[['24/12/2024', 36, 72], ['AUTOGIRO', 97, 137], ['TELIA', 139, 162], ['3272052', 421, 452, 0.6], ['Cr', 454, 462], ['Debet', 479, 498], ['250,28', 537, 558]]]).lines[0]!;
    const cells = splitLine(line, 2, {}, { directionWords: { x0: 479, x1: 500, tokens: ['debet', 'kredit'] } });
    expect(cells.amounts.map((a) => [a.amount.value, a.amount.marker])).toEqual([[32720.52, 'CR'], [250.28, null]]);
  });
});
