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

  it('reads a long label word two letters off, beside its figure or over it (scanned random 10096: "saldo féregiende")', () => {
    // "Saldo föregående" over "kr 25 287,30": both accented letters misread; without the opening nothing checked the rows.
    const beside = ocrPage([[['saldo', 230, 250, 0.55], ['féregiende', 253, 290, 0.48], ['kr', 300, 310], ['25', 312, 322], ['287,30', 325, 350]]]);
    expect(readSummary(beside.lines, []).opening_balance).toBe('kr 25 287,30');
    const over = ocrPage([
      [['saldo', 230, 250, 0.55], ['féregiende', 253, 290, 0.48], ['Nytt', 516, 532], ['saldo', 536, 556]],
      [['kr', 239, 248], ['25', 252, 262], ['287,30', 265, 290], ['kr', 503, 512], ['24', 516, 526], ['018,78', 529, 556]],
    ]);
    expect(readSummary(over.lines, [])).toMatchObject({ opening_balance: 'kr 25 287,30', closing_balance: 'kr 24 018,78' });
    // A short word two letters off is no label word ("sallo" is one off "saldo"; "sulla" is two).
    const short = ocrPage([[['sulla', 230, 250, 0.55], ['féregiende', 253, 290, 0.48], ['kr', 300, 310], ['25', 312, 322], ['287,30', 325, 350]]]);
    expect(readSummary(short.lines, []).opening_balance).toBeUndefined();
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

/**
 * Labels over figures whose last figure OCR read with its currency sign bent ("2.13191¢€" for "2.131,91 €", scanned
 * random 10454): the figure was no figure, so "Saldo actual" joined the label before it and took the credits total
 * for the closing balance.
 */
describe('OCR: a summary figure with its currency sign bent after it', () => {
  it('is its label\'s figure, read with its separator put back', () => {
    const page = ocrPage([
      [['Saldo', 179, 200], ['inicial', 202, 225], ['Total', 371, 389], ['cargos', 391, 415], ['Total', 561, 579], ['abonos', 581, 605], ['Saldo', 756, 776], ['actual', 778, 800]],
      [['3.261,57', 183, 215], ['€', 218, 223], ['3.388,86', 375, 407], ['€', 410, 415], ['2.259,20', 568, 600], ['€', 603, 608], ['2.13191¢€', 760, 800, 0.48]],
    ]);
    expect(readSummary(page.lines, [])).toMatchObject({ opening_balance: '3.261,57 €', total_credits: '2.259,20 €', closing_balance: '2131.91' });
  });
});

describe('OCR: a balance\'s CR or DR with a letter read into it', () => {
  it('reads "236,93 DOr" after the opening label as a debit balance (scanned random 12223)', () => {
    // An overdrawn account's opening printed "236,93 Dr" in its table, read "DOr": read unsigned, the overdraft was a
    // credit balance, and the reading that turned every balance's sign (a card's) reconciled with all of them wrong.
    const page = ocrPage([[['Saldo', 123, 144], ['precedente', 147, 189], ['236,93', 524, 548], ['DOr', 550, 559, 0.67]]]);
    expect(readSummary(page.lines, []).opening_balance).toBe('236,93 Dr');
    // A word two letters from either mark stays as read ("Dox").
    const other = ocrPage([[['Saldo', 123, 144], ['precedente', 147, 189], ['236,93', 524, 548], ['Dox', 550, 559, 0.67]]]);
    expect(readSummary(other.lines, []).opening_balance).toBe('236,93');
  });
});
