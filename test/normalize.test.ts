import { describe, expect, it } from 'vitest';
import { parseAmount } from '../src/normalize/amount.js';
import { matchDateAt, parseDateToken } from '../src/normalize/date-token.js';
import { decideDateOrder, toIsoDate } from '../src/normalize/resolve-dates.js';
import { splitReference } from '../src/normalize/reference.js';
import { categorize } from '../src/categorize/categorize.js';

describe('parseAmount', () => {
  it('reads whole amounts of a statement that groups thousands only grouped', () => {
    expect(parseAmount('2024', { integers: true })?.value).toBe(2024);
    expect(parseAmount('2024', { integers: true, grouped: true })).toBeUndefined();
    expect(parseAmount('509.759', { integers: true, grouped: true })?.value).toBe(509759);
    expect(parseAmount('-950', { integers: true, grouped: true })).toMatchObject({ value: 950, negative: true });
  });
  const cases: [string, number, boolean, string | null][] = [
    ['1,234.56', 1234.56, false, null],
    ['1.234,56', 1234.56, false, null],
    ['1 234,56', 1234.56, false, null],
    ['1\u00a0234,56', 1234.56, false, null],
    ['1\u202f234,56', 1234.56, false, null],
    ["1'234.56", 1234.56, false, null],
    ['1,23,456.78', 123456.78, false, null],
    ['-1,234.56', 1234.56, true, null],
    ['1,234.56-', 1234.56, true, null],
    ['(12.00)', 12, true, null],
    ['12.00 CR', 12, false, 'CR'],
    ['5.50Dr', 5.5, false, 'DR'],
    ['$1,234.56', 1234.56, false, null],
    ['-$10.99', 10.99, true, null],
    ['€ -5,00', 5, true, null],
    ['R$ 1.234,56', 1234.56, false, null],
    ['EUR 12,00', 12, false, null],
    ['45,99-', 45.99, true, null],
    ['£2,697.44', 2697.44, false, null],
    ['S$22,058.11', 22058.11, false, null],
    ['4 754,59 kr', 4754.59, false, null],
    ['14.363,77 TL', 14363.77, false, null],
  ];
  it.each(cases)('%s', (text, value, negative, marker) => {
    const a = parseAmount(text)!;
    expect(a.value).toBe(value);
    expect(a.negative).toBe(negative);
    expect(a.marker).toBe(marker);
  });
  it('rejects what is not money', () => {
    // "01.02.23" is a date: two-digit groups are Indian grouping, with commas and a decimal point only.
    for (const t of ['2024', '1043', '12.5', 'YOU -10.99', 'ATM 12.00', '1.2345', '', '01.02.23', '21.03.23', '1.02.234,56']) expect(parseAmount(t)).toBeUndefined();
  });
  it('keeps the currency code', () => {
    expect(parseAmount('63.21 CAD')!.currency).toBe('CAD');
    // An overdrawn balance: "OD" after it means below zero.
    expect(parseAmount('1,234.56 OD')).toMatchObject({ value: 1234.56, negative: true, marker: null });
    expect(parseAmount('1.234,56 OD')).toMatchObject({ value: 1234.56, negative: true });
    expect(parseAmount('1,234.56 Od')).toBeUndefined();
    // A CR/DR mark before the figure, or after it in parentheses.
    expect(parseAmount('CR 12.50')).toMatchObject({ value: 12.5, marker: 'CR' });
    expect(parseAmount('Dr 1,234.56')).toMatchObject({ value: 1234.56, marker: 'DR' });
    expect(parseAmount('1.234,56 (Dr)')).toMatchObject({ value: 1234.56, marker: 'DR' });
    expect(parseAmount('12.50 (Cr)')).toMatchObject({ value: 12.5, marker: 'CR', negative: false });
  });
});

describe('a year cut short by a narrow column', () => {
  // Random 1012103: "10 juil. 20" for 10 July 2023, the year's last digits clipped; read as 2020, 53 rows fell three
  // years before the printed period and the statement still reconciled.
  const july2023 = { start: { year: 2023, month: 7, day: 1 }, end: { year: 2023, month: 7, day: 31 }, defaultYear: 2023 };
  const iso = (text: string, ctx = july2023) => toIsoDate(parseDateToken(text)!, 'DMY', ctx);
  it('takes the period\'s year where two digits are its century and the day falls in the period', () => {
    expect(iso('10 juil. 20')).toBe('2023-07-10');
    expect(iso('10.07.20')).toBe('2023-07-10');
  });
  it('keeps two digits that are the year, and a day outside the period', () => {
    expect(iso('10 juil. 20', { start: { year: 2020, month: 7, day: 1 }, end: { year: 2020, month: 7, day: 31 }, defaultYear: 2020 })).toBe('2020-07-10');
    expect(iso('10 août 20')).toBe('2020-08-10');
    expect(iso('10 juil. 23')).toBe('2023-07-10');
    expect(iso('10 juil. 2020')).toBe('2020-07-10');
  });
});

