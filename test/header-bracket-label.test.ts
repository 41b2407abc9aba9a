/**
 * A money label printed with its currency in brackets, glued ("Tutar(TL)", "Betrag(EUR)"): the bracket is not part of
 * the label. Stripping specks from the word's ends first took its closing bracket as one, so the bracket was never
 * taken off ("tutar(tl"), in a text layer as in OCR; read a slip off ("Tuar(TL)", scanned random 10967, a Turkish
 * statement of two lists side by side) it named no column, and the balance column was read as the amounts: no row
 * right of 61.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { page, right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const header = (amount: string): Cell[] => [['Tarih', 36, 55], ['Islem', 95, 110], ['Aciklamasi', 111, 140], [amount, 187, 213], ['Tip', 224, 232], ['Guncel', 244, 263], ['Bakiye', 265, 283]];
const rows: Cell[][] = [
  [['31.08.2024', 36, 76], ['POS', 95, 109], ['MIGROS', 111, 140], right('177,04', 213), ['DR', 224, 232], right('46.272,03', 283)],
  [['30.08.2024', 36, 76], ['FAST', 95, 109], ['GELEN', 111, 135], right('2.458,17', 213), ['CR', 224, 232], right('46.449,07', 283)],
];

describe('a money label glued to its bracketed currency', () => {
  it('names the amount column in a text layer', () => {
    const roles = readHeader(textLayerPage([header('Tutar(TL)'), ...rows]).lines, 0)?.header.columns.map((c) => [c.role, c.x0]);
    expect(roles).toContainEqual(['amount', 187]);
  });

  it('names it read by OCR a letter short, over a column of figures', () => {
    const p = page([header('Tuar(TL)'), ...rows]);
    const w = p.lines[0]!.words.find((x) => x.text === 'Tuar(TL)')!;
    w.confidence = 0.31;
    w.alternatives = ['Tuar(Tl)', 'Taar(TL)'];
    const roles = readHeader(p.lines, 0)?.header.columns.map((c) => [c.role, c.x0]);
    expect(roles).toContainEqual(['amount', 187]);
    expect(roles).toContainEqual(['balance', 244]);
  });
});
