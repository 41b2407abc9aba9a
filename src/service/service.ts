/**
 * StatementService: the interface's lifecycle as a library (no HTTP). One instance owns a data folder (embedded
 * PGlite, locked) or talks to a PostgreSQL server, and runs `workers` slots that read the statements uploaded.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { preview as previewPdf } from '../pipeline/preview.js';
import { exportStatement, BUILTIN_FORMATS, type BuiltinFormat } from '../export/index.js';
import { isStatementError } from '../errors.js';
import type { Statement } from '../types.js';
import { openPglite, openPostgres, type Db } from './db.js';
import { migrate } from './schema.js';
import { ServiceError, oneLine } from './errors.js';
import { authenticate, createKey, listKeys, revokeKey } from './keys.js';
import { listPlans, setPlan, setTenantPlan } from './plans.js';
import { adoptUpload, removeOrphans, removeStatementFiles, sourcePath, statementDir, uploadTmpDir, writeDurable } from './files.js';
import { deleteStatementRow, getByIdempotencyKey, getExportRow, getStatementRow, insertExportRow, insertStatement, listStatementRows, type StatementRow } from './store.js';
import { estimateSeconds } from './estimate.js';
import { inspectPdf } from './inspect.js';
import { Dispatcher } from './dispatcher.js';
import type { Slot, SlotFactory } from './runner.js';
import type { CreatedKey, Download, DownloadOptions, KeyInfo, ListPage, Plan, PreviewView, StatementView, Tenant, UploadResult } from './types.js';

export interface ServiceOptions {
  /** Folder of the files (`<data>/<tenant>/<id>/`) and, without databaseUrl, of the embedded database. */
  dataDir: string;
  /** postgres://… : use this server instead of the embedded store (needs the optional `pg` package). */
  databaseUrl?: string;
  /** Statements read at once by this instance (0: accept and store only, e.g. an API node). Default 2. */
  workers?: number;
  /** 'process' (default): one worker process per slot; 'inline': in this process. */
  workerMode?: 'process' | 'inline';
  /** Custom slots (embedding, tests). Overrides workerMode. */
  slots?: SlotFactory;
  /** A running job not renewed for this long is taken again. Default 30. */
  leaseSeconds?: number;
  /** A worker process silent (no heartbeat) this long is stopped as hung. Default 120. */
  hungSeconds?: number;
  /** Attempts before a statement whose worker keeps dying is failed. Default 3. */
  maxAttempts?: number;
  /** How often idle dispatchers look for work and expired leases, in ms. Default 500. */
  pollMs?: number;
  /** false: do not move statements at all (one-shot commands such as `keys create` beside running servers). */
  dispatch?: boolean;
  log?: (line: string) => void;
}

/**
 * Where an upload comes from: a file the service may move (HTTP streamed it to disk) or bytes. With an
 * `idempotencyKey`, sending the same upload again (a retry after a timeout) answers with the first statement
 * instead of making a second one.
 */
export type UploadSource = { filename: string; idempotencyKey?: string } & ({ path: string } | { bytes: Uint8Array });

const PAGE_LIMIT_DEFAULT = 100;
const PAGE_LIMIT_MAX = 1000;

export class StatementService {
  private closed = false;
  private constructor(
    readonly db: Db,
    readonly dataDir: string,
    private readonly o: Required<Pick<ServiceOptions, 'maxAttempts'>>,
    private readonly dispatcher: Dispatcher | undefined,
    private readonly closeSlots: () => Promise<void>,
  ) {}

  static async open(options: ServiceOptions): Promise<StatementService> {
    const dataDir = options.dataDir;
    await mkdir(uploadTmpDir(dataDir), { recursive: true });
    const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(dataDir);
    try {
      await migrate(db);
      if (db.kind === 'pglite') {
        const gone = await removeOrphans(dataDir, async (tenant, id) => (await getStatementRow(db, tenant, id)) !== undefined);
        if (gone.length) options.log?.(`removed ${gone.length} file(s) left by an interrupted upload: ${gone.join(', ')}`);
      }
      const workers = options.workers ?? 2;
      let factory = options.slots;
      let closeFactory = async (): Promise<void> => undefined;
      if (!factory && workers > 0) {
        if (options.workerMode === 'inline') {
          const { inlineSlots } = await import('./inline-runner.js');
          const f = inlineSlots();
          factory = f;
          closeFactory = f.close;
        } else {
          const { processSlots } = await import('./process-runner.js');
          factory = processSlots();
        }
      }
      const slots: Slot[] = factory ? Array.from({ length: workers }, (_, i) => factory!(i)) : [];
      const leaseSeconds = options.leaseSeconds ?? 30;
      const dispatcher = new Dispatcher(db, slots, { dataDir, leaseSeconds, hungSeconds: options.hungSeconds ?? 120, pollMs: options.pollMs ?? 500, log: options.log ?? (() => undefined) });
      if (options.dispatch !== false) dispatcher.start();
      return new StatementService(db, dataDir, { maxAttempts: options.maxAttempts ?? 3 }, dispatcher, async () => {
        await dispatcher.stop();
        await closeFactory();
      });
    } catch (e) {
      await db.close();
      throw e;
    }
  }

