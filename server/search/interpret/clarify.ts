// When a brief cannot be acted on as written, the question that says what is missing, in the
// brief's own words: nothing about people, too broad, contradictory, or a count beyond the limit.
import { BROAD_SHARE, MAX_TARGET } from '../search-rules';
import type { ClarifyReason, Criterion, CriterionOf } from '../types';
import { STAGE_EMPLOYEES, STAGE_LABEL } from '../vocab/company-stages';
import { ROLE_BY_KEY, fixedLevel } from '../vocab/roles';
import { SENIORITY_LABEL, SENIORITY_YEARS, type Seniority } from '../vocab/seniority';
import { educationNarrowsLookup, estimatedShare } from '../vocab/shares';
import { checksOf } from '../role-parts';
import type { Problem } from './build-criteria';
import { KINDS_OF_COMPANY } from './words';

interface Clarification {
  reason: ClarifyReason;
  question: string;
}

const LOW_LEVELS: Seniority[] = ['intern', 'junior', 'mid'];
const LEVEL_WORD: Partial<Record<Seniority, string>> = { manager: 'a management role', director: 'a director-level role', vp: 'a VP role', c_level: 'a C-level role', founder: 'a founder role' };

/** Criteria about a company or a place, that describe no one on their own. */
const ABOUT_COMPANIES: Criterion['kind'][] = ['location', 'stage', 'size'];
/** Criteria that describe people only next to a word for them ("people in fintech"). */
const ABOUT_PEOPLE_WITH_A_WORD: Criterion['kind'][] = ['industry', 'topic', 'unseen', 'tenure'];

const PROTECTED_LABEL: Record<string, string> = {
  age: 'age', gender: 'gender', ethnicity: 'ethnicity or origin', religion: 'religion', health: 'health or disability',
  family: 'family status', nationality: 'nationality',
};

function quote(text: string): string {
  return `“${text.trim()}”`;
}

/** The first criterion of a kind that asks for something (exclusions only rule people out). */
function of<K extends Criterion['kind']>(criteria: Criterion[], kind: K): CriterionOf<K> | undefined {
  return criteria.find((c): c is CriterionOf<K> => c.kind === kind && !('exclude' in c && c.exclude));
}

function fixedLevels(role: CriterionOf<'role'>): Seniority[] | null {
  if (role.roleKeys.length === 0 || role.titleTerms.length > 0) return null;
  const levels = role.roleKeys.map((k) => {
    const def = ROLE_BY_KEY.get(k);
    return def ? fixedLevel(def) : null;
  });
  return levels.every((l): l is Seniority => l !== null) ? [...new Set(levels)] : null;
}

/**
 * Seniority words next to a role that has its own level: "senior CTO" says nothing more (the
 * seniority criterion is dropped), "junior CTO" contradicts itself (reported by contradictions()),
 * and "product leaders at director level or above" keeps only some of the role's levels (a group
 * product manager is no director), so the seniority stays.
 */
export function reconcileSeniority(criteria: Criterion[]): Criterion[] {
  const role = of(criteria, 'role');
  const seniority = of(criteria, 'seniority');
  if (!role || !seniority) return criteria;
  const levels = fixedLevels(role);
  if (!levels) return criteria;
  const kept = levels.filter((l) => seniority.levels.includes(l));
  if (kept.length > 0 && kept.length < levels.length) return criteria;
  if (seniority.levels.some((l) => LOW_LEVELS.includes(l)) && kept.length === 0) return criteria;
  return criteria.filter((c) => c !== seniority);
}

function yearsOverlap(levels: Seniority[], min: number | null, max: number | null): boolean {
  return levels.some((level) => {
    const [lo, hi] = SENIORITY_YEARS[level];
    return (max === null || max >= lo) && (min === null || min <= hi);
  });
}

