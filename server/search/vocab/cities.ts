import { CITY_GEONAMES } from './cities-geonames';
import { CITY_LIST } from './city-list';
import { COUNTRIES } from './countries';

export interface City {
  /** GeoNames id: stable across machines, stored as directory_person.city_id. */
  id: number;
  name: string;
  countryCode: string;
  country: string;
  regionCode: string;
  region: string;
  population: number;
  lat: number;
  lon: number;
  aliases: string[];
  /** Share of the directory's people living here (all cities sum to 1). */
  share: number;
}

function buildCities(): City[] {
  const totalCountryWeight = COUNTRIES.reduce((sum, country) => sum + country.weight, 0);
  const cities: City[] = [];
  for (const country of COUNTRIES) {
    const entries = CITY_LIST[country.code] ?? [];
    const raw = entries.map((entry) => {
      const geo = CITY_GEONAMES[`${country.code}:${entry.name}`];
      if (!geo) throw new Error(`cities-geonames.ts lacks ${country.code}:${entry.name}; run build-cities-geonames.ts`);
      const region = country.regions[entry.region];
      if (!region) throw new Error(`countries.ts lacks region ${country.code}-${entry.region} of ${entry.name}`);
      // Big cities dominate, small ones still appear: population^0.7, boosted for tech hubs.
      return { entry, geo, region, weight: Math.pow(geo[1], 0.7) * (entry.hub ?? 1) };
    });
    const countryTotal = raw.reduce((sum, r) => sum + r.weight, 0);
    for (const { entry, geo, region, weight } of raw) {
      cities.push({
        id: geo[0],
        name: entry.name,
        countryCode: country.code,
        country: country.name,
        regionCode: `${country.code}-${entry.region}`,
        region,
        population: geo[1],
        lat: geo[2],
        lon: geo[3],
        aliases: entry.aliases ?? [],
        share: (country.weight / totalCountryWeight) * (weight / countryTotal),
      });
    }
  }
  return cities;
}

export const CITIES: readonly City[] = buildCities();
export const CITY_BY_ID: ReadonlyMap<number, City> = new Map(CITIES.map((city) => [city.id, city]));

/** "Berlin, Germany", "San Francisco, California, United States". */
export function formatLocation(city: { name: string; region: string | null; country: string }): string {
  const parts = [city.name];
  if (city.region && city.region !== city.name && !(city.name && city.region.startsWith(city.name))) parts.push(city.region);
  if (city.country !== city.name) parts.push(city.country);
  // An imported person may have a country and no city: "Germany", not ", Germany".
  return parts.filter(Boolean).join(', ');
}
