// The PeopleSource of one workspace's searches: its own imported people first, then the shared
// directory (generated people, then people an operator licensed in). Every query names the
// workspace; the suppression list and "skip people already delivered" apply to all three.
// Without a scope (benchmarks, scripts) only the shared directory is searched.
import type { SqlRunner } from '@/server/db';
import { deliveredByMonitorSql, deliveredInWorkspaceSql } from '@/server/projects/project-store';
import { companyNameKey } from '../directory/companies';
import type { PeopleSource } from '../people-source';
import { compileFilters } from '../people-store/sql-filters';
import { countPeople, GENERATED, LICENSED, OWN, selectPeople, type PeopleSet, type StoredPerson } from '../people-store/people-sets';
import type { CompanyRef, Filter, PeopleQuery, PersonRecord } from '../types';
import { isStage } from '../vocab/company-stages';
import { isSeniority } from '../vocab/seniority';
import { PERSON_ID_PREFIX } from './person-origin';
import { resolveDirectoryCompanies } from './directory-companies';

export interface SearchScope {
  workspaceId: string;
  /** The project searching: its own results are not "already delivered". */
  projectId: string | null;
  /** The workspace setting: leave out people delivered in its earlier projects. */
  skipDelivered: boolean;
  /** The monitor whose run this is: people its earlier runs delivered are left out. */
  monitorId?: string | null;
}

/** A set of people and the prefix of its people's ids. */
interface Part {
  prefix: string;
  set: PeopleSet;
}

const OWN_PART: Part = { prefix: PERSON_ID_PREFIX.own, set: OWN };
const DIRECTORY_PART: Part = { prefix: PERSON_ID_PREFIX.directory, set: GENERATED };
const LICENSED_PART: Part = { prefix: PERSON_ID_PREFIX.licensed, set: LICENSED };

export class ScopedPeopleSource implements PeopleSource {
  readonly name = 'directory';

  constructor(
    private readonly sql: SqlRunner,
    private readonly scope: SearchScope | null,
  ) {
  }

  async findPeople(query: PeopleQuery): Promise<PersonRecord[]> {
    const found: PersonRecord[] = [];
    for (const part of this.parts()) {
      const room = query.limit - found.length;
      if (room <= 0) break;
      found.push(...(await this.findIn(part, query, room)));
    }
    return found;
  }

  /** The preview's estimate over the same people a search of this scope would see. */
  async countPeople(filters: Filter[]): Promise<number> {
    let total = 0;
    for (const part of this.parts()) {
      const { where, params } = this.whereFor(part, filters, []);
      total += await countPeople(this.sql, part.set, where, params);
    }
    return total;
  }

  private parts(): Part[] {
    return this.scope ? [OWN_PART, DIRECTORY_PART, LICENSED_PART] : [DIRECTORY_PART, LICENSED_PART];
  }

  /** The filters, the part's owner, the suppression list and "skip delivered", as one WHERE. */
  private whereFor(part: Part, filters: Filter[], exclude: number[]): { where: string; params: unknown[] } {
    const { where, params } = compileFilters(filters, exclude);
    const p = (value: unknown) => `$${params.push(value)}`;
    const clauses = [where];
    const scope = this.scope;
    if (scope) {
      const w = p(scope.workspaceId);
      if (part.set.owner) clauses.push(part.set.owner.replace('$W', () => w));
      for (const [kind, expr] of Object.entries(part.set.identity)) {
        clauses.push(`NOT EXISTS (SELECT 1 FROM suppression_entry s WHERE s."workspaceId" = ${w} AND s.kind = '${kind}' AND s.value = ${expr})`);
      }
      if (scope.skipDelivered) {
        clauses.push(`NOT ${deliveredInWorkspaceSql(`'${part.prefix}' || p.id`, w, p(scope.projectId ?? ''))}`);
      }
      if (scope.monitorId) {
        clauses.push(`NOT ${deliveredByMonitorSql(`'${part.prefix}' || p.id`, p(scope.monitorId), p(scope.projectId ?? ''))}`);
      }
    } else if (part.set.owner) {
      clauses.push(part.set.owner);
    }
    return { where: clauses.join(' AND '), params };
  }

  private async findIn(part: Part, query: PeopleQuery, limit: number): Promise<PersonRecord[]> {
    const exclude = query.excludeIds.filter((id) => id.startsWith(part.prefix)).map((id) => Number(id.slice(part.prefix.length))).filter(Number.isSafeInteger);
    const { where, params } = this.whereFor(part, query.filters, exclude);
    const people = await selectPeople(this.sql, part.set, where, params, limit);
    return people.map((person) => toRecord(part.prefix, person));
  }

  /** Directory companies, plus the companies imports named that the workspace can see (its own and licensed ones). */
  async resolveCompanies(name: string): Promise<CompanyRef[]> {
    const fromDirectory = await resolveDirectoryCompanies(this.sql, name);
    const key = companyNameKey(name);
    if (!key) return fromDirectory;
    // A file may name two companies as one ("Alphabet/Google"): either name finds it.
    const named = `(name_key = $1 OR (name LIKE '%/%' AND ' ' || name_key || ' ' LIKE '% ' || $1 || ' %'))`;
    const imported = await this.sql.query<CompanyRef>(
      this.scope
        ? `SELECT id, name FROM imported_company WHERE ${named} AND (workspace_id = $2 OR workspace_id IS NULL) ORDER BY id`
        : `SELECT id, name FROM imported_company WHERE ${named} AND workspace_id IS NULL ORDER BY id`,
      this.scope ? [key, this.scope.workspaceId] : [key],
    );
    return [...fromDirectory, ...imported];
  }
}

function toRecord(prefix: string, { id, ...person }: StoredPerson): PersonRecord {
  return {
    personId: `${prefix}${id}`,
    ...person,
    seniority: person.seniority && isSeniority(person.seniority) ? person.seniority : null,
    companyStage: person.companyStage && isStage(person.companyStage) ? person.companyStage : null,
    countryCode: person.countryCode ?? '',
  };
}
