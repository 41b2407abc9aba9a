/**
 * A won statement whose rows print their details first and their two dates stacked under "Booking Date / Value
 * Date", the booking date ending the row's first line and the amount, grouped ("KRW 168,385"), on the value date's
 * line (random layout 1016561). Whether whole amounts group their thousands is told by counting grouped figures
 * against lines that end in an ungrouped one: each first line's year ("1 Feb 2025") counted as such a figure, so the
 * grouping was not known, no amount was read, and every row's lines were read apart or not at all.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const date = (d: number): Cell[] => [[String(d), 363, 367], ['Feb', 371, 384], ['2025', 388, 404]];
const ROWS: [string, number, string, number, string][] = [
  ['Visa Purchase Woolworths 3321', 1, 'Melbourne AU', 1, '168,385'],
  ['Visa Purchase Coles 0745', 1, 'Southbank', 2, '93,466'],
  ['Direct Debit Ray White', 3, 'Rent 5/22 Sturt St', 4, '3,162,041'],
  ['Osko Payment To C Murphy', 5, 'Dinner', 6, '207,327'],
];

describe('stacked dates over grouped whole amounts', () => {
  it('reads each row from its two lines, both dates and its amount', () => {
    const lines: Cell[][] = [
      [['Particulars', 36, 77], ['Booking', 363, 394], ['Date', 398, 415], ['Amount', 445, 475]],
      [['Value', 363, 384], ['Date', 388, 404]],
    ];
    for (const [first, booked, second, valued, amount] of ROWS) {
      lines.push([[first, 36, 36 + 4.5 * first.length], ...date(booked)]);
      lines.push([[second, 36, 36 + 4.5 * second.length], ...date(valued), ['KRW', 445, 458], right(amount, 494)]);
    }
    const rows = parseLayout([page(lines)], {}, 'first').rows;
    expect(rows.map((r) => [r.dates.join(' / '), r.amount])).toEqual(
      ROWS.map(([, booked, , valued, amount]) => [`${booked} Feb 2025 / ${valued} Feb 2025`, `${amount.replace(/,/g, '')}.00 KRW`]),
    );
  });
});
