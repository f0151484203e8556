// The working state of one interpretation: the brief's tokens (spelling corrected), which of
// them an extractor has used, and the facts found so far.
import { editDistance } from '../text/fuzzy';
import { isEnglishWord } from '../vocab/english-words';
import { foldText, tokenize, type Token } from '../text/normalise';
import type { MoveWindow } from '../types';
import type { Stage } from '../vocab/company-stages';
import { citiesNamed } from '../vocab/gazetteer';
import { cityLocation, type PlaceSet } from '../vocab/places';
import type { Seniority } from '../vocab/seniority';
import { getLexicon, type LexEntry, type Lexicon } from './lexicon';
import { STOPWORDS } from './words';
import { numberWord } from '../text/numbers';
import { guessLanguage, type BriefLanguage } from './language';
import { jobTitleWords } from '../vocab/title-words';
import { isFiller } from './coverage';

interface BriefToken extends Token {
  /** The key before spelling correction. */
  originalKey: string;
  corrected: boolean;
  /** First token of the brief or of a sentence. */
  sentenceStart: boolean;
}

export interface Span {
  start: number;
  /** Exclusive. */
  end: number;
}

export type Fact = Span & { text: string } & (
  | { kind: 'role'; roleKeys: string[]; label: string; generic: boolean; titleTerms: string[]; exclude?: boolean }
  | { kind: 'seniority'; levels: Seniority[]; label: string }
  /** `demonym`: read from a people's name for themselves ("French engineers"), not a place's own name. */
  | { kind: 'place'; place: PlaceSet; exclude: boolean; demonym?: boolean }
  /** `dated`: when the move happened, "joined X since 2024" (current: the role's start) or "left X in the last year" (past: its end). */
  | { kind: 'company'; when: 'current' | 'past' | 'ever'; names: string[]; exclude?: boolean; dated?: MoveWindow }
  | { kind: 'industry'; industries: string[]; label: string; generic: boolean }
  | { kind: 'stage'; stages: Stage[]; label: string; generic: boolean }
  | { kind: 'size'; min: number | null; max: number | null }
  | { kind: 'skill'; skill: string }
  | { kind: 'experience'; min: number | null; max: number | null }
  | { kind: 'language'; language: string }
  | { kind: 'target'; value: number }
  /** Words a person's own text must show ("wine bar"), or one of `phrases` when it has other spellings; see topicCriterionSchema. */
  | { kind: 'topic'; words: string[]; phrases?: string[][]; /** The topic's English name where the brief's words are another spelling. */ label?: string }
  /** `degrees` are DEGREES' labels, `fields` the field words after them, `shown` each degree as the brief says it ("PhD in machine learning"). */
  | { kind: 'education'; schools: string[]; otherSchools: string[]; degrees: string[]; fields: string[]; shown: string[]; years: string | null }
  /**
   * What no profile shows ("Instagram followers") or a move in time ("left Meta in the last 6
   * months"); a move's label starts at `labelFrom`, its verb, until its subject is known. Dutch and
   * German put the verb last ("in de afgelopen 2 jaar bij Bol begonnen"): `verbAt`, after the employer.
   */
  | { kind: 'unseen'; label: string; labelFrom?: number; verbAt?: number }
  /** When the current role started, at whatever company: "joined a new company in the last 6 months", "3+ years in their current job". */
  /** `employer`: the kind the brief counts the stay at when it is no company ("the same school"). */
  | { kind: 'tenure'; window: MoveWindow; employer?: string }
  /** Age, gender, ethnicity...: never a criterion; the brief asks. */
  | { kind: 'protected'; category: string }
  /** Words that name a place or an excluded name the engine cannot find ("in Xyzzyville"). */
  | { kind: 'unknown'; what: 'place' | 'exclusion' }
  | { kind: 'people' }
);
type FactKind = Fact['kind'];
export type FactOf<K extends FactKind> = Extract<Fact, { kind: K }>;

