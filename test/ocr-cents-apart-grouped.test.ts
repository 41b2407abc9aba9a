/**
 * A balance whose decimal point OCR read as a space, "4,157 93" for 4,157.93 (scanned random 9593, 200 DPI, a D/C
 * mark column between the amount and the balance): the cents stood 0.68 of the text's height from the thousands,
 * past the 0.6 allowed, so the line's amounts ended at "93", the balance was rescued from the column alone and the row
 * lost its amount "131.43 D" to the details. A figure with its thousands grouped is money by its shape: its cents may
 * stand up to 0.8 of the height apart (a comma's width and its spaces): the shape, not the gap, makes it one figure.
 * Its currency sign may be glued before it ("R$5.489 56", scanned random 11282: the balance went to the details and
 * the statement said reconciled with that row's balance missing).
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

// Lines as OCR placed them: [y, [text, x0, x1]...], words 5 pt tall.
const LINES: [number, [string, number, number][]][] = [
  [153, [['Date', 37, 53], ['Détail', 102, 126], ['Montant', 432, 461], ['c/D', 486, 498], ['Solde', 539, 559]]],
  [181, [['26/04/2025', 37, 77], ['CB', 102, 110], ['CARREFOUR', 114, 151], ['106.81', 437, 460], ['D', 489, 493], ['2,419.51', 527, 558]]],
  [205, [['27/04/2025', 37, 77], ['CHEQUE', 102, 126], ['2211904', 131, 158], ['282.99', 437, 460], ['D', 489, 493], ['2,136.52', 527, 558]]],
  [229, [['28/04/2025', 37, 77], ['CB', 102, 110], ['SNCF', 115, 130], ['VOYAGEURS', 134, 171], ['131.43', 437, 460], ['D', 490, 494], ['2,005', 526.9, 545.85], ['09', 549.45, 558.33]]],
  [253, [['30/04/2025', 37, 77], ['CB', 102, 110], ['TOTALENERGIES', 114, 167], ['77.77', 441, 460], ['D', 490, 493], ['1,927.32', 527, 558]]],
];

const debits = (centsX0: number, sign = '') => {
  const words: Word[] = LINES.flatMap(([y, ws]) =>
    ws.map(([t, x0, x1]) => ({ text: t === '2,005' ? sign + t : t, x0: t === '09' ? centsX0 : t === '2,005' ? x0 - 6 * sign.length : x0, x1: t === '09' ? centsX0 + 8.9 : x1, y0: y, y1: y + 5.3, size: t === '09' ? 4.6 : 5.3, confidence: 0.9 })),
  );
  const page: PageText = { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
  return interpret([page]).built.transactions.map((t) => [t.debit, t.balance, t.description, t.corrections?.length ?? 0]);
};

describe('OCR: a grouped figure whose decimal point was read as a space', () => {
  it('is one figure across a comma\'s width, and the amount before its mark stays the row\'s', () => {
    // Read, not filled in from the balances (which would say so in corrections), and not left in the details.
    expect(debits(549.45)).toEqual([
      [106.81, 2419.51, 'CB CARREFOUR', 0],
      [282.99, 2136.52, 'CHEQUE', 0],
      [131.43, 2005.09, 'CB SNCF VOYAGEURS', 0],
      [77.77, 1927.32, 'CB TOTALENERGIES', 0],
    ]);
  });

  it('is one figure with its currency sign glued before it', () => {
    expect(debits(549.45, 'R$')).toContainEqual([131.43, 2005.09, 'CB SNCF VOYAGEURS', 0]);
  });

  it('is not joined across a word\'s space', () => {
    expect(debits(551.0)).not.toContainEqual([131.43, 2005.09, 'CB SNCF VOYAGEURS', 0]);
  });
});
