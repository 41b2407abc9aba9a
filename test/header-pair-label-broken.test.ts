/**
 * A pair label broken after its slash's first letter ("Soll/H aben": glyphs a producer placed a little off): read as
 * "Soll/H", one label of debits, the column of "Soll" / "Haben" marks under it became a debit column, and a page
 * whose header printed it so read its rows' dates from the wrong place (random layout 730030: three rows dated a week
 * late, the statement reconciled once its direction words were read). The pieces are one label where each of the
 * pair is a label word (header.ts `joinBrokenLabels`).
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const labels = (pair: Cell[]): Cell[] => [['Buchung', 37, 71], ...pair, ['Wertstellung', 152, 201], ['Verwendungszweck', 218, 293], ['Betrag', 534, 560]];
const rows: Cell[][] = [
  [['19.05.2023', 37, 76], ['Soll', 94, 107], ['22.05.2023', 152, 192], ['COSTA', 218, 241], right('7.73', 560)],
  [['24.05.2023', 37, 76], ['Haben', 94, 116], ['24.05.2023', 152, 192], ['REFUND', 218, 250], right('39.10', 560)],
];
const roles = (pair: Cell[]) => readHeader(textLayerPage([labels(pair), ...rows]).lines, 0)?.header.columns.map((c) => c.role);

describe('a pair label broken after its slash', () => {
  it('is the column of marks it names whole', () => {
    expect(roles([['Soll/H', 94, 116], ['aben', 120, 135]])).toEqual(['date', 'marker', 'value_date', 'description', 'amount']);
    expect(roles([['Soll/Haben', 94, 135]])).toEqual(['date', 'marker', 'value_date', 'description', 'amount']);
  });

  it('is not joined to a word that makes no label of the pair', () => {
    expect(roles([['Soll/H', 94, 116], ['abc', 120, 135]])).not.toContain('marker');
  });
});
