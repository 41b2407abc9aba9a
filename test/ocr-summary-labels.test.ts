/**
 * Summary labels OCR read with a letter of a non-English word slipped (scanned random 9507, 51/69 rows before: SEK,
 * "Utgående saldo" read "Utgdende saldo" and "Summa Insättningar" read "Summa Insdttningar"). Without the closing and
 * the credits total, nothing told the deposits table from the withdrawals table and every deposit was read as money
 * out.
 */
import { describe, expect, it } from 'vitest';
import { readSummary } from '../src/layout/summary.js';
import { ocrPage } from './support/ocr-page.js';

describe('OCR: summary labels one letter off in any language the labels are written in', () => {
  it('reads "Utgdende saldo" as the closing label and "Summa Insdttningar" as the credits total', () => {
    const page = ocrPage([
      [['Utgdende', 43, 78], ['saldo', 83, 104], ['14', 260, 268], ['439,31', 273, 299], ['kr', 303, 312]],
      [['Summa', 165, 186], ['Insdttningar', 191, 242], ['40', 519, 527], ['868,72', 532, 560]],
    ]);
    expect(readSummary(page.lines, [])).toMatchObject({ closing_balance: '14 439,31 kr', total_credits: '40 868,72' });
  });

  it('keeps the text layer exact: the same words typed are no labels', () => {
    const page = ocrPage([[['Utgdende', 43, 78, 1], ['saldo', 83, 104, 1], ['14 439,31', 260, 299, 1]]]);
    expect(readSummary(page.lines, []).closing_balance).toBeUndefined();
  });
});
