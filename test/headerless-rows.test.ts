/**
 * Rows of a table with no header row (or labels the parser has no word for): what a header would have said about the
 * columns is read from the rows themselves.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page, right } from './support/text-page.js';

/** Words of a text from x0 on. */
function text(details: string, x0: number): [string, number, number][] {
  const out: [string, number, number][] = [];
  let x = x0;
  for (const w of details.split(' ')) {
    out.push([w, x, x + 4.5 * w.length]);
    x += 4.5 * w.length + 2;
  }
  return out;
}

/** A dated row's first line: details at x 104, no figures (they stand on the line below). */
const first = (date: string, details: string): [string, number, number][] => [[date, 36, 73], ...text(details, 104)];

describe('rows without a header', () => {
  it('reads a value date starting the details under a row as part of that row', () => {
    const p = page([
      first('02/07/2024', 'ONLINE PAYMENT GREENFIELD'),
      [['05/07/2024', 104, 141], right('-1,784.00', 500), right('2,468.99', 559)],
      first('03/07/2024', 'ZELLE FROM MARIA'),
      [['03/07/2024', 104, 141], right('30.31', 500), right('2,499.30', 559)],
    ]);
    const rows = parseGeneric([p], undefined, 'first').rows;
    expect(rows.map((r) => [r.dates[0], r.amount])).toEqual([['02/07/2024', '-1,784.00'], ['03/07/2024', '30.31']]);
  });

  it('the same behind a reference column, and not where a second list starts its rows beside the first', () => {
    const withRef = page([
      [['02/07/2024', 36, 73], ['3Q2Q3XDC', 78, 100], ['PAYMENT', 104, 140]],
      [['05/07/2024', 104, 141], right('-1,784.00', 250), right('2,468.99', 290)],
      [['03/07/2024', 36, 73], ['BG2S6HXD', 78, 100], ['ZELLE', 104, 130]],
      [['04/07/2024', 104, 141], right('30.31', 250), right('2,499.30', 290)],
    ]);
    expect(parseGeneric([withRef], undefined, 'first').rows.map((r) => r.dates[0])).toEqual(['02/07/2024', '03/07/2024']);
    // Two lists, the right one starting at x 310: a row of the right list under a line of both lists is a row.
    const lists = page([
      [['01/03/2023', 36, 73], ['CAFE', 78, 100], right('-9.71', 250), right('923.16', 290), ['11/03/2023', 310, 347], ['SHOP', 352, 380], right('-14.07', 500), right('557.83', 559)],
      [['12/03/2023', 310, 347], ['GRILL', 352, 380], right('-46.09', 500), right('511.74', 559)],
    ]);
    expect(parseGeneric([lists], undefined, 'first').rows.map((r) => r.dates[0])).toEqual(['01/03/2023', '12/03/2023']);
  });

  it('finds the date column by geometry where rows print their date after the details', () => {
    const line = (details: string, date: string, amount: string, balance: string): [string, number, number][] => [
      ...text(details, 36),
      [date, 380, 417], right(amount, 500), right(balance, 559),
    ];
    const p = page([
      line('CARD PURCHASE TARGET', '19/03/2024', '-109.07', '2,934.82'),
      line('CARD PURCHASE WHOLE FOODS', '19/03/2024', '-108.36', '2,826.46'),
      line('GEICO AUTO INSURANCE', '20/03/2024', '-144.88', '2,681.58'),
    ]);
    const rows = parseGeneric([p], undefined, 'first').rows;
    expect(rows.map((r) => [r.dates[0], r.description.join(' '), r.amount])).toEqual([
      ['19/03/2024', 'CARD PURCHASE TARGET', '-109.07'],
      ['19/03/2024', 'CARD PURCHASE WHOLE FOODS', '-108.36'],
      ['20/03/2024', 'GEICO AUTO INSURANCE', '-144.88'],
    ]);
    // A value date beside the leading date is as frequent as it, not more: rows still start at the leading date.
    const twoDates = page([0, 1, 2].map((i) => [[`0${i + 1}/03/2024`, 36, 73], [`0${i + 2}/03/2024`, 78, 115], ['SHOP', 120, 140], right('-9.99', 500), right('90.01', 559)]));
    expect(parseGeneric([twoDates], undefined, 'first').rows.map((r) => r.dates)).toEqual([
      ['01/03/2024', '02/03/2024'], ['02/03/2024', '03/03/2024'], ['03/03/2024', '04/03/2024'],
    ]);
  });

  it('finds the date column by geometry where the rows\' figures are two words each ("(60.82 €)")', () => {
    // A page of rows with no balance printed: each figure alone ("(60.82", "€)") is no amount.
    const line = (details: string, day: string, amount: string): [string, number, number][] => [
      ...text(details, 36),
      [day, 409, 417], ['janv.', 420, 438], ['2023', 441, 456], right(`(${amount}`, 486), ['€)', 488, 496],
    ];
    const p = page([
      line('CB TOTALENERGIES STATION', '30', '60.82'),
      line('CB TOTALENERGIES STATION', '31', '82.77'),
      line('CB CARREFOUR MARKET', '31', '16.79'),
      line('CB BOULANGERIE PAUL', '31', '10.12'),
    ]);
    const rows = parseGeneric([p], undefined, 'first').rows;
    expect(rows.map((r) => [r.dates[0], r.description.join(' ')])).toEqual([
      ['30 janv. 2023', 'CB TOTALENERGIES STATION'],
      ['31 janv. 2023', 'CB TOTALENERGIES STATION'],
      ['31 janv. 2023', 'CB CARREFOUR MARKET'],
      ['31 janv. 2023', 'CB BOULANGERIE PAUL'],
    ]);
  });

  it('reads a check register whose number column has a label it has no word for', () => {
    // "Number" is no label the parser knows: the checks' numbers are still the entries of a column, not rows without
    // details (which a balance table would be).
    const checks = (numberFirst: boolean) =>
      page([
        [['Checks', 36, 62]],
        numberFirst ? [['Number', 36, 64], ['Date', 85, 103], ['Amount', 196, 226]] : [['Date', 36, 54], ['Number', 85, 113], ['Amount', 196, 226]],
        ...[['3404', '20-MAY-24', '100.68'], ['6495', '12-MAY-24', '278.61'], ['6942', '15-MAY-24', '75.87']].map(([no, date, amount]): [string, number, number][] =>
          numberFirst ? [[no!, 36, 54], [date!, 85, 122], right(amount!, 226)] : [[date!, 36, 73], [no!, 85, 103], right(amount!, 226)],
        ),
      ]);
    for (const numberFirst of [true, false]) {
      const rows = parseGeneric([checks(numberFirst)], undefined, 'first').rows;
      expect(rows.map((r) => [r.dates[0], [...r.description, r.reference ?? ''].join(' ').trim(), r.amount])).toEqual([
        ['20-MAY-24', '3404', '100.68'],
        ['12-MAY-24', '6495', '278.61'],
        ['15-MAY-24', '6942', '75.87'],
      ]);
    }
    // A date and an amount alone under "Date  Amount" stay a balance table's entries, not transactions.
    const balances = page([
      [['Date', 36, 54], ['Amount', 196, 226]],
      [['20-MAY-24', 36, 73], right('100.68', 226)],
      [['21-MAY-24', 36, 73], right('278.61', 226)],
    ]);
    expect(parseGeneric([balances], undefined, 'first').rows).toEqual([]);
  });
});
