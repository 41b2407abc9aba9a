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

describe('OCR: a balance line whose figure lost its separators heads no summary row', () => {
  it('never reads the average balance under it as the closing (scanned random 9742: "Solde moyen" 878,00 as closing)', () => {
    const page = (figure: string) =>
      ocrPage([
        [['Solde', 114, 135], ['au', 138, 146], ['03.09.2024', 149, 189], [figure, 520, 545, 0.6]],
        [['Nombre', 36, 66], ["d'opérations", 69, 116], ['Solde', 200, 221], ['moyen', 224, 249], ['Taux', 330, 349], ['débiteur', 352, 385]],
        [['12', 36, 44], ['878,00', 210, 238], ['11,90', 330, 352], ['%', 355, 360]],
      ]);
    expect(readSummary(page('277719').lines, []).closing_balance).toBeUndefined();
  });
});
