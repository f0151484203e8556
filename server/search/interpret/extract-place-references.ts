// "nurses from the area", "Portfoliomanager aus der Region", "fisioterapeutas no Porto ou
// arredores", "local nurses": words that point back at a place the brief named. Where people are
// already wanted somewhere, they add nothing. Where the place was named only as the client's own
// ("We are a clinic in Leeds and we are looking for nurses from the area"), it becomes where the
// people are wanted: dropping the words would search everywhere. With no place named before them,
// a noun is left for the brief to ask about.
import { foldText } from '../text/normalise';
import { placeWithin } from '../vocab/places';
import type { BriefContext, FactOf } from './context';
import type { LexEntry } from './lexicon';
import { PLACE_BACK_REFERENCES } from './words';
import { CONNECTORS } from './words-i18n';

/** The six languages' nouns for a place named before ("the region", "l'agglomération", "os arredores"), folded. */
const BACK_REFERENCES = new Set([
  ...PLACE_BACK_REFERENCES, 'surroundings', 'vicinity', 'regiao', 'arredores', 'redondezas', 'region', 'alrededores', 'entorno', 'zona',
  'alentours', 'environs', 'agglomeration', 'umgebung', 'umland', 'gegend', 'regio', 'omgeving', 'omstreken', 'streek',
]);

/** What may stand right before such a noun: an article or "this" ("the area", "der Region", "la zona"), or "or"/"and" after the place ("Porto ou arredores"). */
const BEFORE_REFERENCE = new Set([
  'the', 'this', 'that', 'its', 'der', 'die', 'das', 'dieser', 'ihrer', 'la', 'le', 'l', 'les', 'cette', 'ses', 'a', 'o', 'os', 'as', 'da', 'do', 'das',
  'dos', 'na', 'no', 'nos', 'el', 'los', 'esta', 'sus', 'de', 'het', 'deze', 'haar', 'or', 'and', 'ou', 'e', 'y', 'et', 'und', 'oder', 'en', 'of',
]);

/** "the area of payments", "the state of Texas": what follows names it. */
const NAMED_AFTER = new Set(['of', 'de', 'do', 'da', 'del', 'du', 'des', 'von', 'van']);

/** "local", "lokale", "locaux": near the place named before. */
const LOCAL = new Set(['local', 'locals', 'locais', 'locales', 'locaux', 'locale', 'lokal', 'lokale', 'lokalen', 'lokaler', 'ortsansassig', 'ortsansassige', 'lokaal']);

type PlaceEntry = Extract<LexEntry, { kind: 'place' }>;

/** The capitalised place named nearest before token i, read or claimed (a client's own "in Zürich"); demonyms name no place. */
function placeBefore(ctx: BriefContext, i: number): PlaceEntry | null {
  for (let k = i - 1; k >= 0; k--) {
    if (!ctx.capitalised(k)) continue;
    for (let end = Math.min(i, k + ctx.lexicon.maxTokens); end > k; end--) {
      const key = ctx.tokens.slice(k, end).map((t) => t.key).join(' ');
      const entry = ctx.lexicon.entries.get(key)?.find((e): e is PlaceEntry => e.kind === 'place' && !e.demonym);
      if (entry) return entry;
    }
  }
  return null;
}

export function extractPlaceReferences(ctx: BriefContext): void {
  const wantedSomewhere = () => ctx.factsOf('place').some((p) => !p.exclude);
  for (let i = 0; i < ctx.length; i++) {
    const token = ctx.tokens[i]!;
    if (!ctx.isFree(i)) continue;
    const local = LOCAL.has(token.folded);
    const noun = BACK_REFERENCES.has(token.folded) || BACK_REFERENCES.has(token.key);
    const before = ctx.tokens[i - 1];
    if (!local && !(noun && before && !before.breakAfter && BEFORE_REFERENCE.has(before.folded))) continue;
    if (noun && NAMED_AFTER.has(ctx.tokens[i + 1]?.folded ?? '')) continue;
    const start = noun && ctx.isFree(i - 1) ? i - 1 : i;
    if (wantedSomewhere()) {
      ctx.claim(start, i + 1);
      continue;
    }
    const named = placeBefore(ctx, start);
    if (named) ctx.addFact({ kind: 'place', place: named.place, exclude: false, start, end: i + 1, text: ctx.text(start, i + 1) });
    else if (noun) ctx.askAbout(start, i + 1);
  }
}

/** Points of the compass, folded ("est" and "este" are French and Spanish small words too, and left out). */
const COMPASS = new Set([
  'north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'northeast', 'northwest', 'southeast', 'southwest', 'central', 'mid',
  'norte', 'sul', 'sur', 'leste', 'oeste', 'nord', 'sud', 'ouest', 'norden', 'suden', 'osten', 'westen', 'noord', 'zuid', 'oost', 'noorden', 'zuiden', 'oosten',
]);
/** "of the", "de la", "van het" between a compass word and its place. */
const PART_OF = new Set([...NAMED_AFTER, 'the', 'la', 'le', 'l', 'het', 'der', 'dem', 'o', 'a', 'el']);

