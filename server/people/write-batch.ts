// One batch of an import, in one transaction: the people (or suppression entries) of the batch,
// its rejected rows and the import's counters and cursor commit together, so a crash leaves the
// batch entirely done or not done, and a resumed import starts exactly after the last batch.
import type { SqlRunner } from '@/server/db';
import { arrayLiteral, companyNameKey, industryLabel } from '@/server/search';
import type { PersonDraft, SuppressionDraft } from './read-person';
import { lockWorkspaceImports } from './import-lock';

export type BatchItem<T> = { row: number; cells: string[]; error: string } | { row: number; cells: string[]; value: T };

export interface ImportRef {
  id: string;
  workspaceId: string | null;
}

export class ImportSuperseded extends Error {
  override name = 'ImportSuperseded';
}

interface Counts {
  imported: number;
  updated: number;
}

/** How one kind of import writes its values, and the tables those writes grow. */
export interface ImportWriter<T> {
  write: (tx: SqlRunner, ref: ImportRef, values: T[]) => Promise<Counts>;
  /** The tables and columns its lookups filter on, as ANALYZE takes them. */
  lookupColumns: string[];
}

/**
 * Refreshes the planner's statistics of the writer's tables each time the import's row count
 * crosses a power of two (about 11 times in a million rows). PGlite has no autovacuum, and
 * PostgreSQL's may lag a fast import: with statistics of a smaller table the dedupe lookups scan
 * the whole workspace per batch instead of using their indexes, which made imports quadratic
 * (120,000 rows: 200 s, nearly all of it in one SELECT). Only the lookups' columns: 85 ms at
 * 120,000 rows on PGlite, where the whole table takes 730 ms (PGlite runs on the event loop).
 */
export async function refreshStatistics<T>(sql: SqlRunner, writer: ImportWriter<T>, before: number, after: number): Promise<void> {
  if (Math.floor(Math.log2(Math.max(1, after))) > Math.floor(Math.log2(Math.max(1, before)))) await sql.query(`ANALYZE ${writer.lookupColumns.join(', ')}`);
}

/** Locks the import, checks that nobody else advanced it, writes the batch and moves the cursor. */
export async function writeBatch<T>(
  sql: SqlRunner,
  ref: ImportRef,
  expectedRows: number,
  items: Array<BatchItem<T>>,
  header: string[] | null,
  writer: ImportWriter<T>,
): Promise<void> {
  await sql.transaction(async (tx) => {
    const [current] = await tx.query<{ rows: number; status: string }>('SELECT rows, status::text AS status FROM people_import WHERE id = $1 FOR UPDATE', [ref.id]);
    if (!current || current.status !== 'running' || current.rows !== expectedRows) throw new ImportSuperseded(`import ${ref.id} moved on`);
    // One writer per workspace (or the shared directory) at a time: dedupe looks then writes.
    await lockWorkspaceImports(tx, ref.workspaceId);
    const rejected = items.filter((i): i is Extract<BatchItem<T>, { error: string }> => 'error' in i);
    const values = items.flatMap((i) => ('value' in i ? [i.value] : []));
    const counts = values.length > 0 ? await writer.write(tx, ref, values) : { imported: 0, updated: 0 };
    if (rejected.length > 0) {
      await tx.query(
        `INSERT INTO people_import_rejection (import_id, row, message, cells)
         SELECT $1, row, message, cells::text[] FROM unnest($2::int[], $3::text[], $4::text[]) AS t(row, message, cells)
         ON CONFLICT DO NOTHING`,
        [ref.id, rejected.map((r) => r.row), rejected.map((r) => `Row ${r.row} ${r.error}`), rejected.map((r) => arrayLiteral(r.cells))],
      );
    }
    await tx.query(
      `UPDATE people_import SET rows = rows + $2, imported = imported + $3, updated = updated + $4, rejected = rejected + $5,
         header = COALESCE($6::text[], header), "updatedAt" = now() WHERE id = $1`,
      [ref.id, items.length, counts.imported, counts.updated, rejected.length, header ? arrayLiteral(header) : null],
    );
  });
}

// ---------------------------------------------------------------- people

