/**
 * Money columns that no header names: the held-out labels of the random generator stay unknown to the parser, the
 * figures' columns are named by the reading the statement's arithmetic supports, a reading the arithmetic cannot
 * settle says so and never claims `reconciled`.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { interpret } from '../src/interpret/search.js';
import { parseLayout } from '../src/layout/index.js';
import { UNSEEN_HEADERS } from '../fixtures/generator/random/roles.js';
import { page, right } from './support/text-page.js';

const DEBIT = 440;
const CREDIT = 500;
const BALANCE = 559;

/** A dated row: details at x 104, figures right-aligned at the given right edges. */
function row(date: string, details: string, ...figures: [string, number][]): [string, number, number][] {
  const out: [string, number, number][] = [[date, 36, 73]];
  let x = 104;
  for (const w of details.split(' ')) {
    out.push([w, x, x + 4.5 * w.length]);
    x += 4.5 * w.length + 2;
  }
  return [...out, ...figures.map(([t, x1]) => right(t, x1))];
}

const OPENING: [string, number, number][] = [['Opening', 36, 66], ['balance', 68, 96], right('1,000.00', 200)];
const CLOSING: [string, number, number][] = [['Closing', 36, 64], ['balance', 66, 94], right('1,070.00', 200)];

describe('money columns without header words', () => {
  it('the generator\'s held-out labels name no column for the parser', () => {
    for (const labels of Object.values(UNSEEN_HEADERS))
      for (const label of labels) {
        // A known date and balance label around it: a header is read, and the held-out label must stand in no column.
        const words = label.split(' ');
        const line: [string, number, number][] = [['Date', 36, 53]];
        let x = 200;
        for (const w of words) {
          line.push([w, x, x + 5 * w.length]);
          x += 5 * w.length + 2;
        }
        line.push(['Balance', 520, 559]);
        const h = readHeader(page([line]).lines, 0)?.header;
        const named = h?.columns.filter((c) => c.x1 > 200 && c.x0 < x) ?? [];
        expect(named.map((c) => `${label}: ${c.role}`)).toEqual([]);
      }
  });

  it('names a debit and a credit column by the printed opening and closing', () => {
    const p = page([
      OPENING,
      CLOSING,
      [],
      row('02/01/2024', 'CARD PAYMENT CAFE', ['12.00', DEBIT]),
      row('03/01/2024', 'SALARY ACME LTD', ['100.00', CREDIT]),
      row('05/01/2024', 'GROCERY STORE', ['18.00', DEBIT]),
    ]);
    const { built, rec, interpretation } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[12, 0], [0, 100], [18, 0]]);
    expect(interpretation.column_roles).toBe('debit credit');
    expect(rec.status).toBe('reconciled');
  });

  it('takes figures in the details that line up on no edge for details, not a column', () => {
    // "12 X 3.05" after shop names of any length: the figures' edges drift a few points row to row, and chained a
    // character apart they made columns that hid the one credit column.
    const shop = (date: string, name: string, x1: number, price: string, amount: string, at: number): [string, number, number][] => [
      [date, 36, 73], [name, 104, x1 - 40], ['2', x1 - 34, x1 - 30], ['X', x1 - 27, x1 - 22], right(price, x1), right(amount, at),
    ];
    const p = page([
      [['Opening', 36, 66], ['balance', 68, 96], right('1,000.00', 200)],
      [['Closing', 36, 64], ['balance', 66, 94], right('1,051.00', 200)],
      [],
      shop('02/01/2024', 'CAFE', 300, '3.05', '6.10', DEBIT),
      shop('03/01/2024', 'GROCERY', 305, '4.50', '9.00', DEBIT),
      shop('04/01/2024', 'BAKERY', 322, '1.20', '2.40', DEBIT),
      shop('05/01/2024', 'STATIONERY', 326, '2.25', '4.50', DEBIT),
      shop('06/01/2024', 'BOOKSHOP', 352, '6.00', '12.00', DEBIT),
      shop('07/01/2024', 'FLORIST', 357, '7.50', '15.00', DEBIT),
      row('08/01/2024', 'SALARY ACME LTD', ['100.00', CREDIT]),
    ]);
    const { built, rec } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[6.1, 0], [9, 0], [2.4, 0], [4.5, 0], [12, 0], [15, 0], [0, 100]]);
    expect(rec.status).toBe('reconciled');
  });

  it('reads one column of figures as the amounts, a figure in the details left of it as details', () => {
    const p = page([
      [['Opening', 36, 66], ['balance', 68, 96], right('1,000.00', 200)],
      [['Closing', 36, 64], ['balance', 66, 94], right('1,186.40', 200)],
      [],
      row('02/01/2024', 'HOTEL SEATTLE 2 X', ['9.34', 330], ['-214.66', BALANCE]),
      row('03/01/2024', 'TAXI RIDE', ['-43.50', BALANCE]),
      row('05/01/2024', 'PAYMENT THANK YOU', ['+500.00', BALANCE]),
      row('06/01/2024', 'MUSIC 5 X', ['5.05', 322], ['-25.25', BALANCE]),
      row('08/01/2024', 'BOOKS 3 X', ['10.06', 316], ['-30.19', BALANCE]),
    ]);
    const { built, rec } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[214.66, 0], [43.5, 0], [0, 500], [25.25, 0], [30.19, 0]]);
    expect(rec.status).toBe('reconciled');
  });

  it('reads store numbers ending the same details at one edge as details, where rows print a balance only at the end of a day', () => {
    // A currency without minor units: the terminal number after "ATM WITHDRAWAL" ends where every such row's does,
    // a column by its edge; a row without a balance read by position took it for the amount.
    const AMOUNT = 470;
    const p = page([
      [['Opening', 36, 66], ['balance', 68, 96], right('100000', 200)],
      [['Closing', 36, 64], ['balance', 66, 94], right('25000', 200)],
      [],
      row('02/01/2024', 'ATM WITHDRAWAL 54921', ['(20000)', AMOUNT]),
      row('02/01/2024', 'CARD SHOP', ['(5000)', AMOUNT], ['75000', BALANCE]),
      row('03/01/2024', 'ATM WITHDRAWAL 11873', ['(30000)', AMOUNT]),
      row('03/01/2024', 'TRANSFER FROM ANNA', ['10000', AMOUNT], ['55000', BALANCE]),
      row('04/01/2024', 'ATM WITHDRAWAL 30412', ['(25000)', AMOUNT]),
      row('04/01/2024', 'CARD SHOP', ['(5000)', AMOUNT], ['25000', BALANCE]),
    ]);
    const { built, rec } = interpret([p], { currency: 'KRW' });
    expect(built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([
      [20000, 0, null], [5000, 0, 75000], [30000, 0, null], [0, 10000, 55000], [25000, 0, null], [5000, 0, 25000],
    ]);
    expect(rec.status).toBe('reconciled');
  });

  it('reads a column of codes after the details as details, the column right of it the amounts', () => {
    // A card statement in a currency without minor units: each row's merchant code (three digits) stands in a column
    // of its own left of the amount, and the payment is marked with a trailing minus. Read as debit and credit
    // columns, the codes became money.
    const CODE = 470;
    const p = page([
      [['Opening', 36, 66], ['balance', 68, 96], right('126901', 200)],
      [['Closing', 36, 64], ['balance', 66, 94], right('149361', 200)],
      [],
      row('01/04/2025', 'SAFEWAY PORTLAND', ['396', CODE], ['3291', BALANCE]),
      row('02/04/2025', 'CHEVRON BEAVERTON', ['579', CODE], ['8926', BALANCE]),
      row('02/04/2025', 'LYFT RIDE', ['931', CODE], ['5478', BALANCE]),
      row('03/04/2025', 'AUTOPAY PAYMENT', ['553', CODE], ['45157-', BALANCE]),
      row('04/04/2025', 'LYFT RIDE', ['931', CODE], ['4202', BALANCE]),
      row('06/04/2025', 'BLUE STAR DONUTS', ['454', CODE], ['800', BALANCE]),
    ]);
    const { built, rec } = interpret([p], { currency: 'JPY' });
    expect(built.transactions.map((t) => [t.description, t.debit, t.credit])).toEqual([
      ['SAFEWAY PORTLAND 396', 3291, 0], ['CHEVRON BEAVERTON 579', 8926, 0], ['LYFT RIDE 931', 5478, 0],
      ['AUTOPAY PAYMENT 553', 0, 45157], ['LYFT RIDE 931', 4202, 0], ['BLUE STAR DONUTS 454', 800, 0],
    ]);
    expect(rec.status).toBe('reconciled');
  });

  it('reads a page printing the table in another frame by its own figures\' edges', () => {
    // Balance, debit and credit columns no label names; page 1 prints them narrower (a box beside the table).
    const rowsAt = (edges: [number, number, number], from: number, day: number): [string, number, number][][] => {
      const out: [string, number, number][][] = [];
      let bal = from;
      for (let k = 0; k < 6; k++) {
        const credit = k % 3 === 1;
        bal += credit ? 50 : -10;
        out.push(row(`${String(day + k).padStart(2, '0')}/01/2024`, credit ? 'SALARY ACME' : 'CARD SHOP', [`${bal}.00`, edges[0]], [credit ? '50.00' : '-10.00', credit ? edges[2] : edges[1]]));
      }
      return out;
    };
    const p1 = page([OPENING, [['Closing', 36, 64], ['balance', 66, 94], right('1,120.00', 200)], [], ...rowsAt([300, 350, 400], 1000, 2)]);
    const second = page(rowsAt([450, 500, 559], 1060, 10));
    const p2 = { ...second, page_number: 2, lines: second.lines.map((l) => ({ ...l, page_number: 2 })) };
    const { built, rec } = interpret([p1, p2]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual(
      [1, 2].flatMap(() => [[10, 0], [0, 50], [10, 0], [10, 0], [0, 50], [10, 0]]),
    );
    expect(rec.status).toBe('reconciled');
  });

  it('reads two pages printing two columns in frames that share no edge each by its own edges', () => {
    // Debit and credit columns no label names, no balance: page 1 prints them at 380 and 430 (a box beside the table),
    // page 2 at 511 and 559. Clustered over the statement they make four edges, and the rightmost three mixed frames.
    const rowsAt = (edges: [number, number], day: number): [string, number, number][][] =>
      [0, 1, 2, 3, 4].map((k) => {
        const credit = k === 2;
        return row(`${String(day + k).padStart(2, '0')}/01/2024`, credit ? 'SALARY ACME' : 'CARD SHOP', [credit ? '50.00' : '10.00', credit ? edges[1] : edges[0]]);
      });
    const p1 = page([OPENING, [['Closing', 36, 64], ['balance', 66, 94], right('1,020.00', 200)], [], ...rowsAt([380, 430], 2)]);
    const second = page(rowsAt([511, 559], 10));
    const p2 = { ...second, page_number: 2, lines: second.lines.map((l) => ({ ...l, page_number: 2 })) };
    const { built, rec } = interpret([p1, p2]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([1, 2].flatMap(() => [[10, 0], [10, 0], [0, 50], [10, 0], [10, 0]]));
    expect(rec.status).toBe('reconciled');
  });

  it('reads a first page whose balances stand elsewhere, its amounts at the same edge, by its own two columns', () => {
    // Balance left of one signed amount column; page 1 prints the balances at 420 (a box beside the table), pages 2
    // on at 470, the amounts at 559 on every page: each page shows two columns, the statement three.
    const rowsAt = (balanceX: number, from: number, day: number): [string, number, number][][] => {
      const out: [string, number, number][][] = [];
      let bal = from;
      for (let k = 0; k < 6; k++) {
        const credit = k % 3 === 1;
        bal += credit ? 50 : -10;
        out.push(row(`${String(day + k).padStart(2, '0')}/01/2024`, credit ? 'SALARY ACME' : 'CARD SHOP', [`${bal}.00`, balanceX], [credit ? '50.00' : '-10.00', BALANCE]));
      }
      return out;
    };
    const p1 = page([OPENING, [['Closing', 36, 64], ['balance', 66, 94], right('1,120.00', 200)], [], ...rowsAt(420, 1000, 2)]);
    const second = page(rowsAt(470, 1060, 10));
    const p2 = { ...second, page_number: 2, lines: second.lines.map((l) => ({ ...l, page_number: 2 })) };
    const { built, rec } = interpret([p1, p2]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual(
      [1, 2].flatMap(() => [[10, 0], [0, 50], [10, 0], [10, 0], [0, 50], [10, 0]]),
    );
    expect(built.transactions.map((t) => t.balance)).toEqual([990, 1040, 1030, 1020, 1070, 1060, 1050, 1100, 1090, 1080, 1130, 1120]);
    expect(rec.status).toBe('reconciled');
  });

  it('reads amounts and balances by their columns where details end with a figure and balances stand at a day\'s end', () => {
    // Random layout 1009225: "7 X 28.76" ends the details at no one edge; read by position, a row without a balance
    // took that figure for its amount and its amount for the balance.
    const p = page([
      OPENING,
      [['Closing', 36, 64], ['balance', 66, 94], right('1,063.00', 200)],
      [],
      row('02/01/2024', 'SALARY ACME 7 X', ['28.76', 210], ['100.00', DEBIT]),
      row('02/01/2024', 'CARD SHOP', ['-12.00', DEBIT], ['1,088.00', BALANCE]),
      row('03/01/2024', 'PHONE TOPUP 9 X', ['6.66', 200], ['-15.00', DEBIT]),
      row('03/01/2024', 'GROCERIES 4 X', ['9.10', 190], ['-10.00', DEBIT], ['1,063.00', BALANCE]),
    ]);
    const { built, rec } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[0, 100], [12, 0], [15, 0], [10, 0]]);
    expect(rec.status).toBe('reconciled');
  });

  it('names a balance column left of the amounts by the running balance', () => {
    const p = page([
      OPENING,
      CLOSING,
      [],
      row('02/01/2024', 'CARD PAYMENT CAFE', ['988.00', DEBIT - 60], ['12.00', DEBIT + 30]),
      row('03/01/2024', 'SALARY ACME LTD', ['1,088.00', DEBIT - 60], ['100.00', CREDIT + 30]),
      row('05/01/2024', 'GROCERY STORE', ['1,070.00', DEBIT - 60], ['18.00', DEBIT + 30]),
    ]);
    const { built, interpretation } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([[12, 0, 988], [0, 100, 1088], [18, 0, 1070]]);
    expect(interpretation.column_roles).toBe('balance debit credit');
  });

  it('reads a balance column left of one signed amount column as balances, not as details, and says reconciled', () => {
    // The reading that leaves the left column as details (a column of codes) fits the totals as well, but only reads
    // fewer balances: no other money, so no rival that makes the roles a guess.
    const p = page([
      OPENING,
      CLOSING,
      [],
      row('02/01/2024', 'CARD PAYMENT CAFE', ['988.00', DEBIT], ['-12.00', BALANCE]),
      row('03/01/2024', 'SALARY ACME LTD', ['1,088.00', DEBIT], ['+100.00', BALANCE]),
      row('05/01/2024', 'GROCERY STORE', ['1,070.00', DEBIT], ['-18.00', BALANCE]),
    ]);
    const { built, rec } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([[12, 0, 988], [0, 100, 1088], [18, 0, 1070]]);
    expect(rec.status).toBe('reconciled');
  });

  it('says the roles were guessed, and claims nothing, when no printed figure can tell the columns apart', () => {
    const p = page([
      row('02/01/2024', 'CARD PAYMENT CAFE', ['12.00', DEBIT]),
      row('03/01/2024', 'SALARY ACME LTD', ['100.00', CREDIT]),
      row('05/01/2024', 'GROCERY STORE', ['18.00', DEBIT]),
    ]);
    const { built, rec } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[12, 0], [0, 100], [18, 0]]);
    expect(built.warnings.some((w) => /guessed/.test(w))).toBe(true);
    expect(rec.status).not.toBe('reconciled');
  });

  it('keeps a row known only by its reference where the balances run through it, and only there', () => {
    // "22573699" is all the details the row prints, and no label names the column: a transaction or another table's
    // line. With the running balance, the arithmetic says which.
    const rows = (middle: [string, number][]) =>
      page([
        OPENING,
        [['Closing', 36, 64], ['balance', 66, 94], right(middle.length ? '1,058.00' : '1,070.00', 200)],
        [],
        row('02/01/2024', 'CARD PAYMENT CAFE', ['12.00', DEBIT], ['988.00', BALANCE]),
        row('03/01/2024', '22573699', ...middle),
        row('05/01/2024', 'SALARY ACME LTD', ['100.00', CREDIT], [middle.length ? '1,076.00' : '1,088.00', BALANCE]),
        row('06/01/2024', 'GROCERY STORE', ['18.00', DEBIT], [middle.length ? '1,058.00' : '1,070.00', BALANCE]),
      ]);
    const kept = interpret([rows([['12.00', DEBIT], ['976.00', BALANCE]])]);
    expect(kept.built.transactions.map((t) => [t.description, t.debit, t.credit, t.balance])).toEqual([
      ['CARD PAYMENT CAFE', 12, 0, 988], ['22573699', 12, 0, 976], ['SALARY ACME LTD', 0, 100, 1076], ['GROCERY STORE', 18, 0, 1058],
    ]);
    expect(kept.interpretation.bare_rows).toBe('kept');
    expect(kept.rec.status).toBe('reconciled');
    // No balances: the printed opening and closing decide (a kept row adds no link where no row has one).
    const noBalances = page([
      OPENING,
      [['Closing', 36, 64], ['balance', 66, 94], right('1,058.00', 200)],
      [],
      row('02/01/2024', 'CARD PAYMENT CAFE', ['12.00', DEBIT]),
      row('03/01/2024', '22573699', ['12.00', DEBIT]),
      row('05/01/2024', 'SALARY ACME LTD', ['100.00', CREDIT]),
      row('06/01/2024', 'GROCERY STORE', ['18.00', DEBIT]),
    ]);
    const totals = interpret([noBalances]);
    expect(totals.built.transactions.map((t) => t.description)).toEqual(['CARD PAYMENT CAFE', '22573699', 'SALARY ACME LTD', 'GROCERY STORE']);
    expect(totals.rec.status).toBe('reconciled');
    // The same line where the balances do not run through it: a figure of some other table, left out.
    const other = page([
      OPENING,
      CLOSING,
      [],
      row('02/01/2024', 'CARD PAYMENT CAFE', ['12.00', DEBIT], ['988.00', BALANCE]),
      row('03/01/2024', '22573699', ['40.00', DEBIT], ['4,000.00', BALANCE]),
      row('05/01/2024', 'SALARY ACME LTD', ['100.00', CREDIT], ['1,088.00', BALANCE]),
      row('06/01/2024', 'GROCERY STORE', ['18.00', DEBIT], ['1,070.00', BALANCE]),
    ]);
    const dropped = interpret([other]);
    expect(dropped.built.transactions.map((t) => t.description)).toEqual(['CARD PAYMENT CAFE', 'SALARY ACME LTD', 'GROCERY STORE']);
    expect(dropped.interpretation.bare_rows).toBe('dropped');
    expect(dropped.rec.status).toBe('reconciled');
  });

  it('a line known only by figures above the table does not take the opening balance for a line between rows', () => {
    const p = page([
      row('01/01/2024', '22573699', ['5.00', DEBIT]),
      [['Balance', 36, 66], ['brought', 68, 96], ['forward', 98, 126], right('1,000.00', BALANCE)],
      row('02/01/2024', 'CARD PAYMENT CAFE', ['12.00', DEBIT], ['988.00', BALANCE]),
      row('05/01/2024', 'SALARY ACME LTD', ['100.00', CREDIT], ['1,088.00', BALANCE]),
    ]);
    // The printed opening, not one inferred from the first row's balance.
    expect(parseLayout([p], {}, 'first').summary.opening_balance).toBe('1,000.00');
    expect(interpret([p]).interpretation.bare_rows).toBe('dropped');
  });
});

