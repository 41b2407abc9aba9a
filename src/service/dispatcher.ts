/**
 * Moves statements through their states: claims ready jobs for free slots, renews the lease of each running job
 * while its slot beats, writes results under the lease, and returns jobs whose lease ran out (see store.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from './db.js';
import type { Slot } from './runner.js';
import { WorkerLostError } from './runner.js';
import { claimJob, completeJob, failJob, markWaitingQueued, releaseJobs, renewLease, sweepExpired, type ClaimedJob } from './store.js';
import { sourcePath } from './files.js';

export interface DispatcherOptions {
  dataDir: string;
  leaseSeconds: number;
  /** A worker silent this long is hung (see heartbeat()). */
  hungSeconds: number;
  pollMs: number;
  log: (line: string) => void;
}

interface Active {
  job: ClaimedJob;
  slot: Slot;
  abort: AbortController;
  done: Promise<void>;
}

export class Dispatcher {
  /** Prefix of every locked_by this dispatcher writes: a clean stop gives back exactly its own jobs. */
  readonly id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly free: Slot[];
  private readonly active = new Map<string, Active>();
  private timer?: NodeJS.Timeout;
  private beatTimer?: NodeJS.Timeout;
  private ticking = false;
  private again = false;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly slots: Slot[],
    private readonly o: DispatcherOptions,
  ) {
    this.free = [...slots];
  }

  start(): void {
    this.timer = setInterval(() => {
      this.periodic = true;
      this.wake();
    }, this.o.pollMs);
    this.timer.unref();
    // Three beats per lease: one late beat does not lose the job.
    this.beatTimer = setInterval(() => void this.heartbeat(), (this.o.leaseSeconds * 1000) / 3);
    this.beatTimer.unref();
    // Every slot starts now: a tick readies only the slot it is about to fill, so the second worker process was
    // forked (~0.2 s of start-up) only when the first upload arrived and the first slot was already busy.
    for (const slot of this.slots) slot.ready().catch((e: unknown) => this.o.log(`${slot.label} did not start: ${(e as Error)?.message ?? e}`));
    this.wake();
  }

  /** Ask for a tick now (after an upload, or when a slot frees). */
  wake(): void {
    if (this.stopping) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    void this.tick()
      .catch((e: unknown) => this.o.log(`dispatcher: ${(e as Error)?.message ?? e}`))
      .finally(() => {
        this.ticking = false;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops the run of a statement held here (it was deleted): its result would be thrown away anyway. */
  abort(statementId: string): void {
    this.active.get(statementId)?.abort.abort();
  }

  private lastLook = 0;
  /** Set by the poll timer: the next tick sweeps leases and marks waiting statements queued. */
  private periodic = false;

  /**
   * Every upload and every finished statement wakes a tick, so a tick does the least it can: sweeping leases that
   * run out in seconds, and marking `queued` what no slot took, are done once per poll interval, not on every wake
   * (each query on the embedded store costs the server CPU that the workers beside it need; bench/service.mjs ran
   * the marking 424 times for 200 uploads). A statement no slot took thus shows `pending` for at most pollMs.
   */
  private async tick(): Promise<void> {
    const look = this.periodic || Date.now() - this.lastLook >= this.o.pollMs;
    this.periodic = false;
    if (look) {
      this.lastLook = Date.now();
      const swept = await sweepExpired(this.db);
      for (const id of swept.retried) this.o.log(`lease expired: ${id} queued again`);
      for (const id of swept.failed) this.o.log(`lease expired: ${id} failed (attempts exhausted)`);
    }
    while (this.free.length && !this.stopping) {
      const slot = this.free.pop()!;
      try {
        await slot.ready();
      } catch (e) {
        this.free.push(slot);
        throw e;
      }
      const job = await claimJob(this.db, `${this.id}/${slot.label}`, this.o.leaseSeconds).catch((e: unknown) => {
        this.free.push(slot);
        throw e;
      });
      if (!job) {
        this.free.push(slot);
        break;
      }
      this.o.log(`${slot.label} took ${job.statement_id} (attempt ${job.attempts}/${job.max_attempts})`);
      const abort = new AbortController();
      const a: Active = { job, slot, abort, done: Promise.resolve() };
      this.active.set(job.statement_id, a);
      a.done = this.runJob(a);
    }
    if (look) await markWaitingQueued(this.db);
  }

  private async runJob(a: Active): Promise<void> {
    const { job, slot } = a;
    try {
      const r = await slot.run({ id: job.statement_id, tenant: job.tenant_id, path: sourcePath(this.o.dataDir, job.tenant_id, job.statement_id) }, a.abort.signal);
      if (this.stopping || a.abort.signal.aborted) return;
      const kept = r.ok ? await completeJob(this.db, job, r.json, r.summary) : await failJob(this.db, job, r.code, r.message);
      this.o.log(`${slot.label} ${kept ? (r.ok ? 'completed' : `failed [${r.code}]`) : 'finished but no longer held (deleted or lease lost)'} ${job.statement_id}`);
    } catch (e) {
      // The worker died: write nothing. The lease, no longer renewed, runs out and the sweep hands the job on.
      if (e instanceof WorkerLostError) this.o.log(`${e.message}: ${job.statement_id} waits for its lease to expire`);
      else this.o.log(`dispatcher: ${job.statement_id}: ${(e as Error)?.message ?? e}`);
    } finally {
      this.active.delete(job.statement_id);
      this.free.push(slot);
      this.wake();
    }
  }

  /**
   * Renews the lease of every statement whose worker is alive. The lease is short: it is how the others learn that
   * this process (or its worker) died. Silence from a live worker is judged on a much longer clock, because reading a
   * large statement blocks the worker's event loop for seconds at a time (a 400-page one: more than 2 s) and that
   * is work, not a hang. A worker silent for hungSeconds is stopped; its lease then runs out like a dead one's.
   */
  private async heartbeat(): Promise<void> {
    const hungAfter = this.o.hungSeconds * 1000;
    for (const a of this.active.values()) {
      if (Date.now() - a.slot.lastBeat() > hungAfter) {
        this.o.log(`${a.slot.label} stopped beating on ${a.job.statement_id}: stopping it`);
        void a.slot.close();
        continue;
      }
      const held = await renewLease(this.db, a.job, this.o.leaseSeconds).catch(() => true);
      if (!held) a.abort.abort();
    }
  }

  /** Clean stop: abort what runs, give those jobs back (attempt not counted), close the slots. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    clearInterval(this.beatTimer);
    for (const a of this.active.values()) a.abort.abort();
    await Promise.race([Promise.all([...this.active.values()].map((a) => a.done)), new Promise((r) => setTimeout(r, 5000).unref())]);
    while (this.ticking) await new Promise((r) => setTimeout(r, 20));
    const n = await releaseJobs(this.db, this.id);
    if (n) this.o.log(`stopped: ${n} statement(s) given back to the queue`);
    await Promise.all(this.slots.map((s) => s.close()));
  }
}
