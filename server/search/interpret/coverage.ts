// Coverage, by construction: after every extractor, each word of a brief belongs to a criterion, a
// preference, the count, or a reviewed list of filler. What is left is never dropped in silence:
// a phrase that names a domain after "in", "for", "on", "focused on"... ("in luxury retail")
// becomes a topic criterion matched on the person's own text; anything else makes the brief ask.
import { phraseKey } from '../text/normalise';
import { COUNTRY_BY_CODE } from '../vocab/countries';
import { usStateCodes } from '../vocab/places';
import { LOWER_CASE_CODE_WORDS, MONTHS, type BriefContext, type FactOf, type Span } from './context';
import type { BriefLanguage } from './language';
import { ASKING_WORDS, CLIENT_POSSESSIVES, CONNECTORS, FILLER_I18N, REQUIRED_WORDS } from './words-i18n';
import { COMPANY_NOUNS, KINDS_OF_COMPANY, LINKING_VERBS, OCCASIONS, SEARCH_VERBS, STOPWORDS, VAGUE_ADJECTIVES } from './words';

/** English filler of briefs: greetings, the client's own voice, words for people and lists. Reviewed: none of them restricts who qualifies. */
const ENGLISH_FILLER = [
  'hi', 'hey', 'hello', 'thanks', 'thank', 'cheers', 'asap', 'urgent', 'urgently', 'anyone', 'someone', 'somebody', 'folks', 'people',
  'person', 'persons', 'profile', 'candidate', 'talent', 'contact', 'lead', 'list', 'name', 'intro', 'introduction', 'connect',
  'outreach', 'reach', 'chat', 'talk', 'talking', 'interview', 'meet', 'help', 'helping', 'hoping', 'trying', 'love', 'like', 'really', 'actually',
  'basically', 'obviously', 'something', 'anything', 'ok', 'okay', 'fine', 'role', 'position', 'job', 'opening', 'client', 'kindly', 'right',
  'located', 'living', 'live', 'experience', 'background', 'year', 'yr', 'yrs', 'exp', 'level', 'good', 'great',
  'ideally', 'preferably', 'bonus', 'nice', 'plus', 'must', 'have', 'should', 'would', 'could', 'also', 'maybe', 'perhaps',
  'quick', 'quickly', 'soon', 'shortlist', 'longlist', 'pls', 'please', 'sourcing', 'source', 'sourced', 'hire', 'hired', 'hiring',
  'recruit', 'recruiting', 'fill', 'filling', 'open', 'looking', 'look', 'seeking', 'want', 'wanted', 'needed', 'need', 'get',
  'getting', 'know', 'knows', 'current', 'currently', 'now', 'today', 'already', 'still', 'ever', 'who', 'whom', 'which', 'that',
  'are', 'is', 'was', 'were', 'be', 'been', 'being', 'has', 'had', 'do', 'does', 'did', 'done', 'doing', 'go', 'going', 'make',
  'making', 'our', 'ours', 'we', 'us', 'i', 'me', 'my', 'you', 'your', 'they', 'them', 'their', 'here', 'there', 'thing', 'stuff',
  'etc', 'e.g', 'ie', 'based', 'anywhere', 'somewhere', 'elsewhere', 'else', 'everyone', 'every', 'any', 'some', 'all', 'few', 'lot', 'lots', 'more',
  'most', 'other', 'others', 'such', 'kind', 'sort', 'type', 'types', 'able', 'ready', 'happy', 'willing', 'time', 'fit', 'best',
  // Markers of a domain, read with it ("focused on infra", "specialising in competition law", "shipped AAA titles").
  'shipped', 'focused', 'focusing', 'specialising', 'specializing', 'specialised', 'specialized', 'specialises', 'specializes',
  // "fully remote": how much, of a word read on its own.
  'fully',
  // A credential held now: holding it is the criterion ("a valid driving licence").
  'valid',
  // "15 names is plenty": about the count.
  'plenty', 'enough',
  // "Acceptable titles: Account Executive, …": a heading over the titles that follow.
  'acceptable', 'title', 'titles',
  // Tense words of companies and counts, read by their extractors ("previously at McKinsey", "up to 30").
  'previously', 'formerly', 'former', 'ex', 'up', 'first', 'together', 'office', 'offices', 'hq', 'headquarters',
  // "in the next few years": a time, which a window reads where the brief names one.
  'next',
  // How often, of what the brief says around it ("they always show up in these searches").
  'always', 'usually', 'often', 'sometimes',
];

