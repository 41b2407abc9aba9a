/**
 * A card statement that prints the direction as a word right after the date ("Debit" / "Credit") and, under each
 * card's purchases, a total line with its own direction word ("Credit  Total for card ending 2909  383.62": the card's
 * purchases net of its payment). The line's words after the direction word say it is a total: it is no transaction
 * and no figure left unread. Before: read as a row dated like the row above, two extra rows, `discrepancy` (14 of the
 * 41 statements of the digital sets drawn with these columns, "dirwords:afterDate card [date,marker,desc,amount]").
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const d = (text: string): Cell => [text, 36, 80];
const debit: Cell = ['Debit', 130, 152];
const credit: Cell = ['Credit', 130, 155];

function statement() {
  return textLayerPage([
    [['Previous', 36, 72], ['balance', 75, 105], right('1,244.56', 330)],
    [['Total', 36, 58], ['credits', 61, 90], right('890.00', 330)],
    [['Total', 36, 58], ['debits', 61, 88], right('631.26', 330)],
    [['Ending', 36, 64], ['balance', 67, 97], right('985.82', 330)],
    [],
    [['M', 36, 42], ['GARCIA', 45, 75], ['XXXX', 80, 100], ['2909', 103, 120]],
    [d('01/16/2023'), debit, ['LLOYDS', 200, 230], ['PHARMACY', 233, 275], right('28.30', 559)],
    [d('01/17/2023'), debit, ['UBER', 200, 222], ['TRIP', 225, 245], right('8.15', 559)],
    [d('01/24/2023'), credit, ['PAYMENT', 200, 240], ['RECEIVED', 243, 285], right('890.00', 559)],
    [d('01/30/2023'), debit, ['PREMIER', 200, 238], ['INN', 241, 256], right('138.79', 559)],
    [d('01/31/2023'), debit, ['ARGOS', 200, 228], ['LTD', 231, 248], right('101.86', 559)],
    [credit, ['Total', 200, 222], ['for', 225, 238], ['card', 241, 258], ['ending', 261, 290], ['2909', 293, 312], right('612.90', 559)],
    [['J', 36, 42], ['HART', 45, 70], ['XXXX', 80, 100], ['1053', 103, 120]],
    [d('02/01/2023'), debit, ['TESCO', 200, 228], ['STORES', 231, 262], right('103.44', 559)],
    [d('02/03/2023'), debit, ['COSTA', 200, 228], ['COFFEE', 231, 262], right('250.72', 559)],
    [debit, ['Total', 200, 222], ['for', 225, 238], ['card', 241, 258], ['ending', 261, 290], ['1053', 293, 312], right('354.16', 559)],
  ]);
}

describe('a total line that prints a direction word', () => {
  it('is a total, not a row, and the statement reconciles', () => {
    const st = buildStatement([statement()], {});
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit])).toEqual([
      ['2023-01-16', 28.3, 0],
      ['2023-01-17', 8.15, 0],
      ['2023-01-24', 0, 890],
      ['2023-01-30', 138.79, 0],
      ['2023-01-31', 101.86, 0],
      ['2023-02-01', 103.44, 0],
      ['2023-02-03', 250.72, 0],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