describe('dates', () => {
  const iso = (text: string, order: 'DMY' | 'MDY' = 'DMY', end?: [number, number, number]) => {
    const d = parseDateToken(text)!;
    return toIsoDate(d, order, { end: end ? { year: end[0], month: end[1], day: end[2] } : undefined, defaultYear: 2024 });
  };
  it('reads every common form', () => {
    expect(iso('31/12/2023')).toBe('2023-12-31');
    expect(iso('12/31/2023', 'MDY')).toBe('2023-12-31');
    expect(iso('01.03.2024')).toBe('2024-03-01');
    expect(iso('2024-03-01')).toBe('2024-03-01');
    expect(iso('12 Mar 2024')).toBe('2024-03-12');
    expect(iso('12-Mar-24')).toBe('2024-03-12');
    expect(iso('13. März 2024')).toBe('2024-03-13');
    expect(iso('14 de mar. 2026')).toBe('2026-03-14');
    expect(iso('March 12, 2024')).toBe('2024-03-12');
    // A comma after the day's month before its year, as after the month's day ("4 janv, 2023": scan 11231).
    expect(iso('12 Mar, 2024')).toBe('2024-03-12');
    expect(iso('4 janv, 2023')).toBe('2023-01-04');
    expect(parseDateToken('12 Mar, 24')).toBeUndefined();
    expect(iso('2 mrt 2024')).toBe('2024-03-02');
    expect(iso('12 ene 2024')).toBe('2024-01-12');
    expect(iso('5 févr. 2024')).toBe('2024-02-05');
    expect(iso('15 de dezembro de 2023')).toBe('2023-12-15');
    expect(iso('01/04/21', 'MDY')).toBe('2021-01-04');
    expect(iso('12th Feb 2024')).toBe('2024-02-12');
    expect(iso('1st March 2024')).toBe('2024-03-01');
    expect(iso('22 wrzesnia 2023')).toBe('2023-09-22');
    expect(iso('1 pazdziernika 2023')).toBe('2023-10-01');
  });
  it('puts December rows of a January statement in the previous year', () => {
    expect(iso('28/12', 'DMY', [2024, 1, 14])).toBe('2023-12-28');
    expect(iso('08 Dec', 'DMY', [2024, 1, 7])).toBe('2023-12-08');
    expect(iso('03/01', 'DMY', [2024, 1, 14])).toBe('2024-01-03');
  });
  it('decides day-month order from the data', () => {
    const ds = ['03/04/2024', '13/04/2024'].map((t) => parseDateToken(t)!);
    expect(decideDateOrder(ds, 'MDY')).toBe('DMY');
    expect(decideDateOrder(['04/13/2024'].map((t) => parseDateToken(t)!), 'DMY')).toBe('MDY');
    expect(decideDateOrder(['03/04/2024'].map((t) => parseDateToken(t)!), 'MDY')).toBe('MDY');
  });
  it('does not read an amount or a following date as a year', () => {
    expect(parseDateToken('12.50')).toBeUndefined();
    // A footnote mark after a date is not part of it.
    expect(parseDateToken('01/12/2023*')).toMatchObject({ a: 1, b: 12, year: 2023, raw: '01/12/2023' });
    expect(parseDateToken('2023-09-27*')).toMatchObject({ a: 27, b: 9, year: 2023 });
    expect(parseDateToken('12 Feb†')).toMatchObject({ a: 12, month: 2 });
    expect(parseDateToken('12.50*')).toBeUndefined();
    expect(matchDateAt(['08', 'Dec', '11', 'Dec', 'JOHN'], 0)!.used).toBe(2);
    expect(matchDateAt(['TESCO', '12'], 0)).toBeUndefined();
  });
  it('does not read a cheque number after a date as its year', () => {
    const m = matchDateAt(['Feb', '19', '5118', 'Check', '5118'], 0)!;
    expect([m.used, m.date.a, m.date.b, m.date.year]).toEqual([2, 19, 2, undefined]);
    expect(matchDateAt(['19', 'Feb', '9034'], 0)!.used).toBe(2);
    expect(matchDateAt(['19', 'Feb', '2024', '9034'], 0)!.date.year).toBe(2024);
    expect(parseDateToken('19.02.5118')).toBeUndefined();
  });
  it('reads a month glued to its day ("Jun5", as OCR reads "Jun 5") at the start of a row', () => {
    expect(matchDateAt(['Jun5', 'AP', 'Rent'], 0)).toMatchObject({ used: 1, date: { a: 5, b: 6 } });
    expect(matchDateAt(['Jun 5', 'AP', 'Rent'], 0)).toMatchObject({ used: 1, date: { a: 5, b: 6 } });
  });
  it('does not read the first group of a space-grouped amount as a year', () => {
    expect(matchDateAt(['25', 'mar', '28', '646,87', '45', '968,78'], 0)!.used).toBe(2);
    expect(matchDateAt(['25', 'mar', '28', 'SWISH'], 0)!.date.year).toBe(2028);
  });
});

