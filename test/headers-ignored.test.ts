/**
 * A header whose labels do not give the money columns: a two-level header whose second line (the columns' own
 * labels, white on a dark band) OCR lost, leaving "Date  Narration  Amount in (SGD)" over four columns of figures
 * (scan 11823: the balances read as credits, every amount lost, 0 of 11 rows, a discrepancy naming no row). The table
 * is also read as if no header were printed, its figures' columns named by the arithmetic, and that reading is taken
 * where it reconciles and the header's does not (interpretation.headers = 'ignored'). So too a first page's labels
 * cut short among labels no word of ours names ("Buchungsdatum  Buch.  Utgald  Rece.  Rema.", random 11733: "Rece."
 * read as a credit label, "Rema." as remarks over the balances, "Utgald" unknown over the debits: 3 of 78 rows right);
 * scanned, with a row OCR lost, neither reading reconciles: the one without the header is then taken where it keeps
 * as many rows and breaks less of the arithmetic (chain, totals, printed totals, their gap) and more in none.
 */
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/pipeline/extract.js';
import { validateExtractOptions } from '../src/load/options.js';
import { right, textLayerPage } from './support/text-page.js';
import { ocrPage } from './support/ocr-page.js';

type Cell = [string, number, number];
const row = (date: string, what: string, orig: string, credit: string, debit: string, balance: string): Cell[] => [
  [date, 36, 65],
  [what, 80, 80 + 4.5 * what.length],
  ...(orig ? [right(orig, 414), ['NOK', 417, 433] as Cell] : []),
  ...(credit ? [right(credit, 473)] : []),
  ...(debit ? [right(debit, 512)] : []),
  right(balance, 558),
];
const rows: Cell[][] = [
  row('02/02/2024', 'Online Payment Greenfield', '', '', '1,741.00', '1,448.34'),
  row('04/02/2024', 'Card Purchase Chipotle', '38.21', '', '27.49', '1,420.85'),
  row('04/02/2024', 'Zelle Payment Kevin', '', '', '206.19', '1,214.66'),
  row('15/02/2024', 'Direct Deposit Brightline', '', '2,668.82', '', '3,883.48'),
  row('19/02/2024', 'Card Purchase Whole Foods', '105.80', '', '116.26', '3,767.22'),
  row('22/02/2024', 'Navient Student Loan', '', '', '269.40', '3,497.82'),
];
const summary = (close: string): Cell[][] => [
  [['Opening', 42, 74], ['balance', 77, 106], right('3,189.34', 310)],
  [['Closing', 42, 72], ['balance', 75, 104], right(close, 310)],
];

/** A row under the cut labels ("Buchungsdatum  Buch.  Utgald  Rece.  Rema."): debit, credit, balance. */
const cut = (date: string, what: string, debit: string, credit: string, balance: string): Cell[] => [
  [date, 36, 72],
  [what, 110, 110 + 4.5 * what.length],
  ...(debit ? [right(debit, 320)] : []),
  ...(credit ? [right(credit, 353)] : []),
  ...(balance ? [right(balance, 394)] : []),
];
const CUT_LABELS: Cell[] = [['Buchungsdatum', 36, 92], ['Buch.', 110, 130], ['Utgald', 293, 316], ['Rece.', 335, 353], ['Rema.', 372, 394]];

