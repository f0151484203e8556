// Titles outside the taxonomy. "Head of Partnerships" or "pastry chefs" are not roles the
// lexicon knows; rather than dropping them (and returning everyone), the interpreter keeps them
// as a title to match literally, so a search for something the directory lacks finds nobody.
import { roleOf } from './lexicon';
import { phraseKey, singular } from '../text/normalise';
import { TITLE_SHORTHAND, WHOLE_WORD_MAX } from '../vocab/title-spellings';
import { credentialNamed } from '../vocab/roles';
import { MANAGEMENT_HEADS, SENIORITY_PHRASES } from '../vocab/seniority';
import { REMOTE_WORDS } from '../vocab/work-arrangements';
import { jobTitleWords } from '../vocab/title-words';
import type { BriefContext, Fact, FactOf } from './context';
import type { LexEntry } from './lexicon';
import { fieldInCapitals, isAskingIn, isConnectorIn, isFiller } from './coverage';
import { COMPANY_NOUNS, DETERMINERS, ORGANISATIONS, ROLE_QUALIFYING_NOUNS, SEARCH_VERBS, STOPWORDS, TITLE_ENDING_LEVELS, VAGUE_ADJECTIVES } from './words';
import { tokenKeys } from './phrase-table';
import { MULTILINGUAL } from '../vocab/languages';

const BOUNDARY_KINDS = new Set(['place', 'company', 'industry', 'stage', 'size', 'skill', 'experience', 'language', 'people', 'target']);

/** Shorthand titles write in capitals: "AE", "SDR", "UX". */
const CAPITALISED = new Set(TITLE_SHORTHAND.map(([short]) => short).filter((short) => short.length <= WHOLE_WORD_MAX));

/** A title as criteria name it: "head of partnerships" -> "Head of Partnerships", "enterprise ae" -> "Enterprise AE". */
export function titleCase(text: string): string {
  return text.replace(/\b(\p{L})(\p{L}*)/gu, (word: string, a: string, b: string) =>
    CAPITALISED.has(word) ? word.toUpperCase() : ['of', 'and', 'for', 'in'].includes(word) ? word : a.toUpperCase() + b,
  );
}

/** A role fact that is a title matched on people's titles word for word ("sommelier", "technical account manager"). */
/** `written` is how the title is spelled out, where the brief's own words are another language's ("Elektroniker für Betriebstechnik"). */
export function titleFact(term: string, start: number, end: number, text: string, written = text): FactOf<'role'> {
  return { kind: 'role', roleKeys: [], label: titleCase(writtenInside(term, written)), generic: false, titleTerms: [term], start, end, text };
}

/** Words that follow a title's head noun in the languages that put it first ("chef de rang", "Leiter der"). */
const HEAD_FIRST_LINKS = new Set(['de', 'du', 'des', 'da', 'do', 'dos', 'das', 'del', 'di', 'der', 'van', 'von']);

/**
 * The term with its words before the last as the brief wrote them where only a plural "s" was
 * dropped ("regulatory affairs manager", never "Regulatory Affair Manager"); the last word stays
 * singular, and a corrected word stays corrected.
 */
function writtenInside(term: string, text: string): string {
  const words = term.split(' ');
  const raw = text.split(/\s+/);
  const written = raw.map((word) => word.toLowerCase());
  // "chefs de rang": where a connector follows the head noun, the plural is the head's own.
  if (written.length !== words.length || words.some((word) => HEAD_FIRST_LINKS.has(word))) return term;
  // Initials stay as written ("HV Commissioning Lead").
  return words.map((word, k) => (k < words.length - 1 && written[k] === `${word}s` ? written[k]! : raw[k] === word.toUpperCase() && /^\p{Lu}{2,4}$/u.test(raw[k]!) ? raw[k]! : word)).join(' ');
}

function titleTerm(ctx: BriefContext, start: number, end: number): string {
  return ctx.tokens
    .slice(start, end)
    // "VPs": a plural acronym's own "s" (as the token's key drops it).
    .map((t) => (t.numeric ? t.folded : /^[A-Z]{2,5}s$/.test(t.raw) ? t.folded.slice(0, -1) : singular(t.folded)))
    .join(' ');
}

/** Verbs of running a function: "who runs engineering", "leading the data team". */
const RUNS = new Set(['runs', 'running', 'leads', 'leading', 'heads', 'heading', 'manages', 'managing', 'oversees', 'overseeing']);
/** Their base forms, also nouns and adjectives ("lead product designers"): a verb only after these words ("who lead"). */
const RUNS_BASE = new Set(['run', 'lead', 'head', 'manage', 'oversee']);
const RELATIVE = new Set(['who', 'that', 'which', 'to']);
const FUNCTION_NOUNS = new Set(['team', 'teams', 'org', 'organisation', 'organization', 'function', 'department']);

/**
 * "who runs engineering at Figma", "leads the data team": whoever runs a function is its head
 * (Head of Engineering), never the function's whole staff with a level read from the verb.
 */
