/**
 * Text drawn the ways statement producers draw it, not only pdfkit's way (fixtures/generator/random/drawing.ts):
 * a fixed-width report in Courier, whose one space inside an amount is as wide as a digit, bold faked by drawing
 * the same text twice a fraction of a point apart, and glyphs placed one by one a little off, where pdf.js writes a
 * space inside a figure.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { groupLines } from '../src/text/group-lines.js';
import { withoutOverprints } from '../src/text/overprint.js';
import { figureRun } from '../src/text/split-figures.js';
import { matchDateAt } from '../src/normalize/date-token.js';
import type { PageText, Word } from '../src/types.js';

const SIZE = 6.8;
/** A fixed-width font: every character 0.6 em in Courier, 0.602 in DejaVu Sans Mono (pdf.js's gaps land on either side of 0.6). */
const PITCH = SIZE * 0.602;

/** A fixed-width line: each string at its character column, split into words at spaces as pdf.js gives them. */
function monoLine(cells: [string, number][], y: number): Word[] {
  const out: Word[] = [];
  for (const [text, col] of cells) {
    let at = col;
    for (const part of text.split(' ')) {
      if (part) out.push({ text: part, x0: at * PITCH, x1: (at + part.length) * PITCH, y0: y, y1: y + SIZE, size: SIZE });
      at += part.length + 1;
    }
  }
  return out;
}

const page = (words: Word[]): PageText => ({ page_number: 1, width: 595, height: 842, type: 'digital', source: 'text', lines: groupLines(words, 1) });

describe('text as producers draw it', () => {
  it('reads an amount grouped by one Courier space as one figure', () => {
    const words = [
      ...monoLine([['Data operacji', 9], ['Opis', 27], ['Kwota', 113], ['Saldo', 128]], 150),
      ...monoLine([['2023-07-01', 9], ['WYPLATA Z BANKOMATU', 27], ['(1 770,06)', 108], ['7 697,98', 129]], 164),
      ...monoLine([['2023-07-02', 9], ['ZAKUP BIEDRONKA', 27], ['(263,13)', 110], ['7 434,85', 129]], 178),
    ];
    const rows = parseGeneric([page(words)]).rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount, r.balance])).toEqual([
      ['WYPLATA Z BANKOMATU', '(1 770,06)', '7 697,98'],
      ['ZAKUP BIEDRONKA', '(263,13)', '7 434,85'],
    ]);
  });

  it('keeps a currency sign one Courier space after its figure with the figure', () => {
    const words = [
      ...monoLine([['Date', 9], ['Details', 21], ['Amount', 70]], 150),
      ...monoLine([['01.01.2024', 9], ['EFTPOS Countdown', 21], ['120,40 $-', 67]], 164),
      ...monoLine([['02.01.2024', 9], ['Salary', 21], ['2.987,75 $', 66]], 178),
    ];
    const rows = parseGeneric([page(words)]).rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount])).toEqual([
      ['EFTPOS Countdown', '120,40 $-'],
      ['Salary', '2.987,75 $'],
    ]);
  });

  it('keeps a mark one Courier space after a figure with a currency prefix with the figure', () => {
    const words = [
      ...monoLine([['Date', 9], ['Details', 21], ['Amount', 64], ['Balance', 82]], 150),
      ...monoLine([['13/09/2023', 9], ['UPI/AMAZON PAY', 21], ['Rs.8,046.42 (Dr)', 54], ['Rs.59,977.65', 78]], 164),
      ...monoLine([['14/09/2023', 9], ['SALARY', 21], ['Rs.2,116.67 (Cr)', 54], ['Rs.62,094.32', 78]], 178),
    ];
    const rows = parseGeneric([page(words)]).rows;
    expect(rows.map((r) => [r.description.join(' '), r.amount, r.balance])).toEqual([
      ['UPI/AMAZON PAY', 'Rs.8,046.42 (Dr)', 'Rs.59,977.65'],
      ['SALARY', 'Rs.2,116.67 (Cr)', 'Rs.62,094.32'],
    ]);
  });

  it('drops the copies of fake bold text, a fraction of a point apart, and keeps words printed twice elsewhere', () => {
    const w = (text: string, x0: number, y: number): Word => ({ text, x0, x1: x0 + text.length * 4, y0: y, y1: y + 8, size: 8 });
    const words = [w('Date', 36, 100), w('Date', 36.3, 100), w('Date', 36.6, 100.2), w('Amount', 400, 100), w('Amount', 400.4, 100), w('Date', 36, 112), w('12.50', 400, 112), w('12.50', 400, 124)];
    expect(withoutOverprints(words).map((x) => `${x.text}@${x.x0},${x.y0}`)).toEqual(['Date@36,100', 'Amount@400,100', 'Date@36,112', '12.50@400,112', '12.50@400,124']);
  });

  it('joins the pieces of a figure pdf.js broke with a space, only when a piece is no figure by itself', () => {
    const run = (...pieces: string[]) => figureRun(pieces, 0);
    expect(run('3.6', '37,58', 'Cr')).toBe(2);
    expect(run('2', ',07')).toBe(2);
    expect(run('2.442,4', '3')).toBe(2);
    expect(run('09', '/05/', '2024', 'CARD')).toBe(3);
    expect(run('12', '/07/2025')).toBe(2);
    expect(run('1', '3/01/2023')).toBe(2);
    expect(run('08.01.20', '23', 'CARD')).toBe(2);
    expect(run('08.01.20', '231')).toBe(1);
    expect(run('4', '1/01/2023')).toBe(1);
    // Two whole figures stay two: a space-grouped amount is read by the layout, a reference stays text.
    expect(run('51', '3.22')).toBe(1);
    expect(run('1', '234,56')).toBe(1);
    expect(run('433', '063')).toBe(1);
    expect(run('9', '157')).toBe(1);
    expect(run('STATION', '9')).toBe(1);
    expect(run('3.6', 'kr')).toBe(1);
    // A comma before a space is prose unless cents follow.
    expect(run('5,', '411', '19')).toBe(1);
    expect(run('1,', '234.56')).toBe(2);
  });

  it('reads a month name pdf.js broke with a space, when no piece of it is a month by itself', () => {
    const at = (...words: string[]) => {
      const m = matchDateAt(words, 0);
      return m && { used: m.used, day: m.date.a, month: m.date.month, year: m.date.year };
    };
    expect(at('9', 'ma', 'r', '2024', 'CARD')).toEqual({ used: 4, day: 9, month: 3, year: 2024 });
    expect(at('1', 'F', 'eb', 'TESCO')).toEqual({ used: 3, day: 1, month: 2, year: undefined });
    expect(at('12', 'Feb', 'CARD')).toEqual({ used: 2, day: 12, month: 2, year: undefined });
    expect(at('3', 'AB', 'C', 'LTD')).toEqual(undefined);
  });
});
