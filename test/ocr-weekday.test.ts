/**
 * A weekday printed before each row's date as OCR misreads it (src/layout/date-dress.ts): Swedish "lör" read "16r" or
 * "l6r" (look-alike digits), "sön" read "stn" with "son" among tesseract's other readings. Seen on scanned random
 * 9149 (150 DPI grey): those rows lost their dates and were read as the row above's second line.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { dateBeforeTime, weekdayBefore } from '../src/layout/date-dress.js';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

const HEADER: [string, number, number][] = [['Bokforingsdag', 35, 96], ['Beskrivning', 283, 331], ['Summa', 530, 560]];

describe('an OCR-misread weekday before a row date', () => {
  it('keeps the rows dated', () => {
    const p = ocrPage([
      HEADER,
      [['tis', 36, 44], ['21.02.2023', 47, 89], ['SWISH', 283, 310], ['ERIK', 314, 333], ['299.58', 534, 560]],
      [['16r', 36, 46, 0.08, ['I6r', 'l6r', 'i6r']], ['25.02.2023', 48, 90], ['UTTAG', 284, 310], ['BANKOMAT', 313, 360], ['933.80', 534, 560]],
      [['l6r', 36, 46, 0.5], ['04.03.2023', 48, 90], ['KORTKOP', 283, 323], ['ICA', 326, 340], ['166.48', 535, 560]],
      [['stn', 36, 49, 0.44, ['s6n', 'son', 'sén']], ['19.03.2023', 53, 94], ['SWISH', 283, 310], ['OSKAR', 313, 342], ['194.96', 534, 560]],
    ]);
    expect(parseGeneric([p]).rows.map((r) => [r.dates[0], r.description.join(' '), r.amount])).toEqual([
      ['21.02.2023', 'SWISH ERIK', '299.58'],
      ['25.02.2023', 'UTTAG BANKOMAT', '933.80'],
      ['04.03.2023', 'KORTKOP ICA', '166.48'],
      ['19.03.2023', 'SWISH OSKAR', '194.96'],
    ]);
  });

  it('reads look-alike digits and other readings only for OCR words', () => {
    const ocr = { alternatives: ['s6n', 'son'] };
    expect(weekdayBefore(['16r', '25.02.2023', 'UTTAG'], 0, {})).toEqual({ used: 1 });
    expect(weekdayBefore(['S0n', '16/03', 'LYFT'], 0, {})).toEqual({ used: 1 });
    expect(weekdayBefore(['stn', '19.03.2023', 'SWISH'], 0, ocr)).toEqual({ used: 1 });
    // printed text: no look-alikes; and a figure is never a weekday
    expect(weekdayBefore(['16r', '25.02.2023', 'UTTAG'], 0)).toBeUndefined();
    expect(weekdayBefore(['stn', '19.03.2023', 'SWISH'], 0, {})).toBeUndefined();
    expect(weekdayBefore(['160', '25.02.2023', 'UTTAG'], 0, {})).toBeUndefined();
  });
});

describe('a time of day OCR glued onto the date', () => {
  it('is read apart from the date on OCR words ("29.11.2412:29", scanned random 9165)', () => {
    expect(dateBeforeTime('29.11.2412:29')).toBe('29.11.24');
    expect(dateBeforeTime('2024-02-0419:52')).toBe('2024-02-04');
    expect(dateBeforeTime('12:29')).toBeUndefined();
    expect(dateBeforeTime('REF4412:29')).toBeUndefined();
    const line = ocrPage([[['29.11.2412:29', 36, 87], ['COMPRA', 100, 133], ['CONTINENTE', 136, 185], ['32,93', 452, 474], ['1.396,64', 528, 559]]]).lines[0]!;
    expect(splitLine(line).dates.map((d) => d.date.raw)).toEqual(['29.11.24']);
  });

  it('also where the time lost its colon ("15/090956" for "15/09 09:56", scanned random 10699)', () => {
    expect(dateBeforeTime('15/090956')).toBe('15/09');
    expect(dateBeforeTime('15/09/2023')).toBeUndefined();
    expect(dateBeforeTime('15.09.2023')).toBeUndefined();
    // Four digits that read as a year are the date's, its separator lost (scanned random 10611: "16.042024*").
    expect(dateBeforeTime('16.042024')).toBeUndefined();
    const line = ocrPage([[['15/090956', 36, 80], ['ARGOS', 100, 130], ['LTD', 133, 150], ['70.99', 452, 474]]]).lines[0]!;
    expect(splitLine(line).dates.map((d) => d.date.raw)).toEqual(['15/09']);
  });
});

describe('a date whose separator OCR read as "1/"', () => {
  it('is repaired within a week of the row above ("171/09" under "16/09"; scanned random 10699)', () => {
    const page = ocrPage([
      [['Date', 36, 55], ['Details', 100, 130], ['Amount', 450, 480]],
      [['16/09', 36, 58], ['ARGOS', 100, 130], ['70.99', 452, 474]],
      [['171/09', 36, 62, 0.6], ['BP', 100, 110], ['CONNECT', 113, 150], ['39.63', 452, 474]],
    ]);
    expect(parseGeneric([page]).rows.map((r) => r.dates[0])).toEqual(['16/09', '17/09']);
  });
});
