// Where people come from. The engine only talks to this interface. In PostgreSQL,
// source/scoped-people-source.ts implements it for the shared directory (generated and licensed
// people) and for one workspace's searches (plus its own people); an external provider would
// implement it the same way.
import type { CompanyRef, Filter, PeopleQuery, PersonRecord } from './types';

export interface PeopleSource {
  /** A short stable name, for logs and results ("directory"). */
  readonly name: string;
  /**
   * People matching every filter of the query, at most query.limit, skipping query.excludeIds.
   * Every person carries all PersonRecord fields (null where the source does not know).
   */
  findPeople(query: PeopleQuery): Promise<PersonRecord[]>;
  /**
   * Companies of the source that a name written in a brief refers to ("stripe", "Stirpe",
   * "Google Cloud"): exact names first, then close spellings. Empty when none.
   */
  resolveCompanies(name: string): Promise<CompanyRef[]>;
  /** How many people match every filter (the free preview's estimate). */
  countPeople(filters: Filter[]): Promise<number>;
}
