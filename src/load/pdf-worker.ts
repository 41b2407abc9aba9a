import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import { MessageChannel, Worker } from 'node:worker_threads';
import { StatementError } from '../errors.js';
import { NATIVES_SOURCE } from './natives.js';
import { pdfjs } from './pdfjs.js';

/**
 * pdf.js parses in a worker thread of its own per document, never on the caller's thread. In Node pdf.js would
 * otherwise run its "fake worker" on the main thread, where a hostile file (10^5 nested `q` operators, a flate
 * bomb) keeps the event loop busy for minutes: no AbortSignal or timer can fire and memory is unbounded. In a
 * thread it has a heap limit, a time budget, and can be killed at once; the main thread only waits for messages.
 * pdf.js's own message protocol is unchanged: its worker module is started on a MessagePort we hand it.
 */

/**
 * Growth of the process's resident memory allowed while pdf.js works on one document (measured from the moment a
 * burst of pdf.js calls starts, every 100 ms): decoded streams live outside the V8 heap, so a heap limit alone does
 * not see a flate bomb. A 500-page digital statement grows RSS by ~100 MB; a rendered 300 DPI page by ~70 MB.
 */
export const PDF_RSS_GROWTH_LIMIT_MB = 768;
/**
 * V8 heap ceiling of the parsing thread, a backstop above the RSS watch: V8 ends the whole process (not just the
 * thread) when some large allocations hit a worker's heap limit, so the RSS watch must always fire first.
 */
export const PDF_HEAP_LIMIT_MB = 3072;
const RSS_POLL_MS = 100;
/**
 * A thread that answered more parsing calls than this (getPage and getTextContent are one each: ~100 pages read) is
 * ended with its document instead of kept for the next one. Its heap grew with the document (~90 MB after 2,000
 * pages) and an idle thread never collects it; on such a document the ~70 ms of a fresh thread are lost in the
 * reading time.
 */
export const THREAD_REUSE_MAX_CALLS = 200;
/** Longest a single pdf.js call (open, a page, its text, its drawing, a render) may take. */
export const PDF_CALL_BUDGET_MS = 20_000;
/**
 * Longest pdf.js may parse one document in all: this plus PDF_PAGE_BUDGET_MS per page, counting only time with a
 * parsing call in flight (renders for OCR, and OCR waits, are not counted: a 200-page scan renders for minutes).
 * A digital page takes ~5 ms, a noisy searchable scan's drawing ~1 s: the budget is two orders above real work.
 */
export const PDF_DOCUMENT_BUDGET_MS = 20_000;
export const PDF_PAGE_BUDGET_MS = 2_000;

const require = createRequire(import.meta.url);
const WORKER_MODULE = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href;
// An eval'd entry point works the same from src/ (tests) and dist/ (users): no compiled worker file to locate.
// Each document gets a MessageChannel of its own, sent in here: closing it at the end of the document removes every
// listener pdf.js put on it, on both sides. With one port reused across documents, a listener left from a document
// that had been rendered for OCR answered the next document's messages ("Cannot resolve callback 1"); why pdf.js
// left it was not pinned down, a fresh channel per document makes it impossible.
const ENTRY = `const { parentPort, workerData } = require('node:worker_threads');
${NATIVES_SOURCE}
const pdfjsWorker = import(workerData.module).then((m) => (restoreNatives(), m));
parentPort.on('message', ({ port }) => pdfjsWorker.then((m) => m.WorkerMessageHandler.initializeFromPort(port)));`;

export interface PdfSession {
  /** Handed to pdfjs.getDocument({ worker }). */
  readonly pdfWorker: InstanceType<typeof pdfjs.PDFWorker>;
  /**
   * Races a pdf.js promise against the budgets, the caller's signal and the thread's death. `render` calls have the
   * per-call budget only.
   */
  run<T>(p: Promise<T>, kind?: 'parse' | 'render'): Promise<T>;
  /** The page count, once known: it sizes the document budget. */
  setPageCount(n: number): void;
  /** Why the session was killed, if it was. */
  readonly failure: StatementError | undefined;
  /** Ends the session (idempotent): the thread is kept for the next document if nothing went wrong, else terminated. */
  close(): Promise<void>;
}

export interface SessionOptions {
  signal?: AbortSignal;
  callBudgetMs?: number;
  documentBudgetMs?: number;
  heapLimitMb?: number;
  rssGrowthLimitMb?: number;
}