describe('a header that does not give the money columns', () => {
  it('is read as no header where only that reading reconciles', () => {
    const p = textLayerPage([[['Date', 36, 53], ['Narration', 80, 114], ['Amount', 403, 431]], ...rows, [], ...summary('3,497.82')]);
    const st = buildStatement([p], validateExtractOptions({}), true);
    expect(st.reconciliation.status).toBe('reconciled');
    expect(st.interpretation?.headers).toBe('ignored');
    expect(st.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([
      [1741, 0, 1448.34],
      [27.49, 0, 1420.85],
      [206.19, 0, 1214.66],
      [0, 2668.82, 3883.48],
      [116.26, 0, 3767.22],
      [269.4, 0, 3497.82],
    ]);
  });

  it('keeps the header where its reading reconciles', () => {
    const p = textLayerPage([
      [['Date', 36, 53], ['Narration', 80, 114], ['Foreign', 386, 414], ['Paid', 454, 470], ['in', 472, 478], ['Paid', 488, 504], ['out', 506, 517], ['Balance', 528, 558]],
      ...rows,
      [],
      ...summary('3,497.82'),
    ]);
    const st = buildStatement([p], validateExtractOptions({}), true);
    expect(st.reconciliation.status).toBe('reconciled');
    expect(st.interpretation?.headers).toBeUndefined();
  });

  it('is not read so where no reading adds up: the statement stays a discrepancy', () => {
    const p = textLayerPage([[['Date', 36, 53], ['Narration', 80, 114], ['Amount', 403, 431]], ...rows, [], ...summary('3,397.82')]);
    const st = buildStatement([p], validateExtractOptions({}), true);
    expect(st.reconciliation.status).not.toBe('reconciled');
    expect(st.interpretation?.headers).toBeUndefined();
  });

  it('reads cut labels among unknown ones by the columns the arithmetic names', () => {
    const p = textLayerPage([
      [['Anfangssaldo', 36, 84], right('5108.69', 394)],
      CUT_LABELS,
      cut('01.06.2023', 'Dauerauftrag', '794.00', '', '4314.69'),
      cut('01.06.2023', 'Lastschrift', '45.13', '', '4269.56'),
      cut('02.06.2023', 'Gutschrift', '', '65.74', '4335.30'),
      cut('03.06.2023', 'Kartenzahlung', '80.45', '', '4254.85'),
      cut('04.06.2023', 'Gutschrift', '', '120.00', '4374.85'),
      cut('05.06.2023', 'Lastschrift', '10.46', '', '4364.39'),
      [['Neuer', 36, 58], ['Kontostand', 61, 100], right('4364.39', 394)],
    ]);
    const st = buildStatement([p], validateExtractOptions({}), true);
    expect(st.reconciliation.status).toBe('reconciled');
    expect(st.interpretation?.headers).toBe('ignored');
    expect(st.transactions.map((t) => [t.debit, t.credit, t.balance])).toEqual([
      [794, 0, 4314.69],
      [45.13, 0, 4269.56],
      [0, 65.74, 4335.3],
      [80.45, 0, 4254.85],
      [0, 120, 4374.85],
      [10.46, 0, 4364.39],
    ]);
  });

  it('is read so, scanned, where neither reading adds up but the header\'s breaks more of the arithmetic', () => {
    // The same labels scanned, a row OCR lost entirely (73.00 out, the balance 4948.82): the reading without the
    // header did not reconcile either, so it was not taken and every debit stayed a credit (scanned random 11733, 3
    // of 78 rows right). It is taken where it keeps as many rows and breaks less of the arithmetic in every way.
    const p = ocrPage([
      [['Anfangssaldo', 42, 89], ['CHF', 263, 280], right('5108.69', 310)],
      [['Neuer', 42, 63], ['Kontostand', 65, 103], ['CHF', 263, 280], right('4863.19', 310)],
      [],
      CUT_LABELS,
      cut('01.06.2023', 'Dauerauftrag', '794.00', '', '4314.69'),
      cut('01.06.2023', 'Lastschrift', '45.13', '', '4269.56'),
      cut('02.06.2023', 'Gutschrift', '', '765.74', '5035.30'),
      cut('03.06.2023', 'Kartenzahlung', '13.48', '', '5021.82'),
      cut('05.06.2023', 'Lastschrift', '126.25', '', '4822.57'),
      cut('06.06.2023', 'Kartenzahlung', '68.75', '', '4753.82'),
      cut('07.06.2023', 'Gutschrift', '', '191.37', '4945.19'),
      cut('08.06.2023', 'Bargeld', '82.00', '', '4863.19'),
    ]);
    const st = buildStatement([p], validateExtractOptions({}), true);
    expect(st.interpretation?.headers).toBe('ignored');
    expect(st.transactions.map((t) => [t.debit, t.credit])).toEqual([
      [794, 0], [45.13, 0], [0, 765.74], [13.48, 0], [126.25, 0], [68.75, 0], [0, 191.37], [82, 0],
    ]);
    expect(st.reconciliation.status).not.toBe('reconciled');
  });
});
