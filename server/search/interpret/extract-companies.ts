// Companies: "at Stripe", "ex-Google", "formerly at Meta", "Google alumni", "who have worked at
// Adyen", "from companies like Plaid or Brex". A name is a well-known company of the lexicon or,
// for any other company, the capitalised words after the trigger (the directory resolves them).
import { phraseKey } from '../text/normalise';
import { numberWord } from '../text/numbers';
import type { PlaceSet } from '../vocab/places';
import type { BriefContext } from './context';
import { JOINED } from './extract-timing';
import { CLIENT_POSSESSIVES, CONNECTORS, INDEFINITE_ARTICLES, joinsListIn } from './words-i18n';
import type { LexEntry } from './lexicon';
import { NAME_STOPPERS, COMPANY_NOUNS, KINDS_OF_COMPANY, VAGUE_ADJECTIVES } from './words';

type When = 'current' | 'past' | 'ever';

interface Trigger {
  words: string[];
  when: When;
  /** Another language's words (CONNECTORS): for companies only, and one word as weak as "from". */
  foreign?: true;
}

/** "ya no trabajan en", "já não trabalham na", "não trabalham mais no", "ne travaillent plus chez": the other languages' "no longer at". */
const NO_LONGER: string[][] = [
  ...['trabajan', 'trabaja', 'estan', 'esta'].flatMap((verb) => ['en', 'para'].map((at) => ['ya', 'no', verb, at])),
  ...['trabalham', 'trabalha', 'estao', 'esta'].flatMap((verb) => ['na', 'no', 'em', 'para'].flatMap((at) => [['ja', 'nao', verb, at], ['nao', verb, 'mais', at]])),
  ...['travaillent', 'travaille', 'sont', 'est'].map((verb) => ['ne', verb, 'plus', 'chez']), ['n', 'est', 'plus', 'chez'],
];

// Longest first: the first trigger that matches at a position is used.
const TRIGGERS: Trigger[] = [
  ...NO_LONGER.map((words) => ({ words, when: 'past' as const })),
  // "who no longer work at Google": they left it.
  { words: ['no', 'longer', 'work', 'at'], when: 'past' }, { words: ['no', 'longer', 'work', 'for'], when: 'past' },
  { words: ['no', 'longer', 'working', 'at'], when: 'past' }, { words: ['no', 'longer', 'working', 'for'], when: 'past' },
  { words: ['no', 'longer', 'at'], when: 'past' }, { words: ['no', 'longer', 'with'], when: 'past' },
  { words: ['nicht', 'mehr', 'bei'], when: 'past' }, { words: ['niet', 'meer', 'bij'], when: 'past' }, { words: ['ont', 'quitte'], when: 'past' }, { words: ['quitte'], when: 'past' },
  { words: ['ever', 'worked', 'at'], when: 'ever' }, { words: ['ever', 'worked', 'for'], when: 'ever' },
  { words: ['who', 'have', 'worked', 'at'], when: 'ever' }, { words: ['who', 'have', 'worked', 'for'], when: 'ever' },
  { words: ['who', 've', 'worked', 'at'], when: 'ever' }, { words: ['have', 'worked', 'at'], when: 'ever' },
  { words: ['has', 'worked', 'at'], when: 'ever' }, { words: ['ha', 'worked', 'at'], when: 'ever' },
  { words: ['have', 'worked', 'for'], when: 'ever' }, { words: ['used', 'to', 'work', 'at'], when: 'past' },
  { words: ['used', 'to', 'work', 'for'], when: 'past' }, { words: ['who', 'worked', 'at'], when: 'past' },
  { words: ['who', 'worked', 'for'], when: 'past' }, { words: ['worked', 'at'], when: 'past' }, { words: ['worked', 'for'], when: 'past' },
  { words: ['formerly', 'at'], when: 'past' }, { words: ['formerly', 'with'], when: 'past' }, { words: ['formerly', 'of'], when: 'past' },
  { words: ['previously', 'at'], when: 'past' }, { words: ['previously', 'with'], when: 'past' }, { words: ['prev', 'at'], when: 'past' },
  { words: ['alumni', 'of'], when: 'past' }, { words: ['alumni', 'from'], when: 'past' }, { words: ['alumnus', 'of'], when: 'past' },
  { words: ['alum', 'of'], when: 'past' }, { words: ['ex', 'employee', 'of'], when: 'past' }, { words: ['former', 'employee', 'of'], when: 'past' },
  { words: ['ehemalige', 'von'], when: 'past' }, { words: ['ehemalige', 'bei'], when: 'past' }, { words: ['anciens', 'de'], when: 'past' },
  { words: ['ancien', 'de'], when: 'past' }, { words: ['ex', 'empleado', 'de'], when: 'past' },
  { words: ['experience', 'at'], when: 'ever' }, { words: ['background', 'at'], when: 'ever' }, { words: ['time', 'at'], when: 'ever' },
  { words: ['stint', 'at'], when: 'ever' }, { words: ['tenure', 'at'], when: 'ever' },
  // "who came from Google" (to where they are now): their employer before.
  { words: ['came', 'from'], when: 'past' }, { words: ['moved', 'from'], when: 'past' }, { words: ['switched', 'from'], when: 'past' },
  // "in the Chicago offices of Kirkland, Sidley or Latham": the employer whose offices they work in.
  { words: ['offices', 'of'], when: 'current' }, { words: ['office', 'of'], when: 'current' },
  { words: ['currently', 'at'], when: 'current' }, { words: ['now', 'at'], when: 'current' }, { words: ['working', 'at'], when: 'current' },
  { words: ['working', 'for'], when: 'current' }, { words: ['work', 'at'], when: 'current' }, { words: ['work', 'for'], when: 'current' },
  { words: ['employed', 'at'], when: 'current' }, { words: ['employed', 'by'], when: 'current' }, { words: ['employee', 'of'], when: 'current' },
  { words: ['staff', 'at'], when: 'current' }, { words: ['team', 'at'], when: 'current' }, { words: ['arbeiten', 'bei'], when: 'current' },
  // "who joined Shopify in the past 18 months": they work there now (when they joined stays unseen);
  // "who left Stripe in the last two years": they worked there (when they left stays unseen too).
  { words: ['joined'], when: 'current' }, { words: ['left'], when: 'past' }, { words: ['departed'], when: 'past' },
  { words: ['ex'], when: 'past' }, { words: ['former'], when: 'past' }, { words: ['formerly'], when: 'past' }, { words: ['previously'], when: 'past' },
  { words: ['prev'], when: 'past' }, { words: ['ehemalige'], when: 'past' }, { words: ['ehemaliger'], when: 'past' }, { words: ['ehemaligen'], when: 'past' },
  { words: ['at'], when: 'current' }, { words: ['bei'], when: 'current' }, { words: ['chez'], when: 'current' },
  { words: ['from'], when: 'ever' }, { words: ['for'], when: 'current' },
];

