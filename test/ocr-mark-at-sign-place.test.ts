/**
 * A statement of several accounts that prints each account's opening and closing balance with its currency code after
 * the figure ("18 099,60 PLN") and each row's amount with a CR/DR mark at the same place ("32,10 DR"). The codes of the
 * balance lines make a column of currency signs by geometry (sign-column.ts), and OCR's "DR" there was dropped as a
 * sign misread: every row came out money out, the credits among them too (scanned random 11008, 69/102 rows). A word
 * read as a CR/DR mark is the row's mark, wherever a sign column stands.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const row = (date: string, details: string, amount: string, mark: string): Cell[] => [[date, 36, 73], [details, 156, 156 + 5 * details.length], right(amount, 546), [mark, 551, 559]];
const balance = (label: string, figure: string): Cell[] => [[label, 36, 36 + 5 * label.length], right(figure, 542), ['PLN', 546, 559]];

describe('CR/DR marks where balance lines print their currency code', () => {
  const lines: Cell[][] = [
    balance('Saldo poczatkowe', '18 099,60'),
    [['Data', 36, 56], ['Opis', 156, 175], ['Kwota', 501, 522], ['operacji', 526, 558]],
    row('17/10/2024', 'BIEDRONKA 1287 WARSZAWA', '32,10', 'DR'),
    row('20/10/2024', 'ZWROT ZA BILETY', '72,61', 'CR'),
    row('21/10/2024', 'WYPLATA Z BANKOMATU', '454,35', 'DR'),
    balance('Saldo koncowe', '17 685,76'),
    balance('Saldo poczatkowe', '6 061,60'),
    row('22/10/2024', 'PRZELEW OD JAN KOWALSKI', '352,85', 'CR'),
    row('23/10/2024', 'OPLATA ZA PROWADZENIE', '9,98', 'DR'),
    balance('Saldo koncowe', '6 404,47'),
  ];

  it('keeps each row\'s mark read by OCR', () => {
    const p = page(lines);
    p.source = 'ocr';
    for (const l of p.lines) for (const w of l.words) w.confidence = 0.9;
    const rows = parseGeneric([p], 'PLN').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.amount}`)).toEqual([
      '17/10/2024 32,10 DR', '20/10/2024 72,61 CR', '21/10/2024 454,35 DR', '22/10/2024 352,85 CR', '23/10/2024 9,98 DR',
    ]);
  });
});
