// The upsert of imported people (a workspace's own, or licensed into the shared directory): a
// row is the same person as one already imported by the same owner when it has the same LinkedIn
// address, else the same e-mail, else (with neither) the same name at the same company.
import type { SqlRunner } from '@/server/db';
import { type Column, cell, PERSON_COLUMNS, type PersonColumns, unnestRows } from './columns';
import { educationKeySql } from './education-key';
import { INDUSTRY_LABEL, searchVector } from './search-vector';

export interface ImportedPerson extends PersonColumns {
  linkedinKey: string | null;
  emailKey: string | null;
  emailDomain: string | null;
  /** Identity of a row with neither LinkedIn address nor e-mail: "full name|company", lower case. */
  nameKey: string | null;
  profileText: string;
  /** Department or team as the file writes it ("" when none). */
  department: string;
  /** The companies (directory or imported ids) the file names as earlier employers. */
  pastCompanyIds: number[];
}

/** Who holds the rows: a workspace (null: the shared directory), and the import writing them. */
export interface ImportOwner {
  workspaceId: string | null;
  importId: string;
}

/** The columns the upsert's identity lookups filter on, as ANALYZE takes them. */
export const IMPORTED_PEOPLE_LOOKUP = 'imported_person (workspace_id, linkedin_key, email_key, name_key)';

const STORED: Array<Column<ImportedPerson>> = [
  ...PERSON_COLUMNS,
  { name: 'linkedin_key', type: 'text', value: (p) => p.linkedinKey },
  { name: 'email_key', type: 'text', value: (p) => p.emailKey },
  { name: 'email_domain', type: 'text', value: (p) => p.emailDomain },
  { name: 'name_key', type: 'text', value: (p) => p.nameKey },
  { name: 'profile_text', type: 'text', value: (p) => p.profileText },
  { name: 'department', type: 'text', value: (p) => p.department },
  { name: 'past_company_ids', type: 'int[]', value: (p) => p.pastCompanyIds },
];

/** Inserts new people and updates the ones the owner already has; counts rows of each. */
export async function upsertImportedPeople(tx: SqlRunner, owner: ImportOwner, people: ImportedPerson[]): Promise<{ imported: number; updated: number }> {
  const known = await knownPeople(tx, owner.workspaceId, people);
  // Earlier rows of this batch count as already imported for the later ones.
  const inserts: ImportedPerson[] = [];
  const updates = new Map<number, ImportedPerson>();
  const pending = { linkedin: new Map<string, number>(), email: new Map<string, number>(), name: new Map<string, number>() };
  let updated = 0;
  for (const person of people) {
    const id =
      (person.linkedinKey && known.linkedin.get(person.linkedinKey)) ||
      (person.emailKey && known.email.get(person.emailKey)) ||
      (person.nameKey && known.name.get(person.nameKey)) ||
      null;
    if (id !== null) {
      updates.set(id, person);
      updated++;
      continue;
    }
    const earlier =
      (person.linkedinKey ? pending.linkedin.get(person.linkedinKey) : undefined) ??
      (person.emailKey ? pending.email.get(person.emailKey) : undefined) ??
      (person.nameKey ? pending.name.get(person.nameKey) : undefined);
    if (typeof earlier === 'number') {
      inserts[earlier] = person;
      updated++;
      continue;
    }
    const index = inserts.push(person) - 1;
    if (person.linkedinKey) pending.linkedin.set(person.linkedinKey, index);
    if (person.emailKey) pending.email.set(person.emailKey, index);
    if (person.nameKey) pending.name.set(person.nameKey, index);
  }
  if (inserts.length > 0) await insertPeople(tx, owner, inserts);
  if (updates.size > 0) await updatePeople(tx, owner, [...updates.keys()], [...updates.values()]);
  return { imported: inserts.length, updated };
}

