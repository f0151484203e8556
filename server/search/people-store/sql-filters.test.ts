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
    expect(where).toContain('(role_key = ANY($1::text[]) OR ((title ~* $2 AND title ILIKE $3)))');
    expect(where).toContain('(city_id = ANY($5::int[]) OR region_code = ANY($6::text[]) OR country_code = ANY($7::text[]))');
    expect(where).toContain('(past_company_ids && $8::int[] AND company_id <> ALL($8::int[]))');
    expect(where).toContain(
      "(skills && $9::text[] OR search_vector @@ plainto_tsquery('simple', $10) OR (search_vector @@ plainto_tsquery('simple', $11) AND (title || '') ~* $12)" +
        " OR (search_vector @@ plainto_tsquery('simple', $13) AND (title || '') ~* $14))",
    );
    expect(where).toContain("search_vector @@ to_tsquery('simple', $17)");
    expect(where).toContain('id <> ALL($18::int[])');
    expect(params.slice(1, 3)).toEqual(['\\mo\\M', '%brien%']);
    expect(params[16]).toBe('(backend & engineer) | go');
  });

  it('finds a title by every spelling the verdict accepts: words in any order, shorthand as a whole word, abbreviations as written', () => {
    const { where, params } = compileFilters([{ field: 'role', roleKeys: [], titleTerms: ['data protection officer', 'c++ mgr'], exclude: false }], []);
    expect(where).toBe(
      '(((title ILIKE $1 AND title ILIKE $2 AND title ILIKE $3) OR (title ILIKE $4 AND title ILIKE $5) OR (title ~* $6)' +
        ' OR (title ~* $7 AND (title ILIKE $8 OR title ~* $9 OR title ILIKE $10)) OR title ILIKE ANY($11::text[])))',
    );
    expect(params.slice(0, 10)).toEqual(['%data%', '%protection%', '%officer%', '%privacy%', '%officer%', '\\mdpo\\M', '\\mc\\+\\+\\M', '%manager%', '\\mmgr\\M', '%mngr%']);
    // The title as other languages write it: "Datenschutzbeauftragte".
    expect(params[10]).toContain('%datenschutzbeauftragte%');
  });

  it('finds a skill where skillMention reads it: the column, its unambiguous phrases in any entry or the title, an ordinary word only before a coder\'s word', () => {
    const { where, params } = compileFilters([{ field: 'skills', anyOf: ['Revenue Operations', 'Rust'] }], []);
    expect(where).toBe(
      "(skills && $1::text[] OR search_vector @@ plainto_tsquery('simple', $2) OR search_vector @@ plainto_tsquery('simple', $3)" +
        " OR search_vector @@ plainto_tsquery('simple', $4) OR (search_vector @@ plainto_tsquery('simple', $5) AND (title || '') ~* $6))",
    );
    expect(params).toEqual([['Revenue Operations', 'Rust'], 'Revenue Operations', 'revops', 'rev ops', 'Rust', '\\mRust\\s+(developer|engineer|programmer)']);
  });

  it('finds education entries holding a name and a degree form, case and accents aside', () => {
    const { where, params } = compileFilters([{ field: 'education', allOf: [['Université de Genève', 'unige'], ['MBA', '100%_mba']] }], []);
    expect(where).toBe('((education_key LIKE $1 OR education_key LIKE $2) AND (education_key LIKE $3 OR education_key LIKE $4))');
    expect(params).toEqual(['%universite de geneve%', '%unige%', '%mba%', '%100\\%\\_mba%']);
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