/** A parsing thread. */
interface Thread {
  worker: Worker;
  heapMb: number;
}

/**
 * Idle threads are kept (unref'd, so they never hold the process open) for the next documents: a fresh thread costs
 * ~70 ms to start and then runs pdf.js cold, its JIT warm-up redone (a thread is its own isolate). Documents read
 * side by side (the CLI's --jobs, a service's in-process slots) each hold a thread; with only one kept, the second
 * to close was terminated whenever both closed before either lane opened its next file, and its lane's next document
 * paid a cold thread: 27 of 200 statements read two at a time from paths (bench/README.md, "pdf.js threads"). So as
 * many are kept as were busy at once, up to the cores. A thread is reused only after a document that ended
 * normally and was short (THREAD_REUSE_MAX_CALLS); a killed one is gone.
 */
const idle: Thread[] = [];
const MAX_IDLE_THREADS = Math.max(1, availableParallelism());
let spawned = 0;

/** Threads started so far in this process (tests: a kept thread is reused, not started again). */
export function pdfThreadsStarted(): number {
  return spawned;
}

let sessions = 0;

/** Documents handed to pdf.js so far in this process (tests: a preview the operators settle opens none). */
export function pdfSessionsStarted(): number {
  return sessions;
}

function spawnThread(heapMb: number): Thread {
  spawned++;
  // ENTRY is CommonJS; a host started with --input-type=module (`node --input-type=module -e ...`) would pass that
  // flag on to the thread and make the eval'd entry ESM, where `require` does not exist.
  const execArgv = process.execArgv.filter((a) => !a.startsWith('--input-type'));
  const make = (argv: string[]) => new Worker(ENTRY, { eval: true, execArgv: argv, workerData: { module: WORKER_MODULE }, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
  try {
    return { worker: make(execArgv), heapMb };
  } catch (e) {
    // A host started with a flag threads may not take (V8's --max-semi-space-size, --single-threaded-gc): the thread
    // starts without the host's flags, which pdf.js does not need.
    if ((e as { code?: string }).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw e;
    return { worker: make([]), heapMb };
  }
}

function takeThread(heapMb: number): Thread {
  const i = idle.findIndex((t) => t.heapMb === heapMb);
  if (i < 0) return spawnThread(heapMb);
  const [t] = idle.splice(i, 1);
  t!.worker.removeAllListeners('error').removeAllListeners('exit');
  t!.worker.ref();
  return t!;
}

function parkThread(t: Thread): void {
  if (idle.length >= MAX_IDLE_THREADS) {
    void t.worker.terminate();
    return;
  }
  t.worker.removeAllListeners('error').removeAllListeners('exit');
  // An idle thread that dies is simply forgotten.
  t.worker.once('exit', () => {
    const i = idle.indexOf(t);
    if (i >= 0) idle.splice(i, 1);
  });
  t.worker.on('error', () => undefined);
  t.worker.unref();
  idle.push(t);
}

export function startPdfSession(options: SessionOptions = {}): PdfSession {
  sessions++;
  const callBudget = options.callBudgetMs ?? PDF_CALL_BUDGET_MS;
  let docBudget = options.documentBudgetMs ?? PDF_DOCUMENT_BUDGET_MS;
  const heapMb = options.heapLimitMb ?? PDF_HEAP_LIMIT_MB;
  const rssGrowth = (options.rssGrowthLimitMb ?? PDF_RSS_GROWTH_LIMIT_MB) * 1024 * 1024;
  const thread = takeThread(heapMb);
  const { worker } = thread;
  // verbosity 0: pdf.js in the thread would print its warnings with console.log onto the caller's stdout (the CLI's
  // stdout carries only JSON). Piping the thread's stdout instead would keep an idle thread's process alive.
  const { port1, port2 } = new MessageChannel();
  worker.postMessage({ port: port2 }, [port2]);
  const pdfWorker = new pdfjs.PDFWorker({ port: port1 as never, verbosity: 0 });

  let failure: StatementError | undefined;
  let closed = false;
  // The calls in flight, to reject when the session dies. Not a session-long promise raced against each call:
  // every Promise.race on it leaves a reaction holding that call's settled result, so each page's text content
  // stayed reachable until the document closed (~95 KB a page: 190 MB on a 2,000-page statement).
  const pending = new Set<(e: StatementError) => void>();

  // Time is counted only while pdf.js has work in flight, so a statement waiting minutes for OCR is not charged.
  let inFlight = 0;
  let calls = 0;
  let busySince = 0;
  let used = 0;
  let docTimer: NodeJS.Timeout | undefined;
  let rssTimer: NodeJS.Timeout | undefined;
  // Parsing time counts against the document budget; memory is watched while any call (a render too) is in flight.
  let active = 0;
  const startBusy = () => {
    busySince = Date.now();
    docTimer = setTimeout(
      () => kill(new StatementError('TIMEOUT', `pdf.js spent more than ${docBudget / 1000} s on this document (PDF_DOCUMENT_BUDGET_MS + PDF_PAGE_BUDGET_MS per page)`)),
      Math.max(0, docBudget - used),
    ).unref();
  };
  const endBusy = () => {
    used += Date.now() - busySince;
    clearTimeout(docTimer);
  };
  const startWatch = () => {
    const rssAtStart = process.memoryUsage.rss();
    rssTimer = setInterval(() => {
      const grown = process.memoryUsage.rss() - rssAtStart;
      if (grown > rssGrowth)
        kill(new StatementError('RESOURCE_LIMIT', `reading the PDF took more than ${Math.round(rssGrowth / 1048576)} MB of memory (PDF_RSS_GROWTH_LIMIT_MB)`));
    }, RSS_POLL_MS).unref();
  };
  const kill = (e: StatementError): void => {
    if (failure || closed) return;
    failure = e;
    for (const reject of pending) reject(e);
    pending.clear();
    void shutdown(false);
  };
  const shutdown = async (reuse: boolean): Promise<void> => {
    clearTimeout(docTimer);
    clearInterval(rssTimer);
    options.signal?.removeEventListener('abort', onAbort);
    pdfWorker.destroy();
    port1.close();
    if (reuse) parkThread(thread);
    else await worker.terminate().catch(() => undefined);
  };
  const onAbort = () => kill(new StatementError('ABORTED', 'extraction aborted by the caller'));
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener('abort', onAbort, { once: true });

  worker.on('error', (e: Error & { code?: string }) =>
    kill(
      e.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new StatementError('RESOURCE_LIMIT', `reading the PDF needed more than ${heapMb} MB (PDF_HEAP_LIMIT_MB)`, { cause: e })
        : new StatementError('CORRUPT_PDF', `the PDF reader stopped: ${e.message}`, { cause: e }),
    ),
  );
  worker.on('exit', () => kill(new StatementError('CORRUPT_PDF', 'the PDF reader stopped unexpectedly')));

  return {
    pdfWorker,
    get failure() {
      return failure;
    },
    setPageCount(n: number) {
      if (options.documentBudgetMs === undefined) docBudget = PDF_DOCUMENT_BUDGET_MS + PDF_PAGE_BUDGET_MS * n;
    },
    async run<T>(p: Promise<T>, kind: 'parse' | 'render' = 'parse'): Promise<T> {
      if (failure || closed) {
        p.catch(() => undefined);
        // A page still being read ahead when its document ended must not start the budgets again (their timers
        // would hold the process open).
        throw failure ?? new StatementError('ABORTED', 'the document was closed');
      }
      const parse = kind === 'parse';
      if (parse) calls++;
      if (parse && inFlight++ === 0) startBusy();
      if (active++ === 0) startWatch();
      let stop!: (e: StatementError) => void;
      const stopped = new Promise<never>((_, reject) => (stop = reject));
      stopped.catch(() => undefined);
      pending.add(stop);
      const callTimer = setTimeout(() => {
        const e = new StatementError('TIMEOUT', `a pdf.js call took more than ${callBudget / 1000} s (PDF_CALL_BUDGET_MS)`);
        stop(e);
        kill(e);
      }, callBudget).unref();
      try {
        return await Promise.race([p, stopped]);
      } finally {
        pending.delete(stop);
        clearTimeout(callTimer);
        if (parse && --inFlight === 0) endBusy();
        if (--active === 0) clearInterval(rssTimer);
        p.catch(() => undefined); // a call outrun by a kill settles later (or never): nobody listens any more
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await shutdown(!failure && calls <= THREAD_REUSE_MAX_CALLS);
    },
  };
}
