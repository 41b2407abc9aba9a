/**
 * A list after the table's last interruption is read with and without it (src/layout/trailing-list.ts); where its
 * balances continue the table's chain it is marked chained, so that leaving it out needs a printed closing. Newest
 * first the step across the interruption is the last row's above, not the list's first row's (scanned random 10291:
 * page 2 of a newest-first statement, its header read by OCR a little differently from page 1's, looked titled; its
 * ten rows were dropped though their balances chained).
 */
import { describe, expect, it } from 'vitest';
import { markTrailing } from '../src/layout/trailing-list.js';
import type { Line, PageText, RawRow } from '../src/types.js';

const row = (page: number, y: number, date: string, amount: string, balance: string): RawRow => ({
  page_number: page, dates: [date], description: ['x'], amount, balance, bbox: { page, x0: 36, x1: 560, y0: y, y1: y + 8 },
});
const line = (page: number, y: number, text: string): Line => ({
  page_number: page, y0: y, y1: y + 8, text, words: [{ text, x0: 36, x1: 200, y0: y, y1: y + 8, confidence: 0.9, size: 8 }],
});
const pages = (headerOnPage2: string): PageText[] => [
  { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: [line(1, 78, 'Data Tipo Valuta Dettagli')] },
  { page_number: 2, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: [line(2, 78, headerOnPage2)] },
];

describe('markTrailing', () => {
  // Newest first, each balance the one below it moved by its amount: page 1 from 3,160.00 down to 3,319.69 (its last
  // row a credit of 77.06 on 3,242.63), page 2 from 3,242.63.
  const rows = () => [
    row(1, 100, '2025-04-22', '-50,00', '3.160,00'),
    row(1, 120, '2025-04-21', '-40,00', '3.210,00'),
    row(1, 140, '2025-04-20', '-30,00', '3.250,00'),
    row(1, 160, '2025-04-19', '-20,00', '3.280,00'),
    row(1, 180, '2025-04-19', '-19,69', '3.300,00'),
    row(1, 200, '2025-04-18', '+77,06', '3.319,69'),
    row(2, 100, '2025-04-17', '-55,78', '3.242,63'),
    row(2, 120, '2025-04-15', '-20,42', '3.298,41'),
    row(2, 140, '2025-04-14', '-5,69', '3.318,83'),
  ];

  it('marks a newest-first page after a title as chained where the last row above moves its first balance to the one above', () => {
    const marked = markTrailing(rows(), [], pages('Data Tipo Valuta Dettagl1 (EUR)'), { decimal: ',' });
    expect(marked.slice(6).every((r) => r.trailing && r.trailingChained)).toBe(true);
  });

  it('leaves a list unchained whose balances do not follow', () => {
    const off = rows();
    off[6] = { ...off[6]!, balance: '9.999,99' };
    const marked = markTrailing(off, [], pages('Data Tipo Valuta Dettagl1 (EUR)'), { decimal: ',' });
    expect(marked.slice(6).every((r) => r.trailing && !r.trailingChained)).toBe(true);
  });
});

/**
 * A list after the table that runs a balance of its own (random 1008565: a second account's table whose opening label's
 * glyphs came apart, "Beginsald o") is a ledger: it is marked so and never left out, where leaving it out had let the
 * first account's ends reconcile the statement with nine rows lost. Interest lines whose balances do not move by their
 * amounts are no ledger.
 */
describe('markTrailing: a list with a running balance of its own', () => {
  const table = [
    row(1, 100, '2023-01-09', '-60,54', '4.906,12'),
    row(1, 120, '2023-01-09', '-84,09', '4.822,03'),
    row(1, 140, '2023-01-14', '-117,75', '4.704,28'),
    row(1, 160, '2023-01-15', '-41,64', '4.662,64'),
    row(1, 180, '2023-01-18', '-16,66', '4.645,98'),
    row(1, 200, '2023-01-19', '-12,00', '4.633,98'),
  ];
  const titled = [{ page_number: 1, width: 595, height: 842, type: 'digital', source: 'text', lines: [] }] as PageText[];
  const between = [line(1, 230, 'Rekeningnummer: 397720424 Betaalrekening')];
  /** The list's rows as marked after the table and the line between. */
  const marked = (list: RawRow[]) => markTrailing([...table, ...list], between, titled, { decimal: ',' }).slice(table.length);

  it('marks a list whose balances move by its amounts as a ledger', () => {
    const list = [row(1, 260, '2023-01-15', '+48,54', '2.933,12'), row(1, 280, '2023-01-22', '-73,86', '2.859,26'), row(1, 300, '2023-01-24', '+2.928,58', '5.787,84')];
    expect(marked(list).every((r) => r.trailing && r.trailingLedger)).toBe(true);
  });

  it('leaves interest lines whose balances do not move by their amounts unmarked as a ledger', () => {
    const list = [row(1, 260, '2023-04-17', '-24,85', '3.185,31'), row(1, 280, '2023-04-17', '-16,48', '2.226,81'), row(1, 300, '2023-04-17', '-19,38', '3.589,26')];
    expect(marked(list).every((r) => r.trailing && !r.trailingLedger)).toBe(true);
  });
});

