// One imported row -> a person in the engine's vocabulary, or why the row is rejected. Nothing is
// guessed: a title, place or company the vocabulary cannot read stays empty (the engine's
// verdict on it is then `unknown`).
import type { z } from 'zod';
import type { suppressionKindSchema } from '@/server/schemas/people';
import { readLanguages, readSeniority, readSkills, readTitle, resolvePlace, splitList, type ImportedPerson } from '@/server/search';
import type { PersonField, SuppressionField } from './headers';
import { domainKey, emailDomain, emailKey, linkedinKey } from './identity';
import type { FieldValue } from './read-rows';

/**
 * A person as a row reads, in the people store's columns: the company as written (matched to a
 * known company, or a new one with only this name, when stored), so without its facts yet.
 */
export type PersonDraft = Omit<ImportedPerson, 'companyId' | 'companyIndustry' | 'companyStage' | 'companySize' | 'pastCompanyIds'> & {
  /** Earlier employers as the file names them, matched to companies when stored. */
  pastCompanyNames: string[];
};

type Values<F extends string> = Partial<Record<F, FieldValue>>;

/**
 * Files repeat the same titles and places on many rows: remember the last few thousand readings
 * (bounded, so memory stays flat whatever the file's size).
 */
function remembered<T>(read: (text: string) => T, capacity = 20_000): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined || cache.has(text)) return hit as T;
    if (cache.size >= capacity) cache.clear();
    const value = read(text);
    cache.set(text, value);
    return value;
  };
}

const titleOf = remembered(readTitle);
const placeOf = remembered(resolvePlace);

const text = (value: FieldValue | undefined): string => (value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value)).trim();

/** "7", "7+", "7 years", 7.5 -> 7; anything else (or a silly number) -> null. */
function years(value: FieldValue | undefined): number | null {
  const match = /^(\d{1,2}(?:\.\d+)?)\s*\+?\s*(?:years?|yrs?|y)?$/i.exec(text(value));
  if (!match) return null;
  const n = Math.floor(Number(match[1]));
  return n <= 70 ? n : null;
}

