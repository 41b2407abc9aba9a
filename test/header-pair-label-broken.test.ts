/**
 * A pair label broken after its slash's first letter ("Soll/H aben": glyphs a producer placed a little off): read as
 * "Soll/H", one label of debits, the column of "Soll" / "Haben" marks under it became a debit column, and a page
 * whose header printed it so read its rows' dates from the wrong place (random layout 730030: three rows dated a week
 * late, the statement reconciled once its direction words were read). The pieces are one label where each of the
 * pair is a label word (header.ts `joinBrokenLabels`).
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { page, right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const labels = (pair: Cell[]): Cell[] => [['Buchung', 37, 71], ...pair, ['Wertstellung', 152, 201], ['Verwendungszweck', 218, 293], ['Betrag', 534, 560]];
const rows: Cell[][] = [
  [['19.05.2023', 37, 76], ['Soll', 94, 107], ['22.05.2023', 152, 192], ['COSTA', 218, 241], right('7.73', 560)],
  [['24.05.2023', 37, 76], ['Haben', 94, 116], ['24.05.2023', 152, 192], ['REFUND', 218, 250], right('39.10', 560)],
];
const roles = (pair: Cell[]) => readHeader(textLayerPage([labels(pair), ...rows]).lines, 0)?.header.columns.map((c) => c.role);

describe('a pair label broken after its slash', () => {
  it('is the column of marks it names whole', () => {
    expect(roles([['Soll/H', 94, 116], ['aben', 120, 135]])).toEqual(['date', 'marker', 'value_date', 'description', 'amount']);
    expect(roles([['Soll/Haben', 94, 135]])).toEqual(['date', 'marker', 'value_date', 'description', 'amount']);
  });

  it('is not joined to a word that makes no label of the pair', () => {
    expect(roles([['Soll/H', 94, 116], ['abc', 120, 135]])).not.toContain('marker');
  });
});

describe('a pair label read together with the word after it', () => {
  // Labels "Bij/Af af" over the debits, "Bij/Af bij" over the credits (scanned random 10762: OCR read the first as one
  // word, "BijJAfaf", offering "Bij/Afaf"; taken for "bij" it named the debits credits, and the statement read as a
  // card's reconciled with every row's direction turned round).
  const header = (first: Cell[]): Cell[] => [['Boekingsdatum', 36, 96], ['Mededelingen', 164, 217], ...first, ['Bij/Af', 470, 491], ['bij', 493, 502], ['Nieuw', 512, 535], ['saldo', 538, 559]];
  const read = (first: Cell[]) => readHeader(page([header(first)]).lines, 0)?.header.columns.map((c) => [c.role, c.x0]);

  it('names the column of the one of the pair the word names', () => {
    expect(read([['Bij/Afaf', 424, 454]])).toEqual([['date', 36], ['description', 164], ['debit', 424], ['credit', 470], ['balance', 512]]);
    expect(read([['Af/Bijbij', 424, 454]])).toEqual([['date', 36], ['description', 164], ['credit', 424], ['credit', 470], ['balance', 512]]);
  });

  it('leaves a slash label whose end is no word of the pair to its first known part', () => {
    expect(read([['Bij/Afxy', 424, 454]])).toEqual([['date', 36], ['description', 164], ['credit', 424], ['credit', 470], ['balance', 512]]);
  });
});


describe('a pair label with one of its words after it, a word space apart', () => {
  // Random layout 12258 (digital and scanned): "Af" over the debits, "Bij/Af bij" over the credits, the labels at the
  // columns' left and the figures right-aligned. Read as a column of marks and one of credits only three letters wide,
  // the few credits went to the balance's column and every debit was read as a credit.
  const head: Cell[] = [['Boekingsdatum', 36, 91], ['Omschrijving', 166, 213], ['Af', 533, 541], ['Bij/Af', 635, 652], ['bij', 655, 664], ['Saldo', 737, 756], ['na', 760, 768], ['boeking', 772, 799]];
  const row = (day: number, text: string, debit: string | undefined, credit: string | undefined, balance: string): Cell[] => [
    [`${day} jan 2023`, 36, 73], [text, 166, 230], ...(debit ? [right(debit, 627)] : []), ...(credit ? [right(credit, 729)] : []), right(balance, 794), ['Cr', 798, 806],
  ];

  it('is the column of that one, spanning to the next label where its figures are too few to show an edge', () => {
    const p = textLayerPage([
      head,
      row(1, 'Huur', '1.325,00', undefined, '3.525,60'),
      row(2, 'Incasso', '139,01', undefined, '3.386,59'),
      row(3, 'Betaalautomaat', '72,85', undefined, '3.313,74'),
      row(20, 'Tikkie', undefined, '51,36', '3.365,10'),
      row(21, 'Incasso', '11,00', undefined, '3.354,10'),
      row(24, 'Salaris', undefined, '3.272,85', '6.626,95'),
    ]);
    expect(readHeader(p.lines, 0)?.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.debit, r.credit, r.balance])).toEqual([
      ['1.325,00', undefined, '3.525,60 CR'],
      ['139,01', undefined, '3.386,59 CR'],
      ['72,85', undefined, '3.313,74 CR'],
      [undefined, '51,36', '3.365,10 CR'],
      ['11,00', undefined, '3.354,10 CR'],
      [undefined, '3.272,85', '6.626,95 CR'],
    ]);
  });
});

describe('a pair label over one of its words on the line below', () => {
  // Random layout 12427 (digital and scanned): "Credit" and "Bij/Af" over "af" on the next line, a card's purchases
  // in the second column. Under a complete first line a one-label second line must not rename a column, so the pair
  // stayed a column of marks and every purchase was read as money in. Naming the pair's column as the one of the pair
  // its word names, the other columns as they were, is what the second line is for.
  it('names the column of that one', () => {
    const p = textLayerPage([
      [['Omschrijving', 36, 87], ['Datum', 367, 392], ['Credit', 462, 485], ['Bij/Af', 538, 559]],
      [['af', 552, 559]],
      [['JOHN', 36, 55], ['LEWIS', 59, 83], ['02/10/2024', 367, 407], right('2.729.535', 559)],
      [['COSTA', 36, 60], ['03/10/2024', 367, 407], right('111.877', 559)],
    ]);
    const h = readHeader(p.lines, 0);
    expect(h?.used).toBe(2);
    expect(h?.header.columns.map((c) => c.role)).toEqual(['description', 'date', 'credit', 'debit']);
  });
});
