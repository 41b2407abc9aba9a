/**
 * The generic parser on OCR-shaped lines: words with boxes, confidences and tesseract's alternatives as the OCR
 * stage produces them (the shapes are the misreads seen on scanned fixtures, bench/README-ocr.md).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

const word = (text: string, x0: number, x1: number, y: number, confidence = 0.93, alternatives?: string[]): Word => ({
  text, x0, x1, y0: y, y1: y + 8, confidence, size: 8, ...(alternatives ? { alternatives } : {}),
});

function page(rows: [string, number, number, number?, string[]?][][]): PageText {
  const words = rows.flatMap((r, i) => r.map(([t, x0, x1, conf, alts]) => word(t, x0, x1, 100 + 15 * i, conf, alts)));
  return { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
}

const HEADER: [string, number, number, number?, string[]?][] = [
  ['Date', 36, 53], ['Description', 100, 144], ['Paid', 369, 385], ['out', 388, 400], ['Paid', 454, 470], ['in', 473, 480], ['Balance', 530, 560],
];

describe('generic parser on OCR lines', () => {
  it('reads a money column whose separator OCR lost, but not a number ending the description', () => {
    const p = page([
      HEADER,
      [['04/03/2024', 36, 76], ['VODAFONE', 100, 144], ['LTD', 147, 160], ['59.81', 380, 400], ['78,713.85', 524, 560]],
      [['04/03/2024', 36, 76], ['COSTA', 100, 127], ['COFFEE', 130, 162], ['4391', 165, 182], ['13451', 375, 400, 0.6], ['78,579.34', 524, 560]],
      [['18/01/2024', 36, 76], ['SALARY', 100, 131], ['ACME', 133, 156], ['1:15211;', 449, 480, 0.1], ['79,731.45', 525, 560]],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.description.join(' '), r.debit, r.credit, r.balance])).toEqual([
      ['VODAFONE LTD', '59.81', undefined, '78,713.85'],
      ['COSTA COFFEE 4391', '134.51', undefined, '78,579.34'],
      ['SALARY ACME', undefined, '1152.11', '79,731.45'],
    ]);
  });

  it('leaves a bare number alone on a text layer (a reference, not money)', () => {
    const p = page([HEADER, [['04/03/2024', 36, 76, 1], ['COSTA', 100, 127, 1], ['13451', 375, 400, 1], ['78,579.34', 524, 560, 1]]]);
    const rows = parseGeneric([p]).rows;
    expect(rows[0]!.debit).toBeUndefined();
    expect(rows[0]!.description.join(' ')).toBe('COSTA 13451');
  });

  it('takes a misread header label by its alternative reading ("Batance" for "Balance")', () => {
    const header = HEADER.map((h): [string, number, number, number?, string[]?] => (h[0] === 'Balance' ? ['Batance', 530, 560, 0.7, ['Balance', 'Baiance']] : h));
    const p = page([header, [['13/02/2024', 36, 76], ['VODAFONE', 100, 144], ['113.59', 376, 399], ['64,001.85', 525, 559]]]);
    const rows = parseGeneric([p]).rows;
    expect(rows[0]).toMatchObject({ debit: '113.59', balance: '64,001.85' });
    expect(rows[0]!.credit).toBeUndefined();
  });
});
