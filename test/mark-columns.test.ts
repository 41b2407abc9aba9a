/**
 * Columns of direction marks beside unsigned amounts: a column no label names is found by where its marks stand,
 * which mark means debit is settled by the statement's arithmetic (a label's order and CR/DR are only priors), and a
 * meaning the arithmetic cannot settle is said in the warnings and never `reconciled`.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { page, right } from './support/text-page.js';
import { markColumnByGeometry } from '../src/layout/marks.js';
import type { PageText } from '../src/types.js';
import { groupLines } from '../src/text/group-lines.js';

const AMOUNT = 440;
const MARK = 452;
const BALANCE = 540;

/** A dated row: details at x 104, the amount right-aligned at 440, its mark at 452, the balance (if any) at 540. */
function row(date: string, details: string, amount: string, mark: string, balance?: string): [string, number, number][] {
  const out: [string, number, number][] = [[date, 36, 73]];
  let x = 104;
  for (const w of details.split(' ')) {
    out.push([w, x, x + 4.5 * w.length]);
    x += 4.5 * w.length + 2;
  }
  out.push(right(amount, AMOUNT));
  if (mark) out.push([mark, MARK, MARK + 4.5 * mark.length]);
  if (balance) out.push(right(balance, BALANCE));
  return out;
}

const summary = (opening: string, closing: string): [string, number, number][][] => [
  [['Opening', 36, 66], ['balance', 68, 96], right(opening, 200)],
  [['Closing', 36, 64], ['balance', 66, 94], right(closing, 200)],
  [],
];

const directions = (txs: { debit: number; credit: number }[]) => txs.map((t) => (t.debit > 0 ? 'out' : 'in'));

