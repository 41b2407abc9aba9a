/**
 * A debit printed "(19,68 €)" as OCR reads it at 150-300 DPI (scanned random 9449, 10/56 rows before): "€)" read as
 * one glyph ("©", "§", "9"), its open bracket kept or lost, its separator lost ("(11591 ©"). Each of these lost the
 * row's amount, and the balance column was taken for it.
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

/** The amounts of a line "Bremen  <figure> <sign>  4.235,45 €Cr" as OCR gives them. */
const amounts = (figure: string, sign: string) =>
  splitLine(ocrPage([[['Bremen', 36, 61], [figure, 459, 479], [sign, 482, 488], ['4.235,45', 515, 542], ['€Cr', 545, 559]]]).lines[0]!).amounts.map(
    (a) => [a.amount.value, a.amount.negative, a.amount.marker],
  );

describe('OCR: a sign and its closing bracket read as one glyph', () => {
  it('reads "(19,68 ©", "(58,82 §" and "(35,14 9" as a bracketed figure, money out', () => {
    for (const [figure, sign] of [['(19,68', '©'], ['(58,82', '§'], ['(35,14', '9']])
      expect(amounts(figure, sign)).toEqual([[Number(figure.slice(1).replace(',', '.')), true, null], [4235.45, false, 'CR']]);
  });

  it('reads "S$)" misread "S%)", "5%", "S39)" or "S89)" after "(131.14" as its sign and bracket (scanned random 10325, SGD)', () => {
    // Each was a dated line without an amount: 11 of 49 rows lost.
    for (const sign of ['S%)', '5%', 'S%', 'S39)', 'S89)']) expect(amounts('(131.14', sign), sign).toEqual([[131.14, true, null], [4235.45, false, 'CR']]);
  });

  it('puts the separator back in a bracketed figure that lost it ("(11591 ©")', () => {
    expect(amounts('(11591', '©')).toEqual([[115.91, true, null], [4235.45, false, 'CR']]);
  });

  it('reads "©" after a figure whose bracket was lost as its sign, the figure unsigned', () => {
    expect(amounts('91,77', '©')).toEqual([[91.77, false, null], [4235.45, false, 'CR']]);
  });

  it('reads a currency code after a bracketed figure whose closing bracket was bent or lost ("(734,21 TL}", "(644,88 TL:")', () => {
    // Scanned random 10465 (lira, "(734,21 TL)"): each was a dated line without an amount.
    for (const sign of ['TL}', 'TL:', 'TL]', 'TL']) expect(amounts('(734,21', sign), sign).toEqual([[734.21, true, null], [4235.45, false, 'CR']]);
  });
});
