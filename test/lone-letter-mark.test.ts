/**
 * A lone capital between a row's amount and its balance, where only credits are marked and too few rows print it for
 * a column of marks ("2 572,81  A  2 981,13", "A" for abono; random 1007135): the letter stopped the amounts read from
 * the line's end, so the amount went into the details and the row was skipped (2 of 25 rows lost). It is the
 * amount's mark, its meaning left to the statement's arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { parseLayout } from '../src/layout/index.js';
import { textLayerPage, right } from './support/text-page.js';

type Cell = [string, number, number];
const row = (date: string, details: string, amount: string, balance: string, mark?: string): Cell[] => [
  [date, 36, 60], [details, 119, 119 + 5 * details.length], right(amount, 490), ...(mark ? [[mark, 500, 506] as Cell] : []), right(balance, 560),
];
const lines: Cell[][] = [
  [['Saldo', 36, 58], ['anterior', 61, 95], right('1 000,00', 200)],
  [['Fecha', 36, 60], ['Movimiento', 119, 165], ['Importe', 434, 466], ['EUR', 469, 485], ['Saldo', 519, 540], ['final', 541, 560]],
  row('12 dic', 'RETIRADA', '222,00', '778,00'),
  row('14 dic', 'RECIBO', '32,09', '745,91'),
  row('16 dic', 'BIZUM', '61,59', '807,50', 'A'),
  row('18 dic', 'COMPRA', '43,99', '763,51'),
  row('28 dic', 'NOMINA', '2 572,81', '3 336,32', 'A'),
  [['Saldo', 36, 58], ['final', 61, 85], right('3 336,32', 200)],
];

describe('a lone capital between the amount and the balance', () => {
  it('is the amount\'s mark, and the arithmetic says it means money in', () => {
    const rows = parseLayout([textLayerPage(lines)], {}, 'first').rows;
    expect(rows.map((r) => [r.description.join(' '), r.marks?.[0]?.token ?? null])).toEqual([
      ['RETIRADA', null], ['RECIBO', null], ['BIZUM', 'a'], ['COMPRA', null], ['NOMINA', 'a'],
    ]);
    const chosen = interpret([textLayerPage(lines)]);
    expect(chosen.rec.status).toBe('reconciled');
    expect(chosen.built.transactions.map((t) => [t.debit, t.credit])).toEqual([[222, 0], [32.09, 0], [0, 61.59], [43.99, 0], [0, 2572.81]]);
  });

  it('is no mark on an OCR line, where a lone capital there is as often a speck', () => {
    const scanned = textLayerPage(lines);
    for (const l of scanned.lines) for (const w of l.words) w.confidence = w.text === 'A' ? 0.6 : 0.95;
    expect(parseLayout([scanned], {}, 'first').rows.some((r) => r.marks?.length)).toBe(false);
  });

  it('is the amount\'s mark where it ends the line a column after the figure and its currency (no balance; never-used random 1019308)', () => {
    // "42,756.95 TL      A": read as details, the one credit had no amount and was lost without a word.
    const noBalance: Cell[][] = [
      [['Saldo', 36, 58], ['anterior', 61, 95], right('1 000,00', 200)],
      [['Fecha', 36, 60], ['Movimiento', 119, 165], ['Importe', 434, 466], ['Tipo', 540, 556]],
      [['12 dic', 36, 60], ['RETIRADA', 119, 160], right('222,00', 490), ['EUR', 494, 508]],
      [['14 dic', 36, 60], ['NOMINA', 119, 150], right('2 572,81', 490), ['EUR', 494, 508], ['A', 548, 553]],
      [['16 dic', 36, 60], ['RECIBO', 119, 150], right('32,09', 490), ['EUR', 494, 508]],
      [['Saldo', 36, 58], ['final', 61, 85], right('3 318,72', 200)],
    ];
    const chosen = interpret([textLayerPage(noBalance)]);
    expect(chosen.built.transactions.map((t) => [t.debit, t.credit])).toEqual([[222, 0], [0, 2572.81], [32.09, 0]]);
    expect(chosen.rec.status).toBe('reconciled');
    // A capital right after a figure (a word space) is not taken so.
    const near: Cell[][] = [[['14 dic', 36, 60], ['NOMINA', 119, 150], right('2 572,81', 490), ['A', 494, 499]]];
    expect(parseLayout([textLayerPage(near)], {}, 'first').rows.some((r) => r.marks?.length)).toBe(false);
  });
});
