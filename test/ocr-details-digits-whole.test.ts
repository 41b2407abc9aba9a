/**
 * Whole amounts (rupiah, "13,272,723 Rp") on a row's last line, balance left of the debit and credit, read by OCR:
 * the details' line before the money holds numbers of its own (scanned random 12382). A reference starting that line
 * under the details' label ("239530"), a second number a word space after one that went to the details ("MIGROS 6390
 * 2366") and a rate ("454144 1.75%", no day and month, no currency sign misread on a line whose money prints its
 * currency in letters) are the details'; read as money they shifted every figure of the line one column left.
 * The header's labels stand close ("Date" a word space from "Value"), so the count of figures per money column
 * decides, as on that scan.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage, wordsFrom } from './support/ocr-page.js';

type W = [string, number, number];
const words = wordsFrom;
/** A figure right-aligned at x1 with "Rp" after it, and a mark after that where given. */
const money = (t: string, x1: number, mark?: string): W[] => [[t, x1 - t.length * 4, x1], ['Rp', x1 + 3, x1 + 13], ...(mark ? [[mark, x1 + 16, x1 + 24] as W] : [])];
const BALANCE = 300;
const DEBIT = 400;
const CREDIT = 480;
const row = (date: string, first: string, second: string, balance: string, debit?: string, credit?: string): W[][] => [
  [[date, 36, 75], [date, 88, 126], ...words(first, 138)],
  [...words(second, 138), ...money(balance, BALANCE, 'Cr'), ...(debit ? money(debit, DEBIT) : []), ...(credit ? money(credit, CREDIT) : [])],
];

const read = () =>
  interpret([
    ocrPage([
      [['Opening', 36, 66], ['balance', 69, 100], ...money('5,000,000', DEBIT)],
      [['Closing', 36, 66], ['balance', 69, 100], ...money('6,489,620', DEBIT)],
      [],
      [['Date', 36, 70], ['Value', 76, 100], ['Details', 138, 168], ['Balance', BALANCE - 10, BALANCE + 24], ['Debit', DEBIT - 10, DEBIT + 13], ['Credit', CREDIT - 10, CREDIT + 13]],
      ...row('01-NOV-24', 'ATM CASH', '239530', '4,151,682', '848,318'),
      ...row('02-NOV-24', 'POS PURCHASE', 'MIGROS 6390 2366', '3,306,894', '844,788'),
      ...row('03-NOV-24', 'ATM CASH', '454144 1.75%', '2,135,162', '1,171,732'),
      ...row('04-NOV-24', 'SALARY', 'ANATOLIA TEKSTIL', '6,489,620', undefined, '4,354,458'),
    ]),
  ]);

describe('numbers in the details of a row whose whole amounts are on its last line', () => {
  it('stay in the details, the money under its labels', () => {
    const chosen = read();
    expect(chosen.built.transactions.map((t) => [t.description, t.debit, t.credit, t.balance])).toEqual([
      ['ATM CASH 239530', 848318, 0, 4151682],
      ['POS PURCHASE MIGROS 6390 2366', 844788, 0, 3306894],
      ['ATM CASH 454144 1.75%', 1171732, 0, 2135162],
      ['SALARY ANATOLIA TEKSTIL', 0, 4354458, 6489620],
    ]);
    expect(chosen.rec.status).toBe('reconciled');
  });
});

describe('a figure written as money under the details\' label', () => {
  // A table whose rows run on past their labels, one row wrapped so that its amount and balance stand under the
  // details' label ("Debit - $25.00 $77.00" under "DESCRIPTION"): money, not a reference (a real statement read so
  // lost the row's amount and turned every row's direction round).
  it('stays the row\'s money', async () => {
    const { textLayerPage } = await import('./support/text-page.js');
    const { parseLayout } = await import('../src/layout/index.js');
    const p = textLayerPage([
      [['DATE', 34, 57], ['DESCRIPTION', 63, 128], ['CATEGORY', 134, 180], ['AMOUNT', 186, 221], ['BALANCE', 227, 268]],
      [['Jan', 34, 52], ['6', 57, 63], ['Zelle', 69, 98], ['sent', 104, 128], ['Debit', 257, 286], ['-', 292, 298], ['$3.00', 303, 333], ['$102.00', 339, 380]],
      [['Jan', 34, 52], ['12', 57, 69]],
      [['Zelle', 34, 63], ['sent', 69, 98], ['JANE', 104, 128]],
      [['Debit', 34, 63], ['-', 69, 75], ['$25.00', 81, 116], ['$77.00', 122, 157]],
    ]);
    const rows = parseLayout([p]).rows;
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([['- $3.00', '$102.00'], ['- $25.00', '$77.00']]);
  });
});
