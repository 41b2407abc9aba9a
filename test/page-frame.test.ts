/**
 * A first page that prints its table narrower (a box beside it) or with another left margin, its header on that page
 * only: the later pages' rows were read under the first page's columns, their figures under the wrong labels
 * (bench/README.md, fifteenth session, page templates). A page without a header is read in its own frame.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { frameOf } from '../src/layout/page-frame.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText } from '../src/types.js';
import { at, right } from './support/text-page.js';

type Cell = [string, number, number];

function pageN(n: number, lines: Cell[][]): PageText {
  return { page_number: n, width: 595, height: 842, type: 'digital', source: 'text', lines: groupLines(lines.flatMap((l, i) => at(153 + 12 * i, l)), n) };
}

/** Rows of one frame: its left edge and the right edges of its debit, credit and balance columns. */
function rows(left: number, [d, c, b]: [number, number, number], from: number): Cell[][] {
  const out: Cell[][] = [];
  let bal = 1000;
  for (let k = 0; k < 4; k++) {
    const credit = k % 2 === 1;
    bal += credit ? 50 : -20;
    const day = String(from + k).padStart(2, '0');
    out.push([[`${day}/04/2025`, left, left + 34], ['PAYMENT', left + 54, left + 84], right(credit ? '50.00' : '20.00', credit ? c : d), right(`${bal}.00`, b)]);
  }
  return out;
}