/**
 * The other languages' words for working at or coming from a company ("bij Adyen", "que trabajen
 * en McKinsey", "que vengan de Pfizer", "ex-funcionários de"): where people work now, or worked.
 * One word only where it cannot also mean "in" or "of" ("bij", not "en", "no", "de"). Longest first.
 */
const ARTICLES = new Set(['dem', 'der', 'den', 'das', 'des', 'het', 'el', 'la', 'los', 'las', 'le', 'les', 'o', 'a', 'os', 'as']);
let allTriggers: Trigger[] | undefined;
/** TRIGGERS, then the other languages' (longest first). */
function triggers(): Trigger[] {
  allTriggers ??= [...TRIGGERS, ...Object.values(CONNECTORS)
    .flatMap((connectors) => {
      const of = (phrases: string[], when: When): Trigger[] => phrases.map((phrase) => ({ words: phraseKey(phrase).split(' '), when, foreign: true }));
      const places = new Set(connectors.in.map(phraseKey));
      // "aus dem", "aus der" end in an article: a sector or a region follows more often than a company.
      return [...of(connectors.at, 'current'), ...of(connectors.from, 'past'), ...of(connectors.ever, 'ever')]
        .filter((t) => (t.words.length > 1 && !ARTICLES.has(t.words.at(-1)!)) || (t.when === 'current' && !places.has(t.words[0]!)));
    })
    .sort((a, b) => b.words.length - a.words.length)];
  return allTriggers;
}

const POSTFIX_PAST = new Set(['alumni', 'alumnus', 'alum', 'veteran', 'alumnae']);
const POSTFIX_CURRENT = new Set(['employee', 'staff', 'staffer', 'people', 'team', 'folk']);
/** The words that join a list of names in any brief, and those of the brief's own language ("Adyen of Mollie"). */
const LIST_WORDS = new Set(['or', 'and', '&', 'oder', 'und', 'ou', 'et', 'o', 'y']);
const joinsList = (ctx: BriefContext, key: string | undefined) => key !== undefined && (LIST_WORDS.has(key) || joinsListIn(ctx.language, key));
const LIKE_WORDS = [['like'], ['such', 'as'], ['including'], ['e', 'g'], ['eg'], ['incl'], ['wie'], ['comme'], ['como']];
const DETERMINERS = new Set(['a', 'an', 'some', 'any', 'top', 'leading', 'large', 'small', 'big', 'major', 'one', 'two', 'several', 'various', 'other', 'their', 'our', 'my', 'your', 'early', 'late', 'high', 'fast', 'well']);
const BLOCKING_KINDS = new Set<LexEntry['kind']>(['industry', 'stage', 'size', 'people', 'role', 'seniority', 'language', 'skill']);

type Read = { kind: 'company'; names: string[]; end: number } | { kind: 'place'; place: PlaceSet; end: number };

/** The endings of a company's web address that a brief may write its name with. */
const WEB_ENDINGS = new Set(['com', 'io', 'ai', 'co', 'net', 'org', 'app', 'dev', 'de', 'nl', 'fr', 'es', 'pt', 'br', 'uk', 'be', 'it', 'se', 'ch', 'at']);

/** A word of `words` as written, not only as its singular: "Wells" (Fargo) is no "well". */
const writtenIn = (words: ReadonlySet<string>, token: { key: string; folded: string }) => words.has(token.key) && (token.folded === token.key || words.has(token.folded));
/** A word no company name runs over ("with", "based"). */
const stopsName = (token: { key: string; folded: string }) => writtenIn(NAME_STOPPERS, token);

/** "Bank of America", "Royal Bank of Canada": a capitalised word, "of", another, where a company is expected or the word is a kind of company. */
function ofNameAt(ctx: BriefContext, at: number, companyExpected: boolean): boolean {
  // Dutch "of" is "or": "Adyen of Mollie" is two names.
  if (ctx.language === 'nl') return false;
  const expected = companyExpected || KINDS_OF_COMPANY.has(ctx.key(at) ?? '');
  return expected && mixedCase(ctx) && ctx.capitalised(at) && ctx.key(at + 1) === 'of' && ctx.capitalised(at + 2) && !ctx.tokens[at]!.breakAfter;
}

function mixedCase(ctx: BriefContext): boolean {
  // A brief in lower case but for its initials ("left peloton … US only") writes names in lower case too.
  return ctx.tokens.some((t) => /^\p{Lu}\p{Ll}/u.test(t.raw));
}

