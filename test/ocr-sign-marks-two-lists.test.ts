/**
 * Two lists side by side with a column of "-"/"+" marks no label names (scanned random 9562, "Tutar Tip" twice): the
 * right list, which ends the statement, printed only "-", so its marks were no column of their own and the rows whose
 * mark OCR misread there ("." , "=") lost their amounts; a "c" OCR read for a "-" made a purchase a credit ("C").
 * The right list's column of "-" is the left column's other place, and a word OCR read there that the column does
 * not print is an unread mark (the figure kept, its direction left to the arithmetic: here opening - debits + credits
 * = closing with every unmarked figure a debit).
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage } from './support/ocr-page.js';

type W = [string, number, number, number?];
const left = (d: string, desc: string, amt: string, mark: W | null): W[] => [[d, 36, 76], [desc, 88, 150], [amt, 229, 257], ...(mark ? [mark] : [])];
const right = (d: string, desc: string, amt: string, mark: W): W[] => [[d, 310, 349], [desc, 362, 420], [amt, 503, 531], mark];
const minus = (x: number): W => ['-', x, x + 3];

const read = (misread: W) =>
  interpret([
    ocrPage([
      [['Opening', 36, 66], ['balance', 69, 99], ['10.000,00', 200, 240]],
      [['Closing', 36, 66], ['balance', 69, 99], ['4.175,42', 204, 240]],
      [['Kayit', 36, 56], ['Aciklama', 88, 123], ['Tutar', 234, 255], ['Tip', 272, 284], ['Kayit', 310, 330], ['Aciklama', 362, 397], ['Tutar', 507, 528], ['Tip', 546, 558]],
      [...left('01.09.2023', 'TRADER', '642,23', minus(277)), ...right('06.09.2023', 'CHEVRON', '933,99', minus(551))],
      [...left('02.09.2023', 'DOORDASH', '965,43', minus(277)), ...right('07.09.2023', 'HULU', '357,78', misread)],
      [...left('03.09.2023', 'SAFEWAY', '1.886,99', minus(277)), ...right('08.09.2023', 'LYFT', '920,83', minus(551))],
      [...left('04.09.2023', 'AUTOPAY', '2.000,00', ['+', 276, 280]), ...right('09.09.2023', 'AMC', '615,19', minus(551))],
      [...left('05.09.2023', 'HULU', '314,85', minus(277)), ...right('10.09.2023', 'SQ', '376,40', minus(551))],
      left('05.09.2023', 'BEST BUY', '127,13', minus(277)),
      left('06.09.2023', 'WALGREENS', '683,76', minus(277)),
    ]),
  ]).built.transactions.filter((t) => t.date === '2023-09-07').map((t) => [t.debit, t.credit]);

describe('OCR: sign marks of two lists side by side', () => {
  it('keeps the amount of a right-list row whose "-" OCR read as a speck', () => {
    expect(read(['.', 551, 554, 0.7])).toEqual([[357.78, 0]]);
  });

  it('does not read a "c" OCR read for the right list\'s "-" as a credit', () => {
    expect(read(['c', 551, 554, 0.1])).toEqual([[357.78, 0]]);
  });
});
