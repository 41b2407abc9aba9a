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

export type RunResult = { ok: true; statement: Statement } | { ok: false; code: string; message: string };

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
