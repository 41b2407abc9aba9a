/**
 * A mark letter OCR read as its look-alike digit under the header's mark column (scanned random 9518, S/H marks,
 * 29/32 rows before): "37,60  5" for "37,60  S" ended the line's amounts on the "5", so the row was lost.
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

const MARKER = { x0: 544.7, x1: 557.4 };
const amounts = (mark: string, confidence = 0.5) =>
  splitLine(ocrPage([[['16', 36, 45], ['Jun', 47, 59], ['UBER', 119, 140], ['*TRIP', 143, 164], ['37,60', 471, 491, 0.34], [mark, 549, 554, confidence]]]).lines[0]!, 2, {}, {
    marker: MARKER,
    money: [{ x0: 472.9, x1: 497.4 }],
  }).amounts.map((a) => a.amount.value);

describe('OCR: a mark read as a digit under the mark column', () => {
  it('reads the figure before a lone "5" under the mark column', () => {
    expect(amounts('5')).toEqual([37.6]);
  });

  it('leaves a text layer\'s lone digit alone', () => {
    expect(amounts('5', 1)).toEqual([]);
  });
});
