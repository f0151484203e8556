// Job titles beyond the tech taxonomy: the ESCO occupations ("dental hygienist", "sommelier",
// "journeyman electrician") and the professions briefs name in Portuguese, Spanish, French, German
// and Dutch ("verpleegkundigen", "advogados trabalhistas"). A title is kept as the brief wrote it
// (English words for another language's), matched on people's titles word for word: never
// replaced by a broader known role. It runs before the lexicon pass and takes a phrase only where
// it is longer than any role phrase the lexicon knows at that place, so "software engineer" stays
// the taxonomy's role while "nurse practitioner" is no longer read as "nurse".
import { phraseKey, singular } from '../text/normalise';
import { TITLE_SHORTHAND } from '../vocab/title-spellings';
import { occupationByTitle, occupationOf } from '../vocab/occupations';
import { ROLE_BY_KEY } from '../vocab/roles';
import { PROFESSION_WORDS, TITLE_MODIFIER_WORDS } from '../vocab/profession-words';
import type { BriefContext, FactOf } from './context';
import { roleOf, type LexEntry } from './lexicon';
import { titleFact } from './extract-titles';
import { lazyTable, longestPhraseAt, phraseTable, rows, tokenKeys, type PhraseTable } from './phrase-table';
import { COMPANY_NOUNS, LINKING_VERBS, SEARCH_VERBS, STOPWORDS, VAGUE_ADJECTIVES } from './words';

/** Another language's profession -> its English title. */
const professionTranslations = lazyTable(() => phraseTable(rows(PROFESSION_WORDS)));
/** A word narrowing the profession before it (Portuguese, Spanish, French) -> its English word. */
const titleModifiers = lazyTable(() => phraseTable(rows(TITLE_MODIFIER_WORDS)));

/** The occupations' titles, as phrase keys (occupationByTitle keys them so). */
const occupationTitles = lazyTable((): PhraseTable<true> => ({ map: new Map([...occupationByTitle().keys()].map((key) => [key, true])), maxTokens: 5 }));

const FILLER = [STOPWORDS, SEARCH_VERBS, VAGUE_ADJECTIVES, COMPANY_NOUNS, LINKING_VERBS];

/** Whether token i starts a word for people: a role or profession in any of the briefs' languages ("lawyers", "advogados", "people"). */
export function namesPeopleAt(ctx: BriefContext, i: number): boolean {
  return ctx.kindAt(i, 'role') !== null || ctx.kindAt(i, 'people') !== null || longestPhraseAt(ctx, i, professionTranslations()) !== null;
}

/** The longest role phrase the lexicon (or a fact) has at token i, in tokens. */
function knownRoleLength(ctx: BriefContext, i: number): number {
  const phrase = ctx.phrasesAt(i).find((p) => p.entries.some((e) => e.kind === 'role'));
  return phrase ? phrase.end - i : 0;
}

/**
 * A title the taxonomy takes as a synonym of one of its roles, when it names one kind of that role
 * (namesKindOf) or the occupations classification holds it as a job of its own apart from that
 * role's ("bookkeeper" for Accountant, "boekhouder" read as bookkeeper): that title, never the
 * neighbouring or wider role. Null where the taxonomy decides, always so for software roles (the
 * classification files "QA Engineer" under manufacturing).
 */
export function ownTitle(written: string, entry: Extract<LexEntry, { kind: 'role' }>): string | null {
  if (entry.roleKeys.length !== 1 || entry.group) return null;
  if (['engineering', 'data'].includes(ROLE_BY_KEY.get(entry.roleKeys[0]!)?.fn ?? '')) return null;
  if (namesKindOf(written, entry.roleKeys[0]!)) return written;
  const own = occupationByTitle().get(written);
  const labelled = occupationOf(entry.label);
  return own && labelled && own !== labelled ? written : null;
}

