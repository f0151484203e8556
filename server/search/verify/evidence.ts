// Evidence: for each verdict, the person's own value that decided it ("title: Sr. Developer
// Advocate", "location: Berlin, Germany"), or what was missing for an unknown ("no title on
// record"), so a client who doubts a verdict sees why without opening the profile.
import type { Criterion, PersonRecord, Verdict } from '../types';
import { formatLocation } from '../vocab/cities';
import { STAGE_LABEL } from '../vocab/company-stages';
import { educationMatch } from './education';
import { industryLabel } from '../vocab/industries';
import { roleParts } from '../role-parts';
import { ROLE_BY_KEY } from '../vocab/roles';
import { SENIORITY_LABEL } from '../vocab/seniority';
import { skillMention } from '../vocab/skill-mentions';
import { companyPlacement, personTexts, topicPhraseOf, wordsOf } from './verdicts';

/** At most this many of a list are quoted (the matching ones first). */
const LISTED = 5;

function listed(label: string, values: readonly string[], wanted: readonly string[]): string {
  const first = [...values.filter((v) => wanted.includes(v)), ...values.filter((v) => !wanted.includes(v))];
  return `${label}: ${first.slice(0, LISTED).join(', ')}${first.length > LISTED ? ', …' : ''}`;
}

function companyEvidence(criterion: Extract<Criterion, { kind: 'company' }>, person: PersonRecord, verdict: Verdict): string {
  const { ids, current: now, past: before } = companyPlacement(criterion, person);
  // Where the dates of a move are: the current role, or the roles there before (the verdict no included).
  const placed = criterion.when === 'current' ? now : before;
  // The companies the criterion resolved to first: the one that decided is never cut off.
  const deciding = person.pastRoles.filter((r) => ids.has(r.companyId)).map((r) => r.companyName);
  if (verdict === 'unknown' && !(criterion.dated && placed)) return 'no employer on record';
  const current = `company: ${person.companyName || 'none on record'}`;
  const pastNames = [...new Set([...deciding, ...person.pastRoles.map((r) => r.companyName)])];
  const past = pastNames.length > 0 ? listed('past companies', pastNames, deciding) : 'no past companies on record';
  if (criterion.dated && placed) return `${criterion.when === 'current' ? current : past}; ${movedEvidence(criterion, person, ids)}`;
  return criterion.when === 'current' ? current : criterion.when === 'past' ? `${past}; ${current}` : `${current}; ${past}`;
}

const roleStartEvidence = (person: PersonRecord) => (person.startDate ? `in the role since ${person.startDate}` : 'no start date on record');

/** The dates a dated company criterion was decided on: the current role's start, or when the roles there ended. */
function movedEvidence(criterion: Extract<Criterion, { kind: 'company' }>, person: PersonRecord, ids: ReadonlySet<number>): string {
  if (criterion.when === 'current') return roleStartEvidence(person);
  const ends = person.pastRoles.filter((r) => ids.has(r.companyId)).map((r) => (r.endYear === null ? null : `${r.companyName} ${r.endYear}`));
  return ends.length > 0 && ends.every((e) => e !== null) ? `left ${ends.join(', ')}` : 'no end date on record';
}

/** Longest text quoted as a topic's evidence, in characters. */
const QUOTED = 120;

/** The text of the person's that holds the topic's phrase, quoted with its field ("headline: B2B SaaS sales"), or where it was looked for. */
function topicEvidence(criterion: Extract<Criterion, { kind: 'topic' }>, person: PersonRecord): string {
  const phrase = topicPhraseOf(criterion, person);
  if (!phrase) return "not in the person's title, headline, employers, industry, skills or other columns";
  const holding = personTexts(person).find(([, text]) => { const words = wordsOf(text); return phrase.every((word) => words.has(word)); });
  if (!holding) return `profile mentions: ${phrase.join(' ')}`;
  const [field, text] = holding;
  return `${field}: ${text.length > QUOTED ? `${text.slice(0, QUOTED - 1)}…` : text}`;
}

/** The skills that name the criterion's skill first, else the title that names it, else the skills looked at. */
function skillEvidence(criterion: Extract<Criterion, { kind: 'skill' }>, person: PersonRecord): string {
  const mentions = criterion.skills.map((skill) => skillMention(person, skill)).filter((m) => m !== null);
  const entries = mentions.flatMap((m) => (m.in === 'skills' ? [m.entry] : []));
  if (entries.length === 0 && mentions.length > 0) return `title: ${person.title}`;
  return person.skills.length > 0 ? listed('skills', person.skills, entries) : 'no skills on record';
}

function roleEvidence(person: PersonRecord): string {
  if (person.title) return `title: ${person.title}`;
  return person.roleKey !== null ? `role: ${ROLE_BY_KEY.get(person.roleKey)?.label ?? person.roleKey}` : 'no title on record';
}

function educationEvidence(criterion: Extract<Criterion, { kind: 'education' }>, entries: readonly string[]): string {
  if (entries.length === 0) return 'no education on record';
  const { entry } = educationMatch(criterion, entries);
  return entry ? `education: ${entry}` : `education: ${entries.slice(0, LISTED).join('; ')}${entries.length > LISTED ? '; …' : ''}`;
}

export function evidenceFor(criterion: Criterion, person: PersonRecord, verdict: Verdict): string {
  switch (criterion.kind) {
    case 'role': {
      // A title that names a skill or a level: each part's evidence once ("title: Frontend Developer; skills: React, …").
      const { named } = roleParts(criterion);
      return [...new Set([roleEvidence(person), ...named.map((part) => evidenceFor(part, person, verdict))])].join('; ');
    }
    case 'seniority':
      return person.seniority ? `seniority: ${SENIORITY_LABEL[person.seniority]}` : 'no seniority on record';
    case 'location':
      return person.country ? `location: ${formatLocation({ name: person.city, region: person.region, country: person.country })}` : 'no location on record';
    case 'company':
      return companyEvidence(criterion, person, verdict);
    case 'industry':
      return person.companyIndustry ? `industry: ${industryLabel(person.companyIndustry)}` : 'no industry on record';
    case 'stage':
      return person.companyStage ? `company stage: ${STAGE_LABEL[person.companyStage]}` : 'no company stage on record';
    case 'size':
      return person.companySize !== null ? `company size: ${person.companySize.toLocaleString('en-US')} employees` : 'no company size on record';
    case 'skill':
      return skillEvidence(criterion, person);
    case 'experience':
      return person.yearsExperience !== null ? `experience: ${person.yearsExperience} years` : 'no years of experience on record';
    case 'language':
      return person.languages.length > 0 ? listed('languages', person.languages, criterion.languages) : 'no languages on record';
    case 'topic':
      return topicEvidence(criterion, person);
    case 'education':
      return educationEvidence(criterion, person.education ?? []);
    case 'unseen':
      return 'not shown in any profile';
    case 'tenure':
      return roleStartEvidence(person);
  }
}

/** Criterion name -> the value behind its verdict, for a result's `fields.evidence`. */
export function evidenceOf(criteria: readonly Criterion[], person: PersonRecord, verdicts: Readonly<Record<string, Verdict>>): Record<string, string> {
  const evidence: Record<string, string> = {};
  for (const criterion of criteria) evidence[criterion.name] = evidenceFor(criterion, person, verdicts[criterion.name] ?? 'unknown');
  return evidence;
}