describe('money columns aligned on their left edges, no header', () => {
  it('takes a longer figure that ends past its column\'s shorter ones for that column (random 1023037)', async () => {
    // "Saldo" right-aligned, the amounts left-aligned with a mark after them: "3.872,27 (Cr)" ends 11 pt right of
    // where "46,57 (Cr)" ends, past a right edge's tolerance; read by position its row took the balance for the amount
    // and the amount for the balance.
    const { readRandomCase } = await import('./support/random-case.js');
    const { st, counts, rows } = await readRandomCase(1023037);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60000);
});

describe('a lone figure between two columns of several', () => {
  it('is a column of its own: the month\'s one credit between the debits and the balances, a code column left of them (random 1023104)', async () => {
    const { moneyColumns } = await import('../src/layout/column-roles.js');
    const cell = (x1: number, text: string) => ({ raw: text, text, x1, x0: x1 - 4.1 * text.length, word: { text, x0: x1 - 4.1 * text.length, x1, y0: 0, y1: 7.4, size: 7.4 } });
    const row = (...cells: ReturnType<typeof cell>[]) => ({ page_number: 1, dates: ['26 dic 2023'], description: ['COMPRA'], money: cells }) as never;
    const rows = [
      row(cell(351, '136'), cell(426, '1.053.510'), cell(552, '4.501.383')),
      row(cell(351, '826'), cell(420, '335.659'), cell(552, '4.165.724')),
      row(cell(351, '108'), cell(494, '30.975.491')),
      row(cell(351, '136'), cell(415, '76.504'), cell(557, '35.400.370')),
      row(cell(351, '136'), cell(420, '348.126'), cell(557, '35.052.244')),
    ];
    const edges = moneyColumns(rows);
    expect(edges.map(Math.round)).toEqual([420, 494, 557]);
    const { readRandomCase } = await import('./support/random-case.js');
    const { st, counts, rows: n } = await readRandomCase(1023104);
    expect(counts).toEqual([n, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60000);
});
