/**
 * A column of marks no label names ("C" cargo, "A" abono), read by OCR at 150-200 DPI mostly as "Cc" and now and then
 * as "C" (scanned random 10454): "cc" and "c" were taken for the column's two marks, the "A" of the credits for a
 * stray word, and 13 of 47 rows went the wrong way. A letter read doubled where it also stands alone is that letter.
 */
import { describe, expect, it } from 'vitest';
import { markColumnByGeometry } from '../src/layout/marks.js';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage } from './support/ocr-page.js';

const MARKS = ['Cc', 'Cc', 'C', 'Cc', 'A', 'Cc', 'C', 'Cc', 'A', 'Cc'];
const page = (confidence: number) =>
  ocrPage([
    [['F.', 36, 42], ['Operación', 44, 80], ['Descripción', 207, 250], ['Importe', 629, 660], ['EUR', 661, 677]],
    ...MARKS.map((m, i): [string, number, number, number?][] => [
      [`0${1 + (i >> 1)}/01`, 36, 56],
      ['COMPRA', 207, 240],
      ['TARJ.', 243, 262],
      [`${20 + i},${10 + i}`, 655, 677],
      [m, 799, 799 + 5 * m.length, confidence],
    ]),
  ]);

describe('OCR: a mark letter read doubled in a column of marks', () => {
  it('is the letter, and the column\'s two marks are the letters printed', () => {
    expect(markColumnByGeometry([page(0.6)], {})?.tokens.sort()).toEqual(['a', 'c']);
    const rows = parseLayout([page(0.6)]).rows;
    expect(rows.map((r) => r.marks?.[0]?.token ?? null)).toEqual(MARKS.map((m) => m[0]!.toLowerCase()));
  });
});