export function extractFunctionHeads(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const verb = ctx.tokens[i]!;
    const base = (RUNS_BASE.has(verb.key) || RUNS_BASE.has(verb.originalKey)) && RELATIVE.has(ctx.tokens[i - 1]?.key ?? '');
    if (!ctx.isFree(i) || !(RUNS.has(verb.raw.toLowerCase()) || base) || verb.breakAfter) continue;
    const at = ['the', 'our', 'their', 'its'].includes(ctx.tokens[i + 1]?.key ?? '') ? i + 2 : i + 1;
    for (const { end } of ctx.phrasesAt(at)) {
      // "the data team": the function is "data".
      const core = end - 1 > at && FUNCTION_NOUNS.has(ctx.tokens[end - 1]!.key) ? end - 1 : end;
      const head = ctx.lexicon.entries.get(`head of ${tokenKeys(ctx, at, core)[0]}`)?.find((e) => e.kind === 'role');
      if (head?.kind !== 'role') continue;
      const to = core === end && FUNCTION_NOUNS.has(ctx.tokens[end]?.key ?? '') && !ctx.tokens[end - 1]!.breakAfter ? end + 1 : end;
      ctx.addFact({ ...roleOf(head), start: i, end: to, text: ctx.text(i, to) });
      i = to - 1;
      break;
    }
  }
}

const MANAGEMENT = new Set(['management', 'mgmt']);
/** Where people work, said right after a title in short queries ("devops engineer remote"). */
const WORKPLACE_WORDS = new Set([...REMOTE_WORDS, 'hybrid', 'onsite']);

/**
 * "working in brand management": a field of management the lexicon does not know as a phrase is
 * the work of its manager (Brand Manager), never any manager with the field's word dropped.
 */
export function extractManagementFields(ctx: BriefContext): void {
  for (let i = 1; i < ctx.length; i++) {
    if (!ctx.isFree(i) || !MANAGEMENT.has(ctx.tokens[i]!.key)) continue;
    for (let start = Math.max(0, i - 3); start < i; start++) {
      if (!ctx.spanFree(start, i + 1) || !ctx.spanUnbroken(start, i + 1)) continue;
      const field = tokenKeys(ctx, start, i)[0];
      if (ctx.lexicon.entries.has(`${field} management`)) break;
      const manager = ctx.lexicon.entries.get(`${field} manager`)?.find((e) => e.kind === 'role');
      if (manager?.kind !== 'role') continue;
      ctx.addFact({ ...roleOf(manager), start, end: i + 1, text: ctx.text(start, i + 1) });
      break;
    }
  }
}

/** Words after a title that say where or when it is held, never a word of it. */
const WHERE_OR_WHEN = new Set(['somewhere', 'elsewhere', 'else', 'anywhere', 'now', 'today', 'currently', 'already', 'again', 'too', 'also']);

/** "Head of X", "Director of X", "VP X", "Chief X Officer" when the lexicon does not know the title. */
export function extractTitlePatterns(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const key = ctx.tokens[i]!.key;
    if (!ctx.isFree(i) || !MANAGEMENT_HEADS.has(key)) continue;
    // A known role phrase starts here, or a level named as a level ("VP level"): the lexicon pass will take it.
    if (ctx.phrasesAt(i).some((p) => p.end > i + 1 && p.entries.some((e) => e.kind === 'role' || e.kind === 'seniority'))) continue;
    let at = i + 1;
    if (key === 'vp' && ctx.tokens[at]?.key === 'of') at++;
    else if (key !== 'vp' && key !== 'chief') {
      if (ctx.tokens[at]?.key !== 'of' && ctx.tokens[at]?.key !== 'for') continue;
      at++;
    }
    let end = at;
    while (end < ctx.length && end - at < 3 && ctx.isFree(end) && !ctx.tokens[end - 1]!.breakAfter) {
      const k = ctx.tokens[end]!.key;
      // "Head of IT": the department, not the stop word it spells (unless the whole brief is in capitals).
      const department = k === 'it' && ctx.tokens[end]!.raw === 'IT' && ctx.brief !== ctx.brief.toUpperCase();
      // "Head of R&D": a letter of an abbreviation, though "d" is a small word ("I'd").
      // "Director of Public Works": a department whose name ends in a small word.
      const publicWorks = k === 'work' && ctx.key(end - 1) === 'public';
      if (STOPWORDS.has(k) && k !== '&' && !department && !publicWorks && !ctx.gluedToAmpersand(end, 'before')) break;
      if (ctx.phrasesAt(end).some((p) => p.entries.some((e) => (e.kind === 'place' && !e.letterCode) || e.kind === 'people' || e.kind === 'seniority'))) break;
      // "directors of nursing promoted recently": a participle or an adverb no title holds says what they did.
      if (/(?:ed|ly)$/.test(ctx.tokens[end]!.folded) && !jobTitleWords().any.has(k)) break;
      // "Head of CS somewhere else", "Head of Sales now": where or when they hold it.
      if (WHERE_OR_WHEN.has(k)) break;
      end++;
      if (key === 'chief' && k === 'officer') break;
    }
    if (end === at) continue;
    const termStart = key === 'vp' && at === i + 1 ? i : i;
    const head = ctx.tokens[i]!.raw;
    const plural = /^[A-Z]{2,5}s$/.test(head) || (/s$/i.test(head) && head.length > 3);
    const label = titleCase(`${plural ? head.slice(0, -1) : head}${ctx.text(i, end).slice(head.length)}`);
    ctx.addFact({
      kind: 'role', roleKeys: [], label, generic: false,
      titleTerms: [titleTerm(ctx, termStart, end)], start: i, end, text: ctx.text(i, end),
    });
  }
}