function contradictions(criteria: Criterion[], problems: Problem[]): string[] {
  const found = problems.filter((p) => p.reason === 'contradiction').map((p) => p.message);
  const role = of(criteria, 'role');
  const seniority = of(criteria, 'seniority');
  const experience = of(criteria, 'experience');
  const stage = of(criteria, 'stage');
  const size = of(criteria, 'size');
  if (role && seniority) {
    const levels = fixedLevels(role);
    if (levels && seniority.levels.every((l) => LOW_LEVELS.includes(l))) {
      const what = levels.map((l) => LEVEL_WORD[l] ?? SENIORITY_LABEL[l]).join(' or ');
      found.push(`${quote(seniority.source)} does not fit ${quote(role.source)}, which is ${what}`);
    }
  }
  // "nurses who are not RNs": the roles ruled out hold every role sought, so nobody qualifies.
  const ruledOut = criteria.find((c): c is CriterionOf<'role'> => c.kind === 'role' && c.exclude);
  if (role && ruledOut && role.titleTerms.length === 0 && role.roleKeys.length > 0 && role.roleKeys.every((key) => ruledOut.roleKeys.includes(key))) {
    found.push(`${quote(role.source)} and ${quote(ruledOut.source)} rule each other out`);
  }
  if (seniority && experience && !yearsOverlap(seniority.levels, experience.min, experience.max)) {
    const ranges = seniority.levels.map((l) => `${SENIORITY_LABEL[l].toLowerCase()} people have ${SENIORITY_YEARS[l][0]}-${SENIORITY_YEARS[l][1]} years`).join(', ');
    found.push(`${quote(seniority.source)} and ${quote(experience.source)} contradict each other (${ranges})`);
  }
  if (stage && size) {
    const fits = stage.stages.some((s) => {
      const [lo, hi] = STAGE_EMPLOYEES[s];
      return (size.max === null || size.max >= lo) && (size.min === null || size.min <= hi);
    });
    if (!fits) {
      const ranges = stage.stages.map((s) => `${STAGE_LABEL[s]} companies have ${STAGE_EMPLOYEES[s][0]}-${STAGE_EMPLOYEES[s][1].toLocaleString('en-US')} employees`).join('; ');
      found.push(`${quote(stage.source)} and ${quote(size.source)} contradict each other (${ranges})`);
    }
  }
  return [...new Set(found)];
}

function describe(criteria: Criterion[]): string {
  return criteria.map((c) => quote(c.source)).join(' + ');
}

