/**
 * A weekday before a row's date and a time of day after it (src/layout/date-dress.ts): part of the date's cell, so
 * the line still starts with a date and the words do not end up in the description; and the trailing list after the
 * transactions (src/layout/trailing-list.ts) on a generated statement.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { timeAfter, weekdayBefore } from '../src/layout/date-dress.js';
import { randomStatement } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';
import { page } from './support/text-page.js';

const HEADER: [string, number, number][] = [['Date', 36, 53], ['Description', 104, 150], ['Amount', 452, 483], ['Balance', 530, 559]];

describe('words printed with a row date', () => {
  it('reads rows whose dates follow a weekday ("Mon 03 Jun") as dated rows', () => {
    const p = page([
      HEADER,
      [['Mon', 36, 50], ['03', 52, 60], ['Jun', 62, 74], ['TESCO', 104, 130], ['STORES', 132, 160], ['12.50', 460, 483], ['987.50', 530, 559]],
      [['Tue', 36, 50], ['04', 52, 60], ['Jun', 62, 74], ['SHELL', 104, 130], ['40.00', 460, 483], ['947.50', 530, 559]],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.dates[0], r.description.join(' '), r.amount])).toEqual([
      ['03 Jun', 'TESCO STORES', '12.50'],
      ['04 Jun', 'SHELL', '40.00'],
    ]);
  });

  it('keeps the time of day after a date out of the description', () => {
    const p = page([
      HEADER,
      [['03/06/2024', 36, 74], ['14:32', 76, 96], ['TESCO', 104, 130], ['12.50', 460, 483], ['987.50', 530, 559]],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.dates[0], r.description.join(' ')])).toEqual([['03/06/2024', 'TESCO']]);
  });

  it('takes a weekday spelled like a month for a weekday only where the dates read so', () => {
    // martes 05 June: "mar 05" would be 5 March
    expect(weekdayBefore(['mar', '05', 'jun', 'CARREFOUR'], 0)).toEqual({ used: 1 });
    // two month-first dates: "Mar 05" and "Mar 06", no weekday
    expect(weekdayBefore(['Mar', '05', 'Mar', '06', 'AMAZON'], 0)).toBeUndefined();
    expect(weekdayBefore(['Mon', 'TESCO'], 0)).toBeUndefined();
    // mardi 04 juin, value date 04 juin: "mar. 04" and "juin 04" would leave "juin" alone; read so, two dates alike
    expect(weekdayBefore(['mar.', '04', 'juin', '04', 'juin', 'CB'], 0)).toEqual({ used: 1 });
    // broken by a space pdf.js wrote between glyphs a little apart, or glued to the date
    expect(weekdayBefore(['mar', '.', '2024-04-16', 'DELIVEROO'], 0)).toEqual({ used: 2 });
    expect(weekdayBefore(['S', 'un', '16/03', 'LYFT'], 0)).toEqual({ used: 2 });
    // the short piece first (random layout 41068, letter-spaced: "n iedz 12.11.2023" took the row above's date and
    // the statement reconciled with it)
    expect(weekdayBefore(['n', 'iedz', '12.11.2023', 'PRZELEW'], 0)).toEqual({ used: 2 });
    expect(weekdayBefore(['n', 'TESCO', '12.11.2023'], 0)).toBeUndefined();
    expect(weekdayBefore(['mer.2024-04-17', 'COSTA'], 0)).toEqual({ used: 0, glued: '2024-04-17' });
    expect(timeAfter(['14:32'], 0)).toBe(1);
    expect(timeAfter(['14.32'], 0)).toBe(0);
    // Its colon come apart from one side (glyphs placed one by one).
    expect(timeAfter(['06', ':07', 'SHOP'], 0)).toBe(2);
    expect(timeAfter(['16:', '36'], 0)).toBe(2);
    expect(timeAfter(['16', '36'], 0)).toBe(0);
    // Or its hour's two digits apart ("2 0:30" for 20:30, never-used random 1011602: the value date after it was
    // read as details and the row was lost); a digit before a time that the join does not make one is no part of it.
    expect(timeAfter(['2', '0:30', '2025-01-01'], 0)).toBe(2);
    expect(timeAfter(['1', '8:24'], 0)).toBe(2);
    expect(timeAfter(['3', '8:24'], 0)).toBe(0);
  });
});

describe('a list after the transactions', () => {
  // Generated statements that print pending card payments / interest for information after their transactions
  // (random 1000 x300: the first of each; before the mechanism both read the list's rows as transactions); in 1002
  // and 1186 the list's title (and its header) were read as the last lines of the row above.
  // In 1182 the list starts a page of its own, under a title no other page prints. Drawn as they were set (1186 now
  // draws the fifteenth session's page templates too: a box beside its first page's table; 1126 the fifty-first's
  // rows written as running text).
  for (const seed of [1126, 1105, 1002, 1186, 1182])
    it(`leaves its rows out where the statement reconciles without them (random ${seed})`, async () => {
      const { pdf, golden, spec } = await randomStatement(seed, { pageTemplates: false, flowed: false });
      expect(spec.after).toBeDefined();
      const st = await extract(pdf);
      const s = scoreStatement(golden, st);
      expect(st.reconciliation.status).toBe('reconciled');
      expect(s.tp).toBe(golden.transactions.length);
      expect(st.transactions.length).toBe(golden.transactions.length);
    }, 60000);

  it('keeps the rows where the closing balance is only the last row\'s (random 780182: no closing read, no list)', async () => {
    // Cutting rows off the end of a chain of balances leaves a chain whose last balance is the closing taken from it.
    const { pdf, golden, spec } = await randomStatement(780182);
    expect(spec.after).toBeUndefined();
    const s = scoreStatement(golden, await extract(pdf));
    expect(s.tp).toBe(golden.transactions.length);
  }, 60000);
});
