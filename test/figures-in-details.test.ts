/**
 * Figures a row's details print that are not its money, on random layouts the generator drew:
 * - a rate after the value date ("27.04.2024  15.75 % PIOTR ZIELINSKI", the second date stacked under the booking
 *   date): the figure right after the date was read as the amount of a row of its own (layouts with the details
 *   last), so every such line made a row (random 1018782: 8 rows too many, and the pending list after the table,
 *   no longer left out by the arithmetic, made the rest);
 * - a purchase abroad's original amount after the value date ("2 sep 2023  DKK 34,32 Koers 0,8129"): the count
 *   that tells stacked dates (stacked-dates.ts) took it for the line's figures, too few pairs were counted and half
 *   the value dates made rows (random 1018666: 22 rows too many);
 * - a lone "+" between a figure and the balance where only credits are marked and no header names a column of marks
 *   ("1.567,09  +  1.853,17"): read as details, the credit was lost (random 1018896).
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { readRandomCase } from './support/random-case.js';
import { right, textLayerPage } from './support/text-page.js';

describe('figures in the details', () => {
  it('a figure with a percent sign after it, after the date, is no amount', () => {
    const p = textLayerPage([
      [['27.04.2024', 59, 99], ['15.75', 183, 204], ['%', 208, 212], ['PIOTR', 216, 237], ['ZIELINSKI', 241, 279]],
      [['27.04.2024', 59, 99], ['15.75', 183, 204], ['PIOTR', 216, 237], ['ZIELINSKI', 241, 279]],
    ]);
    const [rate, amount] = p.lines.map((l) => splitLine(l, 2));
    expect(rate!.amounts).toEqual([]);
    expect(rate!.text.map((w) => w.text)).toEqual(['15.75', '%', 'PIOTR', 'ZIELINSKI']);
    // Without the sign it is the row's amount (a table printing its details last).
    expect(amount!.amounts.map((a) => a.amount.value)).toEqual([15.75]);
  });

  it('a lone plus between a figure and the balance, with no header, marks the figure a credit', () => {
    const p = textLayerPage([[['LUSOTEC', 86, 114], ['SISTEMAS', 118, 151], right('1.567,09', 453), ['+', 473, 477], right('1.853,17', 526)]]);
    const c = splitLine(p.lines[0]!, 2);
    expect(c.amounts.map((a) => a.amount.value)).toEqual([1567.09, 1853.17]);
    expect(c.amounts[0]!.amount.marker).toBe('CR');
    expect(c.text.map((w) => w.text)).toEqual(['LUSOTEC', 'SISTEMAS']);
  });

  it('so does one after the figure\'s currency (random 1024134: "66,97 CHF  +  3 931,88 CHF Cr", the balance read as the credit)', () => {
    const p = textLayerPage([[['01.05.24', 36, 67], ['976383', 103, 130], ['66,97', 413, 434], ['CHF', 439, 452], ['+', 475, 480], ['3', 498, 502], ['931,88', 506, 530], ['CHF', 534, 546], ['Cr', 550, 558]]]);
    const c = splitLine(p.lines[0]!, 2);
    expect(c.amounts.map((a) => [a.amount.value, a.amount.marker])).toEqual([[66.97, 'CR'], [3931.88, 'CR']]);
    expect(c.text.map((w) => w.text)).toEqual(['976383']);
  });

  // The status each reads to: `unverifiable` where the statement prints no opening or closing.
  for (const [seed, what, status = 'reconciled'] of [
    [1018782, 'rates after stacked value dates'],
    [1018666, 'foreign amounts after stacked value dates'],
    [1018896, 'a lone plus marking the one credit'],
    [1024134, 'a lone plus after the figure\'s currency', 'unverifiable'],
    // A purchase's original amount wrapped alone under its currency code, no header ("FATURA ODEME TURKCELL USD" over
    // "402,72"): taken for figures, it closed the row and the day's next row was lost without a word.
    [1019532, 'a foreign amount alone on its line'],
    // The same on the row's dated first line, the row's amount on its last ("01-APR-25  Huur CHF 916,92"), no header.
    [1019705, 'a foreign amount alone on a dated line', 'unverifiable'],
  ] as [number, string, string?][]) {
    it(`reads every row of random layout ${seed} (${what})`, async () => {
      const { st, counts, rows } = await readRandomCase(seed);
      expect(counts).toEqual([rows, 0, 0, 0]);
      expect(st.reconciliation.status).toBe(status);
    }, 60000);
  }
});

describe('a code column after the dates, the row\'s figures on a later line', () => {
  it('reads the code before the details as details where the page\'s rows print their money after them (never-used random 1021201)', async () => {
    // Whole amounts (rupiah), a three-digit code between the value date and the details ("968  KORTKOP SL ACCESS"):
    // read as the amount of a layout printing its details last, every row whose figures come on the next line
    // took its code for its amount.
    const { parseLayout } = await import('../src/layout/index.js');
    const p = textLayerPage([
      [['01', 36, 45], ['nov', 48, 62], ['01', 100, 109], ['nov', 112, 126], ['924', 137, 150], ['UTTAG', 190, 215], ['BANKOMAT', 218, 260], right('1.176.951', 420), right('53.699.649', 520)],
      [['02', 36, 45], ['nov', 48, 62], ['03', 100, 109], ['nov', 112, 126], ['399', 137, 150], ['SWISH', 190, 215], ['ERIK', 218, 240], right('815.290', 420), right('52.884.359', 520)],
      [['06', 36, 45], ['nov', 48, 62], ['09', 100, 109], ['nov', 112, 126], ['968', 137, 150], ['KORTKOP', 190, 225], ['SL', 228, 238], ['ACCESS', 241, 270]],
      [right('214.236', 420), right('52.670.123', 520)],
      [['STOCKHOLM', 190, 240]],
      [['11', 36, 45], ['nov', 48, 62], ['14', 100, 109], ['nov', 112, 126], ['968', 137, 150], ['KORTKOP', 190, 225], ['SL', 228, 238], ['ACCESS', 241, 270]],
      [right('597.218', 420), right('52.072.905', 520)],
    ]);
    const rows = parseLayout([p], {}, 'last').rows;
    expect(rows.map((r) => [r.dates[0], r.amount ?? r.debit ?? r.credit, r.balance])).toEqual([
      ['01 nov', '1176951.00', '53699649.00'],
      ['02 nov', '815290.00', '52884359.00'],
      ['06 nov', '214236.00', '52670123.00'],
      ['11 nov', '597218.00', '52072905.00'],
    ]);
  });
});