/** The title as written with its last word singular: "Orthodontists" -> "Orthodontist", "MCs" -> "MC". */
function singularLast(text: string, last: { raw: string; key: string; folded: string }): string {
  if (last.folded === last.key || !last.folded.startsWith(last.key) || !text.endsWith(last.raw)) return text;
  return text.slice(0, text.length - last.raw.length) + last.raw.slice(0, last.key.length);
}

/** Words for people after a skill that end no agent noun: "salesforce admin", "m&a associate". */
const SKILL_TITLE_HEADS = new Set(['admin', 'associate', 'specialist', 'expert']);
/** Those and the levels that end titles, after a listed title's words ("HV commissioning leads"). */
const LISTED_TITLE_HEADS = new Set([...SKILL_TITLE_HEADS, ...TITLE_ENDING_LEVELS]);

/** A word of `heads` at token e, read as people alone right after the title's words, is the title's last: the people fact goes. */
function takeTitleHead(ctx: BriefContext, e: number, heads: ReadonlySet<string>): boolean {
  const head = ctx.factAt(e);
  if (head?.kind !== 'people' || head.start !== e || head.end !== e + 1 || !heads.has(ctx.tokens[e]!.key) || ctx.tokens[e - 1]!.breakAfter) return false;
  ctx.facts.splice(ctx.facts.indexOf(head), 1);
  return true;
}

/** Endings only nouns for people have ("orthodontist", "dietician", "auctioneer"), unlike "-er" ("weather"). */
/** Level words that stand only before a role ("principal", "staff", "lead"). */
const LEVEL_BEFORE_ROLE = new Set(SENIORITY_PHRASES.filter((p) => p.beforeRoleOnly).map((p) => p.phrase));

/** Words in -er, -or, -ent that name no one: "go after them", "hand it over". */
const NOT_AGENTS = new Set(['after', 'over', 'under', 'other', 'never', 'ever', 'whether', 'rather', 'either', 'neither', 'however', 'together', 'later', 'further', 'sooner', 'faster', 'better', 'prior', 'recent', 'current', 'different', 'urgent', 'frequent', 'consistent', 'independent', 'relevant', 'significant', 'important']);

const PROFESSION_SUFFIX = /(ist|ician|ologist|eer|smith|wright|grapher)$/;


/**
 * When no role was found, the words where a role usually stands ("find 10 <pastry chefs> in
 * Paris", "<astronauts> in Berlin") become a title to match.
 */
