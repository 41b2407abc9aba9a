/** Scanned rows whose dates the balance cannot check say when the date looks misread (src/normalize/ocr-date-doubts.ts). */
import { describe, expect, it } from 'vitest';
import { flagOcrDateDoubts } from '../src/normalize/ocr-date-doubts.js';
import type { Transaction } from '../src/types.js';

const tx = (date: string, confidence = 0.9): Transaction =>
  ({ date, description: 'x', debit: 1, credit: 0, balance: null, category: 'other', reference: null, page_number: 1, value_date: null, confidence }) as Transaction;

const flagged = (txs: Transaction[], newestFirst = false, period: [string | null, string | null] = [null, null], others = new Map<Transaction, string[]>()) => {
  const warnings: string[] = [];
  flagOcrDateDoubts(txs, newestFirst, period, warnings, others);
  return txs.map((t) => (t.corrections?.length ? 'F' : '.')).join('');
};

describe('OCR date doubts', () => {
  it('flags a scanned date outside the period or out of order between two rows in order', () => {
    expect(flagged([tx('2024-09-10'), tx('2024-06-11'), tx('2024-09-12')], false, ['2024-09-01', '2024-09-30'])).toBe('.F.');
    expect(flagged([tx('2024-10-19'), tx('2024-10-18'), tx('2024-10-19')])).toBe('.F.');
    expect(flagged([tx('2024-10-19'), tx('2024-10-21'), tx('2024-10-18')], true)).toBe('.F.');
  });

  it('gives back a year OCR misread outside the period where the period and the rows around it say which (scanned random 9710)', () => {
    // "2 apr 2023" in a statement of 10 mrt 2025 to 9 apr 2025, newest first: the day is in the period with its year.
    const rows = [tx('2025-04-06'), tx('2023-04-02'), tx('2025-04-01')];
    expect(flagged(rows, true, ['2025-03-10', '2025-04-09'])).toBe('.F.');
    expect(rows[1]!.date).toBe('2025-04-02');
    expect(rows[1]!.corrections).toEqual(['printed date read by OCR as 2023-04-02, outside the statement period: its year read as the period\'s, 2025-04-02']);
    // Out of order with the period's year: flagged, the date left as read.
    const apart = [tx('2025-04-06'), tx('2023-03-12'), tx('2025-04-01')];
    expect(flagged(apart, true, ['2025-03-10', '2025-04-09'])).toBe('.F.');
    expect(apart[1]!.date).toBe('2023-03-12');
    // A text layer's date is what is printed.
    const printed = [tx('2025-04-06'), tx('2023-04-02', 1), tx('2025-04-01')];
    flagged(printed, true, ['2025-03-10', '2025-04-09']);
    expect(printed[1]!.date).toBe('2023-04-02');
  });

  it('gives back the year of a date already in doubt, and of the rows that took it (scanned random 9763)', () => {
    // "2023-08-20" read "2123-08-20" with low confidence; the rows under it print no date and took it.
    const doubted = (date: string, note: string) => ({ ...tx(date), corrections: [note] });
    const rows = [
      tx('2023-08-18'),
      doubted('2123-08-20', 'printed date read by OCR with low confidence; it may be 2423-08-20, 2023-08-20'),
      doubted('2123-08-20', 'no date printed on this row; it takes the date of the row above, which was not read for sure'),
      tx('2023-08-21'),
    ];
    flagged(rows, false, ['2023-08-01', '2023-08-31']);
    expect(rows.map((t) => t.date)).toEqual(['2023-08-18', '2023-08-20', '2023-08-20', '2023-08-21']);
    expect(rows[1]!.corrections).toHaveLength(2);
    // A doubted date outside the period that no year brings back keeps its one note.
    const apart = [tx('2023-08-18'), doubted('2123-09-20', 'printed date read by OCR with low confidence'), tx('2023-08-21')];
    flagged(apart, false, ['2023-08-01', '2023-08-31']);
    expect([apart[1]!.date, apart[1]!.corrections]).toEqual(['2123-09-20', ['printed date read by OCR with low confidence']]);
  });

  it('flags two neighbours misread together, all after the row below them or all before the row above', () => {
    // scanned random 9188: 10/07 read 16/07 and 19/07 (the second already doubted), then 10/07 again
    const doubted = { ...tx('2023-07-19'), corrections: ['printed date read by OCR with low confidence'] };
    expect(flagged([tx('2023-07-10'), tx('2023-07-16'), doubted, tx('2023-07-10'), tx('2023-07-13')])).toBe('.FF..');
    expect(flagged([tx('2023-07-10'), tx('2023-07-16'), tx('2023-07-19'), tx('2023-07-10'), tx('2023-07-13')])).toBe('.FF..');
    expect(flagged([tx('2023-07-10'), tx('2023-07-02'), tx('2023-07-01'), tx('2023-07-10')])).toBe('.FF.');
  });

  it("flags all of a day's rows when the day's date, printed once, was misread", () => {
    // scanned random 9165: 19.11.24 read 10.11.24 over three rows of the day
    expect(flagged([tx('2024-11-18'), tx('2024-11-10'), tx('2024-11-10'), tx('2024-11-10'), tx('2024-11-20')])).toBe('.FFF.');
    expect(flagged([tx('2024-11-18'), tx('2024-11-18'), tx('2024-11-19'), tx('2024-11-19'), tx('2024-11-20')])).toBe('.....');
  });

  it('leaves a section that ends and the next that starts alone', () => {
    expect(flagged([tx('2024-10-20'), tx('2024-10-28'), tx('2024-10-05'), tx('2024-10-21')])).toBe('....');
    expect(flagged([tx('2024-10-20'), tx('2024-10-28'), tx('2024-10-05'), tx('2024-10-21'), tx('2024-10-25')])).toBe('.....');
  });

  it('leaves digital rows, rows in order, and a misread that stays in order alone', () => {
    expect(flagged([tx('2024-10-19', 1), tx('2024-10-18', 1), tx('2024-10-19', 1)])).toBe('...');
    expect(flagged([tx('2023-04-16'), tx('2023-04-18'), tx('2023-04-18')])).toBe('...');
  });

  it("takes tesseract's one other reading of a date out of order that falls in order (scanned random 10727)", () => {
    // 19/02 read 10/02 on three rows, one of them with low confidence (already in doubt), each offering 19/02.
    const doubted = { ...tx('2024-02-10', 0.69), corrections: ['printed date read by OCR with low confidence; it may be 10/12/2024, 19/02/2024, 16/02/2024'] };
    const rows = [tx('2024-02-18'), doubted, tx('2024-02-10'), tx('2024-02-10'), tx('2024-02-19'), tx('2024-02-20')];
    const others = new Map([rows[1]!, rows[2]!, rows[3]!].map((t) => [t, ['2024-12-10', '2024-02-19', '2024-02-16']]));
    expect(flagged(rows, false, ['2024-02-01', '2024-02-29'], others)).toBe('.FFF..');
    expect(rows.map((t) => t.date)).toEqual(['2024-02-18', '2024-02-19', '2024-02-19', '2024-02-19', '2024-02-19', '2024-02-20']);
    expect(rows[2]!.corrections).toEqual(["printed date read by OCR as 2024-02-10, out of order between 2024-02-18 and 2024-02-19; read as 2024-02-19, tesseract's other reading of it, which falls in order"]);
    expect(rows[1]!.corrections).toHaveLength(2);
  });

  it('bounds the last and first days by the period, and leaves a date two readings would put in order as read', () => {
    // 29/02 read 20/02 on the last rows, offering 29/02: after 28/02 and within the period.
    const last = [tx('2024-02-27'), tx('2024-02-28'), tx('2024-02-20'), tx('2024-02-20')];
    expect(flagged(last, false, ['2024-02-01', '2024-02-29'], new Map([last[2]!, last[3]!].map((t) => [t, ['2024-02-29']])))).toBe('..FF');
    expect(last.map((t) => t.date)).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-02-29']);
    // 01/02 read 07/02 on the first row, offering 01/02 and 04/02: both in order, so the row only says so.
    const first = [tx('2024-02-07'), tx('2024-02-05'), tx('2024-02-06')];
    expect(flagged(first, false, ['2024-02-01', '2024-02-29'], new Map([[first[0]!, ['2024-02-01', '2024-02-04']]]))).toBe('F..');
    expect(first[0]!.date).toBe('2024-02-07');
    // A doubted row no other reading puts in order keeps its one note.
    const doubted = { ...tx('2024-02-10', 0.6), corrections: ['printed date read by OCR with low confidence; it may be 16/02/2024'] };
    const rows = [tx('2024-02-18'), doubted, tx('2024-02-19')];
    flagged(rows, false, ['2024-02-01', '2024-02-29'], new Map([[doubted, ['2024-02-16']]]));
    expect([doubted.date, doubted.corrections]).toEqual(['2024-02-10', ['printed date read by OCR with low confidence; it may be 16/02/2024']]);
  });
});
