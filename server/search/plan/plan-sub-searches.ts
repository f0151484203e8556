// Criteria -> named sub-searches, most precise first. The strict match asks for everything; each
// other one relaxes one thing (related titles, skills instead of titles, alumni instead of current
// staff, the wider area, neighbouring levels, plain keywords) to find near misses when the strict
// match falls short. Their names are what a result's surfacedBy shows.
import { checksOf } from '../role-parts';
import { NEAR_MISS_LIMIT, RESULT_CAP_WITHOUT_TARGET } from '../search-rules';
import type { Criterion, CriterionOf, Filter, SearchPlan, SubSearch } from '../types';
import { cityLocation } from '../vocab/places';
import { levelsOfFamily, ROLE_BY_KEY } from '../vocab/roles';
import { IC_LEVELS, SENIORITIES, type Seniority } from '../vocab/seniority';
import { STOPWORDS } from '../interpret/words';
import { educationTexts } from '../verify/education';
import { educationNarrowsLookup } from '../vocab/shares';

/** People fetched per relaxed sub-search: enough for the near misses that can be shown. */
const RELAXED_LIMIT = NEAR_MISS_LIMIT * 2;

/** The filter a criterion puts on a query; null for what no query can check (graduation years alone, unseen, tenure). */
function filterOf(criterion: Criterion): Filter | null {
  switch (criterion.kind) {
    case 'role':
      return { field: 'role', roleKeys: criterion.roleKeys, titleTerms: criterion.titleTerms, exclude: criterion.exclude, levels: levelsOfFamily(criterion) };
    case 'seniority':
      return { field: 'seniority', levels: criterion.levels };
    case 'location':
      return { field: 'location', cityIds: criterion.cityIds, regionCodes: criterion.regionCodes, countryCodes: criterion.countryCodes, exclude: criterion.exclude };
    case 'company': {
      const companyIds = (criterion.resolved ?? []).map((c) => c.id);
      const exclude = criterion.exclude;
      if (criterion.when === 'current') return { field: 'currentCompany', companyIds, exclude };
      if (criterion.when === 'past') return { field: 'pastCompany', companyIds, exclude };
      return { field: 'anyCompany', companyIds, exclude };
    }
    case 'industry':
      return { field: 'industry', industries: criterion.industries };
    case 'stage':
      return { field: 'stage', stages: criterion.stages };
    case 'size':
      return { field: 'companySize', min: criterion.min, max: criterion.max };
    case 'skill':
      return { field: 'skills', anyOf: criterion.skills };
    case 'experience':
      return { field: 'experience', min: criterion.min, max: criterion.max };
    case 'language':
      return { field: 'languages', anyOf: criterion.languages };
    case 'topic':
      return { field: 'keywords', phrases: criterion.phrases };
    case 'education':
      return educationNarrowsLookup(criterion) ? { field: 'education', allOf: educationTexts(criterion) } : null;
    case 'unseen':
    case 'tenure':
      return null;
  }
}

/** The filters of criteria, leaving out those no query can check. */
export function filtersFor(criteria: readonly Criterion[]): Filter[] {
  return checksOf(criteria).map(filterOf).filter((filter): filter is Filter => filter !== null);
}

function all<K extends Criterion['kind']>(criteria: Criterion[], kind: K): Array<CriterionOf<K>> {
  return criteria.filter((c): c is CriterionOf<K> => c.kind === kind);
}

function without(criteria: Criterion[], ...drop: Criterion[]): Filter[] {
  return filtersFor(criteria.filter((c) => !drop.includes(c)));
}

function neighbours(levels: Seniority[]): Seniority[] {
  const out = new Set<Seniority>();
  for (const level of levels) {
    const ladder = IC_LEVELS.includes(level) ? IC_LEVELS : (['manager', 'director', 'vp', 'c_level'] as Seniority[]);
    const i = ladder.indexOf(level);
    if (i > 0) out.add(ladder[i - 1]!);
    if (i >= 0 && i < ladder.length - 1) out.add(ladder[i + 1]!);
  }
  for (const level of levels) out.delete(level);
  return SENIORITIES.filter((l) => out.has(l));
}

/** Title and skill phrases of the brief, as word lists: "Backend Engineer" -> [backend, engineer]. */
function keywordsOf(criteria: Criterion[]): string[][] {
  const phrases = new Map<string, string[]>();
  for (const c of criteria) {
    const texts = c.kind === 'role' && !c.exclude ? [...c.label.split(/ or |, /), ...c.titleTerms] : c.kind === 'skill' ? c.skills : [];
    for (const text of texts) {
      const words = text.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter((w) => w.length >= 2 && !STOPWORDS.has(w));
      if (words.length > 0) phrases.set(words.join(' '), words);
    }
  }
  return [...phrases.values()].slice(0, 8);
}

