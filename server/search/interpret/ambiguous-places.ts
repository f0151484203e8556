// Place names that mean two places the brief does not choose between: "Cambridge" (England or
// Massachusetts), "Georgia" (the country or the US state). A wrong guess verifies people in the
// wrong country, so the brief asks; a qualifier ("Cambridge, UK", "Atlanta, Georgia") or another
// place in the same country decides. Lower-case letters after "in" ("in ca") are the US state,
// as job searches write them.
import { foldText } from '../text/normalise';
import { COUNTRY_BY_CODE } from '../vocab/countries';
import { citiesNamed, getGazetteer, type GazetteerCity } from '../vocab/gazetteer';
import { cityLocation, placeWithin } from '../vocab/places';
import { MONTHS, type BriefContext, type FactOf } from './context';
import type { BriefLanguage } from './language';
import { DETERMINERS } from './words';

/** A city at least this large shadows a country or region that shares its name only as an alias. */
const CITY_SHADOWS_AREA = 100_000;

const US_TERRITORIES = new Set(['puerto rico', 'guam', 'us virgin islands', 'united states virgin islands', 'american samoa', 'northern mariana islands']);

/** Folded names of countries and first-level regions, each with the countries that hold a place of that name. */
type Area = { country: string; what: 'country' | 'region' };
let areaCountries: Map<string, Area[]> | null = null;

function areasNamed(text: string): Area[] {
  if (!areaCountries) {
    areaCountries = new Map();
    const add = (name: string, country: string, what: Area['what']) => {
      const key = foldText(name);
      const list = areaCountries!.get(key) ?? [];
      if (!list.some((a) => a.country === country && a.what === what)) list.push({ country, what });
      areaCountries!.set(key, list);
    };
    const map = getGazetteer();
    // Primary names only: an alternate name in another language ("Guyane") is not what a brief means.
    for (const country of map.countries) add(country.name, country.code, 'country');
    // Regions only of the countries people are searched in: Malta's Victoria does not make Australia's ambiguous.
    for (const region of map.regions) if (COUNTRY_BY_CODE.has(region.countryCode)) add(region.name, region.countryCode, 'region');
  }
  return areaCountries.get(foldText(text)) ?? [];
}

/**
 * Second-level provinces the map does not hold (it knows countries and their first-level regions)
 * that share the name of a region it knows, both meant as often: Belgium's Limburg beside the
 * Netherlands'. (Belgium's Luxembourg is not here: briefs that say "Luxembourg" mean the country.)
 */
const PROVINCES_ABROAD: ReadonlyMap<string, { name: string; country: string }> = new Map([
  ['limburg', { name: 'Limburg', country: 'BE' }],
]);

const countryName = (code: string) => COUNTRY_BY_CODE.get(code)?.name ?? getGazetteer().countryByCode.get(code)?.name ?? code;

/** The countries a place fact lies in. */
function countriesOf(fact: FactOf<'place'>): string[] {
  const { cityIds, regionCodes, countryCodes } = fact.place;
  return [...new Set([...cityIds.map((id) => cityLocation(id)?.countryCode ?? ''), ...regionCodes.map((code) => code.split('-')[0]!), ...countryCodes])];
}

/** The large city elsewhere that a country's or region's name also names ("Salvador": El Salvador, and Salvador, Bahia). */
function shadowingCity(fact: FactOf<'place'>): GazetteerCity | null {
  if (fact.place.level !== 'region' && fact.place.level !== 'country') return null;
  const own = countriesOf(fact);
  const name = fact.place.label.replace(/ \(.*\)$/, '');
  if (foldText(name) === foldText(fact.text)) return null;
  return citiesNamed(fact.text).find((c) => foldText(c.name) === foldText(fact.text) && c.population >= CITY_SHADOWS_AREA && !own.includes(c.countryCode)) ?? null;
}

