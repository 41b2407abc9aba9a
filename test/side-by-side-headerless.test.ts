/**
 * Two lists side by side on a page with no header: the right list's rows start with dates at one edge mid-line,
 * after a figure of the left list's row, so the page is cut there and read left list first (datesCut in
 * side-by-side.ts). A daily-balance table (dates and figures only) and a value-date column are left whole.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { interpret } from '../src/interpret/search.js';
import { splitSideBySide } from '../src/layout/side-by-side.js';
import { at, page, pageOf, right } from './support/text-page.js';
import { readRandomCase } from './support/random-case.js';

type Cell = [string, number, number];
const R = 310;

const half = (x: number, date: string, details: string, amount: string, balance: string): Cell[] => [
  [date, x, x + 41], [details, x + 50, x + 50 + 5 * details.length], right(amount, x + 190), right(balance, x + 250),
];

describe('two lists side by side with no header', () => {
  const lines: Cell[][] = [
    [['Statement', 36, 80], ['period', 84, 110], ['01.01.2025', 114, 155], ['to', 159, 167], ['31.01.2025', 171, 212]],
    [],
    [...half(36, '02.01.2025', 'RENTAL', '1.608,00', '3.392,00'), ...half(R, '10.01.2025', 'SHOPEE', '148,10', '2.586,73')],
    [...half(36, '03.01.2025', 'CAFE', '12,55', '3.379,45'), ...half(R, '11.01.2025', 'SALARY', '+500,00', '3.086,73')],
    [...half(36, '05.01.2025', 'BOOKS', '100,00', '3.279,45'), ...half(R, '12.01.2025', 'FUEL', '50,00', '3.036,73')],
    [...half(36, '07.01.2025', 'GROCERY', '544,62', '2.734,83'), ...half(R, '14.01.2025', 'PHARMACY', '36,73', '3.000,00')],
  ];

  it('reads the left list, then the right one', () => {
    const rows = parseLayout([page(lines)], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.description.join(' ')} ${r.amount}`)).toEqual([
      '02.01.2025 RENTAL 1.608,00', '03.01.2025 CAFE 12,55', '05.01.2025 BOOKS 100,00', '07.01.2025 GROCERY 544,62',
      '10.01.2025 SHOPEE 148,10', '11.01.2025 SALARY +500,00', '12.01.2025 FUEL 50,00', '14.01.2025 PHARMACY 36,73',
    ]);
  });

  it("cuts at the edge most right-hand dates share, not at a date a left row's details print after a figure", () => {
    // "REFUND 12,00 OF 03.01.2025": a figure, then a date, inside the left list's details.
    const stray: Cell[][] = [...lines];
    stray[4] = [[stray[4]![0]![0], 36, 77], ['REFUND', 86, 116], ['12,00', 120, 140], ['OF', 144, 154], ['03.01.2025', 158, 199], ...stray[4]!.slice(2)];
    const rows = parseLayout([page(stray)], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.amount}`)).toEqual([
      '02.01.2025 1.608,00', '03.01.2025 12,55', '05.01.2025 100,00', '07.01.2025 544,62',
      '10.01.2025 148,10', '11.01.2025 +500,00', '12.01.2025 50,00', '14.01.2025 36,73',
    ]);
  });

  it('leaves a table of dates and figures only whole, and the statement period line', () => {
    const balances: Cell[][] = [0, 1, 2, 3].map((k) => [['0' + (k + 1) + '.01.2025', 36, 77], right('1.000,0' + k, 140), ['1' + k + '.01.2025', R, R + 41], right('2.000,0' + k, R + 104)]);
    const p = page(balances);
    expect(splitSideBySide([p])[0]!.lines).toBe(p.lines);
    const split = splitSideBySide([page(lines)])[0]!.lines;
    expect(split[0]!.words.map((w) => w.text).join(' ')).toBe('Statement period 01.01.2025 to 31.01.2025');
  });

  it('leaves a one-list table with a value date after the details whole', () => {
    const valueDated: Cell[][] = [0, 1, 2, 3].map((k) => [['0' + (k + 1) + '.01.2025', 36, 77], ['PAYMENT', 86, 121], ['0' + (k + 2) + '.01.2025', 200, 241], right('10,0' + k, 320), right('990,0' + k, 400)]);
    const p = page(valueDated);
    expect(splitSideBySide([p])[0]!.lines).toBe(p.lines);
  });

  it('reads a one-list page whole where its details print a figure, then a date, and only that reading reconciles', () => {
    // "POS 12,50 01.01.2025 TESCO": the dates in the details share an edge after a figure, as a second list's would.
    const oneList: Cell[][] = [
      [['Opening', 36, 70], ['balance', 74, 110], right('1.000,00', 500)],
      ...[0, 1, 2, 3, 4].map((k): Cell[] => [
        ['0' + (k + 2) + '.01.2025', 36, 77], ['POS', 86, 104], ['12,50', 108, 128], ['0' + (k + 1) + '.01.2025', 132, 173],
        ['TESCO', 177, 205], ['STORES', 209, 240], right('10,00', 420), right(990 - 10 * k + ',00', 500),
      ]),
      [['Closing', 36, 70], ['balance', 74, 110], right('950,00', 500)],
    ];
    const chosen = interpret([page(oneList)]);
    expect(chosen.rec.status).toBe('reconciled');
    expect(chosen.interpretation.headerless_lists).toBe('whole');
    expect(chosen.built.transactions.map((t) => `${t.date} ${t.debit} ${t.balance}`)).toEqual([
      '2025-01-02 10 990', '2025-01-03 10 980', '2025-01-04 10 970', '2025-01-05 10 960', '2025-01-06 10 950',
    ]);
  });

  it('keeps the cut where it reconciles', () => {
    const both: Cell[][] = [
      [['Opening', 36, 70], ['balance', 74, 110], right('5.000,00', 200)],
      ...lines.slice(2),
      [['Closing', 36, 70], ['balance', 74, 110], right('3.000,00', 200)],
    ];
    const chosen = interpret([page(both)]);
    expect(chosen.rec.status).toBe('reconciled');
    expect(chosen.interpretation.headerless_lists).toBe('cut');
    expect(chosen.built.transactions).toHaveLength(8);
  });

  it("reads each list's figures in its own columns where no header names them", () => {
    // Debit and credit columns, balances at the day's end only: a row's direction is where its figure stands (the
    // chain cannot tell which of a day's two unbalanced rows is money in). The
    // right list's columns stand where the left list's do, shifted right (Line.shift).
    const row = (x: number, date: string, details: string, debit: string, credit: string, balance: string): Cell[] => [
      [date, x, x + 41], [details, x + 50, x + 50 + 5 * details.length],
      ...(debit ? [right(debit, x + 150)] : []), ...(credit ? [right(credit, x + 200)] : []), ...(balance ? [right(balance, x + 255)] : []),
    ];
    const dc: Cell[][] = [
      [['Opening', 36, 70], ['balance', 74, 110], right('5.000,00', 200)],
      [...row(36, '02.01.2025', 'RENTAL', '1.608,00', '', ''), ...row(R, '10.01.2025', 'SHOPEE', '148,10', '', '')],
      [...row(36, '03.01.2025', 'SALARY', '', '500,00', ''), ...row(R, '11.01.2025', 'REFUND', '', '48,10', '')],
      [...row(36, '03.01.2025', 'BOOKS', '100,00', '', '3.792,00'), ...row(R, '11.01.2025', 'FUEL', '50,00', '', '3.097,38')],
      [...row(36, '07.01.2025', 'GROCERY', '544,62', '', '3.247,38'), ...row(R, '14.01.2025', 'PHARMACY', '47,38', '', '3.050,00')],
      [['Closing', 36, 70], ['balance', 74, 110], right('3.050,00', 200)],
    ];
    const chosen = interpret([page(dc)]);
    expect(chosen.built.transactions.map((t) => `${t.date} ${t.debit} ${t.credit}`)).toEqual([
      '2025-01-02 1608 0', '2025-01-03 0 500', '2025-01-03 100 0', '2025-01-07 544.62 0',
      '2025-01-10 148.1 0', '2025-01-11 0 48.1', '2025-01-11 50 0', '2025-01-14 47.38 0',
    ]);
    expect(chosen.rec.status).toBe('reconciled');
  });

  it('cuts before the weekday that begins a right-hand row ("88.27  Fri 06 Jan")', () => {
    // Random layout 10042: every row's date after its weekday, no header. Cut at the date, each left half ended with
    // the right row's weekday after its amount and no left row was read (47 of 80 rows lost).
    const days = ['Mon', 'Tue', 'Wed', 'Thu'];
    const dayHalf = (x: number, k: number, date: string, details: string, amount: string): Cell[] => [
      [days[k]!, x, x + 16], [date, x + 19, x + 41], [details, x + 53, x + 53 + 5 * details.length], right(amount, x + 190),
    ];
    const wd: Cell[][] = [
      [...dayHalf(36, 0, '02 Jan', 'TESCO', '88.27'), ...dayHalf(R, 0, '09 Jan', 'UBER', '12.76')],
      [...dayHalf(36, 1, '03 Jan', 'LEWIS', '26.11'), ...dayHalf(R, 1, '10 Jan', 'ARGOS', '36.17')],
      [...dayHalf(36, 2, '04 Jan', 'INN', '110.93'), ...dayHalf(R, 2, '11 Jan', 'COSTA', '49.12')],
      [...dayHalf(36, 3, '05 Jan', 'WAITROSE', '117.08'), ...dayHalf(R, 3, '12 Jan', 'DISNEY', '11.36')],
    ];
    const rows = parseLayout([page(wd)], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.description.join(' ')} ${r.amount}`)).toEqual([
      '02 Jan TESCO 88.27', '03 Jan LEWIS 26.11', '04 Jan INN 110.93', '05 Jan WAITROSE 117.08',
      '09 Jan UBER 12.76', '10 Jan ARGOS 36.17', '11 Jan COSTA 49.12', '12 Jan DISNEY 11.36',
    ]);
  });

  it('cuts after a whole figure with grouped thousands and its currency, in a currency without minor units', () => {
    // A rupiah statement ("600.836 Rp"): no figure has decimals, so only a figure read as whole ends a left row.
    const rp = (x: number, date: string, details: string, amount: string): Cell[] => [
      [date, x, x + 41], [details, x + 50, x + 50 + 5 * details.length], right(amount, x + 190), ['Rp', x + 193, x + 203],
    ];
    const lists: Cell[][] = [
      [...rp(36, '26-10-23', 'PRZELEW', '600.836'), ...rp(R, '08-11-23', 'BLIK', '874.212')],
      [...rp(36, '26-10-23', 'ZAKUP', '711.848'), ...rp(R, '09-11-23', 'WYPLATA', '2.372.919')],
      [...rp(36, '27-10-23', 'OPLATA', '40.972'), ...rp(R, '09-11-23', 'OPLATA', '24.585')],
      [...rp(36, '27-10-23', 'ZAKUP', '2.141.439'), ...rp(R, '10-11-23', 'PRZELEW', '28.261.789')],
    ];
    const rows = parseLayout([page([[['Waluta:', 36, 66], ['IDR', 69, 84]], [], ...lists])], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.description.join(' ')} ${r.amount}`)).toEqual([
      '26-10-23 PRZELEW 600836.00', '26-10-23 ZAKUP 711848.00', '27-10-23 OPLATA 40972.00', '27-10-23 ZAKUP 2141439.00',
      '08-11-23 BLIK 874212.00', '09-11-23 WYPLATA 2372919.00', '09-11-23 OPLATA 24585.00', '10-11-23 PRZELEW 28261789.00',
    ]);
  });
});

/**
 * Lists whose rows print their details before the date ("Overboeking  1 nov 2023  155,53  3.867,83"), with no
 * header (random 1006936, 41286, 850250): the right list's rows start with a word after the left list's figures, not
 * with a date, so no cut was made and each line's two rows were read as one list; and where the right list's rows
 * stand a little lower, its lines are lines of their own, so no line showed a figure before a date at all. The
 * longer list's dates alone then set the date column, and the other list's rows were lost (77 rows: 43 right).
 */
