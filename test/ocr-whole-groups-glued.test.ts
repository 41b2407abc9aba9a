/**
 * Whole amounts grouped by spaces ("3 402 839", KRW) whose group spaces OCR closed up in part: "3402 839",
 * "3447 717 KRW", "3363 559" (scanned random 9555). Read word by word, the left part is a four-digit word no grouped
 * figure prints and the right part was taken alone: the balance became 839 and 3402 the amount, the opening 717, the
 * credits total 3363. And a figure whose last group OCR read as letters ("3 329 BOO" for 3 329 800) was read as an
 * amount followed by details "BOO" (a dated line of a daily-balance table became a row).
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { readSummary } from '../src/layout/summary.js';
import { ocrPage } from './support/ocr-page.js';

const WHOLE = { integers: true };
const DATE: [string, number, number][] = [['27', 37, 45], ['gru', 48, 60], ['PRZELEW', 88, 129], ['OD', 131, 143]];
const values = (words: [string, number, number, number?][], mode = WHOLE) =>
  splitLine(ocrPage([[...DATE, ...words]]).lines[0]!, 2, mode).amounts.map((a) => a.amount.value);

describe('OCR: whole amounts whose group spaces OCR closed in part', () => {
  it('reads "147 546  3402 839" as the amount and the balance', () => {
    expect(values([['147', 432, 445], ['546', 448, 462], ['3402', 522, 542], ['839', 545, 559]])).toEqual([147546, 3402839]);
  });

  it('reads "2 514807" whole as well', () => {
    expect(values([['26', 436, 445], ['828', 448, 461], ['2', 522, 525], ['514807', 529, 559]])).toEqual([26828, 2514807]);
  });

  it('leaves figures a column apart, a text layer, and statements with minor units alone', () => {
    expect(values([['147', 432, 445], ['546', 448, 462], ['3402', 510, 530], ['839', 545, 559]])).toEqual([147546, 3402, 839]);
    expect(values([['147', 432, 445, 1], ['546', 448, 462, 1], ['3402', 522, 542, 1], ['839', 545, 559, 1]])).toEqual([147546, 3402, 839]);
    expect(values([['3402', 522, 542], ['839', 545, 559]], {})).not.toContain(3402839);
  });

  it('reads the summary\'s figures whole: a label line and a row of heads over figures', () => {
    const page = ocrPage([
      [['Suma', 88, 111], ['Uznania', 113, 146], ['3363', 424, 445], ['559', 448, 461]],
      [],
      [['Saldo', 239, 259], ['otwarcia', 262, 292], ['Saldo', 499, 519], ['koncowe', 522, 553]],
      [['3447', 232, 253], ['717', 256, 269], ['KRW', 273, 292], ['4110', 494, 515], ['305', 518, 531], ['KRW', 534, 553]],
    ]);
    expect(readSummary(page.lines, [], WHOLE)).toMatchObject({ total_credits: '3363559.00', opening_balance: '3447717.00', closing_balance: '4110305.00' });
  });
});

describe('OCR: a figure whose last group was read as letters', () => {
  const line = (conf?: number) => ocrPage([[['28', 177, 186], ['gru', 189, 200], ['3', 221, 224, conf], ['329', 228, 241, conf], ['BOO', 244, 258, conf]]]).lines[0]!;

  it('is no amount followed by details "BOO"', () => {
    expect(splitLine(line(), 2, WHOLE).amounts).toEqual([]);
  });

  it('keeps a text layer\'s description-last reading', () => {
    expect(splitLine(line(1), 2, WHOLE).amounts.map((a) => a.amount.value)).toEqual([3329]);
  });
});