export function clarification(input: {
  brief: string;
  criteria: Criterion[];
  target: number | null;
  problems: Problem[];
  mentionsPeople: boolean;
  /** Words where a place is expected that no map knows ("in Xyzzyville"). */
  unknownPlaces?: string[];
  /** Words no extractor read and no filler list holds: they may restrict who qualifies. */
  unreadWords?: string[];
  /** The brief is in a language whose unknown words are left unread rather than read as a title. */
  unreadMayNamePeople?: boolean;
  /** Words that ask to filter by a protected characteristic ("under 30", "female"). */
  protectedWords?: Array<{ text: string; category: string }>;
}): Clarification | null {
  const { brief, criteria, target, problems, mentionsPeople } = input;
  const unknown = input.unknownPlaces ?? [];
  const protectedWords = input.protectedWords ?? [];
  if (protectedWords.length > 0) {
    const words = [...new Set(protectedWords.map((w) => quote(w.text)))].join(' and ');
    const what = [...new Set(protectedWords.map((w) => PROTECTED_LABEL[w.category] ?? w.category))].join(' or ');
    return {
      reason: 'protected_characteristic',
      question: `This service does not search people by ${what}, so ${words} cannot be a criterion. Please send the brief again without it; everything else in it can be searched.`,
    };
  }
  if (unknown.length > 0) {
    const names = unknown.map(quote).join(' and ');
    return {
      reason: 'unknown_place',
      question: `I couldn't find the place ${names} on the map, and searching without it would return people from anywhere. Which city, region or country did you mean (e.g. “Lisbon”, “Bavaria”, “Peru”)?`,
    };
  }
  if (target !== null && target > MAX_TARGET) {
    return {
      reason: 'target_too_large',
      question: `You asked for ${Number.isSafeInteger(target) ? target.toLocaleString('en-US') : `more than ${MAX_TARGET}`} people, but one search returns at most ${MAX_TARGET}. Could you ask for ${MAX_TARGET} or fewer, or split the brief into narrower searches (for example by location or seniority)?`,
    };
  }
  if (target !== null && target < 1) {
    return { reason: 'target_too_small', question: `You asked for ${target} people. How many people should the search find?` };
  }
  // A place, a company stage or size alone describes no one ("what's the weather in Paris"); an
  // industry, a topic or what no profile shows describes people only with a word for them
  // ("people in fintech"): "fintechs in Lisbon with 50+ employees" asks for companies.
  const ofPeople = (c: Criterion) => !ABOUT_COMPANIES.includes(c.kind) && (mentionsPeople || !ABOUT_PEOPLE_WITH_A_WORD.includes(c.kind));
  const describesPeople = criteria.some((c) => ofPeople(c) && !('exclude' in c && c.exclude)) || problems.some((p) => p.title);
  const unread = input.unreadWords ?? [];
  // In a brief in another language, words nobody read may be the people ("profesores en
  // Salamanca"): ask about them by name.
  if (input.unreadMayNamePeople && criteria.length > 0 && !describesPeople && unread.length > 0) return unreadQuestion(unread);
  // Companies named by their industry or by what they do ("performance marketing agencies").
  const namesCompanies = (c: Criterion) => c.kind === 'industry' || (c.kind === 'topic' && c.phrases.some((words) => KINDS_OF_COMPANY.has(words.at(-1) ?? '')));
  if (criteria.length > 0 && !describesPeople && criteria.some(namesCompanies)) {
    return {
      reason: 'nothing_to_search',
      question: `This service finds people, and your brief names ${criteria.map((c) => quote(c.source)).join(' + ')} but no people. Who at these companies are you looking for: a role or title (e.g. “Head of Marketing”, “founders”), a seniority or skills?`,
    };
  }
  if (criteria.length > 0 && !describesPeople) {
    const where = criteria.map((c) => quote(c.source)).join(' + ');
    return {
      reason: 'nothing_to_search',
      question: `Your brief names ${where} but not who you are looking for there. Which people: a role or title (e.g. “backend engineers”, “Head of Growth”), skills, a company or an industry?`,
    };
  }
  if (!describesPeople) {
    const asked = target !== null ? `You asked for ${target} people but your brief doesn't say who they are.` : mentionsPeople
      ? `${quote(brief)} doesn't say which people you are looking for.`
      : `I couldn't find a description of people in ${quote(brief)}.`;
    return {
      reason: 'nothing_to_search',
      question: `${asked} Please describe them: a role or title (e.g. “backend engineers”, “Head of Growth”), and ideally a location, company, industry, seniority or skills.`,
    };
  }
  const conflicts = contradictions(criteria, problems);
  if (conflicts.length > 0) {
    return {
      reason: 'contradiction',
      question: `Your brief contradicts itself: ${conflicts.join('; ')}. Which did you mean?`,
    };
  }
  const ambiguous = problems.filter((p) => p.reason === 'ambiguous').map((p) => p.message);
  if (ambiguous.length > 0) {
    return { reason: 'ambiguous', question: `${ambiguous.join(' ')} Which did you mean?` };
  }
  const undated = problems.filter((p) => p.reason === 'undated').map((p) => p.message);
  if (undated.length > 0) {
    return {
      reason: 'undated_move',
      question: `${undated.join(' and ')} names no time the search can check: it dates when people joined or left a company by month and year. Could you say since when (e.g. “in the last 12 months”, “since 2024”), or send the brief again without the time?`,
    };
  }
  const share = estimatedShare(criteria);
  // A skill or level the title names narrows like one of its own ("Go developers").
  const checks = checksOf(criteria);
  const onlyGeneric = checks.every((c) => (c.kind === 'role' && c.generic) || ('exclude' in c && c.exclude));
  if (share >= BROAD_SHARE || onlyGeneric) {
    const role = of(checks, 'role');
    const missing = [
      role ? null : 'a role or title',
      role?.generic ? `which kind of ${role.label.toLowerCase()} (e.g. backend, data, mobile)` : null,
      of(checks, 'location') ? null : 'a location',
      of(checks, 'skill') ? null : 'skills',
      of(checks, 'company') || of(checks, 'industry') ? null : 'a company or industry',
      of(checks, 'seniority') ? null : 'a seniority',
    ].filter((m): m is string => m !== null);
    // Graduation years, a role's start or what no profile shows narrow no lookup: say so rather than a share of 100%.
    const narrowsNoLookup = (c: Criterion) => c.kind === 'unseen' || c.kind === 'tenure' || (c.kind === 'education' && !educationNarrowsLookup(c));
    if (criteria.every(narrowsNoLookup)) {
      return {
        reason: 'too_broad',
        question: `The search cannot look people up by ${describe(criteria)} alone, only check it on the people it finds. Could you add ${missing.slice(0, 3).join(', ')}?`,
      };
    }
    const percent = Math.round(Math.min(share, 1) * 100);
    return {
      reason: 'too_broad',
      question: `${describe(criteria)} would match about ${percent}% of the directory. Could you narrow it down with ${missing.slice(0, 3).join(', ')}?`,
    };
  }
  return unread.length > 0 ? unreadQuestion(unread) : null;
}

function unreadQuestion(unread: string[]): Clarification {
  const words = unread.slice(0, 4).map(quote).join(', ');
  const them = unread.length > 1 ? 'them' : 'it';
  return {
    reason: 'unread_words',
    question: `I could not read ${words}${unread.length > 4 ? ' and more' : ''} in your brief, and searching without ${them} could verify people it rules out. Could you say ${them} as a role, place, company, school, skill or industry, or leave ${them} out?`,
  };
}
