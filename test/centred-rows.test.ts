/**
 * Rows whose one-line cells are centred vertically between the lines of their details (tables made from HTML or
 * office templates), printed with the date on a day's first row only: a line of figures alone, with no date and no
 * text, under a row that has its figures, is the next row of the same day.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { at, page, pageOf, right } from './support/text-page.js';

const HEADER: [string, number, number][] = [['Data', 36, 53], ['Descrizione', 96, 140], ['Addebiti', 420, 450], ['Accrediti', 476, 505], ['Saldo', 538, 559]];

describe('figures alone between lines of details', () => {
  it('start the next row of the same day', () => {
    const p = page([
      HEADER,
      [['PAGAMENTO', 96, 138], ['POS', 143, 157], ['ESSELUNGA', 162, 204]],
      [['08.05.2025', 36, 72], right('76,62', 450), right('1.975,07', 559)],
      [['MILANO', 96, 126]],
      [['PRELIEVO', 96, 133], ['BANCOMAT', 137, 175]],
      [right('120,87', 450), right('1.854,20', 559)],
      [['ATM', 96, 112], ['55825', 116, 140]],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.dates[0], r.debit, r.balance])).toEqual([
      ['08.05.2025', '76,62', '1.975,07'],
      ['08.05.2025', '120,87', '1.854,20'],
    ]);
  });

  it('do not where the figures stand outside the money columns or only under the balance', () => {
    const p = page([
      HEADER,
      [['08.05.2025', 36, 72], ['PRELIEVO', 96, 133], right('76,62', 450), right('1.975,07', 559)],
      [right('120,87', 300)],
      [right('1.854,20', 559)],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.dates[0], r.debit, r.balance])).toEqual([['08.05.2025', '76,62', '1.975,07']]);
  });

  it('take the line of details right above them where it stands nearer them than the row above (random 9870)', () => {
    // A one-line row, then a row of the same day centred between its two lines of details: its first line went to
    // the one-line row as its continuation, and the figures, with no words left, made no row.
    const p = pageOf([
      ...at(150, HEADER),
      ...at(170, [['18.01.2023', 36, 72], ['CB', 96, 106], ['LECLERC', 110, 140], right('137,92', 450), right('1.000,00', 559)]),
      ...at(184, [['RETRAIT', 96, 126], ['DAB', 130, 145]]),
      ...at(189, [right('32,00', 450), right('968,00', 559)]),
      ...at(194, [['NANTES', 96, 126], ['COMMERCE', 130, 170]]),
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.dates[0], r.debit, r.balance, r.description.join(' ')])).toEqual([
      ['18.01.2023', '137,92', '1.000,00', 'CB LECLERC'],
      ['18.01.2023', '32,00', '968,00', 'RETRAIT DAB NANTES COMMERCE'],
    ]);
  });
});