describe('direction marks the parser has no word for', () => {
  it('reads a column of marks with no header by the running balance ("Wn"/"Ma")', () => {
    const p = page([
      ...summary('1,000.00', '1,033.00'),
      row('02/01/2024', 'CARD PAYMENT CAFE', '12.00', 'Wn', '988.00'),
      row('03/01/2024', 'SALARY ACME LTD', '100.00', 'Ma', '1,088.00'),
      row('05/01/2024', 'GROCERY STORE', '18.00', 'Wn', '1,070.00'),
      row('06/01/2024', 'RENT PAYMENT', '37.00', 'Wn', '1,033.00'),
    ]);
    const { built, rec, interpretation } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([[12, 0, 988], [0, 100, 1088], [18, 0, 1070], [37, 0, 1033]]);
    expect(interpretation.marks).toBe('debit=wn');
    expect(rec.status).toBe('reconciled');
  });

  it('reads marks printed after the amount\'s currency code, also a mark drawn in two pieces ("280,38 PLN W n")', () => {
    const priced = (date: string, details: string, amount: string, mark: string, balance: string): [string, number, number][] => {
      const r = row(date, details, amount, '', undefined).map(([t, x0, x1]): [string, number, number] => (t === amount ? [t, x0 - 22, x1 - 22] : [t, x0, x1]));
      const marks: [string, number, number][] = mark === 'W n' ? [['W', MARK, MARK + 5], ['n', MARK + 6.5, MARK + 11]] : [[mark, MARK, MARK + 4.5 * mark.length]];
      return [...r, ['PLN', AMOUNT - 18, AMOUNT], ...marks, right(balance, BALANCE)];
    };
    const p = page([
      ...summary('1,000.00', '1,033.00'),
      priced('02/01/2024', 'CARD PAYMENT CAFE', '12.00', 'Wn', '988.00'),
      priced('03/01/2024', 'SALARY ACME LTD', '100.00', 'Ma', '1,088.00'),
      priced('05/01/2024', 'GROCERY STORE', '18.00', 'W n', '1,070.00'),
      priced('06/01/2024', 'RENT PAYMENT', '37.00', 'Wn', '1,033.00'),
    ]);
    const { built, rec, interpretation } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([[12, 0, 988], [0, 100, 1088], [18, 0, 1070], [37, 0, 1033]]);
    expect(interpretation.marks).toBe('debit=wn');
    expect(rec.status).toBe('reconciled');
  });

  it('reads a balance whose CR kept its first letter and lost the second to a space ("2,549.07C R")', () => {
    const p = page([
      ...summary('1,000.00CR', '1,070.00CR'),
      [['02/01/2024', 36, 73], ['CARD', 104, 122], right('-12.00', AMOUNT), right('988.00CR', BALANCE)],
      [['03/01/2024', 36, 73], ['SALARY', 104, 131], right('100.00', AMOUNT), ['1,088.00C', BALANCE - 44, BALANCE - 4], ['R', BALANCE - 2.5, BALANCE]],
      [['05/01/2024', 36, 73], ['GROCERY', 104, 136], right('-18.00', AMOUNT), right('1,070.00CR', BALANCE)],
    ]);
    const { built, rec } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([[12, 0, 988], [0, 100, 1088], [18, 0, 1070]]);
    expect(rec.status).toBe('reconciled');
  });

  it('lets the balances overrule a label that names the credit mark first ("CR/DR")', () => {
    const header: [string, number, number][] = [['Date', 36, 53], ['Details', 104, 134], right('Amount', AMOUNT), ['CR/DR', MARK - 2, MARK + 20], right('Balance', BALANCE)];
    const p = page([
      ...summary('1,000.00', '1,070.00'),
      header,
      row('02/01/2024', 'CARD PAYMENT CAFE', '12.00', 'DR', '988.00'),
      row('03/01/2024', 'SALARY ACME LTD', '100.00', 'CR', '1,088.00'),
      row('05/01/2024', 'GROCERY STORE', '18.00', 'DR', '1,070.00'),
    ]);
    const { built, interpretation } = interpret([p]);
    expect(directions(built.transactions)).toEqual(['out', 'in', 'out']);
    expect(interpretation.marks).toBe('debit=dr');
  });

  it('reads a label naming a known pair of marks in the other order ("A/B"), with one mark printed and the other blank', () => {
    // "B/A" is borç/alacak; printed credit first, and only the credit mark ("A") on its rows. Unread as a label, the
    // lone "A" left its row without an amount.
    const header: [string, number, number][] = [['Tarih', 36, 56], ['Aciklama', 104, 140], right('Tutar', AMOUNT), ['A/B', MARK, MARK + 14]];
    const p = page([
      ...summary('500.00', '557.50'),
      header,
      row('02/01/2024', 'CARD PAYMENT CAFE', '12.50', ''),
      row('03/01/2024', 'AUTOPAY PAYMENT', '100.00', 'A'),
      row('05/01/2024', 'GROCERY STORE', '20.00', ''),
      row('06/01/2024', 'BOOK SHOP', '10.00', ''),
    ]);
    const { built, rec } = interpret([p]);
    expect(directions(built.transactions)).toEqual(['out', 'in', 'out', 'out']);
    expect(rec.status).toBe('reconciled');
  });

  it('reads one mark printed for one direction only, the other left blank, by the opening and closing', () => {
    const p = page([
      ...summary('500.00', '557.50'),
      row('02/01/2024', 'CARD PAYMENT CAFE', '12.50', 'S'),
      row('03/01/2024', 'REFUND SHOP', '40.00', ''),
      row('05/01/2024', 'SALARY ACME LTD', '60.00', ''),
      row('06/01/2024', 'GROCERY STORE', '20.00', 'S'),
      row('07/01/2024', 'BOOK SHOP', '10.00', 'S'),
    ]);
    const { built, rec } = interpret([p]);
    expect(directions(built.transactions)).toEqual(['out', 'in', 'in', 'out', 'out']);
    expect(rec.status).toBe('reconciled');
  });

  it('takes a CR printed before each balance for the balance\'s, not a column of marks after the amounts', () => {
    // "A" after the credits only; every balance printed "CR 2,591.09", its CR nearer the balance than the amount before
    // it. Read as marks after the amounts, the CRs hid the column of "A"s, and the credits' lines lost their amounts.
    const line = (date: string, details: string, amount: string, mark: string, balance: string): [string, number, number][] => {
      const cells = row(date, details, amount, mark);
      return [...cells, ['CR', 497, 505], right(balance, BALANCE)];
    };
    // Seven debits (their CRs stand right after a figure too, the commonest words there) and three credits.
    const debits = [12.5, 20, 10, 5, 8, 15, 30];
    const credits = [40, 60, 30];
    let bal = 500;
    const lines: [string, number, number][][] = [];
    [...debits.map((a) => -a), ...credits].forEach((a, k) => {
      bal += a;
      lines.push(line(`${String(k + 2).padStart(2, '0')}/01/2024`, a < 0 ? 'CARD SHOP' : 'TRANSFER IN', Math.abs(a).toFixed(2), a < 0 ? '' : 'A', bal.toFixed(2)));
    });
    const p = page([...summary('500.00', bal.toFixed(2)), ...lines]);
    expect(markColumnByGeometry([p], {})?.tokens).toEqual(['a']);
    const { built, rec } = interpret([p]);
    expect(directions(built.transactions)).toEqual([...debits.map(() => 'out'), ...credits.map(() => 'in')]);
    expect(rec.status).toBe('reconciled');
  });

  it('says the marks were guessed, and claims nothing, when the printed figures fit either meaning', () => {
    // Money in equals money out: opening and closing agree whichever mark means debit.
    const p = page([
      ...summary('1,000.00', '1,000.00'),
      row('02/01/2024', 'TRANSFER ANNA', '50.00', 'Ob'),
      row('03/01/2024', 'TRANSFER JAN', '50.00', 'Uz'),
      row('05/01/2024', 'GROCERY STORE', '20.00', 'Ob'),
      row('06/01/2024', 'REFUND SHOP', '20.00', 'Uz'),
    ]);
    const { built, rec } = interpret([p]);
    expect(rec.status).not.toBe('reconciled');
    expect(built.warnings.join(' ')).toMatch(/marks' meaning .* guessed/);
  });
});

describe('a meaning of the marks that only holds by overruling them', () => {
  it('is no rival: the marks are read as the balances confirm them, and no guess is said', () => {
    // Random layout 1016361: no opening or closing printed, a balance on every row. The other meaning chains too once
    // the balances turn every row but the first back round, which no balance before it checks: that reading gave
    // the first row the other direction and was taken for an equal rival.
    const p = page([
      row('02/01/2024', 'CARD PAYMENT CAFE', '12.00', 'Ob', '988.00'),
      row('03/01/2024', 'SALARY ACME LTD', '100.00', 'Uz', '1,088.00'),
      row('05/01/2024', 'GROCERY STORE', '18.00', 'Ob', '1,070.00'),
      row('06/01/2024', 'RENT PAYMENT', '37.00', 'Ob', '1,033.00'),
      row('07/01/2024', 'REFUND SHOP', '7.00', 'Uz', '1,040.00'),
    ]);
    const { built, interpretation } = interpret([p]);
    expect(interpretation.marks).toBe('debit=ob');
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[12, 0], [0, 100], [18, 0], [37, 0], [0, 7]]);
    expect(built.warnings.join(' ')).not.toMatch(/marks' meaning .* guessed/);
  });
});