export function extractUnknownRole(ctx: BriefContext): void {
  if (ctx.facts.some((f) => f.kind === 'role')) return;
  // Only where the brief is clearly about people: after a search verb, a count or a level, or
  // next to other criteria ("astronauts in Berlin"); never in "what's the weather".
  const describesPeople = ctx.facts.some((f) => ['place', 'company', 'industry', 'stage', 'size', 'skill', 'experience', 'language', 'unseen'].includes(f.kind));
  // "payroll specialist mn", "forklift operator reading uk": a short query that ends in a place's name or code, read once the title is.
  const last = ctx.tokens.at(-1);
  const short = ctx.isShortQuery;
  const endsInPlace = short && !!last && ctx.isFree(ctx.length - 1) && ctx.phrasesAt(ctx.length - 1).length === 0
    && !!ctx.lexicon.entries.get(last.key)?.some((e) => e.kind === 'place');
  // Each sentence may begin with the people ("Doesn't matter where they trained. Dermatologists in Phoenix").
  const starts = new Set<number>(describesPeople || endsInPlace ? ctx.tokens.flatMap((t, i) => (i === 0 || t.sentenceStart ? [i] : [])) : []);
  const strong = new Set<number>();
  for (let i = 0; i < ctx.length; i++) {
    const key = ctx.tokens[i]!.key;
    const fact = ctx.factAt(i);
    // "Ik zoek partners bij …": the brief's own language's verb of asking, as "find".
    // After what the brief may not ask for ("young, hungry pastry chefs") the people follow too.
    if (SEARCH_VERBS.has(key) || isAskingIn(ctx.language, ctx.tokens[i]!) || fact?.kind === 'target' || fact?.kind === 'seniority' || fact?.kind === 'protected') {
      starts.add(i + 1);
      strong.add(i + 1);
    }
    // "bilingual MCs (English/Arabic)": the languages' word, read with them, stands before the people.
    if (MULTILINGUAL.has(ctx.tokens[i]!.folded) && !ctx.isFree(i) && !ctx.tokens[i]!.breakAfter) starts.add(i + 1);
  }
  // "beauty content creators", "fashion influencers", "salesforce admin", "m&a associate": the niche
  // or the skill before people no lexicon knows is part of their title, not their employer's industry.
  const niches = new Map<number, Fact>([...ctx.factsOf('industry'), ...ctx.factsOf('skill')].filter((f) => !ctx.tokens[f.end - 1]!.breakAfter).map((f) => [f.end, f]));
  for (const end of niches.keys()) starts.add(end);
  // "ex-Emirates pilots", "former Deloitte auditors": people right after their employer's name (a
  // word of no meaning there is no such title: "people at OpenAI working on evals").
  for (const company of ctx.factsOf('company')) {
    const next = ctx.tokens[company.end];
    if (next && !ctx.tokens[company.end - 1]!.breakAfter && !STOPWORDS.has(next.key) && !SEARCH_VERBS.has(next.key) && !isFiller(next)) starts.add(company.end);
  }
  for (const start of [...starts].sort((a, b) => a - b)) {
    let s = start;
    // "a&p mechanic": a small word glued to an ampersand is the first letter of an abbreviation.
    while (s < ctx.length && ctx.isFree(s) && (STOPWORDS.has(ctx.tokens[s]!.key) || SEARCH_VERBS.has(ctx.tokens[s]!.key) || VAGUE_ADJECTIVES.has(ctx.tokens[s]!.key)) && !ctx.tokens[s]!.breakAfter && !ctx.gluedToAmpersand(s, 'after')) s++;
    let e = s;
    // An abbreviation's ampersand and its letters count as one word ("a&p").
    let glued = 0;
    while (e < ctx.length && e - s - glued < 3 && ctx.isFree(e)) {
      const key = ctx.tokens[e]!.key;
      const inAbbreviation = ctx.gluedToAmpersand(e, 'after') || ctx.gluedToAmpersand(e, 'before');
      if ((STOPWORDS.has(key) || SEARCH_VERBS.has(key) || COMPANY_NOUNS.has(key) || ctx.tokens[e]!.numeric || isConnectorIn(ctx.language, ctx.tokens[e]!)) && !inAbbreviation) break;
      // A short query's place code after the title ends it ("lpn ky", "crna oh").
      if (short && e > s && key.length <= 3 && ctx.lexicon.entries.get(key)?.some((entry) => entry.kind === 'place')) break;
      if (inAbbreviation || key === '&') glued++;
      e++;
      if (ctx.tokens[e - 1]!.breakAfter) break;
    }
    if (e === s) continue;
    // "payroll specialist", "tax expert": a word for people that ends a title, read as people alone, ends this one.
    if (takeTitleHead(ctx, e, SKILL_TITLE_HEADS)) e++;
    // "suchen wir Co-Investoren: WHU-Alumni, die …": a word before a colon names what the people
    // will be for the client; the definition after it says who they are.
    if (/:/.test(ctx.gapAfter(e - 1)) && e < ctx.length) continue;
    // The slot must end where a new part of the brief begins.
    const next = ctx.tokens[e];
    // A short query's skill or place after the title, read only once it is ("payroll specialist adp mn"), ends it too.
    const readLater = short && !!ctx.lexicon.entries.get(next?.key ?? '')?.some((entry) => entry.kind === 'skill' || entry.kind === 'place');
    const boundary = !next || ctx.tokens[e - 1]!.breakAfter || STOPWORDS.has(next.key) || isConnectorIn(ctx.language, next) || BOUNDARY_KINDS.has(ctx.factAt(e)?.kind ?? '') || readLater;
    if (!boundary) continue;
    const words = ctx.tokens.slice(s, e).filter((t) => !VAGUE_ADJECTIVES.has(t.key));
    // "the best audit firms": filler before a company is no title.
    // Two letters count only as a title's initials in capitals ("MCs").
    if (words.length === 0 || words.every((t) => (t.key.length < 3 && !/^\p{Lu}{2}s?$/u.test(t.raw)) || isFiller(t))) continue;
    // A lone word must look like a noun for people: plural, or an agent suffix.
    const last = ctx.tokens[e - 1]!;
    // "veterinary clinics", "dental group practices": the kind of an organisation, no people.
    if (ORGANISATIONS.has(last.key) || (next && ORGANISATIONS.has(next.key) && !ctx.tokens[e - 1]!.breakAfter)) continue;
    // A level alone ("principals", "leads") is no title: a school's principal or a principal engineer, the brief must say.
    if (words.length === 1 && !niches.has(s) && LEVEL_BEFORE_ROLE.has(singular(last.key))) continue;
    // "go after them", "hand over": a word of place or time in -er is no agent noun.
    if (NOT_AGENTS.has(last.key)) continue;
    const agent = /(er|or|ist|ian|ant|ent|eer|ect|ive|ess|man|woman|smith|wright|ologist|ician|ee|ary|ic|cher|chef|nurse)$/.test(last.key);
    const plural = last.folded !== last.key;
    // At the start of a brief only a plural or a word that ends job titles reads as people
    // ("astronauts in Berlin", "barber in chicago", not "the weather in Paris"), or the whole
    // query's head before "in <place>" when it reads as a title ("orthodontist in sc", "lpn in oh").
    const acronyms = words.every((t) => t.key.length <= 4 && !ctx.lexicon.vocabulary.has(t.key));
    // A title's shorthand ("physio manchester") heads a query with its place right after it, "in" or not.
    const shorthand = TITLE_SHORTHAND.some(([short]) => short === last.key);
    const placeAfterIn = ctx.placePrepositionAt(e) && ctx.factAt(e + 1)?.kind === 'place';
    // So does a short query's ("sonographer aberdeen", "crna ohio 3+ years").
    // In a short query that ends in a place, any criterion may come between ("lpn long term care ky").
    const placeNext = ctx.factAt(e)?.kind === 'place' || (short && !!ctx.lexicon.entries.get(ctx.key(e) ?? '')?.some((entry) => entry.kind === 'place'))
      || (endsInPlace && BOUNDARY_KINDS.has(ctx.factAt(e)?.kind ?? ''));
    const queryHead = s === 0 && (placeAfterIn || ((shorthand || short) && placeNext)) && words.every((t) => !STOPWORDS.has(t.key))
      && (PROFESSION_SUFFIX.test(last.key) || acronyms || shorthand);
    if (!plural && !(agent && strong.has(start)) && !jobTitleWords().last.has(last.key) && !queryHead) continue;
    // "Planning a wedding", "Building a team": a word in -ing before an article is what the client is doing.
    if (words.length === 1 && /ing$/.test(last.key) && ['a', 'an', 'the', 'our', 'my'].includes(next?.key ?? '')) continue;
    // In another language an unknown word is not a title to match on English titles ("profesores",
    // "sumilleres"): left unread, so the brief asks instead of matching nobody under a wrong name.
    if (ctx.language !== 'en' && words.some((t) => !jobTitleWords().any.has(t.key) && !/^\p{Lu}{2,}s?$/u.test(t.raw))) continue;
    const niche = niches.get(s);
    // A skill only before a word for people ("salesforce admin", "m&a associate"), never "ML research".
    if (niche?.kind === 'skill' && !agent && !SKILL_TITLE_HEADS.has(last.key)) continue;
    if (niche) {
      // An industry niche is the title's only ("fashion influencers"); a skill stays a criterion too ("salesforce admin").
      if (niche.kind === 'industry') ctx.facts.splice(ctx.facts.indexOf(niche), 1);
      s = niche.start;
    }
    ctx.addFact({
      kind: 'role', roleKeys: [], label: queryHead && acronyms ? ctx.text(s, e).replace(/(?<=^[A-Z]{2,5})s$/, '').toUpperCase() : titleCase(singularLast(ctx.text(s, e), last)), generic: false,
      titleTerms: [titleTerm(ctx, s, e)], start: s, end: e, text: ctx.text(s, e),
    });
    return;
  }
}

