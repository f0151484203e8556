// Verification: each candidate against each criterion, from the candidate's own data only.
// yes = the data shows it, no = the data shows otherwise, unknown = the data is missing.
import { foldText } from '../text/normalise';
import type { Criterion, PersonRecord, Verdict } from '../types';

function inRange(value: number, min: number | null, max: number | null): boolean {
  return (min === null || value >= min) && (max === null || value <= max);
}

function companyIds(criterion: Extract<Criterion, { kind: 'company' }>): Set<number> {
  return new Set((criterion.resolved ?? []).map((c) => c.id));
}

export function verdictFor(criterion: Criterion, person: PersonRecord): Verdict {
  switch (criterion.kind) {
    case 'role': {
      if (person.roleKey !== null && criterion.roleKeys.includes(person.roleKey)) return 'yes';
      const title = foldText(person.title);
      if (criterion.titleTerms.some((term) => title.includes(term))) return 'yes';
      if (!person.title && person.roleKey === null) return 'unknown';
      return 'no';
    }
    case 'seniority':
      if (person.seniority === null) return 'unknown';
      return criterion.levels.includes(person.seniority) ? 'yes' : 'no';
    case 'location': {
      const inside =
        (person.cityId !== null && criterion.cityIds.includes(person.cityId)) ||
        (person.regionCode !== null && criterion.regionCodes.includes(person.regionCode)) ||
        criterion.countryCodes.includes(person.countryCode);
      return inside !== criterion.exclude ? 'yes' : 'no';
    }
    case 'company': {
      const ids = companyIds(criterion);
      const current = person.companyId !== null && ids.has(person.companyId);
      const past = person.pastRoles.some((r) => ids.has(r.companyId));
      if (criterion.when === 'current') return current ? 'yes' : 'no';
      if (criterion.when === 'past') return past && !current ? 'yes' : 'no';
      return current || past ? 'yes' : 'no';
    }
    case 'industry':
      if (person.companyIndustry === null) return 'unknown';
      return criterion.industries.includes(person.companyIndustry) ? 'yes' : 'no';
    case 'stage':
      if (person.companyStage === null) return 'unknown';
      return criterion.stages.includes(person.companyStage) ? 'yes' : 'no';
    case 'size':
      if (person.companySize === null) return 'unknown';
      return inRange(person.companySize, criterion.min, criterion.max) ? 'yes' : 'no';
    case 'skill':
      if (person.skills.length === 0) return 'unknown';
      return criterion.skills.some((s) => person.skills.includes(s)) ? 'yes' : 'no';
    case 'experience':
      if (person.yearsExperience === null) return 'unknown';
      return inRange(person.yearsExperience, criterion.min, criterion.max) ? 'yes' : 'no';
    case 'language':
      if (person.languages.length === 0) return 'unknown';
      return criterion.languages.some((l) => person.languages.includes(l)) ? 'yes' : 'no';
  }
}

export function verdictsFor(criteria: readonly Criterion[], person: PersonRecord): Record<string, Verdict> {
  const verdicts: Record<string, Verdict> = {};
  for (const criterion of criteria) verdicts[criterion.name] = verdictFor(criterion, person);
  return verdicts;
}
