/**
 * SQL of statements, jobs and exports. Every state change is one conditional UPDATE, so two processes (or a
 * worker and a delete) racing on a row cannot both win. A change that touches both a job and its statement is one
 * SQL statement (a data-modifying WITH), atomic without BEGIN/COMMIT: on the embedded store each round trip costs
 * the server process CPU its workers need (bench/service.mjs: an upload's insert, claim and completion were
 * twelve round trips, now three).
 */
import type { Db, Queryable } from './db.js';
import type { Statement } from '../types.js';
import type { ResultSummary } from './runner.js';
import type { StatementStatus } from './types.js';

export interface StatementRow {
  id: string;
  seq: string;
  tenant_id: string;
  filename: string;
  status: StatementStatus;
  page_count: number;
  digital_pages: number;
  scanned_pages: number;
  size_bytes: string;
  estimated_seconds: number;
  bank_name: string | null;
  transaction_count: number;
  opening_balance: number | null;
  closing_balance: number | null;
  result: Statement | null;
  error_code: string | null;
  error_message: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ClaimedJob {
  statement_id: string;
  tenant_id: string;
  attempts: number;
  max_attempts: number;
  locked_by: string;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id cannot name a statement: answer "not found" instead of letting the uuid cast fail. */
export const isUuid = (id: string): boolean => UUID_RE.test(id);

export async function insertStatement(
  db: Queryable,
  s: { id: string; tenant: string; filename: string; page_count: number; digital_pages: number; scanned_pages: number; size_bytes: number; estimated_seconds: number; idempotency_key?: string },
  maxAttempts: number,
): Promise<boolean> {
  // ON CONFLICT: the same idempotency key sent twice at once; the caller then answers with the first statement
  // (no row from `st`, so no job either).
  const r = await db.query(
    `WITH st AS (
       INSERT INTO statements (id, tenant_id, filename, status, page_count, digital_pages, scanned_pages, size_bytes, estimated_seconds, idempotency_key)
       VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9)
       ON CONFLICT (tenant_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id, tenant_id, seq)
     INSERT INTO jobs (statement_id, tenant_id, seq, state, max_attempts) SELECT id, tenant_id, seq, 'ready', $10::integer FROM st`,
    [s.id, s.tenant, s.filename, s.page_count, s.digital_pages, s.scanned_pages, s.size_bytes, s.estimated_seconds, s.idempotency_key ?? null, maxAttempts],
  );
  return (r.affectedRows ?? 0) > 0;
}

export async function getByIdempotencyKey(db: Queryable, tenant: string, key: string): Promise<StatementRow | undefined> {
  return withResult((await db.query<StoredRow>(`SELECT * FROM statements WHERE tenant_id = $1 AND idempotency_key = $2`, [tenant, key])).rows[0]);
}

export async function getStatementRow(db: Queryable, tenant: string, id: string): Promise<StatementRow | undefined> {
  if (!isUuid(id)) return undefined;
  return withResult((await db.query<StoredRow>(`SELECT * FROM statements WHERE id = $1 AND tenant_id = $2`, [id, tenant])).rows[0]);
}

/** A row as the database gives it: the result is JSON text (schema version 3). */
type StoredRow = Omit<StatementRow, 'result'> & { result: string | null };
const withResult = (r: StoredRow | undefined): StatementRow | undefined => r && { ...r, result: r.result === null ? null : (JSON.parse(r.result) as Statement) };

export async function listStatementRows(db: Queryable, tenant: string, limit: number, beforeSeq: string | null): Promise<StatementRow[]> {
  return (
    await db.query<StatementRow>(
      `SELECT id, seq, filename, status, transaction_count FROM statements
       WHERE tenant_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint) ORDER BY seq DESC LIMIT $3`,
      [tenant, beforeSeq, limit],
    )
  ).rows;
}

/** Deletes the rows (job and exports cascade); true when there was one. */
export async function deleteStatementRow(db: Queryable, tenant: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const r = await db.query(`DELETE FROM statements WHERE id = $1 AND tenant_id = $2`, [id, tenant]);
  return (r.affectedRows ?? 0) > 0;
}

/**
 * Takes the oldest ready job whose tenant is under its plan's concurrency, and moves its statement to processing.
 * The tenants at their limit are found once (from the few running jobs), not per ready job: counting per ready job
 * made a claim cost grow with the queue (400 waiting: 5 ms of execution, against 0.8 ms now).
 * SKIP LOCKED lets several dispatchers on one PostgreSQL claim side by side without taking the same row. The
 * concurrency count is read in the same statement; two dispatchers on different connections can each see the
 * tenant one under its limit and overshoot it by one: accepted, as the limit shares capacity, it does not guard data.
 */
export async function claimJob(db: Queryable, workerId: string, leaseSeconds: number): Promise<ClaimedJob | undefined> {
  const r = await db.query<ClaimedJob>(
    `WITH claimed AS (
       UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = $1,
              lease_until = now() + make_interval(secs => $2), heartbeat_at = now()
       WHERE statement_id = (
         SELECT j.statement_id FROM jobs j
         WHERE j.state = 'ready'
           AND j.tenant_id NOT IN (
             SELECT r.tenant_id FROM jobs r JOIN tenants t ON t.id = r.tenant_id JOIN plans p ON p.name = t.plan
             WHERE r.state = 'running' GROUP BY r.tenant_id, p.concurrency HAVING count(*) >= p.concurrency)
         ORDER BY j.seq LIMIT 1
         FOR UPDATE OF j SKIP LOCKED)
       RETURNING statement_id, tenant_id, attempts, max_attempts, locked_by),
     started AS (
       UPDATE statements s SET status = 'processing', started_at = now(), updated_at = now() FROM claimed WHERE s.id = claimed.statement_id)
     SELECT * FROM claimed`,
    [workerId, leaseSeconds],
  );
  return r.rows[0];
}

/** Extends the lease; false when the job is no longer ours (lease lost, or the statement was deleted). */
export async function renewLease(db: Queryable, job: ClaimedJob, leaseSeconds: number): Promise<boolean> {
  const r = await db.query(
    `UPDATE jobs SET lease_until = now() + make_interval(secs => $4), heartbeat_at = now()
     WHERE statement_id = $1 AND locked_by = $2 AND attempts = $3 AND state = 'running'`,
    [job.statement_id, job.locked_by, job.attempts, leaseSeconds],
  );
  return (r.affectedRows ?? 0) > 0;
}

/** Writes the result only if this attempt still holds the job (fencing by locked_by + attempts). */
export async function completeJob(db: Queryable, job: ClaimedJob, json: string, st: ResultSummary): Promise<boolean> {
  const r = await db.query(
    `WITH held AS (
       UPDATE jobs SET state = 'done', lease_until = NULL
       WHERE statement_id = $1 AND locked_by = $2 AND attempts = $3 AND state = 'running' RETURNING statement_id)
     UPDATE statements s SET status = 'completed', bank_name = $4, transaction_count = $5, opening_balance = $6, closing_balance = $7,
            result = $8, digital_pages = $9, scanned_pages = $10, finished_at = now(), updated_at = now()
     FROM held WHERE s.id = held.statement_id`,
    [job.statement_id, job.locked_by, job.attempts, st.bank_name, st.transaction_count, st.opening_balance, st.closing_balance, json, st.digital_pages, st.scanned_pages],
  );
  return (r.affectedRows ?? 0) > 0;
}

export async function failJob(db: Queryable, job: ClaimedJob, code: string, message: string): Promise<boolean> {
  const r = await db.query(
    `WITH held AS (
       UPDATE jobs SET state = 'failed', lease_until = NULL, last_error = $4
       WHERE statement_id = $1 AND locked_by = $2 AND attempts = $3 AND state = 'running' RETURNING statement_id)
     UPDATE statements s SET status = 'failed', error_code = $5, error_message = $6, finished_at = now(), updated_at = now()
     FROM held WHERE s.id = held.statement_id`,
    [job.statement_id, job.locked_by, job.attempts, `${code}: ${message}`, code, message],
  );
  return (r.affectedRows ?? 0) > 0;
}

/**
 * Jobs whose lease ran out (their worker was killed, hung or lost the database): back to ready and the statement to
 * queued while attempts remain, else failed with WORKER_LOST. Run by every dispatcher on every tick.
 */
export async function sweepExpired(db: Db): Promise<{ retried: string[]; failed: string[] }> {
  return db.transaction(async (tx) => {
    const r = await tx.query<{ statement_id: string; state: string; attempts: number }>(
      `UPDATE jobs SET state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'ready' END,
              locked_by = NULL, lease_until = NULL,
              last_error = 'lease expired (worker stopped or stalled) on attempt ' || attempts
       WHERE state = 'running' AND lease_until < now() RETURNING statement_id, state, attempts`,
    );
    const retried = r.rows.filter((j) => j.state === 'ready').map((j) => j.statement_id);
    const failed = r.rows.filter((j) => j.state === 'failed');
    if (retried.length) await tx.query(`UPDATE statements SET status = 'queued', updated_at = now() WHERE id = ANY($1::uuid[])`, [retried]);
    for (const j of failed) {
      await tx.query(
        `UPDATE statements SET status = 'failed', error_code = 'WORKER_LOST', finished_at = now(), updated_at = now(),
                error_message = $2 WHERE id = $1`,
        [j.statement_id, `the worker reading it stopped before finishing, ${j.attempts} time(s); not retried again`],
      );
    }
    return { retried, failed: failed.map((j) => j.statement_id) };
  });
}

/**
 * Statements that the claims of this tick left: they wait for a free slot, which the interface calls queued. One that
 * arrives between the claims and this update shows `queued` until its own upload's tick takes it a moment later.
 */
export async function markWaitingQueued(db: Queryable): Promise<number> {
  const r = await db.query(
    `UPDATE statements s SET status = 'queued', updated_at = now() FROM jobs j
     WHERE j.statement_id = s.id AND j.state = 'ready' AND s.status = 'pending'`,
  );
  return r.affectedRows ?? 0;
}

/** On a clean stop: give running jobs back without counting the attempt, so the next start takes them at once. */
export async function releaseJobs(db: Db, workerPrefix: string): Promise<number> {
  return db.transaction(async (tx) => {
    const r = await tx.query<{ statement_id: string }>(
      `UPDATE jobs SET state = 'ready', attempts = attempts - 1, locked_by = NULL, lease_until = NULL
       WHERE state = 'running' AND locked_by LIKE $1 || '%' RETURNING statement_id`,
      [workerPrefix],
    );
    const ids = r.rows.map((x) => x.statement_id);
    if (ids.length) await tx.query(`UPDATE statements SET status = 'queued', updated_at = now() WHERE id = ANY($1::uuid[])`, [ids]);
    return ids.length;
  });
}

export interface ExportRow {
  format: string;
  filename: string;
  content_type: string;
  path: string;
  size: string;
}

export async function getExportRow(db: Queryable, id: string, format: string): Promise<ExportRow | undefined> {
  return (await db.query<ExportRow>(`SELECT format, filename, content_type, path, size FROM exports WHERE statement_id = $1 AND format = $2`, [id, format])).rows[0];
}

/** False when the statement is gone (deleted while the export was written): the caller removes the file. */
export async function insertExportRow(db: Queryable, id: string, e: { format: string; filename: string; content_type: string; path: string; size: number }): Promise<boolean> {
  const r = await db.query(
    `INSERT INTO exports (statement_id, format, filename, content_type, path, size)
     SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM statements WHERE id = $1)
     ON CONFLICT (statement_id, format) DO NOTHING`,
    [id, e.format, e.filename, e.content_type, e.path, e.size],
  );
  return (r.affectedRows ?? 0) > 0 || (await getExportRow(db, id, e.format)) !== undefined;
}