describe('a mark column no header names, in two lists side by side', () => {
  // Left list: eight rows "date details amount mark balance"; the right list ends the statement after three rows.
  const left = (k: number): [string, number, number][] => [[`0${k + 1}/12/2023`, 36, 77], ['POS OPET', 82, 120], right(`1'${k}39.80`, 218), ['B', 228, 232], right(`7${k}'271.80`, 285)];
  const rightList = (k: number): [string, number, number][] => [[`2${k}/12/2023`, 310, 351], ['ATM PARA', 356, 394], right(`3'${k}80.30`, 492), [k === 1 ? 'A' : 'B', 502, 506], right(`9${k}'581.24`, 559)];
  // As the layout reads them: each line cut where the second list begins, the left halves before the right halves.
  const rows = [...Array.from({ length: 8 }, (_, k) => left(k)), ...Array.from({ length: 3 }, (_, k) => rightList(k))];
  it("keeps the second list's column of the same two marks though it holds fewer than half the first's", () => {
    // The left list prints both marks too.
    rows[2] = rows[2]!.map((c) => (c[0] === 'B' ? ['A', 228, 232] : c));
    const col = markColumnByGeometry([page(rows)], {});
    expect(col && [Math.round(col.x0), Math.round(col.x1)]).toEqual([228, 232]);
    expect(col?.spans?.map((s) => [Math.round(s.x0), Math.round(s.x1)])).toEqual([[502, 506]]);
  });
});