/** Where each language of a brief is the country's own: a Portuguese brief's "Salvador" is in Brazil. */
const SPOKEN_IN: Record<BriefLanguage, readonly string[]> = {
  en: [],
  pt: ['BR', 'PT', 'AO', 'MZ'],
  es: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'EC', 'GT', 'CU', 'BO', 'DO', 'HN', 'PY', 'SV', 'NI', 'CR', 'PA', 'UY'],
  fr: ['FR', 'BE', 'CH', 'LU', 'MC'],
  de: ['DE', 'AT', 'CH', 'LI', 'LU'],
  nl: ['NL', 'BE', 'SR'],
};

/**
 * "Sevilla, Málaga o Córdoba": a city named like a larger one abroad is the one in the country all
 * the brief's other places lie in (Córdoba in Spain, not Argentina). Null where they do not decide.
 */
function namesakeBesideOthers(fact: FactOf<'place'>, others: Array<FactOf<'place'>>): FactOf<'place'> | null {
  if (fact.place.level !== 'city' || fact.exclude) return null;
  const around = others.filter((other) => other !== fact && !other.exclude);
  const countries = [...new Set(around.flatMap(countriesOf))];
  if (around.length === 0 || countries.length !== 1 || countriesOf(fact).includes(countries[0]!)) return null;
  const city = citiesNamed(fact.text).find((c) => c.countryCode === countries[0] && foldText(c.name) === foldText(fact.text));
  return city ? { ...fact, place: { label: city.name, level: 'city', cityIds: [city.id], regionCodes: [], countryCodes: [] } } : null;
}

/**
 * French says a city "à Québec" and its province "au Québec": after "à", a region's name that is
 * also the name of a city in it is the city. Null otherwise.
 */
function frenchCity(fact: FactOf<'place'>, language: BriefLanguage, wordBefore: string | undefined): FactOf<'place'> | null {
  if (language !== 'fr' || wordBefore !== 'a' || fact.place.level !== 'region' || fact.exclude) return null;
  const city = citiesNamed(fact.text).find((c) => fact.place.regionCodes.includes(c.regionCode));
  return city ? { ...fact, place: { label: city.name, level: 'city', cityIds: [city.id], regionCodes: [], countryCodes: [] } } : null;
}

/**
 * The city a country's or region's name means in this brief, when the context says: another
 * place of the brief lies in the city's country ("Recife ou Salvador"), or the brief is written in
 * the city's language and not in the country's ("uma escola em Salvador"). Null: the name keeps
 * its reading, and ambiguity() asks which.
 */
export function cityTheBriefMeans(fact: FactOf<'place'>, others: Array<FactOf<'place'>>, language: BriefLanguage, wordBefore?: string): FactOf<'place'> | null {
  const namesake = namesakeBesideOthers(fact, others);
  if (namesake) return namesake;
  const french = frenchCity(fact, language, wordBefore);
  if (french) return french;
  const city = shadowingCity(fact);
  if (!city) return null;
  const nearby = others.some((other) => other !== fact && countriesOf(other).includes(city.countryCode));
  const spoken = SPOKEN_IN[language];
  const ownLanguage = spoken.includes(city.countryCode) && !countriesOf(fact).some((c) => spoken.includes(c));
  if (!nearby && !ownLanguage) return null;
  return { ...fact, place: { label: city.name, level: 'city', cityIds: [city.id], regionCodes: [], countryCodes: [] } };
}

/**
 * Another place a city's name means elsewhere: a region or country of that name ("Victoria": the
 * city in Canada, the state of Australia), or, read by another language's name for it, a city
 * whose own name it is where the brief's language is spoken (a French "Vienne": Vienna, or Vienne
 * in France). Null when there is none.
 */
