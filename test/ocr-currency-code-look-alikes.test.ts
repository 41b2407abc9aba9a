/**
 * A statement that prints its currency code before every figure, scanned (random layout 11438, 200-300 DPI grey):
 * OCR read a letter of the code wrong ("-CHE 57,66", "CIF 1.099,29"), the minus before it as a mark ("“CHF 71,06"),
 * or lost a figure's decimal separator after the code ("-CHF 1900"). Each such line was read as details: the row lost
 * its balance and its amount's direction, and the rows around it could not be checked.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { codesByLookAlike } from '../src/text/code-look-alikes.js';
import { ocrPage } from './support/ocr-page.js';

type Cell = [string, number, number, number?];
const figures = (balance: string, amount: string, code = 'CHF', lead = '-', balanceCode = 'CHF'): Cell[] => [
  [balanceCode, 433, 449, 0.9],
  [balance, 452, 490, 0.9],
  [`${lead}${code}`, 512, 532, 0.8],
  [amount, 536, 560, 0.9],
];

const statement = (rows: { lead?: string; code?: string; amount: string; balanceCode?: string }[]) =>
  ocrPage([
    [['Relevé', 36, 70], ['de', 72, 82], ['compte', 84, 120], ['du', 122, 134], ['01.12.2024', 136, 180], ['au', 182, 192], ['31.12.2024', 194, 240]],
    [['Ancien', 36, 66], ['solde', 68, 92], ['CHF', 433, 449], ['1.700,00', 452, 490]],
    [['Date', 36, 60], ['Libellé', 106, 140], ['Solde', 440, 470], ['Montant', 520, 560]],
    ...rows.flatMap((r, i): Cell[][] => [
      [[`${String(5 + i).padStart(2, '0')}.12.2024`, 36, 80], ['CB', 106, 116], [`MAGASIN${i + 1}`, 119, 168]],
      figures(BALANCES[i]!, r.amount, r.code, r.lead, r.balanceCode),
    ]),
    [['Nouveau', 36, 72], ['solde', 74, 98], ['CHF', 433, 449], ['1.588,77', 452, 490]],
  ]);
const BALANCES = ['1.656,49', '1.585,43', '1.566,43', '1.508,77', '1.608,77', '1.588,77'];
const CLEAN = [{ amount: '43,51' }, { amount: '71,06' }, { amount: '19,00' }, { amount: '57,66' }, { amount: '100,00', lead: '' }, { amount: '20,00' }];
const MISREAD = [{ amount: '43,51' }, { amount: '71,06', lead: '“' }, { amount: '1900' }, { amount: '57,66', code: 'CHE' }, { amount: '100,00', lead: '', balanceCode: 'CIF' }, { amount: '20,00', lead: '~' }];

const read = (page: ReturnType<typeof statement>) => {
  const { built, rec } = interpret(codesByLookAlike([page]));
  return { rows: built.transactions.map((t) => [t.debit, t.credit, t.balance, t.description, t.corrections ?? []]), status: rec.status };
};

describe('OCR: a currency code before every figure, a letter of it or its minus misread', () => {
  // Read as the details, the figures' line cost the row its balance, which the chain then had to infer (and name).
  const expected = [[43.51, 0, 1656.49], [71.06, 0, 1585.43], [19, 0, 1566.43], [57.66, 0, 1508.77], [0, 100, 1608.77], [20, 0, 1588.77]].map((r, i) => [...r, `CB MAGASIN${i + 1}`, []]);

  it('reads the clean statement (the control)', () => {
    expect(read(statement(CLEAN))).toEqual({ rows: expected, status: 'reconciled' });
  });

  it('reads each misread code, mark and lost separator as the clean statement', () => {
    expect(read(statement(MISREAD))).toEqual({ rows: expected, status: 'reconciled' });
  });

  it('rewrites only words that stand where the code stands, before a figure, one letter away', () => {
    const page = statement(MISREAD);
    const words = codesByLookAlike([page])[0]!.lines.flatMap((l) => l.words.map((w) => w.text));
    expect(words.filter((t) => /^\W?C\w\w$/.test(t)).sort()).toEqual([...Array(10).fill('CHF'), ...Array(4).fill('-CHF')].sort());
    // The caller's page is not changed.
    expect(page.lines.flatMap((l) => l.words.map((w) => w.text))).toContain('-CHE');
    // A word in the details one letter from the code, before a figure, stays: it is not where the codes stand.
    const details = ocrPage([...statement(CLEAN).lines.map((l) => l.words.map((w): Cell => [w.text, w.x0, w.x1, w.confidence])), [['CHE', 106, 122, 0.9], ['12,00', 125, 150, 0.9]]]);
    expect(codesByLookAlike([details])[0]!.lines.flatMap((l) => l.words.map((w) => w.text))).toContain('CHE');
    // Another statement's currency code is a code, not a misread one.
    const eur = statement(CLEAN.map((r, i) => (i === 3 ? { ...r, code: 'EUR' } : r)));
    expect(codesByLookAlike([eur])[0]!.lines.flatMap((l) => l.words.map((w) => w.text))).toContain('-EUR');
  });

  it('changes nothing where the code is not printed cleanly before figures often enough', () => {
    const few = ocrPage([
      [['CHF', 433, 449, 0.9], ['1.656,49', 452, 490, 0.9], ['-CHE', 512, 532, 0.8], ['43,51', 536, 560, 0.9]],
      [['CHF', 433, 449, 0.9], ['1.585,43', 452, 490, 0.9], ['-CHF', 512, 532, 0.8], ['71,06', 536, 560, 0.9]],
    ]);
    expect(codesByLookAlike([few])).toEqual([few]);
  });
});
