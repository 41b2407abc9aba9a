/**
 * A figure whose separator OCR lost, with its direction mark after it ("4641  C" for 46,41 C): the mark says it is
 * money and the figure is read (line-cells.ts), but the mark's token was not kept with it, so the figure took the
 * letter's own meaning (C: credit) whatever the statement's marks mean ("C" cargo, "A" abono). On a table without
 * balances every such row came out money in (scanned random 11846: 1 of 49 rows right, a discrepancy).
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { validateExtractOptions } from '../src/load/options.js';
import { ocrPage } from './support/ocr-page.js';

type W = [string, number, number];
const fig = (t: string, x1: number): W => [t, x1 - 4 * t.length, x1];
const row = (date: string, what: string, amount: string, mark: string): W[] => [
  [date, 36, 60],
  [what, 113, 113 + 4 * what.length],
  fig(amount, 535),
  [mark, 548, 554],
];

describe('a mark after a figure whose separator OCR lost', () => {
  it('gives that figure the direction the statement reads its marks with', () => {
    const p = ocrPage([
      [['Saldo', 42, 64], ['inicial', 66, 87], fig('2.732,71', 303)],
      [['Nuevo', 42, 66], ['saldo', 69, 89], fig('4.680,82', 303)],
      [],
      row('22/12/2023', 'COMPRA MERCADONA', '46,41', 'C'),
      row('22/12/2023', 'BIZUM ENVIADO', '3010', 'C'),
      row('23/12/2023', 'RETIRADA CAJERO', '65,00', 'C'),
      row('23/12/2023', 'COMPRA SPOTIFY', '1100', 'C'),
      row('24/12/2023', 'COMPRA EL CORTE INGLES', '215,07', 'C'),
      row('26/12/2023', 'COMPRA CARREFOUR', '6742', 'C'),
      row('28/12/2023', 'TRANSFERENCIA RECIBIDA', '2.418,77', 'A'),
      row('29/12/2023', 'COMPRA RENFE', '29,66', 'C'),
      row('30/12/2023', 'COMISION MANTENIMIENTO', '600', 'C'),
    ]);
    const st = buildStatement([p], validateExtractOptions({}), true);
    expect(st.reconciliation.status).toBe('reconciled');
    expect(st.transactions.map((t) => [t.debit, t.credit])).toEqual([
      [46.41, 0],
      [30.1, 0],
      [65, 0],
      [11, 0],
      [215.07, 0],
      [67.42, 0],
      [0, 2418.77],
      [29.66, 0],
      [6, 0],
    ]);
  });
});
