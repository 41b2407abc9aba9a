/**
 * A table with no header whose rows print the details first, the booking date in a column right of them (no figure on
 * that line), and the value date starting a later line of the row, in the details, where the row's figures end it
 * (random layout 1008584: "headerWords=none", "valueDateLine", figures on the row's last line). Read by the lines that
 * start with a date, every row took its value date and the next row's details; the money was right, so the statement
 * reconciled with every date wrong. The booking dates run in order, the value dates do not, and every line that starts
 * with a date and prints figures belongs to a dated row above it (headerless-dates.ts `detailsFirst`).
 */
import { describe, expect, it } from 'vitest';
import { dateColumnByGeometry } from '../src/layout/headerless-dates.js';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const DATE = 184;
const words = (text: string, x: number): Cell[] => {
  const out: Cell[] = [];
  for (const t of text.split(' ')) out.push([t, x, (x += 4.4 * t.length)]), (x += 4);
  return out;
};
const booked = (details: string, date: string): Cell[] => [...words(details, 36), [date, DATE, DATE + 41]];
const figures = (amount: string, balance: string): Cell[] => [right(amount, 315), right(balance, 389)];
const valued = (date: string, rest: string, ...money: Cell[]): Cell[] => [[date, 36, 77], ...(rest ? words(rest, 84) : []), ...money];

// Oldest first; value dates 01-05, 01-04, 01-09, 01-08 (not in order), booking dates 01-03 .. 01-08.
const rows: Cell[][] = [
  booked('COMPRA TARJ. MERCADONA', '2025-01-03'),
  valued('2025-01-05', 'MADRID'),
  words('53,07 USD', 36).concat(figures('-45.75', '954.25')),
  booked('RECIBO MAPFRE SEGUROS', '2025-01-04'),
  valued('2025-01-04', '', ...figures('-21.25', '933.00')),
  booked('BIZUM RECIBIDO DE', '2025-01-06'),
  words('MARIA GARCIA', 36),
  valued('2025-01-09', '', ...figures('300.00', '1233.00')),
  booked('COMPRA TARJ. REPSOL', '2025-01-08'),
  valued('2025-01-08', 'CENA', ...figures('-35.64', '1197.36')),
];
const top: Cell[][] = [
  [['Saldo', 36, 56], ['anterior', 60, 92], right('1000.00', 389)],
  [['Nuevo', 36, 58], ['saldo', 62, 82], right('1197.36', 389)],
  [],
];

describe('headerless rows dated right of their details, the value date starting a later line', () => {
  it('are read by their booking dates, with their own details, and reconcile', () => {
    const st = buildStatement([textLayerPage([...top, ...rows])], {});
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit])).toEqual([
      ['2025-01-03', 45.75, 0],
      ['2025-01-04', 21.25, 0],
      ['2025-01-06', 0, 300],
      ['2025-01-08', 35.64, 0],
    ]);
    expect(st.transactions[0]!.description).toContain('MERCADONA');
    expect(st.transactions[2]!.description).toContain('MARIA GARCIA');
    expect(st.reconciliation.status).toBe('reconciled');
  });

  it('the date column is where the booking dates stand', () => {
    expect(dateColumnByGeometry(textLayerPage(rows).lines)?.x0).toBe(DATE);
  });

  it('not where the dates inside the lines are out of order', () => {
    const swapped = rows.map((r) => r.map(([t, x0, x1]): Cell => [t === '2025-01-04' && x0 === DATE ? '2025-01-07' : t, x0, x1]));
    expect(dateColumnByGeometry(textLayerPage(swapped).lines)).toBeUndefined();
  });

  it('not where a line that starts with a date and prints figures starts a row of its own', () => {
    // The first row printed date first with its figures, before any dated line of details.
    const first = valued('2025-01-02', 'INGRESO', ...figures('10.00', '1010.00'));
    expect(dateColumnByGeometry(textLayerPage([first, [], ...rows]).lines)).toBeUndefined();
  });

  it("where a day's later row prints no booking date, its first line of details right above its value date", () => {
    // Random layout 1009920 (booking date printed once a day): "Betaalautomaat  6048" then "3 jul 2024 Albert Heijn
    // -39,49 2.988,70"; that value-date line belonged to no dated row, so every row took its value date and reconciled.
    const once: Cell[][] = [
      booked('COMPRA TARJ. MERCADONA', '2025-01-03'),
      valued('2025-01-05', 'MADRID', ...figures('-45.75', '954.25')),
      words('RECIBO MAPFRE SEGUROS', 36),
      valued('2025-01-06', '', ...figures('-21.25', '933.00')),
      booked('BIZUM RECIBIDO DE', '2025-01-06'),
      valued('2025-01-09', 'MARIA GARCIA', ...figures('300.00', '1233.00')),
      booked('COMPRA TARJ. REPSOL', '2025-01-08'),
      valued('2025-01-08', 'CENA', ...figures('-35.64', '1197.36')),
    ];
    expect(dateColumnByGeometry(textLayerPage(once).lines)?.x0).toBe(DATE);
    const st = buildStatement([textLayerPage([...top, ...once])], {});
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit])).toEqual([
      ['2025-01-03', 45.75, 0],
      ['2025-01-03', 21.25, 0],
      ['2025-01-06', 0, 300],
      ['2025-01-08', 35.64, 0],
    ]);
  });

  it('where a reference column comes first, the value date starting where the details do (random 1020903)', () => {
    // "MHMUREM4  SO HARTLEY LETTINGS  6065  1 Nov 2024" over "4 Nov 2024 RENT 14 ELM ROAD": the value date stands
    // under the details, not under the line's first word, and every row took its value date.
    const REF = 20;
    const withRef = rows.map((r): Cell[] => (r.some(([, x0]) => x0 === DATE) ? [['REF00' + r.length, 0, REF], ...r.map(([t, x0, x1]): Cell => [t, x0 + REF + 10, x1 + REF + 10])] : r.map(([t, x0, x1]): Cell => [t, x0 + REF + 10, x1 + REF + 10])));
    expect(dateColumnByGeometry(textLayerPage(withRef).lines)?.x0).toBe(DATE + REF + 10);
  });
});
