/**
 * Dates the arithmetic cannot check: a statement whose amounts add up but whose rows took a date that was printed and
 * not read is never `reconciled` (random generated statements, glyphs placed one by one: their dates came apart).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { matchDateAt } from '../src/normalize/date-token.js';
import { interpret } from '../src/interpret/search.js';
import { randomStatement } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';
import { page, right } from './support/text-page.js';

describe('dates no reading could make whole', () => {
  it('marks a row whose line begins with a date in pieces that took the date of the row above', () => {
    const p = page([
      [['Date', 36, 53], ['Description', 100, 145], ['Amount', 500, 528], ['Balance', 540, 570]],
      [['18-AUG-24', 36, 80], ['CB', 100, 110], ['PAUL', 113, 130], right('-6,19', 528), right('1.621,22', 570)],
      [['19-AU', 36, 58], ['G-', 61, 68], ['24', 75, 83], ['CB', 100, 110], ['FNAC', 113, 130], right('-182,00', 528), right('1.439,22', 570)],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => r.datePieces)).toEqual([undefined, '19-AU G- 24']);
    // A day, a month name in pieces (one of them a month name itself: "oût"), a year, the pieces a word's space or
    // more apart: read whole they would be "16 août 2024" only by a guess at the spacing, so they are marked.
    const q = page([
      [['Date', 36, 53], ['Description', 100, 145], ['Amount', 500, 528], ['Balance', 540, 570]],
      [['15', 36, 44], ['août', 47, 64], ['2024', 67, 85], ['CB', 100, 110], ['PAUL', 113, 130], right('-6,19', 528), right('1.621,22', 570)],
      [['16', 36, 44], ['a', 47, 51], ['oût', 56, 68], ['2024', 71, 89], ['CB', 100, 110], ['FNAC', 113, 130], right('-182,00', 528), right('1.439,22', 570)],
    ]);
    expect(parseGeneric([q]).rows.map((r) => r.datePieces)).toEqual([undefined, '16 a oût']);
    // Pieces as close as glyphs placed one by one leave them (test/broken-named-dates.test.ts): read whole.
    const r = page([
      [['Date', 36, 53], ['Description', 100, 145], ['Amount', 500, 528], ['Balance', 540, 570]],
      [['15', 36, 44], ['août', 47, 64], ['2024', 67, 85], ['CB', 100, 110], ['PAUL', 113, 130], right('-6,19', 528), right('1.621,22', 570)],
      [['16', 36, 44], ['a', 47, 51], ['oût', 54, 66], ['2024', 69, 87], ['CB', 100, 110], ['FNAC', 113, 130], right('-182,00', 528), right('1.439,22', 570)],
    ]);
    expect(parseGeneric([r]).rows.map((x) => [x.dates[0], x.datePieces])).toEqual([['15 août 2024', undefined], ['16 août 2024', undefined]]);
  });

  it('marks a row of a layout that dates once a day whose line prints digits under the date label and no date', () => {
    // Random 1022165 (before weekdays in pieces glued to the date were read): "s r25 cze" for "śr 25 cze" took the
    // date of the row above and, with no balance printed, the statement said `reconciled`.
    const p = page([
      [['Date', 36, 53], ['Description', 133, 180], ['Amount', 500, 528]],
      [['05', 36, 44], ['Jun', 47, 60], ['RENT', 133, 160], right('560.34', 528)],
      [['TRANSFER', 133, 170], right('121.96', 528)],
      [['07', 36, 44], ['Jun', 47, 60], ['TESCO', 133, 160], right('23.96', 528)],
      [['x', 36, 40], ['q25', 42, 52], ['Jun', 54, 67], ['TRANSFER', 133, 170], right('86.91', 528)],
    ]);
    expect(parseGeneric([p]).rows.map((r) => [r.dates[0], r.datePieces])).toEqual([['05 Jun', undefined], ['05 Jun', undefined], ['07 Jun', undefined], ['07 Jun', 'x q25 Jun']]);
  });

  it('reads a year broken after its century ("17 Apr 20 23")', () => {
    expect(matchDateAt(['17', 'Apr', '20', '23', 'EFTPOS'], 0)?.date.year).toBe(2023);
    expect(matchDateAt(['17', 'Apr', '20'], 0)?.date.year).toBe(2020);
  });

  it('reads no year from the hour of a time whose colon came apart ("02 mar 06 :07")', () => {
    const m = matchDateAt(['02', 'mar', '06', ':07', '75049104'], 0);
    expect([m?.date.year, m?.used]).toEqual([undefined, 2]);
    expect(matchDateAt(['02', 'mar', '06', 'SHOP'], 0)?.date.year).toBe(2006);
  });

  it('reads a day glued to the hour of a time whose colon came apart ("Mar 308 :53" for Mar 3 08:53)', () => {
    expect(matchDateAt(['Mar', '308', ':53', 'Mar', '6', 'Visa'], 0)).toMatchObject({ used: 3, date: { a: 3, b: 3 } });
    expect(matchDateAt(['Feb', '1706', ':33', 'Feb', '20'], 0)).toMatchObject({ used: 3, date: { a: 17, b: 2 } });
    expect(matchDateAt(['08.05.2307', ':49', 'Kartenzahlung'], 0)).toMatchObject({ used: 2, date: { a: 8, b: 5, year: 2023 } });
    // No hour 31, no day 0, and nothing without the time's minutes after it.
    expect(matchDateAt(['Mar', '331', ':53'], 0)).toBeUndefined();
    expect(matchDateAt(['Mar', '308', 'SHOP'], 0)).toBeUndefined();
    expect(matchDateAt(['08.05.2399', ':49'], 0)).toBeUndefined();
  });

  // Letter-spaced drawing glued a date to its time's hour on 3 and 4 rows (random 700057, 730101): they took the row
  // above's date and said `unverifiable`; read, every row is right and the statement reconciles.
  it.each([700057, 730101])('dates rows whose day and hour came together (random %i)', async (seed) => {
    const { pdf, golden } = await randomStatement(seed);
    const st = await extract(pdf, { ocr: { enabled: false } });
    const s = scoreStatement(golden, st);
    expect([s.tp, s.missing, s.extra]).toEqual([golden.transactions.length, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60000);

  // Random statements whose amounts all read right and whose broken dates made rows take the day above: they said
  // `reconciled` with wrong dates (500291, 770064), or with the wrong year (1151).
  for (const seed of [500291, 770064, 1151])
    it(`never says reconciled with a date it could not read (random ${seed})`, async () => {
      const { pdf, golden } = await randomStatement(seed);
      const st = await extract(pdf);
      const s = scoreStatement(golden, st);
      const allRight = s.tp === golden.transactions.length && st.transactions.length === golden.transactions.length;
      expect(allRight || st.reconciliation.status !== 'reconciled').toBe(true);
    }, 60000);

  it('dates rows without a year by a period end put after its start, when OCR misread the end\'s year', () => {
    // "26 Apr 2023 - 25 May 2022": every row took 2022 (a scanned statement, 33 rows a year early).
    const p = page([
      [['Period', 36, 60], ['26', 63, 71], ['Apr', 74, 88], ['2023', 91, 109], ['-', 112, 115], ['25', 118, 126], ['May', 129, 145], ['2022', 148, 166]],
      [['Date', 36, 53], ['Description', 100, 145], ['Amount', 500, 528], ['Balance', 540, 570]],
      [['27', 36, 44], ['Apr', 47, 61], ['CARD', 100, 120], ['SHOP', 123, 143], right('-6.19', 528), right('1,621.22', 570)],
      [['3', 36, 40], ['May', 43, 59], ['RENT', 100, 120], right('-182.00', 528), right('1,439.22', 570)],
    ]);
    expect(interpret([p]).built.transactions.map((t) => t.date)).toEqual(['2023-04-27', '2023-05-03']);
  });
});
