// Verification: each candidate against each criterion, from the candidate's own data only.
// yes = the data shows it, no = the data shows otherwise, unknown = the data is missing.
import { roleParts } from '../role-parts';
import { tokenize } from '../text/normalise';
import { movedInWindow, recordedMonths, spanInWindow } from './dated-move';
import { educationMatch } from './education';
import { cityLocation } from '../vocab/places';
import { LEVEL_OF, levelsOfFamily } from '../vocab/roles';
import { skillMention } from '../vocab/skill-mentions';
import { namesNarrowerRole, titleMatches } from '../vocab/title-spellings';
import type { Criterion, PersonRecord, Verdict } from '../types';

function inRange(value: number, min: number | null, max: number | null): boolean {
  return (min === null || value >= min) && (max === null || value <= max);
}

function companyIds(criterion: Extract<Criterion, { kind: 'company' }>): Set<number> {
  return new Set((criterion.resolved ?? []).map((c) => c.id));
}

/** Several checks of one criterion: no when one fails, yes when all hold, unknown otherwise. */
function allOf(verdicts: Verdict[]): Verdict {
  if (verdicts.includes('no')) return 'no';
  return verdicts.every((v) => v === 'yes') ? 'yes' : 'unknown';
}

/** An exclusion holds when the person is clear of what it names: yes and no swap, unknown stays. */
function invert(verdict: Verdict): Verdict {
  return verdict === 'unknown' ? 'unknown' : verdict === 'yes' ? 'no' : 'yes';
}

function roleVerdict(criterion: Extract<Criterion, { kind: 'role' }>, person: PersonRecord): Verdict {
  if (person.roleKey !== null && (criterion.roleKeys.includes(person.roleKey) || criterion.roleKeys.includes(LEVEL_OF.get(person.roleKey) ?? ''))) return 'yes';
  if (criterion.titleTerms.some((term) => titleMatches(person.title, term) && !namesNarrowerRole(person.title, person.roleKey, term))) return 'yes';
  if (person.roleKey === null && person.seniority !== null && levelsOfFamily(criterion).includes(person.seniority)) return 'yes';
  if (!person.title && person.roleKey === null) return 'unknown';
  return 'no';
}

/** Where the person is at the criterion's companies: now, before, and whether that is how the criterion asks. */
export function companyPlacement(criterion: Extract<Criterion, { kind: 'company' }>, person: PersonRecord) {
  const ids = companyIds(criterion);
  const current = person.companyId !== null && ids.has(person.companyId);
  const past = person.pastRoles.some((r) => ids.has(r.companyId));
  const placed = criterion.when === 'current' ? current : criterion.when === 'past' ? past && !current : current || past;
  return { ids, current, past, placed };
}

function companyVerdict(criterion: Extract<Criterion, { kind: 'company' }>, person: PersonRecord): Verdict {
  const { ids, current, past, placed } = companyPlacement(criterion, person);
  // Nobody's employer is known: whether they were ever at the company cannot be told.
  if (!current && !past && person.companyId === null && !person.companyName && person.pastRoles.length === 0) return 'unknown';
  // A file that named no earlier employers cannot tell whether the person was ever there.
  if (!past && !current && person.pastUnknown && criterion.when !== 'current') return 'unknown';
  if (!placed) return 'no';
  return criterion.dated ? movedInWindow(criterion.when, ids, criterion.dated, person) : 'yes';
}

/** The person's own texts a topic is looked for in, each named as evidence quotes it: title, headline, employers now and before, industry, skills, department, a file's other cells. */
export function personTexts(person: PersonRecord): Array<[field: string, text: string]> {
  const texts: Array<[string, string]> = [
    ['title', person.title], ['headline', person.headline ?? ''], ['company', person.companyName], ['industry', person.companyIndustry ?? ''],
    ['skills', person.skills.join(', ')], ['department', person.department ?? ''],
    ...person.pastRoles.map((r): [string, string] => ['past role', [r.title, r.companyName].filter(Boolean).join(', ')]),
    ['other columns', person.profileText ?? ''],
  ];
  return texts.filter(([, text]) => text.length > 0);
}

