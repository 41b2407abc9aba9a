/**
 * The generic parser on digital lines, in shapes the random generator draws (Helvetica 7.4 pt): whether a header's
 * labels stand apart in columns (then a figure left of every money label is a description word), a first header line
 * that reads like a section title, and a footer that ends with the page count.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { readSummary } from '../src/layout/summary.js';
import { parseLayout } from '../src/layout/index.js';
import { interpret } from '../src/interpret/search.js';
import { splitSideBySide } from '../src/layout/side-by-side.js';
import { splitLine } from '../src/layout/line-cells.js';
import { page, right, textLayerPage } from './support/text-page.js';

const HEADER: [string, number, number][] = [
  ['Data', 36, 53.3], ['Lançamento', 85, 132], ['Levantamentos', 369, 427.3], ['Crédito', 445.3, 473.3], ['Saldo', 483.7, 505.5], ['contabilístico', 506, 559.3],
];

describe('layout of digital lines', () => {
  it('takes labels 1.4 type sizes apart for columns, words one space apart for text', () => {
    expect(readHeader(page([HEADER]).lines, 0)!.header.geometric).toBe(true);
    const run: [string, number, number][] = [['Data', 36, 53.3], ['Lançamento', 55.3, 102], ['Levantamentos', 104, 162], ['Crédito', 164, 192], ['Saldo', 194, 216]];
    expect(readHeader(page([run]).lines, 0)!.header.geometric).toBe(false);
  });

  it('reads a number ending the description as text when the labels stand in columns', () => {
    const p = page([
      HEADER,
      [['02-JAN-24', 36, 73], ['COMPRA', 85, 115], ['GALP', 119, 139], ['ENERGIA', 143, 178], ['7991', 184.1, 201.9], ['71.365', 402.8, 427.3], ['4.048.285', 523.7, 559.3]],
    ]);
    const rows = parseGeneric([p], undefined, 'first', { integers: true }).rows;
    expect(rows.map((r) => [r.description.join(' '), r.debit, r.credit, r.balance])).toEqual([['COMPRA GALP ENERGIA 7991', '71365.00', undefined, '4048285.00']]);
  });

  it('reads a first header line whose words stand over the columns as labels, not as a section title', () => {
    const p = page([
      [['Txn', 36, 49], ['Withdrawal', 440, 483], ['Paid', 543, 559]],
      [['Date', 36, 53], ['Narration', 104, 139], ['Amount', 452, 483], ['in', 552, 559]],
      [['19.04.25', 36, 66], ['Card', 104, 120], ['Purchase', 122, 154], ['S$9.14', 459, 483]],
      [['19.04.25', 36, 66], ['Zelle', 104, 122], ['Payment', 124, 154], ['S$266.51', 528, 559]],
      [['Page', 104, 122], ['total', 124, 142], ['S$4,824.97', 446, 483], ['S$919.85', 524, 559]],
    ]);
    const g = parseGeneric([p]);
    expect(g.rows.map((r) => [r.description.join(' '), r.debit, r.credit, r.amount])).toEqual([
      ['Card Purchase', 'S$9.14', undefined, undefined],
      ['Zelle Payment', undefined, 'S$266.51', undefined],
    ]);
    // Its page total is a total line by its label (keywords.ts), whatever its figures add up to.
    expect([...g.totalLines].map((l) => l.text.replace(/\s+/g, ' '))).toEqual(['Page total S$4,824.97 S$919.85']);
  });

  it('does not read the page count ending a footer as an amount', () => {
    const p = page([
      HEADER,
      [['02-JAN-24', 36, 73], ['COMPRA', 85, 115], ['GALP', 119, 139], ['71.365', 402.8, 427.3], ['4.048.285', 523.7, 559.3]],
      [['Banco', 36, 58], ['Tejo', 60, 76], ['-', 78, 81], ['Rua', 83, 96], ['Augusta', 98, 125], ['45', 127, 135], ['Página', 500, 524], ['1', 526, 529], ['de', 531, 539], ['2', 541, 545]],
    ]);
    const rows = parseGeneric([p], undefined, 'first', { integers: true }).rows;
    expect(rows.map((r) => r.description.join(' '))).toEqual(['COMPRA GALP']);
  });

  it('reads a two-line header column by column when that names more columns than reading the lines apart', () => {
    const lines = page([
      [['Booking', 36, 66], ['Effective', 87, 120], ['Particulars', 138, 178], ['Cheque', 424, 450], ['Amount', 498, 525], ['Running', 544, 576]],
      [['Date', 36, 53], ['Date', 87, 104], ['No', 424, 434], ['Balance', 545, 576]],
    ]).lines;
    const h = readHeader(lines, 0)!;
    expect(h.used).toBe(2);
    expect(h.header.columns.map((c) => c.role)).toEqual(['date', 'value_date', 'description', 'reference', 'amount', 'balance']);
  });

  it('completes a full label line with the line that ends its labels', () => {
    const lines = page([
      [['Data', 36, 53], ['Data', 130, 147], ['Opis', 217, 234], ['Kwota', 682, 706], ['Saldo', 784, 806]],
      [['ksiegowania', 36, 83], ['waluty', 130, 155], ['operacji', 217, 247], ['Winien', 585, 611], ['uznania', 676, 706], ['po', 763, 773], ['operacji', 775, 806]],
    ]).lines;
    const h = readHeader(lines, 0)!;
    expect(h.used).toBe(2);
    expect(h.header.columns.map((c) => c.role)).toEqual(['date', 'value_date', 'description', 'debit', 'credit', 'balance']);
  });

  it('reads a summary figure of a whole-number currency grouped with spaces, a word per group', () => {
    const lines = page([
      [['Ingående', 42, 76], ['saldo', 79, 99], ['Rp', 254, 264], ['43', 267, 277], ['383', 280, 294], ['600', 297, 311]],
      [['Nytt', 42, 58], ['saldo', 61, 81], ['Rp', 254, 264], ['1', 267, 271], ['056', 274, 288], ['719', 291, 305], ['952', 308, 322]],
    ]).lines;
    const s = readSummary(lines, [], { integers: true });
    expect([s.opening_balance, s.closing_balance]).toEqual(['43383600.00', '1056719952.00']);
  });

  it('takes the currency every amount carries over a code in a column label', () => {
    const p = page([
      [['Fecha', 36, 58], ['Detalle', 200, 228], ['Importe', 440, 470], ['EUR', 473, 488]],
      [['1', 36, 40], ['mar', 42, 56], ['2025', 58, 76], ['COMPRA', 200, 230], ['MERCADONA', 233, 280]],
      [['MADRID', 200, 230], ['-88.442', 430, 460], ['KRW', 463, 488]],
      [['2', 36, 40], ['mar', 42, 56], ['2025', 58, 76], ['COMPRA', 200, 230], ['CARREFOUR', 233, 280], ['-76.241', 430, 460], ['KRW', 463, 488]],
    ]);
    const l = parseLayout([p], {}, 'last');
    expect(l.summary.currency).toBe('KRW');
    expect(l.rows.map((r) => r.amount)).toEqual(['-88442.00 KRW', '-76241.00 KRW']);
  });

  it('completes a label line with a line of six words that ends its labels and adds a mark column', () => {
    const lines = page([
      [['Datum', 36, 61], ['Naam', 87, 107], ['Saldo', 433, 455], ['Bedrag', 485, 513]],
      [['/', 87, 90], ['Omschrijving', 94, 142], ['na', 418, 427], ['boeking', 429, 455], ['EUR', 498, 513], ['Af/Bij', 537, 558]],
    ]).lines;
    const h = readHeader(lines, 0)!;
    expect(h.used).toBe(2);
    expect(h.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'balance', 'amount', 'marker']);
  });

  it('reads a label broken over two lines where the lower part is a phrase, but not a reference under a label', () => {
    // Two lists side by side: the lower line is too long to be a label line of its own.
    const list = (dx: number): [string, number, number][][] => [
      [['Naam', 79 + dx, 99 + dx], ['Af', 198 + dx, 205 + dx], ['Bij', 223 + dx, 236 + dx], ['Saldo', 262 + dx, 284 + dx]],
      [['Datum', 36 + dx, 56 + dx], ['/', 79 + dx, 82 + dx], ['Omschrijving', 85 + dx, 124 + dx], ['(EUR)', 218 + dx, 241 + dx], ['na', 262 + dx, 271 + dx], ['boeking', 273 + dx, 300 + dx]],
    ];
    const both = page([[...list(0)[0]!, ...list(274)[0]!], [...list(0)[1]!, ...list(274)[1]!]]).lines;
    // (The second list's date reads as a second date column, which splitSideBySide takes for a date.)
    const roles = ['description', 'debit', 'credit', 'balance'];
    expect(readHeader(both, 0)!.header.columns.map((c) => c.role)).toEqual(['date', ...roles, 'value_date', ...roles]);
    const ref = page([
      [['Date', 73, 90], ['Date', 108, 125], ['valeur', 128, 151], ['Opération', 170, 208], ['Débit', 425, 445], ['Crédit', 497, 520]],
      [['REF', 157, 172], ['99999999', 175, 215]],
    ]).lines;
    expect(readHeader(ref, 0)!.header.columns.map((c) => c.role)).not.toContain('reference');
  });

  it('does not read a year ending the description as an amount where the statement groups its thousands', () => {
    const p = page([
      // A header run as text (labels a space apart), as OCR or a narrow layout gives: no column geometry to go by.
      [['Datum', 36, 56], ['Omschrijving', 59, 109], ['Af', 112, 120], ['Bij', 123, 135], ['Saldo', 138, 160]],
      [['23/04', 36, 56], ['Salaris', 100, 125], ['maart', 128, 150], ['2024', 153, 171], ['509.759', 424, 452], ['1.094.002', 516, 552]],
      [['24/04', 36, 56], ['Huur', 100, 118], ['woning', 121, 145], ['120.000', 362, 390], ['974.002', 522, 552]],
      [['25/04', 36, 56], ['Albert', 100, 123], ['Heijn', 126, 145], ['4.551', 370, 390], ['969.451', 522, 552]],
    ]);
    const l = parseLayout([p], {}, 'first');
    const figures = (r: (typeof l.rows)[number]) => [r.debit, r.credit, r.amount, r.balance].filter(Boolean).sort();
    expect(l.rows.map((r) => [r.description.join(' '), ...figures(r)])).toEqual([
      ['Salaris maart 2024', '1094002.00', '509759.00'],
      ['Huur woning', '120000.00', '974002.00'],
      ['Albert Heijn', '4551.00', '969451.00'],
    ]);
  });

  it('keeps a closing label over a later carried-forward line, and picks among carried-forward figures by the totals', () => {
    const summary = (closingLabel: [string, number, number][]) =>
      page([
        [['Beginning', 42, 80], ['balance', 83, 110], ['$4,907.54', 300, 340]],
        [['Total', 42, 60], ['debits', 63, 85], ['$6,373.42', 300, 340]],
        [['Total', 42, 60], ['credits', 63, 88], ['$6,237.40', 300, 340]],
        [...closingLabel, ['$4,771.52', 300, 340]],
        [['Balance', 120, 150], ['carried', 153, 180], ['forward', 183, 212], ['3,488.14', 420, 452]],
      ]).lines;
    const ending = readSummary(summary([['Ending', 42, 66], ['balance', 69, 96]]), []);
    expect(ending.closing_balance).toBe('$4,771.52');
    const carried = readSummary(summary([['Balance', 42, 72], ['carried', 75, 102], ['forward', 105, 134]]), []);
    expect(carried.closing_balance).toBe('$4,771.52');
  });

  it('starts a header on its own first line, not on a line of text above it', () => {
    const lines = page([
      [['WARSZAWA', 310, 350]],
      [['Data', 310, 327], ['Opis', 361, 378], ['Kwota', 489, 513], ['Kwota', 535, 559]],
      [['operacji', 310, 340], ['operacji', 361, 391], ['obciazenia', 472, 513], ['uznania', 529, 559]],
    ]).lines;
    expect(readHeader(lines, 0)).toBeUndefined();
    expect(readHeader(lines, 1)!.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit']);
  });

  it('never closes with a forward line read between rows, wherever it stands on the page', () => {
    // Two lists side by side, already cut: the left list's carried-forward line is read before the right list's rows
    // though it stands below them.
    const p = page([
      [['Date', 36, 53], ['Details', 80, 110], ['Balance', 250, 280]],
      [['10/12', 36, 56], ['GIRO', 80, 100], ['2,500.97', 248, 280]],
      [['Balance', 80, 110], ['carried', 113, 140], ['forward', 143, 172], ['2,500.97', 248, 280]],
      [['11/12', 36, 56], ['POS', 80, 96], ['5,814.34', 248, 280]],
    ]);
    const g = parseGeneric([p]);
    const forward = g.forwardLines[0]!;
    expect(g.betweenRows.has(forward)).toBe(true);
    expect(readSummary(g.otherLines, g.forwardLines, {}, { between: g.betweenRows }).closing_balance).toBeUndefined();
    expect(readSummary(g.otherLines, g.forwardLines, {}, {}).closing_balance).toBe('2,500.97');
  });

  it('takes a lone dated balance dated at the period end for the closing, not the opening', () => {
    const lines = page([
      [['Période', 300, 330], ['du', 333, 342], ['13.07.2024', 345, 390], ['au', 393, 402], ['12.08.2024', 405, 450]],
      [['Solde', 300, 324], ['au', 327, 336], ['12.08.2024', 339, 384], ['2 619,10 €', 420, 470]],
    ]).lines;
    const s = readSummary(lines, []);
    expect([s.opening_balance, s.closing_balance]).toEqual([undefined, '2 619,10 €']);
    const atStart = page([
      [['Période', 300, 330], ['du', 333, 342], ['13.07.2024', 345, 390], ['au', 393, 402], ['12.08.2024', 405, 450]],
      [['Solde', 300, 324], ['au', 327, 336], ['12.07.2024', 339, 384], ['431,84 €', 420, 470]],
    ]).lines;
    expect(readSummary(atStart, []).opening_balance).toBe('431,84 €');
  });

  it('opens with no dated balance printed between the rows, and closes with one dated late in the period', () => {
    // Random layout 1016926: no opening printed, a day's balance ("Solde au 04/10/2024") under some days' last rows and
    // one after the last row. The first day's balance became the opening, and the chain broke at the first row.
    const lines = page([
      [['Période', 300, 330], ['du', 333, 342], ['01/10/2024', 345, 390], ['au', 393, 402], ['31/10/2024', 405, 450]],
      [['Solde', 36, 60], ['au', 63, 72], ['04/10/2024', 75, 120], ['3 453,46', 500, 540]],
      [['Solde', 36, 60], ['au', 63, 72], ['12/10/2024', 75, 120], ['2 331,59', 500, 540]],
      [['Solde', 36, 60], ['au', 63, 72], ['29/10/2024', 75, 120], ['3 446,60', 500, 540]],
    ]).lines;
    // The rows' tops and bottoms: the first above the first day's balance, the last between the last two lines.
    const bounds = { first: { page: 1, y: lines[1]!.y0 - 6 }, last: { page: 1, y: lines[3]!.y0 - 2 } };
    const s = readSummary(lines, [], {}, bounds);
    expect([s.opening_balance, s.closing_balance]).toEqual([undefined, '3 446,60']);
    // Without rows to place them, the first dated balance still opens (a statement of balance lines alone).
    expect(readSummary(lines, []).opening_balance).toBe('3 453,46');
  });

  it('does not read the day of a dated label in a row of labels as a figure', () => {
    const lines = page([
      [['Solde', 40, 62], ['précédent', 65, 105], ['Total', 150, 170], ['des', 173, 186], ['crédits', 189, 216], ['Solde', 330, 352], ['au', 355, 364], ['11', 367, 375], ['juil.', 378, 395], ['2023', 398, 416]],
      [['Rp', 45, 55], ['5', 58, 62], ['970', 65, 78], ['900', 81, 94], ['Rp', 150, 160], ['13', 163, 171], ['315', 174, 187], ['323', 190, 203], ['Rp', 335, 345], ['10', 348, 356], ['970', 359, 372], ['301', 375, 388]],
    ]).lines;
    const s = readSummary(lines, [], { integers: true, grouped: true });
    expect(s.opening_balance).toBe('5970900.00');
  });

  it('pairs summary figures with labels longer than they are, flush with their right edges', () => {
    // "Total debits  Balance carried forward" right-aligned over "$3290.02  $3941.73": by centres, "Balance" would go to
    // the debits and the closing would have no label.
    const lines = page([
      [['Previous', 58, 90], ['balance', 93, 117], ['Total', 166, 183], ['credits', 186, 210], ['Total', 259, 276], ['debits', 279, 300], ['Balance', 305, 331], ['carried', 334, 361], ['forward', 364, 390]],
      [['$1405.90', 85, 117], ['$754.19', 179, 210], ['$3290.02', 265, 300], ['$3941.73', 355, 390]],
    ]).lines;
    const s = readSummary(lines, []);
    expect([s.opening_balance, s.total_credits, s.total_debits, s.closing_balance]).toEqual(['$1405.90', '$754.19', '$3290.02', '$3941.73']);
  });

  it('pairs centred labels by centres still', () => {
    const lines = page([
      [['Opening', 60, 90], ['balance', 93, 120], ['Closing', 200, 228], ['balance', 231, 258]],
      [['1,405.90', 73, 107], ['3,941.73', 211, 245]],
    ]).lines;
    const s = readSummary(lines, []);
    expect([s.opening_balance, s.closing_balance]).toEqual(['1,405.90', '3,941.73']);
  });

  it('reads no date right of the header\'s date column after a number that could be a check number', () => {
    // "4821  4.02  DR  935.12": a card number ending a description, then the amount, under "Narration  Booking Date
    // Transaction Amount  DR/CR  Running Balance"; not check 4821 of 4 February.
    const header: [string, number, number][] = [
      ['Narration', 36, 70], ['Booking', 155, 184], ['Date', 189, 206], ['Transaction', 220, 266], ['Amount', 271, 300], ['DR/CR', 306, 331], ['Running', 344, 374], ['Balance', 378, 408],
    ];
    const p = page([
      header,
      [['Card', 36, 53], ['Purchase', 56, 88], ['Starbucks', 91, 127], ['20/10', 155, 175]],
      [['4821', 36, 53], ['4.02', 281, 300], ['DR', 313, 324], ['935.12', 384, 408]],
      [['ATM', 36, 50], ['Withdrawal', 52, 93], ['21/10', 155, 175]],
      [['4821', 36, 53], ['10.00', 277, 300], ['DR', 313, 324], ['925.12', 384, 408]],
    ]);
    const rows = parseGeneric([p], undefined, 'last').rows;
    expect(rows.map((r) => [r.dates[0], r.description.join(' '), r.amount])).toEqual([
      ['20/10', 'Card Purchase Starbucks 4821', '4.02 DR'],
      ['21/10', 'ATM Withdrawal 4821', '10.00 DR'],
    ]);
  });

  it('keeps a row whose details are only a number when it stands under the details label beside an amount', () => {
    const header: [string, number, number][] = [['Tarih', 36, 56], ['Aciklama', 113, 148], ['Tutar', 463, 490], ['Bakiye', 528, 556]];
    const p = page([
      header,
      [['12.02.25', 36, 66], ['3484575551', 113, 153], ['-112,82', 463, 490], ['9.828,71', 524, 556]],
      [['12.02.25', 36, 66], ['POS', 113, 128], ['ALISVERIS', 131, 170], ['-1.481,48', 456, 490], ['8.347,23', 524, 556]],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount, r.balance])).toEqual([
      ['3484575551', '-112,82', '9.828,71'],
      ['POS ALISVERIS', '-1.481,48', '8.347,23'],
    ]);
  });

  it('still reads a line of a date and figures without words under no details label as no row', () => {
    const p = page([[['12.02.25', 36, 66], ['3484575551', 113, 153], ['-112,82', 463, 490], ['9.828,71', 524, 556]]]);
    // The layout cannot tell it from a transaction known by its reference: it marks it, and with no arithmetic asking
    // for it the interpretation leaves it out.
    expect(parseGeneric([p]).rows.map((r) => r.bare)).toEqual([true]);
    expect(interpret([p]).built.transactions).toEqual([]);
  });

  it('takes the currency and the bank from what is not a row: the letterhead and labels, not a row\'s details', () => {
    const header: [string, number, number][] = [['Date', 36, 53], ['Description', 100, 146], ['Amount', 452, 483], ['Balance', 524, 556]];
    const p = page([
      [['Northgate', 36, 80], ['Bank', 83, 102]],
      [['Currency:', 315, 350], ['AUD', 353, 370]],
      header,
      [['01/03/2024', 36, 76], ['TRANSFER', 100, 138], ['TO', 141, 150], ['WELLS', 153, 176], ['FARGO', 179, 205], ['$120.00', 452, 483], ['$880.00', 524, 556]],
      [['02/03/2024', 36, 76], ['AIR', 100, 114], ['NEW', 117, 134], ['ZEALAND', 137, 170], ['45.10', 300, 320], ['USD', 323, 340], ['$61.30', 455, 483], ['$818.70', 524, 556]],
      [['03/03/2024', 36, 76], ['CAFE', 100, 120], ['AUCKLAND', 123, 160], ['12.00', 300, 320], ['USD', 323, 340], ['$16.20', 455, 483], ['$802.50', 524, 556]],
      [['04/03/2024', 36, 76], ['BOOKS', 100, 124], ['8.00', 303, 320], ['USD', 323, 340], ['$10.80', 455, 483], ['$791.70', 524, 556]],
    ]);
    const l = parseLayout([p], {}, 'first');
    expect([l.summary.currency, l.bank_name]).toEqual(['AUD', 'Northgate Bank']);
    // The purchases' amounts in US dollars are details, not the rows' amounts.
    expect(l.rows.map((r) => [r.description.join(' '), r.amount])).toEqual([
      ['TRANSFER TO WELLS FARGO', '$120.00'],
      ['AIR NEW ZEALAND 45.10 USD', '$61.30'],
      ['CAFE AUCKLAND 12.00 USD', '$16.20'],
      ['BOOKS 8.00 USD', '$10.80'],
    ]);
  });

  it('cuts two lists side by side where their lines leave a gutter, not midway between the labels', () => {
    // The left list's mark ("-") stands right of its amount label, closer to the right list's date label than to
    // the left amount's: cut midway between the labels, it began each right-hand row.
    const p = page([
      [['Data', 36, 53], ['Opis', 88, 106], ['Kwota', 220, 243], ['Data', 310, 327], ['Opis', 362, 379], ['Kwota', 493, 517]],
      [['11', 36, 44], ['sie', 47, 58], ['2023', 62, 80], ['DELIVEROO', 88, 140], ['167,11', 237, 262], ['-', 276, 281], ['23', 310, 318], ['sie', 321, 332], ['2023', 336, 354], ['54798141', 362, 400], ['4,48', 520, 535], ['-', 550, 555]],
      [['12', 36, 44], ['sie', 47, 58], ['2023', 62, 80], ['APPLE', 88, 115], ['24,68', 242, 262], ['-', 276, 281], ['25', 310, 318], ['sie', 321, 332], ['2023', 336, 354], ['BOLT', 362, 385], ['66,52', 515, 535], ['-', 550, 555]],
    ]);
    const [cut] = splitSideBySide([p]);
    const texts = cut!.lines.map((l) => l.words.map((w) => w.text).join(' '));
    expect(texts).toContain('11 sie 2023 DELIVEROO 167,11 -');
    expect(texts).toContain('23 sie 2023 54798141 4,48 -');
  });

  it('cuts lists that begin with a label it has no word for before that label, not at their date', () => {
    // "Number" names nothing the parser knows; the checks' numbers stand under it, left of the dates. Between the left
    // list's amount and the right list's date, the total line and the table below cross the gap left of the numbers
    // more than the one right of them: cut there, the right list's numbers ended the left list's rows.
    const labels = (x: number): [string, number, number][] => [['Number', x, x + 28], ['Date', x + 55, x + 73], ['Paid', x + 75, x + 92], ['Amount', x + 120, x + 150]];
    const check = (x: number, no: string, d: string, amount: string): [string, number, number][] => [[no, x, x + 18], ['Jan', x + 55, x + 68], [d, x + 70, x + 78], [amount, x + 150 - 4.1 * amount.length, x + 150]];
    const p = page([
      [...labels(36), ...labels(277)],
      [...check(36, '1097', '20', '90.34'), ...check(277, '7166', '7', '16.22')],
      [...check(36, '4458', '12', '185.13'), ...check(277, '7427', '15', '37.36')],
      [['Total', 151, 172], ['Checks', 175, 203], ['329.05', 528, 559]],
      [['Date', 36, 54], ['Description', 85, 130], ['Amount', 527, 559]],
      ...['PAYNOW TRANSFER TO RAJESH KUMAR', 'GIRO HDB RENTAL HOUSING BOARD', 'CARD PURCHASE GROCERY STORE'].map((d, k): [string, number, number][] => [
        ['Jan', 36, 49], [String(18 + k), 52, 60], ...d.split(' ').map((w, j): [string, number, number] => [w, 85 + 42 * j, 85 + 42 * j + 38]), ['64.37', 538, 559],
      ]),
    ]);
    const [cut] = splitSideBySide([p]);
    const texts = cut!.lines.map((l) => l.words.map((w) => w.text).join(' '));
    expect(texts.filter((t) => /^(\d{4}|Number) /.test(t))).toEqual([
      'Number Date Paid Amount', '1097 Jan 20 90.34', '4458 Jan 12 185.13', 'Number Date Paid Amount', '7166 Jan 7 16.22', '7427 Jan 15 37.36',
    ]);
  });

  it('cuts two lists whose label line is printed twice, with labels it has no word for; leaves date-and-figure lists whole', () => {
    // "Date  Purpose  Sent  Got" twice: only "Date" is a label of ours, so no header is read, but the repetition says
    // where the lists part.
    const labels = (x: number): [string, number, number][] => [['Date', x, x + 18], ['Purpose', x + 50, x + 82], ['Sent', x + 190, x + 208], ['Got', x + 230, x + 245]];
    const entry = (x: number, day: string, what: string, sent: string): [string, number, number][] => [
      [day, x, x + 12], ['Dec', x + 14, x + 28], ...what.split(' ').map((w, j): [string, number, number] => [w, x + 50 + 30 * j, x + 50 + 30 * j + 26]), [sent, x + 208 - 4.1 * sent.length, x + 208],
    ];
    const lists = page([
      [...labels(36), ...labels(300)],
      [...entry(36, '12', 'Verizon Wireless', '79.95'), ...entry(300, '26', 'Check 9567', '426.18')],
      [...entry(36, '13', 'Card Purchase', '12.40'), ...entry(300, '27', 'Card Purchase', '124.26')],
      [...entry(36, '14', 'Zelle Payment', '40.00'), ...entry(300, '28', 'Chipotle Austin', '18.02')],
    ]);
    const texts = splitSideBySide([lists])[0]!.lines.map((l) => l.words.map((w) => w.text).join(' '));
    expect(texts).toEqual([
      'Date Purpose Sent Got', '12 Dec Verizon Wireless 79.95', '13 Dec Card Purchase 12.40', '14 Dec Zelle Payment 40.00',
      'Date Purpose Sent Got', '26 Dec Check 9567 426.18', '27 Dec Card Purchase 124.26', '28 Dec Chipotle Austin 18.02',
    ]);
    // The labels of the right list are no row's details (a line of text over a dated line may be).
    expect(parseLayout([lists], {}, 'first').rows.map((r) => [r.dates[0], r.description.join(' ')])).toEqual([
      ['12 Dec', 'Verizon Wireless'], ['13 Dec', 'Card Purchase'], ['14 Dec', 'Zelle Payment'],
      ['26 Dec', 'Check 9567'], ['27 Dec', 'Card Purchase'], ['28 Dec', 'Chipotle Austin'],
    ]);
    // A daily-balance table printed twice across: no details on either side, left as it is.
    const daily = page([
      [['Tembel', 36, 60], ['Ko', 62, 72], ['Amount', 150, 180], ['Tembel', 300, 324], ['Ko', 326, 336], ['Amount', 414, 444]],
      ...[['01/05/2023', '855,548', '02/05/2023', '671,281'], ['05/05/2023', '542,094', '07/05/2023', '501,407'], ['12/05/2023', '451,776', '15/05/2023', '388,367']].map(
        ([a, b, c, d]): [string, number, number][] => [[a!, 36, 76], [b!, 180 - 4.1 * b!.length, 180], [c!, 300, 340], [d!, 444 - 4.1 * d!.length, 444]],
      ),
    ]);
    expect(splitSideBySide([daily])[0]!.lines).toEqual(daily.lines);
  });

  it('gives a CR/DR mark between two figures to the nearer one', () => {
    const header: [string, number, number][] = [['Date', 36, 53], ['Details', 100, 130], ['Amount', 440, 470], ['Balance', 524, 556]];
    const after = page([header, [['01/03/2024', 36, 76], ['SALARY', 100, 130], ['1,499.19', 436, 470], ['CR', 473, 484], ['11,035.37', 521, 556]]]);
    const before = page([header, [['01/03/2024', 36, 76], ['SALARY', 100, 130], ['CR', 420, 431], ['1,499.19', 436, 470], ['CR', 500, 511], ['11,035.37', 521, 556]]]);
    expect(parseGeneric([after]).rows.map((r) => [r.amount, r.balance])).toEqual([['1,499.19 CR', '11,035.37']]);
    expect(parseGeneric([before]).rows.map((r) => [r.amount, r.balance])).toEqual([['CR 1,499.19', 'CR 11,035.37']]);
  });

  it('takes no line with a grouped whole figure for a header\'s second line: the balance brought forward under it (scanned random 9763)', () => {
    // "Devreden Bakiye  KRW 6.103.786" right under the labels: its "Bakiye" made a balance column in the details, and
    // the store numbers there ("MIGROS 6397") became balances.
    const p = page([
      [['Tarih', 36, 55], ['Islem', 91, 109], ['Islem', 420, 438], ['Tutari', 441, 462], ['Tip', 475, 487], ['Bakiye', 536, 559]],
      [['Devreden', 91, 123], ['Bakiye', 126, 149], ['KRW', 506, 525], ['6.103.786', 527, 559]],
    ]);
    const read = readHeader(p.lines, 0)!;
    expect(read.used).toBe(1);
    expect(read.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
  });

  it('reads a won statement whole where its details print decimals abroad and both readings find the rows (scanned random 9778)', () => {
    const p = page([
      [['Divisa:', 36, 62], ['KRW', 65, 82]],
      [['Descrizione', 36, 80], ['Data', 330, 348], ['Tipo', 400, 416], ['Importo', 470, 500]],
      [['TRANSFER', 36, 70], ['HSBC', 73, 92], ['2024-10-26', 330, 370], ['Addebito', 400, 432], right('101.349', 500)],
      [['BONIFICO', 36, 70], ['GBP', 73, 88], ['2.255,44', 91, 122], ['@', 125, 130], ['1460,6751', 133, 170], ['2024-10-27', 330, 370], ['Accredito', 400, 435], right('3.294.465', 500)],
      [['COMMISSIONI', 36, 80], ['NOK', 83, 98], ['3,82', 101, 117], ['@', 120, 125], ['1999,4764', 128, 165], ['2024-10-28', 330, 370], ['Addebito', 400, 432], right('7.638', 500)],
      [['ENEL', 36, 55], ['84,38', 58, 80], ['USD', 83, 98], ['2024-10-29', 330, 370], ['Addebito', 400, 432], right('87.751', 500)],
      [['POS', 36, 50], ['BAR', 53, 66], ['9,04', 69, 85], ['EUR', 88, 103], ['2024-10-30', 330, 370], ['Addebito', 400, 432], right('8.901', 500)],
      [['PRELIEVO', 36, 70], ['EUR', 73, 88], ['38,24', 91, 112], ['@', 115, 120], ['1477,4059', 123, 160], ['2024-11-02', 330, 370], ['Addebito', 400, 432], right('56.496', 500)],
    ]);
    const l = parseLayout([p], {}, 'first');
    expect(l.summary.currency).toBe('KRW');
    expect(l.rows.map((r) => r.amount)).toEqual(['101349.00', '3294465.00', '7638.00', '87751.00', '8901.00', '56496.00']);
  });

  it('reads "TL" printed after figures as the Turkish lira', () => {
    const p = page([
      [['Anadolu', 36, 66], ['Bank', 69, 86]],
      [['Devreden', 100, 132], ['Bakiye', 135, 158], ['114.695,10', 300, 340], ['TL', 343, 351]],
      [['Yeni', 100, 116], ['Bakiye', 119, 142], ['113.695,10', 300, 340], ['TL', 343, 351]],
      [['Tarih', 36, 55], ['Aciklama', 100, 132], ['Tutar', 460, 480], ['Bakiye', 530, 556]],
      [['01/05/2023', 36, 76], ['KIRA', 100, 117], ['ODEMESI', 120, 150], right('1.000,00-', 480), right('113.695,10', 556)],
    ]);
    expect(parseLayout([p], {}, 'first').summary.currency).toBe('TRY');
  });

  it('takes no currency from a line with figures between the rows: a purchase\'s original amount on a line of its own', () => {
    // A row's third line prints the purchase's dollars and the row's balance. Counted as a declaration, the two
    // "USD" outvote the summary's one "EUR" and the dollars become the rows' amounts.
    const p = page([
      [['Opening', 100, 130], ['balance', 133, 160], ['1.000,00', 300, 332], ['EUR', 335, 350]],
      [['01.03.2024', 36, 76], ['KAARTBETALING', 100, 160], right('20,00-', 480)],
      [['LONDON', 100, 130]],
      [['17,00', 100, 120], ['USD', 123, 138], right('980,00', 556)],
      [['01.03.2024', 36, 76], ['BOEKHANDEL', 100, 150], right('5,00-', 480), right('975,00', 556)],
      [['02.03.2024', 36, 76], ['KAARTBETALING', 100, 160], right('30,00-', 480)],
      [['NEW', 100, 116], ['YORK', 119, 138]],
      [['25,50', 100, 120], ['USD', 123, 138], right('945,00', 556)],
      [['03.03.2024', 36, 76], ['HUUR', 100, 120], right('500,00-', 480), right('445,00', 556)],
    ]);
    const l = parseLayout([p], {}, 'first');
    expect(l.summary.currency).toBe('EUR');
    // The rows' amounts are the euros: no purchase's dollars among them.
    expect(interpret([p]).built.transactions.filter((t) => t.debit > 0).map((t) => t.debit)).toEqual([20, 5, 30, 500]);
  });

  it('gives a currency code between two figures to the nearer one: an original amount in another currency', () => {
    // "Original amount" over "102.37 EUR": read as 102.37 and "EUR -127.96", the row's amount was the euros.
    const header: [string, number, number][] = [['Date', 36, 53], ['Particulars', 87, 126], ['Original', 380, 410], ['amount', 412, 439], ['Amount', 453, 481], ['Balance', 524, 556]];
    const p = page([header, [['01/10/2023', 36, 74], ['DD', 87, 94], ['SOCIETY', 98, 128], ['102.37', 391, 420], ['EUR', 425, 439], ['-127.96', 450, 481], ['1,138.34', 521, 556]]]);
    const [row] = parseGeneric([p], 'GBP').rows;
    expect([row!.amount, row!.balance]).toEqual(['-127.96', '1,138.34']);
  });

  it('gives a currency code after a card number to the figure after it: the number is no amount', () => {
    // A row's second line, its value date then "4821 DKK 73.49", the code nearer the card number: it took the code,
    // "73.49" was left a plain figure, and the line a row of its own. "DKK 73.49" is the purchase's original amount.
    const p = page([[['05.03.25', 36, 68], ['4821', 99, 116], ['DKK', 118, 132], ['73.49', 136, 157]]]);
    const cells = splitLine(p.lines[0]!);
    expect([cells.amounts.map((a) => a.amount?.raw), cells.text.map((w) => w.text)]).toEqual([['DKK 73.49'], ['4821']]);
    // After a figure that is an amount, the nearer one keeps it ("102.37 EUR   -127.96", above).
    const q = page([[['05.03.25', 36, 68], ['102.37', 99, 120], ['EUR', 122, 136], ['-127.96', 150, 181]]]);
    expect(splitLine(q.lines[0]!).amounts.map((a) => a.amount?.raw)).toEqual(['102.37 EUR', '-127.96']);
  });

  it('joins a figure whose first digit came apart a glyph gap from the rest inside a money column ("1 58.75")', () => {
    // Glyphs placed a little off on a page whose other figures show no break: read apart, the row lost its hundred
    // and the statement was 100.00 short (random layout 730105).
    const money = [{ x0: 510, x1: 561 }];
    const amounts = (cells: [string, number, number][], cols = { money }) => splitLine(textLayerPage([cells]).lines[0]!, 2, {}, cols).amounts.map((a) => a.amount?.raw);
    const row: [string, number, number][] = [['08', 36, 44], ['Jul', 48, 59], ['Card', 156, 173], ['4821', 345, 362], ['1', 533.4, 537.2], ['58.75', 541, 560.2]];
    expect(amounts(row)).toEqual(['158.75']);
    // Not outside a money column (a count in the details), nor without a header's columns.
    expect(amounts([['08', 36, 44], ['Jul', 48, 59], ['Card', 156, 173], ['3', 345, 349], ['58.75', 352, 371], ['58.75', 541, 560.2]])).toEqual(['58.75', '58.75']);
    expect(amounts(row, {} as { money: typeof money })).toEqual(['58.75']);
  });

  it('reads an undated closing label drawn in pieces under the rows as the closing, not a row', () => {
    // "Sal do zamkn iecia  7524,88 PLN" (glyphs placed one by one): two joins make the label, and the table's own
    // test joins one piece of two letters at most. Read as a row, the first account's closing was lost (random
    // layout 1017833).
    const header: [string, number, number][] = [['Data', 36, 56], ['Opis', 120, 138], ['Kwota', 520, 545]];
    const p = textLayerPage([
      [['Saldo', 36, 58], ['poczatkowe', 61, 105], right('1000,00', 545)],
      header,
      [['14/02', 36, 56], ['WYPLATA', 120, 150], right('-543,00', 545)],
      [['15/02', 36, 56], ['PRZELEW', 120, 152], right('+355,23', 545)],
      [['Sal', 36, 49], ['do', 53, 62], ['zamkn', 66, 91], ['iecia', 95, 113], right('812,23', 545)],
    ]);
    const layout = parseLayout([p]);
    expect(layout.rows.map((r) => r.amount)).toEqual(['-543,00', '+355,23']);
    expect(layout.summary.closing_balance).toBe('812,23');
  });

  it('gives a currency with a trailing sign, a word space from both figures, to the figure before it', () => {
    // "8,721.16 kr- 17,072.26 kr": the amount's minus trails its currency, and a long amount stands a word space from
    // the balance. Read as "kr- 17,072.26 kr", the balance was negative and the debit unsigned (random layout 1017952:
    // 3 debits read as credits).
    const line = (cells: [string, number, number][]) => splitLine(page([cells]).lines[0]!).amounts.map((a) => a.amount?.raw);
    expect(line([['28', 36, 45], ['mar', 49, 61], ['HYRA', 151, 167], ['8,721.16', 461, 494], ['kr-', 498, 510], ['17,072.26', 514, 551], ['kr', 555, 563]])).toEqual(['8,721.16 kr-', '17,072.26 kr']);
    // Nor a plain code where the figure after prints its own.
    expect(line([['28', 36, 45], ['mar', 49, 61], ['HYRA', 151, 167], ['8,721.16', 461, 494], ['kr', 498, 506], ['17,072.26', 510, 547], ['kr', 551, 559]])).toEqual(['8,721.16 kr', '17,072.26 kr']);
    // A code a word space from both, the figure after printing none: still the nearer-or-after one's, as before.
    expect(line([['28', 36, 45], ['mar', 49, 61], ['HYRA', 151, 167], ['8,721.16', 461, 494], ['kr', 498, 506], ['17,072.26', 510, 547]])).toEqual(['8,721.16', 'kr 17,072.26']);
  });

  it('reads a date starting a row\'s second line in the details column as part of the row, not a new row', () => {
    const header: [string, number, number][] = [['Date', 36, 53], ['Narration', 99, 139], ['Amount', 449, 478], ['Balance', 548, 580]];
    const p = page([
      header,
      [['28th', 36, 50], ['Jul', 53, 65], ['Zelle', 99, 120], ['Payment', 122, 150], ['To', 153, 162], ['Maria', 165, 186]],
      [['31st', 99, 113], ['Jul', 116, 128], ['128.70', 435, 460], ['DR', 472, 483], ['1,386.40', 538, 570]],
      [['30th', 36, 50], ['Jul', 53, 65], ['Interest', 99, 130], ['Payment', 133, 161]],
      [['2nd', 99, 113], ['Aug', 116, 130], ['2.83', 444, 460], ['CR', 472, 483], ['1,389.23', 538, 570]],
    ]);
    const rows = parseGeneric([p], undefined, 'last').rows;
    expect(rows.map((r) => [r.dates[0], r.amount])).toEqual([
      ['28th Jul', '128.70 DR'],
      ['30th Jul', '2.83 CR'],
    ]);
  });

  it('reads a two-line header column by column when that gives each column a role of its own', () => {
    // "Islem" over "Tutari" is the amount ("islem tutari"); line by line "Islem" made a second details column.
    const lines = page([
      [['Ref', 395, 408], ['Islem', 477, 498]],
      [['Tarih', 36, 55], ['Aciklama', 83, 118], ['No', 395, 406], ['Tutari', 476, 500], ['Bakiye', 534, 559]],
    ]).lines;
    expect(readHeader(lines, 0)!.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'reference', 'amount', 'balance']);
  });

  it('completes a label line that names one column twice with the line that ends its labels', () => {
    // "Importo Importo" over "addebito accredito": a debit and a credit column, not two amount columns.
    const lines = page([
      [['Data', 36, 53], ['Descrizione', 91, 136], ['Importo', 417, 447], ['Importo', 473, 503], ['Saldo', 537, 559]],
      [['operazione', 91, 135], ['addebito', 414, 447], ['accredito', 468, 503], ['contabile', 524, 559]],
    ]).lines;
    const h = readHeader(lines, 0)!;
    expect([h.used, h.header.columns.map((c) => c.role)]).toEqual([2, ['date', 'description', 'debit', 'credit', 'balance']]);
  });

  it('starts the next row of the day at a line that begins in the reference column, amounts on its last line', () => {
    const header: [string, number, number][] = [['Date', 36, 53], ['Reference', 99, 143], ['Narration', 167, 207], ['Balance', 490, 520], ['Amount', 546, 575]];
    const p = page([
      header,
      [['31st', 36, 50], ['Mar', 55, 68], ['2U5WLMPD', 99, 140], ['Visa', 167, 183], ['Purchase', 186, 218], ['3,274.75', 489, 520], ['-151.05', 549, 575]],
      [['QJA5ZRZG', 99, 140], ['Visa', 167, 184], ['Purchase', 187, 219], ['Woolworths', 223, 263]],
      [['Melbourne', 167, 206], ['AU', 209, 219], ['3,425.80', 489, 520], ['-111.02', 549, 575]],
    ]);
    const rows = parseGeneric([p], undefined, 'last').rows;
    expect(rows.map((r) => [r.dates[0], r.description.join(' '), r.amount])).toEqual([
      ['31st Mar', 'Visa Purchase', '-151.05'],
      ['31st Mar', 'Visa Purchase Woolworths Melbourne AU', '-111.02'],
    ]);
  });

  it('dates a row that prints only its value date, under labels it has no word for, by the row above', () => {
    // Details first, then two date columns labelled in words the parser does not know; the booking date is printed
    // on a day's first row only. Read by the first date each line prints, most lines put the date at the value-date
    // edge and every row took its value date.
    const row = (d: string, dates: string[], amount: string, balance: string): [string, number, number][] => [
      [d, 36, 36 + 4 * d.length],
      ...dates.map((t, k): [string, number, number] => [t, (dates.length === 2 ? 200 : 250) + 50 * k, (dates.length === 2 ? 237 : 287) + 50 * k]),
      right(balance, 420), right(amount, 540),
    ];
    const p = page([
      [['Item', 36, 52], ['Dagro', 200, 221], ['Fravo', 250, 270], ['Left', 400, 420], ['Spent', 520, 540]],
      row('CARD ENI', ['01/04/2023', '01/04/2023'], '31.99', '4,208.35'),
      row('RENT', ['02/04/2023', '05/04/2023'], '844.75', '3,363.60'),
      row('BAR CENTRALE', ['05/04/2023'], '20.07', '3,343.53'),
      row('ESSELUNGA', ['03/04/2023', '06/04/2023'], '58.92', '3,284.61'),
      row('ENEL', ['07/04/2023'], '130.54', '3,154.07'),
      row('ATM', ['07/04/2023'], '32.56', '3,121.51'),
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.description.join(' '), r.dates[0]])).toEqual([
      ['CARD ENI', '01/04/2023'],
      ['RENT', '02/04/2023'],
      ['BAR CENTRALE', '02/04/2023'],
      ['ESSELUNGA', '03/04/2023'],
      ['ENEL', '03/04/2023'],
      ['ATM', '03/04/2023'],
    ]);
  });

  it('reads a CR mark drawn in pieces after the balance as the mark, not the balance as details', () => {
    const p = page([
      [['Datum', 36, 61], ['Meddelande', 120, 167], ['Saldo', 489, 511], ['Belopp', 532, 560]],
      [['29.05.24', 36, 67], ['SWISH', 120, 147], ['54.151,92', 465, 497], ['C', 500.7, 504.3], ['r', 507.9, 511.4], ['-542,91', 533, 560]],
      [['28.05.24', 36, 67], ['HYRA', 120, 138], ['54.694,83', 465, 499], ['Cr', 503, 510], ['-10.971,38', 522, 560]],
    ]);
    const rows = parseGeneric([p]).rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount, r.balance])).toEqual([
      ['SWISH', '-542,91', '54.151,92 CR'],
      ['HYRA', '-10.971,38', '54.694,83 CR'],
    ]);
    const bracketed = page([
      [['Data', 36, 55], ['Descrição', 120, 160], ['Saldo', 440, 470], ['Montante', 520, 560]],
      [['21.12.23', 36, 67], ['SEGUROS', 120, 150], ['3.718,55', 420, 452], ['(Cr', 455, 465], [')', 468, 470], ['-28,04', 533, 560]],
    ]);
    expect(parseGeneric([bracketed]).rows.map((r) => [r.description.join(' '), r.balance])).toEqual([['SEGUROS', '3.718,55 (Cr)']]);
    // Its opening bracket glued to the figure (random 1009696: "154.184,66(" "Cr)", the balance lost to the details).
    const glued = page([
      [['Tarih', 36, 56], ['Aciklama', 96, 140], ['Bakiye', 440, 475], ['Tutar', 530, 560]],
      [['11', 37, 43], ['Ara', 46, 56], ['FAST', 96, 110], ['154.184,66(', 442.9, 475.5], ['Cr)', 478.5, 487.4], ['2.083,18', 526.7, 560.4]],
    ]);
    expect(parseGeneric([glued]).rows.map((r) => [r.description.join(' '), r.balance])).toEqual([['FAST', '154.184,66(Cr)']]);
  });

  it('reads a currency sign or code drawn in pieces beside a figure as the sign, not the row as one without figures', () => {
    // random 1009287: "53.203,43 T L", the two glyphs overlapping; read apart, "L" ended the line's figures.
    const p = page([
      [['Tarih', 36, 56], ['Aciklama', 110, 150], ['Borc', 280, 305], ['Bakiye', 400, 435]],
      [['04/02/2025', 36, 70], ['ATM', 110, 125], ['1.913,22', 268.6, 305.6], ['TL', 309.3, 316.7], ['53.203,43', 389.2, 425.3], ['T', 428.9, 432.5], ['L', 430.8, 435.3]],
    ]);
    expect(parseGeneric([p]).rows.map((r) => [r.description.join(' '), r.debit, r.balance])).toEqual([['ATM', '1.913,22 TL', '53.203,43 TL']]);
    // random 1009170: a code broken before its figure, its rest glued to the digits ("K RW24 444" for KRW 24 444).
    const before = page([
      [['Data', 36, 56], ['Szczegoly', 110, 150], ['Winien', 401, 426], ['Saldo', 540, 560]],
      [['30.04.2025', 36, 75], ['ZAKUP', 110, 134], ['K', 383.1, 387.3], ['RW24', 391.6, 408.5], ['444', 412.8, 425.5], ['KRW', 507.2, 519.4], ['2994249', 523.5, 560.1]],
    ]);
    expect(parseGeneric([before], undefined, 'first', { integers: true }).rows.map((r) => [r.description.join(' '), r.debit])).toEqual([['ZAKUP', '24444.00']]);
    // Its last piece with the figure's trailing minus ("1.434.283 R p-" for Rp-, glyphs placed one by one: never-used
    // random 1014378): read apart, "p-" ended the figures and the balance became the row's amount.
    const trailing = page([
      [['Tarih', 36, 56], ['Aciklama', 141, 180], ['Tutar', 460, 497], ['Bakiye', 520, 560]],
      [['07.07.2024', 36, 76], ['ATM', 141, 155], ['1.434.283', 446, 478.7], ['R', 482.3, 486], ['p-', 489.6, 496.8], ['56.031.375', 507.1, 547.8], ['Rp', 551.8, 560]],
      [['07.07.2024', 36, 76], ['FATURA', 141, 170], ['447.406', 453, 480.8], ['Rp-', 484.8, 496.7], ['55.583.969', 506.8, 547.8], ['Rp', 551.8, 560]],
    ]);
    expect(parseGeneric([trailing], undefined, 'first', { integers: true, grouped: true }).rows.map((r) => [r.description.join(' '), r.amount, r.balance])).toEqual([
      ['ATM', '-1434283.00', '56031375.00'],
      ['FATURA', '-447406.00', '55583969.00'],
    ]);
    // Or apart from the digits after a minus ("-C HF 9,83" for -CHF 9,83, never-used random 1011776): read apart, the
    // row's balance before it went to the details, and the statement reconciled with 13 rows' balances lost.
    const apart = textLayerPage([
      [['Date', 36, 60], ['Libellé', 93, 130], ['Solde', 400, 434], ['Débit', 470, 493]],
      [['06-MARS-25', 36, 83], ['CB', 94, 104], ['PAUL', 108, 130], ['CHF', 384.4, 396.8], ['3767,52', 400.9, 434], ['-C', 454.6, 461.7], ['HF', 465.3, 472.4], ['9,83', 476, 490.3]],
    ]);
    expect(parseGeneric([apart]).rows.map((r) => [r.description.join(' '), r.balance, r.debit ?? r.amount])).toEqual([['CB PAUL', 'CHF 3767,52', '-CHF 9,83']]);
    // A sign of a letter and a symbol, a word space inside it ("18.81 S $", random 11000): read apart, "S" ended the
    // line's figures and the row was skipped as one without an amount.
    const symbol = page([
      [['Txn Date', 36, 79], ['Narration', 107, 150], ['Amount', 455, 486], ['Balance', 520, 560]],
      [['30/05/2023', 36.3, 79.3], ['Visa', 107.8, 123.1], ['Purchase', 127, 157.6], ['18.81', 452.3, 471.3], ['S', 475.1, 478.9], ['$', 482.7, 486.5], ['2,870.72', 513.7, 547.5], ['S$', 551.7, 560.1]],
    ]);
    expect(parseGeneric([symbol]).rows.map((r) => [r.description.join(' '), r.amount, r.balance])).toEqual([['Visa Purchase', '18.81 S$', '2,870.72 S$']]);
    // The same closing a bracketed figure ("(10.29 S $)", its bracket apart too: "( 22.89 S $)", never-used random
    // 1012421): read apart, the rows were dated lines without an amount.
    const bracketedSign = page([
      [['Date', 36, 60], ['Details', 101, 130], ['Amount', 440, 473], ['Balance', 520, 560]],
      [['01-JAN-23', 36.3, 74.9], ['VIS', 101, 113.8], ['TFL', 118.4, 131.2], ['(10.29', 436.6, 457.8], ['S', 460.8, 463.9], ['$)', 466.9, 472.9], ['2,247.21', 516.7, 548.9], ['S$', 552.5, 559.7]],
      [['01-JAN-23', 36.3, 74.9], ['VIS', 101, 113.8], ['AINS', 126.7, 143.8], ['(', 435.8, 438.9], ['22.89', 442, 457.5], ['S', 460.6, 463.7], ['$)', 466.8, 473], ['2,224.32', 516.7, 548.9], ['S$', 552.5, 559.7]],
    ]);
    expect(parseGeneric([bracketedSign]).rows.map((r) => [r.description.join(' '), r.amount])).toEqual([['VIS TFL', '(10.29 S$)'], ['VIS AINS', '( 22.89 S$)']]);
    // A code's closing dot drawn with the digits ("Rs .65.84" for Rs.65.84, never-used random 1012404): read so, the
    // figure was no money and the row a dated line without an amount.
    const dotted = page([
      [['Date', 36, 60], ['Details', 274, 300], ['Amount', 770, 806]],
      [['28.12.24', 51.1, 82.4], ['CHEVRON', 273.5, 306.8], ['OR', 401.9, 411.4], ['Rs', 774.7, 781.7], ['.65.84', 785.1, 806]],
      [['29.12.24', 51.1, 82.4], ['LYFT', 273.5, 290], ['Rs.29.70', 774.8, 806]],
    ]);
    expect(parseGeneric([{ ...dotted, width: 842 }]).rows.map((r) => [r.description.join(' '), r.amount?.replace(/\s+/g, '')])).toEqual([['CHEVRON OR', 'Rs.65.84'], ['LYFT', 'Rs.29.70']]);
    // A mark in pieces after the figure's currency sign ("9151,02 kr D R", never-used random 1011001): read apart,
    // "R" ended the line's figures and the row was skipped as one without an amount.
    const marked = page([
      [['Datum', 36, 60], ['Text', 107, 125], ['Belopp', 430, 460], ['Saldo', 520, 548]],
      [['28.03.23', 36.3, 67.5], ['HYRA', 107.7, 128.5], ['9151,02', 429.8, 459.2], ['kr', 462.9, 470.3], ['D', 479.7, 483.8], ['R', 488, 492.1], ['62145,38', 515, 548.8], ['kr', 552.6, 560.1]],
    ]);
    expect(parseGeneric([marked]).rows.map((r) => [r.description.join(' '), r.amount, r.balance])).toEqual([['HYRA', '9151,02 kr DR', '62145,38 kr']]);
  });

  it('reads a figure drawn in pieces one digit into its decimals as one figure ("2.105,1 6€")', () => {
    // Never-used random 1011169: read apart, "6€" was no figure and "2.105,1" none either; the row was skipped.
    const p = page([
      [['Fecha', 36, 60], ['Concepto', 94, 130], ['Tipo', 388, 405], ['Importe', 455, 486], ['Saldo', 530, 560]],
      [['28/12/2024', 36.1, 73.4], ['MERCADONA', 94.7, 135], ['Débito', 387.8, 409.4], ['104,76', 458.4, 479.9], ['€', 482.9, 486], ['2.105,1', 525.7, 549.2], ['6€', 552.6, 559.3]],
      [['29/12/2024', 36.1, 73.4], ['FARMACIA', 94.7, 135], ['Débito', 387.8, 409.4], ['5,16', 466.4, 479.9], ['€', 482.9, 486], ['2.100,', 527.7, 549.2], ['00€', 550.6, 559.3]],
    ]);
    expect(parseGeneric([p]).rows.map((r) => r.balance)).toEqual(['2.105,16€', '2.100,00€']);
    // Not a group's first digits and a figure a word space apart ("1, 234.56"): only decimals complete a figure.
    const apart = page([
      [['Date', 36, 56], ['Details', 94, 130], ['Amount', 455, 486]],
      [['28/12/2024', 36.1, 73.4], ['ITEMS', 94.7, 120], ['1,', 440, 446], ['234.56', 448, 486]],
    ]);
    expect(parseGeneric([apart]).rows.map((r) => r.amount)).toEqual(['234.56']);
  });

  it('reads a whole figure drawn in pieces at a group separator as one figure ("5.551." "605 KRW")', () => {
    // Never-used random 1013065 (letter-spaced KRW): read apart, the row took "5.551." for its amount and "605" for its
    // balance.
    const p = page([
      [['Data', 36, 56], ['Descrizione', 94, 140], ['Importo', 415, 460], ['Saldo', 520, 560]],
      [['01/05/2025', 36, 73], ['BONIFICO', 94, 130], ['131.820', 415, 443], ['KRW', 447, 460], ['6.497.257', 509, 545], ['KRW', 549, 560]],
      [['02/05/2025', 36, 73], ['COMMISSIONI', 94, 140], ['-6.769', 419, 443], ['KRW', 447, 460], ['6.490.488', 509, 545], ['KRW', 549, 560]],
      [['02/05/2025', 36, 73], ['BONIFICO', 94, 130], ['128.505', 415, 443], ['KRW', 447, 460], ['5.551.', 510, 531], ['605', 535, 545], ['KRW', 549, 560]],
      [['03/05/2025', 36, 73], ['PRELIEVO', 94, 130], ['-63.093', 415, 443], ['KRW', 447, 460], ['5.488.512', 509, 545], ['KRW', 549, 560]],
    ]);
    expect(parseGeneric([p], 'KRW', 'first', { integers: true, grouped: true }).rows.map((r) => r.balance?.replace(/\s*KRW$/, ''))).toEqual(['6497257.00', '6490488.00', '5551605.00', '5488512.00']);
  });

  it('reads a summary label wider than its figure whole, where no alignment word by word names it', () => {
    // "Balance carried forward" ends 5 pt right of its figure and starts one space after "Total debits": by centres,
    // left or right edges, one of its words always went to a neighbour and the closing balance was not read.
    const lines = page([
      [['Balance', 30.6, 57.4], ['brought', 61.2, 88], ['forward', 91.8, 118.6], ['Total', 153, 172.1], ['credits', 175.9, 202.7],
        ['Total', 244.8, 263.9], ['debits', 267.7, 290.7], ['Balance', 294.5, 321.3], ['carried', 325.1, 351.9], ['forward', 355.7, 382.5],
        ['Minimum', 394, 420.7], ['payment', 424.6, 451.3], ['due', 455.2, 466.6], ['Payment', 493.4, 520.2], ['due', 524, 535.5], ['date', 539.3, 554.6]],
      [['S$1,298.91', 73.7, 117], ['S$370.00', 169.1, 203.7], ['S$1,087.01', 247.1, 290.4], ['S$2,015.92', 333.8, 377.1], ['S$60.00', 437.8, 468.2],
        ['21', 485.5, 494.2], ['November', 498.5, 533.2], ['2024', 537.5, 554.9]],
    ]).lines;
    const s = readSummary(lines, []);
    expect([s.opening_balance, s.total_credits, s.total_debits, s.closing_balance]).toEqual(['S$1,298.91', 'S$370.00', 'S$1,087.01', 'S$2,015.92']);
  });

  it('reads a closing label under the last row that restates its balance as no transaction, in words it has no pattern for', () => {
    const rows = (balanceFirst: boolean) => {
      const figures = (amount: string, balance: string) => (balanceFirst ? [right(balance, 470), right(amount, 540)] : [right(amount, 470), right(balance, 540)]);
      const p = page([
        [['Fecha', 36, 58], ['Concepto', 100, 135], ...(balanceFirst ? [['Saldo', 450, 470], ['Importe', 510, 540]] : [['Importe', 440, 470], ['Saldo', 520, 540]]) as [string, number, number][]],
        [['2024-06-14', 36, 78], ['RENFE', 100, 124], ...figures('-42,91', '809,98')],
        [['2024-06-14', 36, 78], ['REPSOL', 100, 127], ...figures('-32,64', '777,34')],
        [['Nuevo', 36, 58], ['saldo', 61, 81], right('777,34', balanceFirst ? 470 : 540)],
      ]);
      return parseGeneric([p]).rows.map((r) => r.description.join(' '));
    };
    expect(rows(false)).toEqual(['RENFE', 'REPSOL']);
    expect(rows(true)).toEqual(['RENFE', 'REPSOL']);
  });

  it('dates a row whose month name the producer drew in two pieces ("1 Te" and "m 2024")', () => {
    const p = page([
      [['Islem', 36, 55], ['Tarihi', 58, 80], ['Aciklamasi', 100, 140], ['Cikan', 440, 462], ['Kalan', 510, 530], ['Bakiye', 533, 559]],
      [['1', 36, 40], ['Tem', 43, 58], ['2024', 61, 78], ['KIRA', 100, 118], ['ODEMESI', 121, 150], right('15.422,59', 462), right('75.229,01', 559)],
      [['1', 36, 40], ['Te', 43, 52], ['m', 55, 60], ['2024', 63, 80], ['ATM', 100, 116], ['PARA', 119, 138], right('2.041,96', 462), right('73.187,05', 559)],
    ]);
    expect(interpret([p]).built.transactions.map((t) => [t.date, t.debit])).toEqual([['2024-07-01', 15422.59], ['2024-07-01', 2041.96]]);
  });

  it('reads a summary label whose words came in pieces ("Kapanis Ba kiyesi")', () => {
    const lines = page([
      [['Onceki', 42, 66], ['Bakiye', 69, 94], ['90.651,60', 200, 236], ['TL', 239, 247]],
      [['Kapanis', 42, 70], ['Ba', 73, 82], ['kiyesi', 85, 108], ['123.262,73', 196, 236], ['TL', 239, 247]],
    ]).lines;
    const s = readSummary(lines, []);
    expect([s.opening_balance, s.closing_balance]).toEqual(['90.651,60 TL', '123.262,73 TL']);
  });
});