function otherMeaningOfCity(fact: FactOf<'place'>, own: string[], language: BriefLanguage): string | null {
  const area = areasNamed(fact.text).find((a) => !own.includes(a.country));
  if (area) return area.what === 'country' ? `the country ${countryName(area.country)}` : `the region of ${countryName(area.country)}`;
  // "Sevilla" in a Spanish brief is Seville's own name where the language is spoken, not a foreign
  // name for it: the Sevilla abroad does not compete ("Vienne" in French still does).
  if (foldText(fact.text) === foldText(fact.place.label) || own.some((country) => SPOKEN_IN[language].includes(country))) return null;
  const namesake = citiesNamed(fact.text).find((c) => foldText(c.name) === foldText(fact.text) && !own.includes(c.countryCode) && SPOKEN_IN[language].includes(c.countryCode));
  return namesake ? `the city of ${namesake.name} in ${countryName(namesake.countryCode)}` : null;
}

/** Why the place could be two places, as a sentence of the question; null when the brief decides. */
export function ambiguity(fact: FactOf<'place'>, others: Array<FactOf<'place'>>, language: BriefLanguage): string | null {
  const name = fact.place.label.replace(/ \(.*\)$/, '');
  // Another place of the brief decides only when this one already lies in its country ("Georgia
  // or Alabama"); "Cambridge or Boston" still holds England's Cambridge, so it still asks.
  const own = countriesOf(fact);
  const decided = others.some((other) => other !== fact && own.every((c) => countriesOf(other).includes(c)));
  const { level } = fact.place;
  if (level === 'city') {
    if (decided) return null;
    if (own.length >= 2) return `“${name}” is a city in ${own.map(countryName).join(' and in ')}: please add the country or state (e.g. “${name}, ${own[1]}”).`;
    const other = otherMeaningOfCity(fact, own, language);
    return other ? `“${fact.text}” could be ${name} in ${countryName(own[0]!)} or ${other}: please add the country.` : null;
  }
  if (level !== 'region' && level !== 'country') return null;
  // A country or region read from a name a large city elsewhere has as its own ("Salvador" for El
  // Salvador, and Salvador, Bahia): the brief says which.
  const city = shadowingCity(fact);
  if (city && !decided) {
    return `“${fact.text}” could be ${name} or the city of ${city.name} in ${countryName(city.countryCode)}: please add the country.`;
  }
  // A province of a neighbour the map does not hold shares the name ("Limburg": the Dutch province, or the Belgian one).
  const province = PROVINCES_ABROAD.get(foldText(fact.text));
  if (province && !own.includes(province.country) && !decided) {
    return `“${fact.text}” could be ${name} in ${own.map(countryName).join(' or ')} or the province of ${province.name} in ${countryName(province.country)}: please add the country.`;
  }
  // A US territory is the US's own region too ("Puerto Rico"): one place, not two.
  const meanings = areasNamed(fact.text).filter((a) => !(a.what === 'region' && a.country === 'US' && US_TERRITORIES.has(foldText(fact.text))));
  const countries = [...new Set(meanings.map((m) => m.country))];
  if (countries.length < 2 || decided) return null;
  return `“${name}” could be ${meanings.map((m) => (m.what === 'country' ? `the country ${countryName(m.country)}` : (m.country === 'US' ? 'the US state' : `the region of ${countryName(m.country)}`))).join(' or ')}: please add the country.`;
}

/** Occasions a brief names the place of ("for a conference in Toronto"): where the event is, not where the people are. */
const EVENTS = new Set([
  'conference', 'event', 'festival', 'wedding', 'summit', 'meetup', 'party', 'show', 'concert', 'campaign', 'shoot', 'photoshoot',
  'tour', 'launch', 'retreat', 'workshop', 'hackathon', 'fair', 'exhibition', 'gala', 'ceremony', 'congress', 'convention', 'expo',
  'dinner', 'breakfast', 'lunch', 'roundtable', 'offsite',
]);
/** Words that put an occasion before it: "for a wedding", "at the summit", "hosting a founders' dinner". */
const EVENT_INTRODUCERS = new Set(['for', 'at', 'hosting', 'organising', 'organizing', 'running', 'throwing', 'holding']);
/** How far back from "in" the event and its "for" or "at" may stand ("for an AI ethics conference in Toronto"). */
const EVENT_REACH = 4;

