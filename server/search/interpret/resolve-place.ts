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
  const [first, ...rest] = parts;
  const qualifiers = rest.map(placeOf).filter((p): p is PlaceSet => p !== null);
  // "Portland, ME", "Cambridge, UK": the city of that name inside every qualifier, largest first.
  const namesakes = citiesNamed(first!).filter((city) => qualifiers.every((q) => placeContainsCity(q, city)));
  const own = placeOf(first!);
  const ownCity = own?.level === 'city' ? own.cityIds.map((id) => namesakes.find((c) => c.id === id)).find((c) => c !== undefined) : undefined;
  if (ownCity) return fromCity(ownCity);
  if (namesakes.length > 0 && (qualifiers.length > 0 || !own)) return fromCity(namesakes[0]!);
  if (own) return fromPlace(own);
  // "Remote - Portugal": the first part is noise, the next one is the place.
  for (const part of rest) {
    const place = placeOf(part);
    if (place) return fromPlace(place);
  }
  return null;
}
