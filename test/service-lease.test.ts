/**
 * The embedded store over time: a worker that stops beating (hung, not dead) is stopped after hungSeconds, its lease
 * runs out and another attempt completes the statement (a slot that hangs on purpose); and a data folder made by an
 * older schema migrates forward.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { StatementService } from '../src/service/service.js';
import { inlineSlots } from '../src/service/inline-runner.js';
import { WorkerLostError, type RunResult, type SlotFactory } from '../src/service/runner.js';
import { openPglite } from '../src/service/db.js';
import { MIGRATIONS, migrate } from '../src/service/schema.js';
import { getStatementRow } from '../src/service/store.js';

const inner = inlineSlots();
let hung = 0;
const closed: string[] = [];
/** The first statement run hangs without a beat until its slot is closed; every later run reads normally. */
const slots: SlotFactory = (i) => {
  const s = inner(i);
  let hangingSince: number | undefined;
  let abandon: ((e: Error) => void) | undefined;
  return {
    label: `hanging-${i}`,
    ready: () => s.ready(),
    // Alive like an inline slot (it beats whenever this process runs), except while it hangs.
    lastBeat: () => hangingSince ?? Date.now(),
    async run(req, signal): Promise<RunResult> {
      if (hung++ === 0) {
        hangingSince = Date.now();
        return new Promise((_, reject) => (abandon = reject));
      }
      return s.run(req, signal);
    },
    async close() {
      closed.push(`hanging-${i}`);
      abandon?.(new WorkerLostError('closed while hung'));
      abandon = undefined;
      hangingSince = undefined;
    },
  };
};

let dataDir: string | undefined;
let svc: StatementService | undefined;
afterAll(async () => {
  await svc?.close();
  await inner.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('a hung worker is stopped, its lease runs out, and the next attempt completes the statement', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'se-lease-'));
  const log: string[] = [];
  svc = await StatementService.open({ dataDir, workers: 2, slots, leaseSeconds: 1, hungSeconds: 1, pollMs: 50, log: (l) => log.push(l) });
  await svc.createKey('acme');
  const t = await svc.tenant('acme');
  const sample = new Uint8Array(await readFile(join(resolve(import.meta.dirname, '..'), 'samples', 'sample-statement.pdf')));
  const up = await svc.upload(t, { bytes: sample, filename: 'a.pdf' });
  let st = await svc.get(t, up.id);
  const end = Date.now() + 60_000;
  while (st.status !== 'completed' && st.status !== 'failed' && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    st = await svc.get(t, up.id);
  }
  expect(st.status).toBe('completed');
  expect(closed).toHaveLength(1);
  expect(log.some((l) => l.includes(`stopped beating on ${up.id}`))).toBe(true);
  expect(log.some((l) => l.includes(`lease expired: ${up.id} queued again`))).toBe(true);
  const job = (await svc.db.query<{ attempts: number; state: string }>(`SELECT attempts, state FROM jobs WHERE statement_id = $1`, [up.id])).rows[0];
  expect(job).toEqual({ attempts: 2, state: 'done' });
});

it('a data folder made by an older release migrates forward with its rows intact', async () => {
  const oldResult = { bank_name: 'Old Bank', opening_balance: 10.5, transactions: [{ date: '2024-01-02', description: 'Café ☕ "quoted"', debit: 1.25, credit: 0 }] };
  const dir = await mkdtemp(join(tmpdir(), 'se-migrate-'));
  try {
    let db = await openPglite(dir);
    expect(await migrate(db, MIGRATIONS.slice(0, 1))).toEqual([1]);
    await db.query(`INSERT INTO tenants (id, plan) VALUES ('acme', 'free')`);
    await db.query(
      `INSERT INTO statements (id, tenant_id, filename, status, page_count, digital_pages, scanned_pages, size_bytes, estimated_seconds, result)
       VALUES ('00000000-0000-4000-8000-000000000001', 'acme', 'old.pdf', 'completed', 1, 1, 0, 10, 1, $1)`,
      [JSON.stringify(oldResult)],
    );
    await db.close();
    db = await openPglite(dir);
    expect(await migrate(db)).toEqual(MIGRATIONS.slice(1).map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    const row = (await db.query<{ filename: string; idempotency_key: string | null }>(`SELECT filename, idempotency_key FROM statements`)).rows;
    expect(row).toEqual([{ filename: 'old.pdf', idempotency_key: null }]);
    // Version 1 kept results as jsonb, version 3 as text: a result written before reads back the same.
    expect((await getStatementRow(db, 'acme', '00000000-0000-4000-8000-000000000001'))?.result).toEqual(oldResult);
    await db.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