  /** Stops the workers (their statements go back to the queue) and closes the store, releasing the data folder. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.closeSlots();
    } finally {
      await this.db.close();
    }
  }

  // -- tenants, keys, plans ----------------------------------------------------------------------------------

  authenticate(key: string | undefined): Promise<Tenant> {
    return authenticate(this.db, key).then((t) => ({ id: t.tenant, plan: t.plan }));
  }

  /** A tenant by name, without a key (library callers that authenticate their own way). */
  async tenant(id: string): Promise<Tenant> {
    const r = await this.db.query<{ name: string; formats: string[]; max_pages: number; max_bytes: string; concurrency: number }>(
      `SELECT p.* FROM tenants t JOIN plans p ON p.name = t.plan WHERE t.id = $1`,
      [id],
    );
    const p = r.rows[0];
    if (!p) throw new ServiceError('NOT_FOUND', `unknown tenant "${id}"`);
    return { id, plan: { ...p, max_bytes: Number(p.max_bytes) } };
  }

  createKey(tenant: string, options: { plan?: string; name?: string } = {}): Promise<CreatedKey> {
    return createKey(this.db, tenant, options.plan, options.name);
  }
  listKeys(tenant?: string): Promise<KeyInfo[]> {
    return listKeys(this.db, tenant);
  }
  revokeKey(idOrKey: string): Promise<boolean> {
    return revokeKey(this.db, idOrKey);
  }
  listPlans(): Promise<Plan[]> {
    return listPlans(this.db);
  }
  setPlan(plan: Plan): Promise<Plan> {
    return setPlan(this.db, plan);
  }
  setTenantPlan(tenant: string, plan: string): Promise<void> {
    return setTenantPlan(this.db, tenant, plan);
  }

  // -- statements ------------------------------------------------------------------------------------------------

  /** Interface 4.1. Checks size and type like an upload; the page limit is not applied, so a caller learns the count. */
  async preview(t: Tenant, src: UploadSource): Promise<PreviewView> {
    const { path, owned } = await this.materialise(src);
    try {
      await this.checkFile(t, path);
      return await this.onePdfAtATime(() => typed(() => previewPdf(path)));
    } finally {
      if (owned) await rm(path, { force: true });
    }
  }

  /**
   * Interface 4.2. The file is on disk (synced) and the row committed before this returns, so an acknowledged upload
   * survives a crash. `src.path` is moved, not copied: pass a file under `<data>/tmp` (same filesystem).
   */
  async upload(t: Tenant, src: UploadSource): Promise<UploadResult> {
    const key = src.idempotencyKey;
    if (key !== undefined && !/^[\x21-\x7e]{1,255}$/.test(key)) throw new ServiceError('INVALID_REQUEST', 'an idempotency key is 1-255 printable ASCII characters');
    const { path } = await this.materialise(src);
    let adopted = false;
    try {
      const earlier = key ? await getByIdempotencyKey(this.db, t.id, key) : undefined;
      if (earlier) return replay(earlier);
      const size = await this.checkFile(t, path);
      const pv = await this.onePdfAtATime(() => typed(() => inspectPdf(path, t.plan.max_pages)));
      const id = randomUUID();
      const filename = cleanFilename(src.filename);
      await adoptUpload(path, sourcePath(this.dataDir, t.id, id));
      adopted = true;
      const estimated = estimateSeconds(pv.digital_pages, pv.scanned_pages);
      let inserted: boolean;
      try {
        inserted = await insertStatement(this.db, { id, tenant: t.id, filename, page_count: pv.page_count, digital_pages: pv.digital_pages, scanned_pages: pv.scanned_pages, size_bytes: size, estimated_seconds: estimated, idempotency_key: key }, this.o.maxAttempts);
      } catch (e) {
        await removeStatementFiles(this.dataDir, t.id, id);
        throw e;
      }
      if (!inserted) {
        // The same key won a race with this request: keep the first upload only.
        await removeStatementFiles(this.dataDir, t.id, id);
        return replay((await getByIdempotencyKey(this.db, t.id, key!))!);
      }
      this.dispatcher?.wake();
      return { id, filename, status: 'pending', page_count: pv.page_count, estimated_seconds: estimated };
    } finally {
      if (!adopted) await rm(path, { force: true });
    }
  }

