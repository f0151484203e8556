// Filters -> one WHERE clause over the person columns (either table of people), with $n
// parameters. Every filter uses an indexed column (B-tree, GIN on arrays, full text or trigram)
// or narrows rows an index found.
import type { Filter } from '../types';
import { foldForKey } from './education-key';
import { shorthandFor } from '../text/normalise';
import { britishSpelling } from '../text/us-spelling';
import { CODER_WORDS, unambiguousPhrases } from '../vocab/skill-mentions';
import { titleCodePattern, titleCodesOf } from '../vocab/skills';
import { foreignForms, titleSpellings, WHOLE_WORD_MAX } from '../vocab/title-spellings';

export interface CompiledWhere {
  where: string;
  params: unknown[];
}

const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

/**
 * Bounds on an integer column. A brief's numbers have any size ("3000000000 employees"): a bound
 * beyond the column's range is decided here (nothing is that large; everything is smaller)
 * instead of reaching PostgreSQL as an int it cannot cast.
 */
function intRange(column: string, min: number | null, max: number | null, p: (value: unknown) => string): string[] {
  const clauses: string[] = [];
  if (min !== null && min > INT4_MAX) return ['false'];
  if (max !== null && max < INT4_MIN) return ['false'];
  if (min !== null && min > INT4_MIN) clauses.push(`${column} >= ${p(Math.ceil(min))}::int`);
  if (max !== null && max < INT4_MAX) clauses.push(`${column} <= ${p(Math.floor(max))}::int`);
  return clauses;
}

/**
 * Titles holding one of the terms' spellings, word by word as the verdict reads them (titleHolds):
 * a long word anywhere in the title, a short one as a whole word.
 */
function titleClause(terms: readonly string[], p: (value: unknown) => string): string {
  const one = (w: string) =>
    w.length <= WHOLE_WORD_MAX ? `title ~* ${p(`\\m${w.replace(/[^\p{L}\p{N}]/gu, '\\$&')}\\M`)}` : `title ILIKE ${p(`%${escapeLike(w)}%`)}`;
  // A word as the title may write it: itself, its shorthand ("manager" or "Mgr", "advisor" or "Adviser") or its British spelling ("centre").
  const word = (w: string) => {
    const british = britishSpelling(w);
    const forms = [w, ...shorthandFor(w), ...(british ? [british] : [])];
    return forms.length === 1 ? one(w) : `(${forms.map(one).join(' OR ')})`;
  };
  const spellings = terms.flatMap((term) => titleSpellings(term));
  // A title written in another language ("Enfermeira", "Steuerberaterin"), as the verdict reads it.
  const foreign = [...new Set(terms.flatMap(foreignForms))];
  const clauses = [...spellings.map((s) => `(${s.map(word).join(' AND ')})`), ...(foreign.length > 0 ? [`title ILIKE ANY(${p(foreign.map((f) => `%${escapeLike(f)}%`))}::text[])`] : [])];
  return clauses.length > 0 ? `(${clauses.join(' OR ')})` : 'false';
}

/**
 * People whose skills or title may name one of the skills, as skillMention reads them: the skill
 * in the skills column, its unambiguous phrases in the full text (an entry or the title that
 * holds them), and its name before a coder's word in the title ("Rust Developer").
 */
function skillsClause(skills: readonly string[], p: (value: unknown) => string): string {
  const parts = [`skills && ${p(skills)}::text[]`];
  for (const skill of skills) {
    const phrases = unambiguousPhrases(skill);
    for (const phrase of phrases) parts.push(`search_vector @@ plainto_tsquery('simple', ${p(phrase)})`);
    // A name that is an ordinary word ("Rust"): the full text would find every "rust", so only a
    // title naming a coder of it ("Rust Developer") counts. The word's full-text index finds the
    // rows and the pattern checks them: on the title's trigram index the pattern read 250,000 of
    // a million titles (any "engineer") to find none (1.6 s); `title || ''` keeps it off that index.
    // A short form in the title ("ER Nurse", "TIG Welder"), as skillMention reads it.
    const code = titleCodePattern(skill);
    if (code) parts.push(`(search_vector @@ to_tsquery('simple', ${p(titleCodesOf(skill).map((c) => `(${c.split('&').join(' & ')})`).join(' | '))}) AND (title || '') ~ ${p(code)})`);
    if (!phrases.includes(skill) && /^[\p{L}\p{N} ]+$/u.test(skill)) {
      const coder = `\\m${skill}\\s+(${[...CODER_WORDS].join('|')})`;
      parts.push(`(search_vector @@ plainto_tsquery('simple', ${p(skill)}) AND (title || '') ~* ${p(coder)})`);
    }
  }
  return `(${parts.join(' OR ')})`;
}

