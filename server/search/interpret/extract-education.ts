// Education: schools ("Stanford", "IIT Bombay alumni", "graduated from ETH Zurich"), degrees
// ("MBA", "PhD", "mestrado") with their field ("degree in nursing") and graduation years ("2024
// grads", "class of 2019", "graduated after 2015"). It runs before companies and places, so that
// a school is never read as an employer ("ETH Zurich") or a place ("Georgia Tech").
import { phraseKey, tokenize } from '../text/normalise';
import { DEGREES, FIELD_SHORTHAND, FIELD_TRANSLATIONS, SCHOOL_GROUPS, SCHOOL_NAME_WORDS, SCHOOLS } from '../vocab/schools';
import type { BriefContext } from './context';
import { employerTriggerBefore } from './extract-companies';
import { lazyTable, longestPhraseAt, phraseTable, rows, tokenKeys } from './phrase-table';
import { STOPWORDS } from './words';
import { LIST_CONJUNCTIONS } from './words-i18n';

interface Named {
  kind: 'school' | 'degree';
  name: string;
}

/** Short or common forms that are other words in lower case ("mit" is German for "with", "ma"): read only as written, capitalised or in capitals. */
const needsCapital = (key: string) => !key.includes(' ') && (key.length <= 4 || /^[a-z]+$/.test(key));
const LOWER_CASE_DEGREES = new Set(['mba', 'phd', 'msc', 'bsc', 'llm', 'emba', 'mphil', 'dphil', 'undergrad', 'undergraduate']);
/** Degree forms that are common words in English briefs: degrees only after words that say someone holds one ("with a master's"). */
const COMMON_WORD_DEGREES = new Set(['promotion', 'master', 'masters', 'bachelor', 'licence', 'diploma']);
/** Degrees that are also skills ("LLM" is a Master of Laws and a large language model): degrees only where someone holds one ("an LLM", "LLM graduates"), never "with LLM experience". */
const SKILL_WORD_DEGREES = new Set(['llm']);
/** Words before a degree that say someone holds it, in the six languages ("with a", "com", "mit", "met een"). */
const HOLDING = new Set(['a', 'an', 'with', 'holding', 'holds', 'um', 'uma', 'com', 'con', 'un', 'una', 'une', 'avec', 'mit', 'met', 'een', 'ein', 'eine', 'einen', 'einem', 'einer']);
/** Words between a degree and its field ("degree in nursing", "mestrado em direito", "Master im Bereich"). */
const FIELD_LINKS = new Set(['in', 'of', 'em', 'en', 'im']);

const educationPhrases = lazyTable(() => phraseTable<Named>([
  ...[...rows([...SCHOOLS, ...SCHOOL_GROUPS].map(([name, aliases]) => [name, [name, ...aliases]] as const))].map(([alias, name]) => [alias, { kind: 'school', name }] as const),
  ...[...rows(DEGREES.map(([label, forms]) => [label, [label, ...forms]] as const))].map(([form, name]) => [form, { kind: 'degree', name }] as const),
]));

/**
 * A degree's one-word form that could be another word ("mestrado", "diplom", "Master") reads as
 * the degree where the brief says someone holds it: after "with a", "com", "mit"..., or (when it
 * is no English word) before its field ("mestrado em direito").
 */
function heldDegree(ctx: BriefContext, start: number, end: number, key: string): boolean {
  // "a master of ceremonies": the English word, not the degree (whose forms with "of" are their own).
  if (COMMON_WORD_DEGREES.has(key) && ctx.tokens[end]?.key === 'of') return false;
  if (HOLDING.has(ctx.tokens[start - 1]?.key ?? '')) return true;
  const after = ctx.tokens[end + 1];
  return !COMMON_WORD_DEGREES.has(key) && FIELD_LINKS.has(ctx.tokens[end]?.key ?? '') && !!after && ctx.isFree(end + 1) && !STOPWORDS.has(after.key) && !after.numeric;
}

