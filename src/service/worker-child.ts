/**
 * A worker process (forked by process-runner.ts): keeps one warm extractor, reads the statements its parent sends
 * and beats every second so the parent can tell a busy worker from a hung or dead one.
 */
import { createExtractor } from '../index.js';
import { isStatementError } from '../errors.js';
import { oneLine } from './errors.js';
import { toResult } from './runner.js';

type In = { t: 'run'; rid: number; path: string } | { t: 'abort'; rid: number };

const extractor = createExtractor();
const running = new Map<number, AbortController>();
const send = (m: object): void => {
  if (process.connected) process.send!(m);
};

setInterval(() => send({ t: 'hb' }), 1000).unref();
// The parent is gone (killed or exited): nobody will read our result, and an orphan would hold memory.
process.on('disconnect', () => process.exit(0));

process.on('message', (m: In) => {
  if (m.t === 'abort') {
    running.get(m.rid)?.abort();
    return;
  }
  const ac = new AbortController();
  running.set(m.rid, ac);
  extractor.extract(m.path, { signal: ac.signal }).then(
    (statement) => send({ t: 'done', rid: m.rid, ...toResult(statement) }),
    (e: unknown) => send({ t: 'fail', rid: m.rid, code: isStatementError(e) ? e.code : 'INTERNAL_ERROR', message: oneLine(e instanceof Error ? e.message : String(e)) }),
  ).finally(() => running.delete(m.rid));
});
send({ t: 'ready', pid: process.pid });
