/**
 * Marks after the figures ("C" cargo, "A" abono), some of them lost by OCR, in a table whose details begin with a word
 * standing apart after a column of references ("COMPRA", "RECIBO"): on the rows without a mark that word is taken for
 * a direction word (direction-words.ts), and the statement then showed four tokens, no pairing of which was read:
 * "C" kept its English meaning (credit) and every row came out the wrong way round, chained under a card's balance
 * sense (scanned random 11840: 0 of 50 rows right). Each pair is read both ways, the words also as no direction, and
 * the arithmetic chooses.
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { validateExtractOptions } from '../src/load/options.js';
import { markReadings } from '../src/layout/marks.js';
import { ocrPage } from './support/ocr-page.js';

type W = [string, number, number];
const fig = (t: string, x1: number): W => [t, x1 - 4 * t.length, x1];
/** A row: date, reference, details (the first word a column gap from the next where `apart`), amount, mark, balance. */
function row(date: string, ref: string, what: string[], amount: string, mark: string, balance: string, apart = true): W[] {
  const words: W[] = [];
  let x = 151;
  what.forEach((t, k) => {
    words.push([t, x, x + 4 * t.length]);
    x += 4 * t.length + (k === 0 && apart ? 6 : 3);
  });
  return [[date, 37, 57], [ref, 90, 122], ...words, fig(amount, 460), ...(mark ? [[mark, 473, 477] as W] : []), fig(balance, 558)];
}
const rows: W[][] = [
  row('01/05', 'K2YJYSSF', ['COMPRA', 'TARJ.', 'MERCADONA'], '103,31', 'C', '896,69'),
  row('02/05', 'D4BFJIT7', ['COMPRA', 'TARJ.', 'SPOTIFY'], '10,53', 'C', '886,16'),
  row('03/05', 'SHBKLA43', ['RECIBO', 'ALQUILER', 'VIVIENDA'], '494,00', '', '392,16'),
  row('04/05', 'TATQHUXC', ['COMPRA', 'TARJ.', 'REPSOL'], '54,81', 'C', '337,35'),
  row('05/05', 'WLEL3EDC', ['DEVOLUCION', 'AMAZON'], '43,60', 'A', '380,95', false),
  row('07/05', 'TBCBNVTS', ['COMPRA', 'TARJ.', 'CORTE'], '60,14', '', '320,81'),
  row('08/05', 'GACSQMI5', ['RECIBO', 'IBERDROLA'], '84,87', 'C', '235,94'),
  row('10/05', '2GBN223N', ['BIZUM', 'RECIBIDO', 'JAVIER'], '172,21', 'A', '408,15', false),
  row('11/05', 'CBG544K5', ['RECIBO', 'TELEFONICA'], '32,63', 'C', '375,52'),
  row('12/05', 'GFPUJCQ4', ['COMPRA', 'TARJ.', 'CARREFOUR'], '22,75', '', '352,77'),
  row('14/05', 'AACSEX74', ['COMPRA', 'TARJ.', 'RENFE'], '78,84', 'C', '273,93'),
  row('15/05', 'SIWWMIMY', ['RECIBO', 'CANAL', 'ISABEL'], '23,02', 'C', '250,91'),
];
const page = () =>
  ocrPage([
    [['Saldo', 44, 65], ['anterior', 70, 106], fig('1.000,00', 303)],
    [['Nuevo', 43, 65], ['saldo', 69, 91], fig('250,91', 303)],
    [],
    ...rows,
  ]);

describe('marks after the figures beside words in a column of their own', () => {
  it('are two pairs, each read both ways, the words also as no direction', () => {
    const st = buildStatement([page()], validateExtractOptions({}), true);
    expect(st.reconciliation.status).toBe('reconciled');
    expect(st.account_type).toBe('bank');
    expect(st.transactions.map((t) => [t.debit, t.credit])).toEqual([
      [103.31, 0],
      [10.53, 0],
      [494, 0],
      [54.81, 0],
      [0, 43.6],
      [60.14, 0],
      [84.87, 0],
      [0, 172.21],
      [32.63, 0],
      [22.75, 0],
      [78.84, 0],
      [23.02, 0],
    ]);
    // The details keep their first word: no reading took it for a direction.
    expect(st.transactions[2]!.description).toMatch(/^SHBKLA43 RECIBO ALQUILER/);
  });

  it('read together, the words of the two pairs are four readings besides each pair of marks alone', () => {
    const mark = (token: string, word?: string) => ({ token, figure: '1,00', marked: '1,00 X', ...(word ? { word } : {}) });
    const raw = (m: ReturnType<typeof mark>) => ({ page_number: 1, dates: ['01/05'], description: [], amount: '1,00 X', marks: [m] });
    const readings = markReadings([raw(mark('c')), raw(mark('a')), raw(mark('compra', 'COMPRA')), raw(mark('recibo', 'RECIBO'))]);
    expect(readings.map((r) => r.name).sort()).toEqual(['debit=a', 'debit=a+compra', 'debit=a+recibo', 'debit=c', 'debit=c+compra', 'debit=c+recibo']);
    // Three words beside the marks: no pairing to choose, as before.
    expect(markReadings([raw(mark('c')), raw(mark('a')), raw(mark('compra', 'COMPRA')), raw(mark('recibo', 'RECIBO')), raw(mark('bizum', 'BIZUM'))])).toEqual([]);
  });
});
