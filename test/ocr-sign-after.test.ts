/** A dollar sign printed after each figure, as OCR misreads it at 200 DPI 1-bit: "8" alone, "3%", "%". */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

describe('a currency sign after OCR figures', () => {
  it('reads a lone "8" after a two-decimal figure and "3%" after a digit run as the sign, and the figures before them', () => {
    const p = page([
      [['Date', 36, 56], ['Details', 148, 178], ['Debit', 451, 480], ['Balance', 538, 569]],
      [['28', 36, 44], ['Dec', 48, 61], ['2023', 64, 81], ['VIS', 148, 161], ['TESCO', 163, 190], ['-24.86%', 451, 480, 0.33], ['483294', 538, 569, 0.1], ['3%', 572, 576, 0.1]],
      [['28', 36, 45], ['Dec', 48, 61], ['2023', 64, 81], ['VIS', 148, 161], ['SPOTIFY', 164, 197], ['-13.62', 451, 473, 0.35], ['8', 476, 480], ['4,819.32', 538, 569], ['%', 572, 576, 0.59]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    // The balance's digits are read (its lost separator is the balance chain's to settle), and the debit beside it.
    expect(rows.map((r) => [Number(r.debit?.replace(/[^\d.-]/g, '')), r.balance?.replace(/[^\d]/g, '')])).toEqual([
      [-24.86, '48329400'],
      [-13.62, '481932'],
    ]);
  });
});
