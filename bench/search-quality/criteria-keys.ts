// Comparable keys for criteria: the engine's criteria and a case's intent are both turned into
// sets of strings such as "role=backend_engineer" or "location=DE:Berlin", then compared.
import { checksOf, CITY_BY_ID, gazetteerCity, type Criterion } from '@/server/search';
import type { Intent } from './briefs';

const sorted = (values: Iterable<string | number>) => [...new Set([...values].map(String))].sort().join(',');
const range = (min: number | null, max: number | null) => `${min ?? ''}-${max ?? ''}`;

/** The keys of the checks the criteria stand for: "Role: React Developer" is a role and the skill React. */
export function engineKeys(criteria: readonly Criterion[], target: number | null): Set<string> {
  const keys = new Set<string>();
  for (const c of checksOf(criteria)) {
    switch (c.kind) {
      case 'role':
        keys.add(c.exclude ? `role!=${sorted(c.roleKeys)}` : c.roleKeys.length > 0 ? `role=${sorted(c.roleKeys)}` : `title=${sorted(c.titleTerms)}`);
        break;
      case 'seniority':
        keys.add(`seniority=${sorted(c.levels)}`);
        break;
      case 'location': {
        const cities = c.cityIds.map((id) => {
          const city = CITY_BY_ID.get(id) ?? gazetteerCity(id);
          return city ? `${city.countryCode}:${city.name}` : String(id);
        });
        keys.add(`location${c.exclude ? '!' : ''}=${sorted([...cities, ...c.regionCodes, ...c.countryCodes])}`);
        break;
      }
      case 'company':
        keys.add(`company${c.exclude ? '!' : ''}:${c.when}=${sorted(c.names)}`);
        break;
      case 'industry':
        keys.add(`industry=${sorted(c.industries)}`);
        break;
      case 'stage':
        keys.add(`stage=${sorted(c.stages)}`);
        break;
      case 'size':
        keys.add(`size=${range(c.min, c.max)}`);
        break;
      case 'skill':
        keys.add(`skill=${sorted(c.skills)}`);
        break;
      case 'experience':
        keys.add(`experience=${range(c.min, c.max)}`);
        break;
      case 'language':
        keys.add(`language=${sorted(c.languages)}`);
        break;
    }
  }
  if (target !== null) keys.add(`target=${target}`);
  return keys;
}

export function intentKeys(intent: Intent): Set<string> {
  const keys = new Set<string>();
  if (intent.roles) keys.add(`role=${sorted(intent.roles)}`);
  if (intent.titleTerm) keys.add(`title=${intent.titleTerm}`);
  if (intent.seniority) keys.add(`seniority=${sorted(intent.seniority)}`);
  const places = [...(intent.cities ?? []), ...(intent.regions ?? []), ...(intent.countries ?? [])];
  if (places.length > 0) keys.add(`location=${sorted(places)}`);
  if (intent.excludeCountries) keys.add(`location!=${sorted(intent.excludeCountries)}`);
  for (const company of intent.companies ?? []) keys.add(`company:${company.when}=${sorted(company.names)}`);
  for (const company of intent.excludeCompanies ?? []) keys.add(`company!:${company.when}=${sorted(company.names)}`);
  if (intent.excludeRoles) keys.add(`role!=${sorted(intent.excludeRoles)}`);
  if (intent.industries) keys.add(`industry=${sorted(intent.industries)}`);
  if (intent.stages) keys.add(`stage=${sorted(intent.stages)}`);
  if (intent.size) keys.add(`size=${range(intent.size[0], intent.size[1])}`);
  for (const group of intent.skills ?? []) keys.add(`skill=${sorted(group)}`);
  if (intent.experience) keys.add(`experience=${range(intent.experience[0], intent.experience[1])}`);
  for (const group of intent.languages ?? []) keys.add(`language=${sorted(group)}`);
  if (intent.target !== undefined) keys.add(`target=${intent.target}`);
  return keys;
}

/** Found vs intended: |both| / |either| (1 = exactly the intended criteria). */
export function interpretationAccuracy(found: Set<string>, intended: Set<string>): number {
  const union = new Set([...found, ...intended]);
  if (union.size === 0) return 1;
  let both = 0;
  for (const key of found) if (intended.has(key)) both++;
  return both / union.size;
}