/** Tokens start..end written the way a name of their kind must be (see needsCapital). */
function writtenAsName(ctx: BriefContext, start: number, end: number, named: Named): boolean {
  const key = ctx.tokens.slice(start, end).map((t) => t.key).join(' ');
  if (named.kind === 'degree' && COMMON_WORD_DEGREES.has(key)) return heldDegree(ctx, start, end, key);
  if (named.kind === 'degree' && SKILL_WORD_DEGREES.has(key)) return ['a', 'an'].includes(ctx.tokens[start - 1]?.key ?? '') || CONTEXT_AFTER.has(ctx.tokens[end]?.key ?? '');
  const capital = named.kind === 'degree' ? needsCapital(key) && !LOWER_CASE_DEGREES.has(key) : needsCapital(key);
  if (capital && named.kind === 'degree' && !key.includes(' ') && key.length > 4 && heldDegree(ctx, start, end, key)) return true;
  const raw = ctx.tokens[start]!.raw;
  // A short name capitalised as a word ("Ivy", "Penn") is the school's only before "grads", "alumni"...
  const beforeGrads = /^\p{Lu}\p{Ll}+$/u.test(raw) && CONTEXT_AFTER.has(ctx.tokens[end]?.key ?? '');
  return !capital || (raw.length <= 4 ? raw === raw.toUpperCase() || /^[A-Z][a-z]*[A-Z]/.test(raw) || beforeGrads : /^\p{Lu}/u.test(raw));
}

const YEAR = String.raw`(?:19|20)\d\d`;
/** A year or two, or a year with its open side: "2019 or later", "2015 onwards", "2019+". */
const RANGE = String.raw`${YEAR}(?:\s*(?:-|–|to|and|a|e|y|et|und|tot|or|ou|o|oder|of)\s*${YEAR}|\s+(?:or|and)\s+(?:later|after|earlier|before)|\s+onwards|\+)?`;
/** Two years joined by "or" ("class of 2024 or 2025"): a range only when they are next to each other, else the years between would widen it. */
const EITHER_YEAR = new RegExp(String.raw`(${YEAR})\s+(?:or|ou|o|oder|of)\s+(${YEAR})`);
const eitherYearsApart = (text: string) => {
  const either = EITHER_YEAR.exec(text);
  return !!either && Math.abs(Number(either[2]) - Number(either[1])) !== 1;
};
const GRADUATION_YEARS: RegExp[] = [
  new RegExp(String.raw`\b(?:class of|promo(?:tion)?|turma de|generacion|jahrgang|lichting)\s+${RANGE}`, 'g'),
  new RegExp(String.raw`\b(?:graduated|graduating|graduates?|grads?|formados?|formadas?|graduados?|egresados?|diplomes?|diplomees?|absolventen|afgestudeerd)\s+(?:(?:in|from|after|before|between|since|em|en|de|desde|depuis|ab|nach|na|sinds|na)\s+)?(?:\S+\s+){0,4}?${RANGE}`, 'g'),
  new RegExp(String.raw`\b${RANGE}\s+(?:grads?|graduates?|alumni|cohorts?|class(?:es)?)\b`, 'g'),
];

/** Years or a range of them, right after a school or a degree: "between 2015 and 2018", "entre 2015 e 2018", "in 2019". */
const YEARS_AFTER_EDUCATION = new RegExp(String.raw`\b(?:between|entre|zwischen|tussen|in|em|en|im)\s+${RANGE}\b`, 'g');

/** Field of study around a degree: "degree in nursing", "CS degrees", "mestrado em direito". */
function fieldAround(ctx: BriefContext, start: number, end: number): { from: number; to: number; field: string | null } {
  if (FIELD_LINKS.has(ctx.tokens[end]?.key ?? '') && !ctx.tokens[end - 1]!.breakAfter) {
    let to = end + 1;
    // A place is where the people are, never the field ("an MBA in Denver").
    const place = (k: number) => ctx.phrasesAt(k).some((p) => p.entries.some((e) => e.kind === 'place' && !e.weak));
    while (to < ctx.length && to - end <= 3 && ctx.isFree(to) && !STOPWORDS.has(ctx.tokens[to]!.key) && !ctx.tokens[to]!.numeric && !place(to)) {
      to++;
      if (ctx.tokens[to - 1]!.breakAfter) break;
    }
    if (to > end + 1) return { from: start, to, field: ctx.text(end + 1, to) };
  }
  return { from: start, to: end, field: null };
}