/** The owner's people that share a key with the batch, by key. */
async function knownPeople(tx: SqlRunner, workspaceId: string | null, people: ImportedPerson[]) {
  const keys = (key: (p: ImportedPerson) => string | null) => [...new Set(people.map(key).filter((k): k is string => k !== null))];
  const ownerClause = workspaceId === null ? 'workspace_id IS NULL' : 'workspace_id = $4';
  const keySets = [keys((p) => p.linkedinKey), keys((p) => p.emailKey), keys((p) => p.nameKey)];
  const existing = await tx.query<{ id: number; linkedin_key: string | null; email_key: string | null; name_key: string | null }>(
    `SELECT id, linkedin_key, email_key, name_key FROM imported_person WHERE ${ownerClause} AND linkedin_key = ANY($1::text[])
     UNION SELECT id, linkedin_key, email_key, name_key FROM imported_person WHERE ${ownerClause} AND email_key = ANY($2::text[])
     UNION SELECT id, linkedin_key, email_key, name_key FROM imported_person WHERE ${ownerClause} AND name_key = ANY($3::text[])`,
    workspaceId === null ? keySets : [...keySets, workspaceId],
  );
  const known = { linkedin: new Map<string, number>(), email: new Map<string, number>(), name: new Map<string, number>() };
  for (const e of existing) {
    if (e.linkedin_key) known.linkedin.set(e.linkedin_key, e.id);
    if (e.email_key && (!known.email.has(e.email_key) || !e.linkedin_key)) known.email.set(e.email_key, e.id);
    if (e.name_key) known.name.set(e.name_key, e.id);
  }
  return known;
}

/** An imported row's text beyond the shared columns, for its keyword vector: the unread cells, the headline, the education entries and the department. */
const unreadText = (row: string) =>
  `${row}.profile_text || ' ' || ${row}.headline || ' ' || coalesce(array_to_string(${row}.education::text[], ' '), '') || ' ' || ${row}.department`;

async function insertPeople(tx: SqlRunner, owner: ImportOwner, people: ImportedPerson[]): Promise<void> {
  const rows = unnestRows([...STORED, INDUSTRY_LABEL], people, 3);
  await tx.query(
    `INSERT INTO imported_person (workspace_id, import_ids, ${STORED.map((c) => c.name).join(', ')}, search_vector, education_key)
     SELECT $1, ARRAY[$2]::text[], ${STORED.map(cell).join(', ')}, ${searchVector('t', 't.industry_label', unreadText('t'))}, ${educationKeySql('t.education::text[]')}
     FROM ${rows.from}`,
    [owner.workspaceId, owner.importId, ...rows.params],
  );
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
  'name_key = COALESCE(t.name_key, p.name_key)', keep('phone'), keep('profile_text'), keep('headline'), keep('department'), keep('start_date'),
  "skills = CASE WHEN t.skills <> '{}' THEN t.skills::text[] ELSE p.skills END",
  "languages = CASE WHEN t.languages <> '{}' THEN t.languages::text[] ELSE p.languages END",
  "education = CASE WHEN t.education <> '{}' THEN t.education::text[] ELSE p.education END",
  'years_experience = COALESCE(t.years_experience, p.years_experience)',
  "past_company_ids = CASE WHEN t.past_company_ids <> '{}' THEN t.past_company_ids::int[] ELSE p.past_company_ids END",
].join(', ');

async function updatePeople(tx: SqlRunner, owner: ImportOwner, ids: number[], people: ImportedPerson[]): Promise<void> {
  const rows = unnestRows<ImportedPerson & { id: number }>(
    [...STORED, INDUSTRY_LABEL, { name: 'id', type: 'int', value: (p) => p.id }],
    people.map((p, i) => ({ ...p, id: ids[i]! })),
    2,
  );
  await tx.query(
    `UPDATE imported_person p SET ${UPDATE_ASSIGNMENTS}, updated_at = now(),
       import_ids = CASE WHEN $1 = ANY(p.import_ids) THEN p.import_ids ELSE array_append(p.import_ids, $1) END
     FROM ${rows.from} WHERE p.id = t.id`,
    [owner.importId, ...rows.params],
  );
  // The keyword vector and education key from the merged row (the industry label from the new row's company, as on insert).
  await tx.query(
    `UPDATE imported_person p SET search_vector = ${searchVector('p', 't.industry_label', unreadText('p'))}, education_key = ${educationKeySql('p.education')}
     FROM unnest($1::int[], $2::text[]) AS t(id, industry_label) WHERE p.id = t.id`,
    [ids, people.map(INDUSTRY_LABEL.value)],
  );
}