/** Each word of a title, its shorthand spelled out ("ux designer" -> user, experience, designer). */
function spelledOut(title: string): string[] {
  return title.split(' ').flatMap((word) => (TITLE_SHORTHAND.find(([short]) => short === word)?.[1] ?? word).split(' '));
}

/**
 * A phrase of a role that names one kind of it: a title the taxonomy files as a narrower job of the
 * role ("copywriter" of Content Marketing Manager, "tax advisor" of Auditor), or the role's head
 * noun with words its name lacks ("privacy counsel" of Legal Counsel, "chartered accountant" of
 * Accountant). Reading it as the role would widen it to the whole family. The role's other titles
 * are its own names in other words ("solutions engineer" of Sales Engineer), and so are the name's
 * own words spelled out ("user experience designer").
 */
function namesKindOf(written: string, roleKey: string): boolean {
  const role = ROLE_BY_KEY.get(roleKey);
  if (!role) return false;
  // A kind by its name or its letters ("gp": General Practitioner, no physician of any kind).
  if (role.kinds.some((title) => phraseKey(title) === written || phraseKey(title) === spelledOut(written).join(' '))) return true;
  // A lone word is the role's shorthand, or a credential its holders hold ("cpa": Accountant, with the CPA read as a skill by scan-lexicon).
  if (!written.includes(' ') || role.titles.some((title) => phraseKey(title) === written)) return false;
  const words = spelledOut(written);
  // The head noun of the role's name or of one of its kinds, with words it lacks: "lab scientist",
  // "computational biologist" (a kind of the Scientist's Biologist).
  return [role.label, ...role.kinds].some((name) => {
    const named = spelledOut(phraseKey(name)).map(singular);
    return words.at(-1) === named.at(-1) && words.some((word) => !named.includes(word));
  });
}

/** A role phrase of the lexicon (`key`, as it keys it) at start..end as a role fact: the title itself where it is one of its own (see ownTitle), else the taxonomy's role. */
export function lexiconRoleFact(ctx: BriefContext, key: string, entry: Extract<LexEntry, { kind: 'role' }>, start: number, end: number): FactOf<'role'> {
  const title = ownTitle(key, entry);
  const text = ctx.text(start, end);
  return title ? titleFact(title, start, end, text) : { ...roleOf(entry), start, end, text };
}

/** The English title as a role fact: the taxonomy's role, or the title itself (see ownTitle). */
export function englishTitle(ctx: BriefContext, english: string, start: number, end: number): FactOf<'role'> {
  const key = phraseKey(english);
  const entry = ctx.lexicon.entries.get(key)?.find((e) => e.kind === 'role');
  return entry?.kind === 'role' ? lexiconRoleFact(ctx, key, entry, start, end) : titleFact(key, start, end, ctx.text(start, end), english);
}

/** The longest title from token i that is longer than the lexicon's role phrase there (`known` tokens), as a role fact. */
function titleAt(ctx: BriefContext, i: number, known: number): FactOf<'role'> | null {
  // Another language's profession wins a tie with the lexicon's phrase ("boekhouder" is a bookkeeper, not the lexicon's accountant).
  const foreign = foreignProfessionAt(ctx, i, Math.max(0, known - 1));
  // Words the lexicon knows as something else ("Go", "consumer goods") are not a title here.
  const keyOf = (start: number, end: number) => tokenKeys(ctx, start, end).filter((key) => !ctx.lexicon.entries.get(key)?.some((e) => e.kind !== 'role'));
  const occupation = longestPhraseAt(ctx, i, occupationTitles(), { minTokens: known, keyOf });
  if (foreign && foreign.end >= (occupation?.end ?? 0)) return englishTitle(ctx, foreign.meaning, i, foreign.end);
  if (!occupation) return null;
  const key = keyOf(i, occupation.end).find((k) => occupationTitles().map.has(k))!;
  const text = ctx.text(i, occupation.end);
  // A title written as its capitals keeps them ("CIOs": CIO, not Cio).
  const capitals = /^(\p{Lu}{2,5})s?$/u.exec(text)?.[1];
  return { ...titleFact(key, i, occupation.end, text), ...(capitals ? { label: capitals } : {}) };
}

