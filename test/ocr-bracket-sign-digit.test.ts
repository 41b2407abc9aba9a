/**
 * A negative amount printed in brackets with its sign inside them, "(118.90 $)", read by OCR as "(118.90" "3)": the
 * sign read as a digit. The line ended in a word that is no figure, so it had no figures at all and was read as the
 * details of the row above (scanned random 10974: two rows lost, and the statement's gap named no row). The digit
 * before the closing bracket is the sign: the figure is "(118.90)".
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { ocrPage } from './support/ocr-page.js';

const line = (figure: [string, number, number, number?][]) =>
  ocrPage([[['EFTPOS', 97, 128], ['Pak', 131, 144], ['SGKNRXD7', 415, 458], ...figure]]).lines[0]!;

describe('a bracketed figure whose sign OCR read as a digit', () => {
  it('is the figure, its bracket closed', () => {
    const cells = splitLine(line([['(118.90', 523, 549.7, 0.96], ['3)', 552.1, 558.6, 0.49]]), 2, {});
    expect(cells.amounts.map((a) => a.amount?.raw)).toEqual(['(118.90)']);
    expect(cells.text.map((w) => w.text)).toEqual(['EFTPOS', 'Pak', 'SGKNRXD7']);
  });

  it('not where the digit stands a gap away, nor on a text layer', () => {
    expect(splitLine(line([['(118.90', 523, 549.7, 0.96], ['3)', 560, 566, 0.49]]), 2, {}).amounts).toEqual([]);
    expect(splitLine(line([['(118.90', 523, 549.7, 1], ['3)', 552.1, 558.6, 1]]), 2, {}).amounts).toEqual([]);
  });
});