export function planSubSearches(interpretation: { criteria: Criterion[]; target: number | null; preferences?: Criterion[] }): SearchPlan {
  const { target } = interpretation;
  // Relaxed one check at a time: "React developers" may be found by React whatever the title.
  const criteria = checksOf(interpretation.criteria);
  const preferences = interpretation.preferences ?? [];
  const goal = target ?? RESULT_CAP_WITHOUT_TARGET;
  const subSearches: SubSearch[] = [];
  const strictLimit = Math.min(goal * 2, goal + 100);
  if (preferences.length > 0) {
    subSearches.push({
      name: 'Best match',
      description: 'Everyone matching every criterion and every preference.',
      query: { filters: filtersFor([...criteria, ...preferences]), limit: strictLimit },
    });
  }
  subSearches.push({
    name: 'Strict match',
    description: 'Everyone matching every criterion.',
    query: { filters: filtersFor(criteria), limit: strictLimit },
  });

  // A school or degree the file writes in a way its names miss ("Ph. D.", "Sorbonne Université").
  const education = all(criteria, 'education').filter((c) => filterOf(c) !== null);
  if (education.length > 0) {
    subSearches.push({
      name: 'Education as written',
      description: 'Everyone matching every other criterion, their education read person by person.',
      query: { filters: without(criteria, ...education), limit: RELAXED_LIMIT },
    });
  }

  // Exclusions are never relaxed: every sub-search keeps them.
  const role = all(criteria, 'role').find((r) => !r.exclude);
  const seniority = all(criteria, 'seniority')[0];
  const skills = all(criteria, 'skill');
  const location = all(criteria, 'location').find((l) => !l.exclude);

  if (role && role.roleKeys.length > 0) {
    const related = [...new Set(role.roleKeys.flatMap((k) => ROLE_BY_KEY.get(k)?.related ?? []))].filter((k) => !role.roleKeys.includes(k));
    if (related.length > 0) {
      subSearches.push({
        name: 'Related titles',
        description: `Titles next to ${role.label}: ${related.map((k) => ROLE_BY_KEY.get(k)?.label ?? k).join(', ')}.`,
        query: { filters: [{ field: 'role', roleKeys: related, titleTerms: [], exclude: false }, ...without(criteria, role)], limit: RELAXED_LIMIT },
      });
    }
  }
  if (role && skills.length > 0) {
    const dropped = seniority ? [role, seniority] : [role];
    subSearches.push({
      name: 'Skills-led',
      description: `People with ${skills.map((s) => s.skills.join('/')).join(' and ')} whatever their title.`,
      query: { filters: without(criteria, ...dropped), limit: RELAXED_LIMIT },
    });
  }
  for (const company of all(criteria, 'company')) {
    if (company.when !== 'current' || company.exclude) continue;
    const ids = (company.resolved ?? []).map((c) => c.id);
    if (ids.length === 0) continue;
    subSearches.push({
      name: `Alumni of ${company.names.join(' / ')}`,
      description: `People who worked at ${company.names.join(' or ')} before their current job.`,
      query: { filters: [{ field: 'pastCompany', companyIds: ids, exclude: false }, ...without(criteria, company)], limit: RELAXED_LIMIT },
    });
  }
  if (location && location.cityIds.length > 0) {
    const countries = [...new Set(location.cityIds.map((id) => cityLocation(id)?.countryCode).filter((c): c is string => !!c))];
    subSearches.push({
      name: 'Wider area',
      description: `The same search anywhere in ${countries.join(', ')}.`,
      query: {
        filters: [
          { field: 'location', cityIds: [], regionCodes: location.regionCodes, countryCodes: [...new Set([...location.countryCodes, ...countries])], exclude: false },
          ...without(criteria, location),
        ],
        limit: RELAXED_LIMIT,
      },
    });
  }
  if (seniority) {
    const levels = neighbours(seniority.levels);
    if (levels.length > 0) {
      subSearches.push({
        name: 'Adjacent seniority',
        description: `One level above or below: ${levels.join(', ')}.`,
        query: { filters: [{ field: 'seniority', levels }, ...without(criteria, seniority)], limit: RELAXED_LIMIT },
      });
    }
  }
  const phrases = keywordsOf(criteria);
  if (phrases.length > 0) {
    const kept = criteria.filter((c) => c.kind === 'location' || c.kind === 'company' || (c.kind === 'role' && c.exclude));
    subSearches.push({
      name: 'Broad keywords',
      description: `Profiles mentioning ${phrases.map((p) => p.join(' ')).join(', ')}.`,
      query: { filters: [{ field: 'keywords', phrases }, ...filtersFor(kept)], limit: RELAXED_LIMIT },
    });
  }
  return { criteria: interpretation.criteria, preferences, target, goal, subSearches };
}
