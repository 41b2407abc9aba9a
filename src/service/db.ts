/**
 * The one thing the store needs from a database: parameterised queries and transactions, with PostgreSQL's SQL.
 * PGlite (embedded, default) and `pg` (a real server, optional, loaded only when a URL is given) both fit.
 */
import { join } from 'node:path';
import { lockDataDir, type DirLock } from './lock.js';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
}

export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens (creating on first use) the embedded PostgreSQL in `<dataDir>/db`, holding the folder's lock until close(). */
export async function openPglite(dataDir: string): Promise<Db> {
  const lock: DirLock = lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = new PGlite(join(dataDir, 'db'));
    await pg.waitReady;
    return {
      kind: 'pglite',
      query: async (sql, params) => {
        const r = await pg.query(sql, params);
        return { rows: r.rows as never[], affectedRows: r.affectedRows };
      },
      transaction: (fn) =>
        pg.transaction((tx) =>
          fn({
            query: async (sql, params) => {
              const r = await tx.query(sql, params);
              return { rows: r.rows as never[], affectedRows: r.affectedRows };
            },
          }),
        ),
      async close() {
        try {
          await pg.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (e) {
    lock.release();
    throw e;
  }
}

/** A PostgreSQL server through `pg` (an optional dependency: installed by whoever configures a URL). */
export async function openPostgres(url: string): Promise<Db> {
  let mod: { default: { Pool: new (o: object) => PgPool } };
  try {
    mod = (await import('pg' as string)) as typeof mod;
  } catch {
    throw new Error('a PostgreSQL URL was given but the optional dependency "pg" is not installed: npm install pg');
  }
  const pool = new mod.default.Pool({ connectionString: url, max: 8 });
  const wrap = (c: { query: PgPool['query'] }): Queryable => ({
    query: async (sql, params) => {
      const r = await c.query(sql, params);
      return { rows: r.rows, affectedRows: r.rowCount ?? undefined };
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

interface PgPool {
  query(sql: string, params?: unknown[]): Promise<{ rows: never[]; rowCount: number | null }>;
  connect(): Promise<{ query: PgPool['query']; release(): void }>;
  end(): Promise<void>;
}
