/**
 * A text layer's row that prints no date where every other row of the statement prints one takes the date of the
 * row above, and says so; the money may then add up, but the date is a guess, so the statement is `unverifiable`,
 * never `reconciled` (never-used random layout 1010784: page 2 began with rows whose figures stand a line under their
 * dates, before the page's header; every one of them took the last date of page 1, and the statement read as
 * reconciled with 19 rows misdated).
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const row = (date: string | null, what: string, amount: string, balance: string): Cell[] => [...(date ? [[date, 36, 76] as Cell] : []), [what, 100, 160], right(amount, 440), right(balance, 530)];

const statement = (lost: boolean) =>
  buildStatement([textLayerPage([
    [['Opening', 36, 66], ['balance', 69, 99], right('1,000.00', 530)],
    [['Closing', 36, 66], ['balance', 69, 99], right('1,085.00', 530)],
    [],
    [['Date', 36, 52], ['Description', 100, 150], ['Amount', 410, 440], ['Balance', 500, 530]],
    row('02/03/2024', 'Fee', '-20.00', '980.00'),
    row('02/03/2024', 'Shop', '-30.00', '950.00'),
    row('03/03/2024', 'Salary', '250.00', '1,200.00'),
    row('03/03/2024', 'Shop', '-45.00', '1,155.00'),
    row(lost ? null : '04/03/2024', 'Rent', '-70.00', '1,085.00'),
  ])], {});

describe('a text layer row without the date every other row prints', () => {
  it('takes the date of the row above, says so, and leaves the statement unverifiable', () => {
    const st = statement(true);
    const rent = st.transactions.find((t) => t.description === 'Rent')!;
    expect(rent.date).toBe('2024-03-03');
    expect(rent.corrections?.[0]).toMatch(/^no date read on this row, where the statement prints one on every row/);
    expect(st.reconciliation.status).toBe('unverifiable');
    expect(st.reconciliation.notes.join(' ')).toMatch(/1 row\(s\) print a date that could not be read/);
  });

  it('is reconciled where the row prints its date', () => {
    expect(statement(false).reconciliation.status).toBe('reconciled');
  });
});