describe('a page printed in another frame than its header', () => {
  const header: Cell[] = [['Date', 80, 96], ['Description', 134, 174], ['Debit', 255, 275], ['Credit', 302, 325], ['Balance', 350, 378]];

  it('reads a later page without a header in its own frame', () => {
    const p1 = pageN(1, [header, ...rows(80, [275, 325, 378], 1)]);
    const p2 = pageN(2, rows(36, [425, 475, 528], 11));
    const read = parseGeneric([p1, p2]).rows;
    expect(read.map((r) => [r.debit, r.credit])).toEqual([
      ['20.00', undefined], [undefined, '50.00'], ['20.00', undefined], [undefined, '50.00'],
      ['20.00', undefined], [undefined, '50.00'], ['20.00', undefined], [undefined, '50.00'],
    ]);
    expect(read.slice(4).map((r) => r.balance)).toEqual(['980.00', '1030.00', '1010.00', '1060.00']);
  });

  it('reads a later, wider page whose amounts carry a mark before the balance, the mark column stretched with it', () => {
    // Scanned random 12201: page 1 narrower beside a box, "158.012  B  2.101.564" under "Tutar  B/A  Guncel Bakiye";
    // page 2 full width. Read without the mark column, a figure before its mark was no figure: the amounts' edge was
    // lost, every money column moved with the balance's, and page 2's 35 rows had no amount.
    const marked: Cell[] = [['Date', 36, 56], ['Details', 87, 120], ['Amount', 330, 364], ['B/A', 374, 387], ['Balance', 400, 434]];
    const rowsAt = (amountEnd: number, markX: number, balanceEnd: number, from: number): Cell[][] =>
      [0, 1, 2, 3].map((k) => [[`${String(from + k).padStart(2, '0')}/05/2025`, 36, 74], ['SHOP', 87, 110], right(`${20 + k}.000`, amountEnd), [k === 2 ? 'A' : 'B', markX, markX + 5], right(`${3 + k}.100.000`, balanceEnd)]);
    const read = parseGeneric([pageN(1, [marked, ...rowsAt(364, 378, 434, 1)]), pageN(2, rowsAt(452, 474, 559, 11))], 'KRW', 'first', { integers: true, grouped: true }).rows;
    expect(read.slice(4).map((r) => [r.amount, r.balance])).toEqual([
      ['20000.00 DR', '3100000.00'], ['21000.00 DR', '4100000.00'], ['22000.00 CR', '5100000.00'], ['23000.00 DR', '6100000.00'],
    ]);
  });

  it('names labels OCR could not read by the header another page prints in its own frame, in the same order', () => {
    // Scanned random 11792: page 1 narrower beside a box, its labels "Crédito  Saídas" read "Cédim  Saas"; page 2's
    // header read whole. Page 1 had only a balance column, and its credits and debits were read as balances.
    const rowsAt = ([c, d, b]: [number, number, number], from: number): Cell[][] =>
      [0, 1, 2, 3].map((k) => [[`2023-05-${String(from + k).padStart(2, '0')}`, 37, 77], ['COMPRA', 88, 123], k === 1 ? right('3,02', c) : right(`${40 + k},00`, d), right(`${7000 - k},00`, b)]);
    const p1 = pageN(1, [[['Data', 37, 54], ['Descrição', 88, 126], ['Cédim', 251, 277], ['Saas', 298, 323], ['Saldo', 335, 356], ['disponível', 359, 398]], ...rowsAt([277, 324, 397], 1)]);
    const p2 = pageN(2, [[['Data', 36, 54], ['Descrição', 90, 128], ['Crédito', 407, 434], ['Saídas', 458, 483], ['Saldo', 497, 518], ['disponível', 521, 559]], ...rowsAt([434, 483, 559], 11)]);
    const read = parseGeneric([p1, p2]).rows;
    expect(read.slice(0, 4).map((r) => [r.credit, r.debit, r.balance])).toEqual([
      [undefined, '40,00', '7000,00'], ['3,02', undefined, '6999,00'], [undefined, '42,00', '6998,00'], [undefined, '43,00', '6997,00'],
    ]);
  });

  it('reads a later page of debits only in its own frame (fewer figure edges than the header page shows)', () => {
    const six = (left: number, [d, c, b]: [number, number, number]): Cell[][] =>
      [1, 2, 3, 4, 5, 6].map((k) => [[`0${k}/04/2025`, left, left + 34], ['PAYMENT', left + 54, left + 84], right(k % 2 ? '20.00' : '50.00', k % 2 ? d : c), right(`${1000 + k}.00`, b)]);
    const debits: Cell[][] = [1, 2, 3, 4].map((k) => [[`1${k}/04/2025`, 36, 70], ['PAYMENT', 90, 120], right('20.00', 425), right(`${900 + k}.00`, 528)]);
    const read = parseGeneric([pageN(1, [header, ...six(80, [275, 325, 378])]), pageN(2, debits)]).rows;
    expect(read.slice(6).map((r) => [r.debit, r.credit, r.balance])).toEqual([
      ['20.00', undefined, '901.00'], ['20.00', undefined, '902.00'], ['20.00', undefined, '903.00'], ['20.00', undefined, '904.00'],
    ]);
  });

  it('reads a later page in its own frame where the header page printed the same header twice', () => {
    // Random layout 1009261: a box beside page 1's table broke it in two, the header printed again under the box; one
    // table all the same, and page 2's rows (debits only, full width) were read under page 1's columns, as credits.
    const four = (left: number, [d, c, b]: [number, number, number], from: number): Cell[][] =>
      [0, 1, 2, 3].map((k) => [[`0${from + k}/04/2025`, left, left + 34], ['PAYMENT', left + 54, left + 84], right(k % 2 ? '50.00' : '20.00', k % 2 ? c : d), right(`${1000 + from + k}.00`, b)]);
    const debits: Cell[][] = [1, 2, 3, 4].map((k) => [[`1${k}/04/2025`, 36, 70], ['PAYMENT', 90, 120], right('20.00', 425), right(`${900 + k}.00`, 528)]);
    const read = parseGeneric([pageN(1, [header, ...four(80, [275, 325, 378], 1), [], header, ...four(80, [275, 325, 378], 5)]), pageN(2, debits)]).rows;
    expect(read.slice(8).map((r) => [r.debit, r.credit, r.balance])).toEqual([
      ['20.00', undefined, '901.00'], ['20.00', undefined, '902.00'], ['20.00', undefined, '903.00'], ['20.00', undefined, '904.00'],
    ]);
  });

  it('reads a page without a header after pages that each printed it where the last header stood', () => {
    // Scanned random 10610's digital form: every page of the card's table prints its header; a last page lists the
    // amounts reserved, in a frame of its own. Moved to that frame, its lines went into no row.
    const head: Cell[] = [['Datum', 36, 60], ['Omschrijving', 198, 250], ['Af', 580, 590], ['Bij', 640, 652]];
    const line = (d: string, text: string, amount: string, credit: boolean): Cell[] => [[d, 36, 76], [text, 198, 260], right(amount, credit ? 652 : 590)];
    // The table's rows: the date and details, then the value date under the details with the amount.
    const table = (day: number): Cell[][] =>
      [0, 1, 2, 3].flatMap((k) => {
        const d = `${String(day + k).padStart(2, '0')}/08/2024`;
        return [[[d, 36, 76], ['SAFEWAY', 198, 230]], [[d, 198, 238], right(`${20 + k},00`, k === 2 ? 652 : 590)]] as Cell[][];
      });
    const reserved: Cell[][] = [[['Gereserveerde', 36, 98], ['bedragen', 103, 142]], line('28/08/2024', 'SAFEWAY', '26,92', true), line('29/08/2024', 'DELTA', '81,74', true), line('01/09/2024', 'BEST', '31,81', true), [['Totaal', 198, 221], right('140,47', 652)]];
    const read = parseGeneric([pageN(1, [head, ...table(1)]), pageN(2, [head, ...table(10)]), pageN(3, reserved)]).rows;
    expect(read.filter((r) => r.page_number === 3).map((r) => [r.dates[0], r.debit ?? r.credit ?? r.amount])).toEqual([
      ['28/08/2024', '26,92'], ['29/08/2024', '81,74'], ['01/09/2024', '31,81'],
    ]);
  });

  it('reads rows above a later page\'s own header (another table under them) in that page\'s frame', () => {
    // Random layout 9865: page 2 goes on with the first page's rows in a wider frame, then prints a second table
    // ("interest for information") with its own header. Its rows printed once per day were read under the first
    // page's columns, no figure stood under a label, and they were lost.
    const p1 = pageN(1, [header, ...rows(80, [275, 325, 378], 1)]);
    const p2 = pageN(2, [
      ...rows(36, [425, 475, 528], 11),
      [['PAYMENT', 90, 120], right('20.00', 425), right('1040.00', 528)],
      [],
      [['Interest', 36, 70], ['for', 73, 85], ['information', 88, 130]],
      [['Date', 36, 52], ['Description', 90, 130], ['Debit', 405, 425], ['Credit', 452, 475], ['Balance', 500, 528]],
      [['30/04/2025', 36, 70], ['INTEREST', 90, 125], right('3.10', 425), right('812.40', 528)],
    ]);
    const read = parseGeneric([p1, p2]).rows;
    expect(read.slice(4, 9).map((r) => [r.dates[0], r.debit, r.credit, r.balance])).toEqual([
      ['11/04/2025', '20.00', undefined, '980.00'],
      ['12/04/2025', undefined, '50.00', '1030.00'],
      ['13/04/2025', '20.00', undefined, '1010.00'],
      ['14/04/2025', undefined, '50.00', '1060.00'],
      ['14/04/2025', '20.00', undefined, '1040.00'],
    ]);
  });

  it('measures the move from where the header page\'s dated lines begin when its figures stand on a second line', () => {
    // Random layout 1004728: page 1 prints each row's figures on the line under its date, in the details; pages 2-3
    // print one line per row in a frame 35 points further left and 133 wider. Measured from the details' edge (where
    // all of page 1's figured lines start) the table seemed to move 128 points left, the columns fell beside the
    // figures and both pages' 53 rows were lost.
    const twoLine = (left: number, [d, b]: [number, number], from: number): Cell[][] =>
      [0, 1, 2, 3].flatMap((k): Cell[][] => [
        [[`${String(from + k).padStart(2, '0')}/04/2025`, left, left + 34], ['CARD', left + 54, left + 74], ['PAYMENT', left + 77, left + 107]],
        [['SHOP', left + 54, left + 74], right('20.00', d), right(`${980 - 20 * k}.00`, b)],
      ]);
    const p1 = pageN(1, [header, ...twoLine(80, [275, 378], 1)]);
    const p2 = pageN(2, rows(45, [408, 458, 511], 11));
    const read = parseGeneric([p1, p2]).rows;
    expect(read.slice(4).map((r) => [r.dates[0], r.debit, r.credit, r.balance])).toEqual([
      ['11/04/2025', '20.00', undefined, '980.00'],
      ['12/04/2025', undefined, '50.00', '1030.00'],
      ['13/04/2025', '20.00', undefined, '1010.00'],
      ['14/04/2025', undefined, '50.00', '1060.00'],
    ]);
  });

  it('moves the date column to where a later page prints its rows\' dates on the line above their figures', () => {
    // Scanned random 11673: rows print their details, then the date after them; the figures (balance, type, amount)
    // stand on the row's second line. Page 2 prints the table restacked: every column further right, spaced otherwise.
    // The frames counted only dates on figured lines (none here, but for figures such as "4.03" that read as a day
    // and month), the date column moved with the balance's edge, and pages 2-3 (45 rows) were lost.
    const head: Cell[] = [['Particulars', 36, 77], ['Date', 250, 271], ['Balance', 286, 316], ['Amount', 360, 390]];
    // Page 1's amounts all read as a day and month too ("4.03"), page 2's do not ("4.20").
    const twoLine = (date: number, [b, a]: [number, number], from: number, cents: string): Cell[][] =>
      [0, 1, 2, 3, 4].flatMap((k): Cell[][] => [
        [['CARD', 36, 56], ['PAYMENT', 59, 89], [`${String(from + k).padStart(2, '0')}/02`, date, date + 21]],
        [['SHOP', 36, 56], right(`${980 - 4 * k}.00`, b), right(`${k + 1}.${cents}`, a)],
      ]);
    const p1 = pageN(1, [head, ...twoLine(250, [316, 390], 1, '03')]);
    const p2 = pageN(2, twoLine(359, [460, 558], 11, '20'));
    const read = parseGeneric([p1, p2]).rows.filter((r) => r.page_number === 2);
    expect(read.map((r) => [r.dates[0], r.amount ?? r.debit, r.balance])).toEqual([
      ['11/02', '1.20', '980.00'], ['12/02', '2.20', '976.00'], ['13/02', '3.20', '972.00'], ['14/02', '4.20', '968.00'], ['15/02', '5.20', '964.00'],
    ]);
    // Where each page prints its dates: the rows' date column, not the edge of figures that read as dates too.
    expect(frameOf(p1.lines, {})?.dates).toEqual([250]);
    expect(frameOf(p2.lines, {})?.dates).toEqual([359]);
  });

  it('keeps the header where the later page prints its table as the first does', () => {
    const p1 = pageN(1, [header, ...rows(80, [275, 325, 378], 1)]);
    const p2 = pageN(2, rows(80, [275, 325, 378], 11));
    const read = parseGeneric([p1, p2]).rows;
    expect(read.slice(4).map((r) => [r.debit, r.credit])).toEqual([['20.00', undefined], [undefined, '50.00'], ['20.00', undefined], [undefined, '50.00']]);
  });

  it('moves date columns after the details to where the later page prints its dates', () => {
    const head: Cell[] = [['Description', 36, 80], ['Date', 242, 258], ['Value', 296, 316], ['Amount', 376, 402]];
    const row = (d: string, v: string, dx: [number, number], x1: number, n: number): Cell[] => [
      ['PAYMENT', 36, 66], [`${d}/04/2025`, dx[0], dx[0] + 34], [`${v}/04/2025`, dx[1], dx[1] + 34], right(`${n}.00`, x1),
    ];
    const p1 = pageN(1, [head, row('01', '02', [242, 296], 402, 11), row('03', '04', [242, 296], 402, 12), row('05', '06', [242, 296], 402, 13), row('07', '08', [242, 296], 402, 14)]);
    const p2 = pageN(2, [row('11', '13', [362, 435], 559, 21), row('14', '16', [362, 435], 559, 22), row('17', '19', [362, 435], 559, 23), row('20', '22', [362, 435], 559, 24)]);
    const read = parseGeneric([p1, p2]).rows;
    expect(read.slice(4).map((r) => [r.dates[0], r.amount])).toEqual([['11/04/2025', '21.00'], ['14/04/2025', '22.00'], ['17/04/2025', '23.00'], ['20/04/2025', '24.00']]);
  });

  it('keeps the header where a short page\'s lines starting in the details outnumber its dated rows', () => {
    // Two rows whose balance stands on their second line, under the details, and a page total and a closing line
    // there too: most figured lines start at the details' edge, yet the rows still start at the header page's.
    const p1 = pageN(1, [header, ...rows(80, [275, 325, 378], 1)]);
    const p2 = pageN(2, [
      [['11/04/2025', 80, 114], ['PAYMENT', 134, 164], right('20.00', 275)],
      [['RENT', 134, 152], right('1040.00', 378)],
      [['12/04/2025', 80, 114], ['PAYMENT', 134, 164], right('30.00', 275)],
      [['SHOP', 134, 152], right('1010.00', 378)],
      [['Page', 134, 150], ['total', 152, 170], right('50.00', 275)],
      [['Closing', 134, 160], ['balance', 162, 190], right('1010.00', 378)],
    ]);
    const read = parseGeneric([p1, p2]).rows.slice(4);
    expect(read.slice(0, 2).map((r) => [r.debit, r.balance])).toEqual([['20.00', '1040.00'], ['30.00', '1010.00']]);
  });

  it('keeps the header where one page prints most rows undated (a date once a day) and the next dates most rows', () => {
    // Page 1: one date, then rows starting at the details; page 2: a date on every row. The edge most figured lines
    // start at moves from the details' to the dates', yet the rows begin at the same place on both.
    const row = (date: string | undefined, d: string, b: string): Cell[] => [...(date ? [[date, 80, 114] as Cell] : []), ['PAYMENT', 134, 164], right(d, 275), right(b, 378)];
    const p1 = pageN(1, [header, row('01/04/2025', '10.00', '990.00'), row(undefined, '10.00', '980.00'), row(undefined, '10.00', '970.00'), row(undefined, '10.00', '960.00'), row('02/04/2025', '10.00', '950.00'), row(undefined, '10.00', '940.00')]);
    const p2 = pageN(2, [row('03/04/2025', '10.00', '930.00'), row('04/04/2025', '10.00', '920.00'), row('05/04/2025', '10.00', '910.00'), row(undefined, '10.00', '900.00')]);
    const read = parseGeneric([p1, p2]).rows.slice(6);
    expect(read.map((r) => [r.debit, r.balance])).toEqual([['10.00', '930.00'], ['10.00', '920.00'], ['10.00', '910.00'], ['10.00', '900.00']]);
  });

  it('takes a weekday before the date as where a row begins', () => {
    // As above, each date printed after its weekday ("Mi 03 Apr 2025").
    const row = (date: string | undefined, d: string, b: string): Cell[] => [...(date ? [['Mi', 80, 88] as Cell, [date, 92, 126] as Cell] : []), ['PAYMENT', 134, 164], right(d, 275), right(b, 378)];
    const p1 = pageN(1, [header, row('01/04/2025', '10.00', '990.00'), row(undefined, '10.00', '980.00'), row(undefined, '10.00', '970.00'), row(undefined, '10.00', '960.00'), row('02/04/2025', '10.00', '950.00'), row(undefined, '10.00', '940.00')]);
    const p2 = pageN(2, [row('03/04/2025', '10.00', '930.00'), row('04/04/2025', '10.00', '920.00'), row('05/04/2025', '10.00', '910.00'), row(undefined, '10.00', '900.00')]);
    const read = parseGeneric([p1, p2]).rows.slice(6);
    expect(read.map((r) => [r.debit, r.balance])).toEqual([['10.00', '930.00'], ['10.00', '920.00'], ['10.00', '910.00'], ['10.00', '900.00']]);
  });

  it('keeps the header where rows begin at the booking date on some lines and at the value date on others', () => {
    // The booking date once a day, the value date on every row; the last page has a summary under its three rows.
    const head: Cell[] = [['Date', 80, 96], ['Value', 124, 144], ['Description', 170, 210], ['Debit', 255, 275], ['Credit', 302, 325], ['Balance', 350, 378]];
    const row = (date: string | undefined, value: string, d: string, b: string): Cell[] => [...(date ? [[date, 80, 114] as Cell] : []), [value, 124, 158], ['PAYMENT', 170, 200], right(d, 275), right(b, 378)];
    const p1 = pageN(1, [head, row('01/04/2025', '01/04/2025', '10.00', '990.00'), row(undefined, '02/04/2025', '10.00', '980.00'), row(undefined, '02/04/2025', '10.00', '970.00'), row('02/04/2025', '03/04/2025', '10.00', '960.00'), row(undefined, '03/04/2025', '10.00', '950.00')]);
    const p2 = pageN(2, [
      row('03/04/2025', '04/04/2025', '10.00', '940.00'), row('04/04/2025', '04/04/2025', '10.00', '930.00'), row(undefined, '05/04/2025', '10.00', '920.00'),
      [], [['Opening', 86, 116], ['balance', 119, 150], right('1,000.00', 230)], [['Total', 86, 106], ['debits', 109, 135], right('80.00', 230)],
      [['Total', 86, 106], ['credits', 109, 138], right('0.00', 230)], [['Closing', 86, 116], ['balance', 119, 150], right('920.00', 230)],
    ]);
    const read = parseGeneric([p1, p2]).rows.slice(5, 8);
    expect(read.map((r) => [r.debit, r.balance])).toEqual([['10.00', '940.00'], ['10.00', '930.00'], ['10.00', '920.00']]);
  });
});

