// A name where a place is expected that no map knows ("engineers in Xyzzyville"): dropping it
// would verify people from anywhere, so it becomes an `unknown` fact and the brief asks. A near
// spelling of a real city ("Bratislva") is read as that city when exactly one is that close. An
// organisation's initials after "in the" ("in the NHS") are where people work, no place.
import { editDistance } from '../text/fuzzy';
import { foldText } from '../text/normalise';
import { getGazetteer, type GazetteerCity } from '../vocab/gazetteer';
import { MONTHS, type BriefContext } from './context';
import { STOPWORDS } from './words';

const WHERE = new Set(['in', 'near', 'around', 'across', 'based', 'located', 'outside']);
/** Cities large enough that a misspelling of their name is worth reading as them. */
const TYPO_MIN_POPULATION = 100_000;

function typoCity(text: string): GazetteerCity | null {
  const key = foldText(text);
  if (key.length < 6) return null;
  const max = key.length >= 9 ? 2 : 1;
  let best: GazetteerCity | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const city of getGazetteer().cities) {
    if (city.population < TYPO_MIN_POPULATION) break; // largest first
    const name = foldText(city.name);
    if (name[0] !== key[0] || Math.abs(name.length - key.length) > max) continue;
    const d = editDistance(key, name, max);
    if (d > max) continue;
    if (d < bestDistance) {
      best = city;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance && best?.name !== city.name) tie = true;
  }
  return tie ? null : best;
}

export function extractUnknownPlaces(ctx: BriefContext): void {
  const mixedCase = /\p{Ll}/u.test(ctx.brief) && /\p{Lu}/u.test(ctx.brief);
  if (!mixedCase) return; // an all-lower-case word after "in" is as likely "in general": it is reported, not asked about
  for (let i = 0; i < ctx.length - 1; i++) {
    const key = ctx.tokens[i]!.key;
    if (!WHERE.has(key) || ctx.tokens[i]!.breakAfter) continue;
    let at = i + 1;
    if (key === 'based' || key === 'located') {
      if (ctx.tokens[at]?.key !== 'in') continue;
      at++;
    }
    const the = ctx.tokens[at]?.key === 'the';
    if (the) at++;
    // "in the NHS", "in the UN": an organisation's initials no map knows are where people work.
    if (key === 'in' && the && ctx.isFree(at) && /^\p{Lu}{2,6}$/u.test(ctx.tokens[at]?.raw ?? '') && (at + 1 === ctx.length || ctx.tokens[at]!.breakAfter || !ctx.capitalised(at + 1))) {
      ctx.addFact({ kind: 'company', when: 'current', names: [ctx.tokens[at]!.raw], start: i, end: at + 1, text: ctx.text(i, at + 1) });
      i = at;
      continue;
    }
    let end = at;
    while (end < ctx.length && end - at < 4 && ctx.isFree(end) && ctx.capitalised(end) && !ctx.tokens[end]!.numeric && !/\d/.test(ctx.tokens[end]!.raw)) {
      const k = ctx.tokens[end]!.originalKey;
      // "in September": a time, not a place the map lacks.
      if (STOPWORDS.has(k) || ctx.lexicon.vocabulary.has(k) || MONTHS.has(ctx.tokens[end]!.folded)) break;
      end++;
      if (ctx.tokens[end - 1]!.breakAfter) break;
    }
    if (end === at || ctx.tokens.slice(at, end).some((t) => t.raw.length < 3)) continue;
    const text = ctx.text(at, end);
    const city = typoCity(text);
    if (city) {
      ctx.addFact({ kind: 'place', place: { label: city.name, level: 'city', cityIds: [city.id], regionCodes: [], countryCodes: [] }, exclude: key === 'outside', start: at, end, text });
    } else {
      ctx.addFact({ kind: 'unknown', what: 'place', start: at, end, text });
    }
    i = end - 1;
  }
}