interface Company {
  id: number | null;
  name: string;
  industry: string | null;
  stage: string | null;
  size: number | null;
}

/** Each distinct company name -> a known directory company, else the import owner's company of that name (created). */
async function resolveCompanies(tx: SqlRunner, owner: string | null, names: string[]): Promise<Map<string, Company>> {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = companyNameKey(name);
    if (key && !byKey.has(key)) byKey.set(key, name);
  }
  const result = new Map<string, Company>();
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

const PERSON_COLUMNS = [
  ['first_name', 'text'], ['last_name', 'text'], ['full_name', 'text'], ['title', 'text'], ['role_key', 'text'], ['function', 'text'],
  ['seniority', 'text'], ['company_id', 'int'], ['company_name', 'text'], ['company_industry', 'text'], ['company_stage', 'text'],
  ['company_size', 'int'], ['city_id', 'int'], ['city', 'text'], ['region_code', 'text'], ['region', 'text'], ['country', 'text'],
  ['country_code', 'text'], ['linkedin_url', 'text'], ['linkedin_key', 'text'], ['email', 'text'], ['email_key', 'text'],
  ['email_domain', 'text'], ['name_key', 'text'], ['phone', 'text'], ['skills', 'text'], ['languages', 'text'], ['years_experience', 'int'], ['industry_label', 'text'],
] as const;

type Stored = PersonDraft & { company: Company | null };

function columnValues(people: Stored[]): unknown[][] {
  return [
    people.map((p) => p.firstName), people.map((p) => p.lastName), people.map((p) => p.fullName), people.map((p) => p.title),
    people.map((p) => p.roleKey), people.map((p) => p.function), people.map((p) => p.seniority), people.map((p) => p.company?.id ?? null),
    people.map((p) => p.company?.name ?? p.companyName), people.map((p) => p.company?.industry ?? null), people.map((p) => p.company?.stage ?? null),
    people.map((p) => p.company?.size ?? null), people.map((p) => p.cityId), people.map((p) => p.city), people.map((p) => p.regionCode),
    people.map((p) => p.region), people.map((p) => p.country), people.map((p) => p.countryCode), people.map((p) => p.linkedinUrl),
    people.map((p) => p.linkedinKey), people.map((p) => p.email), people.map((p) => p.emailKey), people.map((p) => p.emailDomain),
    people.map((p) => p.nameKey), people.map((p) => p.phone), people.map((p) => arrayLiteral(p.skills)), people.map((p) => arrayLiteral(p.languages)),
    people.map((p) => p.yearsExperience), people.map((p) => (p.company?.industry ? industryLabel(p.company.industry) : '')),
  ];
}

const SEARCH_VECTOR = `to_tsvector('simple', t.title || ' ' || array_to_string(t.skills::text[], ' ') || ' ' || t.company_name || ' ' || t.industry_label)`;

function unnestFrom(offset: number): string {
  const args = PERSON_COLUMNS.map(([, type], i) => `$${i + offset}::${type}[]`).join(', ');
  return `unnest(${args}) AS t(${PERSON_COLUMNS.map(([name]) => name).join(', ')})`;
}

