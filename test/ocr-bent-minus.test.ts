/**
 * A leading minus OCR read as another dash-like mark ("=97.26", "~53.12", "<102,31"): the figure is the amount, the
 * mark its minus. Scanned random 9771 lost four rows to it ("row has no readable amount; skipped").
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

describe('a minus OCR bent into another mark', () => {
  it('reads "=", "~", "<" and "«" before a figure with two decimals as its minus', () => {
    const p = page([
      [['Date', 36, 56], ['Libellé', 93, 123], ['Montant', 420, 455], ['Solde', 521, 559]],
      [['06/01', 36, 60], ['CB', 93, 103], ['LECLERC', 106, 140], ['=97.26', 425, 455, 0.52], ['3.997,83', 523, 559]],
      [['06/01', 36, 60], ['CB', 93, 103], ['CARREFOUR', 106, 150], ['~115,20', 425, 455, 0.35], ['3.882,63', 523, 559]],
      [['07/01', 36, 60], ['CB', 93, 103], ['FNAC', 106, 125], ['<84,39', 425, 455, 0.7], ['3.798,24', 523, 559]],
      [['08/01', 36, 60], ['CB', 93, 103], ['SNCF', 106, 125], ['«12,13', 425, 455, 0.57], ['3.786,11', 523, 559]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.amount)).toEqual(['-97.26', '-115,20', '-84,39', '-12,13']);
  });

  it('reads a lone "=" or "~" in a column of signs after the amounts as "-" (scanned random 9748)', () => {
    const p = page([
      [['Date', 36, 56], ['Narration', 150, 190], ['Amount', 330, 360], ['Type', 380, 398]],
      [['11/11/2024', 36, 76], ['DOORDASH', 150, 190], ['27.06', 336, 360], ['=', 385, 390, 0.6]],
      [['13/11/2024', 36, 76], ['BEST', 150, 168], ['BUY', 171, 186], ['444.18', 332, 360], ['-', 385, 390]],
      [['15/11/2024', 36, 76], ['PAYMENT', 150, 190], ['1,199.00', 326, 360], ['+', 385, 390]],
      [['19/11/2024', 36, 76], ['TRADER', 150, 178], ['JOES', 181, 200], ['41.53', 336, 360], ['~', 385, 390, 0.5]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.marks?.[0]?.marked ?? r.amount)).toEqual(['27.06 DR', '444.18 DR', '1,199.00 CR', '41.53 DR']);
  });

  it('reads "~kr", "“kr" and "—kr" before a figure as the minus of a signed currency prefix (scanned random 10096)', () => {
    // "-kr 294,90" and "+kr 76,04" on every row; OCR bent the minus of most debits and they were read as money in.
    const p = page([
      [['Datum', 37, 60], ['Text', 86, 104], ['Summa', 266, 292]],
      [['02/01/2024', 37, 77], ['KORTKOP', 86, 116], ['SL', 119, 127], ['~kr', 245, 258, 0.52], ['294,90', 262, 292]],
      [['03/01/2024', 37, 77], ['KORTKOP', 86, 116], ['ICA', 119, 131], ['“kr', 246, 258, 0.45], ['627,87', 262, 292]],
      [['03/01/2024', 37, 77], ['UTTAG', 86, 108], ['BANKOMAT', 110, 146], ['—kr', 246, 258, 0.4], ['957,81', 262, 292]],
      [['04/01/2024', 37, 77], ['SWISH', 86, 108], ['FRAN', 110, 128], ['+kr', 249, 258], ['76,04', 262, 292]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.amount)).toEqual(['-kr 294,90', '-kr 627,87', '-kr 957,81', '+kr 76,04']);
  });
});
