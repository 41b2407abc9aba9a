/**
 * A blurred scan whose first rows lost their dates' separators ("24:03", "2103", "1603"; scanned random 10561, newest
 * first). A lost separator is repaired within a week of the row above's date, but the table's first rows have no row
 * above: they were reported unread, or took the first date read for their own. The first date read below is carried
 * up through the lines between (each within a week of the one below), and the rows after a first row dated later than
 * it repair theirs looking back (generic-parser `firstDateBelow`).
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage } from './support/ocr-page.js';

type W = [string, number, number, number?];
const row = (date: string, details: string, amount: string): W[] => [[date, 36, 58, 0.6], [details, 110, 200], [amount, 520, 545]];

describe('dates whose separators OCR lost on the first rows of a table', () => {
  it('are repaired from the first date read below them, newest first', () => {
    const page = ocrPage([
      [['Data', 36, 55], ['Causale', 110, 145], ['Importo', 515, 545]],
      row('24:03', 'COMMISSIONI', '3.06'),
      row('2103', 'ESSELUNGA', '77.17'),
      row('1603', 'ENI', '70.11'),
      row('13.03', 'ENI', '52.65'),
      row('1103', 'BANCOMAT', '35.17'),
      row('08.03', 'BAR', '24.89'),
    ]);
    const rows = parseLayout([page], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.amount}`)).toEqual(['24.03 3.06', '21.03 77.17', '16.03 70.11', '13.03 52.65', '11.03 35.17', '08.03 24.89']);
  });

  it('are repaired oldest first as well', () => {
    const page = ocrPage([
      [['Data', 36, 55], ['Causale', 110, 145], ['Importo', 515, 545]],
      row('0203', 'COMMISSIONI', '3.06'),
      row('05:03', 'ESSELUNGA', '77.17'),
      row('08.03', 'ENI', '70.11'),
      row('1003', 'ENI', '52.65'),
    ]);
    const rows = parseLayout([page], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.amount}`)).toEqual(['02.03 3.06', '05.03 77.17', '08.03 70.11', '10.03 52.65']);
  });
});

/**
 * A full date whose separators OCR read as spaces or colons ("26 10 2024", "2810:2024"; scanned random 10605): the
 * first words, a glyph apart, joined read as the statement's own date within a week of the row above's.
 */
describe('a full date broken into words by OCR', () => {
  it('is read as one date where it falls within a week of the row above', () => {
    const full = (parts: [string, number, number][], details: string, amount: string): W[] => [...parts.map(([t, a, b]): W => [t, a, b, 0.6]), [details, 110, 200], [amount, 520, 545]];
    const page = ocrPage([
      [['Data', 36, 55], ['Opis', 110, 130], ['Kwota', 515, 545]],
      full([['23/10/2024', 36, 80]], 'WYPLATA', '597,88'),
      full([['26', 36, 45], ['10', 48, 57], ['2024', 60, 80]], 'BLIK', '280,52'),
      full([['2810:2024', 36, 80]], 'ORLEN', '216,34'),
      // A reference a column away is no part of the date.
      full([['2810', 36, 55], ['2024', 100, 118]], 'BANKOMAT', '409,68'),
    ]);
    const rows = parseLayout([page], {}, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.amount}`)).toEqual(['23/10/2024 597,88', '26/10/2024 280,52', '28/10/2024 216,34', '28/10/2024 409,68']);
    expect(rows[3]!.undated).toBe(true);
  });
});

describe('a first row repaired by the first date of another table below', () => {
  it('says nothing of the order its own rows run in', () => {
    // Credits, then debits under a header of their own (scanned random 10722): the credits' dates all garbled, the
    // first repaired by the debits' first date ("07 08 2024" by "01/08/2024"), which made the credits look newest
    // first; "10/08°2024" was then looked for before 07/08 and not read (every credit dated 07/08).
    const header: W[] = [['Islem', 36, 56], ['Tarihi', 58, 80], ['Aciklama', 147, 180], ['Islem', 515, 534], ['Tutari', 536, 560]];
    const page = ocrPage([
      header,
      [['07', 36, 44, 0.6], ['08', 47, 55, 0.9], ['2024', 58, 76, 0.9], ['FAST GELEN', 147, 200], ['3.224,18', 520, 555]],
      row('10/08°2024', 'FAST GELEN', '3.316,78'),
      [['GIDEN', 38, 66], ['TUTARLAR', 71, 110]],
      header,
      [['01/08/2024', 36, 78], ['KIRA ODEMESI', 148, 200], ['16.262,44', 520, 555]],
      [['08/08/2024', 36, 78], ['HESAP UCRETI', 148, 200], ['48,75', 530, 555]],
    ]);
    const rows = parseLayout([page], {}, 'first').rows;
    expect(rows.map((r) => r.dates[0])).toEqual(['07/08/2024', '10/08/2024', '01/08/2024', '08/08/2024']);
  });
});