/** Two-letter place codes that are also words after "in" in the brief's languages. */
export const LOWER_CASE_CODE_WORDS = new Set([
  'in', 'me', 'or', 'hi', 'ok', 'oh', 'de', 'an', 'so', 'id', 'is', 'it', 'be', 'am', 'as', 'at', 'by', 'do', 'go', 'he', 'if', 'my',
  'no', 'of', 'on', 'to', 'up', 'us', 'we', 'es', 'el', 'en', 'et', 'un', 'da', 'na', 'er', 'je', 'ik', 'om', 'op', 'te', 'ze', 'zu',
]);

/**
 * A one-word place the brief's letters reach only through the plural rule, not as written: an
 * acronym with an "s" added ("LEED" is not Leeds), or a town of the whole map with an "s" taken
 * away ("em obras" is not Obra, India).
 */
function reachedByPlural(token: BriefToken, length: number, e: Extract<LexEntry, { kind: 'place' }>, spellings: Lexicon['spellings']): boolean {
  if (length !== 1) return false;
  if (/^\p{Lu}{3,}$/u.test(token.raw) && foldText(e.place.label) === `${token.folded}s`) return true;
  // "graag Nederlands" is the language as written, not the country "Nederland" with an "s" (a
  // genitive, "innerhalb Deutschlands", is written as nothing else and stays the country).
  const writtenAsOther = spellings.other.get(token.originalKey)?.has(token.folded) && !spellings.place.get(token.originalKey)?.has(token.folded);
  if (!e.weak && !e.demonym && writtenAsOther) return true;
  return !!e.weak && e.place.level === 'city' && token.folded !== token.key && citiesNamed(token.raw).length === 0;
}

/** How many job titles of the vocabulary a word must stand in to be a field of work before a town of its name ("mobile"). */
const COMMON_IN_TITLES = 5;

/** Longest search-box query, in words. */
const SHORT_QUERY_TOKENS = 8;

