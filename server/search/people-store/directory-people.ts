// The generated directory's people as the seeder writes and counts them (directory/seed.ts runs
// the load: lock, indexes, batches).
import type { SqlRunner } from '@/server/db';
import { type Column, cell, PERSON_COLUMNS, type PersonColumns, unnestRows } from './columns';
import { educationKeySql } from './education-key';
import { INDUSTRY_LABEL, searchVector } from './search-vector';

/** The directory's tables, past roles first (the order TRUNCATE and ANALYZE take them in). */
export const DIRECTORY_TABLES = ['directory_past_role', 'directory_person', 'directory_company'];

export interface DirectoryPastRole {
  position: number;
  companyId: number;
  companyName: string;
  title: string;
  roleKey: string;
  startYear: number;
  endYear: number;
}

export interface DirectoryPerson extends PersonColumns {
  id: number;
  pastRoles: DirectoryPastRole[];
}

const STORED: Array<Column<DirectoryPerson>> = [
  { name: 'id', type: 'int', value: (p) => p.id },
  ...PERSON_COLUMNS,
  { name: 'past_company_ids', type: 'int[]', value: (p) => p.pastRoles.map((r) => r.companyId) },
];

/** One batch of generated people and their past roles (a handful of statements, never row by row). */
export async function insertDirectoryPeople(tx: SqlRunner, people: DirectoryPerson[]): Promise<void> {
  const rows = unnestRows([...STORED, INDUSTRY_LABEL], people, 1);
  await tx.query(
    `INSERT INTO directory_person (${STORED.map((c) => c.name).join(', ')}, search_vector, education_key)
     SELECT ${STORED.map(cell).join(', ')}, ${searchVector('t', 't.industry_label')}, ${educationKeySql('t.education::text[]')} FROM ${rows.from}`,
    rows.params,
  );
  const roles = people.flatMap((p) => p.pastRoles.map((r) => ({ personId: p.id, ...r })));
  if (roles.length === 0) return;
  await tx.query(
    `INSERT INTO directory_past_role (person_id, position, company_id, company_name, title, role_key, start_year, end_year)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[])`,
    [
      roles.map((r) => r.personId), roles.map((r) => r.position), roles.map((r) => r.companyId), roles.map((r) => r.companyName),
      roles.map((r) => r.title), roles.map((r) => r.roleKey), roles.map((r) => r.startYear), roles.map((r) => r.endYear),
    ],
  );
}

/** Number of people in the generated directory. */
export async function directorySize(sql: SqlRunner): Promise<number> {
  const [row] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM directory_person');
  return row?.n ?? 0;
}

export async function directoryHasPeople(sql: SqlRunner): Promise<boolean> {
  const [row] = await sql.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM directory_person) AS present');
  return row?.present ?? false;
}

/** What the shared directory holds: generated people and people licensed into it. */
export async function sharedDirectoryCounts(sql: SqlRunner): Promise<{ generated: number; licensed: number }> {
  const [row] = await sql.query<{ generated: number; licensed: number }>(
    `SELECT (SELECT count(*)::int FROM directory_person) AS generated, (SELECT count(*)::int FROM imported_person WHERE workspace_id IS NULL) AS licensed`,
  );
  return { generated: row?.generated ?? 0, licensed: row?.licensed ?? 0 };
}
