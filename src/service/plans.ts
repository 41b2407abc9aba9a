/** Plans live in the `plans` table (seeded by the first migration with `free` and `pro`); these read and write it. */
import type { Queryable } from './db.js';
import type { Plan } from './types.js';
import { BUILTIN_FORMATS } from '../export/index.js';
import { ServiceError } from './errors.js';
import { TENANT_RE } from './keys.js';

interface PlanRow {
  name: string;
  formats: string[];
  max_pages: number;
  max_bytes: string | number;
  concurrency: number;
}
const toPlan = (r: PlanRow): Plan => ({ name: r.name, formats: r.formats, max_pages: r.max_pages, max_bytes: Number(r.max_bytes), concurrency: r.concurrency });

export async function listPlans(db: Queryable): Promise<Plan[]> {
  return (await db.query<PlanRow>(`SELECT * FROM plans ORDER BY name`)).rows.map(toPlan);
}

/** Creates or replaces a plan. Formats are checked against the interface's ten so a plan cannot promise what no exporter makes. */
export async function setPlan(db: Queryable, plan: Plan): Promise<Plan> {
  if (!TENANT_RE.test(plan.name)) throw new ServiceError('INVALID_REQUEST', `plan name must match ${TENANT_RE}`);
  const unknown = plan.formats.filter((f) => !(BUILTIN_FORMATS as readonly string[]).includes(f));
  if (unknown.length) throw new ServiceError('UNKNOWN_FORMAT', `unknown format(s) in plan: ${unknown.join(', ')}`);
  for (const k of ['max_pages', 'max_bytes', 'concurrency'] as const) {
    if (!(Number.isSafeInteger(plan[k]) && plan[k] >= 1)) throw new ServiceError('INVALID_REQUEST', `plan.${k} must be a whole number >= 1`);
  }
  const r = await db.query<PlanRow>(
    `INSERT INTO plans (name, formats, max_pages, max_bytes, concurrency) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (name) DO UPDATE SET formats = $2, max_pages = $3, max_bytes = $4, concurrency = $5 RETURNING *`,
    [plan.name, plan.formats, plan.max_pages, plan.max_bytes, plan.concurrency],
  );
  return toPlan(r.rows[0]!);
}

export async function setTenantPlan(db: Queryable, tenant: string, plan: string): Promise<void> {
  const r = await db.query(`UPDATE tenants SET plan = $2 WHERE id = $1`, [tenant, plan]).catch((e: unknown) => {
    throw new ServiceError('INVALID_REQUEST', `unknown plan "${plan}"`, { cause: e });
  });
  if (!r.affectedRows) throw new ServiceError('NOT_FOUND', `unknown tenant "${tenant}"`);
}
