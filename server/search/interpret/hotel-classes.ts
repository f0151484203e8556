// "at least one 5* hotel", "hotel de cinco estrelas", "hôtel 5 étoiles": a hotel's stars are its
// class, a kind of hotel people's own text shows ("Four Seasons, 5-star"), never reviews of the
// person (the stars alone had been "Reviews and ratings", which no profile shows).
import type { BriefContext } from './context';
import { FOR_A } from './words-i18n';

const FIVE = new Set(['5', 'five', 'cinco', 'cinq', 'funf', 'vijf']);
const STARS = new Set(['star', 'stars', 'estrela', 'estrelas', 'estrella', 'estrellas', 'etoile', 'etoiles', 'sterne', 'sterren', 'sternen']);
const HOTELS = new Set(['hotel', 'hotels', 'hotelaria', 'hotelero', 'hotelera', 'hoteleiro', 'hoteleira', 'hotellerie', 'hotelgruppe', 'resort', 'resorts', 'property', 'properties']);
const LINKS = new Set(['de', 'a', 'of', 'mit', 'met']);

/** Where the stars written at token `at` end ("5-star", "5*", "five star", "cinco estrelas"), or -1. */
function starsAt(ctx: BriefContext, at: number): number {
  if (!FIVE.has(ctx.tokens[at]?.folded ?? '')) return -1;
  if (/^\s*\*/.test(ctx.gapAfter(at))) return at + 1;
  return STARS.has(ctx.tokens[at + 1]?.folded ?? '') && !ctx.tokens[at]!.breakAfter ? at + 2 : -1;
}

export function hotelClasses(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const end = starsAt(ctx, i);
    if (end < 0 || !ctx.spanFree(i, end)) continue;
    // The hotel right after the stars ("5* hotel", "five-star resorts") or before them ("hotel de cinco estrelas").
    const after = HOTELS.has(ctx.tokens[end]?.folded ?? '') && !ctx.tokens[end - 1]!.breakAfter ? end + 1 : -1;
    const linked = LINKS.has(ctx.tokens[i - 1]?.folded ?? '') ? i - 1 : i;
    const before = HOTELS.has(ctx.tokens[linked - 1]?.folded ?? '') && !ctx.tokens[linked - 1]!.breakAfter ? linked - 1 : -1;
    const [first, stop] = after > 0 ? [i, after] : before >= 0 ? [before, end] : [-1, -1];
    if (first < 0 || !ctx.spanFree(first, stop)) continue;
    let start = first;
    // "un diretor de F&B para um hotel de cinco estrelas", "for a 5-star resort": the client's hotel, where the work is.
    const forA = FOR_A[ctx.language];
    if (ctx.tokens[first - 2]?.folded === forA.for && forA.articles.has(ctx.tokens[first - 1]?.folded ?? '') && ctx.spanFree(first - 2, first) && ctx.spanUnbroken(first - 2, first + 1)) {
      ctx.claim(first - 2, stop);
      i = stop - 1;
      continue;
    }
    // "at least one 5* hotel": how many such hotels, any one of which the text shows.
    const count = [['at', 'least', 'one'], ['one'], ['a']].find((words) => words.every((w, k) => ctx.key(start - words.length + k) === w));
    if (count && ctx.spanFree(start - count.length, start)) start -= count.length;
    ctx.addFact({
      kind: 'topic', words: ['5', 'star', 'hotel'], label: '5-star hotel', start, end: stop, text: ctx.text(start, stop),
      phrases: [['5', 'star', 'hotel'], ['five', 'star', 'hotel'], ['5', 'star'], ['five', 'star'], ['luxury', 'hotel']],
    });
    i = stop - 1;
  }
}