/**
 * People whose education holds, for each list of texts, one of them (case and accents aside), as
 * one LIKE per text so that the trigram index on education_key serves each.
 */
function educationClause(allOf: readonly string[][], p: (value: unknown) => string): string {
  const holds = (texts: readonly string[]) => `(${[...new Set(texts.map((t) => `%${escapeLike(foldForKey(t))}%`))].map((pattern) => `education_key LIKE ${p(pattern)}`).join(' OR ')})`;
  return `(${allOf.map(holds).join(' AND ')})`;
}

export function compileFilters(filters: readonly Filter[], excludeIds: readonly number[]): CompiledWhere {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const clauses: string[] = [];
  for (const filter of filters) {
    switch (filter.field) {
      case 'role': {
        const parts: string[] = [];
        if (filter.roleKeys.length > 0) parts.push(`role_key = ANY(${p(filter.roleKeys)}::text[])`);
        if (filter.titleTerms.length > 0) parts.push(titleClause(filter.titleTerms, p));
        if (filter.levels?.length) parts.push(`(role_key IS NULL AND seniority = ANY(${p(filter.levels)}::text[]))`);
        const inRole = parts.length > 0 ? `(${parts.join(' OR ')})` : 'false';
        clauses.push(filter.exclude ? `NOT COALESCE(${inRole}, false)` : inRole);
        break;
      }
      case 'seniority':
        clauses.push(`seniority = ANY(${p(filter.levels)}::text[])`);
        break;
      case 'location': {
        const parts: string[] = [];
        if (filter.cityIds.length > 0) parts.push(`city_id = ANY(${p(filter.cityIds)}::int[])`);
        if (filter.regionCodes.length > 0) parts.push(`region_code = ANY(${p(filter.regionCodes)}::text[])`);
        if (filter.countryCodes.length > 0) parts.push(`country_code = ANY(${p(filter.countryCodes)}::text[])`);
        const inside = parts.length > 0 ? `(${parts.join(' OR ')})` : 'false';
        clauses.push(filter.exclude ? `NOT COALESCE(${inside}, false)` : inside);
        break;
      }
      case 'currentCompany':
      case 'pastCompany':
      case 'anyCompany': {
        if (filter.exclude && filter.companyIds.length === 0) break; // clear of a company nobody works at
        const ids = p(filter.companyIds);
        const current = `company_id = ANY(${ids}::int[])`;
        const past = `past_company_ids && ${ids}::int[]`;
        const at = filter.field === 'currentCompany' ? current : filter.field === 'pastCompany' ? `(${past} AND company_id <> ALL(${ids}::int[]))` : `(${current} OR ${past})`;
        clauses.push(filter.exclude ? `NOT COALESCE(${at}, false)` : at);
        break;
      }
      case 'industry':
        clauses.push(`company_industry = ANY(${p(filter.industries)}::text[])`);
        break;
      case 'stage':
        clauses.push(`company_stage = ANY(${p(filter.stages)}::text[])`);
        break;
      case 'companySize':
        clauses.push(...intRange('company_size', filter.min, filter.max, p));
        break;
      case 'skills':
        clauses.push(skillsClause(filter.anyOf, p));
        break;
      case 'experience':
        clauses.push(...intRange('years_experience', filter.min, filter.max, p));
        if (filter.min === null && filter.max === null) clauses.push('years_experience IS NOT NULL');
        break;
      case 'languages':
        clauses.push(`languages && ${p(filter.anyOf)}::text[]`);
        break;
      case 'education':
        clauses.push(educationClause(filter.allOf, p));
        break;
      case 'keywords': {
        const phrases = filter.phrases
          .map((words) => words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')).filter(Boolean))
          .filter((words) => words.length > 0)
          .map((words) => (words.length === 1 ? words[0]! : `(${words.join(' & ')})`));
        clauses.push(phrases.length > 0 ? `search_vector @@ to_tsquery('simple', ${p(phrases.join(' | '))})` : 'false');
        break;
      }
    }
  }
  if (excludeIds.length > 0) clauses.push(`id <> ALL(${p(excludeIds)}::int[])`);
  return { where: clauses.length > 0 ? clauses.join(' AND ') : 'true', params };
}

/** `text` matched literally inside a LIKE / ILIKE pattern (default escape character `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
