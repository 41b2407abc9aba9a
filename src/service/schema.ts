/**
 * The one SQL schema, as numbered migrations, for both the embedded store (PGlite) and a PostgreSQL server. A
 * migration is never edited once released: changes go in a new entry.
 */
import type { Db } from './db.js';

export const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'tenants, keys, plans, statements, jobs, exports',
    sql: `
CREATE TABLE plans (
  name        text PRIMARY KEY,
  formats     text[] NOT NULL,
  max_pages   integer NOT NULL CHECK (max_pages >= 1),
  max_bytes   bigint NOT NULL CHECK (max_bytes >= 1),
  concurrency integer NOT NULL CHECK (concurrency >= 1)
);
INSERT INTO plans (name, formats, max_pages, max_bytes, concurrency) VALUES
  ('free', ARRAY['excel','csv'], 20, 5242880, 1),
  ('pro', ARRAY['excel','csv','qbo','quickbooks','xml','odoo','zoho','mt940','camt053','iif'], 500, 20971520, 4);

CREATE TABLE tenants (
  id         text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
  plan       text NOT NULL REFERENCES plans(name),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id          text PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  secret_hash bytea NOT NULL,
  name        text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

CREATE TABLE statements (
  id                uuid PRIMARY KEY,
  seq               bigserial UNIQUE NOT NULL,
  tenant_id         text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  filename          text NOT NULL,
  status            text NOT NULL CHECK (status IN ('pending','queued','processing','completed','failed')),
  page_count        integer NOT NULL,
  digital_pages     integer NOT NULL,
  scanned_pages     integer NOT NULL,
  size_bytes        bigint NOT NULL,
  estimated_seconds integer NOT NULL,
  bank_name         text,
  transaction_count integer NOT NULL DEFAULT 0,
  opening_balance   double precision,
  closing_balance   double precision,
  result            jsonb,
  error_code        text,
  error_message     text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  started_at        timestamptz,
  finished_at       timestamptz
);
CREATE INDEX statements_tenant_seq ON statements (tenant_id, seq DESC);

-- One job per statement. The job row, not any process's memory, is the truth about who works on what: a worker
-- holds it only while lease_until is in the future, and writes its result only if it still holds it.
CREATE TABLE jobs (
  statement_id uuid PRIMARY KEY REFERENCES statements(id) ON DELETE CASCADE,
  tenant_id    text NOT NULL,
  seq          bigint NOT NULL,
  state        text NOT NULL CHECK (state IN ('ready','running','done','failed')),
  attempts     integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  locked_by    text,
  lease_until  timestamptz,
  heartbeat_at timestamptz,
  last_error   text
);
CREATE INDEX jobs_ready ON jobs (seq) WHERE state = 'ready';
CREATE INDEX jobs_running ON jobs (tenant_id) WHERE state = 'running';

CREATE TABLE exports (
  statement_id uuid NOT NULL REFERENCES statements(id) ON DELETE CASCADE,
  format       text NOT NULL,
  filename     text NOT NULL,
  content_type text NOT NULL,
  path         text NOT NULL,
  size         bigint NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (statement_id, format)
);
`,
  },
  {
    version: 2,
    name: 'idempotency keys on uploads',
    sql: `
ALTER TABLE statements ADD COLUMN idempotency_key text;
-- Per tenant: two tenants may well pick the same key.
CREATE UNIQUE INDEX statements_idempotency ON statements (tenant_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
`,
  },
  {
    version: 3,
    name: 'results stored as JSON text',
    // The result is written whole and read whole, never queried inside. As jsonb, each completion parsed the
    // worker's JSON text into jsonb and each read printed it back (PGlite, ~75 KB results: 2.2 ms to write and
    // 2.4 ms to read, against 1.0 and 0.4 ms as text). Rewrites the table once (older rows keep jsonb's key order).
    sql: `
ALTER TABLE statements ALTER COLUMN result TYPE text USING result::text;
`,
  },
];

/** Applies the migrations not applied yet, each in its own transaction; returns the versions applied now. */
export async function migrate(db: Db, migrations = MIGRATIONS): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: number[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      // The table lock makes two processes migrating one PostgreSQL apply each step once.
      await tx.query(`LOCK TABLE schema_migrations IN EXCLUSIVE MODE`);
      const r = await tx.query(`SELECT 1 FROM schema_migrations WHERE version = $1`, [m.version]);
      if (r.rows.length) return false;
      for (const stmt of splitSql(m.sql)) await tx.query(stmt);
      await tx.query(`INSERT INTO schema_migrations (version, name) VALUES ($1, $2)`, [m.version, m.name]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}

/** Parameterless statements one by one: PGlite's query() takes a single statement. No ';' inside literals here. */
function splitSql(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