const CONTEXT_BEFORE = new Set(['from', 'at', 'graduated', 'graduate', 'studied', 'alumni', 'alum', 'with', 'an', 'a', 'de', 'da', 'do', 'na', 'no', 'van', 'der', 'von', 'holding', 'holder',
  // The other languages' graduates of a school or degree ("egresados del MBA", "diplômés de l'ESSEC", "Absolventen der TUM").
  'del', 'des', 'du', 'dos', 'das', 'l', 'egresado', 'graduado', 'formado', 'diplome', 'absolventen', 'afgestudeerde', 'alumno', 'aluno', 'antiguo', 'antigo', 'ancien', 'eleve', 'oud', 'afgestudeerd', 'aan',
  // Students enrolled there: "eingeschrieben an der LMU", "matriculados na USP", "inscrits à l'ESSEC".
  'enrolled', 'eingeschrieben', 'immatrikuliert', 'matriculado', 'matriculados', 'matriculada', 'matriculadas', 'inscrit', 'inscrits', 'inscrite', 'inscrites', 'ingeschreven']);
const CONTEXT_AFTER = new Set(['alumni', 'alum', 'alumnus', 'alumnae', 'grad', 'graduate', 'degree', 'holder', 'student', 'cohort']);

/** Words before "degree" that say which kind, not which field ("a relevant degree", "an advanced degree"). */
const DEGREE_QUALIFIERS = new Set(['relevant', 'related', 'advanced', 'technical', 'good', 'strong', 'similar', 'equivalent', 'formal', 'higher', 'first', 'second', 'year']);

let fieldEnglish: Map<string, string> | undefined;
const fieldWords = (text: string) => phraseKey(text).split(' ').filter((w) => w !== '' && !STOPWORDS.has(w)).join(' ');

/** A field as another language names it -> its English name ("direito" -> "law", "fisioterapia deportiva" -> "sports physiotherapy"). */
export function englishField(field: string): string | undefined {
  fieldEnglish ??= new Map(FIELD_TRANSLATIONS.flatMap(([english, forms]) => forms.map((form) => [fieldWords(form), english] as const)));
  return fieldEnglish.get(fieldWords(field));
}

/** A field as the brief writes it, its shorthand spelled out for the criterion's name ("CS" -> "computer science"). */
const fieldName = (field: string) => FIELD_SHORTHAND.find(([short]) => short === field.toLowerCase())?.[1] ?? field;

/**
 * A degree of any kind in a named field: "a degree in nursing", "CS degrees", "a computer science
 * degree". Its field, and the tokens it covers; null for a degree with no field ("a degree").
 */
function fieldDegreeAt(ctx: BriefContext, i: number): { start: number; end: number; field: string } | null {
  if (ctx.tokens[i]?.originalKey !== 'degree' && ctx.tokens[i]?.originalKey !== 'degrees') return null;
  const after = fieldAround(ctx, i, i + 1);
  if (after.field) return { start: i, end: after.to, field: after.field };
  let start = i;
  const place = (k: number) => ctx.phrasesAt(k).some((p) => p.entries.some((e) => e.kind === 'place'));
  while (start > 0 && i - start < 3 && ctx.isFree(start - 1) && !ctx.tokens[start - 1]!.breakAfter && !STOPWORDS.has(ctx.tokens[start - 1]!.key)
    && !ctx.tokens[start - 1]!.numeric && !DEGREE_QUALIFIERS.has(ctx.tokens[start - 1]!.key) && !place(start - 1)) start--;
  return start < i ? { start, end: i + 1, field: ctx.text(start, i) } : null;
}

/** "2024 grads" -> "graduated 2024", "graduated after 2015" -> "graduated after 2015", "class of 2019 or later" -> "graduated 2019 or later". */
function graduationLabel(text: string): string {
  const years = text.match(new RegExp(YEAR, 'g'))!.join('-');
  if (/\b(?:or|and) (?:later|after)\b|onwards|\+/.test(text)) return `graduated ${years} or later`;
  if (/\b(?:or|and) (?:earlier|before)\b/.test(text)) return `graduated ${years} or earlier`;
  const after = /\b(?:after|since|from|desde|depuis|seit|sinds|ab|nach|apres|depois)\b/.test(text);
  const before = /\b(?:before|antes|avant|vor|voor)\b/.test(text);
  return `graduated ${after ? 'after ' : before ? 'before ' : ''}${years}`;
}