  /** Interface 4.3. Another tenant's id is not found, exactly like an unknown one. */
  async get(t: Tenant, id: string): Promise<StatementView> {
    const row = await getStatementRow(this.db, t.id, id);
    if (!row) throw notFound(id);
    return toView(row, t.plan);
  }

  /** Interface 4.4: most recent first, `limit` per page (default 100, at most 1000), `cursor` from the previous page. */
  async list(t: Tenant, options: { limit?: number; cursor?: string } = {}): Promise<ListPage> {
    const limit = options.limit ?? PAGE_LIMIT_DEFAULT;
    if (!(Number.isSafeInteger(limit) && limit >= 1 && limit <= PAGE_LIMIT_MAX)) throw new ServiceError('INVALID_REQUEST', `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`);
    let before: string | null = null;
    if (options.cursor !== undefined) {
      before = Buffer.from(options.cursor, 'base64url').toString();
      if (!/^[1-9][0-9]{0,18}$/.test(before)) throw new ServiceError('INVALID_REQUEST', 'cursor is not one this service handed out');
    }
    // One more row than asked tells whether a next page exists without a count query.
    const rows = await listStatementRows(this.db, t.id, limit + 1, before);
    const page = rows.slice(0, limit);
    return {
      items: page.map((r) => ({ id: r.id, filename: r.filename, status: r.status, transaction_count: r.transaction_count })),
      next_cursor: rows.length > limit ? Buffer.from(String(page[page.length - 1]!.seq)).toString('base64url') : null,
    };
  }

  /**
   * Interface 4.5. The first download of a format exports and keeps the file; later ones read it back. `options` are
   * the exporter options a caller may choose per download (each choice is a file of its own in the cache):
   * `account`, the account of a several-accounts statement for the formats that hold one (mt940, camt053, qbo), and
   * `allowUnreconciled`, to have those formats write a statement that does not reconcile as printed.
   */
  async download(t: Tenant, id: string, format: string, options: DownloadOptions = {}): Promise<Download> {
    const f = format.toLowerCase() as BuiltinFormat;
    if (!(BUILTIN_FORMATS as readonly string[]).includes(f)) throw new ServiceError('UNKNOWN_FORMAT', `unknown format "${format}"; known: ${BUILTIN_FORMATS.join(', ')}`);
    const row = await getStatementRow(this.db, t.id, id);
    if (!row) throw notFound(id);
    if (!t.plan.formats.includes(f)) throw new ServiceError('FORMAT_NOT_IN_PLAN', `format "${f}" is not in plan "${t.plan.name}" (included: ${t.plan.formats.join(', ')})`);
    if (row.status !== 'completed') {
      throw new ServiceError('NOT_READY', row.status === 'failed' ? `statement ${id} failed (${row.error_code}): nothing to download` : `statement ${id} is ${row.status}: download once it is completed`);
    }
    const variant = exportVariant(options);
    const key = variant ? `${f}.${variant}` : f;
    const cached = await getExportRow(this.db, row.id, key);
    if (cached) {
      const size = await stat(cached.path).then((s) => s.size).catch(() => -1);
      if (size >= 0) return { format: f, filename: cached.filename, content_type: cached.content_type, path: cached.path, size, cached: true };
    }
    const out = await exportStatement(row.result as Statement, f, { filename: basenameNoExt(row.filename), account: options.account, allowUnreconciled: options.allowUnreconciled }).catch((e: unknown) => {
      throw exportRefusal(e);
    });
    const dir = join(statementDir(this.dataDir, t.id, row.id), 'exports');
    await mkdir(dir, { recursive: true });
    const path = join(dir, `${key}.${out.extension}`);
    await writeDurable(path, out.data);
    const e = { format: key, filename: out.filename, content_type: out.contentType, path, size: out.data.length };
    if (!(await insertExportRow(this.db, row.id, e))) {
      // Deleted while we exported: leave no file behind a statement that no longer exists.
      await removeStatementFiles(this.dataDir, t.id, row.id);
      throw notFound(id);
    }
    return { ...e, format: f, cached: false };
  }

  /** Interface 4.6. Wins over a run in progress: the worker's result is refused (it no longer holds the job). */
  async delete(t: Tenant, id: string): Promise<void> {
    if (!(await deleteStatementRow(this.db, t.id, id))) throw notFound(id);
    this.dispatcher?.abort(id);
    await removeStatementFiles(this.dataDir, t.id, id);
  }

  /** Opens a download for reading (HTTP streams it). */
  openDownload(d: Download): NodeJS.ReadableStream {
    return createReadStream(d.path);
  }

  // -- helpers -----------------------------------------------------------------------------------------------------

