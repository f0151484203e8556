// An open title ("developer advocate", "data protection officer") as people's files spell it:
// its words in any order, shorthand for a run of its words ("DPO", "DevRel"), and the few
// titles that name the same job. The verdict and the people store's SQL both match through
// titleSpellings, so a title the SQL finds is one the verdict can say yes to, and no other.
import { foldText, tokenize } from '../text/normalise';
import { americanSpelling } from '../text/us-spelling';
import { PROFESSION_WORDS, TITLE_MODIFIER_WORDS } from './profession-words';
import { ROLE_BY_KEY } from './roles';
import { jobTitleWords } from './title-words';

/** Shorthand people write in titles for a run of words: "RevOps Director", "DPO", "Sr. DevRel". */
export const TITLE_SHORTHAND: ReadonlyArray<readonly [string, string]> = [
  ['devrel', 'developer relations'], ['revops', 'revenue operations'], ['salesops', 'sales operations'], ['bizops', 'business operations'],
  ['dpo', 'data protection officer'], ['cos', 'chief of staff'], ['hrbp', 'hr business partner'], ['csm', 'customer success manager'],
  ['sdr', 'sales development representative'], ['bdr', 'business development representative'], ['ae', 'account executive'],
  ['pmm', 'product marketing manager'], ['tam', 'technical account manager'], ['sre', 'site reliability engineer'],
  ['swe', 'software engineer'], ['qa', 'quality assurance'], ['ml', 'machine learning'], ['ai', 'artificial intelligence'],
  ['ux', 'user experience'], ['uxr', 'ux researcher'], ['vp', 'vice president'], ['rn', 'registered nurse'], ['cpa', 'certified public accountant'],
  ['np', 'nurse practitioner'], ['physio', 'physiotherapist'], ['gc', 'general counsel'], ['ot', 'occupational therapist'], ['peds', 'pediatric'],
  ['cna', 'certified nursing assistant'], ['lpn', 'licensed practical nurse'], ['lvn', 'licensed vocational nurse'],
  ['mc', 'master of ceremonies'], ['gm', 'general manager'],
  // Tradespeople by their nicknames (British, Irish and Australian English).
  ['sparky', 'electrician'], ['sparkie', 'electrician'], ['chippy', 'carpenter'], ['chippie', 'carpenter'], ['brickie', 'bricklayer'],
  // Clinicians by their letters: a GP is no physician of any kind, an SLP a speech therapist.
  ['gp', 'general practitioner'], ['slp', 'speech language pathologist'], ['obgyn', 'obstetrician gynecologist'],
];

/** Titles that name one job in different words: a developer advocate works in developer relations. */
const SAME_JOB: ReadonlyArray<readonly string[]> = [
  ['developer advocate', 'developer relations', 'developer evangelist'],
  ['revenue operations', 'revenue ops'],
  ['data protection officer', 'privacy officer'],
  ['master of ceremonies', 'emcee', 'compere'],
  // A primary school's teachers by the English key stages and year groups they teach ("KS2 Teacher", "Year 4 Class Teacher").
  ['primary school teacher', 'primary teacher', 'ks1 teacher', 'ks2 teacher', 'key stage 1 teacher', 'key stage 2 teacher', 'eyfs teacher', 'reception teacher',
    ...[1, 2, 3, 4, 5, 6].flatMap((year) => [`year ${year} teacher`, `year ${year} class teacher`])],
  ['secondary school teacher', 'secondary teacher'],
  // A truck's driver as British titles say it ("HGV Class 1 Driver", "Lorry Driver").
  ['truck driver', 'lorry driver', 'hgv driver', 'lgv driver', 'hgv class 1 driver', 'hgv class 2 driver', 'class 1 driver', 'class 2 driver'],
  // A subject's short and long names ("Maths Teacher", "Teacher of Mathematics").
  ['math teacher', 'mathematics teacher', 'maths teacher'],
  // A builder's "PM" runs projects, never products.
  ['construction project manager', 'construction pm'],
];

/** Words a title may leave out: "VP Sales" is a "vice president of sales". */
export const LINKING: ReadonlySet<string> = new Set(['of', 'for', 'the', 'and', '&']);

/** A title's words as keys, in American spelling whichever way it is written ("Counsellor" is a counselor). */
const keysOf = (text: string) => tokenize(text).map((t) => americanSpelling(t.key)).filter((key) => !LINKING.has(key));

/** A word this short (a shorthand, "UX", "AE") is a whole word of the title, never the start of one ("aerospace"). */
export const WHOLE_WORD_MAX = 3;

/** Where `part` is a run of `words`, its start; else -1. */
export function runAt(words: readonly string[], part: readonly string[]): number {
  for (let i = 0; i + part.length <= words.length; i++) if (part.every((w, j) => words[i + j] === w)) return i;
  return -1;
}