/** Whether a graduation year is within a label graduationLabel wrote ("graduated after 2015", "graduated 2019-2021"). */
export function graduatedWithin(label: string, year: number): boolean {
  const [from, to = from] = (label.match(new RegExp(YEAR, 'g')) ?? []).map(Number);
  if (from === undefined) return false;
  if (label.startsWith('graduated after ')) return year > from;
  if (label.startsWith('graduated before ')) return year < from;
  if (label.endsWith(' or later')) return year >= from;
  if (label.endsWith(' or earlier')) return year <= from;
  return year >= from && year <= to!;
}

/** Phrases as the brief's tokens key them as written. */
const keyed = (phrases: string[]) => phrases.map((phrase) => tokenize(phrase).map((t) => t.key));
/** Words that say a school follows: "studied at Waterloo", "graduated from Cornell", "went to Bocconi". */
const STUDIED = keyed(['studied at', 'graduated from', 'went to', 'alumni of', 'alum of', 'degree from', 'enrolled at']);
/** Of those, the ones after which any name is a school; after the others ("went to", "alumni of") only a name that says so. */
const ONLY_SCHOOLS_AFTER = keyed(['studied at', 'graduated from', 'degree from', 'studied in', 'enrolled at']);
/** Words between a degree and its school, in the six languages ("a PhD from", "Promotion an der", "doutorado na", "master à l'"). */
const DEGREE_SCHOOL_LINKS = new Set(['from', 'at', 'an', 'der', 'de', 'da', 'do', 'na', 'no', 'em', 'en', 'la', 'el', 'del', 'a', 'l', 'bij', 'van', 'von', 'aus', 'am']);

/** Words before an employer, never before where someone studied ("researchers at MIT", "consultant for Stanford", "Forscher bei der TUM"). */
const EMPLOYER_LINKS = new Set(['at', 'for', 'bei', 'chez']);
/** Words before such a link that make it no employer's: a place of study ("studying at", "a PhD at") or the client's search ("looking for"). */
const NOT_EMPLOYER_BEFORE_LINK = new Set([
  'studied', 'studying', 'study', 'graduated', 'graduate', 'degree', 'student', 'students', 'postdoc', 'postdocs', 'phd', 'mba', 'enrolled',
  'looking', 'searching', 'search', 'hiring', 'recruiting', 'sourcing',
]);

/**
 * The school at token i is named as an employer, after "at", "for", "bei" or "chez" (and an
 * article) that no degree or study word leads: where the employer's words end, else null.
 */
function employerLinkEnd(ctx: BriefContext, i: number, end: number, table: ReturnType<typeof educationPhrases>): number | null {
  // "Ivy grads", "MIT alumni": the words after the name say where they studied.
  if (CONTEXT_AFTER.has(ctx.tokens[end]?.key ?? '')) return null;
  const article = ['der', 'the'].includes(ctx.tokens[i - 1]?.originalKey ?? '') ? 1 : 0;
  const link = i - 1 - article;
  if (!EMPLOYER_LINKS.has(ctx.tokens[link]?.originalKey ?? '')) return null;
  const before = ctx.tokens[link - 1];
  return before && (NOT_EMPLOYER_BEFORE_LINK.has(before.originalKey) || table.map.get(before.key)?.kind === 'degree') ? null : link + 1;
}

/** Lower-case words inside a school's name ("Universidade do Minho", "University of the Arts"). */
const NAME_LINKS = new Set(['of', 'the', 'do', 'da', 'de', 'dos', 'das', 'del', 'la', 'di', 'der', 'des', 'für', 'van', 'and', '&']);

/** The phrase of `phrases` that ends right before token i, if any, as written (a word the speller corrected counts as written: "graduated"). */
const leadOf = (ctx: BriefContext, i: number, phrases: string[][]) =>
  phrases.find((words) => words.every((w, k) => ctx.tokens[i - words.length + k]?.originalKey === w));

/** The phrase of `phrases` before token i, over an article ("graduated from the Royal Danish Academy"): where it starts, or null. */
function leadBefore(ctx: BriefContext, i: number, phrases: string[][]): number | null {
  const at = ctx.key(i - 1) === 'the' && ctx.isFree(i - 1) ? i - 1 : i;
  const lead = leadOf(ctx, at, phrases);
  return lead ? at - lead.length : null;
}