let filler: Set<string> | null = null;

/** Every filler word, folded and singular as tokens' keys are. */
function fillerWords(): Set<string> {
  if (filler) return filler;
  const words = new Set<string>([...STOPWORDS, ...SEARCH_VERBS, ...VAGUE_ADJECTIVES, ...COMPANY_NOUNS, ...LINKING_VERBS]);
  const phrases = [
    ...ENGLISH_FILLER,
    ...Object.values(ASKING_WORDS).flat(),
    ...Object.values(FILLER_I18N).flat(),
    ...Object.values(REQUIRED_WORDS).flat(),
    // Connectors are filler once their facts are read; "not" and "without" never are.
    ...Object.values(CONNECTORS).flatMap((c) => [...c.in, ...c.at, ...c.from, ...c.ever, ...c.with, ...c.or, ...c.and]),
  ];
  for (const phrase of phrases) for (const word of phraseKey(phrase).split(' ')) if (word) words.add(word);
  filler = words;
  return filler;
}

/** A test of whether a token is one of the one-word phrases each language's list holds (other than English's), built once. */
function oneWordOf(phrasesOf: (lang: Exclude<BriefLanguage, 'en'>) => readonly string[]) {
  let byLanguage: Map<BriefLanguage, Set<string>> | undefined;
  return (language: BriefLanguage, token: { key: string; folded: string }): boolean => {
    if (language === 'en') return false;
    byLanguage ??= new Map((['pt', 'es', 'fr', 'de', 'nl'] as const).map((lang) => [lang, new Set(phrasesOf(lang).filter((p) => !p.includes(' ')).map(phraseKey))]));
    const words = byLanguage.get(language);
    return !!words && (words.has(token.key) || words.has(token.folded));
  };
}

/** A word that is filler in the brief's own language, other than English ("svp" in French is "please", never a senior VP). */
export const isFillerIn = oneWordOf((lang) => FILLER_I18N[lang]);

/** A verb of asking of the brief's own language, other than English: Spanish "dame" is "give me", never Dutch "dames". */
export const isAskingIn = oneWordOf((lang) => ASKING_WORDS[lang]);

/** A one-word connector of the brief's own language, other than English: Portuguese "sem" is "without", never the skill SEM. */
export const isConnectorIn = oneWordOf((lang) => Object.values(CONNECTORS[lang]).flat());

/** A word of no meaning for who qualifies (filler of any of the six languages); `token` as BriefContext holds it. */
export function isFiller(token: { key: string; originalKey: string; folded: string }): boolean {
  const words = fillerWords();
  return words.has(token.key) || words.has(token.originalKey) || words.has(token.folded);
}

/** Words before a phrase that make it a domain the person's text must show: "in luxury retail", "focused on payments". */
const DOMAIN_MARKERS = new Set(['in', 'on', 'for', 'within', 'around', 'covering', 'focused', 'focus', 'specialising', 'specializing', 'specialised', 'specialized', 'specialist', 'expertise', 'working', 'worked', 'work', 'experience', 'background']);

/** Words after a phrase that make it a domain: "pensions experience", "a retail background". */
export const DOMAIN_NOUNS_AFTER: ReadonlySet<string> = new Set(['experience', 'exp', 'background', 'expertise', 'exposure']);

export interface Unread extends Span {
  text: string;
}

