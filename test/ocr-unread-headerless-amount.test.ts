/**
 * A table without a header, scanned at 200 DPI 1-bit (scanned random 9614, CHF, signed amounts, no balances): four
 * rows' amounts were read as "Le", "A/a", "le", "cD" where "-24,99" and the like were printed. With no header no money
 * column said an amount was there, so the dated lines were dropped as lines without an amount and the statement
 * (a discrepancy) named none of them. A word OCR read where the page's other figures stand is an unread amount cell:
 * the line is reported as a row that may be missing.
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText } from '../src/types.js';

// Lines as OCR placed them: [y, [text, x0, x1]...], words 6 pt tall.
const LINES: [number, [string, number, number][]][] = [
  [40, [['Anfangssaldo', 42, 90], ['1.831,23', 258, 288], ['CHF', 293, 306]]],
  [50, [['Saldo', 42, 60], ['neu', 66, 78], ['1.504,27', 257, 288], ['CHF', 293, 306]]],
  [78, [['16/06/2024', 36, 74], ['13:22', 79, 96], ['Lastschrift', 278, 315]]],
  [88, [['PayPal', 278, 300], ['Europe', 305, 328], ['-94,75', 765, 787], ['CHF', 790, 805]]],
  [107, [['17/06/2024', 36, 74], ['13:01', 79, 96], ['Kartenzahlung', 278, 325]]],
  [117, [['-9,27', 769, 787], ['CHF', 790, 805]]],
  [131, [['18/06/2024', 36, 74], ['06:43', 78, 96], ['Kartenzahlung', 278, 325]]],
  [141, [['CELL', 765, 787], ['CHF', 790, 805]]],
  [151, [['EDEKA', 278, 304], ['Center', 307, 330], ['Vahr', 332, 348]]],
  [160, [['19/06/2024', 37, 74], ['16:14', 79, 96], ['Lastschrift', 278, 315]]],
  [170, [['Vodafone', 278, 310], ['GmbH', 313, 333], ['-18,96', 765, 787], ['CHF', 790, 805]]],
  [194, [['20/06/2024', 36, 74], ['19:22', 78, 96], ['Lastschrift', 278, 315]]],
  [204, [['PayPal', 278, 300], ['Europe', 305, 328], ['-68,04', 765, 787], ['CHF', 790, 805]]],
];

const statement = (unreadCell: string | null) => {
  const words = LINES.filter(([, ws]) => unreadCell !== null || ws[0]![0] !== 'CELL').flatMap(([y, ws]) =>
    ws.map(([t, x0, x1]) => ({ text: t === 'CELL' ? unreadCell! : t, x0, x1, y0: y, y1: y + 6, size: 6, confidence: t === 'CELL' ? 0.26 : 0.92 })),
  );
  const page: PageText = { page_number: 1, width: 842, height: 595, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
  return buildStatement([page], {});
};

describe('OCR: a headerless row whose amount cell could not be read', () => {
  it('is named as a row that may be missing', () => {
    const st = statement('Le');
    expect(st.transactions.map((t) => t.debit)).toEqual([94.75, 9.27, 18.96, 68.04]);
    expect(st.reconciliation.status).toBe('discrepancy');
    expect(st.reconciliation.notes.some((n) => n.includes('a row may be missing') && n.includes('18/06/2024'))).toBe(true);
  });

  it('is not named where nothing was read in the figures\' column', () => {
    const st = statement(null);
    expect(st.reconciliation.notes.some((n) => n.includes('a row may be missing'))).toBe(false);
  });
});
