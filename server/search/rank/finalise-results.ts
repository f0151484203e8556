// Candidates -> ranked results: de-duplicated (the first sub-search to find a person surfaced
// them), verified against every criterion, scored, ordered verified first, then by score; the
// verified ones up to the goal, then near misses (at most one criterion failed) when the verified
// results fall short.
import { NEAR_MISS_LIMIT } from '../search-rules';
import type { Candidate, Criterion, PersonRecord, SearchPlan, SearchResult, Verdict } from '../types';
import { formatLocation } from '../vocab/cities';
import { STAGE_LABEL } from '../vocab/company-stages';
import { FUNCTION_LABEL, type JobFunction } from '../vocab/functions';
import { industryLabel } from '../vocab/industries';
import { SENIORITY_LABEL } from '../vocab/seniority';
import { sizeBand } from '../vocab/company-stages';
import { isVerified } from '../search-rules';
import { evidenceOf } from '../verify/evidence';
import { verdictFor, verdictsFor } from '../verify/verdicts';
import { personOrigin } from '../source/person-origin';
import { titleCloseness } from './title-closeness';

/** Priority of the sub-search that surfaced a person (earlier = closer to the brief). */
function surfacedWeight(plan: SearchPlan, name: string): number {
  const index = plan.subSearches.findIndex((s) => s.name === name);
  return index < 0 ? 0 : (plan.subSearches.length - index) / plan.subSearches.length;
}

/**
 * 0..1: the share of criteria met (unknown counts half), then small signals of a useful profile
 * (the brief's preferences, how closely the title says the role, how the person was found,
 * reachable by e-mail or phone, skills beyond the asked ones).
 */
function scoreOf(plan: SearchPlan, person: PersonRecord, verdicts: Record<string, Verdict>, surfacedBy: string): number {
  const values = Object.values(verdicts);
  const met = values.length === 0 ? 1 : values.reduce((s, v) => s + (v === 'yes' ? 1 : v === 'unknown' ? 0.5 : 0), 0) / values.length;
  const contact = (person.email ? 0.6 : 0) + (person.phone ? 0.4 : 0);
  const profile = Math.min(1, person.skills.length / 8) * 0.5 + (person.yearsExperience !== null ? 0.25 : 0) + (person.languages.length > 0 ? 0.25 : 0);
  const preferred = preferencesMet(plan, person);
  const title = titleCloseness(plan.criteria, person);
  const score = 0.8 * met + 0.07 * preferred + 0.03 * title + 0.03 * surfacedWeight(plan, surfacedBy) + 0.04 * contact + 0.03 * profile;
  return Math.round(score * 10_000) / 10_000;
}

/** Share of the brief's preferences the person meets (1 when there are none). */
function preferencesMet(plan: SearchPlan, person: PersonRecord): number {
  const preferences = plan.preferences ?? []; // plans stored before preferences existed have none
  if (preferences.length === 0) return 1;
  return preferences.filter((p) => verdictFor(p, person) === 'yes').length / preferences.length;
}

function fieldsOf(plan: SearchPlan, person: PersonRecord, verdicts: Record<string, Verdict>): SearchResult['fields'] {
  const preferences = plan.preferences ?? [];
  const preferred = preferences.filter((p) => verdictFor(p, person) === 'yes').map((p) => p.name.replace(/^Preferred: /, ''));
  return {
    ...(preferences.length > 0 ? { preferencesMet: preferred.join(', ') } : {}),
    seniority: person.seniority ? SENIORITY_LABEL[person.seniority] : null,
    function: person.function ? (FUNCTION_LABEL[person.function as JobFunction] ?? person.function) : null,
    skills: person.skills.join(', '),
    yearsExperience: person.yearsExperience,
    languages: person.languages.join(', '),
    industry: person.companyIndustry ? industryLabel(person.companyIndustry) : null,
    companySize: person.companySize !== null ? sizeBand(person.companySize) : null,
    companyStage: person.companyStage ? STAGE_LABEL[person.companyStage] : null,
    city: person.city,
    region: person.region,
    country: person.country,
    pastCompanies: person.pastRoles.map((r) => [r.title, r.companyName].filter(Boolean).join(', ') + (r.startYear !== null ? ` (${r.startYear}-${r.endYear})` : '')).join('; '),
    // What a profile says only sometimes, when it says it.
    ...(person.headline ? { headline: person.headline } : {}),
    ...(person.education?.length ? { education: person.education.join('; ') } : {}),
    ...(person.department ? { department: person.department } : {}),
    ...(person.startDate ? { startDate: person.startDate } : {}),
    source: personOrigin(person.personId),
    evidence: evidenceOf(plan.criteria, person, verdicts),
  };
}

export function toResult(plan: SearchPlan, candidate: Candidate): SearchResult {
  const { person, surfacedBy } = candidate;
  const verdicts = verdictsFor(plan.criteria, person);
  return {
    personId: person.personId,
    fullName: person.fullName,
    firstName: person.firstName,
    lastName: person.lastName,
    title: person.title,
    company: person.companyName,
    location: formatLocation({ name: person.city, region: person.region, country: person.country }),
    linkedinUrl: person.linkedinUrl,
    primaryEmail: person.email,
    primaryPhone: person.phone,
    surfacedBy,
    starred: false,
    fields: fieldsOf(plan, person, verdicts),
    verdicts,
    score: scoreOf(plan, person, verdicts, surfacedBy),
  };
}

function dedupe(candidates: readonly Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => (seen.has(c.person.personId) ? false : (seen.add(c.person.personId), true)));
}

/** At equal score the workspace's own people come first, then a stable order by id. */
const ownFirst = (a: SearchResult, b: SearchResult) => Number(personOrigin(b.personId) === 'your people') - Number(personOrigin(a.personId) === 'your people');
const order = (a: SearchResult, b: SearchResult) =>
  b.score - a.score || ownFirst(a, b) || (a.personId < b.personId ? -1 : a.personId > b.personId ? 1 : 0);

/** How many of the candidates are verified (for the stop condition between sub-searches). */
export function countVerified(criteria: readonly Criterion[], candidates: readonly Candidate[]): number {
  return dedupe(candidates).filter((c) => isVerified(verdictsFor(criteria, c.person))).length;
}

export function finaliseResults(plan: SearchPlan, candidates: readonly Candidate[]): SearchResult[] {
  return rankResults(plan, dedupe(candidates).map((c) => toResult(plan, c)));
}

/**
 * finaliseResults for results already built with toResult (one per person), e.g. kept in a table
 * between durable steps: the verified ones up to the goal, then near misses.
 */
export function rankResults(plan: SearchPlan, results: readonly SearchResult[]): SearchResult[] {
  const verified = results.filter((r) => isVerified(r.verdicts)).sort(order).slice(0, plan.goal);
  const room = verified.length >= plan.goal ? 0 : Math.min(NEAR_MISS_LIMIT, plan.goal - verified.length);
  const nearMisses = results
    .filter((r) => !isVerified(r.verdicts) && Object.values(r.verdicts).filter((v) => v === 'no').length <= 1)
    .sort(order)
    .slice(0, room);
  return [...verified, ...nearMisses];
}
