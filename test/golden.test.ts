/**
 * Golden tests: extract every generated fixture (fixtures/out/, written by global-setup) and compare with its golden
 * JSON field by field. Failures print which fixture, which row, which field, expected vs got.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../src/index.js';
import type { Statement } from '../src/types.js';
import type { Golden } from '../fixtures/generator/model.js';
import { FIXTURE_DIR } from './global-setup.js';

const goldens: Golden[] = readdirSync(FIXTURE_DIR)
  .filter((f) => f.endsWith('.golden.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(FIXTURE_DIR, f), 'utf8')) as Golden);

const extracted = new Map<string, Statement>();

async function get(g: Golden): Promise<Statement> {
  let st = extracted.get(g.id);
  if (!st) {
    st = await extract(new Uint8Array(readFileSync(join(FIXTURE_DIR, `${g.id}.pdf`))));
    extracted.set(g.id, st);
  }
  return st;
}

const cents = (n: number | null | undefined) => (n === null || n === undefined ? n : Math.round(n * 100));
const show = (v: unknown) => JSON.stringify(v);

function compare(g: Golden, st: Statement): string[] {
  const d: string[] = [];
  const field = (name: string, want: unknown, got: unknown) => {
    if (want !== got) d.push(`  ${name}: expected ${show(want)}, got ${show(got)}`);
  };
  if (!st.bank_name || !st.bank_name.toLowerCase().includes(g.bank_name.toLowerCase())) {
    d.push(`  bank_name: expected (contains) ${show(g.bank_name)}, got ${show(st.bank_name)}`);
  }
  field('account_type', g.account_type, st.account_type);
  field('currency', g.currency, st.currency);
  field('opening_balance', cents(g.opening_balance), cents(st.opening_balance));
  field('closing_balance', cents(g.closing_balance), cents(st.closing_balance));
  field('transaction count', g.transactions.length, st.transactions.length);
  // A statement that prints no closing balance and no totals can chain perfectly and still have lost its last rows.
  field('reconciliation.status', g.quirks.includes('closing_not_printed') ? 'unverifiable' : 'reconciled', st.reconciliation?.status);
  if (g.quirks.includes('closing_not_printed')) field('reconciliation.chain_ok', true, st.reconciliation?.chain_ok);
  const n = Math.min(g.transactions.length, st.transactions.length);
  for (let i = 0; i < n; i++) {
    const w = g.transactions[i];
    const t = st.transactions[i];
    const row: string[] = [];
    const f = (name: string, want: unknown, got: unknown) => {
      if (want !== got) row.push(`${name}: expected ${show(want)}, got ${show(got)}`);
    };
    f('date', w.date, t.date);
    f('value_date', w.value_date, t.value_date);
    f('description', w.description, t.description);
    f('debit', cents(w.debit), cents(t.debit));
    f('credit', cents(w.credit), cents(t.credit));
    f('balance', cents(w.balance), cents(t.balance));
    f('reference', w.reference, t.reference);
    f('page_number', w.page_number, t.page_number);
    if (row.length) d.push(`  row ${i} (page ${w.page_number}, ${show(w.description)}):\n    ${row.join('\n    ')}`);
  }
  return d;
}

describe('golden fixtures', () => {
  it.each(goldens.map((g) => [g.id, g] as const))('%s matches its golden', async (_id, g) => {
    const st = await get(g);
    const diffs = compare(g, st);
    if (diffs.length) {
      const shown = diffs.slice(0, 40);
      if (diffs.length > shown.length) shown.push(`  ... ${diffs.length - shown.length} more`);
      throw new Error(`${g.id} (${g.layout}, ${g.country}): ${diffs.length} difference(s)\n${shown.join('\n')}`);
    }
    expect(diffs).toEqual([]);
  });

  it('categorises at least 90% of all fixture rows correctly', async () => {
    let total = 0;
    let right = 0;
    const wrong = new Map<string, number>();
    for (const g of goldens) {
      const st = await get(g);
      g.transactions.forEach((w, i) => {
        total++;
        const got = st.transactions[i]?.category;
        if (got === w.category) right++;
        else {
          const k = `${w.category} -> ${got ?? 'missing'} (${w.description})`;
          wrong.set(k, (wrong.get(k) ?? 0) + 1);
        }
      });
    }
    const acc = total ? right / total : 0;
    if (acc < 0.9) {
      const top = [...wrong.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, n]) => `  ${n} x ${k}`);
      throw new Error(`category accuracy ${(acc * 100).toFixed(1)}% (${right}/${total}) < 90%; most frequent misses:\n${top.join('\n')}`);
    }
    expect(acc).toBeGreaterThanOrEqual(0.9);
  });
});