function splitName(full: string): { firstName: string; lastName: string } {
  const parts = full.split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/**
 * A headline names the employer when no column does ("VP People at Personio", "Designer @ Acme"):
 * the title is what comes before it. With a company column, the title stays as written.
 */
function titleAndCompany(title: string, company: string): { title: string; company: string } {
  const headline = company ? null : /^(.+?)\s+(?:at|@)\s+([^|,]+?)\s*(?:[|,].*)?$/i.exec(title);
  return headline ? { title: headline[1]!.trim(), company: headline[2]!.trim() } : { title, company };
}

/** A cell of several links (Lever's "Links") -> its LinkedIn address; one link -> itself. */
function linkedinOf(cell: string): string {
  const links = cell.split(/[\s,;|]+/).filter(Boolean);
  return links.length > 1 ? (links.find((link) => /linkedin\.com\//i.test(link)) ?? '') : cell;
}

/**
 * The education cells -> entries: a list of schools (one per line, ";" or "|": a comma stays inside
 * an entry such as "Stanford University, MBA, 2015"), with the degree, field of study and
 * graduation year columns joined to the school they describe when there is one.
 */
function educationOf(values: Values<PersonField>): string[] {
  const listed = values.education;
  const schools = (Array.isArray(listed) ? listed : text(listed).split(/\r?\n|[;|]/)).map((e) => e.trim()).filter(Boolean);
  const about = [text(values.degree), text(values.fieldOfStudy), text(values.graduationYear)].filter(Boolean);
  if (about.length === 0) return schools;
  return schools.length <= 1 ? [[...schools, ...about].join(', ')] : [...schools, about.join(', ')];
}

/** How much of a row's unread cells is kept (a summary can be long; the rest of a row is short). */
const MAX_PROFILE_TEXT = 4_000;

export function readPerson(values: Values<PersonField>, unread: readonly string[] = []): { person: PersonDraft } | { error: string } {
  const first = text(values.firstName);
  const last = text(values.lastName);
  const full = text(values.name) || [first, last].filter(Boolean).join(' ');
  if (!full) return { error: 'has no name' };
  const names = first || last ? { firstName: first, lastName: last } : splitName(full);

  const headline = text(values.headline);
  const { title, company } = titleAndCompany(text(values.title) || headline, text(values.company));
  const role = titleOf(title);
  const location = text(values.location) || [text(values.city), text(values.region), text(values.country)].filter(Boolean).join(', ');
  const place = location ? placeOf(location) : null;
  const linkedinUrl = linkedinOf(text(values.linkedin));
  const email = emailKey(text(values.email));

  // Properties written out, not `...names`: V8 (Node 20) builds a literal that spreads and then
  // adds many properties on a slow path, 25 µs a row, half of reading a row.
  return {
    person: {
      firstName: names.firstName,
      lastName: names.lastName,
      fullName: full.replace(/\s+/g, ' '),
      title,
      roleKey: role.roleKey,
      function: role.function,
      // A seniority column says the level as the file knows it; else the title's level words.
      seniority: readSeniority(text(values.seniority)) ?? role.seniority,
      companyName: company,
      cityId: place?.cityId ?? null,
      city: place?.city ?? '',
      regionCode: place?.regionCode ?? null,
      region: place?.region ?? null,
      countryCode: place?.countryCode ?? null,
      country: place?.country ?? '',
      linkedinUrl,
      linkedinKey: linkedinKey(linkedinUrl),
      email,
      emailKey: email,
      emailDomain: emailDomain(email),
      nameKey: linkedinKey(linkedinUrl) || email ? null : `${full.replace(/\s+/g, ' ').toLowerCase()}|${company.toLowerCase()}`,
      phone: text(values.phone) || null,
      skills: values.skills === undefined ? [] : readSkills(Array.isArray(values.skills) ? values.skills : text(values.skills)),
      languages: values.languages === undefined ? [] : readLanguages(Array.isArray(values.languages) ? values.languages : text(values.languages)),
      yearsExperience: years(values.yearsExperience),
      profileText: unread.join('\n').slice(0, MAX_PROFILE_TEXT),
      education: educationOf(values),
      headline,
      department: text(values.department),
      startDate: text(values.startDate),
      pastCompanyNames: values.pastCompanies === undefined ? [] : splitList(Array.isArray(values.pastCompanies) ? values.pastCompanies : text(values.pastCompanies)),
    },
  };
}

export type SuppressionKind = z.infer<typeof suppressionKindSchema>;
export interface SuppressionDraft {
  kind: SuppressionKind;
  value: string;
}

/** A suppression row: its e-mail, LinkedIn address and/or domain ("@acme.com" in an e-mail column is a domain). */
export function readSuppression(values: Values<SuppressionField>): { entries: SuppressionDraft[] } | { error: string } {
  const entries: SuppressionDraft[] = [];
  const email = text(values.email);
  if (email) {
    const key = emailKey(email);
    const domain = key ? null : domainKey(email);
    if (key) entries.push({ kind: 'email', value: key });
    else if (domain) entries.push({ kind: 'domain', value: domain });
    else return { error: `"${email}" is not an e-mail address or domain` };
  }
  const linkedin = linkedinKey(text(values.linkedin));
  if (linkedin) entries.push({ kind: 'linkedin', value: linkedin });
  const domainText = text(values.domain);
  if (domainText) {
    const domain = domainKey(domainText);
    if (!domain) return { error: `"${domainText}" is not a domain` };
    entries.push({ kind: 'domain', value: domain });
  }
  return entries.length > 0 ? { entries } : { error: 'has no e-mail, LinkedIn address or domain' };
}

/** One suppression value typed in the web app: an e-mail, a LinkedIn address or a domain. */
export function readSuppressionValue(value: string): SuppressionDraft | null {
  const trimmed = value.trim();
  const email = emailKey(trimmed);
  if (email) return { kind: 'email', value: email };
  if (/linkedin\./i.test(trimmed)) {
    const key = linkedinKey(trimmed);
    return key ? { kind: 'linkedin', value: key } : null;
  }
  const domain = domainKey(trimmed);
  return domain ? { kind: 'domain', value: domain } : null;
}
