/**
 * A line printing a figure right above the table's labels ("Saldo otwarcia  Rp 64.407.000" over "Data  Tytul  Wyplaty
 * Uznania"; scanned random 10581) was read as the header's first line: "Saldo" stacked over "Data" made a balance
 * column of the dates, so every money column began at the page's left edge and a reference ending the details
 * ("WYPLATA Z BANKOMATU 731890") was read as the row's balance. Labels print no figures: such a line is no header line.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText } from '../src/types.js';

type W = [string, number, number];
const line = (y: number, h: number, ws: W[]) => ws.map(([text, x0, x1]) => ({ text, x0, x1, y0: y, y1: y + h, size: h, confidence: 0.92 }));
const withdrawal = (y: number, date: string, ref: string, amount: string) =>
  line(y, 6, [[date, 36, 76], ['WYPLATA', 110, 147], ['Z', 149, 153], ['BANKOMATU', 156, 205], [ref, 208, 234], [amount, 456, 491]]);

describe('a line with a figure right above the labels', () => {
  it("is not the header's first line", () => {
    // The OCR boxes as read (heights differ word by word).
    const ocr = (text: string, x0: number, x1: number, y0: number, y1: number) => ({ text, x0, x1, y0, y1, size: y1 - y0, confidence: 0.92 });
    const words = [
      ocr('Saldo', 36.5, 57.6, 248.6, 255.1), ocr('otwarcia', 60.2, 92.6, 248.6, 255.1), ocr('Rp', 506.4, 516.5, 249.1, 256.8), ocr('64.407.000', 518.9, 558.7, 248.9, 255.1),
      ocr('Data', 36.2, 54.2, 265.7, 275.5), ocr('Tytul', 109.4, 128.9, 265.7, 275.8), ocr('Wyplaty', 458.2, 491, 265.7, 275.8), ocr('Uznania', 522, 553.2, 266.9, 273.4),
      ...line(285, 6, [['17/01/2023', 36, 76], ['PRZELEW', 111, 149], ['OD', 151, 163], ['JAN', 165, 180], ['1.911.413', 520, 555]]),
      ...withdrawal(299, '18/01/2023', '731890', '-1.185.532'),
      ...withdrawal(313, '18/01/2023', '837317', '-390.941'),
    ];
    const page: PageText = { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
    const rows = parseLayout([page], { currency: 'IDR' }, 'first').rows;
    expect(rows.map((r) => `${r.debit ?? ''}|${r.credit ?? ''}|${r.balance ?? ''}|${r.description.join(' ')}`)).toEqual([
      '|1911413.00||PRZELEW OD JAN', '-1185532.00|||WYPLATA Z BANKOMATU 731890', '-390941.00|||WYPLATA Z BANKOMATU 837317',
    ]);
  });
});