/** Month names of the six languages, folded, January first. */
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  ['janeiro', 'fevereiro', 'marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ['janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre'],
  ['januar', 'februar', 'marz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
];

/** Month names of the six languages, folded: "opening in March" is a date, never the town of March or a domain. */
export const MONTHS: ReadonlySet<string> = new Set(MONTH_NAMES.flat());

/** Seasons in the six languages (folded), which a time names as a month is named. */
export const SEASONS: ReadonlySet<string> = new Set([
  'spring', 'summer', 'autumn', 'fall', 'winter', 'primavera', 'verao', 'outono', 'inverno', 'verano', 'otono', 'invierno',
  'printemps', 'ete', 'automne', 'hiver', 'fruhjahr', 'fruhling', 'sommer', 'herbst', 'lente', 'voorjaar', 'zomer', 'najaar', 'herfst',
]);

const ENGLISH_MONTH = new Map(MONTH_NAMES.flatMap((names) => names.map((name, month) => [name, MONTH_NAMES[0]![month]!] as const)));
/** A folded month name of any of the six languages in English, capitalised ("enero" -> "January"); undefined for other words. */
export const englishMonth = (folded: string): string | undefined => {
  const month = ENGLISH_MONTH.get(folded);
  return month && `${month[0]!.toUpperCase()}${month.slice(1)}`;
};

/** Portuguese "em" + article: "no Brasil", "na Bahia", "nos EUA". */
const PORTUGUESE_IN_THE = new Set(['no', 'na', 'nos', 'nas', 'num', 'numa']);

const PLACE_PREPOSITIONS = new Set(['in', 'near', 'from', 'around', 'based', 'to', 'across', 'outside', 'em', 'en', 'aus', 'nach', 'bei']);

/** Tokens that are not worth correcting: too common, or the brief's own structure. */
const NEVER_CORRECT = new Set([
  'about', 'above', 'after', 'again', 'against', 'along', 'already', 'always', 'among', 'another', 'anyone', 'anything', 'around',
  'based', 'because', 'before', 'being', 'below', 'better', 'between', 'bring', 'build', 'building', 'built', 'cannot', 'change',
  'clear', 'close', 'could', 'currently', 'doing', 'during', 'early', 'either', 'enough', 'especially', 'every', 'everyone',
  'example', 'experience', 'fellow', 'first', 'found', 'friends', 'gather', 'given', 'going', 'great', 'group', 'happy', 'having',
  'hello', 'ideally', 'inside', 'instead', 'large', 'later', 'least', 'level', 'light', 'likely', 'little', 'local', 'longer',
  'looking', 'lovely', 'maybe', 'might', 'moment', 'money', 'month', 'months', 'mostly', 'never', 'number', 'often', 'online',
  'order', 'other', 'others', 'outside', 'people', 'perhaps', 'place', 'plenty', 'point', 'please', 'preferably', 'pretty',
  'previous', 'previously', 'quite', 'rather', 'ready', 'really', 'right', 'round', 'rules', 'second', 'seems', 'shall', 'should',
  'since', 'small', 'someone', 'something', 'sometimes', 'sort', 'south', 'north', 'east', 'west', 'start', 'still', 'strong',
  'such', 'sure', 'their', 'there', 'these', 'thing', 'things', 'think', 'those', 'though', 'three', 'through', 'today', 'together',
  'under', 'until', 'using', 'usually', 'various', 'weather', 'where', 'whether', 'which', 'while', 'whole', 'within', 'without',
  'world', 'would', 'years', 'young', 'people', 'person', 'persons', 'talent', 'ideal', 'candidate', 'hiring', 'hires', 'recent',
  'senior', 'junior', 'worked', 'working', 'works', 'speaks', 'speaking', 'fluent', 'native', 'teams', 'leads', 'leader', 'range',
  'plus', 'minimum', 'maximum', 'least', 'exactly', 'roughly', 'approximately', 'dozen', 'couple', 'handful', 'several', 'twelve',
  'twenty', 'thirty', 'forty', 'fifty', 'hundred', 'thousand', 'seven', 'eight', 'eleven', 'fifteen', 'companies', 'company',
  'firms', 'startups', 'global', 'remote', 'hybrid', 'office', 'offices', 'market', 'markets', 'space', 'sector', 'related',
  'background', 'backgrounds', 'degree', 'degrees', 'school', 'schools', 'focus', 'focused', 'heavy', 'interested', 'passionate',
  'profiles', 'profile', 'contacts', 'contact', 'network', 'weekly', 'daily', 'shortlist', 'longlist', 'asap', 'urgent',
  'urgently', 'thanks', 'cheers', 'regards', 'hallo', 'bitte', 'merci', 'gracias', 'moins', 'menos', 'mehr', 'weniger',
  'jahre', 'jahren', 'annees', 'anos', 'experiencia', 'erfahrung', 'experience', 'weather', 'whats', 'stuff', 'random', 'asdf',
  'skills', 'skilled', 'years', 'women', 'others', 'level', 'levels', 'owner', 'owners', 'title', 'titles', 'trained', 'training',
]);

export class BriefContext {
  readonly lexicon: Lexicon;
  readonly tokens: BriefToken[];
  readonly claimed: boolean[];
  readonly facts: Fact[] = [];
  /** Tokens a reading took back that the brief must ask about, filler or not ("not at startups"). */
  readonly asked = new Set<number>();
  /** Tokens of where the client itself is, left to be read ("Hospital in San Antonio hiring"): a place the people's own place may overrule. */
  readonly clientPlaces = new Set<number>();

  /** The brief's language, for the connectors that mean different things in each. */
  readonly language: BriefLanguage;
  /** The brief lower case and unaccented letter by letter, so that its offsets are the brief's: what patterns read. */
  readonly plain: string;

  constructor(readonly brief: string) {
    this.lexicon = getLexicon();
    const tokens = tokenize(brief);
    // The language is read from the words as written, before any is corrected.
    this.language = guessLanguage(tokens);
    this.tokens = prepareTokens(brief, this.lexicon, tokens, this.language);
    this.claimed = this.tokens.map(() => false);
    this.plain = [...brief].map((ch) => {
      const folded = ch.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
      return folded.length === ch.length ? folded : ch;
    }).join('');
  }

  /** The tokens inside characters from..to of the brief (a pattern's match), or null when none. */
  tokenSpan(from: number, to: number): Span | null {
    let start = -1;
    let end = -1;
    this.tokens.forEach((token, i) => {
      if (token.start >= from && token.end <= to) {
        if (start < 0) start = i;
        end = i + 1;
      }
    });
    return start < 0 ? null : { start, end };
  }

  /** Every match of a global pattern over `plain` whose tokens are all free, as token spans. */
  freeMatches(pattern: RegExp): Array<Span & { match: RegExpMatchArray }> {
    const found: Array<Span & { match: RegExpMatchArray }> = [];
    for (const match of this.plain.matchAll(pattern)) {
      const span = this.tokenSpan(match.index, match.index + match[0].length);
      if (span && this.spanFree(span.start, span.end)) found.push({ ...span, match });
    }
    return found;
  }

  get length(): number {
    return this.tokens.length;
  }

  key(i: number): string | undefined {
    return this.tokens[i]?.key;
  }

  isFree(i: number): boolean {
    return i >= 0 && i < this.tokens.length && !this.claimed[i];
  }

  spanFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (!this.isFree(i)) return false;
    return true;
  }

  /** No clause punctuation between tokens start..end-1. */
  spanUnbroken(start: number, end: number): boolean {
    for (let i = start; i < end - 1; i++) if (this.tokens[i]!.breakAfter) return false;
    return true;
  }

  claim(start: number, end: number): void {
    for (let i = start; i < end; i++) this.claimed[i] = true;
  }

  text(start: number, end: number): string {
    const first = this.tokens[start];
    const last = this.tokens[end - 1];
    return first && last ? this.brief.slice(first.start, last.end) : '';
  }

  /** The raw characters between token i and token i + 1 ("-", " / ", ", "). */
  gapAfter(i: number): string {
    const token = this.tokens[i];
    if (!token) return '';
    const next = this.tokens[i + 1];
    return this.brief.slice(token.end, next ? next.start : this.brief.length);
  }

  gapBefore(i: number): string {
    const token = this.tokens[i];
    if (!token) return '';
    const prev = this.tokens[i - 1];
    return this.brief.slice(prev ? prev.end : 0, token.start);
  }

  /** Token i is written against an ampersand on that side: a letter of "R&D", "a&p", "H&M". */
  gluedToAmpersand(i: number, side: 'before' | 'after'): boolean {
    const k = side === 'after' ? i + 1 : i - 1;
    return this.tokens[k]?.raw === '&' && (side === 'after' ? this.gapAfter(i) : this.gapBefore(i)) === '';
  }

  /**
   * A capitalised word the vocabulary does not know follows token end - 1 in its clause: the words before are part
   * of a longer name ("Tango Gestión"), unlike "Springfield Illinois" or "Münchner Start-up".
   */
  beforeAnotherName(end: number): boolean {
    const next = this.tokens[end];
    return !!next && this.capitalised(end) && !next.sentenceStart && !this.tokens[end - 1]!.breakAfter
      && !this.lexicon.entries.has(next.key) && this.gapAfter(end) !== '-';
  }

  /** The same before capitalised token `start`: a free word the vocabulary does not know, so the two are one name ("Dogger Bank"). */
  afterAnotherName(start: number): boolean {
    const before = this.tokens[start - 1];
    return !!before && this.capitalised(start) && this.capitalised(start - 1) && !before.sentenceStart && !before.breakAfter
      && this.isFree(start - 1) && !this.lexicon.entries.has(before.key) && this.phrasesAt(start - 1).length === 0;
  }

  capitalised(i: number): boolean {
    const raw = this.tokens[i]?.raw ?? '';
    return /^\p{Lu}/u.test(raw);
  }

  /** Written as a name: capitalised, or a brand's inner capital ("iFood", "eBay"). */
  namelike(i: number): boolean {
    return this.capitalised(i) || /^\p{Ll}+\p{Lu}/u.test(this.tokens[i]?.raw ?? '');
  }

  addFact(fact: Fact, claim = true): void {
    this.facts.push(fact);
    if (claim) this.claim(fact.start, fact.end);
  }

  /** Puts `next` where `fact` was and claims its words: a fact that grew ("hospice or palliative care"). */
  replaceFact(fact: Fact, next: Fact): void {
    this.facts.splice(this.facts.indexOf(fact), 1, next);
    this.claim(next.start, next.end);
  }

  /** Takes a fact back: its words are free again, and the brief asks about them. */
  dropFact(fact: Fact): void {
    this.facts.splice(this.facts.indexOf(fact), 1);
    for (let i = fact.start; i < fact.end; i++) this.claimed[i] = false;
    this.askAbout(fact.start, fact.end);
  }

  /** The brief asks about tokens start..end, filler or not, where nothing reads them. */
  askAbout(start: number, end: number): void {
    for (let i = start; i < end; i++) this.asked.add(i);
  }

  factsOf<K extends FactKind>(kind: K): Array<FactOf<K>> {
    return this.facts.filter((f): f is FactOf<K> => f.kind === kind);
  }

  /** The fact covering token i, if any. */
  factAt(i: number): Fact | undefined {
    return this.facts.find((f) => f.start <= i && i < f.end);
  }

  /**
   * Lexicon phrases starting at token i over free, unbroken tokens, longest first, with the
   * capitalisation rule applied.
   */
  phrasesAt(i: number): Array<{ end: number; entries: LexEntry[] }> {
    const found: Array<{ end: number; entries: LexEntry[] }> = [];
    if (!this.isFree(i)) return found;
    let key = '';
    const keys: string[] = [];
    for (let end = i + 1; end <= Math.min(this.length, i + this.lexicon.maxTokens); end++) {
      if (!this.isFree(end - 1)) break;
      if (end - 1 > i && this.tokens[end - 2]!.breakAfter) break;
      keys.push(this.tokens[end - 1]!.key);
      key = keys.join(' ');
      const entries = this.lexicon.entries.get(key);
      if (entries) {
        const corrected = this.tokens.slice(i, end).some((t) => t.corrected);
        // "elektriker graz", "event promoters ibiza": a short query's place after its title, at its end.
        const titleThenPlace = this.lastAfterTitle(i, end, entries);
        const afterPreposition = this.placePrepositionAt(i - 1) || titleThenPlace;
        const allowed = entries.filter((e) => {
          // "at Bol" is the company, "in BOL" or "in bol" the country.
          if (e.kind === 'place' && e.inCapitals && this.tokens[i]!.raw !== this.tokens[i]!.raw.toUpperCase() && !this.placePrepositionAt(i - 1)) return false;
          // The whole map's names: capitalised, or lower case right after "in"/"near"/... ("in tucson").
          // A capital that only starts a sentence says nothing ("Normal", "Mission" are cities too).
          if (e.kind === 'place' && e.weak) {
            const named = this.capitalised(i) && (!this.tokens[i]!.sentenceStart || e.place.level === 'country');
            // A word of the brief's own languages ("Wer", "in March") or an acronym in capitals ("DAX") is no town of the map.
            const token = this.tokens[i]!;
            const word = end === i + 1 && (isFiller(token) || MONTHS.has(token.folded) || (token.raw.length >= 3 && token.raw === token.raw.toUpperCase()));
            // "rn fl": a state's code in lower case where lowerCasePlaceCode expects one.
            const code = e.letterCode && this.lowerCasePlaceCode(i, end);
            // "Rive-Sud": the end of a hyphenated word is no place of its own.
            const joined = i > 0 && this.gapBefore(i) === '-';
            // "developers in mobile": a word of job titles in lower case is the field, not a town.
            const field = !named && !code && this.tokens.slice(i, end).every((t) => t.raw.length >= 4 && (jobTitleWords().count.get(t.key) ?? 0) >= COMMON_IN_TITLES);
            // "Texas city government": a name written with a capital and then a long word in lower case is the first word alone.
            const mixed = named && this.tokens.slice(i + 1, end).some((t) => t.raw.length > 3 && /^\p{Ll}/u.test(t.raw));
            // "Tango Gestión", "Dogger Bank": a town's name as the first word of a longer name, named without "in", is none.
            const inLongerName = named && !afterPreposition && this.beforeAnotherName(end);
            return (named || afterPreposition || code) && !corrected && !inLongerName && !(word && e.place.level === 'city') && !joined && !field && !mixed && !reachedByPlural(this.tokens[i]!, end - i, e, this.lexicon.spellings);
          }
          if (e.kind === 'place' && reachedByPlural(this.tokens[i]!, end - i, e, this.lexicon.spellings)) return false;
          if (e.needsCapital && !this.capitalised(i)
            && !(e.kind === 'place' && (this.lowerCasePlaceCode(i, end) || titleThenPlace || (e.lowerAfterPreposition && this.placePrepositionAt(i - 1)) || this.countryAfterCity(end, e.place)))
            && !(e.kind === 'role' && this.roleCodeBeforePlace(i, end))) return false;
          // A typo that lands on a place name counts only where a place is expected, never as the first word of a
          // longer name ("Tango Gestión", a payroll product, is no Tanggu).
          if (corrected && e.kind === 'place') return (this.capitalised(i) && !this.beforeAnotherName(end)) || afterPreposition;
          return true;
        });
        if (allowed.length > 0) found.push({ end, entries: allowed });
      }
    }
    return found.reverse();
  }

  /** A search box's query ("payroll specialist adp mn", "crna ohio 3+"): a few words, no commas or sentences. */
  get isShortQuery(): boolean {
    return this.length <= SHORT_QUERY_TOKENS && this.tokens.every((t) => !t.breakAfter);
  }

  /** Token i says "in" before a place: "in", "near", "em", and in Portuguese "no"/"na" ("no Brasil"). */
  placePrepositionAt(i: number): boolean {
    const token = this.tokens[i];
    if (!token || token.breakAfter) return false;
    return PLACE_PREPOSITIONS.has(token.key) || (this.language === 'pt' && PORTUGUESE_IN_THE.has(token.folded));
  }

  /**
   * "rn in tx", "bartenders in uk", "sous chef la", "remote eu", "houston tx", "uk based": a
   * two-letter place code written in lower case, read only before "based" or right after
   * "in"/"from"/"remote"... the role or a city, before the end of
   * the clause or words already read; a code that is also a word ("or", "me", "de") only at the
   * end of the brief.
   */
  lowerCasePlaceCode(i: number, end: number): boolean {
    const token = this.tokens[i]!;
    if (end !== i + 1 || token.raw.length !== 2 || token.raw !== token.raw.toLowerCase()) return false;
    // "in the us": an article may stand between.
    const article = this.tokens[i - 1]?.key === 'the' ? 1 : 0;
    const prev = this.tokens[i - 1 - article];
    const next = this.tokens[i + 1];
    // "uk based", "us-based": the code of the place people are based in.
    if (next?.key === 'based' && !token.breakAfter) return true;
    // After "in"/"from"/... or right after the role ("sous chef la", "prompt engineer sf") or a city ("houston tx").
    const before = !article ? this.factAt(i - 1) : undefined;
    // "mental health counselor lpc nh": after the credential that follows the role, too.
    const credential = before?.kind === 'skill' && this.factAt(before.start - 1)?.kind === 'role';
    // The last word of a short query with a role, after any criterion ("lpn long term care ky").
    const endsQuery = !next && !!before && this.isShortQuery && this.facts.some((f) => f.kind === 'role');
    const after = prev && !prev.breakAfter && (['in', 'from', 'near', 'based', 'across', 'around', 'remote'].includes(prev.key) || before?.kind === 'role' || credential || endsQuery || (before?.kind === 'place' && before.place.level === 'city'));
    if (!after) return false;
    // A code that is also a word is a place only where the word cannot stand: last, before a
    // number ("vet tech in or 5 yrs") but a year ("engineers in 2023"), or a pronoun after "remote" ("bookkeeper remote us quickbooks").
    if (LOWER_CASE_CODE_WORDS.has(token.folded)) return !next || (next.numeric && !/^(?:19|20)\d\d$/.test(next.raw)) || (prev.key === 'remote' && ['us', 'me'].includes(token.folded));
    return !next || token.breakAfter || next.numeric || /^\d/.test(next.raw) || STOPWORDS.has(next.key) || !this.isFree(i + 1);
  }

  /** "reading uk", "bath uk": a town whose name is also a word, followed by its own country's code or name. */
  private countryAfterCity(end: number, place: PlaceSet): boolean {
    if (place.level !== 'city' || end >= this.length || this.tokens[end - 1]!.breakAfter) return false;
    const countries = new Set(place.cityIds.map((id) => cityLocation(id)?.countryCode));
    const next = this.lexicon.entries.get(this.tokens[end]!.key)?.find((e) => e.kind === 'place' && e.place.level === 'country');
    return next?.kind === 'place' && next.place.countryCodes.some((code) => countries.has(code));
  }

  /**
   * "enterprise ae nyc", "ae in chicago": in a query written all in lower case, a title's letters
   * right before its place (or at the end) are the title, as "AE" would be.
   */
  private roleCodeBeforePlace(i: number, end: number): boolean {
    const token = this.tokens[i]!;
    // After "in" the letters are the place ("teachers in md"); a small word is no title ("pleno em floripa").
    if (end !== i + 1 || token.raw.length > 4 || /\p{Lu}/u.test(this.brief) || isFiller(token) || this.placePrepositionAt(i - 1)) return false;
    const next = this.tokens[end];
    return !next || ['in', 'at', 'near', 'based'].includes(next.key) || !!this.lexicon.entries.get(next.key)?.some((e) => e.kind === 'place');
  }

  /**
   * Tokens i..end close the brief (or a clause) right after a title read as a role, and mean
   * nothing but a place ("engineers mobile" is no town of Alabama).
   */
  private lastAfterTitle(i: number, end: number, entries: LexEntry[]): boolean {
    const before = this.tokens[i - 1];
    const next = this.tokens[end];
    // At the end, before a comma, or before the years ("houston 3-5 years", "charlotte 4+ yrs").
    const closes = !next || this.tokens[end - 1]!.breakAfter || /^\d/.test(next.raw) || STOPWORDS.has(next.key);
    // One word must mean nothing else; a name of several words ("long beach") is a name.
    const plainName = end > i + 1 || (this.tokens[i]!.raw.length >= 4 && !isFiller(this.tokens[i]!) && !jobTitleWords().any.has(this.tokens[i]!.key));
    // "chauffeur ce venlo": the licence or credential the title holds stands between them.
    const held = this.factAt(i - 1);
    const title = held?.kind === 'skill' && held.start > 0 && !this.tokens[held.start - 1]!.breakAfter ? this.factAt(held.start - 1) : held;
    return !!before && !before.breakAfter && title?.kind === 'role' && closes && entries.every((e) => e.kind === 'place') && plainName;
  }

  /** Lexicon entries of a kind that start at token i (longest phrase). */
  kindAt(i: number, kind: LexEntry['kind']): { end: number; entry: LexEntry } | null {
    for (const { end, entries } of this.phrasesAt(i)) {
      const entry = entries.find((e) => e.kind === kind);
      if (entry) return { end, entry };
    }
    return null;
  }
}

