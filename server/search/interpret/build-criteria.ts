// Facts -> named criteria: roles, places, industries and stages found in several places of a
// brief are alternatives of one criterion ("London or Berlin"); skills and languages are each a
// criterion unless the brief joins them with "or".
import type { Stage } from '../vocab/company-stages';
import { citiesNamed, regionsNamed } from '../vocab/gazetteer';
import { RELOCATION } from '../vocab/unseen';
import { ambiguity, cityTheBriefMeans, eventPlace, nestedPlaces } from './ambiguous-places';
import { cityLocation, placeContainsCity, type PlaceSet } from '../vocab/places';
import type { Seniority } from '../vocab/seniority';
import type { Criterion } from '../types';
import type { BriefContext, Fact, FactOf } from './context';
import { windowLabel } from './move-window';
import { chains, joinOr, sourceOf, unique } from './criteria-lists';
import { buildRoleCriteria } from './role-criteria';
import { UNSEEN_SAID_BY_TENURE } from '../vocab/unseen';

export interface Problem {
  /**
   * contradiction: the brief rules itself out; ambiguous: a word names two things and nothing
   * decides; undated: when people moved to or from a company, which no profile dates.
   */
  reason: 'contradiction' | 'ambiguous' | 'undated';
  message: string;
  /** The ambiguous word is the people's title ("PM", "CSO"): the brief does describe people. */
  title?: true;
}

interface Built {
  criteria: Criterion[];
  target: number | null;
  problems: Problem[];
}

function rangeLabel(min: number | null, max: number | null, unit: string): string {
  const fmt = (n: number) => n.toLocaleString('en-US');
  // "up to 1 year", not "1 years".
  const of = (n: number) => (n === 1 ? unit.replace(/s$/, '') : unit);
  if (min !== null && max !== null) return min === max ? `${fmt(min)} ${of(min)}` : `${fmt(min)}-${fmt(max)} ${unit}`;
  if (min !== null) return `${fmt(min)}+ ${unit}`;
  if (max !== null) return `up to ${fmt(max)} ${of(max)}`;
  return unit;
}

function intersect(facts: Array<{ min: number | null; max: number | null }>): { min: number | null; max: number | null } {
  let min: number | null = null;
  let max: number | null = null;
  for (const f of facts) {
    if (f.min !== null) min = min === null ? f.min : Math.max(min, f.min);
    if (f.max !== null) max = max === null ? f.max : Math.min(max, f.max);
  }
  return { min, max };
}

/** Every city of the map with the name a fact was read from, inside the qualifying place. */
function namesakesIn(text: string, place: PlaceSet): number[] {
  return citiesNamed(text).filter((city) => placeContainsCity(place, city)).map((c) => c.id);
}

/**
 * "Cambridge, UK", "Portland, ME", "Georgia, US", "Victoria, BC": a place qualified by the region
 * or country right after it is the place of that name there, never the union of both.
 */
function qualifyPlaces(ctx: BriefContext, facts: Array<FactOf<'place'>>, problems: Problem[]): Array<FactOf<'place'>> {
  const sorted = [...facts].sort((a, b) => a.start - b.start);
  const out: Array<FactOf<'place'>> = [];
  for (let k = 0; k < sorted.length; k++) {
    const fact = sorted[k]!;
    const next = sorted[k + 1];
    const adjacent = next && next.place.level !== 'city' && next.start === fact.end && /^\s*,?\s*$/.test(ctx.brief.slice(ctx.tokens[fact.end - 1]!.end, ctx.tokens[next.start]!.start));
    const place = adjacent ? placeNamedIn(fact, next.place) : null;
    // "DC, Maryland or Virginia": a list of places goes on after the second, which qualifies nothing.
    const after = sorted[k + 2];
    const listGoesOn = !!after && !!next && after.start - next.end <= 1 && (after.start === next.end ? /^\s*,\s*$/.test(ctx.gapBefore(after.start)) : ['or', 'and', '&'].includes(ctx.key(next.end) ?? ''));
    if (adjacent && !place && listGoesOn) {
      out.push(fact);
      continue;
    }
    if (adjacent && (place || fact.place.level === 'city')) {
      // A city the qualifier does not hold is a contradiction the brief asks about.
      if (!place) problems.push({ reason: 'contradiction', message: `${fact.text} is not in ${next.place.label}` });
      const { label, ...named } = place ?? fact.place;
      out.push({ ...fact, end: next.end, text: ctx.text(fact.start, next.end), place: { ...named, label: `${label.replace(/ \(.*\)$/, '')}, ${next.place.label}` } });
      k++;
      continue;
    }
    out.push(fact);
  }
  return out;
}

