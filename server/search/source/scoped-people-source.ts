// The PeopleSource of one workspace's searches: its own imported people first, then the shared
// directory (generated people, then people an operator licensed in). Every query names the
// workspace; the suppression list and "skip people already delivered" apply to all three.
// Without a scope (benchmarks, scripts) only the shared directory is searched.
import type { SqlRunner } from '@/server/db';
import { companyNameKey } from '../directory/companies';
import type { PeopleSource } from '../people-source';
import type { CompanyRef, Filter, PeopleQuery, PersonRecord } from '../types';
import { isStage } from '../vocab/company-stages';
import { isSeniority } from '../vocab/seniority';
import { linkedinKeySql } from './linkedin-key';
import { PERSON_ID_PREFIX } from './person-origin';
import { resolveDirectoryCompanies } from './directory-companies';
import { compileFilters } from './sql-filters';

export interface SearchScope {
  workspaceId: string;
  /** The project searching: its own results are not "already delivered". */
  projectId: string | null;
  /** The workspace setting: leave out people delivered in its earlier projects. */
  skipDelivered: boolean;
}

interface Part {
  prefix: string;
  table: 'directory_person' | 'imported_person';
  /** Which rows of the table this part covers ($W = the workspace parameter). */
  owner: string | null;
  email: string;
  domain: string;
  linkedin: string;
}

const OWN: Part = { prefix: PERSON_ID_PREFIX.own, table: 'imported_person', owner: 'p.workspace_id = $W', email: 'p.email_key', domain: 'p.email_domain', linkedin: 'p.linkedin_key' };
const DIRECTORY: Part = {
  prefix: PERSON_ID_PREFIX.directory,
  table: 'directory_person',
  owner: null,
  email: 'lower(p.email)',
  domain: "split_part(lower(p.email), '@', 2)",
  linkedin: linkedinKeySql('p.linkedin_url'),
};
const LICENSED: Part = { prefix: PERSON_ID_PREFIX.licensed, table: 'imported_person', owner: 'p.workspace_id IS NULL', email: 'p.email_key', domain: 'p.email_domain', linkedin: 'p.linkedin_key' };

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  title: string;
  role_key: string | null;
  function: string | null;
  seniority: string | null;
  company_id: number | null;
  company_name: string;
  company_industry: string | null;
  company_stage: string | null;
  company_size: number | null;
  city_id: number | null;
  city: string;
  region_code: string | null;
  region: string | null;
  country: string;
  country_code: string | null;
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

const COLUMNS = `p.id, p.first_name, p.last_name, p.full_name, p.title, p.role_key, p.function, p.seniority, p.company_id, p.company_name,
  p.company_industry, p.company_stage, p.company_size, p.city_id, p.city, p.region_code, p.region, p.country, p.country_code,
  p.linkedin_url, p.email, p.phone, p.skills, p.years_experience, p.languages`;

export class ScopedPeopleSource implements PeopleSource {
  readonly name = 'directory';

  constructor(
    private readonly sql: SqlRunner,
    private readonly scope: SearchScope | null,
  ) {
  }

  async findPeople(query: PeopleQuery): Promise<PersonRecord[]> {
    const found: PersonRecord[] = [];
    for (const part of this.partsFor(query.filters)) {
      const room = query.limit - found.length;
      if (room <= 0) break;
      found.push(...(await this.findIn(part, query, room)));
    }
    return found;
  }

  /** The preview's estimate over the same people a search of this scope would see. */
  async countPeople(filters: Filter[]): Promise<number> {
    let total = 0;
    for (const part of this.partsFor(filters)) {
      const { where, params } = this.whereFor(part, filters, []);
      const [row] = await this.sql.query<{ n: number | string }>(`SELECT count(*)::int AS n FROM ${part.table} p WHERE ${where}`, params);
      total += Number(row?.n ?? 0);
    }
    return total;
  }

  private partsFor(filters: Filter[]): Part[] {
    // Imported people have no past roles: a query that needs one cannot match them, so it does not
    // scan them (a workspace's million people would be read only to be filtered out).
    const needsPastRole = filters.some((f) => f.field === 'pastCompany');
    return (this.scope ? [OWN, DIRECTORY, LICENSED] : [DIRECTORY, LICENSED]).filter((part) => !(needsPastRole && part.table === 'imported_person'));
  }

