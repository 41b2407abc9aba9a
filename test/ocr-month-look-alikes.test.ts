/**
 * A statement that prints its dates with the month's name, scanned at 150 DPI (fresh random scan 11470, "dd-MON-yy" in
 * Portuguese): OCR read a digit for a letter of the name ("15-0UT-23", "12-:0UT-23", the separator garbled too). The
 * word read as no date, each such row took the date of the row above, and the statement reconciled with rows on the
 * wrong day. The statement's own clean dates say which names it prints: a word of their shape whose month part, its
 * digits read as the letters they look like, is one of those names is that date.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { monthsByLookAlike } from '../src/text/month-look-alikes.js';
import { ocrPage } from './support/ocr-page.js';

const row = (date: string, details: string, amount: string, balance: string): [string, number, number, number?][] => [
  [date, 37, 80, 0.8],
  [details, 95, 180, 0.9],
  [amount, 440, 470, 0.9],
  [balance, 528, 560, 0.9],
];

const statement = (dates: string[]) =>
  ocrPage([
    [['Saldo', 36, 60], ['anterior', 63, 100], ['1.000,00', 528, 560]],
    [['Data', 36, 56], ['Descricao', 95, 140], ['Valor', 440, 470], ['Saldo', 528, 560]],
    row(dates[0]!, 'PIX RECEBIDO', '100,00', '1.100,00'),
    row(dates[1]!, 'COMPRA CARTAO', '-20,00', '1.080,00'),
    row(dates[2]!, 'PAGTO CONTA LUZ', '-30,00', '1.050,00'),
    row(dates[3]!, 'PIX RECEBIDO', '50,00', '1.100,00'),
    row(dates[4]!, 'COMPRA CARTAO', '-10,00', '1.090,00'),
    [['Saldo', 36, 60], ['final', 63, 90], ['1.090,00', 528, 560]],
  ]);

describe('OCR: a month name read with a digit for a letter', () => {
  it('is the month the statement\'s clean dates print, written as they are', () => {
    const page = statement(['10-OUT-23', '12-:0UT-23', '14-OUT-23', '15-0UT-23', '16-OUT-23']);
    const [read] = monthsByLookAlike([page]);
    expect(read!.lines.map((l) => l.words[0]!.text).filter((t) => /\d-/.test(t))).toEqual(['10-OUT-23', '12-OUT-23', '14-OUT-23', '15-OUT-23', '16-OUT-23']);
    expect(page.lines.some((l) => l.words[0]!.text === '15-0UT-23')).toBe(true);
    const { built } = interpret([read!]);
    expect(built.transactions.map((t) => t.date)).toEqual(['2023-10-10', '2023-10-12', '2023-10-14', '2023-10-15', '2023-10-16']);
  });

  it('leaves a word alone whose month part is no name the statement prints', () => {
    const page = statement(['10-OUT-23', '12-0CT-23', '14-OUT-23', '15-0UT-23', '16-OUT-23']);
    const [read] = monthsByLookAlike([page]);
    expect(read!.lines.map((l) => l.words[0]!.text).filter((t) => /\d-/.test(t))).toEqual(['10-OUT-23', '12-0CT-23', '14-OUT-23', '15-OUT-23', '16-OUT-23']);
  });

  it('reads nothing without enough clean dates to learn from', () => {
    const page = statement(['10-OUT-23', '12-0UT-23', '14-0UT-23', '15-0UT-23', '16-OUT-23']);
    expect(monthsByLookAlike([page])).toEqual([page]);
  });
});