/**
 * Random 1008363: a first page narrower beside an adviser's box, its figures left-aligned in their columns (so each
 * column ends at several edges), the later pages wider. A debit edge of the wider page fell on the balance edge of the
 * first, and one edge in common was taken for columns that stayed; the last page, four rows over a summary box,
 * found no left edge (the box's lines outnumbered the rows) and was read in the first page's frame.
 */
describe('a later, wider page whose one figure edge falls on another column\'s edge of the header page', () => {
  const header: Cell[] = [['Date', 36, 56], ['Details', 134, 164], ['Debit', 251, 275], ['Credit', 302, 325], ['Balance', 366, 394]];
  // Left-aligned figures: a column's figures start at one x and end where their lengths take them.
  const left = (t: string, x0: number): Cell => [t, x0, x0 + 4.4 * t.length];
  const row = (day: number, debit: string, balance: string, [d, b]: [number, number]): Cell[] =>
    [[`${String(day).padStart(2, '0')}/04/2025`, 36, 70], ['PAYMENT', 134, 164], left(debit, d), left(balance, b)];
  const narrow: [number, number] = [251, 366];
  const wide: [number, number] = [370.4, 506];
  const read = (pages: PageText[]) => parseGeneric(pages).rows.map((r) => `${r.debit ?? ''}|${r.balance ?? ''}`);

  it('moves the columns with the table\'s right edge', () => {
    const p1 = pageN(1, [header, row(1, '20.00', '980.00', narrow), row(2, '5.00', '975.00', narrow), row(3, '120.00', '855.00', narrow), row(4, '7.50', '847.50', narrow)]);
    // The wide page's debits end where the narrow page's balances end (392.4).
    const p2 = pageN(2, [row(5, '10.00', '837.50', wide), row(6, '12.00', '825.50', wide), row(7, '30.00', '795.50', wide), row(8, '15.00', '780.50', wide)]);
    expect(read([p1, p2]).slice(4)).toEqual(['10.00|837.50', '12.00|825.50', '30.00|795.50', '15.00|780.50']);
  });

  it('finds a short page\'s left edge where a summary box below its rows has more lines', () => {
    const p1 = pageN(1, [header, row(1, '20.00', '980.00', narrow), row(2, '5.00', '975.00', narrow), row(3, '120.00', '855.00', narrow), row(4, '7.50', '847.50', narrow)]);
    const box = (label: string, figure: string, x = 40): Cell[] => [[label, x, x + 5 * label.length], right(figure, 300)];
    const p2 = pageN(2, [
      row(5, '10.00', '837.50', wide), row(6, '12.00', '825.50', wide), row(7, '30.00', '795.50', wide), row(8, '15.00', '780.50', wide),
      // A page total and closing line under the rows, then the box: no edge holds half the figured lines.
      box('Page total', '67.00', 134), box('Closing balance', '780.50', 134), box('Carried', '780.50', 134), [],
      box('Previous', '£1,000.00'), box('Debits', '£219.50'), box('Credits', '£0.00'),
    ]);
    expect(read([p1, p2]).slice(4, 8)).toEqual(['10.00|837.50', '12.00|825.50', '30.00|795.50', '15.00|780.50']);
  });
});

