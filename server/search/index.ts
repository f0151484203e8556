// The search engine's public API (see README.md beside this file). No HTTP here: the search
// function runs these as durable steps; benchmarks and tests call runSearch.
import type { SqlRunner } from '@/server/db';
import type { PeopleSource } from './people-source';
import { PostgresPeopleSource } from './source/postgres-people-source';

export {
  interpretBrief,
  resolveCompanies,
  planSubSearches,
  runSubSearch,
  runSubSearchExcluding,
  searchIsComplete,
  finaliseResults,
  runSearch,
} from './engine';
export * from './contract';
export { countVerified, rankResults, toResult as candidateResult } from './rank/finalise-results';
export type { PeopleSource } from './people-source';
export { PostgresPeopleSource, directoryPersonId } from './source/postgres-people-source';
export { compileFilters } from './source/sql-filters';
export { DEFAULT_DIRECTORY_SEED, directorySize, ensureDirectorySeeded, seedDirectory, type SeedReport } from './directory/seed';
export { parseSeedArgs, SEED_USAGE, UsageError } from './directory/seed-args';
export { CITY_BY_ID } from './vocab/cities';
export {
  candidateSchema,
  criterionSchema,
  interpretationSchema,
  searchOutcomeSchema,
  searchPlanSchema,
  searchResultSchema,
  type Candidate,
  type Criterion,
  type CriteriaInterpretation,
  type ClarifyInterpretation,
  type Interpretation,
  type PersonRecord,
  type SearchOutcome,
  type SearchPlan,
  type SearchResult,
  type Verdict,
} from './types';

/** The embedded people directory of a database as a PeopleSource. */
export function directorySource(db: { sql: SqlRunner }): PeopleSource {
  return new PostgresPeopleSource(db.sql);
}
