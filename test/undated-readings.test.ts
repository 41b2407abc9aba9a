/**
 * The interpretation search does not build a reading that undated rows alone make lose (bench/README.md, issue 15:
 * every reading built in full leaves a long statement's rows in the old generation): the count it decides by is the
 * count buildTransactions would give, and such readings are still counted as candidates.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildTransactions, undatedRows } from '../src/normalize/build-transactions.js';
import { interpret } from '../src/interpret/search.js';
import { page, right } from './support/text-page.js';

vi.mock('../src/normalize/build-transactions.js', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../src/normalize/build-transactions.js')>();
  return { ...mod, buildTransactions: vi.fn(mod.buildTransactions) };
});

const DEBIT = 440;
const CREDIT = 500;
const BALANCE = 559;

function row(date: string, details: string, amount: [string, number], balance: string): [string, number, number][] {
  const out: [string, number, number][] = [[date, 36, 73]];
  let x = 104;
  for (const w of details.split(' ')) {
    out.push([w, x, x + 4.5 * w.length]);
    x += 4.5 * w.length + 2;
  }
  return [...out, right(amount[0], amount[1]), right(balance, BALANCE)];
}

/** Days past the 12th: read month first, most rows have no date. 31/04 does not exist and is kept on 30 April. */
const statement = () =>
  page([
    [['Date', 36, 53], ['Description', 104, 150], ['Debit', 418, 440], ['Credit', 476, 500], ['Balance', 525, 559]],
    row('02/04/2024', 'CARD PAYMENT CAFE', ['12.00', DEBIT], '988.00'),
    row('13/04/2024', 'SALARY ACME LTD', ['100.00', CREDIT], '1,088.00'),
    row('21/04/2024', 'GROCERY STORE', ['18.00', DEBIT], '1,070.00'),
    row('31/04/2024', 'BOOK SHOP', ['20.00', DEBIT], '1,050.00'),
    row('03/05/2024', 'RENT PAYMENT', ['500.00', DEBIT], '550.00'),
  ]);

describe('readings with more undated rows than the best two', () => {
  it('count their undated rows as buildTransactions does', () => {
    const { layout } = interpret([statement()]);
    for (const date_order of ['DMY', 'MDY'] as const) {
      const built = buildTransactions(layout, {}, null, { date_order });
      expect(undatedRows(layout, {}, null, { date_order })).toBe(built.evidence.undated);
    }
    expect(undatedRows(layout, {}, null, { date_order: 'MDY' })).toBe(3);
    expect(undatedRows(layout, {}, null, { date_order: 'DMY' })).toBe(0);
  });

  it('are counted as candidates but not built', () => {
    vi.mocked(buildTransactions).mockClear();
    const { built, interpretation } = interpret([statement()]);
    expect(built.transactions.map((t) => t.date)).toEqual(['2024-04-02', '2024-04-13', '2024-04-21', '2024-04-30', '2024-05-03']);
    expect(interpretation.date_order).toBe('DMY');
    // Bank and two card senses under each day-month order: the three month-first readings lose on undated rows.
    expect(interpretation.candidates).toBe(6);
    expect(vi.mocked(buildTransactions).mock.calls.map(([, , , pins]) => pins?.date_order)).toEqual(['DMY', 'DMY', 'DMY']);
    expect(interpretation.runner_up?.score[0]).toBe(0);
  });
});