/** Words that join the items of a list of roles. */
const LIST_JOINS = new Set(['or', 'and', '&']);

/**
 * "commercial credit analysts or underwriters": a title the taxonomy lacks as the next item of a
 * list of roles is a role of its own, read as extractUnknownRole reads one alone: English words
 * of job titles whose last ends titles, up to where the next part of the brief begins.
 */
export function unknownRolesListedWith(ctx: BriefContext): void {
  if (ctx.language !== 'en') return;
  for (const role of ctx.factsOf('role').filter((r) => !r.exclude)) {
    let s = role.end;
    if (s >= ctx.length || ctx.tokens[s - 1]!.breakAfter && !/^\s*,\s*$/.test(ctx.gapAfter(s - 1))) continue;
    if (LIST_JOINS.has(ctx.tokens[s]!.key) && ctx.isFree(s)) s++;
    else if (!/^\s*[,/]\s*$/.test(ctx.gapAfter(s - 1))) continue;
    let e = s;
    while (e < ctx.length && e - s < 3 && ctx.isFree(e) && !STOPWORDS.has(ctx.tokens[e]!.key) && !ctx.tokens[e]!.numeric && !isFiller(ctx.tokens[e]!)) {
      e++;
      if (ctx.tokens[e - 1]!.breakAfter) break;
    }
    if (e === s) continue;
    // "HV commissioning leads": the same, and a level that ends titles.
    if (takeTitleHead(ctx, e, LISTED_TITLE_HEADS)) e++;
    const next = ctx.tokens[e];
    const boundary = !next || ctx.tokens[e - 1]!.breakAfter || STOPWORDS.has(next.key) || BOUNDARY_KINDS.has(ctx.factAt(e)?.kind ?? '');
    const words = ctx.tokens.slice(s, e);
    const last = words.at(-1)!;
    // One word no title holds may qualify the others ("ag water specialists"), never stand alone or be a name.
    const unknown = words.filter((t) => !jobTitleWords().any.has(t.key));
    const qualifier = unknown.length === 1 && words.length >= 3 && unknown[0] !== last && !ctx.capitalised(s + words.indexOf(unknown[0]!));
    if (!boundary || !jobTitleWords().last.has(last.key) || (unknown.length > 0 && !qualifier)) continue;
    ctx.claim(s - (LIST_JOINS.has(ctx.tokens[s - 1]!.key) ? 1 : 0), s);
    ctx.addFact(titleFact(titleTerm(ctx, s, e), s, e, ctx.text(s, e)));
  }
}

/**
 * "payroll specialist adp mn": in a short query a skill right after the title is the title's, read
 * even where its name needs a skill's context ("adp", "go"), so that the place code after it reads too.
 */
export function skillsAfterShortTitles(ctx: BriefContext): void {
  if (!ctx.isShortQuery) return;
  for (const role of ctx.factsOf('role').filter((r) => !r.exclude)) {
    // "dev fullstack react node paris": each skill in a row after the title.
    for (let at = role.end; at < ctx.length - 1 && ctx.isFree(at); at++) {
      const skill = ctx.lexicon.entries.get(ctx.tokens[at]!.key)?.find((entry) => entry.kind === 'skill');
      if (skill?.kind !== 'skill') break;
      ctx.addFact({ kind: 'skill', skill: skill.skill, start: at, end: at + 1, text: ctx.text(at, at + 1) });
    }
  }
}

/**
 * A word that makes a title more specific next to a role: free, a word of job titles (not a
 * verb, a typo or a name: "runs engineering", "paralegals chicgo", "Stripe engineers"), not filler.
 */