/**
 * The question when a place is where an occasion happens ("photographers for a wedding in
 * Lisbon"): people based there, or from anywhere, is the client's to say. Null otherwise.
 */
export function eventPlace(ctx: BriefContext, fact: FactOf<'place'>): string | null {
  const event = eventOfPlace(ctx, fact);
  if (event < 0) return null;
  const name = fact.place.label.replace(/ \(.*\)$/, '');
  return `“${ctx.text(Math.min(event, fact.start), Math.max(event + 1, fact.end))}” says where the ${ctx.tokens[event]!.folded} is: do you need people based in ${name}, or from anywhere?`;
}

/**
 * "I'm hosting a founders' dinner in Copenhagen on 19 March. Looking for founders based in Denmark
 * or Sweden": where the occasion is, is no place of the people's when the brief names theirs. The
 * occasion, its introducer and its date are the client's context; the place is dropped.
 */
export function dropOccasionPlaces(ctx: BriefContext): void {
  const places = ctx.factsOf('place');
  const occasions = places.map((place) => [place, eventOfPlace(ctx, place)] as const).filter(([, event]) => event >= 0);
  if (!places.some((place) => !place.exclude && !occasions.some(([occasion]) => occasion === place))) return;
  for (const [place, event] of occasions) {
    ctx.facts.splice(ctx.facts.indexOf(place), 1);
    let from = Math.min(event, place.start);
    while (from > 0 && event - from < EVENT_REACH + 2 && !EVENT_INTRODUCERS.has(ctx.key(from - 1) ?? '')) from--;
    let to = Math.max(place.end, event + 1);
    // "on 19 March", "on March 19"
    while (to < ctx.length && to - place.end < 3 && !ctx.tokens[to - 1]!.breakAfter && (ctx.key(to) === 'on' || ctx.tokens[to]!.numeric || MONTHS.has(ctx.tokens[to]!.folded))) to++;
    ctx.claim(Math.max(0, from - 1), to);
  }
}

/** Nouns for a market and verbs of opening one, folded: "to open the French market", "para abrir mercado en Francia". */
const MARKETS = new Set(['market', 'markets', 'mercado', 'mercados', 'marche', 'marches', 'markt', 'markte', 'markten']);
const OPENING = new Set([
  'open', 'opening', 'enter', 'entering', 'expand', 'expanding', 'launch', 'launching', 'grow', 'growing', 'abrir', 'entrar', 'expandir', 'conquistar',
  'ouvrir', 'conquerir', 'developper', 'erschliessen', 'aufbauen', 'openen', 'betreden', 'veroveren',
]);

/** Where the market a place names opens: the verb's token, or -1 ("abrir mercado en Francia" says where the client sells, not where people are). */
function marketOfPlace(ctx: BriefContext, fact: FactOf<'place'>): number {
  for (let k = Math.max(0, fact.start - 3); k < Math.min(ctx.length, fact.end + 2); k++) {
    if (!MARKETS.has(ctx.tokens[k]!.folded) || ctx.tokens.slice(Math.min(k, fact.start), Math.max(k, fact.end - 1)).some((t) => t.breakAfter)) continue;
    const verb = ctx.tokens.slice(Math.max(0, k - 3), k).findLastIndex((t) => OPENING.has(t.folded));
    if (verb >= 0) return Math.max(0, k - 3) + verb;
  }
  return -1;
}

/**
 * "8 SDRs que hablen francés para abrir mercado en Francia. Pueden estar en Madrid o Barcelona":
 * the market the client opens is no place of the people's when the brief names theirs.
 */
export function dropMarketPlaces(ctx: BriefContext): void {
  const markets = ctx.factsOf('place').map((place) => [place, marketOfPlace(ctx, place)] as const).filter(([place, verb]) => verb >= 0 && !place.exclude);
  if (!ctx.factsOf('place').some((place) => !place.exclude && !markets.some(([market]) => market === place))) return;
  for (const [place, verb] of markets) {
    ctx.facts.splice(ctx.facts.indexOf(place), 1);
    let to = place.end;
    while (to < ctx.length && to - place.end < 2 && MARKETS.has(ctx.tokens[to]!.folded)) to++;
    ctx.claim(verb, to);
  }
}