describe('a mark column nearer the balances after it than the amounts before it', () => {
  // Random/scanned 11220 (digital twin): balances printed left-aligned a column's width right of the marks, the
  // amounts right-aligned farther left. Each "Wn" was taken for the balance's own mark, so no column was found: the
  // marks went to the details and the balances were read as the amounts. A mark a word space before a figure is
  // that figure's ("CR 2,588.48"); one a column's width from it is a column of its own.
  const line = (date: string, amount: string, mark: string, balance: string): [string, number, number][] => [
    [date, 36, 73], ['PAYMENT', 104, 140], right(amount, 440), ...(mark ? [[mark, 466, 478] as [string, number, number]] : []), [balance, 494, 494 + 4.1 * balance.length],
  ];
  const rows = [
    line('02/01/2024', '266,09', '', '12 274,13'),
    line('02/01/2024', '435,36', 'Wn', '11 838,77'),
    line('03/01/2024', '444,34', 'Wn', '11 394,43'),
    line('03/01/2024', '729,25', 'Wn', '10 665,18'),
    line('04/01/2024', '8,58', 'Wn', '10 656,60'),
  ];

  it('is a column of marks', () => {
    const col = markColumnByGeometry([page(rows)], {});
    expect(col?.tokens).toEqual(['wn']);
    const { built } = interpret([page(rows)]);
    expect(built.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([[0, 266.09, 12274.13], [435.36, 0, 11838.77], [444.34, 0, 11394.43], [729.25, 0, 10665.18], [8.58, 0, 10656.6]]);
  });

  it('is the figure\'s own mark a word space before it', () => {
    const near = rows.map((r) => r.map(([t, x0, x1]): [string, number, number] => (t === 'Wn' ? [t, 480, 492] : [t, x0, x1])));
    expect(markColumnByGeometry([page(near)], {})).toBeUndefined();
  });
});

describe('a mark column and a page footer at its place', () => {
  // Random layout 1014469: "Pagina 1 di 2" put "di" after a number where the marks stand on both pages, as often as the
  // statement printed its credit mark "A": the column's two marks were "D" and "di", and both credits went unread.
  const footer = (n: number): [string, number, number][] => [['Pagina', 404, 430], [String(n), 436, 440], ['di', 444, 451], ['2', 455, 460]];
  const onPage = (p: PageText, n: number): PageText => ({ ...p, page_number: n, lines: p.lines.map((l) => ({ ...l, page_number: n })) });

  it('takes no word after a page number for a mark', () => {
    const first = page([
      ...summary('1,000.00', '1,713.00'),
      row('02/01/2024', 'CARD PAYMENT CAFE', '12.00', 'D'),
      row('03/01/2024', 'PAYMENT RECEIVED', '680.00', 'A'),
      row('05/01/2024', 'GROCERY STORE', '18.00', 'D'),
      row('06/01/2024', 'FUEL STATION', '37.00', 'D'),
      [],
      footer(1),
    ]);
    const second = onPage(page([row('08/01/2024', 'REFUND STORE', '120.00', 'A'), row('09/01/2024', 'CINEMA', '20.00', 'D'), [], footer(2)]), 2);
    expect(markColumnByGeometry([first, second], {})?.tokens.sort()).toEqual(['a', 'd']);
    const { built, rec } = interpret([first, second]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[12, 0], [0, 680], [18, 0], [37, 0], [0, 120], [20, 0]]);
    expect(rec.status).toBe('reconciled');
  });
});

