/**
 * A weekday in pieces whose second piece is glued to the date ("s r25 cze" for "śr 25 cze"): glyphs placed one by one
 * with jitter leave a gap inside the name wider than the one after it. Read as no date, the row took the date of the
 * row above, and with no running balance printed nothing in the sums could tell.
 */
import { describe, expect, it } from 'vitest';
import { weekdayBefore } from '../src/layout/date-dress.js';
import { readRandomCase } from './support/random-case.js';

describe('a weekday in pieces glued to its date', () => {
  it('reads the date after the pieces', () => {
    expect(weekdayBefore(['s', 'r25', 'cze', 'BLIK'], 0)).toEqual({ used: 1, glued: '25' });
    expect(weekdayBefore(['T', 'hu12/03', 'TESCO'], 0)).toEqual({ used: 1, glued: '12/03' });
    // the pieces make no weekday, or nothing after them is a date
    expect(weekdayBefore(['s', 'x25', 'cze', 'BLIK'], 0)).toBeUndefined();
    expect(weekdayBefore(['s', 'r25', 'BLIK'], 0)).toBeUndefined();
  });

  it('dates every row of random layout 1022165 as printed (Polish weekdays, glyphs placed one by one)', async () => {
    const { st, counts, rows } = await readRandomCase(1022165);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.transactions.some((t) => t.date === '2025-06-25')).toBe(true);
  }, 60_000);
});
