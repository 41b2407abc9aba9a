/**
 * The same service on a real PostgreSQL server (Debian `postgresql`, started here in a temp folder): the one schema
 * migrates there too, and several `worker` processes share the queue, one of them killed mid-statement.
 * Skips with the reason when no PostgreSQL server can be started on this machine.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { StatementService } from '../src/service/service.js';
import { createHttpApp } from '../src/service/http/app.js';
import { inlineSlots } from '../src/service/inline-runner.js';
import { openPostgres } from '../src/service/db.js';
import { migrate } from '../src/service/schema.js';
import { claimJob, insertStatement } from '../src/service/store.js';
// @ts-expect-error plain JS helper of the benches: the project's own long-statement generator
import { makeDigitalStatement } from '../bench/make-digital.mjs';

const root = resolve(import.meta.dirname, '..');
const cli = join(root, 'dist', 'cli.js');
const run = promisify(execFile);

/** Starts a throwaway cluster; initdb refuses root, so as root it runs as the `postgres` user. */
async function startPostgres(): Promise<{ base: string; stop(): Promise<void> } | { skip: string }> {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const bin = versions.length ? join('/usr/lib/postgresql', versions[versions.length - 1]!, 'bin') : '';
  if (!bin || !existsSync(join(bin, 'initdb'))) return { skip: 'no PostgreSQL server binaries (Debian package postgresql, see .ci/apt-packages.txt)' };
  const dir = await mkdtemp(join(tmpdir(), 'se-pg-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const asRoot = process.getuid?.() === 0;
  const sh = (cmd: string): Promise<unknown> => (asRoot ? run('su', ['postgres', '-s', '/bin/sh', '-c', cmd]) : run('/bin/sh', ['-c', cmd]));
  try {
    if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
    await sh(`${bin}/initdb -D ${dir}/data --auth=trust -U postgres >/dev/null`);
    await sh(`${bin}/pg_ctl -D ${dir}/data -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off" -l ${dir}/log -w start >/dev/null`);
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    return { skip: `PostgreSQL could not start here: ${String((e as Error).message).split('\n')[0]}` };
  }
  return {
    base: `postgres://postgres@127.0.0.1:${port}`,
    async stop() {
      await sh(`${bin}/pg_ctl -D ${dir}/data -m immediate stop >/dev/null`).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const server = await startPostgres();
if ('skip' in server) console.warn(`[service-postgres] skipped: ${server.skip}`);
const started = 'base' in server ? server : undefined;
const children: ChildProcess[] = [];
let dbCount = 0;

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await started?.stop();
});

/** A fresh database per test, so tests share the server but never rows. */
async function freshDb(): Promise<string> {
  const name = `t${process.pid}_${++dbCount}`;
  const c = new pg.Client({ connectionString: `${started!.base}/postgres` });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  return `${started!.base}/${name}`;
}

function spawnCli(args: string[]): { proc: ChildProcess; lines: string[]; waitLine(re: RegExp, ms?: number): Promise<RegExpExecArray> } {
  const proc = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(proc);
  const lines: string[] = [];
  let buf = '';
  const onData = (d: Buffer): void => {
    buf += d.toString();
    const parts = buf.split('\n');
    buf = parts.pop()!;
    lines.push(...parts);
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const waitLine = async (re: RegExp, ms = 90_000): Promise<RegExpExecArray> => {
    const end = Date.now() + ms;
    for (;;) {
      for (const l of lines) {
        const m = re.exec(l);
        if (m) return m;
      }
      if (Date.now() > end || proc.exitCode !== null) throw new Error(`no line ${re}; output:\n${lines.join('\n')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { proc, lines, waitLine };
}

describe.skipIf(!started)('service on PostgreSQL', () => {
  it('the schema migrates and every endpoint works over HTTP, as on the embedded store', async () => {
    const url = await freshDb();
    const dataDir = await mkdtemp(join(tmpdir(), 'se-pgsvc-'));
    const slots = inlineSlots();
    const svc = await StatementService.open({ dataDir, databaseUrl: url, workers: 1, slots, pollMs: 50 });
    const app = await createHttpApp(svc);
    try {
      const base = (await app.listen({ host: '127.0.0.1', port: 0 })) + '/api/v1';
      const a = (await svc.createKey('acme')).key;
      const b = (await svc.createKey('other', { plan: 'free' })).key;
      const call = (key: string, method: string, path: string, body?: FormData) => fetch(base + path, { method, body, headers: { authorization: `Bearer ${key}` } });
      const f = new FormData();
      f.append('file', new Blob([await readFile(join(root, 'samples', 'sample-statement.pdf'))]), 'march.pdf');
      const up = await (await call(a, 'POST', '/upload', f)).json();
      expect(up.status).toBe('pending');
      let st: { status: string; transaction_count: number };
      for (;;) {
        st = await (await call(a, 'GET', `/statements/${up.id}`)).json();
        if (st.status === 'completed' || st.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(st.status).toBe('completed');
      expect(st.transaction_count).toBeGreaterThan(0);
      expect(await (await call(a, 'GET', '/statements')).json()).toEqual([{ id: up.id, filename: 'march.pdf', status: 'completed', transaction_count: st.transaction_count }]);
      expect((await call(b, 'GET', `/statements/${up.id}`)).status).toBe(404);
      const d1 = await call(a, 'GET', `/download/${up.id}/qbo`);
      expect([d1.status, d1.headers.get('x-export-cache')]).toEqual([200, 'miss']);
      expect((await call(a, 'GET', `/download/${up.id}/qbo`)).headers.get('x-export-cache')).toBe('hit');
      expect((await call(a, 'DELETE', `/statements/${up.id}`)).status).toBe(204);
      expect((await call(a, 'GET', `/statements/${up.id}`)).status).toBe(404);
      expect(existsSync(join(dataDir, 'acme', up.id))).toBe(false);
    } finally {
      await app.close();
      await svc.close();
      await slots.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('eight dispatchers claiming at once take eight different jobs', async () => {
    const url = await freshDb();
    const dbs = await Promise.all(Array.from({ length: 8 }, () => openPostgres(url)));
    try {
      await migrate(dbs[0]!);
      await dbs[0]!.query(`INSERT INTO plans (name, formats, max_pages, max_bytes, concurrency) VALUES ('wide', ARRAY['csv'], 10, 1000, 100)`);
      await dbs[0]!.query(`INSERT INTO tenants (id, plan) VALUES ('acme', 'wide')`);
      for (let i = 0; i < 10; i++) {
        await insertStatement(dbs[0]!, { id: crypto.randomUUID(), tenant: 'acme', filename: `${i}.pdf`, page_count: 1, digital_pages: 1, scanned_pages: 0, size_bytes: 1, estimated_seconds: 1 }, 3);
      }
      const claimed = await Promise.all(dbs.map((db, i) => claimJob(db, `w${i}`, 30)));
      const ids = claimed.map((c) => c?.statement_id);
      expect(ids.every(Boolean)).toBe(true);
      expect(new Set(ids).size).toBe(8);
      const left = await dbs[0]!.query<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE state = 'ready'`);
      expect(Number(left.rows[0]!.n)).toBe(2);
    } finally {
      await Promise.all(dbs.map((d) => d.close()));
    }
  }, 300_000);

  it('an API node and two worker processes share the queue; a worker killed mid-statement is replaced by the other', async () => {
    const url = await freshDb();
    const dataDir = await mkdtemp(join(tmpdir(), 'se-pgscale-'));
    const pages = 300;
    const bigPath = join(dataDir, '..', `se-pg-big-${process.pid}.pdf`);
    await makeDigitalStatement(bigPath, pages);
    try {
      const api = spawnCli(['serve', '--database', url, '--data', dataDir, '--port', '0', '--workers', '0']);
      const base = (await api.waitLine(/listening on (http:\/\/\S+\/api\/v1)/))[1]!;
      const key = (await api.waitLine(/^\s*(se_[A-Za-z0-9_-]+)$/))[1]!;
      const workers = [0, 1].map(() => spawnCli(['worker', '--database', url, '--data', dataDir, '--workers', '1', '--lease-seconds', '2']));
      for (const w of workers) await w.waitLine(/worker running 1 slot/);
      const f = new FormData();
      f.append('file', new Blob([await readFile(bigPath)]), 'big.pdf');
      const up = await (await fetch(`${base}/upload`, { method: 'POST', body: f, headers: { authorization: `Bearer ${key}` } })).json();
      const took = await Promise.any(workers.map((w, i) => w.waitLine(new RegExp(`took ${up.id} \\(attempt 1/3\\)`)).then(() => i)));
      workers[took]!.proc.kill('SIGKILL');
      const other = workers[1 - took]!;
      await other.waitLine(new RegExp(`took ${up.id} \\(attempt 2/3\\)`));
      await other.waitLine(new RegExp(`completed ${up.id}`), 120_000);
      const st = await (await fetch(`${base}/statements/${up.id}`, { headers: { authorization: `Bearer ${key}` } })).json();
      expect(st).toMatchObject({ status: 'completed', transaction_count: pages * 40 }); // make-digital prints 40 rows a page
    } finally {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
      await rm(bigPath, { force: true });
    }
  }, 300_000);
});
