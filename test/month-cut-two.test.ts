/**
 * A month name cut to three letters where that names two months ("jui": juin and juillet, as a French statement
 * printing "02 jui" for every row): no row date was read at all (random 1007776, 0 of 64 rows). The date keeps both
 * months, and the statement's period tells which one a row means (resolve-dates.ts toIsoDate).
 */
import { describe, expect, it } from 'vitest';
import { parseDateToken } from '../src/normalize/date-token.js';
import { toIsoDate } from '../src/normalize/resolve-dates.js';
import { twoMonthsFromName } from '../src/normalize/months.js';

describe('a month name cut where it names two months', () => {
  it('is read as a date with both months, only where no month is named in full', () => {
    expect(twoMonthsFromName('jui')).toEqual([6, 7]);
    expect(twoMonthsFromName('Jui.')).toEqual([6, 7]);
    expect(twoMonthsFromName('juil')).toBeUndefined();
    expect(twoMonthsFromName('mar')).toBeUndefined();
    expect(parseDateToken('02 jui')).toMatchObject({ kind: 'named', a: 2, month: 6, otherMonth: 7 });
    expect(parseDateToken('02 juin')?.otherMonth).toBeUndefined();
  });

  it('takes the month whose date falls in the statement period', () => {
    const ctx = { start: { year: 2024, month: 6, day: 2 }, end: { year: 2024, month: 7, day: 1 }, defaultYear: 2024 };
    const iso = (t: string) => toIsoDate(parseDateToken(t)!, 'DMY', ctx);
    expect(iso('02 jui')).toBe('2024-06-02');
    expect(iso('30 jui')).toBe('2024-06-30');
    expect(iso('01 jui')).toBe('2024-07-01');
    // No period start known: the earlier month, as before.
    expect(toIsoDate(parseDateToken('01 jui')!, 'DMY', { end: ctx.end, defaultYear: 2024 })).toBe('2024-06-01');
  });
});
