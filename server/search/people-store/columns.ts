// The person columns that directory_person and imported_person share, listed once: every INSERT,
// UPDATE and SELECT of a person is built from this list.
import type { PersonRecord } from '../types';
import { arrayLiteral } from './array-literal';

/**
 * A person as both tables store them (the columns, camel-cased): the engine's PersonRecord
 * without its id and past roles, with the level, stage and country code as stored text.
 */
export type PersonColumns = Omit<PersonRecord, 'personId' | 'pastRoles' | 'seniority' | 'companyStage' | 'countryCode'> & {
  seniority: string | null;
  companyStage: string | null;
  countryCode: string | null;
};

export interface Column<T> {
  name: string;
  type: 'text' | 'int' | 'text[]' | 'int[]';
  value: (row: T) => unknown;
}

const column = <K extends keyof PersonColumns>(name: string, type: Column<PersonColumns>['type'], field: K) => ({
  name,
  type,
  field,
  value: (row: PersonColumns) => row[field],
});

export const PERSON_COLUMNS = [
  column('first_name', 'text', 'firstName'), column('last_name', 'text', 'lastName'), column('full_name', 'text', 'fullName'),
  column('title', 'text', 'title'), column('role_key', 'text', 'roleKey'), column('function', 'text', 'function'),
  column('seniority', 'text', 'seniority'), column('company_id', 'int', 'companyId'), column('company_name', 'text', 'companyName'),
  column('company_industry', 'text', 'companyIndustry'), column('company_stage', 'text', 'companyStage'), column('company_size', 'int', 'companySize'),
  column('city_id', 'int', 'cityId'), column('city', 'text', 'city'), column('region_code', 'text', 'regionCode'), column('region', 'text', 'region'),
  column('country', 'text', 'country'), column('country_code', 'text', 'countryCode'), column('linkedin_url', 'text', 'linkedinUrl'),
  column('email', 'text', 'email'), column('phone', 'text', 'phone'), column('skills', 'text[]', 'skills'),
  column('years_experience', 'int', 'yearsExperience'), column('languages', 'text[]', 'languages'),
  // The current role's start as written ("2023", "Mar 2021"); "" when not said.
  { ...column('start_date', 'text', 'startDate'), value: (row: PersonColumns) => row.startDate ?? '' },
  // Schools and degrees, one entry each ("Stanford University, MBA, 2015"); the profile's headline.
  { ...column('education', 'text[]', 'education'), value: (row: PersonColumns) => row.education ?? [] },
  { ...column('headline', 'text', 'headline'), value: (row: PersonColumns) => row.headline ?? '' },
];

/** The person columns of alias `p`, named as PersonColumns' fields. */
export const SELECT_PERSON = PERSON_COLUMNS.map((c) => (c.name === c.field ? `p.${c.name}` : `p.${c.name} AS "${c.field}"`)).join(', ');

const isArray = (c: { type: string }) => c.type.endsWith('[]');

/**
 * Rows as `unnest($n::type[], …) AS t(name, …)` and the parameters from $firstParam on: one
 * statement per batch, never row by row. An array column travels as its text literal (unnest
 * would flatten a real array) and `cell` casts it back.
 */
export function unnestRows<T>(columns: ReadonlyArray<Column<T>>, rows: readonly T[], firstParam: number): { from: string; params: unknown[] } {
  const args = columns.map((c, i) => `$${i + firstParam}::${isArray(c) ? 'text' : c.type}[]`).join(', ');
  const params = columns.map((c) => rows.map((row) => (isArray(c) ? arrayLiteral(c.value(row) as Array<string | number>) : c.value(row))));
  return { from: `unnest(${args}) AS t(${columns.map((c) => c.name).join(', ')})`, params };
}

/** The value of `c` in unnestRows' row `t`, typed as the column. */
export const cell = <T>(c: Column<T>) => (isArray(c) ? `t.${c.name}::${c.type}` : `t.${c.name}`);
