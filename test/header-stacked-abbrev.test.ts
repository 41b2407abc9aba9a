/**
 * A header of two label lines with labels cut short ("Data  Movi." over "contabile  Desc. oper.  Saldo disp."):
 * each line is read over the figures under the header, as a one-line header is. Random layout 850191: read without
 * them, "Movi." (movimento, an amount; movimiento, details) named nothing and "Saldo disp." made two balance columns;
 * the amounts were read as balances and no row was right.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { textLayerPage, right } from './support/text-page.js';

type Cell = [string, number, number];

describe('a two-line header of labels cut short', () => {
  const row = (date: string, text: string, balance: string, amount: string): Cell[] => [[date, 71, 91], [text, 133, 200], right(balance, 508), right(amount, 552)];
  const lines = textLayerPage([
    [['Data', 71, 88], ['Movi.', 532, 552]],
    [['contabile', 71, 106], ['Desc.', 133, 152], ['oper.', 156, 175], ['Saldo', 466, 485], ['disp.', 489, 508]],
    row('27/12', 'PAGAMENTO CARTA', '2.016,60', '(54,82)'),
    row('29/12', 'PAGAMENTO POS', '1.984,55', '(32,05)'),
    row('30/12', 'PRELIEVO', '1.884,33', '(100,22)'),
  ]).lines;

  it('names the money label by the figures under it, and reads a label of two words cut short as one column', () => {
    const columns = readHeader(lines, 0)?.header.columns ?? [];
    expect(columns.map((c) => c.role)).toEqual(['date', 'description', 'balance', 'amount']);
    expect(columns.filter((c) => c.role === 'balance').map((c) => [Math.round(c.x0), Math.round(c.x1)])).toEqual([[466, 508]]);
  });
});
