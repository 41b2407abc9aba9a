/**
 * Whole amounts with dots between their groups ("3.376.443") beside a few two-decimal figures in the details ("9 X
 * 32,69"): read both ways, as whole figures and, by OCR's lost-separator repairs, as two decimals (33,764.43). The
 * two-decimal reading leaves the summary's whole figures unread, so the statement's arithmetic has nothing to check
 * in it and nothing breaks: it scored as well as a reading the printed figures confirm, and better than one they
 * miss by a misread digit (scan 11239, reconciled with every amount a hundredth of the printed one). A reading the
 * printed figures check is taken over one they cannot check.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { ocrPage } from './support/ocr-page.js';

type Cell = [string, number, number];
const row = (date: string, details: string[], debit?: string, credit?: string): Cell[] => [
  [date, 36, 76],
  ...details.map((d, i): Cell => [d, 122 + 40 * i, 152 + 40 * i]),
  ...(debit ? [[debit, 440, 475] as Cell] : []),
  ...(credit ? [[credit, 520, 555] as Cell] : []),
];

const statement = (currency: string, closing: string) =>
  ocrPage([
    [['Currency:', 315, 350], [currency, 353, 370]],
    [['Opening', 54, 84], ['balance', 87, 120], ['1.000.000', 130, 170]],
    [['Closing', 54, 84], ['balance', 87, 120], [closing, 130, 170]],
    [],
    [['Date', 36, 56], ['Details', 122, 150], ['Debit', 450, 475], ['Credit', 530, 555]],
    row('01/03/2023', ['HOTEL', '9', 'X', '32,69'], '250.000'),
    row('04/03/2023', ['TAXI', '3', 'X', '10,16'], '125.500'),
    row('09/03/2023', ['TRANSFER', 'RECEIVED'], undefined, '500.000'),
    row('13/03/2023', ['CAFE', '5', 'X', '45,47'], '2.500'),
    row('15/03/2023', ['BOOKS'], '37.000'),
  ]);

describe('amounts read whole and with two decimals', () => {
  it('takes the whole reading the printed opening and closing confirm', () => {
    const chosen = interpret([statement('HUF', '1.085.000')]);
    expect(chosen.built.transactions.map((t) => t.debit + t.credit)).toEqual([250000, 125500, 500000, 2500, 37000]);
    expect(chosen.rec.status).toBe('reconciled');
  });

  it('keeps the whole reading where a misread closing breaks it, not the one that checks nothing', () => {
    const chosen = interpret([statement('IDR', '1.085.900')]);
    expect(chosen.built.transactions.map((t) => t.debit + t.credit)).toEqual([250000, 125500, 500000, 2500, 37000]);
    expect(chosen.rec.status).toBe('discrepancy');
  });
});
