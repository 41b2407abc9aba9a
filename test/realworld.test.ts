/**
 * Real public statements from ../shared/realworld (not part of this repository: their licences vary). The test
 * skips, with a message, when that folder is absent. Scanned cases are scored by bench/ and the OCR tests; here
 * the digital ones are held to the thresholds of issue 2.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract, isStatementError, type Statement } from '../src/index.js';

const dir = resolve(import.meta.dirname, '..', '..', 'shared', 'realworld');
const present = existsSync(dir);
if (!present) console.warn(`realworld tests skipped: ${dir} is absent`);

interface Case {
  id: string;
  pdf: string;
  kind: 'digital' | 'scanned';
  complete: boolean;
  reconcilable: boolean;
  account_type: string | null;
  opening_balance: number | null;
  closing_balance: number | null;
  balance_alternatives?: [number, number][];
  expect_error?: boolean;
  transactions: { date: string; debit: number; credit: number; optional?: boolean; date_optional?: boolean }[];
}

const cases: Case[] = present
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.expected.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Case)
      .filter((c) => c.kind === 'digital')
  : [];

const cents = (n: number) => Math.round(n * 100);

/** Strict matches as the shared scorer counts them: same date and same signed amount, each row used once. */
function matches(c: Case, st: Statement): { tp: number; exp: number; out: number } {
  const out = st.transactions.map((t) => ({ date: t.date, amt: cents(t.credit - t.debit), used: false }));
  let tp = 0;
  let exp = 0;
  for (const e of c.transactions) {
    if (e.optional) continue;
    if (cents(e.credit - e.debit) === 0) continue;
    exp++;
    const m = out.find((o) => !o.used && o.amt === cents(e.credit - e.debit) && (e.date_optional || o.date === e.date));
    if (m) {
      m.used = true;
      tp++;
    }
  }
  return { tp, exp, out: out.filter((o) => o.amt !== 0).length };
}

function balanceOk(expected: number | null, got: number | null, alts: number[], card: boolean): boolean | null {
  if (expected === null) return null;
  if (got === null) return false;
  return [expected, ...alts].some((v) => Math.abs(got - v) < 0.005 || (card && Math.abs(got + v) < 0.005));
}

describe.skipIf(!present)('real-world digital statements (../shared/realworld)', () => {
  it('meet the issue-2 thresholds: F1 >= 0.95, balances >= 90%, reconciled >= 90%, bad input typed', { timeout: 300_000 }, async () => {
    let tp = 0;
    let exp = 0;
    let out = 0;
    const bal: boolean[] = [];
    const rec: boolean[] = [];
    const report: string[] = [];
    for (const c of cases) {
      const file = join(dir, c.pdf);
      if (c.expect_error) {
        const err = await extract(file).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(isStatementError(err), `${c.id} should fail with a typed error`).toBe(true);
        continue;
      }
      const st = await extract(file);
      if (c.complete) {
        const m = matches(c, st);
        tp += m.tp;
        exp += m.exp;
        out += m.out;
        if (m.tp < m.exp || m.out > m.tp) report.push(`${c.id}: ${m.tp}/${m.exp} matched, ${m.out} output`);
      }
      const card = c.account_type === 'credit_card';
      const alts = c.balance_alternatives ?? [];
      for (const ok of [
        balanceOk(c.opening_balance, st.opening_balance, alts.map((a) => a[0]), card),
        balanceOk(c.closing_balance, st.closing_balance, alts.map((a) => a[1]), card),
      ])
        if (ok !== null) bal.push(ok);
      if (c.reconcilable) {
        rec.push(st.reconciliation.status === 'reconciled');
        if (st.reconciliation.status !== 'reconciled') report.push(`${c.id}: ${st.reconciliation.status} ${st.reconciliation.notes.join('; ')}`);
      }
    }
    const precision = tp / out;
    const recall = tp / exp;
    const f1 = (2 * precision * recall) / (precision + recall);
    const balRate = bal.filter(Boolean).length / bal.length;
    const recRate = rec.filter(Boolean).length / rec.length;
    console.log(`realworld digital: F1=${f1.toFixed(3)} P=${precision.toFixed(3)} R=${recall.toFixed(3)} balances=${balRate.toFixed(2)} reconciled=${rec.filter(Boolean).length}/${rec.length}\n  ${report.join('\n  ')}`);
    expect(f1).toBeGreaterThanOrEqual(0.95);
    expect(balRate).toBeGreaterThanOrEqual(0.9);
    expect(recRate).toBeGreaterThanOrEqual(0.9);
  });
});
