/**
 * A money label over a column of dates: "Valor" names an amount in Portuguese and the value date in "Data  Valor"
 * tables (random 1007688). Read as an amount column, it set where the money columns begin, so a figure ending a row's
 * details ("PORTO 89,60", the row's amount on its next line) was taken for the row's amount. The rows under the
 * label print dates and no figure: the column is the value date's (dated-money-label.ts).
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { datedMoneyColumns } from '../src/layout/dated-money-label.js';
import type { Column, Header } from '../src/layout/header.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];

const statement = (valueLabel: string) => {
  const row = (date: string, value: string, details: string[], amount: string, balance: string): Cell[][] => {
    const words: Cell[] = [];
    let x = 155;
    for (const d of details) words.push([d, x, (x += 5 * d.length)]), (x += 4);
    return [[[date, 36, 76], [value, 104, 144], ...words, right(amount, 419), right(balance, 500)]];
  };
  return page([
    [['Saldo', 36, 60], ['inicial', 63, 90], right('1.000,00', 500)],
    [['Saldo', 36, 60], ['final', 63, 85], right('786,25', 500)],
    [],
    [['Data', 36, 53], [valueLabel, 104, 124], ['Histórico', 155, 190], ['Montante', 365, 400], ['Saldo', 470, 500]],
    ...row('18.06.2023', '18.06.2023', ['COMPRA', 'WORTEN'], '-107,75', '892,25'),
    ...row('19.06.2023', '21.06.2023', ['DD', 'AGUAS', 'DO', 'PORTO'], '-24,43', '867,82'),
    // The row's amount on its second line, a foreign figure ending its first.
    [['10.07.2023', 36, 76], ['12.07.2023', 104, 144], ['LEV', 155, 169], ['ATM', 173, 187], ['PORTO', 293, 316], ['89,60', 321, 344]],
    [['USD', 155, 172], right('-80,00', 419), right('787,82', 500)],
    ...row('11.07.2023', '12.07.2023', ['COMPRA', 'GALP'], '-1,57', '786,25'),
  ]);
};

describe('a money label over a column of dates', () => {
  it('is the value date column: a figure in the details is no amount', () => {
    const chosen = interpret([statement('Valor')]);
    expect(chosen.built.transactions.map((t) => `${t.date} ${t.debit} ${t.credit} ${t.balance}`)).toEqual([
      '2023-06-18 107.75 0 892.25', '2023-06-19 24.43 0 867.82', '2023-07-10 80 0 787.82', '2023-07-11 1.57 0 786.25',
    ]);
    expect(chosen.built.transactions[2]!.description).toContain('89,60');
    expect(chosen.rec.status).toBe('reconciled');
  });
});

describe('datedMoneyColumns: what stays money', () => {
  const header = (columns: [string, number, number][]): Header => ({
    columns: columns.map(([role, x0, x1]) => ({ role: role as Column['role'], x0, x1 })), y1: 90, page_number: 1, geometric: true,
  });
  const rows = page([
    [['14.06.2024', 36, 80], ['16.06.2024', 104, 144], ['ATM', 155, 170], right('1.768,52', 419), right('78.025,48', 500)],
    [['15.06.2024', 36, 80], ['15.06.2024', 104, 144], ['SALARY', 155, 185], right('58.999,86', 419), right('137.025,34', 500)],
  ]).lines;

  it('turns a money label over dates alone into the value date where an amount column is left', () => {
    const h = datedMoneyColumns(header([['date', 36, 53], ['amount', 104, 124], ['description', 155, 190], ['amount', 365, 419], ['balance', 470, 500]]), rows, 0);
    expect(h.columns.map((c) => c.role)).toEqual(['date', 'value_date', 'description', 'amount', 'balance']);
  });

  it('leaves it where only the balance column would be left for the amounts', () => {
    const h = header([['date', 36, 53], ['amount', 104, 124], ['description', 155, 190], ['balance', 470, 500]]);
    expect(datedMoneyColumns(h, rows, 0)).toBe(h);
  });

  it('leaves a label piece over the date column\'s own dates, and a column with a figure under it', () => {
    const piece = header([['credit', 55, 62], ['date', 70, 88], ['description', 155, 190], ['amount', 365, 419], ['balance', 470, 500]]);
    expect(datedMoneyColumns(piece, rows, 0)).toBe(piece);
    const wide = header([['date', 36, 53], ['amount', 104, 419], ['description', 155, 190], ['amount', 365, 419], ['balance', 470, 500]]);
    expect(datedMoneyColumns(wide, rows, 0)).toBe(wide);
  });
});