/** Words as the brief's tokens key them. */
export const wordsOf = (text: string) => new Set(tokenize(text).map((t) => t.key));

function personWords(person: PersonRecord): Set<string> {
  return wordsOf(personTexts(person).map(([, text]) => text).join(' | '));
}

/** The topic's phrase whose every word the person's own words hold, if any. */
export function topicPhraseOf(criterion: Extract<Criterion, { kind: 'topic' }>, person: PersonRecord): string[] | undefined {
  const words = personWords(person);
  return criterion.phrases.find((phrase) => phrase.every((word) => words.has(word)));
}

/** Yes when the person's own words hold every word of one phrase; unknown otherwise (absence proves nothing). */
function topicVerdict(criterion: Extract<Criterion, { kind: 'topic' }>, person: PersonRecord): Verdict {
  return topicPhraseOf(criterion, person) ? 'yes' : 'unknown';
}

/** A person filed only under a state or country that holds one of the cities: the file cannot tell which city ("California" for San Francisco). */
function mayBeInside(cityIds: readonly number[], person: PersonRecord): boolean {
  if (person.cityId !== null) return false;
  return cityIds.some((id) => {
    const city = cityLocation(id);
    return !!city && city.countryCode === person.countryCode && (person.regionCode === null || city.regionCode === person.regionCode);
  });
}

export function verdictFor(criterion: Criterion, person: PersonRecord): Verdict {
  switch (criterion.kind) {
    case 'role': {
      if (criterion.exclude) return invert(roleVerdict(criterion, person));
      const { role, named } = roleParts(criterion);
      return allOf([roleVerdict(role, person), ...named.map((part) => verdictFor(part, person))]);
    }
    case 'seniority':
      if (person.seniority === null) return 'unknown';
      return criterion.levels.includes(person.seniority) ? 'yes' : 'no';
    case 'location': {
      // An imported person whose location could not be read: unknown, whatever the criterion.
      if (person.cityId === null && person.regionCode === null && !person.countryCode) return 'unknown';
      const inside =
        (person.cityId !== null && criterion.cityIds.includes(person.cityId)) ||
        (person.regionCode !== null && criterion.regionCodes.includes(person.regionCode)) ||
        criterion.countryCodes.includes(person.countryCode);
      if (!inside && mayBeInside(criterion.cityIds, person)) return 'unknown';
      return inside !== criterion.exclude ? 'yes' : 'no';
    }
    case 'company': {
      const verdict = companyVerdict(criterion, person);
      // An employer the data does not show stays unknown (imported people), never yes or no.
      return criterion.exclude ? invert(verdict) : verdict;
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
      if (criterion.skills.some((s) => skillMention(person, s))) return 'yes';
      return person.skills.length === 0 ? 'unknown' : 'no';
    case 'experience':
      if (person.yearsExperience === null) return 'unknown';
      return inRange(person.yearsExperience, criterion.min, criterion.max) ? 'yes' : 'no';
    case 'language':
      if (person.languages.length === 0) return 'unknown';
      return criterion.languages.some((l) => person.languages.includes(l)) ? 'yes' : 'no';
    case 'topic':
      return topicVerdict(criterion, person);
    case 'education':
      return educationMatch(criterion, person.education ?? []).verdict;
    // What no profile shows: never yes, never no.
    case 'unseen':
      return 'unknown';
    case 'tenure':
      return spanInWindow(recordedMonths(person.startDate), criterion.window);
  }
}

export function verdictsFor(criteria: readonly Criterion[], person: PersonRecord): Record<string, Verdict> {
  const verdicts: Record<string, Verdict> = {};
  for (const criterion of criteria) verdicts[criterion.name] = verdictFor(criterion, person);
  return verdicts;
}
