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

/**
 * Checks in three lists side by side, then a section across the page under labels we have no word for ("Entered
 * Purpose Amount", random layout 11948): its dates stand where the left list prints its dates, so the lists were taken
 * to run on to the page's end and each of its rows was cut at the gutter, its amount read as a row of the lists
 * beside. No word of the lists crosses the gutter between them; the first line below their rows that one crosses
 * ends them.
 */
const THREE: [number, [string, number, number][]][] = [
  [284, [['Date', 36, 52], ['Paid', 56, 72], ['Check', 95, 116], ['#', 120, 125], ['Amount', 149, 179], ['Date', 226, 242], ['Paid', 246, 262], ['Check', 285, 306], ['#', 310, 315], ['Amount', 339, 369], ['Date', 416, 432], ['Paid', 436, 452], ['Check', 475, 496], ['#', 501, 505], ['Amount', 530, 559]]],
  [299, [['03/11/2025', 36, 75], ['4412', 95, 112], ['250.00', 156, 179], ['03/14/2025', 226, 265], ['4413', 285, 302], ['61.20', 350, 369], ['03/20/2025', 416, 455], ['4415', 475, 492], ['9.75', 544, 559]]],
  [315, [['Total', 152, 171], ['Checks', 175, 199], ['Paid', 202, 218], ['320.95', 536, 559]]],
  [343, [['OTHER', 38, 70], ['WITHDRAWALS', 77, 147]]],
  [364, [['Entered', 36, 65], ['Purpose', 152, 182], ['Amount', 530, 559]]],
  [383, [['03/02/2025', 36, 75], ['DD', 152, 160], ['Southern', 164, 194], ['Cross', 198, 217], ['Health', 221, 244], ['125.48', 536, 559]]],
  [408, [['03/04/2025', 36, 75], ['TRANSFER', 152, 195], ['TO', 200, 211], ['SAVINGS', 216, 252], ['122.34', 536, 559]]],
  [433, [['03/09/2025', 36, 75], ['EFTPOS', 152, 178], ['Countdown', 182, 221], ['Ponsonby', 226, 260], ['53.00', 540, 559]]],
];

describe('three lists side by side, then a section across the page under labels we have no word for', () => {
  it('end before the first line below their rows that a word crosses the gutter of', () => {
    const words: Word[] = THREE.flatMap(([y, ws]) => ws.map(([t, x0, x1]) => ({ text: t, x0, x1, y0: y, y1: y + 7, size: 7, confidence: 1 })));
    const page: PageText = { page_number: 1, width: 595, height: 842, type: 'digital', source: 'text', lines: groupLines(words, 1) };
    const out = splitSideBySide([page])[0]!.lines.map((l) => l.text);
    expect(out).toContain('03/02/2025  DD Southern Cross Health  125.48');
    expect(out).toContain('03/04/2025  TRANSFER TO SAVINGS  122.34');
    expect(out).toContain('03/09/2025  EFTPOS Countdown Ponsonby  53.00');
    // The lists are still read one after the other.
    expect(out.indexOf('03/11/2025  4412  250.00')).toBeLessThan(out.indexOf('03/14/2025  4413  61.20'));
    expect(out.indexOf('03/14/2025  4413  61.20')).toBeLessThan(out.indexOf('03/20/2025  4415  9.75'));
  });
});
