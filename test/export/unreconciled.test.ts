/**
 * Statements that do not reconcile and the formats whose balances readers check (mt940, camt053, qbo): refused with
 * EXPORT_FAILED unless allowUnreconciled is set. Also SOURCE_DATE_EPOCH for generated timestamps.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILTIN_FORMATS, exportStatement } from '../../src/export/index.js';
import type { Statement } from '../../src/types.js';
import { bankOverdraft, creditCard, noBalances } from './statements.js';

const require = createRequire(import.meta.url);
const mt940js = require('mt940js') as { Parser: new () => { parse(text: string): unknown[] } };

const BALANCE_FORMATS = ['mt940', 'camt053', 'qbo'] as const;

/** bankOverdraft with its printed closing balance off by 10.00: the rows no longer add up to it. */
function offByTen(): Statement {
  const s = structuredClone(bankOverdraft);
  s.closing_balance = s.closing_balance! + 10;
  s.reconciliation = { ...s.reconciliation, status: 'discrepancy', totals_match: false, difference: 10 };
  return s;
}

describe('a statement that does not add up', () => {
  it.each(BALANCE_FORMATS)('%s: EXPORT_FAILED saying why and how to override', async (format) => {
    const err = await exportStatement(offByTen(), format).then(() => null, (e: unknown) => e);
    expect(err).toMatchObject({ name: 'StatementError', code: 'EXPORT_FAILED' });
    expect((err as Error).message).toMatch(new RegExp(`^${format}: the statement does not reconcile \\(opening .* != closing .*\\).*allowUnreconciled`));
  });

  it('the other formats still write it (they carry no balance a reader checks, or carry the status)', async () => {
    for (const format of BUILTIN_FORMATS.filter((f) => !(BALANCE_FORMATS as readonly string[]).includes(f))) {
      await expect(exportStatement(offByTen(), format)).resolves.toHaveProperty('data');
    }
  });

  it('allowUnreconciled writes it as printed, with a warning; a strict reader (mt940js) then rejects it', async () => {
    for (const format of BALANCE_FORMATS) {
      const r = await exportStatement(offByTen(), format, { allowUnreconciled: true });
      expect(r.warnings.some((w) => w.startsWith(`${format}: the statement does not reconcile`))).toBe(true);
    }
    const mt = (await exportStatement(offByTen(), 'mt940', { allowUnreconciled: true })).data.toString('ascii');
    expect(() => new mt940js.Parser().parse(mt)).toThrow();
    // ...and reads the same statement when it adds up: the refusal is what stands between the two.
    expect(new mt940js.Parser().parse((await exportStatement(bankOverdraft, 'mt940')).data.toString('ascii'))).toHaveLength(1);
  });

  it('a discrepancy elsewhere (a chain break) with totals that add up is refused too', async () => {
    const s = structuredClone(bankOverdraft);
    s.reconciliation = { ...s.reconciliation, status: 'discrepancy', chain_ok: false };
    await expect(exportStatement(s, 'mt940')).rejects.toThrow(/its reconciliation status is discrepancy/);
  });

  it('reconciled and unverifiable statements (cards, no balances printed) are written', async () => {
    for (const s of [bankOverdraft, creditCard, noBalances]) {
      expect(['reconciled', 'unverifiable']).toContain(s.reconciliation.status);
      for (const format of BALANCE_FORMATS) await expect(exportStatement(s, format)).resolves.toHaveProperty('data');
    }
  });
});

describe('SOURCE_DATE_EPOCH', () => {
  const saved = process.env.SOURCE_DATE_EPOCH;
  afterEach(() => {
    if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = saved;
  });

  it('fixes camt CreDtTm, OFX DTSERVER and xml generated_at; two runs give the same bytes', async () => {
    process.env.SOURCE_DATE_EPOCH = '1700000000'; // 2023-11-14T22:13:20Z
    const camt = (await exportStatement(bankOverdraft, 'camt053')).data.toString('utf8');
    expect(camt.match(/<CreDtTm>[^<]*<\/CreDtTm>/g)).toEqual(['<CreDtTm>2023-11-14T22:13:20Z</CreDtTm>', '<CreDtTm>2023-11-14T22:13:20Z</CreDtTm>']);
    expect((await exportStatement(bankOverdraft, 'qbo')).data.toString('latin1')).toContain('<DTSERVER>20231114221320');
    expect((await exportStatement(bankOverdraft, 'xml')).data.toString('utf8')).toMatch(/<generated_at>2023-11-14T22:13:20(\.000)?Z<\/generated_at>/);
    await new Promise((r) => setTimeout(r, 1100));
    for (const f of ['camt053', 'qbo', 'xml'] as const) {
      expect((await exportStatement(bankOverdraft, f)).data.equals((await exportStatement(structuredClone(bankOverdraft), f)).data)).toBe(true);
    }
  });

  it('an explicit generatedAt wins; a malformed epoch is ignored with a warning', async () => {
    process.env.SOURCE_DATE_EPOCH = '1700000000';
    const r = await exportStatement(bankOverdraft, 'camt053', { generatedAt: new Date('2020-01-02T03:04:05Z') });
    expect(r.data.toString('utf8')).toContain('<CreDtTm>2020-01-02T03:04:05Z</CreDtTm>');
    process.env.SOURCE_DATE_EPOCH = 'yesterday';
    const bad = await exportStatement(bankOverdraft, 'camt053');
    expect(bad.warnings).toContain('SOURCE_DATE_EPOCH is not whole seconds since 1970 ("yesterday"): ignored, the current time is used');
    expect(bad.data.toString('utf8')).not.toContain('2023-11-14T22:13:20Z');
  });
});