/**
 * "the North of England", "Northern England", "no norte de Portugal": a part of a place no map
 * draws. Read as the place, it would widen to all of it; the compass word alone is no place
 * either (Cameroon's North region). In a wish the place ranks people; elsewhere the brief asks.
 * A named area keeps its name ("Southern California", "North Carolina", "South Africa").
 */
export function compassParts(ctx: BriefContext, optional: ReadonlyArray<readonly [number, number]>): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!COMPASS.has(ctx.tokens[i]!.folded)) continue;
    let end = i + 1;
    while (end < ctx.length && COMPASS.has(ctx.tokens[end]!.folded) && !ctx.tokens[end - 1]!.breakAfter) end++;
    // A place read from the compass words alone, or free words.
    const own = ctx.factsOf('place').filter((p) => p.start >= i && p.start < end);
    if (own.some((p) => p.end > end) || !ctx.tokens.slice(i, end).every((_, k) => ctx.isFree(i + k) || own.some((p) => p.start <= i + k && i + k < p.end))) continue;
    let at = end;
    while (at < ctx.length && at - end < 3 && PART_OF.has(ctx.tokens[at]!.folded) && !ctx.tokens[at - 1]!.breakAfter) at++;
    if (!ctx.factsOf('place').some((p) => p.start === at && !p.exclude) || ctx.tokens[at - 1]!.breakAfter) continue;
    if (optional.some(([from, to]) => i >= from && at <= to)) {
      for (const part of own) ctx.facts.splice(ctx.facts.indexOf(part), 1);
      ctx.claim(i, at);
    } else {
      for (const part of own) ctx.dropFact(part);
      ctx.askAbout(i, end);
    }
    i = at - 1;
  }
}

/** "within commuting distance of Leicester", "commutable to Leeds": near the place that follows, read as it. */
const WITHIN_REACH = /\b(?:(?:living |based )?within (?:an? )?(?:easy |reasonable |short )?(?:commuting|commutable|commute|driving|travel(?:l?ing)?) (?:distance|range|reach) (?:of|to|from)|commutable (?:to|from)|within commute of)\b/g;

export function claimCommutingDistance(ctx: BriefContext): void {
  for (const { start, end } of ctx.freeMatches(WITHIN_REACH)) ctx.claim(start, end);
}

/** "or" and "and" in the six languages (folded), which may join the places of a list besides its commas. */
const PLACE_LIST_LINKS = new Set(['or', 'and', ...Object.values(CONNECTORS).flatMap((c) => [...c.or, ...c.and]).map(foldText)]);

/** Words that make the places after them examples of the larger one, never all of it: "(e.g. Utah, Colorado)". */
const EXAMPLE_MARKERS = new Set(['eg', 'e', 'g', 'like', 'such', 'including', 'incl', 'especially', 'esp', 'mainly', 'mostly', 'ideally', 'preferably', 'zb', 'bv', 'ex', 'p', 'por', 'como', 'comme', 'wie', 'zoals', 'sobretudo', 'surtout', 'vooral', 'v']);

/**
 * "health systems in the Mountain West (Utah, Colorado, Idaho, Arizona)", "in the Nordics: Sweden,
 * Norway, Denmark, Finland — skip Iceland": a list right after a place, in brackets or after a
 * colon, of places inside it says which parts of it are meant. The larger place's name goes (read with them, it
 * widened the list to all of it, or asked which was meant); examples ("e.g.", "like", "etc.") leave
 * the larger place as it is.
 */
export function placesNamedByTheirParts(ctx: BriefContext): void {
  const places = ctx.factsOf('place').filter((place) => !place.exclude).sort((a, b) => a.start - b.start);
  for (const outer of places) {
    const opening = ctx.gapAfter(outer.end - 1);
    if (!/^\s*[(:]\s*$/.test(opening)) continue;
    const parts: Array<FactOf<'place'>> = [];
    let at = outer.end;
    for (const place of places.filter((p) => p.start >= outer.end)) {
      const between = ctx.tokens.slice(at, place.start);
      if (!between.every((t) => PLACE_LIST_LINKS.has(t.folded))) break;
      if (!placeWithin(place.place, outer.place)) break;
      parts.push(place);
      at = place.end;
      if (/\)/.test(ctx.gapAfter(place.end - 1)) || /[.;!?]/.test(ctx.gapAfter(place.end - 1))) break;
    }
    // The list is the whole of the brackets, or of the clause after the colon.
    const rest = ctx.gapAfter(at - 1);
    const whole = opening.includes('(') ? /^\s*\)/.test(rest) : at === ctx.length || /^\s*(?:[.;!?\n—–]|-\s)/.test(rest);
    const examples = EXAMPLE_MARKERS.has(ctx.tokens[outer.end]?.key ?? '');
    if (parts.length < 2 || !whole || examples) continue;
    ctx.facts.splice(ctx.facts.indexOf(outer), 1);
    ctx.claim(outer.start, outer.end);
  }
}
