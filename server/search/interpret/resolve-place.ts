// A free-text location ("Lisboa", "Greater Lisbon Area", "Portugal (Remote)", "Portland, ME",
// "Berlin, Germany") -> the one place it names, with the codes and names the people directory
// stores (city_id / city, region_code / region, country_code / country), or null. Backed by the
// same gazetteer as the interpreter, so an imported person's location and a brief's place meet.
import { phraseKey } from '../text/normalise';
import { citiesNamed, getGazetteer, type GazetteerCity } from '../vocab/gazetteer';
import { placeContainsCity, type PlaceSet } from '../vocab/places';
import { getLexicon } from './lexicon';

interface ResolvedPlace {
  level: 'city' | 'region' | 'country';
  cityId: number | null;
  city: string | null;
  regionCode: string | null;
  region: string | null;
  countryCode: string;
  country: string;
}

/** Narrowest first: which of a location's qualifiers names the place when its city is unknown. */
const LEVEL_ORDER: ReadonlyArray<PlaceSet['level']> = ['city', 'area', 'region', 'country'];

/** Words around a place that do not change it: "Greater Lisbon Area", "Berlin (Remote)", "Paris metro". */
const NOISE = /\b(greater|metropolitan|metro|area|region|remote|hybrid|on-?site|office|based|city of|and surroundings|surrounding area)\b/gi;

function placeOf(text: string): PlaceSet | null {
  const key = phraseKey(text);
  if (!key) return null;
  const entry = getLexicon().entries.get(key)?.find((e) => e.kind === 'place');
  return entry?.kind === 'place' && !entry.demonym ? entry.place : null;
}

function fromCity(city: GazetteerCity): ResolvedPlace {
  const map = getGazetteer();
  const region = map.regionByCode.get(city.regionCode);
  return {
    level: 'city', cityId: city.id, city: city.name, regionCode: city.regionCode || null, region: region?.name ?? null,
    countryCode: city.countryCode, country: map.countryByCode.get(city.countryCode)?.name ?? city.countryCode,
  };
}

function fromPlace(place: PlaceSet): ResolvedPlace | null {
  const map = getGazetteer();
  if (place.cityIds.length === 1 && place.regionCodes.length === 0 && place.countryCodes.length === 0) {
    const city = map.cityById.get(place.cityIds[0]!);
    return city ? fromCity(city) : null;
  }
  if (place.level === 'region' && place.regionCodes.length === 1) {
    const region = map.regionByCode.get(place.regionCodes[0]!);
    if (!region) return null;
    return { level: 'region', cityId: null, city: null, regionCode: region.code, region: region.name, countryCode: region.countryCode, country: map.countryByCode.get(region.countryCode)?.name ?? region.countryCode };
  }
  if (place.level === 'country' && place.countryCodes.length === 1) {
    const country = map.countryByCode.get(place.countryCodes[0]!);
    return country ? { level: 'country', cityId: null, city: null, regionCode: null, region: null, countryCode: country.code, country: country.name } : null;
  }
  // An area inside one region ("San Francisco Bay Area") is that region; one across regions is not one place.
  const regions = new Set(place.cityIds.map((id) => map.cityById.get(id)?.regionCode).filter((c): c is string => !!c));
  if (place.level === 'area' && place.countryCodes.length === 0 && place.regionCodes.length === 0 && regions.size === 1) {
    return fromPlace({ ...place, level: 'region', cityIds: [], regionCodes: [...regions] });
  }
  return null;
}

/**
 * A qualifier as files write it after a city: a place by name, or a region by the letters of its
 * code in capitals ("KY", "OK", "NSW", "ON"), within the qualifiers' country when they name one.
 */
function qualifierOf(part: string, countries: readonly string[]): PlaceSet | null {
  if (/^[A-Z]{2,3}$/.test(part)) {
    // The letters of a region, or of a country ("Berlin, DE"): the city decides which.
    const map = getGazetteer();
    const regions = map.regions.filter((r) => r.code.endsWith(`-${part}`) && (countries.length === 0 || countries.includes(r.countryCode)));
    const country = map.countryByCode.has(part) && (countries.length === 0 || countries.includes(part)) ? [part] : [];
    if (regions.length > 0) return { label: part, level: 'region', cityIds: [], regionCodes: regions.map((r) => r.code), countryCodes: country };
  }
  return placeOf(part);
}

/**
 * The city part without what files add to it: a postal district ("Dublin 15", "Paris 75011") or
 * a region's letters without a comma ("Sydney NSW"), which join the qualifiers.
 */
function splitCityPart(part: string): { city: string; letters: string | null } {
  const city = part.replace(/\s+\d{1,5}$/, '');
  const coded = /^(.+?)\s+([A-Z]{2,3})$/.exec(city);
  return coded && !placeOf(city) ? { city: coded[1]!, letters: coded[2]! } : { city, letters: null };
}

export function resolvePlace(text: string): ResolvedPlace | null {
  // A name that is a place as written ("San Francisco Bay Area", "Greater Boston") before any noise is dropped.
  const whole = placeOf(text.replace(/\([^)]*\)/g, ' '));
  if (whole && whole.level !== 'city') {
    const resolved = fromPlace(whole);
    if (resolved) return resolved;
  }
  const cleaned = text.replace(/\([^)]*\)/g, ' ').replace(NOISE, ' ');
  const parts = cleaned.split(/[,;|/]|\s[-–—]\s/).map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p.length > 0);
  if (parts.length === 0) return null;
  const { city: first, letters } = splitCityPart(parts[0]!);
  const rest = [...(letters ? [letters] : []), ...parts.slice(1)];
  const countries = rest.flatMap((part) => {
    const place = placeOf(part);
    return place?.level === 'country' ? place.countryCodes : [];
  });
  const qualifiers = rest.map((part) => qualifierOf(part, countries)).filter((p): p is PlaceSet => p !== null);
  // "Portland, ME", "Cambridge, UK": the city of that name inside every qualifier, largest first.
  const namesakes = citiesNamed(first).filter((city) => qualifiers.every((q) => placeContainsCity(q, city)));
  const own = placeOf(first);
  const ownCity = own?.level === 'city' ? own.cityIds.map((id) => namesakes.find((c) => c.id === id)).find((c) => c !== undefined) : undefined;
  if (ownCity) return fromCity(ownCity);
  if (namesakes.length > 0 && (qualifiers.length > 0 || !own)) return fromCity(namesakes[0]!);
  const ownPlace = own && own.level !== 'city' ? fromPlace(own) : null; // "Bavaria, Germany"
  if (ownPlace) return ownPlace;
  // "Glasgow, KY, United States": no Glasgow the map knows lies in Kentucky, so this one is a town
  // it does not know; the narrowest qualifier that is one place is the place (none: unknown),
  // never the namesake in Scotland.
  if (qualifiers.length > 0) {
    const narrowest = [...qualifiers].sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level));
    return narrowest.map(fromPlace).find((place) => place !== null) ?? null;
  }
  if (own) return fromPlace(own);
  // "Remote - Portugal": the first part is noise, the next one is the place.
  for (const part of rest) {
    const place = placeOf(part);
    if (place) return fromPlace(place);
  }
  return null;
}