describe('two lists side by side with no header, details first', () => {
  const rowOf = (x: number, details: string, date: string, amount: string, balance: string): Cell[] => [
    [details, x, x + 5 * details.length], [date, x + 94, x + 132], right(amount, x + 180), right(balance, x + 250),
  ];
  const left = [['Huur', '1 nov 2023', '929,00', '4.023,36'], ['Overboeking', '1 nov 2023', '155,53', '3.867,83'], ['Incasso', '2 nov 2023', '130,97', '3.736,86'], ['Tikkie', '3 nov 2023', '36,70', '3.700,16']];
  const rightList = [['Overboeking', '9 nov 2023', '119,18', '2.466,66'], ['Incasso', '10 nov 2023', '56,79', '2.409,87'], ['iDEAL', '10 nov 2023', '137,84', '2.272,03']];
  const expected = [...left, ...rightList].map(([d, date, amount]) => `${date} ${d} ${amount}`);
  const read = (p: ReturnType<typeof page>) => parseLayout([p], {}, 'first').rows.map((r) => `${r.dates[0]} ${r.description.join(' ')} ${r.amount}`);

  it('cuts where the right list\'s rows start, after the left list\'s figures', () => {
    const lines: Cell[][] = left.map((l, k) => [...rowOf(36, l[0]!, l[1]!, l[2]!, l[3]!), ...(rightList[k] ? rowOf(R, rightList[k]![0]!, rightList[k]![1]!, rightList[k]![2]!, rightList[k]![3]!) : [])]);
    expect(read(page(lines))).toEqual(expected);
  });

  it('cuts where the right list\'s rows stand on lines of their own, a little lower, the longer list either one', () => {
    const staggered = (a: string[][], b: string[][]) =>
      pageOf([
        ...a.flatMap((l, k) => at(153 + 24 * k, rowOf(36, l[0]!, l[1]!, l[2]!, l[3]!))),
        ...b.flatMap((l, k) => at(157 + 24 * k, rowOf(R, l[0]!, l[1]!, l[2]!, l[3]!))),
      ]);
    expect(read(staggered(left, rightList))).toEqual(expected);
    // The right list longer: its dates alone set the date column, and the left list's rows were lost.
    const shorter = left.slice(0, 2);
    const longer = [...rightList, ['Tikkie', '11 nov 2023', '12,00', '2.260,03']];
    expect(read(staggered(shorter, longer))).toEqual([...shorter, ...longer].map(([d, date, amount]) => `${date} ${d} ${amount}`));
  });
});

