/**
 * A currency prefix ("S$") misread at low resolution as percent signs and look-alikes ("-5%346,55", "S%44,74",
 * "-5$%$192,56"; its S read as "$5": "$5%931,54", scanned random 11328, whose closing read 55,931.54): the figure
 * after it is the amount, its sign kept.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

describe('a currency prefix misread before OCR figures', () => {
  it('reads the figure after percent signs and look-alikes of "S$"', () => {
    const p = page([
      [['Date', 36, 56], ['Details', 93, 123], ['Debit', 420, 449], ['Balance', 521, 559]],
      [['26.04.2024', 36, 76], ['BP', 93, 103], ['BRENNAN', 113, 151], ['$$25,51', 420, 449, 0.13], ['-5%346,55', 523, 559, 0.4]],
      [['25.04.2024', 36, 76], ['PRET', 106, 127], ['MANGER', 137, 171], ['S%13,56', 420, 449, 0.2], ['-5$%$360,11', 522, 559, 0.5]],
      [['24.04.2024', 36, 76], ['NANDOS', 109, 142], ['S%44,74', 420, 449, 0.1], ['-5%404,85', 522, 559, 0.3]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [Number(r.debit?.replace(',', '.')), Number(r.balance?.replace(',', '.'))])).toEqual([
      [25.51, -346.55],
      [13.56, -360.11],
      [44.74, -404.85],
    ]);
  });

  it('reads a figure whose separator OCR lost after its currency code, and keeps the code with it', () => {
    const p = page([
      [['Datum', 36, 61], ['Beschreibung', 182, 235], ['Betrag', 626, 650], ['Saldo', 784, 805]],
      [['18/01/2024', 37, 76], ['Gutschrift', 182, 216], ['CHF', 594, 610], ['142', 613, 625, 0.64], ['63', 629, 637, 0.58], ['CR', 640, 650, 0.58], ['CHF', 756, 772], ['1.013,30', 775, 805]],
      [['23/01/2024', 36, 76], ['Kartenzahlung', 182, 233], ['CHF', 599, 614], ['16,37', 618, 637], ['DR', 640, 650], ['CHF', 763, 779], ['957', 782, 794], ['54', 797, 806, 0.6]],
      [['24/01/2024', 36, 75], ['Kartenzahlung', 182, 234], ['CHF', 599, 614], ['35,64', 618, 637], ['DR', 640, 650], ['CHF', 756, 772], ['1.00170', 775, 806, 0.12]],
    ]);
    const rows = parseLayout([{ ...p, width: 842, height: 595 }], {}, 'first').rows;
    const value = (s?: string) => Number(s?.replace(/[^\d,.]/g, '').replace(/\.(?=\d{3})/g, '').replace(',', '.'));
    expect(rows.map((r) => [value(r.amount), /CR/.test(r.amount ?? ''), value(r.balance)])).toEqual([
      [142.63, true, 1013.3],
      [16.37, false, 957.54],
      [35.64, false, 1001.7],
    ]);
  });

  it('reads a grouped figure after such a prefix ("S$%$4,168.14"): the closing balance of a summary', () => {
    const p = page([
      [['Balance', 43, 73], ['brought', 76, 104], ['forward', 107, 137], ['$%$3,368.27', 255, 298, 0.4], ['Cr', 301, 311]],
      [['New', 43, 59], ['balance', 62, 92], ['S$%$4,168.14', 255, 298, 0.4], ['Cr', 301, 311]],
      [],
      [['Date', 36, 56], ['Details', 93, 123], ['Amount', 420, 449], ['Balance', 521, 559]],
      [['01.04.2023', 36, 76], ['SALARY', 93, 123], ['1,000.00', 416, 449], ['4,368.27', 523, 559]],
      [['02.04.2023', 36, 76], ['RENT', 93, 113], ['-200.13', 420, 449], ['4,168.14', 523, 559]],
    ]);
    const summary = parseLayout([p], {}, 'first').summary;
    expect(summary.closing_balance?.replace(/\s*CR$/i, '')).toBe('4,168.14');
  });

  it('reads the figure after "$5%", S$ whose S came out as "$5"', () => {
    const p = page([
      [['Opening', 42, 70], ['balance', 73, 103], ['S$230,62', 274, 310, 0.9]],
      [['Closing', 42, 70], ['balance', 73, 103], ['$5%931,54', 274, 310, 0.4]],
      [],
      [['Date', 36, 56], ['Details', 93, 123], ['Amount', 420, 449]],
      [['01.04.2023', 36, 76], ['SALARY', 93, 123], ['1.000,00', 416, 449]],
      [['02.04.2023', 36, 76], ['RENT', 93, 113], ['-299,08', 420, 449]],
    ]);
    expect(parseLayout([p], {}, 'first').summary.closing_balance).toBe('931,54');
  });
});
