// The whole map: every country, every first-level region and every city of 15,000 people or more
// (GeoNames, see gazetteer-data.ts), parsed on first use. The directory's own cities, regions
// and countries (cities.ts, countries.ts) keep their ids, codes and display names here, so that a
// place read from a brief and a person's stored location always meet on the same codes.
import { CITY_BY_ID } from './cities';
import { COUNTRIES } from './countries';
import { GAZETTEER_CITIES, GAZETTEER_COUNTRIES, GAZETTEER_REGIONS } from './gazetteer-data';
import { foldText } from '../text/normalise';

export interface GazetteerCity {
  /** GeoNames id (directory_person.city_id for the directory's cities). */
  id: number;
  name: string;
  countryCode: string;
  /** "<country>-<region>", as directory_person.region_code stores it; '' when unknown. */
  regionCode: string;
  population: number;
  altNames: string[];
}

interface GazetteerRegion {
  code: string;
  name: string;
  countryCode: string;
  altNames: string[];
}

interface GazetteerCountry {
  code: string;
  name: string;
  alpha3: string;
  altNames: string[];
  demonyms: string[];
}

interface Gazetteer {
  /** Largest first. */
  cities: GazetteerCity[];
  cityById: Map<number, GazetteerCity>;
  regions: GazetteerRegion[];
  regionByCode: Map<string, GazetteerRegion>;
  countries: GazetteerCountry[];
  countryByCode: Map<string, GazetteerCountry>;
}

const split = (field: string | undefined) => (field ? field.split('|') : []);

function build(): Gazetteer {
  const cities: GazetteerCity[] = GAZETTEER_CITIES.split('\n').map((line) => {
    const [id, name, countryCode, regionCode, population, alt] = line.split('\t');
    const own = CITY_BY_ID.get(Number(id));
    // The directory's cities keep their display names ("New York City", "Washington, D.C.") and region codes.
    return {
      id: Number(id), name: own?.name ?? name!, countryCode: countryCode!, regionCode: own?.regionCode ?? regionCode!,
      population: Number(population), altNames: [...split(alt), ...(own && own.name !== name ? [name!] : []), ...(own?.aliases ?? [])],
    };
  });
  const regions: GazetteerRegion[] = GAZETTEER_REGIONS.split('\n').map((line) => {
    const [code, name, alt] = line.split('\t');
    return { code: code!, name: name!, countryCode: code!.split('-')[0]!, altNames: split(alt) };
  });
  const directoryNames = new Map(COUNTRIES.map((c) => [c.code, c.name]));
  const countries: GazetteerCountry[] = GAZETTEER_COUNTRIES.split('\n').map((line) => {
    const [code, name, alpha3, alt, demonyms] = line.split('\t');
    return { code: code!, name: directoryNames.get(code!) ?? name!, alpha3: alpha3!, altNames: split(alt), demonyms: split(demonyms) };
  });
  return {
    cities, cityById: new Map(cities.map((c) => [c.id, c])),
    regions, regionByCode: new Map(regions.map((r) => [r.code, r])),
    countries, countryByCode: new Map(countries.map((c) => [c.code, c])),
  };
}

let cached: Gazetteer | undefined;

export function getGazetteer(): Gazetteer {
  cached ??= build();
  return cached;
}

/** A city of the map by GeoNames id (the directory's cities included). */
export function gazetteerCity(id: number): GazetteerCity | undefined {
  return getGazetteer().cityById.get(id);
}

let byName: Map<string, GazetteerCity[]> | undefined;

/** Every city whose name or alternate name is `text` (folded), largest first. */
export function citiesNamed(text: string): GazetteerCity[] {
  if (!byName) {
    byName = new Map();
    for (const city of getGazetteer().cities) {
      for (const name of new Set([city.name, ...city.altNames].map(foldText))) {
        const list = byName.get(name) ?? [];
        list.push(city);
        byName.set(name, list);
      }
    }
  }
  return byName.get(foldText(text)) ?? [];
}

let regionsByName: Map<string, GazetteerRegion[]> | undefined;

/** Every first-level region whose name or alternate name is `text` (folded). */
export function regionsNamed(text: string): GazetteerRegion[] {
  if (!regionsByName) {
    regionsByName = new Map();
    for (const region of getGazetteer().regions) {
      for (const name of new Set([region.name, ...region.altNames].map(foldText))) regionsByName.set(name, [...(regionsByName.get(name) ?? []), region]);
    }
  }
  return regionsByName.get(foldText(text)) ?? [];
}
