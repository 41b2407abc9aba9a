/**
 * The first row's date with both separators lost by OCR ("02032023" for 02/03/2023, 150 DPI grey; scanned random 9199
 * lost its first page, 33 rows, as no row above gave the date shape): the full date printed above the table (the
 * period's start) stands in for the row above's (src/layout/generic-parser.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { ocrPage } from './support/ocr-page.js';

const PERIOD: [string, number, number][] = [['Periodo', 314, 340], ['01/03/2023', 342, 390], ['a', 392, 396], ['31/03/2023', 398, 440]];
const HEADER: [string, number, number][] = [['Fecha', 35, 55], ['Concepto', 83, 114], ['Cargo', 186, 207], ['Abono', 224, 246], ['Saldo', 267, 287]];
const ROWS: [string, number, number, number?][][] = [
  [['02032023', 36, 70, 0.6], ['COMPRA', 84, 115], ['MERCADONA', 117, 160], ['98.29', 188, 205], ['2087.84', 259, 286]],
  [['03032023', 36, 70, 0.67], ['RECIBO', 84, 112], ['ALQUILER', 114, 150], ['809.00', 184, 206], ['1278.84', 260, 286]],
];

describe('a first row whose date OCR read without separators', () => {
  it('is dated from the date printed above the table', () => {
    const rows = parseGeneric([ocrPage([PERIOD, HEADER, ...ROWS])]).rows;
    expect(rows.map((r) => [r.dates[0], r.debit])).toEqual([
      ['02/03/2023', '98.29'],
      ['03/03/2023', '809.00'],
    ]);
  });

  it('is dated from a period printed with two-digit years (one separator lost: "11.0524", scanned random 9964)', () => {
    const period: [string, number, number][] = [['Periodo', 314, 340], ['11.05.24', 342, 376], ['a', 378, 382], ['10.06.24', 384, 418]];
    const rows = parseGeneric([ocrPage([
      period,
      HEADER,
      [['11.0524', 36, 64, 0.62], ['COMPRA', 84, 115], ['PINGO', 117, 140], ['79,56', 188, 205], ['2.785,51', 255, 286]],
      [['12.05.24', 36, 66], ['COMPRA', 84, 115], ['METRO', 117, 140], ['21,15', 188, 205], ['2.764,36', 255, 286]],
    ])]).rows;
    expect(rows.map((r) => [r.dates[0], r.debit])).toEqual([
      ['11.05.24', '79,56'],
      ['12.05.24', '21,15'],
    ]);
  });

  it('is not dated from a printed date more than a week before it, outside the period printed', () => {
    // (Within the period the two printed dates give, a digit run shaped like the date is one: ocr-lost-separators-calendar.)
    const far = PERIOD.map(([t, a, b]) => [t.replace('01/03', '01/02').replace('31/03', '28/02'), a, b] as [string, number, number]);
    expect(parseGeneric([ocrPage([far, HEADER, ...ROWS])]).rows).toEqual([]);
  });

  it('says when tesseract offered other digits for the date it read without separators', () => {
    // scanned random 9121: 01/02/2023 read "0502/2023" at confidence 0.44, offered "0402/2023", "0302/2023"
    const first: [string, number, number, number?, string[]?][] = [['0502/2023', 36, 72, 0.44, ['0§02/2023', '0402/2023', '0302/2023']], ['OPLATA', 97, 127], ['7.94', 188, 205], ['4259.33', 259, 286]];
    const period = PERIOD.map(([t, a, b]) => [t.replace('/03/', '/02/'), a, b] as [string, number, number]);
    const rows = parseGeneric([ocrPage([period, HEADER, first])]).rows;
    expect(rows.map((r) => [r.dates[0], r.dateDoubt])).toEqual([['05/02/2023', '0402/2023, 0302/2023']]);
  });
});

describe('a row date whose slash OCR read as a bracket', () => {
  it('is read in the shape of the row above ("24)12" under "22/12", scanned random 9186)', () => {
    const header: [string, number, number][] = [['Date', 36, 56], ['Details', 90, 120], ['Amount', 440, 480], ['Balance', 525, 559]];
    const rows = parseGeneric([
      ocrPage([
        header,
        [['22/12', 36, 56], ['COSTA', 90, 116], ['COFFEE', 119, 151], ['5.34', 452, 466], ['DR', 470, 480], ['1,618.63', 529, 559]],
        [['24)12', 36, 56, 0.36, ['24]12', '24/12']], ['DISNEY', 90, 119], ['PLUS', 122, 142], ['5.05', 452, 466], ['DR', 470, 480], ['1,613.58', 529, 559]],
      ]),
    ]).rows;
    expect(rows.map((r) => [r.dates[0], r.description.join(' ')])).toEqual([
      ['22/12', 'COSTA COFFEE'],
      ['24/12', 'DISNEY PLUS'],
    ]);
  });
});
