// The search engine's public API (see README.md beside this file). No HTTP here: the search
// function runs these as durable steps; benchmarks and tests call runSearch.
import type { SqlRunner } from '@/server/db';
import type { PeopleSource } from './people-source';
import { ScopedPeopleSource, type SearchScope } from './source/scoped-people-source';

export {
  interpretBrief,
  matchCompanyNames,
  planSubSearches,
  runSubSearchExcluding,
  runSearch,
  clarifyUnresolvedExclusions,
  previewBrief,
  warmInterpreter,
} from './engine';
export * from './search-rules';
export { rankResults, toResult as candidateResult } from './rank/finalise-results';
export { resolvePlace } from './interpret/resolve-place';
export { checksOf } from './role-parts';
export { citiesNamed, gazetteerCity } from './vocab/gazetteer';
export { directoryPersonId } from './source/person-origin';
export { ScopedPeopleSource } from './source/scoped-people-source';
export { linkedinKey } from './people-store/linkedin-key';
export { PERSON_ID_PREFIX, personOrigin } from './source/person-origin';
export { companyNameKey } from './directory/companies';
export { numberWord } from './text/numbers';
// Reading imported people with the engine's vocabulary (server/people): place, title, lists.
export { readTitle } from './vocab/read-title';
export { rolesNamedBy } from './interpret/lexicon';
export { occupationOf } from './vocab/occupations';
export { unseenNamedIn } from './interpret/extract-unseen';
export { verdictFor } from './verify/verdicts';
export { readLanguages, readSeniority, readSkills, splitList } from './vocab/read-lists';
export { arrayLiteral } from './people-store/array-literal';
export { compileFilters } from './people-store/sql-filters';
export { ensureDirectorySeeded, seedDirectory } from './directory/seed';
// The people store (people-store/README.md): the only code that reads or writes the people tables.
export { directorySize, sharedDirectoryCounts } from './people-store/directory-people';
export { deleteOwnPersonRow, detachImport, ownPeoplePage } from './people-store/own-people';
export { IMPORTED_PEOPLE_LOOKUP, upsertImportedPeople, type ImportedPerson } from './people-store/upsert-imported-people';
export { parseSeedArgs, SEED_USAGE, UsageError } from './directory/seed-args';
export { CITY_BY_ID } from './vocab/cities';
export {
  type Criterion,
  type CriteriaInterpretation,
  type Interpretation,
  interpretationSchema,
  type SearchPlan,
  type SearchResult,
} from './types';

/** The shared people directory of a database (generated and licensed people, no workspace's own) as a PeopleSource. */
export function directorySource(db: { sql: SqlRunner }): PeopleSource {
  return new ScopedPeopleSource(db.sql, null);
}

/** What one workspace's search sees: its own people, the shared directory, minus its suppression list. */
export function workspaceSource(db: { sql: SqlRunner }, scope: SearchScope): PeopleSource {
  return new ScopedPeopleSource(db.sql, scope);
}