function prepareTokens(brief: string, lexicon: Lexicon, tokens: Token[], language: BriefLanguage): BriefToken[] {
  const out: BriefToken[] = [];
  for (const [index, token] of tokens.entries()) {
    const prepared = prepareToken(brief, lexicon, tokens, index, token, language);
    // A short typo inside a known phrase ("full stak"): the word that follows the previous one.
    const prev = out[index - 1];
    if (!prepared.corrected && prev && prepared.key.length >= 3 && prepared.key.length <= 4 && !lexicon.vocabulary.has(prepared.key) && !STOPWORDS.has(prepared.key)) {
      const options = [...(lexicon.following.get(prev.key) ?? [])].filter((w) => w.length >= 4 && editDistance(prepared.key, w, 1) <= 1);
      if (options.length === 1) {
        out.push({ ...prepared, key: options[0]!, corrected: true });
        continue;
      }
    }
    out.push(prepared);
  }
  return out;
}

/** Who does what an -ed or -ing form says: "designed" -> designer, "managed" -> manager, "engineered" -> engineer. */
function doersOf(word: string): string[] {
  const bare = word.replace(/(ed|ing)$/, '');
  return [bare, `${bare}er`, `${bare}or`, `${bare}r`, word.replace(/ed$/, 'er').replace(/d$/, 'r')];
}

