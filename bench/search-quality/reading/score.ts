// Judges one reading of a brief against its labels: which hard constraints became criteria, which
// criteria nobody asked for (invented, inverted or widened: "misread"), and whether it asked.
import { CITY_BY_ID, citiesNamed, gazetteerCity, numberWord, occupationOf, readSkills, readTitle, rolesNamedBy, unseenNamedIn, verdictFor, type Criterion, type Interpretation } from '@/server/search';
import { parseConstraint, type Constraint, type ReadingCase } from './labels';

/** Lower case, accents and punctuation gone ("&" is "and"), plural -s dropped (-ies to -y), numbers in digits: "Développeurs" -> "developpeur", "companies" -> "company", "five" -> "5". */
export function foldWords(text: string): string[] {
  return text
    .replace(/&/g, ' and ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean)
    .map((word) => String(numberWord(word) ?? word))
    .map((word) => (word.length > 4 && word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}
const fold = (text: string) => foldWords(text).join(' ');
/** Every word of `name` is among `words` (the criterion may be narrower, never broader). */
const covers = (words: string[], name: string) => foldWords(name).every((word) => words.includes(word));

/** The values of a criterion, as the label kinds name them; null when the kinds do not meet. */
function valuesFor(criterion: Criterion, kind: Constraint['kind'], people = ''): string[] | null {
  const c = criterion as Criterion & Record<string, unknown>;
  switch (kind) {
    case 'role':
    case 'notrole':
      if (c.kind !== 'role' || c.exclude !== (kind === 'notrole')) return null;
      // The titles the criterion names ("Backend Engineer or Designer"): a taxonomy group behind
      // one name ("Software Engineer" and its kinds) is that name.
      return c.label.replace(/^not /, '').split(/, | or /).filter(Boolean);
    // A level or skill the title names ("Staff Engineer", "React Developer") is stated by its role criterion.
    case 'seniority':
      return c.kind === 'seniority' ? [...c.levels] : c.kind === 'role' && c.titleLevels ? [...c.titleLevels] : null;
    case 'place':
    case 'notplace': {
      if (c.kind !== 'location' || c.exclude !== (kind === 'notplace')) return null;
      const cities = c.cityIds.map((id) => (CITY_BY_ID.get(id) ?? gazetteerCity(id))?.name ?? String(id));
      return [...cities, ...c.regionCodes, ...c.countryCodes];
    }
    case 'company':
    case 'pastcompany':
    case 'evercompany':
    case 'notcompany': {
      if (c.kind !== 'company' || c.exclude !== (kind === 'notcompany')) return null;
      const when = { company: 'current', pastcompany: 'past', evercompany: 'ever', notcompany: c.when }[kind];
      return c.when === when ? [...c.names] : null;
    }
    case 'industry':
      return c.kind === 'industry' ? [...c.industries] : null;
    case 'stage':
      return c.kind === 'stage' ? [...c.stages] : null;
    case 'size':
    case 'experience':
      return c.kind === kind ? [`${c.min ?? ''}-${c.max ?? ''}`] : null;
    case 'skill':
      return c.kind === 'skill' ? [...c.skills] : c.kind === 'role' && c.titleSkills ? [...c.titleSkills] : null;
    case 'language':
      return c.kind === 'language' ? [...c.languages] : null;
    // Kinds the engine may grow: a criterion of that kind whose name holds the words.
    case 'education':
      return c.kind === 'education' ? [c.name] : null;
    case 'since':
      // A move in time: a company criterion the people's roles date, else unseen; a graduation year is education's.
      // A role's start wherever it is is the move of the brief's people, named by their roles (`people`).
      if (c.kind === 'tenure') return [`${people} ${c.name}`];
      return ['unseen', 'education'].includes(c.kind) || (c.kind === 'company' && c.dated) ? [c.name] : null;
    // What no profile shows, named as the engine names it or in the brief's own words it was read from.
    case 'unseen':
      return c.kind === 'unseen' ? [`${c.name} ${c.source}`] : null;
    // A domain the person's text must show: a topic, or an industry, company stage or skill read
    // from those very words ("pharma", "at a startup").
    // Or what no profile shows, where the engine knows it cannot be seen ("Company in a ranking or index" for "DAX company").
    case 'topic':
      return ['industry', 'stage', 'skill', 'topic', 'unseen'].includes(c.kind) ? [`${c.name.replace(/^[^:]*:/, '')} ${c.source}`] : null;
    case 'count':
      return null;
  }
}

/** Free-text kinds compare words (the criterion holds the constraint's words); the others compare whole values. */
const WORDY = new Set<Constraint['kind']>(['role', 'notrole', 'education', 'since', 'unseen', 'topic']);

const COMPANY_KINDS = new Set<Constraint['kind']>(['company', 'pastcompany', 'evercompany', 'notcompany']);

function valueMatches(kind: Constraint['kind'], value: string, name: string): boolean {
  if (WORDY.has(kind)) return covers(foldWords(value), name);
  if (kind === 'size' || kind === 'experience') return value.replace(/\s/g, '') === name.replace(/\s/g, '');
  // A city by any of its names: "New York" is the map's "New York City".
  if (kind === 'place' || kind === 'notplace') return fold(value) === fold(name) || citiesNamed(name).some((city) => fold(city.name) === fold(value));
  // A company by the name the label gives it: "McKinsey & Company" and "Bain & Company" are "McKinsey" and "Bain".
  if (COMPANY_KINDS.has(kind)) return fold(value) === fold(name) || fold(value).startsWith(`${fold(name)} `);
  // A skill by the name the engine's vocabulary gives the label's words: "Vue" is Vue.js, "C+E licence" the Category CE driving licence.
  if (kind === 'skill') return fold(value) === fold(name) || readSkills(name).some((skill) => fold(skill) === fold(value));
  // An industry by the first words of its key, as a company by its name's: "legal" is legal_services;
  // a key written as one word is its words ("hr tech" is hrtech).
  if (kind === 'industry') return fold(value) === fold(name) || fold(value).startsWith(`${fold(name)} `) || fold(value) === fold(name).replace(/ /g, '');
  return fold(value) === fold(name);
}

/**
 * A misreading a `not` label names: the criterion says that value, or (for words) something no
 * narrower ("Role: Account Manager" for "not role:account manager", but not "Data Engineer" for
 * "not role:engineer").
 */
function says(criterion: Criterion, constraint: Constraint): boolean {
  // A role by whom it verifies: "Architect" does not verify a "Software Architect" (a known role of its own).
  if (constraint.kind === 'role' && criterion.kind === 'role' && !criterion.exclude) {
    return constraint.alternatives.some((alternative) => alternative.some((title) => verifiesTitle(criterion, title)));
  }
  // A place by the names the criterion gives: "the Randstad" does not name Utrecht, which lies in it.
  const values = areaNames(criterion, constraint.kind) ?? valuesFor(criterion, constraint.kind) ?? [];
  return values.some((value) => constraint.alternatives.some((alternative) => alternative.some((name) =>
    WORDY.has(constraint.kind) ? covers(foldWords(name), value) : valueMatches(constraint.kind, value, name))));
}

/**
 * The criterion is roles of the taxonomy, one for each of the label's alternatives, each the one
 * whose own titles hold a title of that alternative ("embedded systems engineer" is a title of
 * Embedded Software Engineer, "hr director" of Head of People; "litigation paralegal", which the
 * taxonomy only reads as any paralegal, is none).
 */
function sameTaxonomyRoles(criterion: Extract<Criterion, { kind: 'role' }>, constraint: Constraint): boolean {
  if (criterion.titleTerms.length > 0 || criterion.roleKeys.length !== constraint.alternatives.length) return false;
  // The one role each of an alternative's titles names ("cfo", "finance director": CFO, Head of Finance).
  const named = constraint.alternatives.map((alternative) => alternative.flatMap((title) => {
    const roles = rolesNamedBy(title);
    return roles?.length === 1 ? roles : [];
  }));
  return named.every((keys) => keys.some((key) => criterion.roleKeys.includes(key))) && criterion.roleKeys.every((key) => named.some((keys) => keys.includes(key)));
}

/**
 * Kinds a label may give what the engine files under another kind, stated by the words of the
 * criterion's name: a credential a profile lists as a skill ("education:cpa", Skill: CPA), a
 * licence or level in the title ("skill:licensed plumber", "seniority:vp": Role: Licensed Plumber,
 * Role: VP of Sales), a not-for-profit employer (stage, Industry: Non-profit), an industry the person's
 * text must show (Mentions: machinery for "industry:machinery"), a field a title holds ("topic:employment
 * law", Role: Employment Lawyer), a skill the vocabulary lacks matched on the person's words, skills among them
 * (Mentions: single-cell RNA-seq). Never a company for
 * a skill: "Salesforce" the employer is no Salesforce the tool.
 */
const STATED_ACROSS: Partial<Record<Constraint['kind'], ReadonlySet<Criterion['kind']>>> = {
  education: new Set(['skill']), skill: new Set(['role', 'topic']), seniority: new Set(['role']), stage: new Set(['industry']), industry: new Set(['topic']), topic: new Set(['role']),
};

/** The title's last word, or its last two ("Social Worker"), name a role. */
const nounIsRole = (title: string) => [1, 2].some((n) => {
  const noun = title.split(' ').slice(-n).join(' ');
  return rolesNamedBy(noun) !== null || occupationOf(noun) !== null;
});

function statedAcross(criterion: Criterion, constraint: Constraint): boolean {
  // A credential the title names is the title's skill ("électriciens CFC": Role: CFC Electrician, its skill CFC).
  if (constraint.kind === 'education' && criterion.kind === 'role' && !criterion.exclude && criterion.titleSkills) {
    const skills = foldWords(criterion.titleSkills.join(' '));
    return constraint.alternatives.every((alternative) => alternative.some((name) => covers(skills, name)));
  }
  if (!STATED_ACROSS[constraint.kind]?.has(criterion.kind) || ('exclude' in criterion && criterion.exclude)) return false;
  // Only a title whose noun is a role holds a field: "Employment Lawyer" is a lawyer's, "Child Protection Social Worker" a
  // social worker's, "Dental Group Practice" no one's.
  if (criterion.kind === 'role' && constraint.kind === 'topic' && criterion.roleKeys.length === 0 && !nounIsRole(criterion.label)) return false;
  const named = criterion.name.replace(/^[^:]*:\s*/, '');
  // Several values ("Skill: CELTA or CPE") state the brief's alternatives one for one ("education:CELTA|CPE").
  const values = named.split(/, | or /);
  if (values.length > 1) {
    if (constraint.kind === 'topic') return false;
    const meets = (value: string, alternative: string[]) => alternative.some((name) => covers(foldWords(value), name));
    return values.every((value) => constraint.alternatives.some((alternative) => meets(value, alternative)))
      && constraint.alternatives.every((alternative) => values.some((value) => meets(value, alternative)));
  }
  // A title's field may be in the brief's own words ("advocaten arbeidsrecht": Employment Lawyer).
  const words = foldWords(constraint.kind === 'topic' ? `${named} ${criterion.source}` : named);
  return constraint.alternatives.every((alternative) => alternative.some((name) => covers(words, name)));
}

/** Words an unseen label may add to what its phrase names: "night shift availability" is night shifts. */
const UNSEEN_HEADS = new Set(['availability', 'available', 'work', 'willing', 'willingness']);

/**
 * The criterion is the unseen thing each alternative names by the engine's own table of such
 * phrases, and holds the alternative's other words: "Available now" states "immediate
 * availability"; "Availability (in January)" states "available from january", "Availability" does not.
 */
function sameUnseen(criterion: Extract<Criterion, { kind: 'unseen' }>, constraint: Constraint): boolean {
  const words = foldWords(`${criterion.name} ${criterion.source}`);
  const isMeaning = (meaning: string) => criterion.label === meaning || criterion.label.startsWith(`${meaning} (`) || criterion.label.startsWith(`${meaning} to `);
  return constraint.alternatives.every((alternative) => alternative.some((name) => unseenNamedIn(name).some(({ meaning, beside }) =>
    isMeaning(meaning) && beside.every((word) => UNSEEN_HEADS.has(word) || STOPWORD_LIKE.has(word) || foldWords(word).every((w) => words.includes(w))))));
}
const STOPWORD_LIKE = new Set(['a', 'an', 'the', 'to', 'for', 'on', 'in', 'at', 'per']);

/** The last word of a title, its noun ("icu nurse" -> "nurse"); a one-word title has no narrower noun, so none. */
const headNoun = (title: string) => (title.trim().includes(' ') ? title.trim().split(/\s+/).at(-1)! : '');

/** Whether the engine's verdict on a person whose only record is this title is yes. */
function verifiesTitle(criterion: Extract<Criterion, { kind: 'role' }>, title: string): boolean {
  const { roleKey, function: fn, seniority } = readTitle(title);
  const person = {
    personId: 'label', firstName: '', lastName: '', fullName: '', title, roleKey, function: fn, seniority,
    companyId: null, companyName: '', companyIndustry: null, companyStage: null, companySize: null,
    cityId: null, city: '', regionCode: null, region: null, country: '', countryCode: '', linkedinUrl: '', email: null, phone: null,
    skills: [], yearsExperience: null, languages: [], pastRoles: [],
  };
  return verdictFor(criterion, person) === 'yes';
}

/** The places a location criterion names, as its label says them: an area ("Latin America", "the EU") is not a list of its country codes. */
function areaNames(criterion: Criterion, kind: Constraint['kind']): string[] | null {
  if ((kind !== 'place' && kind !== 'notplace') || valuesFor(criterion, kind) === null || !('label' in criterion)) return null;
  // A city's metro area states the city: "Greater Boston" for "the Boston area", "Metro Atlanta".
  return String(criterion.label).replace(/^outside /, '').split(/, | or /).map((part) => part.replace(/^(the|Greater|Metro) /, ''));
}

/** What a brief rules out: "not Gong or Outreach" rules out Gong and rules out Outreach, however the labels split it. */
const RULED_OUT = new Set<Constraint['kind']>(['notrole', 'notplace', 'notcompany']);

/**
 * Every value of the criterion is an alternative of the brief, and every alternative is there.
 * A criterion that rules out several things states each constraint that rules out some of them
 * (its other values must be ruled out by the brief too: see accountedFor).
 */
function statesWith(criterion: Criterion, constraint: Constraint, people: string): boolean {
  // Roles of the taxonomy that the label's titles read as: the same people, under the taxonomy's names
  // ("Embedded Software Engineer" for "embedded systems engineer").
  if (constraint.kind === 'role' && criterion.kind === 'role' && !criterion.exclude && sameTaxonomyRoles(criterion, constraint)) return true;
  if (constraint.kind === 'unseen' && criterion.kind === 'unseen' && sameUnseen(criterion, constraint)) return true;
  if (statedAcross(criterion, constraint)) return true;
  const meets = (value: string, alternative: string[]) => alternative.some((name) => valueMatches(constraint.kind, value, name));
  if (RULED_OUT.has(constraint.kind)) {
    const values = valuesFor(criterion, constraint.kind, people) ?? areaNames(criterion, constraint.kind);
    return !!values && constraint.alternatives.every((alternative) => values.some((value) => meets(value, alternative)));
  }
  // An alternative title the role criterion verifies is stated by it under any name: the taxonomy's
  // "Head of Customer Success" verifies a "VP of Customer Success".
  const verified = (alternative: string[]) => constraint.kind === 'role' && criterion.kind === 'role' && !criterion.exclude && verifiesTitle(criterion, alternative[0]!);
  const statesAll = (values: string[] | null) => !!values && values.length > 0
    && values.every((value) => constraint.alternatives.some((alternative) => meets(value, alternative)))
    && constraint.alternatives.every((alternative) => values.some((value) => meets(value, alternative)) || verified(alternative));
  // One role (not a group of the taxonomy's) under the engine's own name that verifies the label's title but not the bare noun of it:
  // "Intensive Care Registered Nurse" states "icu nurse" (an "ICU Nurse" is verified, a "Nurse" is not).
  const narrowAsTitled = criterion.kind === 'role' && !criterion.exclude && constraint.kind === 'role' && constraint.alternatives.length === 1
    && valuesFor(criterion, 'role')?.length === 1 && criterion.roleKeys.length <= 1 && verified(constraint.alternatives[0]!) && !verifiesTitle(criterion, headNoun(constraint.alternatives[0]![0]!));
  return statesAll(valuesFor(criterion, constraint.kind, people)) || statesAll(areaNames(criterion, constraint.kind)) || narrowAsTitled;
}

/** Whether the brief's constraints account for every value of the criterion: for what it rules out, all of them together. */
function accountedFor(criterion: Criterion, constraints: Constraint[], people: string): boolean {
  if (constraints.some((constraint) => !RULED_OUT.has(constraint.kind) && statesWith(criterion, constraint, people))) return true;
  return [...RULED_OUT].some((kind) => {
    const values = valuesFor(criterion, kind, people) ?? areaNames(criterion, kind);
    const ruledOut = constraints.filter((constraint) => constraint.kind === kind);
    return !!values && values.length > 0 && values.every((value) => ruledOut.some((constraint) =>
      constraint.alternatives.some((alternative) => alternative.some((name) => valueMatches(kind, value, name)))));
  });
}

export interface CaseScore {
  id: string;
  asked: boolean;
  /** Hard constraints that no criterion states exactly. */
  dropped: string[];
  /** Criteria (and a count) that no constraint of the brief accounts for, or that a `not` label names. */
  misread: string[];
  honest: boolean;
  faithful: boolean;
}

export function scoreCase(c: ReadingCase, reading: Interpretation): CaseScore {
  const must = c.must.map((label) => ({ label, constraint: parseConstraint(label) }));
  const may = (c.may ?? []).map(parseConstraint);
  const not = (c.not ?? []).map((label) => ({ label, constraint: parseConstraint(label) }));
  const asked = reading.kind === 'clarify';
  const people = reading.criteria.flatMap((c) => (c.kind === 'role' ? [c.label] : [])).join(' ');
  const states = (criterion: Criterion, constraint: Constraint) => statesWith(criterion, constraint, people);

  const dropped = must
    .filter(({ constraint }) => constraint.kind === 'count'
      ? !constraint.alternatives.some((alternative) => alternative.some((name) => Number(name) === reading.target))
      : !reading.criteria.some((criterion) => states(criterion, constraint)))
    .map(({ label }) => label);

  const misread: string[] = [];
  for (const criterion of reading.criteria) {
    // A criterion that is exactly what the brief asked for misreads nothing ("React or Vue" names React, as the brief does).
    const exact = must.some(({ constraint }) => constraint.kind !== 'count' && states(criterion, constraint));
    const named = exact ? undefined : not.find(({ constraint }) => says(criterion, constraint));
    if (named) misread.push(`${criterion.name} (${named.label})`);
    else if (!accountedFor(criterion, [...must.map((m) => m.constraint), ...may], people)) misread.push(criterion.name);
  }
  const counts = must.filter((m) => m.constraint.kind === 'count');
  if (reading.target !== null && counts.length === 0) misread.push(`count ${reading.target}`);

  const covered = dropped.length === 0;
  return {
    id: c.id,
    asked,
    dropped,
    misread,
    honest: c.ask ? asked : asked || covered,
    faithful: c.ask ? asked : !asked && covered,
  };
}
