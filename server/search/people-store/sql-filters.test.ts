import { describe, expect, it } from 'vitest';
import { compileFilters } from './sql-filters';

describe('compileFilters', () => {
  it('compiles every filter to parameters, never to inlined values', () => {
    const { where, params } = compileFilters(
      [
        { field: 'role', roleKeys: ['backend_engineer'], titleTerms: ["o'brien%"], exclude: false },
        { field: 'seniority', levels: ['senior'] },
        { field: 'location', cityIds: [1], regionCodes: ['US-CA'], countryCodes: ['DE'], exclude: false },
        { field: 'pastCompany', companyIds: [5], exclude: false },
        { field: 'skills', anyOf: ['Go', 'Rust'] },
        { field: 'experience', min: 5, max: null },
        { field: 'companySize', min: null, max: 49 },
        { field: 'keywords', phrases: [['backend', 'engineer'], ['go!']] },
      ],
      [7],
    );
    expect(where).not.toMatch(/backend_engineer|brien|Rust/);
    expect(where).toContain('(role_key = ANY($1::text[]) OR title ILIKE ANY($2::text[]))');
    expect(where).toContain('(city_id = ANY($4::int[]) OR region_code = ANY($5::text[]) OR country_code = ANY($6::text[]))');
    expect(where).toContain('(past_company_ids && $7::int[] AND company_id <> ALL($7::int[]))');
    expect(where).toContain("search_vector @@ to_tsquery('simple', $11)");
    expect(where).toContain('id <> ALL($12::int[])');
    expect(params[1]).toEqual(["%o'brien\\%%"]);
    expect(params[10]).toBe('(backend & engineer) | go');
  });

  it('decides bounds beyond the int column itself instead of casting them', () => {
    expect(compileFilters([{ field: 'companySize', min: 3_000_000_000, max: null }], []).where).toBe('false');
    const open = compileFilters([{ field: 'experience', min: 2, max: 1e23 }], []);
    expect(open.where).toBe('years_experience >= $1::int');
    expect(open.params).toEqual([2]);
  });

  it('turns an exclusion into NOT, safe with missing regions', () => {
    const { where } = compileFilters([{ field: 'location', cityIds: [], regionCodes: [], countryCodes: ['US'], exclude: true }], []);
    expect(where).toBe('NOT COALESCE((country_code = ANY($1::text[])), false)');
  });

  it('matches nothing for an empty list', () => {
    expect(compileFilters([{ field: 'role', roleKeys: [], titleTerms: [], exclude: false }], []).where).toBe('false');
    expect(compileFilters([], []).where).toBe('true');
  });

  it('compiles exclusions to NOT of the same condition (a person with no data is not let through by NULL)', () => {
    const never = compileFilters([{ field: 'anyCompany', companyIds: [1, 2], exclude: true }], []);
    expect(never.where).toBe('NOT COALESCE((company_id = ANY($1::int[]) OR past_company_ids && $1::int[]), false)');
    expect(never.params).toEqual([[1, 2]]);
    expect(compileFilters([{ field: 'currentCompany', companyIds: [3], exclude: true }], []).where).toBe('NOT COALESCE(company_id = ANY($1::int[]), false)');
    expect(compileFilters([{ field: 'role', roleKeys: ['recruiter'], titleTerms: [], exclude: true }], []).where).toBe('NOT COALESCE((role_key = ANY($1::text[])), false)');
    // Clear of a company the source does not hold: no condition at all.
    expect(compileFilters([{ field: 'anyCompany', companyIds: [], exclude: true }], []).where).toBe('true');
  });
});