/**
 * The next page of lists with no header whose first line holds the left list's last details line from the page before
 * and a row of the right list (random 1022047: "PORTO  26.12.2024 COMISSAO ... 5,20 D 1.516,55"): the cut started at
 * the first line starting with a date, that line was left whole and the right list's row was lost.
 */
describe('two lists side by side with no header, a right-hand row beside a left-hand details line', () => {
  it('cuts from that line', () => {
    const lines: Cell[][] = [
      [['PORTO', 86, 112], ...half(R, '26.12.2024', 'FEE', '5,20', '1.516,55')],
      [...half(36, '16.12.2024', 'GALP', '66,79', '1.288,96'), ...half(R, '27.12.2024', 'TAXES', '0,21', '1.516,34')],
      [...half(36, '17.12.2024', 'MBWAY', '42,64', '1.246,32'), ...half(R, '28.12.2024', 'SHOP', '45,56', '1.470,78')],
      [...half(36, '18.12.2024', 'DOCE', '9,07', '1.237,25'), ...half(R, '29.12.2024', 'GALP', '47,18', '1.423,60')],
    ];
    const rows = parseLayout([page(lines)], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.amount}`)).toEqual([
      '16.12.2024 66,79', '17.12.2024 42,64', '18.12.2024 9,07', '26.12.2024 5,20', '27.12.2024 0,21', '28.12.2024 45,56', '29.12.2024 47,18',
    ]);
  });

  it('reads every row of random layout 1022047 (landscape, two lists, no header)', async () => {
    const { st, counts, rows } = await readRandomCase(1022047);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60_000);
});

describe('two lists side by side with no header: what is no second list\'s start', () => {
  it('keeps a figure\'s CR/DR with the left list, the right list starting at its date', () => {
    // Random 41269: "204,00 DR  18-FEB-23 COMPRA ..." was cut before "DR".
    const lines: Cell[][] = [0, 1, 2, 3].map((k) => [...half(36, `0${k + 2}.01.2025`, 'RENTAL', `10${k},00`, `3.39${k},00`), ['DR', 290, 300], ...half(R, `1${k}.01.2025`, 'SHOPEE', `2${k},10`, `2.58${k},73`)]);
    const rows = parseLayout([page(lines)], {}, 'first').rows;
    expect(rows.map((r) => r.description.join(' '))).toEqual([...Array(4).fill('RENTAL'), ...Array(4).fill('SHOPEE')]);
  });

  it('leaves whole a list whose dates and figures stand on a line of their own mid-page, under the details', () => {
    // Random 3242: "19/12/2023  23,27 CHF" at x 359 under "VUE CINEMAS LONDON", the posting date "22/12/2023" under it.
    const words = [0, 1, 2, 3].flatMap((k) => [
      ...at(153 + 24 * k, [['VUE', 36, 54], ['CINEMAS', 56, 95], ['LONDON', 97, 130]]),
      ...at(158 + 24 * k, [[`1${k}/12/2023`, 359, 400], right(`2${k},27`, 460), ['CHF', 465, 482]]),
      ...at(163 + 24 * k, [[`2${k}/12/2023`, 36, 77]]),
    ]);
    const p = pageOf(words);
    expect(splitSideBySide([p])[0]!.lines).toBe(p.lines);
  });
});

/**
 * Lists side by side whose figures stand on a line of their own, between a row's details lines (random 1007712):
 * the date line holds both rows' dates and details and no figure, so no line showed a figure before the right
 * list's date, no cut was made, and the right list's rows were read into the left's details.
 */
describe('two lists side by side with no header, figures on a line of their own', () => {
  const dateLine = (x: number, date: string, details: string): Cell[] => [[date, x, x + 41], [details, x + 60, x + 60 + 5 * details.length]];
  const rowLines = (l: string[], r: string[] | undefined): Cell[][] => [
    [...dateLine(36, l[0]!, l[1]!), ...(r ? dateLine(R, r[0]!, r[1]!) : [])],
    [right(l[2]!, 250), ...(r ? [right(r[2]!, R + 214)] : [])],
    [['LONDON', 96, 126], ...(r ? [['YORK', R + 60, R + 80] as Cell] : [])],
  ];
  const left = [['02.01.2025', 'DELIVEROO', '26,32'], ['03.01.2025', 'TESCO', '44,65'], ['05.01.2025', 'PREMIER', '162,09'], ['06.01.2025', 'WAITROSE', '11,51']];
  const rightList = [['10.01.2025', 'UBER', '9,24'], ['11.01.2025', 'ARGOS', '87,45'], ['12.01.2025', 'COSTA', '4,07']];

  it('cuts where the right list\'s dates start, after the left row\'s details', () => {
    const p = page(left.flatMap((l, k) => rowLines(l, rightList[k])));
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.description.join(' ')} ${r.amount}`)).toEqual([
      '02.01.2025 DELIVEROO LONDON 26,32', '03.01.2025 TESCO LONDON 44,65', '05.01.2025 PREMIER LONDON 162,09',
      '06.01.2025 WAITROSE LONDON 11,51', '10.01.2025 UBER YORK 9,24', '11.01.2025 ARGOS YORK 87,45', '12.01.2025 COSTA YORK 4,07',
    ]);
  });

  it('leaves whole one list whose value date follows the details with no details after it', () => {
    const valueDated: Cell[][] = left.flatMap((l, k): Cell[][] => [
      [...dateLine(36, l[0]!, l[1]!), ['0' + (k + 4) + '.01.2025', R, R + 41]],
      [right(l[2]!, 450)],
      [['LONDON', 96, 126]],
    ]);
    const p = page(valueDated);
    expect(splitSideBySide([p])[0]!.lines).toBe(p.lines);
  });
});

