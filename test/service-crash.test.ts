/**
 * Nothing lost: the compiled `statement-extractor serve` in child processes, with worker processes, killed with
 * SIGKILL mid-statement (a worker, or the whole server) and restarted. The job's lease in the database, not any
 * process's memory, decides who reads a statement, so a killed worker's statement is read again by another.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JS helper of the benches: the project's own long-statement generator
import { makeDigitalStatement } from '../bench/make-digital.mjs';

const root = resolve(import.meta.dirname, '..');
const cli = join(root, 'dist', 'cli.js');
const run = promisify(execFile);
/** bench/make-digital.mjs prints 40 rows a page. */
const ROWS_PER_PAGE = 40;
const BIG_PAGES = 400;

interface Server {
  proc: ChildProcess;
  lines: string[];
  base: string;
  key: string | undefined;
  exited: Promise<number | null>;
  waitLine(re: RegExp, ms?: number): Promise<RegExpExecArray>;
}

let work: string;
let template: string;
let big: Uint8Array;
let sample: Uint8Array;
const servers: Server[] = [];

async function startServer(data: string, args: string[]): Promise<Server> {
  const proc = spawn(process.execPath, [cli, 'serve', '--data', data, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let buf = '';
  const onData = (d: Buffer): void => {
    buf += d.toString();
    const parts = buf.split('\n');
    buf = parts.pop()!;
    lines.push(...parts);
    for (const w of waiters) w();
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  const waitLine = (re: RegExp, ms = 90_000): Promise<RegExpExecArray> =>
    new Promise((resolveLine, reject) => {
      const check = (): void => {
        for (const l of lines) {
          const m = re.exec(l);
          if (m) {
            waiters.delete(check);
            clearTimeout(t);
            resolveLine(m);
            return;
          }
        }
      };
      const t = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no line ${re} within ${ms} ms; output:\n${lines.join('\n')}`));
      }, ms);
      waiters.add(check);
      check();
      void exited.then(() => setTimeout(() => waiters.has(check) && (waiters.delete(check), clearTimeout(t), reject(new Error(`server exited; output:\n${lines.join('\n')}`))), 50));
    });
  const s: Server = { proc, lines, base: '', key: undefined, exited, waitLine };
  servers.push(s);
  s.base = (await waitLine(/listening on (http:\/\/\S+\/api\/v1)/))[1]!;
  s.key = /^\s*(se_[A-Za-z0-9_-]+)$/m.exec(lines.join('\n'))?.[1];
  return s;
}

async function freshData(name: string): Promise<string> {
  const dir = join(work, name);
  // Creating a PGlite folder costs seconds: every test starts from a copy of one made in beforeAll.
  await cp(template, dir, { recursive: true });
  return dir;
}

const req = (s: Server, key: string, method: string, path: string, body?: FormData): Promise<Response> =>
  fetch(s.base + path, { method, body, headers: { authorization: `Bearer ${key}` } });

async function upload(s: Server, key: string, bytes: Uint8Array): Promise<string> {
  const f = new FormData();
  f.append('file', new Blob([bytes]), 'statement.pdf');
  const r = await req(s, key, 'POST', '/upload', f);
  expect(r.status, await r.clone().text()).toBe(200);
  return ((await r.json()) as { id: string }).id;
}

async function statement(s: Server, key: string, id: string): Promise<{ status: string; transaction_count: number; error_code: string | null; error_message: string | null }> {
  return (await req(s, key, 'GET', `/statements/${id}`)).json();
}

async function until(s: Server, key: string, id: string, wanted: string[], ms = 120_000): Promise<Awaited<ReturnType<typeof statement>>> {
  const end = Date.now() + ms;
  for (;;) {
    const st = await statement(s, key, id);
    if (wanted.includes(st.status)) return st;
    if (Date.now() > end) throw new Error(`${id} still ${st.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stop(s: Server): Promise<number | null> {
  if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGTERM');
  return s.exited;
}

beforeAll(async () => {
  expect(existsSync(cli), `${cli} missing: run npm run build`).toBe(true);
  work = await mkdtemp(join(tmpdir(), 'se-crash-'));
  template = join(work, 'template');
  await run(process.execPath, [cli, 'migrate', '--data', template]);
  await makeDigitalStatement(join(work, 'big.pdf'), BIG_PAGES);
  big = new Uint8Array(await readFile(join(work, 'big.pdf')));
  sample = new Uint8Array(await readFile(join(root, 'samples', 'sample-statement.pdf')));
});

afterEach(async () => {
  for (const s of servers.splice(0)) if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('crash and restart', () => {
  it('a worker killed mid-statement: another takes it after the lease and completes it', async () => {
    const s = await startServer(await freshData('worker-kill'), ['--workers', '2', '--lease-seconds', '2']);
    const id = await upload(s, s.key!, big);
    const first = Number((await s.waitLine(new RegExp(`worker pid=(\\d+) took ${id} \\(attempt 1/3\\)`)))[1]);
    process.kill(first, 'SIGKILL');
    await s.waitLine(new RegExp(`worker pid=${first} exited \\(SIGKILL\\)`));
    // Until its lease runs out nobody else may take it: the dead worker still holds it.
    expect((await statement(s, s.key!, id)).status).toBe('processing');
    const second = Number((await s.waitLine(new RegExp(`worker pid=(\\d+) took ${id} \\(attempt 2/3\\)`)))[1]);
    expect(second).not.toBe(first);
    const st = await until(s, s.key!, id, ['completed', 'failed']);
    expect(st).toMatchObject({ status: 'completed', transaction_count: BIG_PAGES * ROWS_PER_PAGE });
    expect(s.lines.some((l) => l.includes(`lease expired: ${id} queued again`))).toBe(true);
  }, 300_000);

  it('a statement whose worker dies on every attempt ends failed with WORKER_LOST, not stuck in processing', async () => {
    const s = await startServer(await freshData('attempts'), ['--workers', '1', '--lease-seconds', '2', '--max-attempts', '1']);
    const id = await upload(s, s.key!, big);
    const pid = Number((await s.waitLine(new RegExp(`worker pid=(\\d+) took ${id} \\(attempt 1/1\\)`)))[1]);
    process.kill(pid, 'SIGKILL');
    const st = await until(s, s.key!, id, ['completed', 'failed']);
    expect(st.status).toBe('failed');
    expect(st.error_code).toBe('WORKER_LOST');
    expect(st.error_message).toMatch(/1 time/);
    // The slot got a new worker process: the service goes on reading.
    const next = await upload(s, s.key!, sample);
    expect((await until(s, s.key!, next, ['completed', 'failed'])).status).toBe('completed');
  }, 300_000);

  it('the whole server killed mid-statement: a restart takes the stale lock and completes the statement', async () => {
    const data = await freshData('server-kill');
    const a = await startServer(data, ['--workers', '1', '--lease-seconds', '2']);
    const key = a.key!;
    const id = await upload(a, key, big);
    const worker = Number((await a.waitLine(new RegExp(`worker pid=(\\d+) took ${id}`)))[1]);
    a.proc.kill('SIGKILL');
    await a.exited;
    // Orphaned workers notice their parent is gone and leave (nothing would read their result).
    const end = Date.now() + 10_000;
    while (alive(worker) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(alive(worker)).toBe(false);
    expect(existsSync(join(data, 'service.lock'))).toBe(true);

    const b = await startServer(data, ['--workers', '1', '--lease-seconds', '2']);
    expect(b.key).toBeUndefined(); // keys survived: no new first-start key
    await b.waitLine(new RegExp(`took ${id} \\(attempt 2/3\\)`));
    expect(await until(b, key, id, ['completed', 'failed'])).toMatchObject({ status: 'completed', transaction_count: BIG_PAGES * ROWS_PER_PAGE });
  }, 300_000);

  it('a clean restart resumes queued work; a second server on the same folder is refused', async () => {
    const data = await freshData('restart');
    const a = await startServer(data, ['--workers', '0']);
    const key = a.key!;
    const ids = [await upload(a, key, sample), await upload(a, key, sample)];
    for (const id of ids) expect((await until(a, key, id, ['queued'])).status).toBe('queued');

    const second = await run(process.execPath, [cli, 'serve', '--data', data, '--port', '0']).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(second.code).toBe(3);
    expect(second.stderr).toContain('DATA_DIR_LOCKED');

    expect(await stop(a)).toBe(0);
    expect(existsSync(join(data, 'service.lock'))).toBe(false);

    // While stopped, the key commands work on the folder: a new tenant on the free plan.
    const created = await run(process.execPath, [cli, 'keys', 'create', '--tenant', 'shop', '--plan', 'free', '--data', data]);
    const shopKey = /(se_[A-Za-z0-9_-]+)/.exec(created.stdout)![1]!;

    // What a crash between writing an upload and committing its row would leave: removed on the next start.
    const orphan = join(data, 'default', '00000000-0000-4000-8000-000000000000');
    await mkdir(orphan, { recursive: true });
    await writeFile(join(orphan, 'source.pdf'), sample);
    await writeFile(join(data, 'tmp', 'half.upload'), 'partial');

    const b = await startServer(data, ['--workers', '1']);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(join(data, 'tmp', 'half.upload'))).toBe(false);
    for (const id of ids) expect(existsSync(join(data, 'default', id, 'source.pdf'))).toBe(true);
    for (const id of ids) expect((await until(b, key, id, ['completed', 'failed'])).status).toBe('completed');
    const shop = await req(b, shopKey, 'GET', '/statements');
    expect(shop.status).toBe(200);
    expect(await shop.json()).toEqual([]);
    const shopId = await upload(b, shopKey, sample);
    await until(b, shopKey, shopId, ['completed']);
    expect(((await (await req(b, shopKey, 'GET', `/statements/${shopId}`)).json()) as { available_exports: string[] }).available_exports).toEqual(['excel', 'csv']);
    expect(await stop(b)).toBe(0);

    const listed = await run(process.execPath, [cli, 'keys', 'list', '--tenant', 'shop', '--data', data]);
    const keyId = listed.stdout.trim().split(/\s+/)[0]!;
    expect(shopKey).toContain(keyId);
    expect(listed.stdout).not.toContain(shopKey);
    await run(process.execPath, [cli, 'keys', 'revoke', keyId, '--data', data]);
    const c = await startServer(data, ['--workers', '0']);
    expect((await req(c, shopKey, 'GET', '/statements')).status).toBe(401);
    expect((await req(c, key, 'GET', '/statements')).status).toBe(200);
  }, 300_000);
});
