/**
 * An account line right over a header of two label lines ("N° de compte 310999116381 (CHF)" over "Date  Libellé
 * Débit  Montant  Nouveau" over "opération  crédit  solde"; random 760053): the account line holds a label word, so it
 * was read as the header's first line with the first label line, and the second label line was left to read as a
 * header alone (details, credit, balance): every debit became a credit (4 of 70 rows right). A first line that is no
 * label line by itself does not start a header where the next line starts one naming as many columns.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { buildStatement } from '../src/pipeline/extract.js';
import { validateExtractOptions } from '../src/load/options.js';
import { at, pageOf, right } from './support/text-page.js';
import type { Word } from '../src/types.js';

type Cell = [string, number, number];
const row = (y: number, date: string, what: string, debit: string, credit: string, balance: string): Word[] =>
  at(y, [[date, 36, 80], [what, 101, 101 + 4.5 * what.length], ...(debit ? [right(debit, 453)] : []), ...(credit ? [right(credit, 505)] : []), ...(balance ? [right(balance, 559)] : [])] as Cell[]);

function statement(): Word[] {
  return [
    ...at(120, [['Ancien', 36, 60], ['solde', 63, 82], right('4 350,24', 300)]),
    ...at(132, [['Nouveau', 36, 66], ['solde', 69, 88], right('7 012,45', 300)]),
    ...at(206, [['N°', 36, 44], ['de', 47, 55], ['compte', 59, 81], ['310999116381', 85, 130], ['(CHF)', 134, 153]]),
    ...at(222, [['Date', 36, 52], ['Libellé', 101, 125], ['Débit', 434, 453], ['Montant', 475, 505], ['Nouveau', 529, 559]]),
    ...at(232, [['opération', 36, 69], ['crédit', 485, 505], ['solde', 542, 559]]),
    ...row(250, '27.04.2024', 'VIR SEPA RECU SALAIRE', '', '3 092,20', '7 442,44'),
    ...row(262, '27.04.2024', 'CB LECLERC ST HERBLAIN', '55,23', '', '7 387,21'),
    ...row(274, '28.04.2024', 'CB NETFLIX.COM', '11,89', '', '7 375,32'),
    ...row(286, '29.04.2024', 'CB CARREFOUR MARKET', '78,53', '', '7 296,79'),
    ...row(298, '01.05.2024', 'VIR SEPA RECU REMBOURSEMENT', '', '208,27', '7 505,06'),
    ...row(310, '05.05.2024', 'PRLV SEPA FONCIA LOYER', '492,61', '', '7 012,45'),
  ];
}

describe('an account line over a header of two label lines', () => {
  it('starts no header: the header is the two label lines under it', () => {
    const p = pageOf(statement());
    const k = p.lines.findIndex((l) => l.words[0]!.text === 'N°');
    expect(readHeader(p.lines, k)).toBeUndefined();
    const h = readHeader(p.lines, k + 1);
    expect(h?.used).toBe(2);
    expect(h?.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('leaves a title that gives a role to the header under it (scan 11947: "Daily Ending Balance")', () => {
    const p = pageOf([
      ...at(66, [['Daily', 36, 61], ['Ending', 64, 99], ['Balance', 103, 142]]),
      ...at(80, [['Booking', 37, 70], ['Date', 73, 91], ['Amount', 122, 154], ['Booking', 215, 248], ['Date', 251, 269], ['Amount', 300, 332]]),
      ...at(96, [['18/07', 37, 57], right('46,092.34', 154), ['19/07', 215, 235], right('43,185.22', 332)]),
      ...at(108, [['21/07', 36, 57], right('38,935.62', 154), ['22/07', 214, 235], right('38,090.81', 332)]),
    ]);
    expect(readHeader(p.lines, 0)?.header.columns.map((c) => c.role)).toContain('balance');
  });

  it('reads the debits as debits', () => {
    const p = pageOf(statement());
    for (const l of p.lines) for (const w of l.words) w.confidence = 1;
    const st = buildStatement([p], validateExtractOptions({}), true);
    expect(st.transactions.map((t) => [t.debit, t.credit])).toEqual([
      [0, 3092.2],
      [55.23, 0],
      [11.89, 0],
      [78.53, 0],
      [0, 208.27],
      [492.61, 0],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
