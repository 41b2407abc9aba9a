/**
 * A row's own date whose separator OCR lost ("2101" for 21/01) while the value date beside it was read ("24/01"): the
 * line had a date, so the repairs of a line without one never looked at it, and the row took the row above's date
 * (scan 11234, reconciled with two rows a day off). The OCR word where the rows' dates stand is repaired as a line's
 * first word is: within a week of the row above's date, back where the rows run newest first.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage } from './support/ocr-page.js';

type Cell = [string, number, number, number?];
const header: Cell[] = [['Data', 36, 56], ['Valuta', 100, 128], ['Descrizione', 154, 204], ['Importo', 455, 490], ['Saldo', 528, 560]];
const row = (date: string | undefined, value: string, details: string, amount: string, balance: string, dateConfidence?: number): Cell[] => [
  ...(date ? [[date, 36, 58, dateConfidence] as Cell] : []), [value, 100, 122], [details, 154, 154 + 5 * details.length], [amount, 455, 490], [balance, 528, 560],
];

/** The header and three rows newest first, down to 22/01. */
const above: Cell[][] = [
  header,
  row('25/01', '28/01', 'PAGAMENTO POS', '-13,39', '1.518,16'),
  row('23/01', '24/01', 'ADDEBITO SDD', '-60,96', '1.531,55'),
  row('22/01', '23/01', 'PRELIEVO', '-111,44', '1.592,51'),
];

describe('a row date with its separator lost beside a value date that was read', () => {
  it('is read as the date it stands for, newest first', () => {
    const p = ocrPage([
      ...above,
      row('2101', '24/01', 'ADDEBITO ENEL', '-139,52', '1.703,95', 0.6),
      row(undefined, '23/01', 'PAGAMENTO POS', '-51,91', '1.843,47'),
      row('20/01', '21/01', 'ADDEBITO SDD', '-108,38', '1.895,38'),
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.dates[0])).toEqual(['25/01', '23/01', '22/01', '21/01', '21/01', '20/01']);
  });

  it('is left alone where no date near the row above\'s reads from it', () => {
    const p = ocrPage([
      ...above,
      row('4712', '24/01', 'ADDEBITO ENEL', '-139,52', '1.703,95', 0.6),
      row('20/01', '21/01', 'ADDEBITO SDD', '-108,38', '1.895,38'),
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.dates[0])).not.toContain('47/12');
  });

  it('reads slashes OCR read as 7s ("0771972024" for 07/19/2024) beside the value date', () => {
    // Scan 11235: the row took the date of the row above.
    const h: Cell[] = [['Date', 36, 56], ['Posted', 131, 160], ['Description', 237, 290], ['Debit', 640, 665], ['Credit', 700, 730]];
    const line = (date: string, posted: string, details: string, debit: string, confidence?: number): Cell[] => [
      [date, 37, 80, confidence], [posted, 131, 174], [details, 237, 237 + 5 * details.length], [debit, 645, 665],
    ];
    const p = ocrPage([
      h,
      line('07/07/2024', '07/07/2024', 'AMAZON', '75.18'),
      line('07/08/2024', '07/09/2024', 'LYFT RIDE', '7.69'),
      line('0771372024', '07/13/2024', 'HULU', '9.96', 0.6),
      line('07/20/2024', '07/23/2024', 'SAFEWAY', '25.87'),
    ]);
    const rows = parseLayout([{ ...p, width: 842 }], {}, 'first').rows;
    expect(rows.map((r) => r.dates[0])).toEqual(['07/07/2024', '07/08/2024', '07/13/2024', '07/20/2024']);
  });
});