/**
 * A company name (or a place) starting at token i, or null when the words there are not one. Where
 * a company is expected (in a list of companies, after "worked at") a name the map has only as a
 * weak or corrected name is the company ("Pfizer, Bayer o Sanofi": Bayer, not Bavaria; "worked at
 * Honda": not the town in Colombia).
 */
function readName(ctx: BriefContext, i: number, companyExpected = false): Read | null {
  if (!ctx.isFree(i)) return null;
  let at = i;
  const token = ctx.tokens[i]!;
  if ((token.key === 'the' || INDEFINITE_ARTICLES.has(token.key)) && ctx.capitalised(i + 1)) at = i + 1;
  // "at a FAANG company": an English article before a known group's name (never before any capitalised word: "a Fortune 500 company").
  else if ((token.key === 'a' || token.key === 'an') && knownCompanyAt(ctx, i + 1)) at = i + 1;
  // A word no name starts with, unless a known group's name does ("ex-Big Four", "Big 4 alumni").
  else if ((writtenIn(DETERMINERS, token) || stopsName(token) || COMPANY_NOUNS.has(token.key) || writtenIn(VAGUE_ADJECTIVES, token)) && !knownCompanyAt(ctx, i) && !ofNameAt(ctx, i, companyExpected)) return null;
  if (!ctx.isFree(at)) return null;
  // "12", "x10" are counts; a number word in capitals before another capitalised word, where a company is expected, is a name ("Four Seasons").
  const namedNumber = companyExpected && /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[at]!.raw) && ctx.capitalised(at + 1) && !ctx.tokens[at]!.breakAfter;
  if ((ctx.tokens[at]!.numeric && !namedNumber) || /^(x\d{1,3}|\d{1,3}x)$/.test(ctx.tokens[at]!.folded)) return null;
  if (ctx.tokens[at]!.key === 'xoogler') return { kind: 'company', names: ['Google'], end: at + 1 };
  // "Bol.com", "Monzo.io": a name with its web ending is a company, never a place ("Bol" is no Bolivia).
  if (ctx.gapAfter(at) === '.' && WEB_ENDINGS.has(ctx.tokens[at + 1]?.key ?? '') && ctx.isFree(at + 1)) return { kind: 'company', names: [ctx.text(at, at + 2)], end: at + 2 };
  // Well-known companies and groups ("Google", "FAANG"), whatever the case.
  for (let end = Math.min(ctx.length, at + ctx.lexicon.maxTokens); end > at; end--) {
    if (!ctx.spanFree(at, end) || !ctx.spanUnbroken(at, end)) continue;
    const key = ctx.tokens.slice(at, end).map((t) => t.key).join(' ');
    const original = ctx.tokens.slice(at, end).map((t) => t.originalKey).join(' ');
    const entries = ctx.lexicon.entries.get(original) ?? ctx.lexicon.entries.get(key);
    const company = entries?.find((e) => e.kind === 'company');
    if (company && company.kind === 'company') {
      // "at Google Cloud": the known name, then the rest of a capitalised run is part of it.
      return { kind: 'company', names: company.names, end };
    }
  }
  // "who previously exited a company": a verb's past written in lower case names no company.
  if (!ctx.namelike(at) && /^[a-z]{3,}ed$/.test(ctx.tokens[at]!.folded)) return null;
  const first = ctx.phrasesAt(at)[0];
  if (first) {
    const place = first.entries.find((e) => e.kind === 'place');
    // A name of the whole map followed by more capitalised words is a company ("at Mission Lane", "Spring Health"),
    // and so is any place's name where a company is expected ("used to work at Cleveland Clinic").
    const companyAfterPlace = place?.kind === 'place' && (place.weak || companyExpected) && ctx.capitalised(first.end) && !ctx.tokens[first.end - 1]!.breakAfter;
    const doubtfulPlace = companyExpected && place?.kind === 'place' && (place.weak || ctx.tokens.slice(at, first.end).some((t) => t.corrected));
    // Right after "ex-" a place's name is the employer's ("ex-Swiss", "ex-Nokia"): nobody is an ex-country.
    const afterEx = ctx.key(at - 1) === 'ex' && ctx.gapAfter(at - 1) === '-';
    if (place && place.kind === 'place' && !companyAfterPlace && !doubtfulPlace && !afterEx) return { kind: 'place', place: place.place, end: first.end };
    // Words of the lexicon are not company names ("at SaaS companies", "at startups"), except a
    // capitalised skill followed by more capitalised words ("at Redis Labs").
    const ofName = ofNameAt(ctx, at, companyExpected);
    const onlySkill = first.entries.every((e) => e.kind === 'skill');
    const namedAfterSkill = onlySkill && mixedCase(ctx) && ctx.capitalised(at) && (companyExpected || (ctx.capitalised(first.end) && !ctx.tokens[first.end - 1]!.breakAfter));
    if (first.entries.some((e) => BLOCKING_KINDS.has(e.kind)) && !namedAfterSkill && !ofName) return null;
  }
  const mixed = mixedCase(ctx);
  let end = at;
  while (end < ctx.length && end - at < 5) {
    const t = ctx.tokens[end]!;
    if (!ctx.isFree(end)) break;
    if (end > at && ctx.tokens[end - 1]!.breakAfter) break;
    if (t.key === '&' && ctx.capitalised(end + 1) && end > at) {
      end++;
      continue;
    }
    // "Bank of America", "Bank of Montreal": "of" between capitalised words where a company is expected.
    if (t.key === 'of' && end > at && ofNameAt(ctx, end - 1, companyExpected)) {
      end++;
      continue;
    }
    if (stopsName(t) || joinsList(ctx, t.key)) break;
    if (end > at) {
      if (mixed && !ctx.namelike(end) && !/\d/.test(t.raw)) break;
      if (!mixed && ctx.phrasesAt(end).some((p) => p.entries.some((e) => BLOCKING_KINDS.has(e.kind) || e.kind === 'place'))) break;
    } else if (mixed && !ctx.namelike(end) && !/\d/.test(t.raw)) {
      return null;
    }
    end++;
  }
  if (end === at || (end === at + 1 && kindsOfCompanyAt(ctx, end))) return null;
  return { kind: 'company', names: [ctx.text(at, end)], end };
}

