// The embedded PeopleSource: the generated directory in PostgreSQL (PGlite or a server).
import type { SqlRunner } from '@/server/db';
import { companyNameKey } from '../directory/companies';
import type { PeopleSource } from '../people-source';
import type { CompanyRef, Filter, PeopleQuery, PersonRecord } from '../types';
import { isSeniority } from '../vocab/seniority';
import { isStage } from '../vocab/company-stages';
import { compileFilters, escapeLike } from './sql-filters';

interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  title: string;
  role_key: string;
  function: string;
  seniority: string;
  company_id: number;
  company_name: string;
  company_industry: string;
  company_stage: string | null;
  company_size: number;
  city_id: number;
  city: string;
  region_code: string | null;
  region: string | null;
  country: string;
  country_code: string;
  linkedin_url: string;
  email: string | null;
  phone: string | null;
  skills: string[] | null;
  years_experience: number | null;
  languages: string[] | null;
}

interface PastRoleRow {
  person_id: number;
  company_id: number;
  company_name: string;
  title: string;
  start_year: number;
  end_year: number;
}

const COLUMNS = `id, first_name, last_name, full_name, title, role_key, function, seniority, company_id, company_name, company_industry,
  company_stage, company_size, city_id, city, region_code, region, country, country_code, linkedin_url, email, phone, skills,
  years_experience, languages`;

/** The id a result keeps for a directory person ("dir_123"): stable across reseeds of one seed. */
export function directoryPersonId(id: number): string {
  return `dir_${id}`;
}

function parsePersonId(personId: string): number | null {
  const m = /^dir_(\d+)$/.exec(personId);
  return m ? Number(m[1]) : null;
}

export class PostgresPeopleSource implements PeopleSource {
  readonly name = 'directory';

  constructor(private readonly sql: SqlRunner) {}

  async findPeople(query: PeopleQuery): Promise<PersonRecord[]> {
    const exclude = query.excludeIds.map(parsePersonId).filter((id): id is number => id !== null);
    const { where, params } = compileFilters(query.filters, exclude);
    params.push(query.limit);
    const rows = await this.sql.query<PersonRow>(`SELECT ${COLUMNS} FROM directory_person WHERE ${where} LIMIT $${params.length}`, params);
    if (rows.length === 0) return [];
    const past = await this.sql.query<PastRoleRow>(
      `SELECT person_id, company_id, company_name, title, start_year, end_year FROM directory_past_role
       WHERE person_id = ANY($1::int[]) ORDER BY person_id, position`,
      [rows.map((r) => r.id)],
    );
    const byPerson = new Map<number, PastRoleRow[]>();
    for (const role of past) byPerson.set(role.person_id, [...(byPerson.get(role.person_id) ?? []), role]);
    return rows.map((row) => toRecord(row, byPerson.get(row.id) ?? []));
  }

  async countPeople(filters: Filter[]): Promise<number> {
    const { where, params } = compileFilters(filters, []);
    const [row] = await this.sql.query<{ n: number | string }>(`SELECT count(*)::int AS n FROM directory_person WHERE ${where}`, params);
    return Number(row?.n ?? 0);
  }

  async resolveCompanies(name: string): Promise<CompanyRef[]> {
    const key = companyNameKey(name);
    if (!key) return [];
    const exact = await this.sql.query<CompanyRef>('SELECT id, name FROM directory_company WHERE name_key = $1 ORDER BY id', [key]);
    if (exact.length > 0) return exact;
    // "Nordwind" for "Nordwind Analytics": a unique company whose name starts with the words.
    const prefix = await this.sql.query<CompanyRef>(
      `SELECT id, name FROM directory_company WHERE name_key LIKE $1 ORDER BY employee_count DESC, id LIMIT 2`,
      [`${escapeLike(key)} %`],
    );
    if (prefix.length === 1) return prefix;
    // A misspelling ("Stirpe"): the closest name by trigram similarity, if it is close enough.
    const similar = await this.sql.query<CompanyRef & { score: number }>(
      `SELECT id, name, similarity(name, $1) AS score FROM directory_company WHERE name % $1 ORDER BY score DESC, employee_count DESC, id LIMIT 3`,
      [name],
    );
    const best = similar[0];
    if (!best || best.score < 0.45) return [];
    return [{ id: best.id, name: best.name }];
  }
}

function toRecord(row: PersonRow, past: PastRoleRow[]): PersonRecord {
  return {
    personId: directoryPersonId(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: row.full_name,
    title: row.title,
    roleKey: row.role_key,
    function: row.function,
    seniority: isSeniority(row.seniority) ? row.seniority : null,
    companyId: row.company_id,
    companyName: row.company_name,
    companyIndustry: row.company_industry,
    companyStage: row.company_stage && isStage(row.company_stage) ? row.company_stage : null,
    companySize: row.company_size,
    cityId: row.city_id,
    city: row.city,
    regionCode: row.region_code,
    region: row.region,
    country: row.country,
    countryCode: row.country_code,
    linkedinUrl: row.linkedin_url,
    email: row.email,
    phone: row.phone,
    skills: row.skills ?? [],
    yearsExperience: row.years_experience,
    languages: row.languages ?? [],
    pastRoles: past.map((r) => ({ companyId: r.company_id, companyName: r.company_name, title: r.title, startYear: r.start_year, endYear: r.end_year })),
  };
}