/**
 * Lists with no header, the page cut where the right list's dates stand mid-line; the next page holds the right
 * list's last day only, its date printed once (random 1020542): one dated row there was not taken for a list (a
 * header's date label would have placed it), the lines stayed whole and the right list's rows took the left list's
 * (12 rows wrong). The cut's page shows where each list prints its dates (seenDates), and the next page's one row
 * standing there keeps the cut.
 */
describe('two lists side by side with no header, the right list\'s last day on the next page', () => {
  const page1: Cell[][] = [
    [...half(36, '02.01.2025', 'RENTAL', '1.608,00', '3.392,00'), ...half(R, '10.01.2025', 'SHOPEE', '148,10', '2.586,73')],
    [...half(36, '03.01.2025', 'CAFE', '12,55', '3.379,45'), ...half(R, '11.01.2025', 'SALARY', '+500,00', '3.086,73')],
    [...half(36, '05.01.2025', 'BOOKS', '100,00', '3.279,45'), ...half(R, '12.01.2025', 'FUEL', '50,00', '3.036,73')],
    [...half(36, '07.01.2025', 'GROCERY', '544,62', '2.734,83'), ...half(R, '14.01.2025', 'PHARMACY', '36,73', '3.000,00')],
  ];
  const cont = (x: number, details: string, amount: string, balance: string): Cell[] => [[details, x + 50, x + 50 + 5 * details.length], right(amount, x + 190), right(balance, x + 250)];
  const page2: Cell[][] = [
    [...half(36, '08.01.2025', 'TAXI', '20,00', '2.714,83'), ...half(R, '15.01.2025', 'BAKERY', '10,00', '2.990,00')],
    [...cont(36, 'CINEMA', '15,00', '2.699,83'), ...cont(R, 'TOLLS', '5,00', '2.985,00')],
    [...half(36, '09.01.2025', 'GARAGE', '99,00', '2.600,83')],
    [...half(36, '09.01.2025', 'BANK FEE', '0,83', '2.600,00')],
  ];

  it('cuts the next page where the right list prints its one dated row', () => {
    const second = { ...page(page2), page_number: 2, lines: page(page2).lines.map((l) => ({ ...l, page_number: 2, words: l.words.map((w) => ({ ...w })) })) };
    const split = splitSideBySide([page(page1), second]);
    expect(split[1]!.lines.map((l) => l.words.map((w) => w.text).join(' '))).toEqual([
      '08.01.2025 TAXI 20,00 2.714,83', 'CINEMA 15,00 2.699,83', '09.01.2025 GARAGE 99,00 2.600,83', '09.01.2025 BANK FEE 0,83 2.600,00',
      '15.01.2025 BAKERY 10,00 2.990,00', 'TOLLS 5,00 2.985,00',
    ]);
  });
});

