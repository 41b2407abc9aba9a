/**
 * A list after the table's last interruption is read with and without it (src/layout/trailing-list.ts); where its
 * balances continue the table's chain it is marked chained, so that leaving it out needs a printed closing. Newest
 * first the step across the interruption is the last row's above, not the list's first row's (scanned random 10291:
 * page 2 of a newest-first statement, its header read by OCR a little differently from page 1's, looked titled; its
 * ten rows were dropped though their balances chained).
 */
import { describe, expect, it } from 'vitest';
import { markTrailing } from '../src/layout/trailing-list.js';
import type { Line, PageText, RawRow } from '../src/types.js';

const row = (page: number, y: number, date: string, amount: string, balance: string): RawRow => ({
  page_number: page, dates: [date], description: ['x'], amount, balance, bbox: { page, x0: 36, x1: 560, y0: y, y1: y + 8 },
});
const line = (page: number, y: number, text: string): Line => ({
  page_number: page, y0: y, y1: y + 8, text, words: [{ text, x0: 36, x1: 200, y0: y, y1: y + 8, confidence: 0.9, size: 8 }],
});
const pages = (headerOnPage2: string): PageText[] => [
  { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: [line(1, 78, 'Data Tipo Valuta Dettagli')] },
  { page_number: 2, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: [line(2, 78, headerOnPage2)] },
];

describe('markTrailing', () => {
  // Newest first, each balance the one below it moved by its amount: page 1 from 3,160.00 down to 3,319.69 (its last
  // row a credit of 77.06 on 3,242.63), page 2 from 3,242.63.
  const rows = () => [
    row(1, 100, '2025-04-22', '-50,00', '3.160,00'),
    row(1, 120, '2025-04-21', '-40,00', '3.210,00'),
    row(1, 140, '2025-04-20', '-30,00', '3.250,00'),
    row(1, 160, '2025-04-19', '-20,00', '3.280,00'),
    row(1, 180, '2025-04-19', '-19,69', '3.300,00'),
    row(1, 200, '2025-04-18', '+77,06', '3.319,69'),
    row(2, 100, '2025-04-17', '-55,78', '3.242,63'),
    row(2, 120, '2025-04-15', '-20,42', '3.298,41'),
    row(2, 140, '2025-04-14', '-5,69', '3.318,83'),
  ];

  it('marks a newest-first page after a title as chained where the last row above moves its first balance to the one above', () => {
    const marked = markTrailing(rows(), [], pages('Data Tipo Valuta Dettagl1 (EUR)'), { decimal: ',' });
    expect(marked.slice(6).every((r) => r.trailing && r.trailingChained)).toBe(true);
  });

  it('leaves a list unchained whose balances do not follow', () => {
    const off = rows();
    off[6] = { ...off[6]!, balance: '9.999,99' };
    const marked = markTrailing(off, [], pages('Data Tipo Valuta Dettagl1 (EUR)'), { decimal: ',' });
    expect(marked.slice(6).every((r) => r.trailing && !r.trailingChained)).toBe(true);
  });
});