/**
 * Another language's profession at token i in English, with the word narrowing it that follows
 * ("farmacêuticos hospitalares": hospital pharmacist): the kind of job belongs to the title.
 */
function foreignProfessionAt(ctx: BriefContext, i: number, minTokens = 0): { end: number; meaning: string } | null {
  const profession = longestPhraseAt(ctx, i, professionTranslations(), { minTokens });
  if (!profession) return null;
  const modifier = longestPhraseAt(ctx, profession.end, titleModifiers());
  return modifier ? { end: modifier.end, meaning: `${modifier.meaning} ${profession.meaning}` } : profession;
}

/** Where another language's profession starting at token i ends ("arquitetos", "eletricistas industriais"), or null. */
export function foreignProfessionEnd(ctx: BriefContext, i: number): number | null {
  return foreignProfessionAt(ctx, i)?.end ?? null;
}

/**
 * Whether words for people end right before token `end`, starting up to three tokens before it: a
 * role or people phrase of the lexicon, another language's profession, or a title of the
 * occupations classification ("dispatchers for a trucking outfit"). For readers that run before
 * the roles are read.
 */
export function peopleEndBefore(ctx: BriefContext, end: number): boolean {
  if (end === 0 || ctx.tokens[end - 1]!.breakAfter) return false;
  for (let start = Math.max(0, end - 3); start < end; start++) {
    if (ctx.phrasesAt(start).some((p) => p.end === end && p.entries.some((e) => e.kind === 'role' || e.kind === 'people'))) return true;
    if (foreignProfessionEnd(ctx, start) === end || longestPhraseAt(ctx, start, occupationTitles())?.end === end) return true;
  }
  return false;
}

/** Where an industry phrase that covers token i and starts up to two free tokens before it ends; -1 when none does. */
function industryEndAround(ctx: BriefContext, i: number): number {
  let end = -1;
  for (let j = Math.max(0, i - 2); j < i; j++) {
    if (!ctx.spanFree(j, i)) continue;
    for (const phrase of ctx.phrasesAt(j)) if (phrase.end > i && phrase.entries.some((e) => e.kind === 'industry')) end = Math.max(end, phrase.end);
  }
  return end;
}

export function extractOccupations(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    // A vague word is filler ("quality candidates", "high quality engineers") unless it begins a title of its own ("quality engineer").
    const key = ctx.tokens[i]!.key;
    const filler = FILLER.some((words) => words.has(key));
    // A small word begins no title of its own here ("IT managers" keeps its capitals by keepTitleModifiers).
    if (STOPWORDS.has(key)) continue;
    const known = knownRoleLength(ctx, i);
    const title = titleAt(ctx, i, known);
    // Inside an industry's name the lexicon reads whole ("indústria farmacêutica" is no pharmacist),
    // unless the title runs past it ("cabinets d'avocats d'affaires": the corporate lawyers).
    if (title && title.end <= industryEndAround(ctx, i)) continue;
    // A vague word after another, or a filler word, begins no title but one of its own words ("company secretary").
    if (filler && (!title || title.end - i < 2 || (VAGUE_ADJECTIVES.has(key) && VAGUE_ADJECTIVES.has(ctx.key(i - 1) ?? '')))) {
      // A role phrase of the lexicon that this word begins ("brand marketing manager") is the lexicon pass's, whole.
      if (known >= 2) i += known - 1;
      continue;
    }
    if (title) {
      ctx.addFact(title);
      i = title.end - 1;
    } else if (known > 0) {
      // Inside a role phrase the lexicon knows ("chief marketing officer") no shorter title starts.
      i += known - 1;
    }
  }
}
