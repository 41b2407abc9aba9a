/**
 * Every reading the interpretation search builds allocates over all of a statement's rows, and on a long statement
 * what it allocates outlives the young collections (bench/README.md, issue 15, fourteenth session). A reading keeps
 * its per-row bookkeeping in lists beside its transactions, not in Maps keyed by them, and gathers every date of the
 * statement into one list only where it has to decide the date order itself.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildTransactions } from '../src/normalize/build-transactions.js';
import type { LayoutResult, RawRow } from '../src/types.js';

const ROWS = 200;

/** ROWS rows over a few days, in two tables (sections printed apart), each with its balance. */
function layout(): LayoutResult {
  const rows: RawRow[] = [];
  let balance = 10_000;
  for (let i = 0; i < ROWS; i++) {
    balance -= 1.25;
    rows.push({
      page_number: 1 + Math.floor(i / 40),
      dates: [`0${1 + Math.floor(i / 50)}/03/2024`],
      description: [`SHOP ${i}`],
      debit: '1.25',
      balance: balance.toFixed(2),
      table: i < ROWS / 2 ? 0 : 1,
      confidence: 1,
    });
  }
  return { rows, summary: { opening_balance: '10,000.00', period_start: '01/03/2024', period_end: '31/03/2024' }, bank_name: null, parser: 'generic', warnings: [] };
}

/** Counts calls of a prototype's method until restored; `seen` is handed each receiver. */
const counted = <K extends 'set' | 'flat'>(proto: { [k in K]: (...a: never[]) => unknown }, name: K, seen: (self: unknown) => void = () => {}) => {
  const original = proto[name];
  const calls = { n: 0, restore: () => void (proto[name] = original) };
  proto[name] = function (this: unknown, ...args: never[]) {
    calls.n++;
    const out = original.apply(this, args);
    seen(this);
    return out;
  } as (typeof proto)[K];
  return calls;
};

describe('a reading built over every row', () => {
  let restore: (() => void)[] = [];
  afterEach(() => {
    for (const r of restore) r();
    restore = [];
  });

  it('keeps no Map entry per row (the table each row was read in is a list beside the transactions)', () => {
    const l = layout();
    buildTransactions(l, {}, null, { date_order: 'DMY' }); // the rows' shared parts are made once, by the first reading
    let largest = 0;
    const sets = counted(Map.prototype as unknown as { set: (...a: never[]) => unknown }, 'set', (m) => (largest = Math.max(largest, (m as Map<unknown, unknown>).size)));
    restore.push(sets.restore);
    const built = buildTransactions(l, {}, null, { date_order: 'DMY', account_type: 'credit_card', balance_sense: -1 });
    sets.restore();
    expect(built.transactions).toHaveLength(ROWS);
    expect(sets.n).toBeGreaterThan(0);
    // Keyed by the days the rows share and the pages they print on, not by the rows.
    expect(largest).toBeLessThan(ROWS / 4);
  });

  it('lists all the dates only where the date order is not pinned (a printed period dates the years)', () => {
    const l = layout();
    // The longest list flattened (OCR date doubts flatten a few days' rows at a time).
    let longest = 0;
    const flats = counted(Array.prototype as unknown as { flat: (...a: never[]) => unknown }, 'flat', (a) => (longest = Math.max(longest, (a as unknown[]).length)));
    restore.push(flats.restore);
    const pinned = buildTransactions(l, {}, null, { date_order: 'DMY' });
    expect(longest).toBeLessThan(ROWS);
    const open = buildTransactions(l, {}, null, {});
    expect(longest).toBe(ROWS);
    flats.restore();
    expect(open.dateOrder).toBe('DMY');
    expect(open.transactions).toEqual(pinned.transactions);
  });
});