/**
 * The spellings of `term`, each a list of words a title must all hold (in any order): the term's
 * own words, each title naming the same job, and each with a shorthand in place of the words it
 * stands for ("data protection officer" -> [data, protection, officer], [dpo]).
 */
export function titleSpellings(term: string): string[][] {
  let spellings = spellingsByTerm.get(term);
  if (!spellings) {
    if (spellingsByTerm.size >= 10_000) spellingsByTerm.clear();
    spellings = spell(term);
    spellingsByTerm.set(term, spellings);
  }
  return spellings;
}

const spellingsByTerm = new Map<string, string[][]>();

function spell(term: string): string[][] {
  const own = keysOf(term);
  const same = SAME_JOB.flatMap((titles) => {
    const keys = titles.map(keysOf);
    const at = keys.findIndex((k) => runAt(own, k) >= 0);
    if (at < 0) return [];
    const i = runAt(own, keys[at]!);
    return keys.filter((_, j) => j !== at).map((k) => [...own.slice(0, i), ...k, ...own.slice(i + keys[at]!.length)]);
  });
  const seen = new Set<string>();
  const spellings: string[][] = [];
  const add = (spelling: string[]) => {
    if (spelling.length > 0 && !seen.has(spelling.join(' ')) && spellings.length < MAX_SPELLINGS) {
      seen.add(spelling.join(' '));
      spellings.push(spelling);
    }
  };
  [own, ...same].forEach(add);
  // Shorthand both ways, each of a title's shorthands in turn: "data protection officer" as "DPO",
  // "enterprise AE" as "Enterprise Account Executive", "peds ot" as "pediatric occupational therapist".
  for (let n = 0; n < spellings.length; n++) {
    const spelling = spellings[n]!;
    for (const [written, long] of TITLE_SHORTHAND) {
      const [short, words] = [keysOf(written).join(' '), keysOf(long)];
      const i = runAt(spelling, words);
      if (i >= 0) add([...spelling.slice(0, i), short, ...spelling.slice(i + words.length)]);
      const j = spelling.indexOf(short);
      if (j >= 0) add([...spelling.slice(0, j), ...words, ...spelling.slice(j + 1)]);
    }
  }
  return spellings;
}
/** Enough for a title with a few shorthands; bounds the work a long title can make. */
const MAX_SPELLINGS = 32;

type Vocabulary = ReadonlyArray<readonly [english: string, forms: readonly string[]]>;

const englishByFormOf = new Map<Vocabulary, Map<string, string>>();

/**
 * A vocabulary's forms in other languages, folded, -> the English words: professions ("Enfermeira"
 * -> nurse) and the words narrowing one after it ("Hospitalar" -> hospital).
 */
function englishOfForm(vocabulary: Vocabulary): Map<string, string> {
  let english = englishByFormOf.get(vocabulary);
  if (!english) {
    english = new Map();
    for (const [meaning, forms] of vocabulary) for (const form of forms) english.set(foldText(form), meaning);
    englishByFormOf.set(vocabulary, english);
  }
  return english;
}

/**
 * A title written in another language -> the English title it names ("Enfermeira" -> "nurse",
 * "Steuerberaterin" -> "tax advisor"), from the forms briefs are read with; null when it is no such form.
 * A title of several parts ("Filialleiterin / Approbierte Apothekerin") or with words the forms do
 * not hold ("Enfermeira UTI", "IC-verpleegkundige", "Architecte DPLG") names the longest form in
 * it, unless a word of English titles is among the others: "Solutions Architect" stays English.
 */
export function englishTitle(title: string): string | null {
  let english = englishByTitle.get(title);
  if (english === undefined) {
    if (englishByTitle.size >= 10_000) englishByTitle.clear();
    english = readEnglish(title);
    englishByTitle.set(title, english);
  }
  return english;
}

/** englishTitle per title as written: every verdict on a candidate asks again. */
const englishByTitle = new Map<string, string | null>();

function readEnglish(title: string): string | null {
  const byForm = englishOfForm(PROFESSION_WORDS);
  const text = title.replace(/\([^)]*\)/g, ' ');
  const whole = byForm.get(foldText(text));
  if (whole !== undefined) return whole;
  for (const part of text.split(/\s[-–|]\s|[,/]/)) {
    const folded = foldText(part);
    for (const words of [folded.split(' '), folded.split(/[\s-]+/)]) {
      const found = longestForm(words.filter(Boolean), byForm);
      if (found) return found;
    }
  }
  return null;
}

