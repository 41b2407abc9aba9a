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
import { readRandomCase } from './support/random-case.js';
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

/**
 * Checks paid in two lists side by side under a label line printed twice, then a section across the page whose own
 * header we do not read ("Tembel Ko  Item  Amount  Running Balance", random 1022158): its dates stand under the left
 * list's date label and its details end left of the gutter, so the lists were taken to run on, and three rows were
 * cut there, their figures read as the right list's. The lists print nothing far right of their labels; a line that
 * does is the next table's.
 */
const CHECKS: [number, [string, number, number][]][] = [
  [160, [['Date', 36, 54], ['Paid', 58, 75], ['Check', 94, 117], ['#', 122, 127], ['Amount', 148, 180], ['Date', 241, 258], ['Paid', 262, 279], ['Check', 298, 321], ['#', 326, 330], ['Amount', 352, 384]]],
  [176, [['5', 36, 40], ['Apr', 44, 57], ['2025', 61, 78], ['8581', 95, 113], ['57.62', 146, 167], ['S$', 172, 180]]],
  [216, [['CARD', 39, 63], ['PURCHASES', 70, 126], ['AND', 132, 151], ['WITHDRAWALS', 157, 225]]],
  [240, [['Tembel', 36, 65], ['Ko', 70, 79], ['Item', 102, 120], ['Amount', 439, 471], ['Running', 490, 522], ['Balance', 527, 560]]],
  [256, [['7', 36, 41], ['Mar', 45, 58], ['2025', 62, 80], ['ATM', 102, 115], ['Withdrawal', 119, 160], ['151.00', 433, 459], ['S$', 463, 472], ['3,808.97', 513, 547], ['S$', 551, 560]]],
  [270, [['11', 36, 45], ['Mar', 49, 62], ['2025', 67, 84], ['Visa', 102, 118], ['Purchase', 123, 155], ['JB', 159, 167], ['120.84', 432, 459], ['S$', 463, 472], ['3,471.61', 514, 547], ['S$', 551, 559]]],
  [284, [['15', 36, 45], ['Mar', 49, 62], ['2025', 67, 84], ['Visa', 103, 119], ['Purchase', 124, 157], ['Woolworths', 161, 204], ['84.38', 437, 459], ['S$', 463, 471], ['6,951.59', 514, 547], ['S$', 551, 560]]],
  [298, [['18', 37, 45], ['Mar', 50, 62], ['2025', 67, 84], ['Visa', 103, 120], ['Purchase', 124, 157], ['Coles', 162, 182], ['Southbank', 208, 245], ['142.00', 433, 459], ['S$', 463, 472], ['6,563.40', 514, 547], ['S$', 552, 560]]],
];

describe('lists side by side, then a section across the page printing far right of their labels', () => {
  it('end before the first line with a word far right of the lists\' labels', () => {
    const words: Word[] = CHECKS.flatMap(([y, ws]) => ws.map(([t, x0, x1]) => ({ text: t, x0, x1, y0: y, y1: y + 8, size: 8 })));
    const page: PageText = { page_number: 1, width: 595, height: 842, type: 'digital', source: 'text', lines: groupLines(words, 1) };
    const out = splitSideBySide([page])[0]!.lines.map((l) => l.words.map((w) => w.text).join(' '));
    for (const row of ['7 Mar 2025 ATM Withdrawal 151.00 S$ 3,808.97 S$', '11 Mar 2025 Visa Purchase JB 120.84 S$ 3,471.61 S$', '15 Mar 2025 Visa Purchase Woolworths 84.38 S$ 6,951.59 S$'])
      expect(out).toContain(row);
  });

  it('reads every row of random layout 1022158', async () => {
    const { st, counts, rows } = await readRandomCase(1022158);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60_000);
});
