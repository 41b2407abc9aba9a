/**
 * Two OCR slips on a statement whose balances carry a CR/DR mark (scanned random 12387, 150 DPI): a month's
 * abbreviation whose point was read as a comma ("12 févr," for 12 févr.: no date read, the row took the date above),
 * and a balance's mark whose r was read as a look-alike ("1.178,76 Cx": the line's last word no mark and no figure, so
 * no money was read on it and the row was lost). The first is read as the month; the second as a mark not read, whose
 * meaning the running balance settles. A mark read with a speck after it ("7;916.91 Cr.", scanned random 12395) is the
 * mark, so the figure before it is read as money through its slip.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

type W = [string, number, number, number?];
const row = (day: string, month: string, details: string, amount: string, balance: string, mark = 'Cr'): W[] => [
  [day, 37, 44], [month, 49, 68, 0.8], [details, 163, 260], [amount, 650, 677], [balance, 760, 795], [mark, 800, 808, 0.85],
];

const read = (month: string, mark: string) =>
  interpret([
    ocrPage([
      [['Date', 37, 53], ['Libellé', 163, 190], ['Montant', 648, 677], ['Solde', 770, 808]],
      row('01', 'févr.', 'CB CARREFOUR', '-92,69', '3.081,96'),
      row('02', 'févr.', 'CB SNCF', '-91,35', '2.990,61'),
      row('12', month, 'PRLV SEPA ORANGE', '-43,02', '2.947,59'),
      row('15', 'févr.', 'PRLV SEPA MAIF', '-56,88', '2.890,71', mark),
      row('16', 'févr.', 'VIREMENT RECU', '+21,24', '2.911,95'),
    ]),
  ]);

describe('OCR slips beside a balance mark', () => {
  it('a month whose point was read as a comma is the month', () => {
    const { built } = read('févr,', 'Cr');
    // No year printed: the month and day are what the test is about.
    expect(built.transactions.map((t) => t.date!.slice(5))).toEqual(['02-01', '02-02', '02-12', '02-15', '02-16']);
  });

  it('a mark whose r was misread still ends its balance', () => {
    const { built, rec } = read('févr.', 'Cx');
    expect(built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([
      [92.69, 0, 3081.96], [91.35, 0, 2990.61], [43.02, 0, 2947.59], [56.88, 0, 2890.71], [0, 21.24, 2911.95],
    ]);
    expect(rec.chain_ok).toBe(true);
  });
});

describe('a CR/DR read with a speck after it', () => {
  it('is the mark of the figure before it, read through its own slip', () => {
    const words = ocrPage([[['05', 36, 44], ['jan', 46, 58], ['COMPRA', 138, 164], ['151.45', 400, 430], ['7;916.91', 470, 510], ['Cr.', 514, 524]]]).lines[0]!;
    const cells = splitLine(words, 2);
    expect(cells.amounts.map((a) => a.amount.value)).toEqual([151.45, 7916.91]);
    expect(cells.amounts[1]!.amount.marker).toBe('CR');
  });
});