/** Codes that are the small words of the briefs' languages after a role ("developers or designers", "nurses in Ohio"): never a place left unread. */
let codeWordsAfterRoles: Set<string> | undefined; // lazily: context.ts imports this module
const codeWordAfterRoles = (word: string) =>
  (codeWordsAfterRoles ??= new Set([...LOWER_CASE_CODE_WORDS].filter((w) => !['us', 'me', 'hi', 'ok', 'oh', 'id'].includes(w)))).has(word);

/**
 * A two-letter state or country code no extractor read, right after the role or "remote" but
 * before more words ("welders al asap", "designers us based"; at the end the extractors read it as
 * the place): filler as a word ("al", "us"), but there more likely the place, so the brief asks
 * rather than drop it.
 */
function placeCodeLeftOver(ctx: BriefContext, i: number): boolean {
  const token = ctx.tokens[i]!;
  if (!/^\p{L}{2}$/u.test(token.raw) || (token.raw === token.raw.toLowerCase() && codeWordAfterRoles(token.folded))) return false;
  const prev = ctx.tokens[i - 1];
  if (!prev || prev.breakAfter || !(prev.key === 'remote' || ctx.factAt(i - 1)?.kind === 'role')) return false;
  // "médecins au Portugal": two small letters before a place's name are a preposition, no code left over.
  if (token.raw === token.raw.toLowerCase() && !token.breakAfter && ctx.factAt(i + 1)?.kind === 'place') return false;
  return placeCodes().has(token.raw.toUpperCase());
}

/** Small words that name a field when written in capitals: "managers in IT" is information technology, not "it". */
const FIELDS_IN_CAPITALS = new Set(['IT']);
export const fieldInCapitals = (token: { raw: string }) => FIELDS_IN_CAPITALS.has(token.raw);

/** An acronym in capitals ("ELE", "CFC", "IT") names something, even where another language has the letters as a small word ("ele"). */
function acronymOfNote(ctx: BriefContext, i: number): boolean {
  const raw = ctx.tokens[i]!.raw;
  if (ctx.brief === ctx.brief.toUpperCase()) return false;
  return fieldInCapitals(ctx.tokens[i]!) || (raw.length >= 3 && /^\p{Lu}+$/u.test(raw) && !englishFiller().has(ctx.tokens[i]!.key) && !STOPWORDS.has(ctx.tokens[i]!.key));
}

let englishFillerWords: Set<string> | undefined;
const englishFiller = () => (englishFillerWords ??= new Set(ENGLISH_FILLER.map(phraseKey)));

/** A word hyphen-joined to the role is part of its title, even a word that is filler alone ("Kandidaat-notarissen"). */
function joinedToRole(ctx: BriefContext, i: number): boolean {
  return ctx.gapAfter(i) === '-' && ctx.factAt(i + 1)?.kind === 'role';
}

let twoLetterPlaces: Set<string> | undefined;
/** The two letters of every US state and of every country people are searched in. */
function placeCodes(): Set<string> {
  twoLetterPlaces ??= new Set([...usStateCodes(), ...COUNTRY_BY_CODE.keys()]);
  return twoLetterPlaces;
}

/** The six languages' "not" (folded). */
const NOTS = new Set(['not', 'no', 'nao', 'pas', 'ne', 'nicht', 'kein', 'keine', 'niet', 'geen']);
/** Their words that rule out what follows ("no agencies", "nada de agências", "keine Agenturen"). */
export const RULING_OUT: ReadonlySet<string> = new Set([
  ...NOTS, 'without', 'never', 'excluding', 'except', 'nada', 'sem', 'sin', 'ni', 'sans', 'keinen', 'ohne', 'zonder',
  // "no" before a noun: "aucune expérience", "ninguna agencia", "nenhum", "keiner".
  'aucun', 'aucune', 'ninguno', 'ninguna', 'ningun', 'nenhum', 'nenhuma', 'keiner',
]);
/** Words for having experience, filler alone: ruled out, they say who qualifies. */
const HAVING_EXPERIENCE = new Set(['experience', 'experienced', 'experiencia', 'erfahrung', 'ervaring']);
/** After it, the ruling-out lifts a requirement rather than making one: "no experience needed". */
const NOT_NEEDED = new Set(['needed', 'required', 'necessary', 'necessaria', 'necesaria', 'requise', 'notig', 'erforderlich', 'nodig', 'vereist']);
/** Small words a ruling-out may reach over to its company noun: "not from agencies", "nada de agências". */
const RULED_OUT_REACH = 2;

