// The three sets of people a search reads, and how to read them: the generated directory, people
// licensed into the shared directory, and one workspace's own people. Every source reads people
// through these (source/scoped-people-source.ts adds the workspace's rules around them).
import type { SqlRunner } from '@/server/db';
import { SELECT_PERSON, type PersonColumns } from './columns';
import { linkedinKeySql } from './linkedin-key';

export interface PeopleSet {
  table: 'directory_person' | 'imported_person';
  /** Which rows of the table the set holds ($W = the workspace parameter), null: all. */
  owner: string | null;
  /** The row's identity as a suppression list compares it: e-mail, e-mail domain, LinkedIn key. */
  identity: { email: string; domain: string; linkedin: string };
  /** Where past employers are kept: generated people's dated roles, or the companies an import named. */
  pastRoles: 'directory_past_role' | 'past_company_ids';
  /**
   * What only a file says (imported people): the cells no field reads and the department, as a
   * select list after the person's columns.
   */
  fileColumns: string;
}

const IMPORTED_IDENTITY = { email: 'p.email_key', domain: 'p.email_domain', linkedin: 'p.linkedin_key' };

export const GENERATED: PeopleSet = {
  table: 'directory_person',
  owner: null,
  identity: { email: 'lower(p.email)', domain: "split_part(lower(p.email), '@', 2)", linkedin: linkedinKeySql('p.linkedin_url') },
  pastRoles: 'directory_past_role',
  fileColumns: '',
};
const IMPORTED = {
  table: 'imported_person',
  identity: IMPORTED_IDENTITY,
  pastRoles: 'past_company_ids',
  fileColumns: ', p.profile_text AS "profileText", p.department',
} as const;
export const LICENSED: PeopleSet = { ...IMPORTED, owner: 'p.workspace_id IS NULL' };
export const OWN: PeopleSet = { ...IMPORTED, owner: 'p.workspace_id = $W' };

export interface PastRoleRow {
  companyId: number;
  companyName: string;
  title: string;
  startYear: number | null;
  endYear: number | null;
}

export type StoredPerson = PersonColumns & { id: number; pastRoles: PastRoleRow[]; pastUnknown?: boolean; department?: string };

/** The set's people a WHERE over alias `p` selects, at most `limit`, with their past roles. */
export async function selectPeople(sql: SqlRunner, set: PeopleSet, where: string, params: unknown[], limit: number): Promise<StoredPerson[]> {
  const pastIds = set.pastRoles === 'past_company_ids' ? ', p.past_company_ids AS "pastCompanyIds"' : '';
  const rows = await sql.query<PersonColumns & { id: number; pastCompanyIds?: number[] }>(
    // Planned as if every match were read, then read up to the limit: planned for the limit, a
    // filter whose matches the statistics overrate (a skill few people list) took a sequential
    // scan expected to stop early, and read a million rows to find none (580 ms; 20 ms so).
    `WITH found AS MATERIALIZED (SELECT p.id, ${SELECT_PERSON}${set.fileColumns}${pastIds} FROM ${set.table} p WHERE ${where})
     SELECT * FROM found LIMIT $${params.push(limit)}`,
    params,
  );
  if (set.pastRoles === 'past_company_ids') {
    const names = await companyNames(sql, rows.flatMap((r) => r.pastCompanyIds ?? []));
    return rows.map(({ pastCompanyIds = [], ...row }) => ({
      ...withLists(row),
      pastRoles: pastCompanyIds.map((companyId) => ({ companyId, companyName: names.get(companyId) ?? '', title: '', startYear: null, endYear: null })),
      pastUnknown: pastCompanyIds.length === 0,
    }));
  }
  const past = rows.length > 0 ? await pastRolesOf(sql, rows.map((r) => r.id)) : new Map<number, PastRoleRow[]>();
  return rows.map((row) => ({ ...withLists(row), pastRoles: past.get(row.id) ?? [] }));
}

/** A row's list columns, empty where the database holds none. */
const withLists = <T extends PersonColumns>(row: T): T => ({ ...row, skills: row.skills ?? [], languages: row.languages ?? [], education: row.education ?? [] });

/** The names of companies by id, from the directory's and the imports' companies (their ids never overlap). */
async function companyNames(sql: SqlRunner, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sql.query<{ id: number; name: string }>(
    'SELECT id, name FROM directory_company WHERE id = ANY($1::int[]) UNION ALL SELECT id, name FROM imported_company WHERE id = ANY($1::int[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** How many of the set's people a WHERE over alias `p` selects. */
export async function countPeople(sql: SqlRunner, set: PeopleSet, where: string, params: unknown[]): Promise<number> {
  const [row] = await sql.query<{ n: number | string }>(`SELECT count(*)::int AS n FROM ${set.table} p WHERE ${where}`, params);
  return Number(row?.n ?? 0);
}

async function pastRolesOf(sql: SqlRunner, ids: number[]): Promise<Map<number, PastRoleRow[]>> {
  const past = await sql.query<PastRoleRow & { personId: number }>(
    `SELECT person_id AS "personId", company_id AS "companyId", company_name AS "companyName", title, start_year AS "startYear", end_year AS "endYear"
     FROM directory_past_role WHERE person_id = ANY($1::int[]) ORDER BY person_id, position`,
    [ids],
  );
  const byPerson = new Map<number, PastRoleRow[]>();
  for (const { personId, ...role } of past) byPerson.set(personId, [...(byPerson.get(personId) ?? []), role]);
  return byPerson;
}
