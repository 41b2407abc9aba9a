/**
 * Slots backed by worker processes (the default of `serve`): a statement that crashes or exhausts its worker takes
 * only that process down, and `kill -9` of a worker is survivable because the job's lease, not the process, decides.
 * A slot whose process died forks a new one for its next statement.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ResultSummary, RunResult, Slot, SlotFactory } from './runner.js';
import { WorkerLostError } from './runner.js';

const CHILD = fileURLToPath(new URL('./worker-child.js', import.meta.url));

type Msg = { t: 'ready'; pid: number } | { t: 'hb' } | { t: 'done'; rid: number; json: string; summary: ResultSummary } | { t: 'fail'; rid: number; code: string; message: string };

export function processSlots(execArgv: string[] = []): SlotFactory {
  return () => {
    let child: ChildProcess | undefined;
    let started: Promise<void> | undefined;
    let beat = 0;
    let rid = 0;
    const pending = new Map<number, { resolve: (r: RunResult) => void; reject: (e: Error) => void }>();

    const start = (): Promise<void> => {
      const c = fork(CHILD, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      child = c;
      started = new Promise((resolve, reject) => {
        c.once('error', reject);
        c.on('message', (m: Msg) => {
          beat = Date.now();
          if (m.t === 'ready') resolve();
          else if (m.t === 'done' || m.t === 'fail') {
            const p = pending.get(m.rid);
            pending.delete(m.rid);
            p?.resolve(m.t === 'done' ? { ok: true, json: m.json, summary: m.summary } : { ok: false, code: m.code, message: m.message });
          }
        });
        c.once('exit', (code, sig) => {
          if (child === c) child = undefined;
          reject(new WorkerLostError(`worker ${c.pid} exited before it was ready (${sig ?? code})`));
          for (const [id, p] of pending) {
            pending.delete(id);
            p.reject(new WorkerLostError(`worker pid=${c.pid} exited (${sig ?? `code ${code}`}) while reading a statement`));
          }
        });
      });
      started.catch(() => undefined);
      return started;
    };

    const slot: Slot = {
      get label() {
        return `worker pid=${child?.pid ?? '?'}`;
      },
      ready: () => (child && started ? started : start()),
      lastBeat: () => beat,
      async run(req, signal) {
        await slot.ready();
        const c = child!;
        const id = ++rid;
        return new Promise<RunResult>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          signal.addEventListener('abort', () => c.connected && c.send({ t: 'abort', rid: id }), { once: true });
          c.send({ t: 'run', rid: id, path: req.path });
        });
      },
      async close() {
        const c = child;
        child = undefined;
        if (!c || c.exitCode !== null || c.signalCode !== null) return;
        await new Promise<void>((resolve) => {
          c.once('exit', () => resolve());
          c.kill('SIGTERM');
          setTimeout(() => c.kill('SIGKILL'), 5000).unref();
        });
      },
    };
    return slot;
  };
}
