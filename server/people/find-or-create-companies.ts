// The companies an import's rows name: a company of the generated directory when one has the
// name (its industry, stage and size then describe the person), else the import owner's company
// of that name, created the first time a row names it.
import type { SqlRunner } from '@/server/db';
import { companyNameKey } from '@/server/search';

export interface ImportCompany {
  id: number | null;
  name: string;
  industry: string | null;
  stage: string | null;
  size: number | null;
}

/** Each distinct company name (by its key) -> a known directory company, else the owner's imported company (created). */
export async function findOrCreateCompanies(tx: SqlRunner, owner: string | null, names: string[]): Promise<Map<string, ImportCompany>> {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = companyNameKey(name);
    if (key && !byKey.has(key)) byKey.set(key, name);
  }
  const result = new Map<string, ImportCompany>();
  if (byKey.size === 0) return result;
  const keys = [...byKey.keys()];
  const known = await tx.query<{ id: number; name: string; name_key: string; industry: string; funding_stage: string | null; employee_count: number }>(
    `SELECT DISTINCT ON (name_key) id, name, name_key, industry, funding_stage, employee_count FROM directory_company
     WHERE name_key = ANY($1::text[]) ORDER BY name_key, employee_count DESC, id`,
    [keys],
  );
  for (const c of known) result.set(c.name_key, { id: c.id, name: c.name, industry: c.industry, stage: c.funding_stage, size: c.employee_count });
  const missing = keys.filter((k) => !result.has(k));
  if (missing.length === 0) return result;
  const ownerClause = owner === null ? 'workspace_id IS NULL' : 'workspace_id = $2';
  const existing = await tx.query<{ id: number; name: string; name_key: string }>(
    `SELECT DISTINCT ON (name_key) id, name, name_key FROM imported_company WHERE name_key = ANY($1::text[]) AND ${ownerClause} ORDER BY name_key, id`,
    owner === null ? [missing] : [missing, owner],
  );
  for (const c of existing) result.set(c.name_key, { id: c.id, name: c.name, industry: null, stage: null, size: null });
  const create = missing.filter((k) => !result.has(k));
  if (create.length > 0) {
    const created = await tx.query<{ id: number; name: string; name_key: string }>(
      `INSERT INTO imported_company (workspace_id, name, name_key) SELECT $1, name, name_key FROM unnest($2::text[], $3::text[]) AS t(name, name_key)
       RETURNING id, name, name_key`,
      [owner, create.map((k) => byKey.get(k)!), create],
    );
    for (const c of created) result.set(c.name_key, { id: c.id, name: c.name, industry: null, stage: null, size: null });
  }
  return result;
}

/** The columns find-or-create's lookups filter on, as ANALYZE takes them. */
export const IMPORTED_COMPANY_LOOKUP = 'imported_company (workspace_id, name_key)';
