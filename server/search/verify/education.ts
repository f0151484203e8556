// A person's education entries ("Stanford University, MBA, 2015", "ETH Zurich, PhD Physics, 2015")
// read against a brief's school, degree, field and graduation years, with the vocabulary briefs are
// read with (schools.ts).
// A school counts only when a whole part of the entry is one of its names ("Penn State
// University" is not Penn), or the entry holds one of the names that have separators of their own
// ("City, University of London"); a degree when the entry holds one of its forms as words.
import { englishField, graduatedWithin } from '../interpret/extract-education';
import { STOPWORDS } from '../interpret/words';
import { phraseKey } from '../text/normalise';
import { DEGREES, FIELD_SHORTHAND, SCHOOL_GROUPS, SCHOOL_NAME_WORDS, SCHOOLS } from '../vocab/schools';
import type { Criterion, Verdict } from '../types';

type EducationCriterion = Extract<Criterion, { kind: 'education' }>;

/** A group of schools ("Ivy League") -> its members. */
const GROUP_MEMBERS = new Map(SCHOOL_GROUPS.map(([name, , members]) => [name, members]));

let schoolNames: Map<string, string> | undefined;
let degreeForms: Array<{ label: string; key: string }> | undefined;

/** Folded school name or alias -> the school's name. */
function schoolIndex(): Map<string, string> {
  schoolNames ??= new Map(SCHOOLS.flatMap(([name, aliases]) => [name, ...aliases].map((alias) => [phraseKey(alias), name] as const)));
  return schoolNames;
}

function degreeIndex(): Array<{ label: string; key: string }> {
  degreeForms ??= DEGREES.flatMap(([label, forms]) => [label, ...forms].map((form) => ({ label, key: phraseKey(form) })).filter((f) => f.key !== ''));
  return degreeForms;
}

/** Where an entry splits into the parts a school may fill: commas, brackets, dashes and middle dots. */
const SEPARATOR = /[,;()|·–—]|\s-\s/;
const parts = (entry: string) => entry.split(SEPARATOR).map((p) => phraseKey(p)).filter(Boolean);

let separatedNames: Array<{ key: string; name: string }> | undefined;

/** The school names and aliases that a split would cut ("Université Panthéon-Sorbonne (Paris 1)"), folded. */
function namesWithSeparators(): Array<{ key: string; name: string }> {
  separatedNames ??= SCHOOLS.flatMap(([name, aliases]) => [name, ...aliases].filter((alias) => SEPARATOR.test(alias)).map((alias) => ({ key: phraseKey(alias), name })));
  return separatedNames;
}

export function schoolsOf(entry: string): string[] {
  const index = schoolIndex();
  const words = ` ${phraseKey(entry)} `;
  const whole = namesWithSeparators().filter((s) => words.includes(` ${s.key} `)).map((s) => s.name);
  return [...new Set([...whole, ...parts(entry).flatMap((part) => index.get(part) ?? [])])];
}

/** The degree forms a text holds as words. */
function degreeFormsIn(text: string): Array<{ label: string; key: string }> {
  const words = ` ${phraseKey(text)} `;
  return degreeIndex().filter((f) => words.includes(` ${f.key} `));
}

export function degreesOf(entry: string): string[] {
  return [...new Set(degreeFormsIn(entry).map((f) => f.label))];
}

const words = (text: string) => phraseKey(text).split(' ').filter((w) => w !== '' && !STOPWORDS.has(w));

/** The words an entry gives for the field of its degree ("PhD Physics", "MSc, Computer Science"), or null when it gives none. */
function statedField(entry: string): string[] | null {
  const pieces = entry.split(SEPARATOR).filter((piece) => piece.trim() !== '');
  const at = pieces.findIndex((piece) => degreesOf(piece).length > 0);
  if (at < 0) return null;
  const degreeWords = new Set(degreeFormsIn(pieces[at]!).flatMap((f) => f.key.split(' ')));
  const own = words(pieces[at]!).filter((w) => !degreeWords.has(w) && !/^\d+$/.test(w));
  if (own.length > 0) return own;
  // LinkedIn's "Master of Science - MS, Computer Science": the field is the next piece after the
  // degree's own names, if that is no school or year.
  let after = at + 1;
  while (after < pieces.length && degreesOf(pieces[after]!).length > 0) after++;
  const next = pieces[after];
  return next && schoolsOf(next).length === 0 && !/^\s*\d{4}\s*$/.test(next) ? words(next) : null;
}

/**
 * The brief's field against the entry's: yes when the entry holds its words (or their shorthand,
 * or its English name), unknown otherwise: an entry may name the same field in other words.
 */
