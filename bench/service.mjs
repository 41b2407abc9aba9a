// The statement service under load: N uploads of mixed digital statements through HTTP to `serve --workers 2`
// (embedded store, worker processes), against in-process extract() on the same files with the same parallelism.
// Reports pages/s of both and their ratio (target >= 80 %), p50/p95 time from upload sent to completed seen, peak
// RSS of the server and its workers, and whether every upload completed with the rows extract() finds.
// Run: npm run build && node bench/service.mjs [uploads=200] [workers=2]
// SERVICE_WARMUP=1: first upload each file once and wait for it, untimed, as the in-process baseline reads each file
// once before it is timed (both sides then compare warm; the default compares a cold service with a warm baseline).
// SERVICE_ARGS='--inline': extra options of `serve` (--inline: slots in the server process, no worker processes).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeDigitalStatement } from './make-digital.mjs';
import { createExtractor } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const outDir = join(here, 'out');
mkdirSync(outDir, { recursive: true });
const uploads = Number(process.argv[2] ?? 200);
const workers = Number(process.argv[3] ?? 2);
const CLIENT_CONCURRENCY = 8;

// The mix: the bundled sample and generated statements of 1 to 16 pages, cycled.
const files = [join(root, 'samples', 'sample-statement.pdf')];
for (const pages of [1, 3, 6, 12, 16]) {
  const f = join(outDir, `digital-${pages}.pdf`);
  if (!existsSync(f)) await makeDigitalStatement(f, pages);
  files.push(f);
}
const bytes = await Promise.all(files.map((f) => readFile(f)));
const plan = Array.from({ length: uploads }, (_, i) => i % files.length);
const median = (xs, q = 0.5) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

// ---- in-process baseline: the same uploads, `workers` extractions at a time in one process. Run before and after
// the service and averaged: on a shared machine the load moves during a run.
const ex = createExtractor();
const expected = [];
for (const b of bytes) expected.push(await ex.extract(new Uint8Array(b))); // warm-up, and the rows each file must give
let inprocCpuMs = 0;
async function inProcess() {
  let next = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < plan.length) await ex.extract(new Uint8Array(bytes[plan[next++]]));
    }),
  );
  const c = process.cpuUsage(c0);
  inprocCpuMs += (c.user + c.system) / 1000 / 2;
  return performance.now() - t0;
}
const inprocBefore = await inProcess();
const totalPages = plan.reduce((n, i) => n + expected[i].page_count, 0);

// ---- the service
const data = await mkdtemp(join(tmpdir(), 'se-bench-service-'));
// Creating the embedded database is a one-off (seconds, ~800 MB peak in that process): done apart so the server's
// figures are those of a running service.
await new Promise((r, j) => spawn(process.execPath, [join(root, 'dist', 'cli.js'), 'migrate', '--data', data], { stdio: 'ignore' }).once('exit', (c) => (c === 0 ? r() : j(new Error(`migrate exited ${c}`)))));
// SERVER_NODE_ARGS: extra node flags for the server only, e.g. --cpu-prof to see where its time goes.
const serverArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
// SERVICE_ARGS: extra options of `serve`, e.g. --inline (slots in the server process instead of worker processes).
const serviceArgs = (process.env.SERVICE_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...serverArgs, join(root, 'dist', 'cli.js'), 'serve', '--data', data, '--port', '0', '--workers', String(workers), ...serviceArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
let out = '';
server.stdout.on('data', (d) => (out += d));
while (!/listening on (\S+)/.test(out)) {
  if (server.exitCode !== null) throw new Error(out);
  await new Promise((r) => setTimeout(r, 50));
}
const base = /listening on (\S+)/.exec(out)[1];
const key = /^\s*(se_[A-Za-z0-9_-]+)$/m.exec(out)[1];
const auth = { authorization: `Bearer ${key}` };

// Peak RSS of the server plus its worker processes, sampled from /proc.
const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};
const childrenOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const cpuTicks = (pid) => {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
};
let peakServer = 0;
let peakTotal = 0;
const cpu = new Map();
const sampler = setInterval(() => {
  const s = rssKb(server.pid);
  peakServer = Math.max(peakServer, s);
  const kids = childrenOf(server.pid);
  peakTotal = Math.max(peakTotal, s + kids.reduce((n, c) => n + rssKb(c), 0));
  for (const p of [server.pid, ...kids]) cpu.set(p, Math.max(cpu.get(p) ?? 0, cpuTicks(p)));
}, 100);

async function uploadOne(i) {
  const f = new FormData();
  f.append('file', new Blob([bytes[i]]), `s${i}.pdf`);
  const r = await fetch(`${base}/upload`, { method: 'POST', body: f, headers: auth });
  if (r.status !== 200) throw new Error(`upload ${r.status}: ${await r.text()}`);
  return (await r.json()).id;
}
if (process.env.SERVICE_WARMUP === '1') {
  const ids = [];
  for (let i = 0; i < files.length; i++) ids.push(await uploadOne(i));
  for (const id of ids) {
    while (!['completed', 'failed'].includes((await (await fetch(`${base}/statements/${id}`, { headers: auth })).json()).status)) await new Promise((r) => setTimeout(r, 50));
  }
}

