/**
 * A statement in a currency without minor units whose amounts are printed ungrouped ("-174200") and whose details
 * print a few purchases abroad with decimals ("AUD 9.50 @ 1733.8947"): the decimal reading reads no row, so the
 * whole-amount reading is made too and the one that reads more rows is the statement's (parseLayout in
 * src/layout/index.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const AMOUNT = 300;
const BALANCE = 380;

function row(date: string, details: string, amount: string, balance: string): Cell[] {
  return [[date, 36, 77], [details, 93, 93 + 5 * details.length], right(amount, AMOUNT), right(balance, BALANCE)];
}

describe('ungrouped whole amounts beside a few decimal figures', () => {
  const lines: Cell[][] = [
    [['Date', 36, 56], ['Details', 93, 125], ['Amount', 270, AMOUNT], ['Balance', 345, BALANCE]],
    row('20/05/2024', 'CARD FEE', '-174200', '1478841'),
    [['CB', 93, 103], ['AUD', 107, 122], ['9.50', 126, 142], ['@', 146, 150], ['1733.8947', 154, 190]],
    row('21/05/2024', 'CB LECLERC', '-16472', '1462369'),
    [['CB', 93, 103], ['USD', 107, 122], ['12.40', 126, 146], ['@', 150, 154], ['1351.2903', 158, 194]],
    row('22/05/2024', 'CB FNAC', '-16756', '1445613'),
    [['CB', 93, 103], ['EUR', 107, 122], ['56.46', 126, 146], ['@', 150, 154], ['1171.2009', 158, 194]],
    row('23/05/2024', 'CB EDF', '-66126', '1379487'),
    row('24/05/2024', 'VIR RECU', '+82405', '1461892'),
  ];

  const WHOLE = [
    '20/05/2024 -174200.00 1478841.00',
    '21/05/2024 -16472.00 1462369.00',
    '22/05/2024 -16756.00 1445613.00',
    '23/05/2024 -66126.00 1379487.00',
    '24/05/2024 +82405.00 1461892.00',
  ];

  it('reads every dated line as a row in whole amounts', () => {
    const rows = parseLayout([page(lines)], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.amount} ${r.balance}`)).toEqual(WHOLE);
  });

  it('counts no figure whose own currency code stands before it, where OCR reads the whole amounts as figures that lost a point', () => {
    // Read by OCR, "16472" under the amount label may be 164.72 with its point lost: the decimal reading then reads
    // rows too. The details' "AUD 9.50" are another currency's figures, no evidence that the won statement has cents.
    const ocr = page([[['Currency:', 36, 75], ['KRW', 78, 95]], [], ...lines]);
    for (const l of ocr.lines) for (const w of l.words) w.confidence = 0.9;
    const rows = parseLayout([ocr], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.amount} ${r.balance}`)).toEqual(WHOLE);
  });

  it('reads whole amounts where the decimal reading read no row and left no dated line unread', () => {
    // Money labels we have no word for and purchases abroad inside the rows' own lines, their codes wrapped below
    // ("SHELL 27.76" / "CHF", random layout 1016597): the decimal reading found no table, so it read no row and
    // reported no line unread, and was taken.
    const unseen: Cell[][] = [
      [['Currency:', 36, 75], ['KRW', 78, 95]],
      [],
      [['When', 36, 58], ['What', 93, 113], ['Figure', 270, AMOUNT], ['Restal', 352, BALANCE]],
      row('20/05/2024', 'CARD FEE', '-174200', '1478841'),
      [['21/05/2024', 36, 77], ['CB', 93, 103], ['SHELL', 107, 130], ['27.76', 134, 154], right('-16472', AMOUNT), right('1462369', BALANCE)],
      [['CHF', 93, 108]],
      [['22/05/2024', 36, 77], ['CB', 93, 103], ['FNAC', 107, 125], ['12.40', 129, 149], right('-16756', AMOUNT), right('1445613', BALANCE)],
      [['USD', 93, 108]],
      [['23/05/2024', 36, 77], ['CB', 93, 103], ['EDF', 107, 122], ['56.46', 126, 146], right('-66126', AMOUNT), right('1379487', BALANCE)],
      [['EUR', 93, 108]],
      row('24/05/2024', 'VIR RECU', '+82405', '1461892'),
    ];
    const rows = parseLayout([page(unseen)], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.amount} ${r.balance}`)).toEqual(WHOLE);
  });
});