/**
 * A list apart from the table (random 1008138, 1009298: card payments held, printed after the transactions with their
 * own total): the rows above print a running balance (every row, or each day's last), none of the list's does, and the line right under it totals
 * the list. Read without the list first, the statement's chain alone settles it; where any of that is not so, the
 * list stays as before (a table's last section prints balances too; a total that is not the list's sum is not its).
 */
describe('markTrailing: a list apart, closed by its own total', () => {
  const table = [
    row(1, 100, '2023-12-17', '-136,49', '5.783,66'),
    row(1, 120, '2023-12-18', '-282,00', '5.501,66'),
    row(1, 140, '2023-12-20', '-95,67', '5.405,99'),
    row(1, 160, '2023-12-27', '-396,70', '5.009,29'),
  ];
  const titled = [{ page_number: 1, width: 595, height: 842, type: 'digital', source: 'text', lines: [] }] as PageText[];
  const list = [
    { ...row(1, 230, '2023-12-29', '-119,27', ''), balance: undefined },
    { ...row(1, 244, '2023-12-31', '-65,05', ''), balance: undefined },
  ];
  const totalLine = (figure: string): Line => ({
    ...line(1, 258, `Total ${figure}`),
    words: [{ text: 'Total', x0: 87, x1: 105, y0: 258, y1: 266, size: 8 }, { text: figure, x0: 448, x1: 473, y0: 258, y1: 266, size: 8 }],
  });
  const marked = (total: string, rows = table) => markTrailing([...rows, ...list], [line(1, 200, 'Operações cativas'), totalLine(total)], titled, { decimal: ',' }).slice(rows.length);

  it('marks the list apart where the line under it totals it', () => {
    expect(marked('184,32').map((r) => [r.trailing, r.trailingApart])).toEqual([[true, true], [true, true]]);
  });

  it('does not where the total is another figure, or the rows above print no balance', () => {
    expect(marked('184,33').map((r) => r.trailingApart ?? false)).toEqual([false, false]);
    const unbalanced = table.map((r) => ({ ...r, balance: undefined }));
    expect(marked('184,32', unbalanced).map((r) => r.trailingApart ?? false)).toEqual([false, false]);
  });

  // Random 41010: a table printing each day's balance on the day's last row only, then "Pending transactions" with
  // their total: the two pending purchases were read as rows (the statement printed no opening or closing to refuse them).
  const dayEnds = [
    row(1, 60, '2023-12-15', '-20,00', '5.920,15'),
    row(1, 80, '2023-12-17', '-16,00', ''),
    row(1, 100, '2023-12-17', '-120,49', '5.783,66'),
    row(1, 120, '2023-12-18', '-282,00', '5.501,66'),
    row(1, 140, '2023-12-20', '-95,67', ''),
    row(1, 160, '2023-12-20', '-396,70', '5.009,29'),
  ];
  it('marks the list apart under a table that prints each day\'s last balance only', () => {
    expect(marked('184,32', dayEnds).map((r) => r.trailingApart ?? false)).toEqual([true, true]);
  });

  it('does not where the table\'s last row prints no balance (its last day may go on in the list)', () => {
    const open = dayEnds.map((r, i) => (i === dayEnds.length - 1 ? { ...r, balance: undefined } : r));
    expect(marked('184,32', open).map((r) => r.trailingApart ?? false)).toEqual([false, false]);
  });
});

describe('pending transactions after a table of day-end balances (random layout 41010)', () => {
  it('are left out', async () => {
    const { randomStatement } = await import('../fixtures/generator/random/index.js');
    const { extract } = await import('../src/index.js');
    const { scoreStatement } = await import('../bench/random-score.mjs');
    const { pdf, golden } = await randomStatement(41010);
    const st = await extract(pdf, { ocr: { enabled: false } });
    const s = scoreStatement(golden, st);
    expect([s.tp, s.missing, s.extra]).toEqual([golden.transactions.length, 0, 0]);
    expect(st.interpretation?.trailing_rows).toBe('dropped');
  }, 60000);
});