/** Kinds of company whose plural ends company names of their own ("Redis Labs", "Moon Studios", "Iron Shops"). */
const NAME_ENDING_KINDS = new Set(['lab', 'studio', 'house', 'shop']);

/** "at Boutique firms", "at VC firms": one word before a plural kind of company says which kind; it names none. */
function kindsOfCompanyAt(ctx: BriefContext, i: number): boolean {
  const token = ctx.tokens[i];
  return !!token && KINDS_OF_COMPANY.has(token.key) && !NAME_ENDING_KINDS.has(token.key) && token.folded !== token.key && !ctx.tokens[i - 1]!.breakAfter;
}

/** A known company or group's name starts at token i. */
function knownCompanyAt(ctx: BriefContext, i: number): boolean {
  return ctx.phrasesAt(i).some((p) => p.entries.some((e) => e.kind === 'company'));
}

/** Reads "X", "X or Y", "X, Y and Z" from token i. */
export function readNameList(ctx: BriefContext, i: number, companyExpected = false): { reads: Read[]; end: number } | null {
  const first = readName(ctx, i, companyExpected);
  if (!first) return null;
  const reads: Read[] = [first];
  let end = first.end;
  while (end < ctx.length) {
    let next = end;
    const word = ctx.tokens[next]?.key;
    // A list goes on over commas, never over the end of a sentence ("... at SAP. Find ...").
    if (/[.!?;()[\]]/.test(ctx.gapBefore(next))) break;
    const comma = /^\s*[,/]\s*$/.test(ctx.gapBefore(next)) || ctx.tokens[next - 1]?.breakAfter;
    if (joinsList(ctx, word)) next++;
    else if (!comma) break;
    if (ctx.tokens[next]?.key === 'ex' || ctx.tokens[next]?.key === 'former') next++;
    // "saíram do Nubank, do iFood ou do Mercado Livre": each name after the small word the first had.
    const link = ctx.tokens[i - 1];
    if (link && link.raw.length <= 3 && /^\p{Ll}+$/u.test(link.raw) && ctx.tokens[next]?.folded === link.folded && ctx.isFree(next) && next + 1 < ctx.length) next++;
    const read = readName(ctx, next, first.kind === 'company');
    if (!read || read.kind !== first.kind) break;
    // In lower-case briefs only known companies extend a list ("at stripe or adyen").
    if (read.kind === 'company' && !mixedCase(ctx) && !ctx.lexicon.entries.get(ctx.tokens.slice(next, read.end).map((t) => t.key).join(' '))?.some((e) => e.kind === 'company')) break;
    reads.push(read);
    end = read.end;
  }
  return { reads, end };
}

/** Whether token i is the last word of a known role phrase that starts before it. */
function endsRolePhrase(ctx: BriefContext, i: number): boolean {
  for (let start = Math.max(0, i - 4); start < i; start++) {
    if (ctx.phrasesAt(start).some((p) => p.end === i + 1 && p.entries.some((e) => e.kind === 'role'))) return true;
  }
  return false;
}

function matchWords(ctx: BriefContext, i: number, words: string[]): boolean {
  for (let k = 0; k < words.length; k++) {
    const token = ctx.tokens[i + k];
    if (!token || !ctx.isFree(i + k) || (token.key !== words[k] && token.folded !== words[k])) return false;
    if (k < words.length - 1 && token.breakAfter && words[k] !== 'ex') return false;
  }
  return true;
}

/** "current or former", "past or present": the companies then and now, right after their names. */
const EITHER_TIME: string[][] = [['current', 'or', 'former'], ['current', 'and', 'former'], ['former', 'or', 'current'], ['past', 'or', 'present'], ['present', 'or', 'past'], ['now', 'or', 'before']];

/** Where the companies a group stands for, spelled out in brackets after it, end ("MBB (McKinsey, Bain, BCG)"); `end` when none follow. */
function membersInBrackets(ctx: BriefContext, end: number, names: string[]): number {
  if (!/\(\s*$/.test(ctx.gapBefore(end))) return end;
  const list = readNameList(ctx, end, true);
  const members = list?.reads.every((r) => r.kind === 'company' && r.names.every((name) => names.includes(name)));
  return list && members && /^\s*\)/.test(ctx.gapAfter(list.end - 1)) ? list.end : end;
}

function record(ctx: BriefContext, start: number, end: number, when: When, reads: Read[]): void {
  const companies = reads.filter((r): r is Extract<Read, { kind: 'company' }> => r.kind === 'company');
  const places = reads.filter((r): r is Extract<Read, { kind: 'place' }> => r.kind === 'place');
  if (companies.length > 0) {
    const names = companies.flatMap((c) => c.names);
    end = membersInBrackets(ctx, end, names);
    const either = EITHER_TIME.find((words) => matchWords(ctx, end, words));
    if (either) end += either.length;
    ctx.addFact({ kind: 'company', when: either ? 'ever' : when, names, start, end, text: ctx.text(start, end) });
    return;
  }
  if (places.length > 0) {
    ctx.claim(start, end);
    for (const p of places) ctx.addFact({ kind: 'place', place: p.place, exclude: false, start, end, text: ctx.text(start, end) }, false);
  }
}

/**
 * The tense of "worked" (or "were", "was") earlier in the clause of a bare "at": "who worked on
 * payments at Stripe" and "who were at MBB" are past, "who has ever worked on batteries at Tesla"
 * and "who have been at Stripe" either; null when no such verb comes first.
 */