/**
 * The words of each kind of company ruled out ("not from agencies", "no consultancies") or named
 * ("in-house"): each is filler alone, but together they restrict the employer, which no criterion
 * says, so the brief asks.
 */
function companyKindsRuledOut(ctx: BriefContext): Set<number> {
  const words = new Set<number>();
  for (let i = 0; i < ctx.length; i++) {
    if (!RULING_OUT.has(ctx.tokens[i]!.folded) || !ctx.isFree(i)) continue;
    for (let k = i + 1; k <= i + 1 + RULED_OUT_REACH && k < ctx.length && ctx.isFree(k) && !ctx.tokens[k - 1]!.breakAfter; k++) {
      if (KINDS_OF_COMPANY.has(ctx.tokens[k]!.key)) {
        for (let w = i; w <= k; w++) words.add(w);
        break;
      }
      if (!STOPWORDS.has(ctx.tokens[k]!.key)) break;
    }
  }
  // "with no experience", "not experienced": ruled-out experience, which no criterion says ("experienced" alone is filler).
  for (let i = 0; i + 1 < ctx.length; i++) {
    if (!RULING_OUT.has(ctx.tokens[i]!.folded) || !HAVING_EXPERIENCE.has(ctx.tokens[i + 1]!.key) || !ctx.spanFree(i, i + 2) || !ctx.spanUnbroken(i, i + 2)) continue;
    if (!NOT_NEEDED.has(ctx.tokens[i + 2]?.folded ?? '')) words.add(i).add(i + 1);
    // "aucune expérience requise": a requirement lifted, the brief's to say and no word left to ask about.
    else if (ctx.isFree(i + 2)) ctx.claim(i, i + 3);
  }
  // "in-house recruiters": not at an agency, which no criterion says ("in-house lawyers" are read as counsel before this).
  for (let i = 0; i + 1 < ctx.length; i++) {
    if (ctx.tokens[i]!.key === 'in' && ctx.tokens[i + 1]!.key === 'house' && ctx.isFree(i) && ctx.isFree(i + 1) && !ctx.tokens[i]!.breakAfter) words.add(i).add(i + 1);
  }
  return words;
}

/** "has led a data team before, strong in Python": a "before" that ends its clause is "previously", the tense of what it follows. */
const endsClauseBefore = (ctx: BriefContext, i: number) => ctx.tokens[i]!.key === 'before' && (ctx.tokens[i]!.breakAfter || i === ctx.length - 1);

/** Runs of free, non-filler words, in brief order. */
export function unreadRuns(ctx: BriefContext): Unread[] {
  const runs: Unread[] = [];
  const ruledOut = companyKindsRuledOut(ctx);
  let start = -1;
  const close = (end: number) => {
    if (start >= 0) runs.push({ start, end, text: ctx.text(start, end) });
    start = -1;
  };
  for (let i = 0; i < ctx.length; i++) {
    const token = ctx.tokens[i]!;
    // A number no extractor read ("5+", "100 werknemers") is never dropped in silence either.
    const unread = ctx.isFree(i) && (ctx.asked.has(i) || ((token.key.length > 1 || token.numeric)
      && ((!isFiller(token) && !endsClauseBefore(ctx, i)) || placeCodeLeftOver(ctx, i) || joinedToRole(ctx, i) || acronymOfNote(ctx, i) || ruledOut.has(i))));
    if (!unread) close(i);
    else if (start < 0) start = i;
    if (token.breakAfter) close(i + 1);
  }
  close(ctx.length);
  return runs;
}

