/**
 * "A newcomer runs `npx statement-extractor serve` and the README's curl lines work as written" (issue 11): the
 * README's "Run as a service" shell blocks are read from README.md and run with sh and curl against the compiled
 * CLI on a fresh data folder, so a README line that stops working (a path, a flag, an answer) fails here. Only the
 * port is changed (a free one instead of 8080), the key is the one the first start printed, and KEY_ID the first
 * column of `keys list`. `plans list` and `plans set` had no test before this one.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const cli = join(root, 'dist', 'cli.js');
const run = promisify(execFile);
const hasCurl = await run('curl', ['--version']).then(
  () => true,
  () => false,
);
if (!hasCurl) console.warn('service-readme.test.ts: skipped, curl is not installed');

/** The ```sh blocks of README.md's "## Run as a service" section, in order. */
function serviceBlocks(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Run as a service'));
  if (!section) throw new Error('README.md has no "## Run as a service" section');
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

const freePort = (): Promise<number> =>
  new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });

let work: string | undefined;
let server: ChildProcess | undefined;
afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  if (work) await rm(work, { recursive: true, force: true });
});

it.skipIf(!hasCurl)('the README service lines, run as written: first start prints a key, every curl line answers as its comment says, keys and plans commands work on the stopped folder', async () => {
  expect(existsSync(cli), `${cli} missing: run npm run build`).toBe(true);
  const [startBlock, curlBlock, keysBlock] = serviceBlocks();
  const port = String(await freePort());

  // The first block: `npx statement-extractor serve ...` (npx runs this package's bin, dist/cli.js).
  const serveLine = startBlock!.split('\n').find((l) => l.startsWith('npx statement-extractor serve'))!;
  expect(serveLine, 'README: no `npx statement-extractor serve` line').toBeTruthy();
  expect(serveLine).toContain('--port 8080');
  const serveArgs = serveLine.replace(/#.*/, '').trim().split(/\s+/).slice(2).map((a) => (a === '8080' ? port : a));
  work = await mkdtemp(join(tmpdir(), 'se-readme-'));
  // The curl lines name the sample as a path inside a checkout.
  await symlink(join(root, 'samples'), join(work, 'samples'));
  server = spawn(process.execPath, [cli, ...serveArgs], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  server.stdout!.on('data', (d: Buffer) => (out += d));
  server.stderr!.on('data', (d: Buffer) => (out += d));
  const end = Date.now() + 120_000; // a new data folder (the embedded database created) takes seconds
  while (!/listening on/.test(out)) {
    if (server.exitCode !== null || Date.now() > end) throw new Error(`serve did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const firstStart = /# first start only: "(.*?)\s+se_…"/.exec(startBlock!)?.[1];
  expect(firstStart, 'README: the first-start comment').toBeTruthy();
  expect(out).toContain(firstStart);
  const key = /^\s*(se_[A-Za-z0-9_-]+)$/m.exec(out)![1]!;
  expect(existsSync(join(work, 'statement-data', 'db'))).toBe(true); // --data ./statement-data, relative to where it ran

  // The Link line's comment asks for two statements or more: one is there before the block runs.
  const base = `http://127.0.0.1:${port}/api/v1`;
  const f = new FormData();
  f.append('file', new Blob([readFileSync(join(root, 'samples', 'sample-statement.pdf'))]), 'earlier.pdf');
  expect((await fetch(`${base}/upload`, { method: 'POST', body: f, headers: { authorization: `Bearer ${key}` } })).status).toBe(200);

  // The second block, line by line, each output behind a marker; after the poll line, poll as its comment says.
  const lines = curlBlock!.split('\n').filter((l) => l.trim());
  expect(lines.some((l) => l.startsWith('export BASE=http://127.0.0.1:8080/api/v1'))).toBe(true);
  const script: string[] = ['set -e'];
  lines.forEach((l, i) => {
    script.push(`printf '\\n@@@${i}\\n'`); // outputs without a final newline (JSON) end before the marker
    if (l.startsWith('export KEY=')) script.push(`export KEY=${key}`);
    else script.push(l.replace('127.0.0.1:8080', `127.0.0.1:${port}`));
    if (l.includes('poll until "status":"completed"'))
      script.push(`for i in $(seq 1 600); do curl -s -H "Authorization: Bearer $KEY" $BASE/statements/$ID | grep -q '"status":"completed"' && break; sleep 0.1; done`);
    if (l.startsWith('ID=')) script.push('echo "ID=$ID"');
  });
  const { stdout } = await run('sh', ['-c', script.join('\n')], { cwd: work, maxBuffer: 64 << 20 });
  const outputs = stdout.split(/\n@@@\d+\n/).slice(1);
  expect(outputs).toHaveLength(lines.length);
  const outputOf = (needle: string): string => {
    const i = lines.findIndex((l) => l.includes(needle));
    expect(i, `README: no line with ${needle}`).toBeGreaterThanOrEqual(0);
    return outputs[i]!;
  };

  for (const o of outputs) expect(o.trim()).not.toMatch(/^\{"error":/); // an error body, not a schema naming one
  const preview = JSON.parse(outputOf('/upload/preview')) as { page_count?: number };
  expect(preview.page_count).toBeGreaterThan(0);
  const id = /^ID=([0-9a-f-]{36})$/m.exec(outputOf('ID=$('))![1]!;
  expect(JSON.parse(outputOf('poll until')).id).toBe(id);
  const list = JSON.parse(outputOf('?limit=20')) as { id: string; status: string }[];
  expect(list.map((s) => s.id)[0]).toBe(id); // most recent first
  expect(list).toHaveLength(2);
  expect(outputOf('?limit=1"')).toMatch(/^link: <[^>]*cursor=[^>]*>; rel="next"/im);
  expect((await readFile(join(work, 'statement.xlsx'))).subarray(0, 2).toString()).toBe('PK');
  expect(outputOf('/csv').split('\n').filter(Boolean).length).toBeGreaterThan(2);
  expect(outputOf('mt940?account=')).toMatch(/^:20:/m);
  expect(outputOf('-X DELETE').trim()).toBe('204');
  expect(JSON.parse(outputOf('openapi.json')).openapi).toMatch(/^3\.1/);
  // The delete took: the statement is gone.
  expect((await fetch(`${base}/statements/${id}`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(404);

  server.kill('SIGTERM');
  await new Promise((r) => server!.once('exit', r));

  // The third block, "with the server stopped": keys and plans on the same folder. KEY_ID is the first column of
  // `keys list`, as its comment says.
  const admin = keysBlock!.split('\n').filter((l) => l.startsWith('npx statement-extractor '));
  const say = async (line: string, keyId = ''): Promise<string> => {
    const args = line.replace(/\s+#.*$/, '').replace('KEY_ID', keyId).trim().match(/"[^"]*"|\S+/g)!.slice(2).map((a) => a.replace(/^"|"$/g, ''));
    return (await run(process.execPath, [cli, ...args], { cwd: work })).stdout;
  };
  const created = await say(admin.find((l) => l.includes('keys create'))!);
  const acmeKey = /(se_[A-Za-z0-9_-]+)/.exec(created)![1]!;
  const listed = await say(admin.find((l) => l.includes('keys list'))!);
  expect(listed).not.toContain(acmeKey);
  const keyId = listed.trim().split(/\s+/)[0]!;
  expect(acmeKey).toContain(keyId);
  await say(admin.find((l) => l.includes('keys revoke'))!, keyId);
  const setLine = admin.find((l) => l.includes('plans set'))!;
  await say(setLine);
  const plans = await say(admin.find((l) => l.includes('plans list'))!);
  const team = plans.split('\n').find((l) => l.startsWith('team'));
  expect(team, plans).toBeTruthy();
  for (const v of ['excel,csv,qbo', '100', '10485760']) expect(team).toContain(v);
  await say(admin.find((l) => l.includes(' migrate '))!);

  // Served again: the revoked key is refused, the first one still works.
  server = spawn(process.execPath, [cli, ...serveArgs], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
  out = '';
  server.stdout!.on('data', (d: Buffer) => (out += d));
  while (!/listening on/.test(out)) {
    if (server.exitCode !== null) throw new Error(`serve did not start again:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  expect((await fetch(`${base}/statements`, { headers: { authorization: `Bearer ${acmeKey}` } })).status).toBe(401);
  expect((await fetch(`${base}/statements`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
  server.kill('SIGTERM');
  await new Promise((r) => server!.once('exit', r));
}, 240_000);
