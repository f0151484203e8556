// Protected characteristics (age, gender, ethnicity, religion, health, family, nationality as a
// proxy): never a filter. The words are taken out of every other reading (an age limit is not
// years of experience) and the brief asks the client to leave them out (clarify.ts).
import { AGE_LIMIT_PATTERNS, PROTECTED_LOOKALIKES, PROTECTED_PHRASES } from '../vocab/protected';
import { placeWithin } from '../vocab/places';
import type { BriefContext } from './context';
import { isAskingIn, isFiller } from './coverage';
import { ORGANISATIONS } from './words';
import { lazyTable, longestPhraseAt, phraseTable, rows, tokenKeys } from './phrase-table';

/** Phrase -> its category, or null for an innocent phrase that holds a protected word ("black belt", "react native"). */
const protectedPhrases = lazyTable(() => phraseTable<string | null>([...PROTECTED_LOOKALIKES.map((phrase) => [phrase, null] as const), ...rows(PROTECTED_PHRASES)]));

/** Words between a job and whom it serves: "cuidadores de idosos", "care for the elderly", "Pflege für Senioren". */
const SERVED_LINKS = new Set(['de', 'do', 'da', 'dos', 'das', 'of', 'for', 'fur', 'pour', 'para', 'voor', 'van', 'aux', 'a']);
/** The elderly, as those served (folded). */
const ELDERLY = new Set(['elderly', 'idosos', 'idosas', 'idoso', 'ancianos', 'mayores', 'personas', 'personnes', 'senioren', 'ouderen', 'older']);

const AGE_PATTERNS = AGE_LIMIT_PATTERNS.map((pattern) => new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`));

export function extractProtected(ctx: BriefContext): void {
  for (const pattern of AGE_PATTERNS) {
    for (const { start, end } of ctx.freeMatches(pattern)) {
      if (ctx.spanFree(start, end)) ctx.addFact({ kind: 'protected', category: 'age', start, end, text: ctx.text(start, end) });
    }
  }
  // Matched on the words as written before their singular keys: "men" is not "man".
  const keyOf = (start: number, end: number) => [ctx.tokens.slice(start, end).map((t) => t.folded).join(' '), ...tokenKeys(ctx, start, end)];
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const found = longestPhraseAt(ctx, i, protectedPhrases(), { keyOf });
    // A word of the brief's own language's asking ("Dame un listado": Spanish "give me") describes
    // nobody, whatever it means in another language (Dutch "dames", women).
    if (!found || insidePlaceName(ctx, i) || (found.end === i + 1 && isAskingIn(ctx.language, ctx.tokens[i]!))) continue;
    // The longest phrase decides: an innocent one ("react native") is skipped whole, and a faith
    // before an organisation ("Catholic schools", "Jewish hospitals") is the organisation's.
    const organisation = found.meaning === 'religion' && ORGANISATIONS.has(ctx.key(found.end) ?? '') && !ctx.tokens[found.end - 1]!.breakAfter;
    // "cuidadores de idosos", "care for the elderly": whom the people serve, which their work shows (a known topic), not their age.
    const served = found.meaning === 'age' && SERVED_LINKS.has(ctx.key(i - 1) === 'the' ? ctx.key(i - 2) ?? '' : ctx.key(i - 1) ?? '') && ELDERLY.has(ctx.tokens[i]!.folded);
    if (found.meaning !== null && !organisation && !served) ctx.addFact({ kind: 'protected', category: found.meaning, start: i, end: found.end, text: ctx.text(i, found.end) });
    i = found.end - 1;
  }
}

/** Token i is a word of a place's name of several words ("Ribeirão Preto", "Black Forest"): no person is described. */
function insidePlaceName(ctx: BriefContext, i: number): boolean {
  for (let start = Math.max(0, i - 3); start <= i; start++) {
    if (ctx.phrasesAt(start).some((p) => p.end > i && p.end - start >= 2 && p.entries.some((e) => e.kind === 'place'))) return true;
  }
  return false;
}

/**
 * "French engineers in Berlin": beside a place its country does not hold, a demonym does not say
 * where people are (that is Berlin) but their nationality, which the service never searches by.
 * The brief asks, as for any protected characteristic, instead of reading "France or Berlin".
 * Beside places all in its country ("German engineers in Berlin") those places say where: the
 * demonym adds nothing, and read as "Germany or Berlin" it would widen Berlin to Germany.
 */
export function nationalitiesBesidePlaces(ctx: BriefContext): void {
  const places = ctx.factsOf('place').filter((p) => !p.exclude);
  const others = places.filter((p) => !p.demonym);
  if (others.length === 0) return;
  for (const fact of places.filter((p) => p.demonym)) {
    const at = ctx.facts.indexOf(fact);
    if (others.every((other) => placeWithin(other.place, fact.place))) ctx.facts.splice(at, 1);
    else ctx.facts.splice(at, 1, { kind: 'protected', category: 'nationality', start: fact.start, end: fact.end, text: fact.text });
  }
}

/**
 * "preferably not Venezuelan", "que no sean venezolanos": a country's name for its people that no
 * reading took (it stands before no people it would place) says what they are, a nationality. The
 * brief asks, even where the words stand in a wish, which ranks people by it all the same.
 */
export function loneDemonyms(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const demonym = ctx.phrasesAt(i).find((p) => ctx.spanFree(i, p.end) && p.entries.some((e) => e.kind === 'place' && e.demonym && e.place.level === 'country'));
    // "spanish would be nice": a language's name as well, more likely the language.
    if (!demonym || demonym.entries.some((e) => e.kind === 'language')) continue;
    // "een Belgisch bier", "a Belgian beer campaign": before a thing it names, no one's nationality (the thing is asked about).
    const next = demonym.end < ctx.length && !ctx.tokens[demonym.end - 1]!.breakAfter ? ctx.tokens[demonym.end]! : null;
    if (next && ctx.isFree(demonym.end) && !isFiller(next) && !ctx.phrasesAt(demonym.end).some((p) => p.entries.some((e) => e.kind === 'people' || e.kind === 'role'))) continue;
    ctx.addFact({ kind: 'protected', category: 'nationality', start: i, end: demonym.end, text: ctx.text(i, demonym.end) });
    i = demonym.end - 1;
  }
}