function workedTense(ctx: BriefContext, at: number): When | null {
  for (let k = at - 1; k >= Math.max(0, at - 6) && !ctx.tokens[k]!.breakAfter; k--) {
    const key = ctx.tokens[k]!.key;
    if (key === 'were' || key === 'was') return 'past';
    if (key === 'been') return 'ever';
    // "who spent 3+ years at Gong": a stay that is over, unless "has spent".
    if (key !== 'worked' && key !== 'spent') continue;
    return ['has', 'have', 've', 'ever'].includes(ctx.tokens[k - 1]?.key ?? '') ? 'ever' : 'past';
  }
  return null;
}

/**
 * The words before token `at` that name an employer there ("who worked at", "at", "bei"), with
 * where they start and when the person worked there; null when none ends right before it.
 */
export function employerTriggerBefore(ctx: BriefContext, at: number): { start: number; when: When } | null {
  const trigger = triggers().find((t) => t.words.length <= at && matchWords(ctx, at - t.words.length, t.words) && !(t.words.length > 1 && endsRolePhrase(ctx, at - t.words.length)));
  if (!trigger) return null;
  const start = at - trigger.words.length;
  const single = trigger.words.length === 1 && !trigger.foreign ? trigger.words[0] : null;
  return { start, when: single === 'at' ? workedTense(ctx, start) ?? trigger.when : trigger.when };
}

/** "one of the", in the six languages (folded), before a group of companies: "at one of the Big Four", "por uma das Big Four". */
const ONE_OF = [
  ['one', 'of', 'the'], ['uma', 'das'], ['um', 'dos'], ['una', 'de', 'las'], ['uno', 'de', 'los'], ['l', 'un', 'des'], ['l', 'une', 'des'],
  ['un', 'des'], ['une', 'des'], ['einem', 'der'], ['einer', 'der'], ['een', 'van', 'de'],
];

/** Where a group of companies starts after "one of the" at token `at` ("one of the Big Four"), else `at`: one of them is any of them. */
function oneOfGroup(ctx: BriefContext, at: number): number {
  const words = ONE_OF.find((w) => w.every((word, k) => ctx.tokens[at + k]?.folded === word) && ctx.spanUnbroken(at, at + w.length + 1));
  if (!words) return at;
  const group = ctx.phrasesAt(at + words.length).some((p) => p.entries.some((e) => e.kind === 'company' && e.names.length > 1));
  return group ? at + words.length : at;
}

export function extractCompanies(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    // "companies like Stripe or Adyen" / "at startups such as Linear": the trigger before the noun decides current/ever.
    for (const like of LIKE_WORDS) {
      if (!matchWords(ctx, i, like)) continue;
      const prev = ctx.tokens[i - 1];
      if (!prev || !(COMPANY_NOUNS.has(prev.key) || ctx.factAt(i - 1)?.kind === 'industry' || ctx.factAt(i - 1)?.kind === 'stage')) continue;
      const list = readNameList(ctx, i + like.length);
      if (!list || list.reads.some((r) => r.kind !== 'company')) continue;
      let when: When = 'current';
      for (let k = i - 1; k >= Math.max(0, i - 5); k--) {
        const key = ctx.tokens[k]!.key;
        if (key === 'from' || key === 'worked' || key === 'experience' || key === 'background') when = key === 'worked' ? 'past' : 'ever';
        if (key === 'ex' || key === 'former' || key === 'formerly' || key === 'previously') when = 'past';
      }
      record(ctx, i, list.end, when, list.reads);
      break;
    }
    if (!ctx.isFree(i)) continue;
    const movedTo = movedToList(ctx, i);
    if (movedTo) {
      record(ctx, i, movedTo.end, 'current', movedTo.reads);
      // The verb (and its auxiliary) is the company criterion's; a window before it still dates it (dateMoves).
      for (let k = movedTo.end; k <= movedTo.verbAt; k++) if (ctx.isFree(k)) ctx.claim(k, k + 1);
      continue;
    }
    for (const trigger of triggers()) {
      if (!matchWords(ctx, i, trigger.words)) continue;
      // "chief of staff at Stripe": the word ends a role, so only "at" is the trigger.
      if (trigger.words.length > 1 && endsRolePhrase(ctx, i)) continue;
      const at = oneOfGroup(ctx, i + trigger.words.length);
      // A trigger of several words ("worked at", "que trabalharam na") is about employers, and so is
      // "at" after a stay ("3+ years at Gong": a sales tool's name is the company here).
      const afterStay = ctx.facts.some((f) => f.kind === 'unseen' && f.end === i);
      const list = readNameList(ctx, at, trigger.words.length > 1 || afterStay);
      if (!list) continue;
      // Another language's one-word "at" ("bij") is as weak as English "from".
      const single = trigger.words.length === 1 ? (trigger.foreign ? 'from' : trigger.words[0]) : null;
      const hasCompany = list.reads.some((r) => r.kind === 'company');
      // "for" and "from" are weak triggers: only for well-known companies or capitalised names.
      if ((single === 'for' || single === 'at' || single === 'from') && hasCompany) {
        const known = list.reads.every((r) => r.kind === 'company' && ctx.lexicon.entries.get(ctx.tokens.slice(at, r.end).map((t) => t.key).join(' '))?.some((e) => e.kind === 'company'));
        if (!known && !ctx.namelike(at) && !(ctx.tokens[at]?.key === 'the' && ctx.capitalised(at + 1))) {
          if (single !== 'at' || mixedCase(ctx)) continue;
        }
        if (single === 'for' && !known) continue;
      }
      // Places after another language's words are the lexicon's to read ("en Guadalajara, Jalisco").
      if (!hasCompany && (!['at', 'from'].includes(single ?? '') || trigger.foreign)) continue;
      record(ctx, i, list.end, single === 'at' ? workedTense(ctx, i) ?? trigger.when : trigger.when, list.reads);
      break;
    }
  }
  // "Google alumni", "Stripe and Plaid alumni", "ex-Googlers", "Meta employees"
  for (let i = 1; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const key = ctx.tokens[i]!.key;
    const past = POSTFIX_PAST.has(key);
    if (!past && !POSTFIX_CURRENT.has(key)) continue;
    const names: string[] = [];
    let start = i;
    while (start > 0) {
      let found: { s: number; names: string[] } | null = null;
      for (let s = Math.max(0, start - ctx.lexicon.maxTokens); s < start; s++) {
        if (!ctx.spanFree(s, start)) continue;
        const entry = ctx.lexicon.entries.get(ctx.tokens.slice(s, start).map((t) => t.key).join(' '))?.find((e) => e.kind === 'company');
        if (entry && entry.kind === 'company') {
          found = { s, names: entry.names };
          break;
        }
      }
      if (!found && past && mixedCase(ctx)) {
        let s = start;
        while (s > 0 && ctx.isFree(s - 1) && ctx.capitalised(s - 1) && !NAME_STOPPERS.has(ctx.tokens[s - 1]!.key) && !ctx.tokens[s - 1]!.breakAfter) s--;
        if (s < start && !ctx.phrasesAt(s).some((p) => p.end === start && p.entries.some((e) => e.kind !== 'company'))) found = { s, names: [ctx.text(s, start)] };
      }
      if (!found) break;
      names.unshift(...found.names);
      start = found.s;
      const sep = ctx.tokens[start - 1]?.key;
      if (start > 1 && joinsList(ctx, sep) && ctx.isFree(start - 1)) start -= 1;
      else if (start > 0 && /^\s*,\s*$/.test(ctx.gapBefore(start))) continue;
      else break;
    }
    if (joinsList(ctx, ctx.tokens[start]?.key)) start += 1;
    if (names.length === 0) continue;
    let from = start;
    let when: When = past ? 'past' : 'current';
    const before = ctx.tokens[from - 1]?.key;
    if (before === 'ex' || before === 'former') {
      from -= 1;
      when = 'past';
    }
    // "Meta employees" keeps "employees" as the people word; "Google alumni" uses it up.
    const end = past ? i + 1 : i;
    ctx.addFact({ kind: 'company', when, names, start: from, end, text: ctx.text(from, end) });
  }
}