function modifierAt(ctx: BriefContext, i: number, roleCapitalised: boolean, position: 'before' | 'after'): boolean {
  const token = ctx.tokens[i];
  const words = jobTitleWords();
  // A word the brief asks about ("non-technical founders") is no part of a title.
  if (!token || !ctx.isFree(i) || token.numeric || ctx.asked.has(i)) return false;
  // "IT managers": a field written in capitals qualifies the role, though "it" is a small word.
  if (position === 'before' && fieldInCapitals(token) && ctx.brief !== ctx.brief.toUpperCase()) return true;
  if (!(position === 'before' ? words.any : words.last).has(token.key)) return false;
  const titleWord = position === 'before' ? ROLE_QUALIFYING_NOUNS.has(token.key) : TITLE_ENDING_LEVELS.has(token.key);
  if (isFiller(token) && !titleWord) return false;
  // "Stripe engineers": a capitalised word before a lower-case role is a name, not part of the title;
  // initials that titles hold are not ("HV engineers", "QA leads").
  return roleCapitalised || !ctx.capitalised(i) || token.sentenceStart || /^\p{Lu}{2,4}$/u.test(token.raw);
}

/**
 * "senior tax manager with cpa", "cpa tax manager": a credential that names a role (CPA, an
 * accountant's) is that role only where the brief names no other; beside another role it is the
 * credential its holder has, never a second role the search would accept instead.
 */
export function credentialsBesideRoles(ctx: BriefContext): void {
  const roles = ctx.factsOf('role');
  const credentials = roles.filter((role) => credentialNamed(ctx.tokens.slice(role.start, role.end).map((t) => t.key).join(' '), role.roleKeys));
  if (credentials.length === roles.length) return;
  // "controllers or CPAs": a role of its own in a list of alternatives stays one.
  const listed = (a: Fact, b: Fact) => {
    const [first, second] = a.start < b.start ? [a, b] : [b, a];
    return second.start - first.end <= 1 && (second.start === first.end ? /^\s*[,/]\s*$/.test(ctx.gapBefore(second.start)) : LIST_JOINS.has(ctx.key(first.end) ?? ''));
  };
  for (const role of credentials) {
    if (roles.some((other) => other !== role && listed(role, other))) continue;
    // "accountants, no CPAs": a credential ruled out is no criterion the engine holds; its words are asked about.
    if (role.exclude) ctx.dropFact(role);
    else ctx.facts.splice(ctx.facts.indexOf(role), 1);
  }
}

/** Lawyers' titles, whose practice area before them is part of the title ("personal injury attorney"). */
const LEGAL_HEADS = new Set(['attorney', 'lawyer', 'solicitor', 'barrister', 'litigator', 'paralegal', 'advocate']);
/** Lawyers' practice areas as titles write them, keyed. */
const PRACTICE_AREAS = new Set([
  'personal injury', 'criminal defense', 'criminal defence', 'criminal', 'estate planning', 'family law', 'family', 'immigration', 'employment',
  'tax', 'ip', 'intellectual property', 'patent', 'real estate', 'bankruptcy', 'insolvency', 'litigation', 'trial', 'medical malpractice',
  'workers compensation', 'civil rights', 'environmental', 'securities', 'construction', 'insurance defense', 'insurance defence', 'data protection',
].map(phraseKey));
const LONGEST_AREA = 3;

/**
 * "personal injury attorney", "criminal defense attorneys": a practice area before a lawyer's
 * title is part of it, read as the title whole; never the lawyer widened to in-house counsel with
 * the area asked about, nor "defense" read as the defence industry.
 */
export function legalPracticeAreas(ctx: BriefContext): void {
  for (const role of ctx.factsOf('role')) {
    if (role.exclude || role.end - role.start !== 1 || !LEGAL_HEADS.has(ctx.tokens[role.start]!.key)) continue;
    for (let start = Math.max(0, role.start - LONGEST_AREA); start < role.start; start++) {
      if (!PRACTICE_AREAS.has(ctx.tokens.slice(start, role.start).map((t) => t.key).join(' ')) || !ctx.spanUnbroken(start, role.start + 1)) continue;
      // What read the area's words as something else (an industry, a skill) gives them up.
      const inside = ctx.facts.filter((f) => f !== role && f.start >= start && f.end <= role.start);
      if (ctx.facts.some((f) => f !== role && f.start < role.start && f.end > start && !inside.includes(f))) continue;
      for (const fact of inside) ctx.facts.splice(ctx.facts.indexOf(fact), 1);
      widenFact(ctx, role, start, role.end);
      break;
    }
    // "paralegal litigation philly": a short query may name the area after the title, which it still names.
    if (role.start !== role.end - 1 || !ctx.isShortQuery || !LEGAL_HEADS.has(ctx.tokens[role.start]!.key)) continue;
    for (let end = Math.min(ctx.length, role.end + LONGEST_AREA); end > role.end; end--) {
      const area = ctx.tokens.slice(role.end, end).map((t) => t.key).join(' ');
      if (!PRACTICE_AREAS.has(area) || !ctx.spanUnbroken(role.start, end)) continue;
      const inside = ctx.facts.filter((f) => f !== role && f.start >= role.end && f.end <= end);
      if (ctx.facts.some((f) => f !== role && f.start < end && f.end > role.end && !inside.includes(f))) break;
      for (const fact of inside) ctx.facts.splice(ctx.facts.indexOf(fact), 1);
      Object.assign(role, titleFact(`${area} ${ctx.tokens[role.start]!.key}`, role.start, end, ctx.text(role.start, end), `${area} ${ctx.tokens[role.start]!.key}`));
      ctx.claim(role.start, end);
      break;
    }
  }
}