/**
 * Lists with no header whose right list stands a line lower than the left (random 1021172): each right-hand row's
 * value date, starting its second line, shares a line with a left-hand row and follows that row's figures, so the
 * cut was made there, between the right list's booking dates and its details, and every right-hand row took the
 * value date of the row above. The right list's booking dates, a column right of every left-hand figure, start it.
 */
describe('two lists side by side with no header, the right list a line lower', () => {
  const L = [['31 maj 2025', 'SWISH ERIK', '193.21', '12,338.46', '31 maj 2025'], ['30 maj 2025', 'UTTAG BANKOMAT', '74.86', '12,531.67', '31 maj 2025'], ['29 maj 2025', 'SWISH SARA', '683.34', '12,606.53', '30 maj 2025'], ['28 maj 2025', 'KORTKOP ICA', '225.57', '13,289.87', '29 maj 2025']];
  const Rr = [['26 maj 2025', 'AUTOGIRO TELIA', '403.11', '27,807.48', '29 maj 2025'], ['25 maj 2025', 'KORTKOP SL', '79.05', '28,210.59', '27 maj 2025'], ['24 maj 2025', 'KORTKOP ICA', '83.96', '28,289.64', '27 maj 2025'], ['23 maj 2025', 'AUTOGIRO TELIA', '300.99', '28,373.60', '25 maj 2025']];
  const rowAt = (x: number, y: number, [date, details, amount, balance, value]: string[]) => [
    ...at(y, [[date!, x, x + 44], [details!, x + 74, x + 74 + 5 * details!.length], right(amount!, x + 264), right(balance!, x + 373)]),
    ...at(y + 10, [[value!, x + 74, x + 118]]),
  ];

  it('cuts before the right list\'s booking dates, not before its value dates', () => {
    const p = pageOf([...L.flatMap((r, k) => rowAt(36, 150 + 20 * k, r)), ...Rr.flatMap((r, k) => rowAt(433, 160 + 20 * k, r))]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.description[0]} ${r.amount}`)).toEqual([...L, ...Rr].map(([date, details, amount]) => `${date} ${details} ${amount}`));
  });
});

/**
 * Lists with no header whose rows' second lines read alike on both sides ("KARTY ORLEN STACJA NR", random 920044):
 * the line was taken for a label line printed twice, the lists cut from it, and the dated line above it, each list's
 * row, left whole: two rows lost. A line right under a line starting with a date is that row's second line.
 */
describe('two lists side by side with no header, a row\'s second line alike on both sides', () => {
  const w = (t: string, x0: number): [string, number, number] => [t, x0, x0 + 5 * t.length];
  it('is no label line: the rows above it are read', () => {
    const words = [
      ...at(67, [w('Z', 97), w('przeniesienia', 105), w('PLN', 355), w('10.753,57', 372), w('Z', 494), w('przeniesienia', 502), w('PLN', 757), w('9.517,26', 773)]),
      ...at(81, [w('2024-11-10', 36), w('ZAKUP', 97), w('PRZY', 126), w('UZYCIU', 150), w('2024-11-17', 433), w('ZAKUP', 494), w('PRZY', 523), w('UZYCIU', 547)]),
      ...at(91, [w('KARTY', 97), w('ORLEN', 126), w('STACJA', 155), w('NR', 189), w('KARTY', 494), w('ORLEN', 523), w('STACJA', 552), w('NR', 586)]),
      ...at(101, [w('9952', 97), w('PLN', 224), w('310,98', 241), w('PLN', 356), w('10.442,59', 372), w('1338', 494), w('PLN', 621), w('151,96', 638), w('PLN', 757), w('9.365,30', 773)]),
      ...at(115, [w('2024-11-11', 36), w('WYPLATA', 97), w('Z', 137), w('BANKOMATU', 147), w('2024-11-19', 433), w('PRZELEW', 494), w('OD', 534), w('PIOTR', 548)]),
      ...at(125, [w('860685', 97), w('PLN', 224), w('104,90', 241), w('PLN', 356), w('10.337,69', 372), w('ZIELINSKI', 494), w('PLN', 687), w('448,42', 704), w('PLN', 757), w('9.813,72', 773)]),
      ...at(139, [w('2024-11-11', 36), w('ZAKUP', 97), w('PRZY', 126), w('UZYCIU', 150), w('2024-11-21', 433), w('ZAKUP', 494), w('PRZY', 523), w('UZYCIU', 547)]),
      ...at(149, [w('KARTY', 97), w('ORLEN', 126), w('STACJA', 155), w('NR', 189), w('KARTY', 494), w('BIEDRONKA', 523)]),
      ...at(159, [w('4579', 97), w('PLN', 224), w('234,60', 241), w('PLN', 356), w('10.103,09', 372), w('WARSZAWA', 494), w('PLN', 625), w('20,68', 642), w('PLN', 757), w('9.793,04', 773)]),
    ];
    const rows = parseLayout([pageOf(words)], {}, 'last').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.amount}`)).toEqual(expect.arrayContaining(['2024-11-10 PLN 310,98', '2024-11-17 PLN 151,96']));
  });
});
