/**
 * Worker slots: where a claimed statement is actually read. A slot runs one statement at a time and says whether it
 * is still alive (its heartbeat), which is what the dispatcher renews the job's lease on.
 */
import type { Statement } from '../types.js';

export interface RunRequest {
  id: string;
  tenant: string;
  path: string;
}

/** The columns a completed statement's row carries beside its JSON. */
export interface ResultSummary {
  bank_name: string | null;
  transaction_count: number;
  opening_balance: number | null;
  closing_balance: number | null;
  digital_pages: number;
  scanned_pages: number;
}

/**
 * A result travels as JSON text, made where it was read: the dispatcher stores it as is and never rebuilds the
 * object graph of thousands of rows (which cost the server process time and GC under load, bench/service.mjs).
 */
export type RunResult = { ok: true; json: string; summary: ResultSummary } | { ok: false; code: string; message: string };

export function toResult(st: Statement): RunResult {
  const digital = st.pages.filter((p) => p.type === 'digital').length;
  return {
    ok: true,
    json: JSON.stringify(st),
    summary: { bank_name: st.bank_name, transaction_count: st.transaction_count, opening_balance: st.opening_balance, closing_balance: st.closing_balance, digital_pages: digital, scanned_pages: st.pages.length - digital },
  };
}

/** Thrown by run() when the process doing the work died: nothing is written, the job's lease runs out. */
export class WorkerLostError extends Error {}

export interface Slot {
  /** Shown in logs (`pid=1234` for a worker process). Known once ready() resolved. */
  readonly label: string;
  ready(): Promise<void>;
  run(req: RunRequest, signal: AbortSignal): Promise<RunResult>;
  /** Time (ms since epoch) of the last sign of life from whatever runs the statement. */
  lastBeat(): number;
  close(): Promise<void>;
}

export type SlotFactory = (index: number) => Slot;
