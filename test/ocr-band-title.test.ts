/**
 * A section title printed in a dark band over a table's header ("ATM & DEBIT CARD WITHDRAWALS"), read by OCR with
 * its "&" lost and a speck beside it ("\"ATM  DEBIT CARD WITHDRAWALS  ET"): its words were no longer one run, so it was
 * taken for the header's first line, and "DEBIT" and "WITHDRAWALS" became debit columns over the date and details
 * labels (scanned random 9557: the statement's fuller header, reused on every page, gave every row a debit column;
 * 24 of 56 rows read).
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

// Words as OCR boxed them on the scan (band words taller than their type).
type W = [string, number, number, number, number, number, number];
const LINES: W[][] = [
  [['"ATM', 33.1, 57.4, 364.8, 380.2, 15.4, 0.38], ['DEBIT', 71, 98.4, 363.8, 381.1, 17.3, 0.58], ['CARD', 104.2, 128.2, 364.8, 375.8, 11, 0], ['WITHDRAWALS', 128.6, 201.8, 364.8, 375.8, 11, 0], ['ET', 528, 578.9, 364.8, 379.2, 14.4, 0.26]],
  [['Posting', 36.2, 66.7, 389.8, 398.4, 8.6, 0.96], ['Date', 69.4, 87.4, 390, 396.7, 6.7, 0.83], ['Details', 101.3, 128.6, 389.8, 396.7, 7, 0.48], ['Transaction', 413.8, 461.3, 390, 397, 7, 0.96], ['Amount', 464.2, 495.8, 390.2, 396.7, 6.5, 0.89], ['Closing', 510, 541, 389.8, 398.2, 8.4, 0.66], ['Balance', 543.6, 576, 389.8, 396.7, 7, 0.96]],
  [['2024-06-05', 35.3, 80.2, 407.5, 417.8, 10.3, 0.96], ['EFTPOS', 101.3, 134.9, 408.5, 415.2, 6.7, 0.92], ['Pak', 137.5, 151.4, 408.5, 415.2, 6.7, 0.92], ['54,11', 467.8, 489, 408.5, 415.9, 7.4, 0.91], ['882,37', 543.1, 568.6, 408.7, 415.7, 7, 0.93]],
  [['2024-06-06', 35.3, 80.2, 422.5, 432.8, 10.3, 0.96], ['Debit', 101.3, 121, 423.5, 430.2, 6.7, 0.92], ['Card', 123, 141, 423.5, 430.2, 6.7, 0.92], ['38,62', 467.8, 489, 423.5, 430.9, 7.4, 0.91], ['843,75', 543.1, 568.6, 423.7, 430.7, 7, 0.93]],
];
const page = (titleConfidence?: number): PageText => {
  const words: Word[] = LINES.flatMap((l, i) => l.map(([text, x0, x1, y0, y1, size, c]) => ({ text, x0, x1, y0, y1, size, confidence: i === 0 && titleConfidence !== undefined ? titleConfidence : c })));
  return { page_number: 1, width: 612, height: 792, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
};
const roles = (titleConfidence?: number) => parseLayout([page(titleConfidence)]).evidence?.headers.map((h) => h.columns.map((c) => c.role));

describe('OCR: a band title over the header', () => {
  it('is a title, not the header\'s first line', () => {
    expect(roles()).toEqual([['date', 'description', 'amount', 'balance']]);
  });
});

/**
 * A two-line header whose first line holds a section word ("Booking Date  Narration  Deposits" over "Effective Date
 * Debit (AUD)", scanned random 10380): its two dates stack in one column, and that overlap was taken for a title's
 * words over labels, so the header was read from its second line alone (date, debit) and every row became money out.
 * The two date labels over one place are one column of stacked dates, the date column (header.ts stackedDateLabels).
 */
describe('OCR: a header whose first line names a section and stacks two dates', () => {
  const rows = (texts: [string, number, number][][]) =>
    texts.flatMap((l, i) => l.map(([text, x0, x1]): Word => ({ text, x0, x1, y0: 140 + 12 * i, y1: 147 + 12 * i, size: 7, confidence: 0.9 })));
  const words = rows([
    [['Booking', 36, 68], ['Date', 70, 88.5], ['Narration', 130, 166], ['Deposits', 525, 558]],
    [['Effective', 36, 68], ['Date', 70.3, 88.5], ['Debit', 472.5, 493.5], ['(AUD)', 537, 558]],
    [['01/03/2025', 36, 76], ['AMAZON', 130, 160], ['84.10', 474, 493]],
    [['02/03/2025', 36, 76], ['AUTOPAY', 130, 160], ['PAYMENT', 163, 195], ['1,168.00', 528, 558]],
  ]);
  const layout = parseLayout([{ page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) }]);

  it('is read from its first line, the dates stacked in one column', () => {
    expect(layout.evidence?.headers.map((h) => h.columns.map((c) => c.role))).toEqual([['date', 'description', 'debit', 'credit']]);
    expect(layout.rows.map((r) => [r.debit ?? null, r.credit ?? null])).toEqual([['84.10', null], [null, '1,168.00']]);
  });
});