describe('a mark printed for one direction only, on one or two rows', () => {
  // Never-used random 1014554 (and 1014754, 500176, 920290): a card prints "K" (or "+", "A", "H") after its payment and
  // refund and nothing after its purchases: two marks make no column by themselves, and both rows were dated lines
  // without a readable amount (or, where a footer's "di" stood at the place, read by chance).
  const rows = (mark: string, other = mark) => [
    ...summary('1,000.00', '1,665.62'),
    row('02/01/2024', 'TESCO STORES', '12.00', ''),
    row('03/01/2024', 'PAYMENT RECEIVED', '680.00', other),
    row('05/01/2024', 'PREMIER INN', '18.00', ''),
    row('06/01/2024', 'UBER TRIP', '37.00', ''),
    row('08/01/2024', 'REFUND JOHN LEWIS', '72.62', mark),
    row('09/01/2024', 'CINEMA', '20.00', ''),
  ];

  it('is the column of the figures it follows, its meaning settled by the arithmetic', () => {
    const p = page(rows('K'));
    expect(markColumnByGeometry([p], {})?.tokens).toEqual(['k']);
    const { built, rec } = interpret([p]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[12, 0], [0, 680], [18, 0], [37, 0], [0, 72.62], [20, 0]]);
    expect(rec.status).toBe('reconciled');
  });

  it('is no column where the words at its place are not one mark', () => {
    expect(markColumnByGeometry([page(rows('K', 'X'))], {})).toBeUndefined();
  });
});