/** "but are no longer there", "pero que ya no estén allí": the employers just named are past ones. */
const NO_LONGER_THERE: string[][] = [
  ['no', 'longer', 'there'], ['not', 'there', 'anymore'], ['not', 'there', 'any', 'more'], ['have', 'since', 'left'], ['since', 'left'],
  ...['esten', 'estan', 'trabajen', 'trabajan'].flatMap((verb) => [['ya', 'no', verb, 'alli'], ['ya', 'no', verb, 'ahi'], ['ya', 'no', verb]]),
  ...['estejam', 'estao', 'trabalhem', 'trabalham'].flatMap((verb) => [['nao', verb, 'mais', 'la'], ['ja', 'nao', verb, 'la'], ['nao', verb, 'mais'], ['ja', 'nao', verb]]),
  ['n', 'y', 'sont', 'plus'], ['n', 'y', 'travaillent', 'plus'], ['ne', 'y', 'sont', 'plus'],
  ['nicht', 'mehr', 'dort', 'sind'], ['nicht', 'mehr', 'dort'], ['nicht', 'mehr', 'da'], ['er', 'niet', 'meer', 'werken'], ['er', 'niet', 'meer', 'zijn'], ['niet', 'meer', 'daar'],
];
/** Words that may stand between the employers and those words: "but who are", "pero que", "mais qui". */
const BEFORE_NO_LONGER = new Set(['but', 'who', 'are', 'is', 'and', 'pero', 'que', 'mas', 'mais', 'qui', 'aber', 'die', 'maar', 'en', 'y', 'e', 'et', 'und']);

/** An employer of any time named just before "but are no longer there" is a past one; the words are its criterion's. */
export function employersNoLongerThere(ctx: BriefContext): void {
  for (const company of ctx.factsOf('company')) {
    if (company.exclude) continue;
    let at = company.end;
    while (at < ctx.length && at - company.end < 3 && ctx.isFree(at) && BEFORE_NO_LONGER.has(ctx.tokens[at]!.folded) && !/[.;!?]/.test(ctx.gapAfter(at))) at++;
    const words = NO_LONGER_THERE.find((phrase) => matchWords(ctx, at, phrase));
    if (!words || /[.;!?]/.test(ctx.brief.slice(ctx.tokens[company.end - 1]!.end, ctx.tokens[at]?.start ?? 0))) continue;
    company.when = 'past';
    ctx.claim(company.end, at + words.length);
  }
}

/** German and Dutch participles of having worked, verb-final: "die bij Philips hebben gewerkt", "die bei Siemens gearbeitet haben". */
const WORKED_THERE = new Set(['gewerkt', 'gearbeitet']);

/**
 * "ingenieurs die bij Philips hebben gewerkt": having worked at a company, now or before, not "works
 * there now" (as "bij" alone reads). The auxiliary may stand on either side of the participle.
 */
