/**
 * A title of one run over a table's labels whose word is itself a label ("Movimentos pendentes": movimento names an
 * amount in Portuguese) is not the header's first line: read as one, its column lands on the date label's place, and
 * a later page's search for a fuller header copied that stray amount column onto every header of the statement
 * (generic-parser.ts headerAt).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page, right } from './support/text-page.js';

const LABELS: [string, number, number][] = [['Data', 36, 53], ['Histórico', 96, 130], ['Saldo', 424, 444], ['disponível', 446, 481], ['Montante', 504, 536]];

describe('a title over the labels', () => {
  it('is no label line when its column lands on another label\'s place', () => {
    const p = page([
      [['Movimentos', 36, 84], ['pendentes', 87, 124]],
      LABELS,
      [['30.06.2024', 36, 72], ['COMPRA', 96, 127], ['FARMACIA', 130, 170], right('21,46-', 536)],
      [['29.06.2024', 36, 72], ['COMPRA', 96, 127], ['PASTELARIA', 130, 176], right('41,60-', 536)],
    ]);
    const { headers, rows } = parseGeneric([p]);
    expect(headers[0]!.columns.map((c) => c.role)).toEqual(['date', 'description', 'balance', 'amount']);
    expect(rows.map((r) => [r.dates[0], r.amount])).toEqual([['30.06.2024', '21,46-'], ['29.06.2024', '41,60-']]);
  });

  it('keeps a first line of labels over labels that stand apart', () => {
    // "Valor" over the amount, "Data" over the date: two lines of labels, none landing on another's place.
    const p = page([
      [['Data', 36, 53], ['Valor', 504, 536]],
      [['Mov.', 36, 53], ['Histórico', 96, 130], ['Saldo', 424, 444], ['EUR', 504, 520]],
      [['30.06.2024', 36, 72], ['COMPRA', 96, 127], right('1.000,00', 444), right('21,46-', 536)],
    ]);
    const { headers } = parseGeneric([p]);
    expect(headers[0]!.columns.map((c) => c.role)).toEqual(['date', 'description', 'balance', 'amount']);
  });
});