/** Words that rule out what a domain marker after them names ("nobody in", "not in", "never in"). */
export const NEGATED_BEFORE: ReadonlySet<string> = new Set([...RULING_OUT, 'nobody', 'noone', 'none']);

/** "for" within three words before token i, over articles and filler ("for a corporate event"). */
function forBefore(ctx: BriefContext, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3) && !ctx.tokens[k]!.breakAfter; k--) {
    if (ctx.tokens[k]!.key === 'for') return true;
    if (!isFiller(ctx.tokens[k]!)) return false;
  }
  return false;
}

/** "in closing roles (AE)": words before "roles" and a role in brackets describe that role, which says it. */
function describesBracketedRole(ctx: BriefContext, end: number): boolean {
  if (!['role', 'position', 'job', 'seat'].includes(ctx.key(end) ?? '') || ctx.tokens[end - 1]!.breakAfter) return false;
  return /^\s*\(\s*$/.test(ctx.gapAfter(end)) && ctx.factAt(end + 1)?.kind === 'role';
}

/** The six languages' "are" (and NOTS their "not"): "que no sean venezolanos" says who people are, which a wish may not rank by either. */
const COPULAS = new Set(['are', 'be', 'is', 'sean', 'sea', 'son', 'sejam', 'seja', 'sao', 'soient', 'soit', 'sont', 'sind', 'seien', 'zijn']);

function saysWhoTheyAre(ctx: BriefContext, start: number): boolean {
  let k = start - 1;
  while (k >= 0 && NOTS.has(ctx.tokens[k]!.folded)) k--;
  return k >= 0 && !ctx.tokens[k]!.breakAfter && COPULAS.has(ctx.tokens[k]!.folded);
}

/**
 * The topic a run makes a list with ("in hospice or palliative care", "in fostering and adoption"),
 * on either side of the list's "or" or "and": the marker before the list marks each item.
 */
function topicListedWith(ctx: BriefContext, run: Unread): { topic: FactOf<'topic'>; or: boolean } | null {
  // Words are matched as the brief writes them, and profiles are read in English: another
  // language's word beside a topic ("palace ou étoilé") is asked about, as the markers' are.
  if (ctx.language !== 'en') return null;
  const beside = (joinerAt: number, factAt: number, adjoins: (fact: FactOf<'topic'>) => boolean) => {
    const joiner = ctx.tokens[joinerAt];
    const fact = ctx.factAt(factAt);
    // The three stand in one clause: nothing breaks after the joiner or the word before it.
    if (!joiner || joiner.breakAfter || ctx.tokens[joinerAt - 1]?.breakAfter !== false) return null;
    if (fact?.kind !== 'topic' || !adjoins(fact)) return null;
    if (joiner.key === 'or') return { topic: fact, or: true };
    return joiner.key === 'and' ? { topic: fact, or: false } : null;
  };
  return beside(run.start - 1, run.start - 2, (fact) => fact.end === run.start - 1)
    ?? beside(run.end, run.end + 1, (fact) => fact.start === run.end + 1);
}

/** One topic of either phrase, in the brief's order: "Mentions: hospice or palliative care". */
function widenTopic(ctx: BriefContext, topic: FactOf<'topic'>, run: Unread): void {
  const words = ctx.tokens.slice(run.start, run.end).map((t) => t.key);
  const first = run.start < topic.start;
  const [start, end] = first ? [run.start, topic.end] : [topic.start, run.end];
  const phrases = topic.phrases ?? [topic.words];
  const topicLabel = topic.label ?? topic.text;
  ctx.replaceFact(topic, {
    ...topic,
    phrases: first ? [words, ...phrases] : [...phrases, words],
    label: first ? `${run.text} or ${topicLabel}` : `${topicLabel} or ${run.text}`,
    start,
    end,
    text: ctx.text(start, end),
  });
}

const topicFact = (ctx: BriefContext, run: Unread) =>
  ({ kind: 'topic' as const, words: ctx.tokens.slice(run.start, run.end).map((t) => t.key), start: run.start, end: run.end, text: run.text });

/**
 * Reads what is left: domain phrases become topic facts; the rest is returned, for the brief to
 * ask about. A name or a short code is never a topic (a company or place the engine does not know
 * is a question, not a phrase to match).
 */
export function readLeftovers(ctx: BriefContext, optional: ReadonlyArray<readonly [number, number]> = []): Unread[] {
  const unread: Unread[] = [];
  for (const run of unreadRuns(ctx)) {
    // What a reading took back ("not at startups") is asked about as it is.
    if (ctx.tokens.slice(run.start, run.end).some((_, k) => ctx.asked.has(run.start + k))) {
      unread.push(run);
      continue;
    }
    // A wish rules nobody out ("expansion into Germany is a plus"): its words rank people who show
    // them, so the brief need not ask about them.
    if (optional.some(([from, to]) => run.start >= from && run.end <= to) && !saysWhoTheyAre(ctx, run.start)) {
      ctx.addFact(topicFact(ctx, run));
      continue;
    }
    // "in the fitness space": the marker may stand before an article.
    const article = ['the', 'a', 'an'].includes(ctx.tokens[run.start - 1]?.key ?? '') ? 1 : 0;
    // A marker counts in the brief's own language: French "on" is "we" ("on ouvre un établissement").
    const markerToken = ctx.tokens[run.start - 1 - article];
    const marked = !!markerToken && !markerToken.breakAfter && !isFillerIn(ctx.language, markerToken) && DOMAIN_MARKERS.has(markerToken.key);
    if ([run.start - 1, run.start - 2].some((k) => CLIENT_POSSESSIVES.has(ctx.tokens[k]?.folded ?? '') && ctx.spanUnbroken(k, run.start + 1))) continue;
    // A name is capitalised as one ("Acme"); a field's short form in capitals beside its words is no name ("commercial HVAC service").
    const words = ctx.tokens.slice(run.start, run.end);
    const acronym = (raw: string) => /^\p{Lu}{2,5}$/u.test(raw) && words.some((t) => /^\p{Ll}/u.test(t.raw));
    const named = words.some((t, k) => /^\p{Lu}/u.test(t.raw) && !acronym(t.raw) && !(k === 0 && t.sentenceStart));
    // "in pa night shift", "in ct": a short code after "in" is more likely a place no map read than a
    // domain; "in march" is a time.
    // A number or a year says how many or when, never a domain ("in 2019 or 2021").
    const code = ctx.tokens[run.start]!.raw.length <= 3 || (run.end - run.start === 1 && MONTHS.has(ctx.tokens[run.start]!.folded))
      || ctx.tokens.slice(run.start, run.end).some((t) => t.numeric || /^\d/.test(t.raw));
    // "pensions experience", "retail background": the domain before the word for it.
    const after = ctx.tokens[run.end];
    const domainAfter = after && !ctx.tokens[run.end - 1]!.breakAfter && DOMAIN_NOUNS_AFTER.has(after.key);
    // "for a corporate event": the client's purpose, no domain of the person's.
    const last = ctx.tokens[run.end - 1]!.key;
    if ((OCCASIONS.has(last) && forBefore(ctx, run.start)) || describesBracketedRole(ctx, run.end)) {
      ctx.claim(run.start, run.end);
      continue;
    }
    const listed = topicListedWith(ctx, run);
    // "Nobody in restructuring groups": what a negation rules out is asked about, never a topic people must show.
    const negated = marked && NEGATED_BEFORE.has(ctx.tokens[run.start - 2 - article]?.folded ?? '');
    if ((marked || domainAfter || listed) && !named && !code && !negated && run.end - run.start <= 4) {
      if (listed?.or) widenTopic(ctx, listed.topic, run);
      else ctx.addFact(topicFact(ctx, run));
    } else {
      unread.push(run);
    }
  }
  return unread;
}