export function employersWorkedAtOnce(ctx: BriefContext): void {
  for (const company of ctx.factsOf('company')) {
    if (company.exclude || company.when !== 'current') continue;
    let at = company.end;
    if (MOVE_AUXILIARIES.has(ctx.key(at) ?? '') && ctx.isFree(at)) at++;
    if (!WORKED_THERE.has(ctx.tokens[at]?.folded ?? '') || !ctx.isFree(at) || !ctx.spanUnbroken(company.end - 1, at + 1)) continue;
    const end = MOVE_AUXILIARIES.has(ctx.key(at + 1) ?? '') && ctx.isFree(at + 1) ? at + 2 : at + 1;
    company.when = 'ever';
    ctx.claim(company.end, end);
  }
}

/** German and Dutch "to" before where people moved: "zu Personio gewechselt", "naar Adyen overgestapt". */
const MOVED_TO = new Set(['zu', 'naar']);
/** Auxiliaries beside a verb-final move: "gewechselt sind", "zijn overgestapt". */
const MOVE_AUXILIARIES = new Set(['sind', 'ist', 'haben', 'hat', 'zijn', 'is', 'hebben', 'heeft']);

/**
 * "die zu Personio, Celonis oder DeepL gewechselt sind": a list of names after "zu" or "naar" that
 * a verb of joining ends is where the people work now. "zu" alone is no employer ("zu verkaufen").
 */
function movedToList(ctx: BriefContext, i: number): { end: number; reads: Read[]; verbAt: number } | null {
  if (!MOVED_TO.has(ctx.tokens[i]!.key) || (ctx.language !== 'de' && ctx.language !== 'nl')) return null;
  const list = readNameList(ctx, i + 1, true);
  if (!list || list.reads.some((r) => r.kind !== 'company') || ctx.tokens[list.end - 1]!.breakAfter) return null;
  let verb = list.end;
  if (MOVE_AUXILIARIES.has(ctx.key(verb) ?? '') && !ctx.tokens[verb]!.breakAfter) verb++;
  return JOINED.has(ctx.tokens[verb]?.folded ?? '') ? { ...list, verbAt: verb } : null;
}

/**
 * Words of a move that the readings around them already hold: "…who used to work at Cleveland
 * Clinic but have since moved to another hospital system" (past says they are there no more),
 * "auditors who left the Big Four to join startups" (where they went is their current employer).
 */
const MOVED_ON = [['since', 'moved', 'on', 'to'], ['since', 'moved', 'to'], ['since', 'moved', 'on'], ['since', 'left'], ['since', 'gone', 'to'], ['since', 'switched', 'to']];
const ANOTHER = new Set(['another', 'a', 'other', 'different', 'new']);
const TO_JOIN = ['to', 'join'];

export function claimMovesOn(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (matchWords(ctx, i, TO_JOIN) && ['stage', 'industry', 'company'].includes(ctx.factAt(i + 2)?.kind ?? '') && ctx.spanUnbroken(i, i + 3)) {
      ctx.claim(i, i + 2);
      continue;
    }
    const words = MOVED_ON.find((w) => matchWords(ctx, i, w));
    if (!words) continue;
    const past = ctx.factsOf('company').some((c) => c.when === 'past' && !c.exclude && c.end <= i && ctx.spanUnbroken(c.end - 1, i));
    if (!past) continue;
    let end = i + words.length;
    while (end < ctx.length && ctx.isFree(end) && ANOTHER.has(ctx.tokens[end]!.key) && !ctx.tokens[end - 1]!.breakAfter) end++;
    ctx.claim(i, end);
    i = end - 1;
  }
}

/** Words that open a bracket of examples: "(think IQVIA, Parexel)", "(e.g. Stripe, Adyen)", "(tipo Loggi)", "(zoals Bol)". */
const EXAMPLE_OPENERS = [['think'], ['e', 'g'], ['eg'], ['like'], ['such', 'as'], ['tipo'], ['como'], ['comme'], ['wie'], ['z', 'b'], ['zb'], ['zoals'], ['bijvoorbeeld'], ['par', 'exemple'], ['por', 'ejemplo'], ['por', 'exemplo']];
/** Words that close it: "Aman or similar level", "o similares", "ou similaires", "oder ähnliche", "of vergelijkbaar", "etc". */
const EXAMPLE_CLOSERS = new Set(['or', 'o', 'ou', 'oder', 'of', 'similar', 'similares', 'similaires', 'similaire', 'ahnliche', 'ahnlichen', 'vergelijkbaar', 'vergelijkbare', 'level', 'nivel', 'niveau', 'etc', 'and', 'others', 'so', 'on']);
/** Kinds of employer a bracket of examples may follow: "luxury hotels (Four Seasons, Aman)", "consultancies (Accenture, Capgemini)". */
const EMPLOYER_KINDS = new Set([...COMPANY_NOUNS, 'hotel', 'restaurant', 'clinic', 'hospital', 'airline', 'chain', 'group', 'retailer', 'consultancy', 'maison', 'label', 'carrier']);
/** How far before the bracket a client's possessive makes its names the client's ("our portfolio companies (Klarna, Trainline)"). */
const CLIENT_REACH = 3;

/**
 * The names in a bracket of examples from token `at`: each a company readName takes, or else a run
 * of capitalised words ("Mandarin Oriental", whose first word is also a language); null when an
 * item is no name or is a place.
 */
