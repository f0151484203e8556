// Pilots' type ratings: "type rating voor de Boeing 737", "A320 type-rated", "pilotos A320". The
// words of the rating belong to the aircraft's skill (the lexicon reads the type alone), and the
// Romance word for a pilot, which alone could be a racing driver's or a drone's, is an aircraft
// pilot beside an aircraft type.
import type { BriefContext, FactOf } from './context';
import { titleFact } from './extract-titles';

/** The skills of aircraft types (skills.ts names them by their maker). */
const isAircraft = (skill: string) => /^(?:Airbus|Boeing|ATR|Embraer) /.test(skill);

const RATING = new Set(['type', 'rating', 'rate', 'rated', 'ratings']);
/** "type rating for the 737", "type rating voor de Boeing 737", "type rating für die A320". */
const FOR = new Set(['for', 'on', 'voor', 'op', 'fur', 'auf', 'pour', 'sur', 'para', 'em', 'en', 'de', 'do', 'del', 'du']);
const ARTICLES = new Set(['the', 'a', 'an', 'de', 'het', 'die', 'der', 'le', 'la', 'l', 'o', 'el']);
/** Words for a pilot that name other drivers too ("piloto de Fórmula 1"): a pilot only beside an aircraft. */
const PILOT_WORDS = new Set(['piloto', 'pilotos', 'pilota', 'pilotas', 'pilote', 'pilotes']);

/** Where the rating's words before the type start ("type rating for the"), or `start` when there are none. */
function ratingBefore(ctx: BriefContext, start: number): number {
  let k = start;
  if (k > 0 && ARTICLES.has(ctx.key(k - 1) ?? '') && ctx.isFree(k - 1)) k--;
  if (k > 0 && FOR.has(ctx.key(k - 1) ?? '') && ctx.isFree(k - 1)) k--;
  let rating = k;
  while (rating > 0 && RATING.has(ctx.key(rating - 1) ?? '') && ctx.isFree(rating - 1) && !ctx.tokens[rating - 1]!.breakAfter) rating--;
  return rating < k && ctx.key(rating) === 'type' ? rating : start;
}

/** Where the rating's words after the type end ("type rating", "type-rated"), or `end` when there are none. */
function ratingAfter(ctx: BriefContext, end: number): number {
  let k = end;
  while (k < ctx.length && RATING.has(ctx.key(k) ?? '') && ctx.isFree(k) && !ctx.tokens[k - 1]!.breakAfter) k++;
  return k > end && ctx.key(end) === 'type' ? k : end;
}

export function typeRatings(ctx: BriefContext): void {
  for (const skill of [...ctx.factsOf('skill')].filter((f) => isAircraft(f.skill))) {
    const start = ratingBefore(ctx, skill.start);
    const end = ratingAfter(ctx, skill.end);
    let rated: FactOf<'skill'> = skill;
    if (start !== skill.start || end !== skill.end) {
      rated = { ...skill, start, end, text: ctx.text(start, end) };
      ctx.replaceFact(skill, rated);
    }
    for (const at of [rated.start - 1, rated.end]) {
      const word = ctx.tokens[at];
      if (!word || !ctx.isFree(at) || !PILOT_WORDS.has(word.folded)) continue;
      if ((at < rated.start ? word : ctx.tokens[rated.end - 1]!).breakAfter) continue;
      ctx.addFact(titleFact('pilot', at, at + 1, ctx.text(at, at + 1)));
    }
  }
}