/**
 * The place a fact's name means inside `within`: its own cities there ("Portland, ME" is the one in
 * Maine), else a region of that name in a country ("Georgia, US"), else a city of that name there
 * ("Victoria, BC"); null when there is none.
 */
function placeNamedIn(fact: FactOf<'place'>, within: PlaceSet): PlaceSet | null {
  const own = fact.place.cityIds.filter((id) => { const c = cityLocation(id); return c !== undefined && placeContainsCity(within, c); });
  if (own.length > 0) return { ...fact.place, cityIds: own };
  const regionCodes = regionsNamed(fact.text).filter((r) => within.countryCodes.includes(r.countryCode)).map((r) => r.code);
  if (regionCodes.length > 0) return { label: fact.place.label, level: 'region', cityIds: [], regionCodes, countryCodes: [] };
  const cityIds = namesakesIn(fact.text, within);
  return cityIds.length > 0 ? { label: cityLocation(cityIds[0]!)!.name, level: 'city', cityIds, regionCodes: [], countryCodes: [] } : null;
}

/** Criteria from the facts `include` accepts (all by default). */
export function buildCriteria(ctx: BriefContext, include: (fact: Fact) => boolean = () => true): Built {
  const factsOf = <K extends Fact['kind']>(kind: K) => ctx.factsOf(kind).filter(include);
  const problems: Problem[] = [];
  const criteria: Criterion[] = [];

  const { criteria: roleCriteria, roles, skills: skillFacts, seniorities } = buildRoleCriteria(ctx, factsOf, problems);
  criteria.push(...roleCriteria);

  if (seniorities.length > 0) {
    const levels = unique(seniorities.flatMap((s) => s.levels)) as Seniority[];
    const explicit = seniorities.filter((s) => !roles.some((r) => r.start === s.start && r.end === s.end));
    const label = joinOr(seniorities.map((s) => s.label.replace(/^(not )?(\p{L})/u, (_, not: string | undefined, c: string) => `${not ?? ''}${c.toUpperCase()}`)));
    criteria.push({ kind: 'seniority', name: `Seniority: ${label}`, source: sourceOf(explicit.length > 0 ? explicit : seniorities), levels });
  }

  // People the brief would have relocate are not where the client is ("un restaurante en Ciudad de
  // México ... dispuesto a mudarse a México"): the client's own place is no criterion then.
  const relocating = ctx.factsOf('unseen').some((f) => f.label.startsWith(RELOCATION));
  const qualified = qualifyPlaces(ctx, factsOf('place').filter((p) => !(relocating && ctx.clientPlaces.has(p.start))), problems);
  let places = qualified.map((place) => cityTheBriefMeans(place, qualified, ctx.language, ctx.tokens[place.start - 1]?.folded) ?? place);
  let nested = nestedPlaces(ctx, places.filter((p) => !p.exclude));
  // Where the client is gives way to where the brief says its people are ("Hospital in San Antonio
  // hiring ... currently living in Texas"): only the client's own places on one side of the nesting.
  // The people's place is said with its preposition ("living in Texas"); a bare region after a
  // title ("Vertriebsleiter DACH") may be a territory, and the brief still asks.
  const clients = nested?.facts.filter((p) => ctx.clientPlaces.has(p.start)) ?? [];
  const peoples = nested?.facts.filter((p) => !clients.includes(p)).sort((a, b) => a.start - b.start) ?? [];
  const saidWhere = peoples.length > 0 && ctx.placePrepositionAt(peoples[0]!.start - 1);
  if (nested && clients.length > 0 && saidWhere && (clients.includes(nested.facts[0]!) ? clients.length === 1 : true)) {
    places = places.filter((p) => !clients.includes(p));
    nested = nestedPlaces(ctx, places.filter((p) => !p.exclude));
  }
  if (nested) {
    // Neither is a criterion while the brief asks which one the people must be in.
    problems.push({ reason: 'ambiguous', message: nested.message });
    places = places.filter((p) => !nested.facts.includes(p));
  }
  places = places.filter((place, _, all) => {
    const message = ambiguity(place, all, ctx.language) ?? eventPlace(ctx, place);
    if (message) problems.push({ reason: 'ambiguous', message });
    return !message;
  });
  const included = places.filter((p) => !p.exclude);
  const excluded = places.filter((p) => p.exclude);
  for (const [group, exclude] of [[included, false], [excluded, true]] as const) {
    if (group.length === 0) continue;
    const label = joinOr(group.map((p) => p.place.label));
    criteria.push({
      kind: 'location', name: exclude ? `Location: outside ${label}` : `Location: ${label}`, source: sourceOf(group),
      label: exclude ? `outside ${label}` : label,
      cityIds: unique(group.flatMap((p) => p.place.cityIds)), regionCodes: unique(group.flatMap((p) => p.place.regionCodes)),
      countryCodes: unique(group.flatMap((p) => p.place.countryCodes)), exclude,
    });
  }

  const companies = factsOf('company');
  for (const when of ['current', 'past', 'ever'] as const) {
    const group = companies.filter((c) => c.when === when && !c.exclude && !c.dated);
    if (group.length === 0) continue;
    const names = unique(group.flatMap((c) => c.names));
    const prefix = when === 'current' ? 'Company' : when === 'past' ? 'Past company' : 'Company (current or past)';
    criteria.push({ kind: 'company', name: `${prefix}: ${joinOr(names)}`, source: sourceOf(group), when, names, resolved: null, exclude: false });
  }
  // "CMOs who joined a new company in the last 6 months": when the current role started, wherever.
  for (const fact of factsOf('tenure')) {
    criteria.push({ kind: 'tenure', name: `Joined current ${fact.employer ?? 'company'}: ${windowLabel(fact.window)}`, source: fact.text, window: fact.window });
  }
  // "joined Shopify in the last 18 months": each dated move is a criterion of its own.
  for (const fact of companies.filter((c) => c.dated && !c.exclude)) {
    const names = unique(fact.names);
    const move = fact.when === 'past' ? 'left' : 'joined';
    const name = `${fact.when === 'past' ? 'Past company' : 'Company'}: ${joinOr(names)} (${move} ${windowLabel(fact.dated!)})`;
    criteria.push({ kind: 'company', name, source: fact.text, when: fact.when, names, resolved: null, exclude: false, dated: fact.dated });
  }
  // "never worked at Google" -> "Company: not Google (current or past)": one criterion per exclusion.
  for (const fact of companies.filter((c) => c.exclude)) {
    const names = unique(fact.names);
    const scope = fact.when === 'current' ? 'current' : fact.when === 'past' ? 'past' : 'current or past';
    criteria.push({ kind: 'company', name: `Company: not ${joinOr(names)} (${scope})`, source: fact.text, when: fact.when, names, resolved: null, exclude: true });
  }

  let industries = factsOf('industry');
  if (industries.some((i) => !i.generic)) industries = industries.filter((i) => !i.generic);
  if (industries.length > 0) {
    const label = joinOr(industries.map((i) => i.label));
    criteria.push({ kind: 'industry', name: `Industry: ${label}`, source: sourceOf(industries), label, industries: unique(industries.flatMap((i) => i.industries)) });
  }

  let stages = factsOf('stage');
  if (stages.some((s) => !s.generic)) stages = stages.filter((s) => !s.generic);
  if (stages.length > 0) {
    const label = joinOr(stages.map((s) => s.label));
    criteria.push({ kind: 'stage', name: `Company stage: ${label}`, source: sourceOf(stages), label, stages: unique(stages.flatMap((s) => s.stages)) as Stage[] });
  }

  const sizes = factsOf('size');
  if (sizes.length > 0) {
    const { min, max } = intersect(sizes);
    if (min !== null && max !== null && min > max) problems.push({ reason: 'contradiction', message: `${sourceOf(sizes)} cannot all hold` });
    criteria.push({ kind: 'size', name: `Company size: ${rangeLabel(min, max, 'employees')}`, source: sourceOf(sizes), min, max });
  }

  for (const chain of chains(ctx, skillFacts)) {
    const groups = chain.or ? [chain.items] : chain.items.map((item) => [item]);
    for (const group of groups) {
      const skills = unique(group.map((s) => s.skill));
      criteria.push({ kind: 'skill', name: `Skill: ${joinOr(skills)}`, source: sourceOf(group), skills });
    }
  }

  const experience = factsOf('experience');
  if (experience.length > 0) {
    const { min, max } = intersect(experience);
    if ((min !== null && max !== null && min > max) || (min !== null && min > 50)) {
      problems.push({ reason: 'contradiction', message: `${sourceOf(experience)} is not possible` });
    }
    criteria.push({ kind: 'experience', name: `Experience: ${rangeLabel(min, max, 'years')}`, source: sourceOf(experience), min, max });
  }

  for (const chain of chains(ctx, factsOf('language'))) {
    const groups = chain.or ? [chain.items] : chain.items.map((item) => [item]);
    for (const group of groups) {
      const languages = unique(group.map((l) => l.language));
      criteria.push({ kind: 'language', name: `Language: ${joinOr(languages)}`, source: group[0]!.text, languages });
    }
  }

  const education = factsOf('education');
  if (education.length > 0) {
    const schools = unique(education.flatMap((e) => e.schools));
    const otherSchools = unique(education.flatMap((e) => e.otherSchools));
    const degrees = unique(education.flatMap((e) => e.degrees));
    const fields = unique(education.flatMap((e) => e.fields));
    const years = unique(education.flatMap((e) => (e.years ? [e.years] : [])));
    const label = [joinOr([...schools, ...otherSchools]), joinOr(unique(education.flatMap((e) => e.shown))), ...years].filter(Boolean).join(', ');
    criteria.push({ kind: 'education', name: `Education: ${label}`, source: sourceOf(education), label, schools, ...(otherSchools.length > 0 ? { otherSchools } : {}), degrees, fields, years });
  }

  for (const fact of factsOf('topic')) {
    const label = fact.label ?? fact.text;
    criteria.push({ kind: 'topic', name: `Mentions: ${label}`, source: fact.text, label, phrases: fact.phrases ?? [fact.words] });
  }

  // A window right after what no profile shows dates it, and its label holds it ("founders who
  // sold their company to private equity in the last 3 years"): one criterion, not that one twice.
  const unseen = factsOf('unseen');
  const saidElsewhere = (fact: FactOf<'unseen'>) => unseen.some((window) => window !== fact && window.labelFrom !== undefined
    && (window.start === fact.end || window.labelFrom <= fact.start) && fact.end <= window.end && window.label.includes(fact.text));
  const tenure = factsOf('tenure').length > 0;
  for (const fact of unseen.filter((f) => !saidElsewhere(f) && !(tenure && UNSEEN_SAID_BY_TENURE.has(f.label)))) {
    criteria.push({ kind: 'unseen', name: `Unverifiable: ${fact.label}`, source: fact.text, label: fact.label });
  }

  // Names are the keys of verdicts: never two criteria with one name.
  const seen = new Set<string>();
  const deduped = criteria.filter((c) => (seen.has(c.name) ? false : (seen.add(c.name), true)));
  const target = factsOf('target')[0]?.value ?? null;
  return { criteria: deduped, target, problems };
}