function bracketNames(ctx: BriefContext, at: number): { reads: Read[]; end: number } | null {
  const reads: Read[] = [];
  let k = at;
  // A word of the lexicon is no part of such a name ("Spring Boot", "Head of RevOps"), but a language's or a town's may be
  // ("Mandarin Oriental", "Aman"), and a number's ("Four Seasons").
  const plainWord = (n: number) => ctx.tokens[n]!.numeric || ctx.phrasesAt(n).every((p) => p.entries.every((e) => e.kind === 'language' || (e.kind === 'place' && e.weak)));
  while (k < ctx.length) {
    // "Four Seasons, Aman, that level": the list's names end where its closing words begin.
    if (reads.length > 0 && (EXAMPLE_CLOSERS.has(ctx.tokens[k]!.folded) || ctx.key(k) === 'that')) return { reads, end: k };
    const found = readName(ctx, k, true);
    const read = found && (knownCompanyAt(ctx, k) || found.kind === 'place' || ctx.tokens.slice(k, found.end).every((_, n) => plainWord(k + n))) ? found : null;
    let end = read?.end ?? k;
    // A name may be a number of its own ("99", the Brazilian ride app).
    if (!read) while (end < ctx.length && end - k < 4 && (ctx.capitalised(end) || (end === k && ctx.tokens[end]!.numeric)) && ctx.isFree(end) && plainWord(end) && !joinsList(ctx, ctx.key(end)) && (end === k || !/[,()]/.test(ctx.gapBefore(end)))) end++;
    if (read?.kind === 'place' || end === k) return null;
    reads.push(read ?? { kind: 'company', names: [ctx.text(k, end)], end });
    if (/\)/.test(ctx.gapAfter(end - 1))) return { reads, end };
    const comma = /^\s*,\s*$/.test(ctx.gapAfter(end - 1));
    k = comma ? end : end + (joinsList(ctx, ctx.key(end)) && ctx.capitalised(end + 1) ? 1 : Infinity);
    if (k === Infinity || k >= ctx.length) return { reads, end };
  }
  return { reads, end: k };
}

/**
 * "5 years in luxury hotels (Four Seasons, Mandarin Oriental, Aman or similar level)", "3+ years
 * at a CRO (think IQVIA, Parexel)": a bracket of companies after a kind of employer gives
 * examples of it. They rank people who were there, ruling out nobody: returns their spans, which
 * the brief reads as preferences. Never the client's own companies, and never a bracket with a
 * place in it (whose names may say where).
 */
/** Words between a count and the kind it counts: "the big five banks", "the Big Four firms", "the three largest airlines". */
const COUNTED_KIND_WORDS = new Set(['big', 'largest', 'biggest', 'top', 'major', 'main', 'leading']);

/**
 * The count before the kind of employer right before token `bracket` ("one of the big five banks (") when it
 * counts `names` names: where its words start, and whether "at" puts the people there now; else null.
 */
function countedKindBefore(ctx: BriefContext, bracket: number, names: number): { start: number; at: boolean } | null {
  let k = bracket - 2;
  while (k >= 0 && COUNTED_KIND_WORDS.has(ctx.key(k) ?? '') && !ctx.tokens[k]!.breakAfter) k--;
  const count = ctx.tokens[k];
  if (!count || (numberWord(count.folded) ?? (/^\d+$/.test(count.key) ? Number(count.key) : null)) !== names || count.breakAfter) return null;
  let start = k;
  while (start > 0 && COUNTED_KIND_WORDS.has(ctx.key(start - 1) ?? '') && !ctx.tokens[start - 1]!.breakAfter) start--;
  if (ctx.key(start - 1) === 'the') start--;
  if (ctx.key(start - 1) === 'of' && ctx.key(start - 2) === 'one') start -= 2;
  return { start, at: ['at', 'with'].includes(ctx.key(start - 1) ?? '') };
}

export function exampleEmployers(ctx: BriefContext): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let i = 1; i < ctx.length; i++) {
    // "(Four Seasons, Aman or similar)", or after a dash to the end of the sentence: "— Four Seasons, Ritz-Carlton, Aman, that level."
    const dashed = /\s[—–-]\s*$/.test(ctx.gapBefore(i));
    if ((!/\(\s*$/.test(ctx.gapBefore(i)) && !dashed) || !ctx.isFree(i)) continue;
    if (ctx.tokens.slice(Math.max(0, i - CLIENT_REACH), i).some((t) => CLIENT_POSSESSIVES.has(t.folded))) continue;
    // After a title the bracket says what the people are or know ("Java-Entwickler (Spring Boot, Kafka)").
    if (endsRolePhrase(ctx, i - 1)) continue;
    const opener = EXAMPLE_OPENERS.find((words) => words.every((w, k) => ctx.tokens[i + k]?.folded === w)) ?? [];
    const list = bracketNames(ctx, i + opener.length);
    if (!list || list.reads.length < 2) continue;
    let end = list.end;
    while (end < ctx.length && !/\)/.test(ctx.gapBefore(end)) && (EXAMPLE_CLOSERS.has(ctx.tokens[end]!.folded) || ctx.key(end) === 'that') && ctx.isFree(end)) end++;
    if (dashed ? end === list.end || !(end === ctx.length || /[.;!?]/.test(ctx.gapAfter(end - 1))) : !/^\W*\)/.test(ctx.gapAfter(end - 1))) continue;
    // Examples by their own words ("think", "or similar", "..."), or after a kind of employer ("luxury hotels (…)"):
    // never a bracket that only lists ("Absolventen der TUM (Informatik, Abschluss 2020–2023)").
    const marked = opener.length > 0 || end > list.end || /\.\.\.|…/.test(ctx.gapAfter(end - 1)) || EMPLOYER_KINDS.has(ctx.key(i - 1) ?? '');
    if (!marked) continue;
    // "at one of the big five banks (RBC, TD, Scotiabank, BMO, CIBC)": a kind counted as many as the names is the
    // list itself, required: where the people are ("at") or were.
    const counted = countedKindBefore(ctx, i, list.reads.length);
    if (opener.length === 0 && end === list.end && counted !== null) {
      record(ctx, i, list.end, counted.at ? 'current' : 'ever', list.reads);
      ctx.claim(counted.start, i);
      i = end - 1;
      continue;
    }
    record(ctx, i, list.end, 'ever', list.reads);
    ctx.claim(list.end, end);
    spans.push([i, end]);
    i = end - 1;
  }
  return spans;
}
