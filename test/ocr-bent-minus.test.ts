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
});