describe('a column of OCR marks a type size and a half after the figures', () => {
  // Scanned random 12009 and 12049: "381197TL  B", "12.134537L  B" (Borç / Alacak), the mark 1.7 type sizes after
  // each figure. At two type sizes or more only, no column was found and every row's amount went unread.
  const ocrLine = (words: [string, number, number, number][], y: number) =>
    words.map(([text, x0, x1, confidence]) => ({ text, x0, x1, y0: y, y1: y + 6, size: 6, confidence }));
  const pageOf = (gap: number, marks = ['B', 'B', 'B', 'A', 'B']): PageText => {
    const rows = [
      ['01.10.2023', 'KIRA', '12.134,53', marks[0]],
      ['01.10.2023', 'ATM', '3.811,97', marks[1]],
      ['02.10.2023', 'FATURA', '563,54', marks[2]],
      ['09.10.2023', 'FAST', '739,63', marks[3]],
      ['12.10.2023', 'ATM', '1.246,77', marks[4]],
    ];
    const words = rows.flatMap(([date, what, amount, mark], i) =>
      ocrLine([[date!, 36, 76, 0.9], [what!, 139, 160, 0.9], [amount!, 543 - 4 * amount!.length, 543, 0.8], [mark!, 543 + gap, 548 + gap, 0.85]], 200 + 14 * i),
    );
    return { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
  };

  it('is a column at 1.7 type sizes', () => {
    expect(markColumnByGeometry([pageOf(10)], {})?.tokens.sort()).toEqual(['a', 'b']);
  });

  it('is none a glyph away, where the letter may be one of the figure', () => {
    expect(markColumnByGeometry([pageOf(4)], {})).toBeUndefined();
  });

  it('is none of marks the amount reader reads itself, beside a stray', () => {
    // "DR" 1.7 type sizes after its figure is read with it (its own meaning); with "EDR" ("€DR") beside it, a column
    // of the two made the DR rows money in (scanned random 11684).
    expect(markColumnByGeometry([pageOf(10, ['DR', 'DR', 'DR', 'EDR', 'DR'])], {})).toBeUndefined();
  });
});

describe('a mark column drawn at another place on a page of few rows', () => {
  // Random layout 1016389: page 1 prints its table beside a sidebar, marks right after the amounts; page 2, without
  // the sidebar, draws the table wider, its marks far right. Page 2's four marks, under half of page 1's ten, made no
  // column, so its rows were dated lines without a readable amount.
  const onPage = (p: PageText, n: number): PageText => ({ ...p, page_number: n, lines: p.lines.map((l) => ({ ...l, page_number: n })) });
  const wide = (date: string, details: string, amount: string, mark: string): [string, number, number][] => [
    [date, 36, 73], [details, 150, 150 + 4.5 * details.length], right(amount, 600), [mark, 760, 765],
  ];
  const first = page([
    ...summary('1,000.00', '1,498.00'),
    row('02/01/2024', 'CARD PAYMENT CAFE', '12.00', 'S', '988.00'),
    row('03/01/2024', 'SALARY ACME LTD', '600.00', 'H', '1,588.00'),
    row('05/01/2024', 'GROCERY STORE', '18.00', 'S', '1,570.00'),
    row('06/01/2024', 'RENT PAYMENT', '37.00', 'S', '1,533.00'),
    row('07/01/2024', 'FUEL STATION', '5.00', 'S', '1,528.00'),
    row('08/01/2024', 'CINEMA', '20.00', 'S', '1,508.00'),
    row('08/01/2024', 'BAKERY', '8.00', 'S', '1,500.00'),
    row('08/01/2024', 'PHARMACY', '6.00', 'S', '1,494.00'),
    row('09/01/2024', 'PARKING', '2.00', 'S', '1,492.00'),
    row('09/01/2024', 'REFUND', '10.00', 'H', '1,502.00'),
  ]);
  const second = onPage(
    page([wide('09/01/2024', 'LASTSCHRIFT', '1.00', 'S'), wide('10/01/2024', 'KARTENZAHLUNG', '1.00', 'S'), wide('11/01/2024', 'ENTGELT', '1.00', 'S'), wide('11/01/2024', 'GEBUEHR', '1.00', 'S')]),
    2,
  );

  it('keeps the place of the same marks on the pages the larger column has none on', () => {
    const col = markColumnByGeometry([first, second], {});
    expect(col?.spans?.map((s) => [Math.round(s.x0), Math.round(s.x1)])).toEqual([[760, 765]]);
    const { built, rec } = interpret([first, second]);
    expect(built.transactions.map((t) => [t.debit, t.credit])).toEqual([[12, 0], [0, 600], [18, 0], [37, 0], [5, 0], [20, 0], [8, 0], [6, 0], [2, 0], [0, 10], [1, 0], [1, 0], [1, 0], [1, 0]]);
    expect(rec.status).toBe('reconciled');
  });
});

describe('a column of letter marks with a dash under it', () => {
  it('is still the marks\' column: the first dash of a dashed rule after a figure is a stray (random 1022951)', () => {
    // "B" after every debit, "A" after the one credit; under the table a payment slip's dashed rule ("- - - -")
    // follows a figure, its first dash under the marks. Read as a column of signs printing "-" and no "+", the marks
    // made no column: every "B" and the "A" were read as details, the one credit as money out.
    const rows = ['12.00', '8.50', '21.00', '4.75', '9.99', '30.00'].map((a, k) => row(`0${k + 1}/05/2024`, 'CARD SHOP', a, k === 2 ? 'A' : 'B'));
    const dashes: [string, number, number][] = [right('64.24', AMOUNT), ...[0, 1, 2, 3, 4].map((k): [string, number, number] => ['-', MARK + 8 * k, MARK + 8 * k + 3])];
    expect(markColumnByGeometry([page([...rows, [], dashes])], {})?.tokens).toEqual(['b', 'a']);
  });
});