/** Who a company sells to: "B2B", "D2C". */
const MARKET_SEGMENTS = new Set(['b2b', 'b2c', 'b2b2c', 'b2g', 'd2c', 'dtc']);

/**
 * "commerciaux terrain B2B", "B2B account executives": the market a person sells in, which their
 * own text may show, never a word of their title (no title says "B2B Account Executive").
 */
export function marketSegments(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const token = ctx.tokens[i]!;
    if (ctx.isFree(i) && MARKET_SEGMENTS.has(token.folded)) ctx.addFact({ kind: 'topic', words: [token.key], start: i, end: i + 1, text: token.raw });
  }
}

/**
 * A specific title is never widened to its family: words right before or after a known role
 * that nothing else read ("technical account manager", "forward deployed engineer", "developer
 * advocate") make the whole phrase a title matched word for word, instead of the broader role.
 */
export function keepTitleModifiers(ctx: BriefContext): void {
  joinAdjacentRoles(ctx);
  for (const role of ctx.factsOf('role')) {
    // A field of work ("luxury brand management") is no title: the words before it are its domain.
    if (role.exclude || MANAGEMENT.has(ctx.tokens[role.end - 1]!.key)) continue;
    const capitalised = ctx.capitalised(role.start);
    let start = role.start;
    while (start > role.start - 2 && !ctx.tokens[start - 1]?.breakAfter && modifierAt(ctx, start - 1, capitalised, 'before') && !halfOfCompound(ctx, start - 1, capitalised)) start--;
    let end = role.end;
    const next = ctx.tokens[end + 1];
    // Where people work may follow ("developer advocate remote"), or a place code read once the title is whole ("developer advocate sf").
    const boundary = !next || ctx.tokens[end]?.breakAfter || STOPWORDS.has(next.key) || !ctx.isFree(end + 1) || WORKPLACE_WORDS.has(next.key)
      || (next.raw.length === 2 && !!ctx.lexicon.entries.get(next.key)?.some((e) => e.kind === 'place'));
    if (!ctx.tokens[end - 1]!.breakAfter && modifierAt(ctx, end, capitalised, 'after') && boundary) end++;
    if (start === role.start && end === role.end) continue;
    if (start < role.start && isFieldOfWork(ctx, role)) {
      // "battery engineering", "B2B marketing": a field narrowed by its domain is what people work on, not a title.
      ctx.facts.splice(ctx.facts.indexOf(role), 1);
      // "a warehouse operations manager … 5+ years in warehouse leadership": a field of the brief's own title is its work, no topic.
      const domain = ctx.tokens.slice(start, role.start).map((t) => t.key);
      const titled = ctx.factsOf('role').some((other) => !other.exclude && domain.every((word) => ctx.tokens.slice(other.start, other.end).some((t) => t.key === word)));
      if (titled) ctx.claim(start, role.end);
      else ctx.addFact({ kind: 'topic', words: ctx.tokens.slice(start, role.end).map((t) => t.key), start, end: role.end, text: ctx.text(start, role.end) });
      continue;
    }
    widenFact(ctx, role, start, end);
  }
}

/** The lexicon's role the two roles' words name the other way round ("dev fullstack": fullstack developer), or null. */
function headFirstRole(ctx: BriefContext, first: FactOf<'role'>, second: FactOf<'role'>): Extract<LexEntry, { kind: 'role' }> | null {
  const key = [...ctx.tokens.slice(second.start, second.end), ...ctx.tokens.slice(first.start, first.end)].map((t) => t.key).join(' ');
  const entry = ctx.lexicon.entries.get(key)?.find((e) => e.kind === 'role');
  return entry?.kind === 'role' ? entry : null;
}

/** The second half of a hyphenated word whose first half is no title word: "prepared" in "BSN-prepared RNs". */
function halfOfCompound(ctx: BriefContext, i: number, roleCapitalised: boolean): boolean {
  return ctx.gapBefore(i) === '-' && !modifierAt(ctx, i - 1, roleCapitalised, 'before');
}

/** A role read from the one word of a field of work ("engineering", "marketing", "nursing"), not from a person's title. */
function isFieldOfWork(ctx: BriefContext, role: FactOf<'role'>): boolean {
  return role.end - role.start === 1 && (/\p{L}{3,}ing$/u.test(ctx.tokens[role.start]!.folded) || FIELD_NOUNS.has(ctx.tokens[role.start]!.key));
}

/** Nouns of a field of work no title ends in: "5+ years in warehouse leadership". */
const FIELD_NOUNS = new Set(['leadership']);

/** Verbs of working for someone: "reporting to the CTO". */
const REPORTING = new Set(['reporting', 'reports', 'report', 'reported']);

/** Titles of one who works for another, named by the word alone ("assistants to the CFO"). */
const ASSISTANTS = new Set(['assistant', 'secretary', 'aide']);

/**
 * "executive assistant to the CEO", "chief of staff to the founder", "reporting to the CTO": the
 * role after "to" is whom the person works for, not a second role the brief asks for. It becomes
 * a topic, met only where the person's own words say it ("Executive Assistant to the CEO").
 */
