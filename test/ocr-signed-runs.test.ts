/** A signed OCR digit run whose decimal separator was lost ("-4500" for -45,00): the minus marks it as money. */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

const word = (text: string, x0: number, x1: number, y: number, confidence = 0.93): Word => ({ text, x0, x1, y0: y, y1: y + 6, confidence, size: 6 });

function page(rows: [string, number, number, number?][][]): PageText {
  const words = rows.flatMap((r, i) => r.map(([t, x0, x1, conf]) => word(t, x0, x1, 100 + 15 * i, conf)));
  return { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
}

describe('signed digit runs read by OCR', () => {
  it('reads "-4500" before the balance as the amount, not the balance as a credit', () => {
    const p = page([
      [['09', 36, 45], ['Jun', 47, 59], ['2023', 62, 79], ['Netflix', 160, 181], ['-12,99', 492, 515], ['2.972,79', 528, 559]],
      [['10', 36, 45], ['Jun', 47, 59], ['2023', 62, 79], ['Spende', 160, 186], ['-4500', 493, 515], ['2.928,29', 528, 559, 0.58]],
      [['11', 36, 44], ['Jun', 47, 59], ['2023', 62, 79], ['Kartenzahlung', 160, 210], ['-54,11', 492, 515], ['2.874,18', 528, 559]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([
      ['-12,99', '2.972,79'],
      ['-45.00', '2.928,29'],
      ['-54,11', '2.874,18'],
    ]);
  });
});
