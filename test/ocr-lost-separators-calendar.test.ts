/**
 * Dates whose separators OCR lost at 150 DPI ("01012025", "040172025" for 01/01/2025 and 04/01/2025). They were
 * read back only within the row above's month and year, so the first days of a new year stayed unread and their rows
 * took the row above's date; and a second card's list, starting its dates again after the first list's last day, had
 * nothing to read its first date by (never-used scanned random 9866: 25 -> 38 of 56 rows). Now counted in calendar
 * days (a week after the row above's, across a month's or year's end, a slash read as 7 too), and a date in the
 * period printed above the table.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

const header = [['Entered', 35, 58], ['Entry', 178, 195], ['Sum', 525, 538], ['Moved', 541, 559]] as [string, number, number][];

describe('OCR: dates whose separators were lost, across a year\'s end and in a list that starts again', () => {
  it('reads a date up to a week after the row above\'s, in calendar days', () => {
    const p = page([
      [['Periode', 471, 488], ['08/12/2024', 491, 517], ['vm', 519, 527], ['07/01/2025', 528, 556]],
      header,
      [['25/12/2024', 36, 65], ['DELIVEROO', 179, 236], ['18,24', 541, 559]],
      [['01012025', 36, 66, 0.6], ['BP', 178, 186], ['CONNECT', 190, 218], ['77.89', 540, 559]],
      [['040172025', 35, 66, 0.6], ['DELIVEROO', 179, 236], ['35.71', 540, 558]],
      [['12345678', 35, 66, 0.6], ['REF', 179, 196], ['12.00', 540, 558]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.dates[0])).toEqual(['25/12/2024', '01/01/2025', '04/01/2025', '04/01/2025']);
    expect(rows[3]!.description.join(' ')).toContain('12345678');
  });

  it('reads the first date of a list that starts again by the period printed above the table', () => {
    const p = page([
      [['Periode', 471, 488], ['08/12/2024', 491, 517], ['vm', 519, 527], ['07/01/2025', 528, 556]],
      header,
      [['07/01/2025', 35, 66], ['PREMIER', 179, 206], ['INN', 208, 219], ['87.48', 540, 559]],
      [['K', 36, 41], ['NOWAK', 42, 67], ['XXXX', 69, 87], ['7509', 129, 142]],
      [['08122024', 35, 66, 0.6], ['WAITROSE', 179, 211], ['76,74', 540, 559]],
      [['09/12/2024', 35, 66], ['PREMIER', 178, 205], ['124.41', 536, 558]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.dates[0])).toEqual(['07/01/2025', '08/12/2024', '09/12/2024']);
  });
});