/** Shortest word of a brief in another language that may be a slip of the (mostly English) vocabulary: French "quarts" is no "quant". */
const MIN_CORRECTED_FOREIGN_LENGTH = 7;

function prepareToken(brief: string, lexicon: Lexicon, tokens: Token[], index: number, token: Token, language: BriefLanguage): BriefToken {
  {
    const prev = tokens[index - 1];
    const sentenceStart = index === 0 || (prev !== undefined && /[.!?\n]\s*$/.test(brief.slice(prev.end, token.start)));
    const base: BriefToken = { ...token, originalKey: token.key, corrected: false, sentenceStart };
    // "w/" is "with", "w/o" is "without"
    if (token.folded === 'w' && brief.slice(token.end, token.end + 1) === '/') return { ...base, key: 'with' };

    if (token.numeric || token.key.length < (language === 'en' ? 5 : MIN_CORRECTED_FOREIGN_LENGTH) || lexicon.vocabulary.has(token.key) || STOPWORDS.has(token.key)) return base;
    // A place name of the whole map written as a name ("Tucson", "in Quito") is not a typo.
    if (lexicon.placeWords.has(token.key) && (/^\p{Lu}/u.test(token.raw) || PLACE_PREPOSITIONS.has(tokens[index - 1]?.key ?? ''))) return base;
    if (NEVER_CORRECT.has(token.key) || NEVER_CORRECT.has(token.folded) || numberWord(token.folded) !== null) return base;
    // A word English has is meant as written: "mentoring" is no slip of "monitoring".
    if (isEnglishWord(token.folded) || isEnglishWord(token.key)) return base;
    // Filler is written as it is meant ("who write Golang" is no "writer").
    if (isFiller(base)) return base;
    // A word with a digit or a symbol is written as meant ("B2B", "senior+").
    if (/[\d+]/.test(token.key)) return base;
    const correction = lexicon.spelling.closest(token.key);
    if (!correction || STOPWORDS.has(correction)) return base;
    const titleWords = jobTitleWords();
    // A verb's form is no typo of its doer: "designed" is not "designer", "managed" not "manager",
    // "engineered" not "engineer" (while "scaled" may be "scale").
    if (/(ed|ing)$/.test(token.key) && titleWords.any.has(correction) && doersOf(token.key).includes(correction)) return base;
    // No word is corrected into filler, which would drop it in silence: "quantity surveyor" is no "quality surveyor",
    // "ex-Funda" no "ex-fund". A slip of filler itself is asked about instead.
    if (isFiller({ key: correction, originalKey: correction, folded: correction })) return base;
    // A word of real job titles is no typo ("advocate" is not "avocat", "physical" not "physician"),
    // unless it is a rare slip of the titles themselves next to a common word ("enginer").
    if (titleWords.modern.has(token.key) || (titleWords.any.has(token.key) && (titleWords.count.get(token.key) ?? 0) * 20 > (titleWords.count.get(correction) ?? 0))) return base;
    return { ...base, key: correction, corrected: true };
  }
}