describe('references', () => {
  it('moves payment-rail ids, REF suffixes and cheque numbers out of the description', () => {
    expect(splitReference('UPI/412345678901/SWIGGY/Payment')).toEqual({ description: 'UPI/SWIGGY/Payment', reference: '412345678901' });
    expect(splitReference('NEFT/451417137083/INFOSPHERE TECH')).toEqual({ description: 'NEFT/INFOSPHERE TECH', reference: '451417137083' });
    expect(splitReference('BP L BRENNAN DINNER SPLIT REF RSSMCL2')).toEqual({ description: 'BP L BRENNAN DINNER SPLIT', reference: 'RSSMCL2' });
    expect(splitReference('SO HARTLEY LETTINGS Ref: BB8PBYR5')).toEqual({ description: 'SO HARTLEY LETTINGS', reference: 'BB8PBYR5' });
    expect(splitReference('CHQ 623079')).toEqual({ description: 'CHQ', reference: '623079' });
    expect(splitReference('Check 4906')).toEqual({ description: 'Check', reference: '4906' });
    expect(splitReference('TESCO STORES 2214')).toEqual({ description: 'TESCO STORES 2214', reference: null });
    expect(splitReference('Miete', 'R-2024-03')).toEqual({ description: 'Miete', reference: 'R-2024-03' });
  });
});

describe('categorize (real descriptions from the shared statements and fixtures)', () => {
  const cases: [string, 'in' | 'out', string][] = [
    ['TESCO STORES 2214 LONDON', 'out', 'grocery'],
    ['WHOLE FOODS #1234 SF CA', 'out', 'grocery'],
    ['SHELL 0345', 'out', 'fuel'],
    ['POS DB BP#8470320GIANT #476 DAYTON OH', 'out', 'fuel'],
    ['Gehalt ACME GmbH', 'in', 'salary'],
    ['SALARY ACME LTD', 'in', 'salary'],
    ['Direct Deposit Brightline Systems Payroll PPD ID: 9111140010', 'in', 'salary'],
    ['DD RENT PROP MGR', 'out', 'rent'],
    ['ATM CASH WITHDRAWAL', 'out', 'cash'],
    ['ATM WITHDRAWAL FEE', 'out', 'fees'],
    ['Monthly Maintenance Fee', 'out', 'fees'],
    ['CREDIT INTEREST', 'in', 'interest'],
    ['Interest Earned', 'in', 'interest'],
    ['AUTOMATIC PAYMENT - THANK YOU', 'in', 'card_payment'],
    ['EFTPOS COFFEE HOUSE', 'out', 'dining'],
    ['DOORDASH*THAI BLOSSOM SAN FRANCISCOCA', 'out', 'dining'],
    ['NETFLIX.COM', 'out', 'subscriptions'],
    ['Zelle money sent to GOOD FRIEND', 'out', 'transfer'],
    ['UPI/BESCOM/Electricity bill', 'out', 'utilities'],
    ['VODAFONE LTD', 'out', 'telecom'],
    ['Car Insurance Premium', 'out', 'insurance'],
    ['REFUND TRADEME', 'in', 'refund'],
    ['UBER *TRIP HELP.UBER.COM', 'out', 'transport'],
    ['DELTA AIR LINES ATLANTA GA', 'out', 'travel'],
    ['CVS/Pharmacy #7781 Austin TX', 'out', 'health'],
    ['AMAZON MKTPLACE', 'out', 'shopping'],
    ['Something unknown', 'out', 'other'],
    ['Something unknown', 'in', 'income'],
  ];
  it.each(cases)('%s (%s) -> %s', (d, dir, cat) => expect(categorize(d, dir)).toBe(cat));
});

describe('other scripts and calendars', () => {
  it('folds Arabic-Indic and Persian digits', async () => {
    const { foldDigits } = await import('../src/text/text-words.js');
    expect(foldDigits('۱۴۰۲/۰۵/۱۲')).toBe('1402/05/12');
    expect(foldDigits('١٢٣٫٤٥')).toBe('123.45');
  });
  it('keeps Solar Hijri dates as printed', () => {
    const d = parseDateToken('1402/02/31')!;
    expect(toIsoDate(d, 'DMY', { defaultYear: 2024 })).toBe('1402-02-31');
  });
});