  /** The filters, the part's owner, the suppression list and "skip delivered", as one WHERE. */
  private whereFor(part: Part, filters: Filter[], exclude: number[]): { where: string; params: unknown[] } {
    const { where, params } = compileFilters(filters, exclude);
    const p = (value: unknown) => `$${params.push(value)}`;
    const clauses = [where];
    const scope = this.scope;
    if (scope) {
      const w = p(scope.workspaceId);
      if (part.owner) clauses.push(part.owner.replace('$W', () => w));
      for (const [kind, expr] of [['email', part.email], ['domain', part.domain], ['linkedin', part.linkedin]] as const) {
        clauses.push(`NOT EXISTS (SELECT 1 FROM suppression_entry s WHERE s."workspaceId" = ${w} AND s.kind = '${kind}' AND s.value = ${expr})`);
      }
      if (scope.skipDelivered) {
        clauses.push(
          `NOT EXISTS (SELECT 1 FROM "Result" r JOIN "Project" j ON j.id = r."projectId"
             WHERE r."personId" = '${part.prefix}' || p.id AND j."workspaceId" = ${w} AND j.id <> ${p(scope.projectId ?? '')})`,
        );
      }
    } else if (part.owner) {
      clauses.push(part.owner);
    }
    return { where: clauses.join(' AND '), params };
  }

  private async findIn(part: Part, query: PeopleQuery, limit: number): Promise<PersonRecord[]> {
    const exclude = query.excludeIds.filter((id) => id.startsWith(part.prefix)).map((id) => Number(id.slice(part.prefix.length))).filter(Number.isSafeInteger);
    const { where, params } = this.whereFor(part, query.filters, exclude);
    const rows = await this.sql.query<Row>(`SELECT ${COLUMNS} FROM ${part.table} p WHERE ${where} LIMIT $${params.push(limit)}`, params);
    if (rows.length === 0) return [];
    const past = part.table === 'directory_person' ? await this.pastRoles(rows.map((r) => r.id)) : new Map<number, PastRoleRow[]>();
    return rows.map((row) => toRecord(part.prefix, row, past.get(row.id) ?? []));
  }

  private async pastRoles(ids: number[]): Promise<Map<number, PastRoleRow[]>> {
    const past = await this.sql.query<PastRoleRow>(
      `SELECT person_id, company_id, company_name, title, start_year, end_year FROM directory_past_role
       WHERE person_id = ANY($1::int[]) ORDER BY person_id, position`,
      [ids],
    );
    const byPerson = new Map<number, PastRoleRow[]>();
    for (const role of past) byPerson.set(role.person_id, [...(byPerson.get(role.person_id) ?? []), role]);
    return byPerson;
  }

  /** Directory companies, plus the companies imports named that the workspace can see (its own and licensed ones). */
  async resolveCompanies(name: string): Promise<CompanyRef[]> {
    const fromDirectory = await resolveDirectoryCompanies(this.sql, name);
    const key = companyNameKey(name);
    if (!key) return fromDirectory;
    const imported = await this.sql.query<CompanyRef>(
      this.scope
        ? 'SELECT id, name FROM imported_company WHERE name_key = $1 AND (workspace_id = $2 OR workspace_id IS NULL) ORDER BY id'
        : 'SELECT id, name FROM imported_company WHERE name_key = $1 AND workspace_id IS NULL ORDER BY id',
      this.scope ? [key, this.scope.workspaceId] : [key],
    );
    return [...fromDirectory, ...imported];
  }
}

function toRecord(prefix: string, row: Row, past: PastRoleRow[]): PersonRecord {
  return {
    personId: `${prefix}${row.id}`,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: row.full_name,
    title: row.title,
    roleKey: row.role_key,
    function: row.function,
    seniority: row.seniority && isSeniority(row.seniority) ? row.seniority : null,
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
    countryCode: row.country_code ?? '',
    linkedinUrl: row.linkedin_url,
    email: row.email,
    phone: row.phone,
    skills: row.skills ?? [],
    yearsExperience: row.years_experience,
    languages: row.languages ?? [],
    pastRoles: past.map((r) => ({ companyId: r.company_id, companyName: r.company_name, title: r.title, startYear: r.start_year, endYear: r.end_year })),
  };
}
