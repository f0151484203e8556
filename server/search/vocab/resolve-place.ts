// A location as people's files write it ("Lisboa", "Greater Lisbon Area", "San Francisco, CA,
// United States", "Portugal (Remote)") -> one place of the engine's gazetteer, or null when it
// cannot be read. Used to normalise imported people; issue 10's full gazetteer replaces this file
// behind the same name (exported from server/search/index.ts).
import { foldText } from '../text/normalise';
import { CITY_BY_ID, type City } from './cities';
import { COUNTRY_BY_CODE, countryName, regionName } from './countries';
import { PLACE_PHRASES, type PlaceSet } from './places';

export interface ResolvedPlace {
  level: 'city' | 'region' | 'country';
  cityId: number | null;
  city: string | null;
  regionCode: string | null;
  region: string | null;
  countryCode: string;
  country: string;
}

let byPhrase: Map<string, PlaceSet[]> | undefined;

function placesNamed(phrase: string): PlaceSet[] {
  if (!byPhrase) {
    byPhrase = new Map();
    for (const p of PLACE_PHRASES) byPhrase.set(p.phrase, [...(byPhrase.get(p.phrase) ?? []), p.place]);
  }
  return byPhrase.get(phrase) ?? [];
}

/** Words around a place that do not change it: "Greater Lisbon Area", "Berlin (Remote)", "Metro Manila". */
const NOISE = /\b(greater|metropolitan|metro|area|region|remote|hybrid|on ?site|onsite|based|and surroundings|surroundings|city of)\b/g;

function clean(part: string): string {
  return foldText(part)
    .replace(/[()[\]]/g, ' ')
    .replace(NOISE, ' ')
    .replace(/[^\p{L}\p{N}.'&\- ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function cityPlace(city: City): ResolvedPlace {
  return { level: 'city', cityId: city.id, city: city.name, regionCode: city.regionCode, region: city.region, countryCode: city.countryCode, country: city.country };
}

function fromSet(place: PlaceSet, countryHint: string | null): ResolvedPlace | null {
  if (place.level === 'city') {
    const cities = place.cityIds.map((id) => CITY_BY_ID.get(id)).filter((c): c is City => c !== undefined);
    // "Cambridge, UK": the city of the named country; alone, an ambiguous name is not a place.
    const pick = countryHint ? cities.filter((c) => c.countryCode === countryHint) : cities;
    return pick.length === 1 ? cityPlace(pick[0]!) : null;
  }
  if (place.level === 'region' && place.regionCodes.length === 1) {
    const code = place.regionCodes[0]!;
    const countryCode = code.split('-')[0]!;
    if (countryHint && countryHint !== countryCode) return null;
    return { level: 'region', cityId: null, city: null, regionCode: code, region: regionName(code), countryCode, country: countryName(countryCode) };
  }
  if (place.level === 'country' && place.countryCodes.length === 1) {
    const countryCode = place.countryCodes[0]!;
    if (!COUNTRY_BY_CODE.has(countryCode)) return null;
    return { level: 'country', cityId: null, city: null, regionCode: null, region: null, countryCode, country: countryName(countryCode) };
  }
  return null; // areas (EMEA, DACH, the Bay Area) are not one place of a person
}

function resolvePart(part: string, countryHint: string | null): ResolvedPlace | null {
  const key = clean(part);
  if (!key) return null;
  const places = placesNamed(key);
  // A name that is a city and a region/country ("New York", "Singapore"): the city is more precise.
  for (const level of ['city', 'region', 'country'] as const) {
    for (const place of places.filter((p) => p.level === level)) {
      const resolved = fromSet(place, countryHint);
      if (resolved) return resolved;
    }
  }
  return null;
}

/**
 * The most precise place the text names: a city (with its region and country), else a region,
 * else a country; null when nothing in it is a known place.
 */
export function resolvePlace(text: string): ResolvedPlace | null {
  const parts = text.split(/[,;|/]| - | – /).map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return null;
  // A country anywhere in the text settles which of several same-named cities is meant.
  const countries = parts.map((p) => resolvePart(p, null)).filter((p): p is ResolvedPlace => p?.level === 'country');
  const hint = countries.length > 0 ? countries[countries.length - 1]!.countryCode : null;
  let best: ResolvedPlace | null = null;
  for (const part of parts) {
    const place = resolvePart(part, hint) ?? (hint ? null : resolvePart(part, null));
    if (!place) continue;
    if (place.level === 'city') return place;
    if (!best || (best.level === 'country' && place.level === 'region')) best = place;
  }
  return resolvePart(parts.join(' '), hint) ?? best;
}