/**
 * A school the vocabulary lacks, named where only a school can be: "studied at Universidade do
 * Minho", "a PhD from ETH", "went to Hochschule München". Its name as written, and where it ends.
 */
function otherSchoolAt(ctx: BriefContext, i: number, table: ReturnType<typeof educationPhrases>): { end: number; name: string } | null {
  if (!ctx.capitalised(i)) return null;
  const end = nameEnd(ctx, i);
  const keys = ctx.tokens.slice(i, end).map((t) => t.key);
  const saysSchool = keys.some((key) => SCHOOL_NAME_WORDS.has(key));
  const links = DEGREE_SCHOOL_LINKS.has(ctx.key(i - 1) ?? '') ? (DEGREE_SCHOOL_LINKS.has(ctx.key(i - 2) ?? '') ? 2 : 1) : 0;
  const afterDegree = links > 0 && table.map.get(ctx.key(i - links - 1) ?? '')?.kind === 'degree';
  if (!afterDegree && !leadBefore(ctx, i, saysSchool ? [...STUDIED, ...ONLY_SCHOOLS_AFTER] : ONLY_SCHOOLS_AFTER)) return null;
  // A place alone is where the person studied, not a school's name ("studied in Lisbon").
  if (!saysSchool && ctx.phrasesAt(i).some((p) => p.end === end && p.entries.some((e) => e.kind === 'place'))) return null;
  return { end, name: ctx.text(i, end) };
}

/** The end of a capitalised name from token i, over the small words inside it ("University of the Arts"). */
function nameEnd(ctx: BriefContext, i: number): number {
  let end = i + 1;
  while (end < ctx.length && end - i < 6 && ctx.isFree(end) && !ctx.tokens[end - 1]!.breakAfter
    && (ctx.capitalised(end) || (NAME_LINKS.has(ctx.key(end) ?? '') && ctx.capitalised(end + 1) && ctx.isFree(end + 1)))) end++;
  return end;
}

/** A capitalised name that says it is a school ("Aarhus School of Architecture") at token i: its name and end, or null. */
function otherSchoolNamed(ctx: BriefContext, i: number): { end: number; name: string } | null {
  if (!ctx.capitalised(i) || !ctx.isFree(i)) return null;
  const end = nameEnd(ctx, i);
  return ctx.tokens.slice(i, end).some((t) => SCHOOL_NAME_WORDS.has(t.key)) ? { end, name: ctx.text(i, end) } : null;
}

/**
 * "studied at Waterloo": after words that name a school, a capitalised name is the school of that
 * name ("University of Waterloo"), never the town.
 */
function bareSchoolAt(ctx: BriefContext, i: number, table: ReturnType<typeof educationPhrases>, listed = false): { end: number; meaning: Named } | null {
  const schoolNamed = (name: string) => [`university of ${name}`, `${name} university`].map((key) => table.map.get(key)).find((named) => named?.kind === 'school');
  // "Waterloo alumni", "waterloo co-op students": a town has no alumni, in any case of writing.
  const alumni = ctx.isFree(i) && ALUMNI_AFTER.find((words) => words.every((w, k) => ctx.tokens[i + 1 + k]?.key === w));
  const school = alumni ? schoolNamed(ctx.tokens[i]!.key) : undefined;
  if (alumni && school) return { end: i + 1 + alumni.length - 1, meaning: school };
  // "graduated from Columbia", or the next of a list of schools ("from Wharton, NYU Stern or Columbia").
  if (!ctx.capitalised(i) || (!leadOf(ctx, i, STUDIED) && !listed)) return null;
  let end = i;
  while (end < ctx.length && end - i < 3 && ctx.capitalised(end) && ctx.isFree(end)) end++;
  for (let to = end; to > i; to--) {
    const named = schoolNamed(tokenKeys(ctx, i, to)[0]!);
    if (named) return { end: to, meaning: named };
  }
  return null;
}

/** Words after a one-word name that make it the school of that name (their last word is left to CONTEXT_AFTER). */
const ALUMNI_AFTER = keyed(['alumni', 'alum', 'alumnus', 'alumnae', 'co-op student']);

