/**
 * Rows written as running text (fixtures/generator/random/flowed.ts; layout/flowed-rows.ts): each row's cells a
 * space apart from the table's left edge, its figures wherever its details end, the header's labels over nothing.
 * The parser sets such rows' trailing figures (and dates printed after the details) into columns of their own and
 * reads the table as one of columns; a table of columns is never taken for one.
 */
import { describe, expect, it } from 'vitest';
import { drawSpec, randomStatement, type Spec } from '../fixtures/generator/random/index.js';
import { extract } from '../src/index.js';
import { scoreStatement } from '../bench/random-score.mjs';
import { isFlowed } from '../src/layout/flowed-figures.js';
import type { PageText } from '../src/types.js';
import { toLine } from '../src/text/group-lines.js';

/** The first seed from 5000 whose statement draws the family and `want`, in a currency with cents, without the families that add columns of their own. */
function seedFor(want: (s: Spec) => boolean): number {
  for (let seed = 5000; seed < 9000; seed++) {
    const s = drawSpec(seed);
    if (s.flowed && !s.currency.whole && !s.accounts && !s.dayBalances && !s.codes && !s.dirWords && s.drawing.jitter === 0 && want(s)) return seed;
  }
  throw new Error('no seed draws the family');
}

const cases: [string, (s: Spec) => boolean][] = [
  ['broken between words, signed amounts and balances', (s) => s.flowed!.breakAt === 'words' && s.moneyMode === 'signed' && s.balance === 'all' && s.columns[0] === 'date'],
  ['broken between cells, a debit and a credit column (one empty in each row)', (s) => s.flowed!.breakAt === 'cells' && s.moneyMode === 'dc' && s.columns[0] === 'date'],
  ['the balance run over onto a line of its own', (s) => s.flowed!.width === 0.7 && s.balance === 'all' && s.moneyMode === 'marker' && s.columns[0] === 'date'],
  ['dates after the details', (s) => s.columns[0] !== 'date' && s.balance === 'none'],
  ['the balance before the amount', (s) => s.columns.indexOf('balance') >= 0 && s.columns.indexOf('balance') < s.columns.indexOf('amount')],
  ['the balance before a debit and a credit column', (s) => s.moneyMode === 'dc' && s.columns.indexOf('balance') >= 0 && s.columns.indexOf('balance') < s.columns.indexOf('debit')],
  ['amounts abroad in the details', (s) => s.strayWords && s.balance === 'all' && s.moneyMode !== 'dc'],
];

describe('rows written as running text', () => {
  it('is drawn from a generator of its own and left out on request', () => {
    const seed = seedFor(() => true);
    expect(drawSpec(seed).flowed).toBeDefined();
    expect(drawSpec(seed, { flowed: false }).flowed).toBeUndefined();
  });

  it.each(cases)('%s: every row read right', async (_name, want) => {
    const seed = seedFor(want);
    const { pdf, golden } = await randomStatement(seed, { plainDrawing: true });
    const st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
    const score = scoreStatement(golden, st);
    expect({ seed, f1: score.f1, wrong: score.wrong }).toEqual({ seed, f1: 1, wrong: false });
  });

  it('a direction word before the figures, dates after the details (random 1024310: reconciled with its dates wrong before)', async () => {
    const seed = 1024310;
    const spec = drawSpec(seed);
    expect([spec.flowed !== undefined, spec.dirWords?.place, spec.columns[0]]).toEqual([true, 'beforeAmount', 'desc']);
    const { pdf, golden } = await randomStatement(seed);
    const st = await extract(new Uint8Array(pdf), { ocr: { enabled: false } });
    const score = scoreStatement(golden, st);
    expect({ f1: score.f1, wrong: score.wrong, status: st.reconciliation.status }).toEqual({ f1: 1, wrong: false, status: 'reconciled' });
  });

  const word = (text: string, x0: number, y: number) => ({ text, x0, x1: x0 + text.length * 4.5, y0: y, y1: y + 8, confidence: 1, size: 8 });
  const page = (rows: string[][], at: (cells: string[], i: number) => number[]): PageText[] => [
    {
      page_number: 1, width: 595, height: 842, type: 'digital', source: 'text',
      lines: rows.map((cells, i) => toLine(cells.map((c, k) => word(c, at(cells, i)[k]!, 100 + i * 12)), 1)),
    },
  ];
  const rows = Array.from({ length: 10 }, (_, i) => [`0${(i % 9) + 1}.03.2024`, 'CARD', `SHOP${'X'.repeat(i % 5)}`, `${10 + i},50`, `${900 - i * 7},25`]);
  it('tells running text from a table of columns by where the figures stand', () => {
    // Running text: each word a space after the one before it.
    const flowed = page(rows, (cells) => cells.reduce<number[]>((xs, c, k) => [...xs, k ? xs[k - 1]! + cells[k - 1]!.length * 4.5 + 2.5 : 36], []));
    // The same rows in columns: the figures right-aligned at two edges.
    const columns = page(rows, (cells) => [36, 90, 120, 400 - cells[3]!.length * 4.5, 480 - cells[4]!.length * 4.5]);
    expect(isFlowed(flowed, {})).toBe(true);
    expect(isFlowed(columns, {})).toBe(false);
  });
});
