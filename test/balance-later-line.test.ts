/**
 * A row whose figures stand on different lines of it: the amount on the row's first line, the balance on its last
 * (tables that centre cells vertically, or print the balance the row ends with under it). The figure under the
 * balance label on the row's second line is the row's balance, not a row of its own.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { at, page, pageOf, right } from './support/text-page.js';

const HEADER: [string, number, number][] = [['Data', 36, 53], ['Descrição', 108, 145], ['Valor', 480, 500], ['Saldo', 538, 559]];

describe('a balance on a later line of its row', () => {
  it('is the row\'s balance when the row has its amount and no balance', () => {
    const p = page([
      HEADER,
      [['17.01.2023', 36, 72], ['COMPRA', 108, 139], ['CONTINENTE', 143, 192], right('(60,43)', 500)],
      [['PORTO', 108, 134], right('4.811,58', 559)],
      [['18.01.2023', 36, 72], ['COMPRA', 108, 139], ['WORTEN', 144, 174], right('(269,68)', 500), right('4.541,90', 559)],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount, r.balance])).toEqual([
      ['COMPRA CONTINENTE PORTO', '(60,43)', '4.811,58'],
      ['COMPRA WORTEN', '(269,68)', '4.541,90'],
    ]);
  });

  it('keeps the balance column left of the amounts in its place', () => {
    const header: [string, number, number][] = [['Data', 36, 53], ['Descrição', 108, 145], ['Saldo', 470, 500], ['Valor', 538, 559]];
    const p = page([
      header,
      [['17.01.2023', 36, 72], ['COMPRA', 108, 139], ['CONTINENTE', 143, 192], right('(60,43)', 559)],
      [['PORTO', 108, 134], right('4.811,58', 500)],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([['(60,43)', '4.811,58']]);
  });

  it('is no balance of a row that has one already, nor of a line starting left of the details', () => {
    const p = page([
      HEADER,
      [['17.01.2023', 36, 72], ['COMPRA', 108, 139], right('(60,43)', 500), right('4.811,58', 559)],
      [['PORTO', 108, 134], right('4.700,00', 559)],
      [['18.01.2023', 36, 72], ['COMPRA', 108, 139], right('(9,00)', 500)],
      [['Bank', 36, 56], ['Tejo', 60, 76], right('4.802,58', 559)],
    ]);
    const rows = parseGeneric([p]).rows;
    // Each such line stays a line of its own (a balance with no amount, which no transaction is).
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([['(60,43)', '4.811,58'], [undefined, '4.700,00'], ['(9,00)', undefined], [undefined, '4.802,58']]);
  });

  it('is the row\'s under it where OCR boxed it with that row\'s first line of details, a little above the date line', () => {
    // Cells centred vertically: details over and under the date line, the figures on it; OCR boxed the balance
    // with the details' first line, 5.5 pt above the date's, which reads as a line of a balance alone.
    const p = pageOf([
      ...at(153, HEADER),
      ...at(170, [['04.06.2025', 36, 72], ['COMPRA', 108, 139], ['INGLES', 143, 170], right('(199,07)', 500), right('3.732,65', 559)]),
      ...at(184, [['BIZUM', 108, 132], ['ENVIADO', 135, 170], right('3.714,88', 559)]),
      ...at(189.5, [['05.06.2025', 36, 72], right('(17,77)', 500)]),
      ...at(195, [['CENA', 108, 128]]),
      ...at(210, [['06.06.2025', 36, 72], ['COMPRA', 108, 139], right('(81,48)', 500), right('3.633,40', 559)]),
    ]);
    for (const l of p.lines) for (const w of l.words) w.confidence = 0.9;
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.dates[0], r.description.join(' '), r.amount, r.balance])).toEqual([
      ['04.06.2025', 'COMPRA INGLES', '(199,07)', '3.732,65'],
      ['05.06.2025', 'BIZUM ENVIADO CENA', '(17,77)', '3.714,88'],
      ['06.06.2025', 'COMPRA', '(81,48)', '3.633,40'],
    ]);
  });
});
