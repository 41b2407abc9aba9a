/**
 * A header label of several words that are each a label word of their own ("Importo in valuta": amount, "in",
 * value date) is one column where its words stand a word space apart over one column of figures, and "Islem Tarih"
 * (a details word and a date word) one date label over dates; labels a word space apart over two columns of figures,
 * or whose joining would lose the header's only balance, stay apart
 * (labelsTogether in src/layout/header.ts).
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];

/** Words from x0, a word space (3 pt at 7.4 pt type) apart, each 5 pt a letter wide. */
function label(text: string, x0: number): Cell[] {
  const out: Cell[] = [];
  let x = x0;
  for (const w of text.split(' ')) {
    out.push([w, x, x + 5 * w.length]);
    x += 5 * w.length + 3;
  }
  return out;
}

const roles = (rows: Cell[][]) => readHeader(page(rows).lines, 0)?.header.columns.map((c) => c.role);

describe('labels of several label words', () => {
  // Data | Dettagli | Importo in valuta (original amounts, a currency code after each) | Addebiti | Importo accredito
  const header = [['Data', 36, 56], ['Dettagli', 93, 133], ...label('Importo in valuta', 300), ...label('Addebiti', 420), ...label('Importo accredito', 480)] as Cell[];
  const rows: Cell[][] = [
    [['02/05/2024', 36, 77], ['POS BAR', 93, 130], right('12,05', 366), ['USD', 368, 380], right('12,82', 460)],
    [['03/05/2024', 36, 77], ['STIPENDIO', 93, 140], right('1.757,60', 565)],
    [['05/05/2024', 36, 77], ['SDD ENEL', 93, 133], right('63,53', 366), ['CAD', 368, 380], right('79,41', 460)],
    [['06/05/2024', 36, 77], ['POS ESSELUNGA', 93, 160], right('23,04', 460)],
  ];

  it('reads "Importo in valuta" over one column of figures as one amount column, not amount, credit and value date', () => {
    const cols = readHeader(page([header, ...rows]).lines, 0)?.header.columns;
    expect(cols?.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'debit', 'credit']);
    const amount = cols!.find((c) => c.role === 'amount')!;
    expect([amount.x0, amount.x1]).toEqual([300, 381]); // "Importo" to the end of "valuta"
  });

  it('reads "Importo in valuta" as one label where no other label names money in (random 810056)', () => {
    // "in" a word space after "Importo" and before "valuta", the only credit word of the header: it kept a column of
    // its own and took "valuta" with it, the foreign amounts became credits.
    const h = [['Data', 36, 56], ['Dettagli', 93, 133], ...label('Importo in valuta', 300), ['Segno', 400, 425], ...label('Importo EUR', 450)] as Cell[];
    const body: Cell[][] = [
      [['02/05/2024', 36, 77], ['POS BAR', 93, 130], right('12,05', 366), ['USD', 368, 380], ['Dare', 400, 420], right('12,82', 505)],
      [['03/05/2024', 36, 77], ['STIPENDIO', 93, 140], ['Avere', 400, 425], right('1.757,60', 505)],
      [['06/05/2024', 36, 77], ['POS ESSELUNGA', 93, 160], ['Dare', 400, 420], right('23,04', 505)],
    ];
    const cols = readHeader(page([h, ...body]).lines, 0)?.header.columns;
    expect(cols?.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'marker', 'amount']);
    expect([cols![2]!.x0, cols![2]!.x1]).toEqual([300, 381]);
  });

  it('keeps labels a word space apart over two columns of figures as two columns', () => {
    // "Entradas" right-aligned over credits ending at 420, "Saldo contabilístico" over balances ending at 520.
    const h = [['Data', 36, 56], ['Histórico', 93, 138], ...label('Levantamentos', 300), ...label('Entradas Saldo contabilístico', 380)] as Cell[];
    const body: Cell[][] = [
      [['02/05/2024', 36, 77], ['PIX RECEBIDO', 93, 150], right('314,06', 420), right('3.502,98', 520)],
      [['03/05/2024', 36, 77], ['COMPRA', 93, 130], right('170,22', 365), right('3.332,76', 520)],
      [['04/05/2024', 36, 77], ['TED RECEBIDA', 93, 150], right('5.232,43', 420), right('8.565,19', 520)],
    ];
    expect(roles([h, ...body])).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('keeps the only balance label apart even where no credit stands under the label before it', () => {
    const h = [['Fecha', 36, 61], ['Detalle', 93, 128], ...label('Debe', 380), ...label('Abonos Saldo final', 430)] as Cell[];
    const body: Cell[][] = [
      [['01/05/2024', 36, 77], ['COMPRA', 93, 130], right('32,54', 400), right('497,95', 520)],
      [['02/05/2024', 36, 77], ['BIZUM', 93, 120], right('6,41', 400), right('491,54', 520)],
    ];
    expect(roles([h, ...body])).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('reads "Islem Tarih" over dates as one date label where the details word is named elsewhere ("Aciklama")', () => {
    const h = [...label('Islem Tarih', 36), ['Aciklama', 100, 140], ['Borc', 300, 320], ['Alacak', 350, 380], ...label('Guncel Bakiye', 420)] as Cell[];
    const body: Cell[][] = [
      [['14', 36, 44], ['May', 47, 62], ['RETURN BEST BUY', 100, 170], right('11.655', 380), right('160.355', 480)],
      [['15', 36, 44], ['May', 47, 62], ['SPOTIFY', 100, 140], right('2.071', 320), right('158.284', 480)],
    ];
    expect(roles([h, ...body])).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    // With no dates under it, nothing shows the two words are one label.
    expect(roles([h, ...body.map((r) => r.slice(2))])).toEqual(['description', 'date', 'description', 'debit', 'credit', 'balance']);
  });

  it('leaves run text (every gap a word space) as matched: nothing shows where one label ends', () => {
    const h = label('Data Dettagli Importo in valuta Addebiti Importo accredito', 36);
    expect(roles([h, ...rows])).toEqual(['date', 'description', 'amount', 'credit', 'value_date', 'debit', 'credit']);
  });
});

describe('a complete label line over a second one', () => {
  it('takes the second line where it names more roles, keeping every role of the first (random 1021898)', () => {
    // "Transaction  Transaction  Balance" over "Type  Amount  (AUD)": the first line alone is complete (date,
    // details, balance) and its "Transaction"s read as details; the second line names no new column, only the
    // amount, and was left unread, so every balance was read as the row's amount.
    const h: Cell[][] = [
      [['Date', 36, 53], ['Description', 91, 135], ['Transaction', 402, 447], ['Transaction', 463, 508], ['Balance', 529, 559]],
      [['Type', 402, 420], ['Amount', 463, 490], ['(AUD)', 530, 555]],
    ];
    const body: Cell[][] = [
      [['2023-12-01', 36, 77], ['EFTPOS COUNTDOWN', 91, 170], ['Debit', 402, 422], right('93.55', 508), right('2,598.84', 559)],
      [['2023-12-03', 36, 77], ['TRANSFER FROM', 91, 160], ['Credit', 402, 425], right('83.65', 508), right('2,682.49', 559)],
    ];
    expect(roles([...h, ...body])).toEqual(['date', 'description', 'description', 'amount', 'balance']);
  });
});