/** Inserts new people and updates the ones already imported (same LinkedIn address, else same e-mail). */
async function writePeople(tx: SqlRunner, ref: ImportRef, drafts: PersonDraft[]): Promise<Counts> {
  const companies = await resolveCompanies(tx, ref.workspaceId, drafts.map((d) => d.companyName).filter(Boolean));
  const people: Stored[] = drafts.map((d) => ({ ...d, company: companies.get(companyNameKey(d.companyName)) ?? null }));

  const linkedinKeys = [...new Set(people.map((p) => p.linkedinKey).filter((k): k is string => k !== null))];
  const emailKeys = [...new Set(people.map((p) => p.emailKey).filter((k): k is string => k !== null))];
  const nameKeys = [...new Set(people.map((p) => p.nameKey).filter((k): k is string => k !== null))];
  const ownerClause = ref.workspaceId === null ? 'workspace_id IS NULL' : 'workspace_id = $4';
  const existing = await tx.query<{ id: number; linkedin_key: string | null; email_key: string | null; name_key: string | null }>(
    `SELECT id, linkedin_key, email_key, name_key FROM imported_person WHERE ${ownerClause} AND linkedin_key = ANY($1::text[])
     UNION SELECT id, linkedin_key, email_key, name_key FROM imported_person WHERE ${ownerClause} AND email_key = ANY($2::text[])
     UNION SELECT id, linkedin_key, email_key, name_key FROM imported_person WHERE ${ownerClause} AND name_key = ANY($3::text[])`,
    ref.workspaceId === null ? [linkedinKeys, emailKeys, nameKeys] : [linkedinKeys, emailKeys, nameKeys, ref.workspaceId],
  );
  const byLinkedin = new Map<string, number>();
  const byEmail = new Map<string, number>();
  const byName = new Map<string, number>();
  for (const e of existing) {
    if (e.linkedin_key) byLinkedin.set(e.linkedin_key, e.id);
    if (e.email_key && (!byEmail.has(e.email_key) || !e.linkedin_key)) byEmail.set(e.email_key, e.id);
    if (e.name_key) byName.set(e.name_key, e.id);
  }
  // Earlier rows of this batch count as already imported for the later ones.
  const inserts: Stored[] = [];
  const updates = new Map<number, Stored>();
  const pendingByLinkedin = new Map<string, number>();
  const pendingByEmail = new Map<string, number>();
  const pendingByName = new Map<string, number>();
  let updated = 0;
  for (const person of people) {
    const id =
      (person.linkedinKey && byLinkedin.get(person.linkedinKey)) ||
      (person.emailKey && byEmail.get(person.emailKey)) ||
      (person.nameKey && byName.get(person.nameKey)) ||
      null;
    if (id !== null) {
      updates.set(id, person);
      updated++;
      continue;
    }
    const pending =
      (person.linkedinKey ? pendingByLinkedin.get(person.linkedinKey) : undefined) ??
      (person.emailKey ? pendingByEmail.get(person.emailKey) : undefined) ??
      (person.nameKey ? pendingByName.get(person.nameKey) : undefined);
    if (typeof pending === 'number') {
      inserts[pending] = person;
      updated++;
      continue;
    }
    const index = inserts.push(person) - 1;
    if (person.linkedinKey) pendingByLinkedin.set(person.linkedinKey, index);
    if (person.emailKey) pendingByEmail.set(person.emailKey, index);
    if (person.nameKey) pendingByName.set(person.nameKey, index);
  }
  if (inserts.length > 0) {
    await tx.query(
      `INSERT INTO imported_person (workspace_id, import_ids, ${PERSON_COLUMNS.filter(([n]) => n !== 'industry_label').map(([n]) => n).join(', ')}, past_company_ids, search_vector)
       SELECT $1, ARRAY[$2]::text[], ${PERSON_COLUMNS.filter(([n]) => n !== 'industry_label').map(([n]) => (n === 'skills' || n === 'languages' ? `t.${n}::text[]` : `t.${n}`)).join(', ')},
         '{}'::int[], ${SEARCH_VECTOR}
       FROM ${unnestFrom(3)}`,
      [ref.workspaceId, ref.id, ...columnValues(inserts)],
    );
  }
  if (updates.size > 0) {
    const ids = [...updates.keys()];
    const rows = [...updates.values()];
    await updatePeople(tx, ref, ids, rows, UPDATE_ASSIGNMENTS);
  }
  return { imported: inserts.length, updated };
}

/**
 * An update keeps what the new row leaves empty: a cell that is blank this time does not erase
 * what an earlier import read. Derived columns move with their source (role with title, company
 * facts with the company, place codes with the location).
 */