export function rolesWorkedFor(ctx: BriefContext): void {
  for (const role of ctx.factsOf('role')) {
    let at = role.start - 1;
    while (at >= 0 && DETERMINERS.has(ctx.tokens[at]!.key)) at--;
    if (ctx.tokens[at]?.key !== 'to' || ctx.tokens[at]!.breakAfter) continue;
    const before = ctx.factAt(at - 1);
    const word = singular(ctx.tokens[at - 1]?.folded ?? '');
    const assistant = !before && ctx.isFree(at - 1) && ASSISTANTS.has(word) ? word : undefined;
    if (before?.kind !== 'role' && !assistant && !REPORTING.has(ctx.tokens[at - 1]?.key ?? '')) continue;
    // "assistants to the CFO": the people are the assistants, read here as the CFO was read first.
    if (assistant) {
      ctx.addFact(titleFact(assistant, at - 1, at, ctx.text(at - 1, at)));
      ctx.claim(at - 1, at);
    }
    ctx.facts.splice(ctx.facts.indexOf(role), 1);
    const words = ctx.tokens.slice(role.start, role.end).map((t) => t.key);
    ctx.addFact({ kind: 'topic', words, start: at, end: role.end, text: ctx.text(at, role.end) });
    // "who report to the CEO": the verb belongs to whom they report to.
    if (REPORTING.has(ctx.tokens[at - 1]?.key ?? '') && ctx.isFree(at - 1)) ctx.claim(at - 1, at);
  }
}

/** Words for people that name no job of their own, only the field before them: "customer success leaders". */
const GENERIC_HEADS = new Set(['leader', 'lead', 'head', 'professional', 'specialist', 'expert']);

/** Two role phrases side by side with nothing between are one title: "developer advocate" is not "developer or advocate". */
function joinAdjacentRoles(ctx: BriefContext): void {
  const roles = ctx.factsOf('role').filter((r) => !r.exclude).sort((a, b) => a.start - b.start);
  for (let k = 0; k + 1 < roles.length; k++) {
    const [first, second] = [roles[k]!, roles[k + 1]!];
    if (second.start !== first.end || ctx.tokens[first.end - 1]!.breakAfter || !/^[ -]+$/.test(ctx.gapAfter(first.end - 1))) continue;
    // Only a one-word role in words can qualify the next ("developer advocate"), or a field of any length a
    // generic head word ends ("customer success leaders"); acronyms side by side are a list ("CTO CFO").
    const head = ctx.tokens[first.start]!;
    const genericHead = second.end - second.start === 1 && GENERIC_HEADS.has(ctx.tokens[second.start]!.key);
    if ((first.end - first.start !== 1 && !genericHead) || head.raw.length <= 4 && head.raw === head.raw.toUpperCase()) continue;
    ctx.facts.splice(ctx.facts.indexOf(second), 1);
    // "dev fullstack", "developer backend": the head first, as French and Spanish put it, names the role English writes the other way round.
    const swapped = headFirstRole(ctx, first, second);
    if (swapped) {
      // In place, as widenFact does: the list of roles below still holds this fact.
      Object.assign(first, { ...roleOf(swapped), end: second.end, text: ctx.text(first.start, second.end) });
      ctx.claim(first.start, first.end);
      roles.splice(k + 1, 1);
      k--;
      continue;
    }
    widenFact(ctx, first, first.start, second.end);
    roles.splice(k + 1, 1);
    k--;
  }
}

/** The name of the role a shorthand stands for ("swe": "software engineer"), or null. */
function spelledRole(ctx: BriefContext, key: string): string | null {
  const long = TITLE_SHORTHAND.find(([short]) => short === key)?.[1];
  return long && ctx.lexicon.entries.get(key)?.some((e) => e.kind === 'role' && e.label.toLowerCase() === long) ? long : null;
}

function widenFact(ctx: BriefContext, role: FactOf<'role'>, start: number, end: number): void {
  // A level the known role implied ("CTO" is C-level) belongs to that role, not to the new title.
  const implied = ctx.facts.filter((f) => f.kind === 'seniority' && f.start === role.start && f.end === role.end);
  for (const fact of implied) ctx.facts.splice(ctx.facts.indexOf(fact), 1);
  // The words as read (spelling corrected, singular): "technical acount managers" -> "technical account manager";
  // a known role's shorthand spelled out as its name ("backend SWEs" -> "backend software engineer").
  const term = ctx.tokens.slice(start, end).map((t) => (t.numeric ? t.folded : spelledRole(ctx, t.key) ?? t.key)).join(' ');
  // The known role's own spelling of its words stays ("devops lead" -> "DevOps Lead"), and so do capitals as written ("IT Manager").
  const spelled = new Map(role.label.split(' ').map((word) => [word.toLowerCase(), word]));
  for (const token of ctx.tokens.slice(start, end)) if (/^(?=.*\p{Lu})[\p{Lu}\d]{2,4}$/u.test(token.raw)) spelled.set(token.raw.toLowerCase(), token.raw);
  const fact = titleFact(term, start, end, ctx.text(start, end));
  Object.assign(role, { ...fact, label: fact.label.split(' ').map((word) => spelled.get(word.toLowerCase()) ?? word).join(' ') });
  ctx.claim(start, end);
}