describe('a later page that spaces its two date columns otherwise (restacked)', () => {
  // Random 1008839 (never-used set): the booking date printed once a day beside every row's value date; page 2 prints
  // the two dates 51 pt apart where page 1's header has them 42 pt apart, and its figures further right. Moved by
  // the figures' edge, the date column fell on the value dates: every booking date was read as details and the
  // value dates as the rows' dates, the money right (reconciled, five rows days late). Where the page prints the
  // pair at two edges of its own, the header's two date columns go there.
  const header: Cell[] = [['Details', 36, 64], ['Date', 181, 197], ['Value', 223, 243], ['Type', 267, 285], ['Amount', 329, 356], ['Balance', 377, 404]];
  const row = (what: string, date: string | null, value: string, amount: string, balance: string, [d, v, t, a, b]: number[]): Cell[] => [
    [what, 36, 36 + 5 * what.length], ...(date ? [[date, d!, d! + 28] as Cell] : []), [value, v!, v! + 28], ['Debit', t!, t! + 18], right(amount, a!), right(balance, b!),
  ];
  const one = [181, 223, 267, 356, 404];
  const two = [273, 324, 387, 476, 552];
  const p1 = pageN(1, [
    header,
    row('GROCER', '01.05.24', '01.05.24', '10.00', '990.00', one),
    row('CAFE', null, '02.05.24', '5.00', '985.00', one),
    row('RENT', '02.05.24', '03.05.24', '100.00', '885.00', one),
    row('PHONE', '03.05.24', '03.05.24', '20.00', '865.00', one),
  ]);
  const p2 = pageN(2, [
    row('GRILL', '05.05.24', '07.05.24', '24.88', '840.12', two),
    row('AMPOL', null, '08.05.24', '89.65', '750.47', two),
    row('MYKI', '06.05.24', '06.05.24', '46.02', '704.45', two),
    row('COLES', null, '08.05.24', '51.99', '652.46', two),
  ]);

  it('reads that page\'s booking dates where it prints them, a lone value date keeping the day above', () => {
    const read = parseGeneric([p1, p2]).rows;
    expect(read.slice(4).map((r) => [r.dates[0], r.description[0]!.split(' ')[0]])).toEqual([
      ['05.05.24', 'GRILL'], ['05.05.24', 'AMPOL'], ['06.05.24', 'MYKI'], ['06.05.24', 'COLES'],
    ]);
  });
});