const keep = (column: string) => `${column} = COALESCE(NULLIF(t.${column}, ''), p.${column})`;
const withSource = (source: string, columns: string[]) => columns.map((c) => `${c} = CASE WHEN t.${source} <> '' THEN t.${c} ELSE p.${c} END`);
const UPDATE_ASSIGNMENTS = [
  'first_name = t.first_name', 'last_name = t.last_name', 'full_name = t.full_name',
  keep('title'), ...withSource('title', ['role_key', 'function', 'seniority']),
  keep('company_name'), ...withSource('company_name', ['company_id', 'company_industry', 'company_stage', 'company_size']),
  ...withSource('country', ['city_id', 'city', 'region_code', 'region', 'country', 'country_code']),
  keep('linkedin_url'), 'linkedin_key = COALESCE(t.linkedin_key, p.linkedin_key)', keep('email'),
  'email_key = COALESCE(t.email_key, p.email_key)', 'email_domain = COALESCE(t.email_domain, p.email_domain)',
  'name_key = COALESCE(t.name_key, p.name_key)', keep('phone'),
  "skills = CASE WHEN t.skills <> '{}' THEN t.skills::text[] ELSE p.skills END",
  "languages = CASE WHEN t.languages <> '{}' THEN t.languages::text[] ELSE p.languages END",
  'years_experience = COALESCE(t.years_experience, p.years_experience)',
].join(', ');

async function updatePeople(tx: SqlRunner, ref: ImportRef, ids: number[], rows: Stored[], assignments: string): Promise<void> {
  const offset = 3;
  const args = [...PERSON_COLUMNS.map(([, type], i) => `$${i + offset}::${type}[]`), '$1::int[]'].join(', ');
  const names = [...PERSON_COLUMNS.map(([name]) => name), 'id'].join(', ');
  await tx.query(
    `UPDATE imported_person p SET ${assignments}, updated_at = now(),
       import_ids = CASE WHEN $2 = ANY(p.import_ids) THEN p.import_ids ELSE array_append(p.import_ids, $2) END
     FROM unnest(${args}) AS t(${names}) WHERE p.id = t.id`,
    [ids, ref.id, ...columnValues(rows)],
  );
  // The keyword vector from the merged row (industry labels come from the company, as on insert).
  await tx.query(
    `UPDATE imported_person p SET search_vector = to_tsvector('simple', p.title || ' ' || array_to_string(p.skills, ' ') || ' ' || p.company_name || ' ' || COALESCE(t.label, ''))
     FROM unnest($1::int[], $2::text[]) AS t(id, label) WHERE p.id = t.id`,
    [ids, rows.map((r) => (r.company?.industry ? industryLabel(r.company.industry) : ''))],
  );
}

// ---------------------------------------------------------------- suppression

/**
 * A row counts as imported when it added at least one entry, else as updated (all were there).
 * The list becomes one of the holders of every entry it names, new or not (suppression.ts).
 */
async function writeSuppression(tx: SqlRunner, ref: ImportRef, rows: SuppressionDraft[][]): Promise<Counts> {
  if (ref.workspaceId === null) throw new Error('suppression lists belong to a workspace');
  const entries = rows.flat();
  const params = [ref.workspaceId, ref.id, entries.map((e) => e.kind), entries.map((e) => e.value)];
  const added = await tx.query<{ kind: string; value: string }>(
    `INSERT INTO suppression_entry ("workspaceId", kind, value, "importIds")
     SELECT $1, kind, value, ARRAY[$2]::text[] FROM unnest($3::text[], $4::text[]) AS t(kind, value) ON CONFLICT DO NOTHING RETURNING kind, value`,
    params,
  );
  await tx.query(
    `UPDATE suppression_entry s SET "importIds" = array_append(s."importIds", $2)
     FROM unnest($3::text[], $4::text[]) AS t(kind, value)
     WHERE s."workspaceId" = $1 AND s.kind = t.kind AND s.value = t.value AND NOT s."importIds" @> ARRAY[$2]::text[]`,
    params,
  );
  const fresh = new Set(added.map((a) => `${a.kind}:${a.value}`));
  let imported = 0;
  for (const row of rows) {
    if (row.filter((e) => fresh.delete(`${e.kind}:${e.value}`)).length > 0) imported++;
  }
  return { imported, updated: rows.length - imported };
}

export const PEOPLE_WRITER: ImportWriter<PersonDraft> = {
  write: writePeople,
  lookupColumns: ['imported_person (workspace_id, linkedin_key, email_key, name_key)', 'imported_company (workspace_id, name_key)'],
};
export const SUPPRESSION_WRITER: ImportWriter<SuppressionDraft[]> = { write: writeSuppression, lookupColumns: ['suppression_entry ("workspaceId", kind, value)'] };