function fieldVerdict(fields: readonly string[], entry: string): Verdict {
  const stated = statedField(entry);
  if (!stated) return 'unknown';
  const held = ` ${stated.join(' ')} `;
  const variants = (field: string) => {
    const own = words(field).join(' ');
    const english = englishField(own);
    return [own, ...(english ? [english] : []), ...FIELD_SHORTHAND.flatMap(([short, long]) => (own === short ? [long] : own === long ? [short] : []))].filter(Boolean);
  };
  return fields.some((field) => variants(field).some((variant) => variant.split(' ').every((w) => held.includes(` ${w} `)))) ? 'yes' : 'unknown';
}

/** The graduation year an entry names (its last year), or null. */
function yearOf(entry: string): number | null {
  const years = entry.match(/\b(?:19|20)\d\d\b/g);
  return years ? Number(years[years.length - 1]) : null;
}

/** How one entry meets each part the criterion asks: yes, no, or unknown (the entry does not say). */
function entryVerdict(criterion: EducationCriterion, entry: string): Verdict {
  const parts: Verdict[] = [];
  const others = criterion.otherSchools ?? [];
  if (criterion.schools.length > 0 || others.length > 0) {
    const wanted = criterion.schools.flatMap((school) => [school, ...(GROUP_MEMBERS.get(school) ?? [])]);
    const held = schoolsOf(entry).some((s) => wanted.includes(s)) || others.some((name) => namesSchool(entry, name));
    // A school the vocabulary lacks may be written otherwise ("University of Minho"): not holding its name proves nothing.
    parts.push(held ? 'yes' : others.length > 0 ? 'unknown' : 'no');
  }
  if (criterion.degrees.length > 0) {
    const degrees = degreesOf(entry);
    parts.push(degrees.some((d) => criterion.degrees.includes(d)) ? 'yes' : degrees.length > 0 ? 'no' : 'unknown');
  }
  const fields = criterion.fields ?? [];
  if (fields.length > 0) parts.push(fieldVerdict(fields, entry));
  const years = criterion.years ?? [];
  if (years.length > 0) {
    const year = yearOf(entry);
    parts.push(year === null ? 'unknown' : years.every((label) => graduatedWithin(label, year)) ? 'yes' : 'no');
  }
  return parts.includes('no') ? 'no' : parts.includes('unknown') ? 'unknown' : 'yes';
}

/** The words that tell a school from others: its name without "University", "of"... ("minho" of "Universidade do Minho"). */
function distinctWords(name: string): string[] {
  const all = words(name);
  const own = all.filter((w) => !SCHOOL_NAME_WORDS.has(w));
  return own.length > 0 ? own : all;
}

/** The entry names a school the vocabulary lacks: every word that tells it from others. */
function namesSchool(entry: string, name: string): boolean {
  const held = ` ${phraseKey(entry)} `;
  const wanted = distinctWords(name);
  return wanted.length > 0 && wanted.every((w) => held.includes(` ${w} `));
}

/**
 * What an entry that meets the criterion must hold, for a query to find it: one of the schools'
 * names (a group's members included) and one of the degrees' forms; none for years alone. Wider
 * than the verdict ("mit" inside "Smith"), never narrower for the names and forms as listed.
 */
export function educationTexts(criterion: EducationCriterion): string[][] {
  const schools = new Set(criterion.schools.flatMap((school) => [school, ...(GROUP_MEMBERS.get(school) ?? [])]));
  const names = [
    ...SCHOOLS.filter(([name]) => schools.has(name)).flatMap(([name, aliases]) => [name, ...aliases]),
    // A school the vocabulary lacks: the first of its telling words (its entry holds them all, in its own order).
    ...(criterion.otherSchools ?? []).map((name) => distinctWords(name)[0] ?? name),
  ];
  const forms = DEGREES.filter(([label]) => criterion.degrees.includes(label)).flatMap(([label, labelForms]) => [label, ...labelForms]);
  return [names, forms].filter((texts) => texts.length > 0);
}

/**
 * The person's education against the criterion: yes when one entry meets all it asks, unknown when
 * none is ruled out but one leaves a part unsaid (a school without its degree), else no; and the
 * entry that decided. No entries: unknown.
 */
export function educationMatch(criterion: EducationCriterion, entries: readonly string[]): { verdict: Verdict; entry: string | null } {
  if (entries.length === 0) return { verdict: 'unknown', entry: null };
  const verdicts = entries.map((entry) => entryVerdict(criterion, entry));
  for (const wanted of ['yes', 'unknown'] as const) {
    const i = verdicts.indexOf(wanted);
    if (i >= 0) return { verdict: wanted, entry: entries[i]! };
  }
  return { verdict: 'no', entry: null };
}