function longestForm(words: readonly string[], byForm: ReadonlyMap<string, string>): string | null {
  for (let size = words.length; size >= 1; size--) {
    for (let i = 0; i + size <= words.length; i++) {
      const run = words.slice(i, i + size);
      const meaning = byForm.get(run.join(' '));
      if (meaning === undefined) continue;
      // Asked only once a form is found: most titles are English, and the words take a while to gather.
      const english = jobTitleWords().any;
      // A form that is English too is the other language's only where no other English word says the title is English ("Chauffeur CE").
      if (run.every((w) => english.has(w)) && words.some((w, j) => (j < i || j >= i + size) && w.length > WHOLE_WORD_MAX && english.has(w))) continue;
      // The kind of job after it is the title's, as a brief's is ("Eletricista Industrial": industrial electrician).
      const modifier = englishOfForm(TITLE_MODIFIER_WORDS).get(words[i + size] ?? '');
      const end = i + size + (modifier ? 1 : 0);
      // Short words are abbreviations ("IC", "UTI", "DPLG" aside), not English titles' words.
      if (words.every((w, j) => (j >= i && j < end) || w.length <= WHOLE_WORD_MAX || !english.has(w))) return modifier ? `${modifier} ${meaning}` : meaning;
    }
  }
  return null;
}

/**
 * The forms in other languages of an English title (for the SQL: a title written as one is found),
 * a narrowed one's too ("hospital pharmacist": "farmacêutico hospitalar"...).
 */
export function foreignForms(term: string): string[] {
  const keys = keysOf(term);
  const own = formsOf(PROFESSION_WORDS).get(keys.join(' ')) ?? [];
  const modifiers = keys.length > 1 ? (formsOf(TITLE_MODIFIER_WORDS).get(keys[0]!) ?? []) : [];
  if (modifiers.length === 0) return own;
  const narrowed = formsOf(PROFESSION_WORDS).get(keys.slice(1).join(' ')) ?? [];
  return [...own, ...narrowed.flatMap((form) => modifiers.map((modifier) => `${form} ${modifier}`))];
}

const formsByEnglish = new Map<Vocabulary, Map<string, string[]>>();

/** A vocabulary's forms in other languages by its English words' keys. */
function formsOf(vocabulary: Vocabulary): Map<string, string[]> {
  let forms = formsByEnglish.get(vocabulary);
  if (!forms) {
    forms = new Map();
    for (const [english, written] of vocabulary) {
      const key = keysOf(english).join(' ');
      forms.set(key, [...(forms.get(key) ?? []), ...written]);
    }
    formsByEnglish.set(vocabulary, forms);
  }
  return forms;
}

/** A title's words as titleSpellings matches them: the title without its "@ Company" or "at Company", in English when it is a known form of another language. */
export function titleKeys(title: string): string[] {
  const own = title.split(/\s@\s?|@\s|\sat\s/i)[0] ?? title;
  return keysOf(englishTitle(own) ?? own);
}

/**
 * Whether a title holds a spelling: each of its words is one of the title's words or starts one
 * with an inflection ("engineer" holds in "Engineering Manager" as it always has); the SQL finds
 * a superset of these titles.
 */
export function titleHolds(keys: readonly string[], spelling: readonly string[]): boolean {
  return spelling.every((word) => keys.some((key) => key === word || (word.length > WHOLE_WORD_MAX && key.startsWith(word) && INFLECTION.test(key.slice(word.length)))));
}

/** What English adds to a word without changing what it names ("Engineering", "Relations"); "Chefe" is another word than "Chef". */
const INFLECTION = /^(s|es|ing|ed|al)$/;

/** Whether a title (as stored) holds one of `term`'s spellings. */
export function titleMatches(title: string, term: string): boolean {
  const keys = titleKeys(title);
  return titleSpellings(term).some((spelling) => titleHolds(keys, spelling));
}

/**
 * Whether a title that holds `term` names a known role more narrowly than the term does: the
 * person's role has a phrase with every word of the term and more, and the title holds it. A
 * "Solutions Architect" or a "Cloud Architect" is not what a brief means by "architects".
 */
export function namesNarrowerRole(title: string, roleKey: string | null, term: string): boolean {
  const phrases = roleKey ? rolePhraseKeys(roleKey) : [];
  const words = titleSpellings(term)[0];
  if (phrases.length === 0 || !words) return false;
  const keys = titleKeys(title);
  return phrases.some((own) => own.length > words.length && words.every((word) => own.includes(word)) && titleHolds(keys, own));
}

const phraseKeysByRole = new Map<string, string[][]>();

/** A known role's label, titles and phrases as title words (verdicts ask for them once per candidate). */
function rolePhraseKeys(roleKey: string): string[][] {
  let keys = phraseKeysByRole.get(roleKey);
  if (!keys) {
    const role = ROLE_BY_KEY.get(roleKey);
    keys = role ? [role.label, ...role.titles, ...role.phrases].map(keysOf) : [];
    phraseKeysByRole.set(roleKey, keys);
  }
  return keys;
}
