/**
 * A table with no header whose rows print the details first and the date after them, some on one line ("Interest
 * credited  01/06/2025  16.52"), most with the date and figures on a line of their own between two lines of details
 * (random layout 9749, drawn with "headerWords=none", details first, multi-line rows). The dates that start a line
 * stand at the same edge as those inside a line: they witness the date column, they are not a column of their own.
 * A line of details right above such a dated line, nearer it than the row above, is the dated row's first line, and
 * the line under it goes on from there. Before: the one-line rows were not read (no date column), or with the column
 * found the details went to the row above and the dated lines, left without words, were dropped (40 of 47 rows, the
 * directions guessed wrong; after: 47/47, reconciled).
 */
import { describe, expect, it } from 'vitest';
import { dateColumnByGeometry } from '../src/layout/headerless-dates.js';
import { buildStatement } from '../src/pipeline/extract.js';
import { at, pageOf, right } from './support/text-page.js';
import type { PageText, Word } from '../src/types.js';

const DATE = 282;
const date = (d: string): [string, number, number] => [d, DATE, DATE + 40];
const debit = (a: string) => right(a, 367);
const credit = (a: string) => right(a, 408);

function statement(): PageText {
  const words: Word[] = [
    ...at(160, [['Opening', 43, 70], ['balance', 73, 104], right('1,000.00', 312)]),
    ...at(172, [['Closing', 43, 70], ['balance', 73, 104], right('928.24', 312)]),
    // One line: details, date, figure.
    ...at(208.8, [['Interest', 37, 70], ['credited', 73, 105], ['16:47', 118, 139], date('01/06/2025'), credit('16.52')]),
    // Details over the dated line, more details under it.
    ...at(222.8, [['Card', 37, 55], ['purchase', 58, 90]]),
    ...at(227, [date('01/06/2025'), debit('-42.93')]),
    ...at(232.8, [['Uber', 37, 53], ['Trip', 57, 72]]),
    ...at(246.8, [['Service', 37, 61], ['fee', 65, 78], date('02/06/2025'), debit('-39.90')]),
    ...at(260.8, [['Card', 37, 55], ['purchase', 58, 90]]),
    ...at(265.8, [date('02/06/2025'), debit('-492.68')]),
    ...at(270.8, [['Atacadao', 37, 69], ['Brasilia', 73, 106]]),
    ...at(284.8, [['Transfer', 37, 70], ['sent', 73, 90]]),
    ...at(289.8, [date('02/06/2025'), debit('-105.53')]),
    ...at(294.8, [['Rafael', 37, 61], ['Lima', 65, 82]]),
    ...at(308.8, [['Transfer', 37, 70], ['received', 73, 105]]),
    ...at(313.8, [date('04/06/2025'), credit('592.76')]),
    ...at(318.8, [['Mariana', 37, 66], ['Alves', 69, 90]]),
  ];
  for (const w of words) w.confidence = 1;
  return pageOf(words);
}

describe('headerless rows printing details first, dated lines between their details', () => {
  it('the dated lines of their own witness the date column the one-line rows print', () => {
    expect(dateColumnByGeometry(statement().lines)?.x0).toBe(DATE);
  });

  it('every row is read with its own details, and the statement reconciles', () => {
    const st = buildStatement([statement()], {});
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit, t.description])).toEqual([
      ['2025-06-01', 0, 16.52, 'Interest credited 16:47'],
      ['2025-06-01', 42.93, 0, 'Card purchase Uber Trip'],
      ['2025-06-02', 39.9, 0, 'Service fee'],
      ['2025-06-02', 492.68, 0, 'Card purchase Atacadao Brasilia'],
      ['2025-06-02', 105.53, 0, 'Transfer sent Rafael Lima'],
      ['2025-06-04', 0, 592.76, 'Transfer received Mariana Alves'],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });

  it('a date column still needs lines that print their date inside the line', () => {
    // Every row's date starting its line, details over and under it: no date column is made of them alone.
    const p = statement();
    const dated = p.lines.filter((l) => l.words[0]!.x0 !== DATE && l.words.some((w) => w.x0 === DATE));
    const words = p.lines.filter((l) => !dated.includes(l)).flatMap((l) => l.words);
    expect(dateColumnByGeometry(pageOf(words).lines)).toBeUndefined();
  });
});
