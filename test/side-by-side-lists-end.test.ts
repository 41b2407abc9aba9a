/**
 * Checks printed in two lists side by side ("Number  Date  Amount" twice), then a card section whose own header
 * ("Posting Date  Description  Amount", a dark band) OCR lost (scanned random 9630, 150 DPI): the lists were taken to
 * run on to the next header, so every card row was cut at the lists' gutter, its date and details on the left, its
 * amount alone on the right, and 20 of 28 rows were read as dated lines without an amount. The lists print their
 * dates under their "Date" labels; a line whose date stands under neither is another table's row, and the lists end
 * before it.
 */
import { describe, expect, it } from 'vitest';
import { splitSideBySide } from '../src/layout/side-by-side.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

// Lines as OCR placed them: [y, [text, x0, x1]...], words 7 pt tall.
const LINES: [number, [string, number, number][]][] = [
  [160, [['Number', 35, 60], ['Date', 84, 99], ['Amount', 161, 185], ['Number', 243, 267], ['Date', 292, 307], ['Amount', 370, 392]]],
  [176, [['5121', 36, 54], ['21', 85, 92], ['Aug', 94, 105], ['2024', 107, 120], ['50.56', 168, 185], ['8469', 242, 260], ['18', 292, 299], ['Aug', 301, 312], ['2024', 314, 327], ['144.78', 370, 392]]],
  [190, [['7198', 36, 54], ['28', 85, 92], ['Aug', 94, 105], ['2024', 107, 120], ['5.00', 168, 184]]],
  [216, [['CARD', 38, 60], ['PURCHASES', 61, 105], ['AND', 107, 123], ['WITHDRAWALS', 125, 181]]],
  [256, [['1', 37, 38], ['Aug', 41, 53], ['2024', 55, 68], ['ATM', 157, 170], ['Withdrawal', 173, 204], ['183.00', 534, 559]]],
  [267, [['Queen', 157, 174], ['St', 176, 181], ['Auckland', 184, 210]]],
  [282, [['1', 37, 38], ['Aug', 41, 53], ['2024', 55, 68], ['EFTPOS', 156, 181], ['New', 183, 195], ['World', 197, 214], ['38.40', 538, 559]]],
  [296, [['2', 36, 39], ['Aug', 41, 53], ['2024', 55, 68], ['EFTPOS', 156, 181], ['Z', 183, 187], ['Energy', 189, 208], ['108.63', 534, 558]]],
];

const lines = () => {
  const words: Word[] = LINES.flatMap(([y, ws]) => ws.map(([t, x0, x1]) => ({ text: t, x0, x1, y0: y, y1: y + 7, size: 7, confidence: 0.93 })));
  const page: PageText = { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
  return splitSideBySide([page])[0]!.lines.map((l) => l.text);
};

describe('two lists side by side, then another table without its header', () => {
  it('end before the first line whose date stands under neither list\'s date label', () => {
    const out = lines();
    expect(out).toContain('1 Aug 2024  ATM Withdrawal  183.00');
    expect(out).toContain('2 Aug 2024  EFTPOS Z Energy  108.63');
    // The lists themselves are still read one after the other.
    expect(out.indexOf('7198  28 Aug 2024  5.00')).toBeLessThan(out.indexOf('8469  18 Aug 2024  144.78'));
  });
});