  /**
   * The library keeps one idle pdf.js thread for the next document; documents opened side by side each start a new
   * thread, which costs far more than reading a few pages (bench/service.mjs: with 8 concurrent uploads the server
   * spent 35 s of CPU for 200 uploads, against ~35 ms an upload one at a time). So the API process opens one at a time.
   */
  private pdfQueue: Promise<unknown> = Promise.resolve();
  private onePdfAtATime<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.pdfQueue.then(fn, fn);
    this.pdfQueue = run.catch(() => undefined);
    return run;
  }

  private async materialise(src: UploadSource): Promise<{ path: string; owned: boolean }> {
    if ('path' in src) return { path: src.path, owned: true };
    const path = join(uploadTmpDir(this.dataDir), `${randomUUID()}.upload`);
    await writeDurable(path, src.bytes);
    return { path, owned: true };
  }

  private async checkFile(t: Tenant, path: string): Promise<number> {
    const size = (await stat(path)).size;
    if (size > t.plan.max_bytes) throw new ServiceError('TOO_LARGE', `file is ${size} bytes; plan "${t.plan.name}" takes at most ${t.plan.max_bytes}`);
    if (size === 0) throw new ServiceError('NOT_A_PDF', 'the file is empty');
    const fh = await open(path, 'r');
    try {
      const head = Buffer.alloc(1024);
      const { bytesRead } = await fh.read(head, 0, 1024, 0);
      // PDF readers accept the header anywhere in the first KiB; so do we.
      if (!head.subarray(0, bytesRead).includes('%PDF-')) throw new ServiceError('NOT_A_PDF', 'the file is not a PDF (no %PDF- header)');
    } finally {
      await fh.close();
    }
    return size;
  }

}

/** The library's errors on opening a file, as the service's (the library code stays in the message). */
async function typed<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (!isStatementError(e)) throw e;
    if (e.code === 'TOO_MANY_PAGES') throw new ServiceError('TOO_MANY_PAGES', oneLine(e.message), { cause: e });
    if (e.code === 'NOT_A_PDF') throw new ServiceError('NOT_A_PDF', oneLine(e.message), { cause: e });
    throw new ServiceError('UNREADABLE_PDF', `${oneLine(e.message)} [${e.code}]`, { cause: e });
  }
}

/** The upload result (2.2) of an earlier upload, as it was answered then. */
const replay = (r: StatementRow): UploadResult => ({ id: r.id, filename: r.filename, status: 'pending', page_count: r.page_count, estimated_seconds: r.estimated_seconds });

const notFound = (id: string): ServiceError => new ServiceError('NOT_FOUND', `no statement ${id}`);

function cleanFilename(name: string): string {
  // Only the last path segment, no control characters: it is shown back and used to name downloads.
  const n = basename(String(name ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
  return n || 'statement.pdf';
}

const basenameNoExt = (n: string): string => n.replace(/\.pdf$/i, '') || 'statement';

function toView(r: StatementRow, plan: Plan): StatementView {
  const s = r.status === 'completed' ? r.result : null;
  return {
    id: r.id,
    filename: r.filename,
    status: r.status,
    page_count: r.page_count,
    bank_name: s?.bank_name ?? null,
    currency: s?.currency ?? null,
    period_start: s?.period_start ?? null,
    period_end: s?.period_end ?? null,
    transaction_count: s ? r.transaction_count : 0,
    opening_balance: s?.opening_balance ?? null,
    closing_balance: s?.closing_balance ?? null,
    available_exports: [...plan.formats],
    // bbox is the visual report's; it would double the size of every poll.
    transactions: s ? s.transactions.map(({ bbox: _bbox, ...t }) => t) : [],
    // A file of several accounts: each with its own balances and reconciliation (README, "Several accounts in one file").
    ...(s?.accounts ? { accounts: s.accounts } : {}),
    error_code: r.status === 'failed' ? r.error_code : null,
    error_message: r.status === 'failed' ? r.error_message : null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** The part of a cached export's name (and key) that tells one choice of options from another; '' for the defaults. */
function exportVariant(o: DownloadOptions): string {
  return [o.account !== undefined ? `account-${o.account}` : '', o.allowUnreconciled ? 'unreconciled' : ''].filter(Boolean).join('.');
}

/**
 * An exporter's refusal is the caller's to act on (a statement of several accounts and no account chosen, one that
 * does not reconcile for a format whose balances readers check), not a fault of the service: it keeps its message,
 * with the query parameters that choose the options over HTTP.
 */
function exportRefusal(e: unknown): unknown {
  if (!isStatementError(e)) return e;
  if (e.code === 'INVALID_INPUT') return new ServiceError('INVALID_REQUEST', oneLine(e.message), { cause: e });
  if (e.code !== 'EXPORT_FAILED') return e;
  return new ServiceError('EXPORT_FAILED', oneLine(`${e.message} [download options: ?account=N, ?allow_unreconciled=true]`), { cause: e });
}
