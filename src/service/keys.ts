/**
 * API keys: `se_<id>_<secret>`. The id finds the row; only sha256(secret) is stored, so a leaked database does not
 * leak usable keys, and the comparison is constant-time so response times do not reveal how much of a guess matched.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './db.js';
import type { CreatedKey, KeyInfo, Plan } from './types.js';
import { ServiceError } from './errors.js';

const KEY_RE = /^se_([a-f0-9]{16})_([A-Za-z0-9_-]{43})$/;
const hash = (secret: string): Buffer => createHash('sha256').update(secret).digest();
// Compared against when the id is unknown, so an unknown id costs the same work as a wrong secret.
const DUMMY = hash('no such key');

export const TENANT_RE = /^[a-z0-9][a-z0-9_-]{0,63}$/;
/** Folders of the data directory that are not tenants. */
export const RESERVED_TENANTS = ['db', 'tmp'];

export async function createKey(db: Queryable, tenant: string, plan: string | undefined, name?: string): Promise<CreatedKey> {
  if (!TENANT_RE.test(tenant) || RESERVED_TENANTS.includes(tenant)) {
    throw new ServiceError('INVALID_REQUEST', `tenant must match ${TENANT_RE} and not be ${RESERVED_TENANTS.join(' or ')} (it names a folder beside them)`);
  }
  if (plan !== undefined) {
    const p = await db.query(`SELECT 1 FROM plans WHERE name = $1`, [plan]);
    if (!p.rows.length) throw new ServiceError('INVALID_REQUEST', `unknown plan "${plan}"`);
  }
  // A new tenant gets the plan asked for (default pro); an existing one changes plan only when one is given.
  await db.query(
    `INSERT INTO tenants (id, plan) VALUES ($1, COALESCE($2, 'pro'))
     ON CONFLICT (id) DO UPDATE SET plan = COALESCE($2, tenants.plan)`,
    [tenant, plan ?? null],
  );
  const id = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const r = await db.query<{ created_at: Date }>(
    `INSERT INTO api_keys (id, tenant_id, secret_hash, name) VALUES ($1, $2, $3, $4) RETURNING created_at`,
    [id, tenant, hash(secret), name ?? null],
  );
  return { id, tenant, name: name ?? null, created_at: r.rows[0]!.created_at.toISOString(), revoked_at: null, key: `se_${id}_${secret}` };
}

export async function listKeys(db: Queryable, tenant?: string): Promise<KeyInfo[]> {
  const r = await db.query<{ id: string; tenant_id: string; name: string | null; created_at: Date; revoked_at: Date | null }>(
    `SELECT id, tenant_id, name, created_at, revoked_at FROM api_keys WHERE ($1::text IS NULL OR tenant_id = $1) ORDER BY created_at, id`,
    [tenant ?? null],
  );
  return r.rows.map((k) => ({ id: k.id, tenant: k.tenant_id, name: k.name, created_at: k.created_at.toISOString(), revoked_at: k.revoked_at?.toISOString() ?? null }));
}

/** Accepts the key id or the whole key. Returns false when no active key matched. */
export async function revokeKey(db: Queryable, idOrKey: string): Promise<boolean> {
  const id = KEY_RE.exec(idOrKey)?.[1] ?? idOrKey;
  const r = await db.query(`UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [id]);
  return (r.affectedRows ?? 0) > 0;
}

/** The tenant and plan of a bearer key, or UNAUTHORIZED. */
export async function authenticate(db: Queryable, key: string | undefined): Promise<{ tenant: string; plan: Plan }> {
  const m = key ? KEY_RE.exec(key) : null;
  const row = m
    ? (
        await db.query<{ secret_hash: Uint8Array; revoked_at: Date | null; tenant_id: string; name: string; formats: string[]; max_pages: number; max_bytes: string | number; concurrency: number }>(
          `SELECT k.secret_hash, k.revoked_at, k.tenant_id, p.name, p.formats, p.max_pages, p.max_bytes, p.concurrency
           FROM api_keys k JOIN tenants t ON t.id = k.tenant_id JOIN plans p ON p.name = t.plan WHERE k.id = $1`,
          [m[1]],
        )
      ).rows[0]
    : undefined;
  const given = hash(m?.[2] ?? '');
  const stored = row ? Buffer.from(row.secret_hash) : DUMMY;
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !same || row.revoked_at) throw new ServiceError('UNAUTHORIZED', 'missing, unknown or revoked API key (send "Authorization: Bearer <key>")');
  return {
    tenant: row.tenant_id,
    plan: { name: row.name, formats: row.formats, max_pages: row.max_pages, max_bytes: Number(row.max_bytes), concurrency: row.concurrency },
  };
}