/** Words that open an occasion named by its place: "for our Lisbon offsite", "a Portugal campaign". */
const OCCASION_OPENERS = new Set([...DETERMINERS, 'next', 'upcoming']);

/** The token of the occasion whose place the fact names ("a wedding in Lisbon", "our Lisbon offsite"), or -1. */
function eventOfPlace(ctx: BriefContext, fact: FactOf<'place'>): number {
  // The place before the occasion it names, after its article: "for a Portugal campaign".
  if (EVENTS.has(ctx.tokens[fact.end]?.folded ?? '') && OCCASION_OPENERS.has(ctx.key(fact.start - 1) ?? '') && ctx.spanUnbroken(fact.start - 1, fact.end + 1)) return fact.end;
  const preposition = fact.start - 1;
  if (!['in', 'at'].includes(ctx.key(preposition) ?? '') || ctx.tokens[preposition]!.breakAfter) return -1;
  const from = Math.max(0, preposition - EVENT_REACH);
  const event = ctx.tokens.slice(from, preposition).findLastIndex((t) => EVENTS.has(t.folded));
  if (event < 0) return -1;
  // "hosting a climate tech founders' dinner": the occasion's own words may stand between.
  const introduced = ctx.tokens.slice(Math.max(0, from + event - EVENT_REACH - 2), from + event).some((t) => EVENT_INTRODUCERS.has(t.key));
  return introduced && !ctx.tokens.slice(from + event, preposition).some((t) => t.breakAfter) ? from + event : -1;
}

/** Words that still join two places into one list: "London or anywhere else in the UK", "Porto e Lisboa". */
const LIST_JOINERS = new Set([
  'or', 'and', '&', 'either', 'anywhere', 'elsewhere', 'else', 'rest', 'other', 'parts', 'across', 'in', 'the', 'of', 'within',
  'oder', 'und', 'im', 'ou', 'e', 'em', 'no', 'na', 'et', 'au', 'y', 'o', 'en',
]);

/** Whether the brief names the two places in one list ("Munich or elsewhere in Germany"). */
function listedTogether(ctx: BriefContext, a: FactOf<'place'>, b: FactOf<'place'>): boolean {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  const between = ctx.tokens.slice(first.end, second.start);
  const gap = ctx.brief.slice(ctx.tokens[first.end - 1]!.end, ctx.tokens[second.start]!.start);
  return between.length <= 5 && between.every((t) => LIST_JOINERS.has(t.key)) && !/[.;!?:]/.test(gap);
}

/**
 * Places of a brief inside another of its places that the brief does not name in one list with
 * it: "our office is in Madrid ... psychologists living in Spain", "we are expanding to Austria
 * ... account executives in Vienna or Graz". Read together they would be the larger one, silently
 * widening the smaller; which the people must be in is the client's to say. Null when none nest apart.
 */
export function nestedPlaces(ctx: BriefContext, places: Array<FactOf<'place'>>): { facts: Array<FactOf<'place'>>; message: string } | null {
  for (const outer of places) {
    const inners = places.filter((inner) => inner !== outer && placeWithin(inner.place, outer.place) && !placeWithin(outer.place, inner.place));
    if (inners.length === 0 || inners.some((inner) => listedTogether(ctx, inner, outer))) continue;
    const named = inners.map((inner) => `“${inner.text}”`).join(' and ');
    const small = inners.map((inner) => inner.place.label).join(' or ');
    const large = outer.place.label;
    return { facts: [outer, ...inners], message: `${named} ${inners.length > 1 ? 'lie' : 'lies'} in ${large}: do you mean people in ${small} only, or anywhere in ${large}?` };
  }
  return null;
}