describe('a later, wider page whose header page showed too few credits to give their edge', () => {
  it('pairs each edge with the one as far off as the dates moved, not the last with the last (random 1020004)', () => {
    // Page 1 narrower beside a box, two credits only: its figures show the debits' edge alone. Page 2 full width,
    // every column right of the details 128 pt further right. Paired last edge with last edge, the debits' edge went
    // to page 2's credits' and every credit there was read as a debit.
    const head: Cell[] = [['Narration', 36, 72], ['Booking', 226, 255], ['Date', 258, 278], ['Effective', 288, 322], ['Date', 325, 341], ['Debit', 367, 387], ['Credit', 408, 431]];
    const row = (day: number, credit: boolean, shift: number): Cell[] => {
      const d = `2023-08-${String(day).padStart(2, '0')}`;
      return [['Card', 36, 52], ['Purchase', 56, 88], [d, 226 + shift, 267 + shift], [d, 288 + shift, 329 + shift], right(`£${10 + day},00`, (credit ? 431 : 387) + shift)];
    };
    const p1 = pageN(1, [head, ...[1, 2, 3, 4, 5, 6].map((d) => row(d, d === 2 || d === 5, 0))]);
    const p2 = pageN(2, [11, 12, 13, 14, 15, 16, 17].map((d) => row(d, d % 2 === 0, 128)));
    const read = parseGeneric([p1, p2], 'GBP').rows;
    expect(read.slice(6).map((r) => [r.debit ?? '', r.credit ?? ''])).toEqual([
      ['£21,00', ''], ['', '£22,00'], ['£23,00', ''], ['', '£24,00'], ['£25,00', ''], ['', '£26,00'], ['£27,00', ''],
    ]);
  });
});
