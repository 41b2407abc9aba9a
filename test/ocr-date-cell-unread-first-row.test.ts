/**
 * A list of checks whose first row's date OCR could not read ("S121  21am  50.56" for "5121  21 Aug 2024  50.56",
 * scanned random 9630, 150 DPI): a line with an amount and no date takes the date of the row above, saying so, but
 * the first row under a header has none above, and the line was dropped without a word. Its amount stands under the
 * money label and something OCR could not read stands under the date label: it is named as a row that may be
 * missing.
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

// Lines as OCR placed them: [y, [text, x0, x1]...], words 7 pt tall.
const LINES: [number, [string, number, number][]][] = [
  [100, [['Opening', 36, 70], ['balance', 73, 105], ['500.00', 300, 325]]],
  [112, [['Closing', 36, 70], ['balance', 73, 105], ['444.44', 300, 325]]],
  [160, [['Number', 35, 60], ['Date', 84, 99], ['Amount', 161, 185]]],
  [176, [['S121', 36, 54], ['DATE', 85, 118], ['50.56', 163, 185]]],
  [190, [['7198', 36, 54], ['28', 85, 92], ['Aug', 94, 105], ['2024', 107, 120], ['5.00', 168, 185]]],
];

const notes = (dateCell: string) => {
  const words: Word[] = LINES.flatMap(([y, ws]) => ws.map(([t, x0, x1]) => ({ text: t === 'DATE' ? dateCell : t, x0, x1, y0: y, y1: y + 7, size: 7, confidence: t === 'DATE' ? 0.1 : 0.93 })));
  const page: PageText = { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
  return buildStatement([page], {}).reconciliation.notes.filter((n) => n.includes('a row may be missing'));
};

describe('OCR: the first row under a header, its date unread', () => {
  it('is named as a row that may be missing', () => {
    expect(notes('21am')).toHaveLength(1);
    expect(notes('21am')[0]).toContain('S121 21am 50.56');
  });

  it('is not named where nothing like a date stands under the date label', () => {
    expect(notes('Paid')).toEqual([]);
  });
});