export function extractEducation(ctx: BriefContext): void {
  const table = educationPhrases();
  const schools: string[] = [];
  const degrees: string[] = [];
  const fields: string[] = [];
  const shown: string[] = [];
  const otherSchools: string[] = [];
  let first = -1;
  let last = -1;
  const note = (start: number, end: number) => {
    first = first < 0 ? start : Math.min(first, start);
    last = Math.max(last, end);
  };
  // A degree's letters that also name companies are the companies ("MBB": McKinsey, Bain, BCG, not an MBBS).
  const company = (start: number, end: number) => end === start + 1 && (ctx.lexicon.entries.get(ctx.tokens[start]!.folded)?.some((e) => e.kind === 'company') ?? false);
  // "Happy to share the JD": after "the" the letters are the job description, not a degree people hold.
  const the = (start: number) => ['the', 'this', 'our', 'my', 'your'].includes(ctx.tokens[start - 1]?.key ?? '');
  const keyOf = (start: number, end: number) => tokenKeys(ctx, start, end).filter((key) => {
    const named = table.map.get(key);
    return named !== undefined && writtenAsName(ctx, start, end, named) && !(named.kind === 'degree' && (company(start, end) || (end === start + 1 && the(start))));
  });
  let schoolEnd = -1;
  const listedAfterSchool = (i: number) => schoolEnd >= 0 && ((i === schoolEnd && /^\s*,\s*$/.test(ctx.gapBefore(i)))
    || (i === schoolEnd + 1 && LIST_CONJUNCTIONS.has(ctx.tokens[schoolEnd]!.folded)));
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const found = longestPhraseAt(ctx, i, table, { keyOf }) ?? bareSchoolAt(ctx, i, table, listedAfterSchool(i));
    if (!found) continue;
    const { end, meaning: named } = found;
    // A school named as the employer ("researchers at MIT", "who worked at University of Lisbon") is the company.
    const linkEnd = named.kind === 'school' ? employerLinkEnd(ctx, i, end, table) : null;
    const employer = linkEnd !== null ? employerTriggerBefore(ctx, linkEnd) : null;
    if (employer) {
      ctx.addFact({ kind: 'company', when: employer.when, names: [named.name], start: employer.start, end, text: ctx.text(employer.start, end) });
      i = end - 1;
      continue;
    }
    let to = end;
    if (named.kind === 'school') {
      schools.push(named.name);
      schoolEnd = end;
      // "diplômés de Polytechnique Montréal en génie logiciel": a field the table knows, right after the school, is the field studied there.
      const around = fieldAround(ctx, i, end);
      const english = around.field ? englishField(around.field) : undefined;
      if (around.field && english) {
        fields.push(around.field);
        shown.push(`${around.field} (${english})`);
        to = around.to;
      }
      // "Stanford MBA", "Wharton MBAs": the school's name for its degree says the degree too.
      const degree = table.map.get(ctx.tokens[end - 1]!.key);
      if (end - i > 1 && degree?.kind === 'degree' && !degrees.includes(degree.name)) {
        degrees.push(degree.name);
        shown.push(degree.name);
      }
    } else {
      const around = fieldAround(ctx, i, end);
      degrees.push(named.name);
      if (around.field) fields.push(around.field);
      // Another language's field shows its English name too, which the records are matched on as well.
      const english = around.field ? englishField(around.field) : undefined;
      shown.push(around.field ? `${named.name} in ${around.field}${english ? ` (${english})` : ''}` : named.name);
      to = around.to;
    }
    ctx.claim(i, to);
    note(i, to);
    // The words that tie the name to the person: "graduated from", "went to", "alumni of", "degree".
    const lead = named.kind === 'school' ? leadOf(ctx, i, STUDIED) : undefined;
    for (let k = i - (lead?.length ?? 0); k < i; k++) if (ctx.isFree(k)) ctx.claim(k, k + 1);
    // Portuguese "no" is "in the"; elsewhere "no PhD needed" rules the degree out (extract-exclusions.ts).
    const before = (k: number) => CONTEXT_BEFORE.has(ctx.tokens[k]!.key) && (ctx.tokens[k]!.key !== 'no' || ctx.language === 'pt');
    for (let k = i - 1; k >= Math.max(0, i - 3) && ctx.isFree(k) && before(k); k--) ctx.claim(k, k + 1);
    for (let k = end; k < ctx.length && k <= end + 1 && ctx.isFree(k) && CONTEXT_AFTER.has(ctx.tokens[k]!.key); k++) ctx.claim(k, k + 1);
    i = to - 1;
  }
  for (let i = 0; i < ctx.length; i++) {
    // "a CS degree from Waterloo": the school took "degree from" as its lead; the field before it is still free.
    const degree = ctx.isFree(i) || ctx.key(i + 1) === 'from' ? fieldDegreeAt(ctx, i) : null;
    if (!degree) continue;
    fields.push(degree.field);
    shown.push(`degree in ${fieldName(degree.field)}`);
    ctx.claim(degree.start, degree.end);
    note(degree.start, degree.end);
  }
  for (let i = 0; i < ctx.length; i++) {
    const other = ctx.isFree(i) ? otherSchoolAt(ctx, i, table) : null;
    if (!other) continue;
    otherSchools.push(other.name);
    const lead = leadBefore(ctx, i, [...STUDIED, ...ONLY_SCHOOLS_AFTER]);
    let from = lead !== null && ctx.spanFree(lead, i) ? lead : i;
    for (let k = 0; lead === null && k < 2 && DEGREE_SCHOOL_LINKS.has(ctx.key(from - 1) ?? '') && ctx.isFree(from - 1); k++) from--;
    ctx.claim(from, other.end);
    note(from, other.end);
    let end = other.end;
    // "the Royal Danish Academy (KADK) or Aarhus School of Architecture": its initials in brackets, then the next school of the list.
    if (/\(\s*$/.test(ctx.gapBefore(end)) && /^\p{Lu}{2,6}$/u.test(ctx.tokens[end]?.raw ?? '') && /^\s*\)/.test(ctx.gapAfter(end)) && ctx.isFree(end)) ctx.claim(end, ++end);
    const next = LIST_CONJUNCTIONS.has(ctx.tokens[end]?.folded ?? '') && ctx.isFree(end) ? otherSchoolNamed(ctx, end + 1) : null;
    if (next) {
      otherSchools.push(next.name);
      ctx.claim(end, next.end);
      note(end, next.end);
      end = next.end;
    }
    i = end - 1;
  }
  let years: string | null = null;
  for (const pattern of GRADUATION_YEARS) {
    for (const { start, end, match } of ctx.freeMatches(pattern)) {
      if (eitherYearsApart(match[0])) continue;
      years = graduationLabel(match[0]);
      ctx.claim(start, end);
      note(start, end);
    }
  }
  // "graduated from Stanford between 2015 and 2018", "formados na USP entre 2015 e 2018": the years
  // right after the school or degree they graduated from.
  const after = years === null && last >= 0 ? ctx.freeMatches(YEARS_AFTER_EDUCATION).find((m) => m.start === last) : undefined;
  if (after) {
    years = graduationLabel(after.match[0]);
    ctx.claim(after.start, after.end);
    note(after.start, after.end);
  }
  if (schools.length === 0 && otherSchools.length === 0 && degrees.length === 0 && fields.length === 0 && years === null) return;
  if (years !== null) recentGraduatesOfYears(ctx);
  ctx.addFact({ kind: 'education', schools, otherSchools, degrees, fields, shown, years, start: first, end: last, text: ctx.text(first, last) }, false);
}

const GRADUATES = new Set(['grad', 'graduate', 'alumnus', 'alumni']);

/** "recent grads, class of 2024 or 2025": the years say how recent; "recent" is no window of its own. */
function recentGraduatesOfYears(ctx: BriefContext): void {
  for (let i = 0; i + 1 < ctx.length; i++) {
    if (ctx.tokens[i]!.key !== 'recent' || ctx.tokens[i]!.breakAfter || !GRADUATES.has(ctx.tokens[i + 1]!.key)) continue;
    const window = ctx.factAt(i);
    if (window?.kind === 'unseen' && window.start === i && window.end === i + 1) ctx.facts.splice(ctx.facts.indexOf(window), 1);
    ctx.claim(i, i + 2);
  }
}