const sent = new Map();
const done = new Map();
const fileOf = new Map();
// CPU spent before the first timed upload (start-up, and the warm-up if asked), to report the timed part apart.
const cpuBefore = new Map([server.pid, ...childrenOf(server.pid)].map((p) => [p, cpuTicks(p)]));
const t1 = performance.now();
let cursor = 0;
const uploaders = Array.from({ length: CLIENT_CONCURRENCY }, async () => {
  while (cursor < plan.length) {
    const i = plan[cursor++];
    const at = performance.now();
    const id = await uploadOne(i);
    sent.set(id, at);
    fileOf.set(id, i);
  }
});
// One list call a poll sees every statement's state (the way a client with many statements would poll).
let failed = [];
const poller = (async () => {
  for (;;) {
    const list = await (await fetch(`${base}/statements?limit=1000`, { headers: auth })).json();
    const now = performance.now();
    for (const s of list) if ((s.status === 'completed' || s.status === 'failed') && sent.has(s.id) && !done.has(s.id)) done.set(s.id, { at: now, ...s });
    if (done.size >= plan.length) return;
    if (now - t1 > 30 * 60_000) return;
    await new Promise((r) => setTimeout(r, 100));
  }
})();
await Promise.all(uploaders);
const uploadsMs = performance.now() - t1;
await poller;
const serviceMs = Math.max(...[...done.values()].map((d) => d.at)) - t1;
clearInterval(sampler);
failed = [...done.values()].filter((d) => d.status !== 'completed');
const wrongRows = [...done.values()].filter((d) => d.status === 'completed' && d.transaction_count !== expected[fileOf.get(d.id)].transaction_count);
const latencies = [...done.entries()].map(([id, d]) => d.at - sent.get(id));
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await rm(data, { recursive: true, force: true });
if (process.env.SERVER_LOG) (await import('node:fs')).writeFileSync(process.env.SERVER_LOG, out); // the server's own log, for timelines
const inprocAfter = await inProcess();
await ex.close();
const inprocMs = (inprocBefore + inprocAfter) / 2;

const inprocPps = (totalPages * 1000) / inprocMs;
const servicePps = (totalPages * 1000) / serviceMs;
console.log(`machine: ${cpus().length} x ${cpus()[0]?.model}, node ${process.version}`);
console.log(`${uploads} uploads (${totalPages} pages; ${files.length} files of ${expected.map((e) => e.page_count).join('/')} pages), ${workers} workers, ${CLIENT_CONCURRENCY} concurrent clients`);
console.log(`in-process extract (${workers} at a time): ${(inprocBefore / 1000).toFixed(1)} s before, ${(inprocAfter / 1000).toFixed(1)} s after the service run: ${inprocPps.toFixed(1)} pages/s on their mean`);
console.log(`service over HTTP: ${(serviceMs / 1000).toFixed(1)} s, ${servicePps.toFixed(1)} pages/s = ${((100 * servicePps) / inprocPps).toFixed(0)} % of in-process`);
console.log(`all ${uploads} uploads answered after ${(uploadsMs / 1000).toFixed(1)} s`);
console.log(`upload -> completed: p50 ${(median(latencies) / 1000).toFixed(2)} s, p95 ${(median(latencies, 0.95) / 1000).toFixed(2)} s, max ${(Math.max(...latencies) / 1000).toFixed(2)} s`);
console.log(`peak RSS: server ${(peakServer / 1024).toFixed(0)} MB, server + workers ${(peakTotal / 1024).toFixed(0)} MB`);
console.log(`CPU: in-process ${(inprocCpuMs / 1000).toFixed(1)} s (mean of the two runs); service:`);
const serverTicks = cpu.get(server.pid) ?? 0;
const workerTicks = [...cpu.entries()].filter(([p]) => p !== server.pid).reduce((n, [, v]) => n + v, 0);
const serverBefore = cpuBefore.get(server.pid) ?? 0;
const workersBefore = [...cpuBefore.entries()].filter(([p]) => p !== server.pid).reduce((n, [, v]) => n + v, 0);
console.log(`CPU: server ${(serverTicks / 100).toFixed(1)} s, workers ${(workerTicks / 100).toFixed(1)} s (clock ticks at 100/s)`);
console.log(`CPU from the first timed upload: server ${((serverTicks - serverBefore) / 100).toFixed(1)} s, workers ${((workerTicks - workersBefore) / 100).toFixed(1)} s (before it: ${(serverBefore / 100).toFixed(1)} s and ${(workersBefore / 100).toFixed(1)} s${process.env.SERVICE_WARMUP === '1' ? ', start-up and warm-up' : ', start-up'})`);
console.log(`completed ${done.size - failed.length}/${uploads}, failed ${failed.length}, lost ${uploads - done.size}, rows differing from extract() ${wrongRows.length}`);
