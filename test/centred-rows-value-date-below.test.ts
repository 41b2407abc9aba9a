/**
 * Rows centred on their figures' line with no header the reader knows ("Entered  Documento No  Sign  Purpose ..."):
 * the details' first line above, then the booking date (printed once a day), a reference and code with the amount,
 * then the value date starting the details' last line (random 760237). Two readings went wrong:
 * - "PIX RECEBIDO 10 X 14,38": a unit price after a count and a times sign was read as the row's amount, a row of its
 *   own (line-cells.ts `unitPrice`);
 * - the first row's value date ("02.08.2023" under "01.08.2023 WMK98KJ5 INT 1685 R$38,92") started a row and dated
 *   the next row, which prints no date of its own: where details start was not yet known. The line right above the
 *   row's dated line starts there too (generic-parser.ts `inOpenDetails`).
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { buildStatement } from '../src/pipeline/extract.js';
import { at, pageOf, right } from './support/text-page.js';
import type { Word } from '../src/types.js';

type Cell = [string, number, number];
const spaced = (text: string, x: number): Cell[] => {
  const out: Cell[] = [];
  for (const t of text.split(' ')) out.push([t, x, (x += 4.3 * t.length)]), (x += 4.3);
  return out;
};
// One row: details above at y, the dated figures line 5 pt lower, the value date line 5 pt lower again.
const row = (y: number, above: string, date: string | undefined, ref: string, money: Cell, below: string): Word[] => [
  ...at(y, spaced(above, 233)),
  ...at(y + 5, [...(date ? [[date, 77, 117] as Cell] : []), ...spaced(ref, 128), money]),
  ...at(y + 10, spaced(below, 233)),
];
// A text layer's words, read with certainty.
const page = () => {
  const p = pageOf([
    ...at(168, [['Saldo', 42, 59], ['inicial', 63, 87], right('1.216,74', 310)]),
    ...at(180, [['Saldo', 42, 60], ['final', 64, 82], right('1.600,82', 310)]),
    ...at(234, [['Entered', 77, 107], ['Documento', 128, 172], ['Sign', 185, 202], ['Purpose', 233, 265], ['Outgoings', 467, 507], ['Tilvo', 541, 559]]),
    ...row(262, 'RENDIMENTO POUPANCA', '01.08.2023', 'WMK98KJ5 INT 1685', right('38,92', 559), '02.08.2023'),
    ...row(286, 'PIX RECEBIDO 10 X 14,38', undefined, 'H4DDAEW4 TRF 2928', right('582,78', 559), '01.08.2023 LUCAS PEREIRA'),
    ...row(310, 'TARIFA PACOTE SERVICOS', '02.08.2023', 'F64XLAKJ CHG 1313', right('39,90', 507), '04.08.2023'),
    ...row(334, 'COMPRA CARTAO DEB 3 X 2,63', undefined, 'SBHNG5X7 POS 5112', right('197,72', 507), '05.08.2023 MAGAZINE LUIZA'),
  ]);
  for (const l of p.lines) for (const w of l.words) w.confidence = 1;
  return p;
};

describe('rows centred on their figures, the value date under them', () => {
  it('keep a unit price after a count and a times sign in the details', () => {
    const lines = page().lines;
    const cells = (pat: RegExp) => splitLine(lines.find((l) => pat.test(l.text))!, 2, {});
    expect(cells(/PIX RECEBIDO/).amounts).toEqual([]);
    expect(cells(/COMPRA CARTAO/).amounts).toEqual([]);
  });

  it('date a row without a date of its own by the row above, not by its value date', () => {
    const st = buildStatement([page()], {});
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit])).toEqual([
      ['2023-08-01', 0, 38.92],
      ['2023-08-01', 0, 582.78],
      ['2023-08-02', 39.9, 0],
      ['2023-08-02', 197.72, 0],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
