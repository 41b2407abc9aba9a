/**
 * A header whose date column is labelled on two lines, "Trans  Date" over "Value  Date", right of the details: read
 * column by column ("Trans Value", "Date Date") it named a value-date column and a date column over the same place,
 * so each row's first date (its booking date, on the details' line) read as a value date and every row took its value
 * date, printed under it beside the figures (never-used random 1021685: 3 of 12 rows right). A date label and a
 * value-date label that overlap stand over one column of stacked dates: it is the date column (header.ts
 * stackedDateLabels), and the rows' two dates are read as stacked (stacked-dates.ts).
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { textLayerPage, right } from './support/text-page.js';

type Cell = [string, number, number];

describe('a date column labelled "Trans Date" over "Value Date"', () => {
  const first = (details: string, day: string): Cell[] => [[details, 36, 160], [day, 352, 359], ['Aug', 362, 372]];
  const second = (day: string, debit: string, balance: string): Cell[] => [[day, 352, 359], ['Aug', 362, 372], right(debit, 459), right(balance, 559)];
  const page = textLayerPage([
    [['Details', 36, 57], ['Trans', 352, 368], ['Date', 371, 384], ['Debit', 427, 443], ['Deposits', 477, 504], ['Balance', 528, 553]],
    [['Value', 352, 368], ['Date', 371, 384]],
    first('UPI/INDIAN OIL PETROL', '07'),
    second('07', '-2,459.37', '60,957.13'),
    first('ATW-2674XXXXXX6516-S1CN1386', '08'),
    second('09', '-4,313.00', '56,644.13'),
    first('EMI 54172530 HOME LOAN', '10'),
    second('12', '-21,000.00', '35,644.13'),
  ]);

  it('is one date column', () => {
    const columns = readHeader(page.lines, 0)?.header.columns ?? [];
    expect(columns.map((c) => c.role)).toEqual(['description', 'date', 'debit', 'credit', 'balance']);
  });

  it('dates each row by its first date, the one under "Trans Date"', () => {
    const rows = parseGeneric([page], 'INR').rows;
    expect(rows.map((r) => r.dates.join(' / '))).toEqual(['07 Aug / 07 Aug', '08 Aug / 09 Aug', '10 Aug / 12 Aug']);
  });
});
