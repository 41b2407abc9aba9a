/**
 * A header whose amount-in-foreign-currency label is several words, one of them a value-date word ("Importo in
 * valuta": amount, "in", value date), over a column whose figures carry an exchange rate ("NOK 69,75 @ 1,0989"), so
 * the words are not joined into one label. A date label after money labels and before others then looked like a
 * second list's first column, the page was cut there, and every row lost its figures (random layouts 930068: 0 of
 * 23 rows). A second list starts after a gutter; a label a word space after the word before it is a longer label's.
 */
import { describe, expect, it } from 'vitest';
import { splitSideBySide } from '../src/layout/side-by-side.js';
import { buildStatement } from '../src/pipeline/extract.js';
import { right, textLayerPage } from './support/text-page.js';

function statement() {
  const row = (d: string, v: string, what: string, orig: [string, number, number][], debit: string, credit: string, bal: string): [string, number, number][][] => [
    [[d, 36.7, 77.5], [what, 110.2, 200], ...orig, ...(debit ? [right(debit, 448.8)] : []), ...(credit ? [right(credit, 489.6)] : []), right(bal, 559)],
    [[v, 36.7, 77.5], ['MILANO', 110.2, 140]],
  ];
  const rate = (code: string, fig: string, r: string): [string, number, number][] => [[code, 330, 345], [fig, 348, 368], ['@', 371, 377], [r, 380, 405]];
  return textLayerPage([
    [['Saldo', 43, 66], ['iniziale', 69, 99], right('1.000,00', 300)],
    [['Data', 36.7, 53], ['operazione', 57.1, 97.9], ['Causale', 110.2, 138.7], ['Importo', 334.6, 363.1], ['in', 367.2, 375.4], ['valuta', 379.4, 403.9], ['Dare', 432.5, 448.8], ['Avere', 469.2, 489.6], ['Saldo', 497.8, 518.2], ['contabile', 522.2, 559]],
    [['Valuta', 36.7, 61.2]],
    ...row('02.12.2024', '03.12.2024', 'PAGAMENTO POS', rate('NOK', '69,75', '1,0989'), '-76,65', '', '923,35'),
    ...row('03.12.2024', '04.12.2024', 'BONIFICO DA ROSSI', [], '', '234,69', '1.158,04'),
    ...row('04.12.2024', '06.12.2024', 'PAGAMENTO POS', rate('CAD', '5,28', '1,6667'), '-8,80', '', '1.149,24'),
    ...row('05.12.2024', '05.12.2024', 'PRELIEVO ATM', [], '-100,00', '', '1.049,24'),
    [['Saldo', 43, 66], ['finale', 69, 93], right('1.049,24', 300)],
  ]);
}

describe('a date word inside a money label', () => {
  it('does not cut the page into two lists at a label a word space after another', () => {
    const [p] = splitSideBySide([statement()], { headerless: true });
    expect(p!.lines.filter((l) => l.shift !== undefined)).toEqual([]);
  });

  it('and every row keeps its figures', () => {
    const st = buildStatement([statement()], {});
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit, t.balance])).toEqual([
      ['2024-12-02', 76.65, 0, 923.35],
      ['2024-12-03', 0, 234.69, 1158.04],
      ['2024-12-04', 8.8, 0, 1149.24],
      ['2024-12-05', 100, 0, 1049.24],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
