import { beforeAll, describe, expect, it } from 'vitest';
import type { Criterion, CriterionOf, Interpretation } from '../types';
import { CITIES } from '../vocab/cities';
import { citiesNamed } from '../vocab/gazetteer';
import { interpretBrief } from './interpret-brief';
import { warmInterpreter } from '../engine';

// The interpreter builds its map (~55,000 place names) once: not inside the first test's time limit.
beforeAll(() => void warmInterpreter(), 120_000);

function criteria(brief: string): Interpretation {
  return interpretBrief(brief);
}

function one<K extends Criterion['kind']>(i: Interpretation, kind: K): CriterionOf<K> {
  const found = i.criteria.filter((c): c is CriterionOf<K> => c.kind === kind);
  expect(found, `${kind} criteria of "${i.brief}": ${i.criteria.map((c) => c.name).join(' | ')}`).toHaveLength(1);
  return found[0]!;
}

function none(i: Interpretation, kind: Criterion['kind']): void {
  expect(i.criteria.filter((c) => c.kind === kind).map((c) => c.name)).toEqual([]);
}

const cityId = (country: string, name: string) => CITIES.find((c) => c.countryCode === country && c.name === name)!.id;

function searchable(brief: string): Interpretation {
  const i = criteria(brief);
  expect(i.kind, `"${brief}" should be searchable${i.kind === 'clarify' ? `, asked: ${i.question}` : ''}`).toBe('criteria');
  return i;
}

describe('roles and titles', () => {
  it.each([
    ['Senior backend engineers in Berlin', ['backend_engineer']],
    ['back-end developers in Berlin', ['backend_engineer']],
    ['Backend Devs in Berlin', ['backend_engineer']],
    ['full stack engineers in Berlin', ['fullstack_engineer']],
    ['frontend folks in Berlin', ['frontend_engineer']],
    ['PMs in Berlin', ['product_manager']],
    ['product managers in Berlin', ['product_manager']],
    ['VP Eng in Berlin', ['vp_engineering']],
    ['VPs of Engineering in Berlin', ['vp_engineering']],
    ['Head of Growth in Berlin', ['head_of_growth']],
    ['heads of growth in Berlin', ['head_of_growth']],
    ['CTOs in Berlin', ['cto']],
    ['SDRs in Berlin', ['sdr']],
    ['AEs in Berlin', ['account_executive']],
    ['account execs in Berlin', ['account_executive']],
    ['ML engineers in Berlin', ['ml_engineer']],
    ['data scientists in Berlin', ['data_scientist']],
    ['SREs in Berlin', ['site_reliability_engineer']],
    ['UX/UI designers in Berlin', ['product_designer']],
    ['Engineering Managers in Berlin', ['engineering_manager']],
    ['nurses in Berlin', ['nurse']],
    ['customer support reps in Berlin', ['support_specialist']],
    ['IT admins in Berlin', ['it_support']],
    ['technical recruiters in Berlin', ['technical_recruiter']],
  ])('%s', (brief, roles) => {
    expect(one(searchable(brief), 'role').roleKeys).toEqual(roles);
  });

  it('reads a family of roles from one word', () => {
    const swe = one(searchable('SWEs in Berlin'), 'role');
    expect(swe.roleKeys).toEqual(expect.arrayContaining(['software_engineer', 'backend_engineer', 'frontend_engineer', 'fullstack_engineer']));
    expect(swe.roleKeys).not.toContain('sales_engineer');
    const leaders = one(searchable('engineering leaders in Berlin'), 'role');
    expect(leaders.roleKeys).toEqual(['engineering_manager', 'director_of_engineering', 'head_of_engineering', 'vp_engineering', 'cto']);
  });

  it('joins alternative roles into one criterion', () => {
    const role = one(searchable('CTOs or VPs of Engineering in Berlin'), 'role');
    expect(role.roleKeys.sort()).toEqual(['cto', 'vp_engineering']);
    expect(role.name).toBe('Role: CTO or VP of Engineering');
  });

  it('keeps a title it does not know as literal title words', () => {
    const role = one(searchable('Heads of Partnerships at fintechs in the UK'), 'role');
    expect(role.roleKeys).toEqual([]);
    expect(role.titleTerms).toEqual(['head of partnership']);
    expect(role.name).toBe('Role: Head of Partnerships');
    expect(one(searchable('astronauts in Berlin'), 'role').titleTerms).toEqual(['astronaut']);
    expect(one(searchable('Looking for 10 pastry chefs in Paris'), 'role').titleTerms).toEqual(['pastry chef']);
  });

  it('reads "<skill> developers" as developers whose title names the skill, one criterion', () => {
    const i = searchable('Go developers in Berlin');
    expect(one(i, 'role')).toMatchObject({ name: 'Role: Go Developer', titleSkills: ['Go'] });
    expect(one(i, 'role').roleKeys).toContain('backend_engineer');
    expect(i.criteria.some((c) => c.kind === 'skill')).toBe(false);
  });
});

describe('seniority', () => {
  it.each([
    ['senior backend engineers in Berlin', ['senior']],
    ['sr. backend engineers in Berlin', ['senior']],
    ['Jr backend engineers in Berlin', ['junior']],
    ['entry-level backend engineers in Berlin', ['junior']],
    ['mid-level backend engineers in Berlin', ['mid']],
    ['staff backend engineers in Berlin', ['staff']],
    ['lead backend engineers in Berlin', ['staff']],
    ['principal backend engineers in Berlin', ['principal']],
    ['senior+ backend engineers in Berlin', ['senior', 'staff', 'principal']],
    ['senior or above backend engineers in Berlin', ['senior', 'staff', 'principal']],
    ['staff or principal backend engineers in Berlin', ['staff', 'principal']],
    ['backend engineering interns in Berlin', ['intern']],
  ])('%s', (brief, levels) => {
    expect(one(searchable(brief), 'seniority').levels.sort()).toEqual([...levels].sort());
  });

  it('does not read "lead" or "staff" as a level when no role follows', () => {
    const i = searchable('find 50 leads in fintech in London');
    none(i, 'seniority');
    expect(i.target).toBe(50);
  });

  it('drops a level that a C-level title already implies', () => {
    none(searchable('senior CTOs in Berlin'), 'seniority');
  });

  it('implies the level of a tech lead', () => {
    const role = one(searchable('tech leads in Berlin'), 'role');
    expect(role.titleLevels).toEqual(['staff']);
    expect(searchable('tech leads in Berlin').criteria.some((c) => c.kind === 'seniority')).toBe(false);
  });
});

describe('locations', () => {
  it.each([
    ['engineers in NYC with Go', [cityId('US', 'New York City')], [], []],
    ['engineers in SF with Go', [cityId('US', 'San Francisco')], [], []],
    ['engineers in Bangalore with Go', [cityId('IN', 'Bengaluru')], [], []],
    ['engineers in München with Go', [cityId('DE', 'Munich')], [], []],
    ['engineers in Zürich with Go', [cityId('CH', 'Zurich')], [], []],
    ['engineers in the UK with Go', [], [], ['GB']],
    ['engineers in DACH with Go', [], [], ['DE', 'AT', 'CH']],
    ['engineers in California with Go', [], ['US-CA'], []],
    ['engineers in Bavaria with Go', [], ['DE-BY'], []],
    ['engineers in the Nordics with Go', [], [], ['SE', 'NO', 'DK', 'FI', 'IS']],
  ])('%s', (brief, cityIds, regionCodes, countryCodes) => {
    const location = one(searchable(brief), 'location');
    expect(location.cityIds).toEqual(cityIds);
    expect(location.regionCodes).toEqual(regionCodes);
    expect(location.countryCodes).toEqual(countryCodes);
  });

  it('expands the SF Bay Area to its cities', () => {
    const location = one(searchable('PMs in the SF Bay Area'), 'location');
    expect(location.cityIds).toContain(cityId('US', 'San Francisco'));
    expect(location.cityIds).toContain(cityId('US', 'Palo Alto'));
    expect(location.cityIds).not.toContain(cityId('US', 'Los Angeles'));
    // Its towns beyond the directory's cities, where a workspace's own people live: Dublin, California, not Dublin, Ireland.
    expect(location.cityIds).toContain(citiesNamed('Dublin').find((c) => c.regionCode === 'US-CA')!.id);
    expect(location.cityIds).not.toContain(cityId('IE', 'Dublin'));
  });

  it('joins several places into one criterion', () => {
    const location = one(searchable('designers in London or Berlin'), 'location');
    expect(location.cityIds.sort()).toEqual([cityId('GB', 'London'), cityId('DE', 'Berlin')].sort());
    expect(location.name).toBe('Location: London or Berlin');
  });

  it('reads a city qualified by its country or state', () => {
    const uk = one(searchable('data scientists in Cambridge, UK'), 'location');
    expect(uk.cityIds).toEqual([cityId('GB', 'Cambridge')]);
    const us = one(searchable('data scientists in Cambridge, Massachusetts'), 'location');
    expect(us.cityIds).toEqual([cityId('US', 'Cambridge')]);
  });

  it('asks which is meant when a large city elsewhere has a country\'s other name as its own', () => {
    const read = interpretBrief('engineers in Salvador');
    expect(read.kind === 'clarify' && read.question).toContain('“Salvador” could be El Salvador or the city of Salvador in Brazil');
    // A Portuguese brief ("engenheiros": its plural tells the language) means the city in Brazil.
    expect(one(searchable('engenheiros em Salvador'), 'location')).toMatchObject({ label: 'Salvador', cityIds: [3450554] }); // GeoNames: Salvador, Bahia
    expect(one(searchable('engineers in El Salvador'), 'location').countryCodes).toEqual(['SV']);
  });

  it('reads an excluded place', () => {
    const location = one(searchable('Android engineers outside the US'), 'location');
    expect(location.exclude).toBe(true);
    expect(location.countryCodes).toEqual(['US']);
    expect(location.name).toBe('Location: outside United States');
  });

  it('does not take a small word of another language for a town of the same name', () => {
    expect(criteria('Marktanalyse: Wer ist VP Engineering bei Personio?').criteria.map((c) => c.kind)).not.toContain('location');
    expect(one(searchable('engineers in Nice'), 'location').name).toBe('Location: Nice');
    // Nor an acronym for a place its letters reach only as a plural: "LEED" is not Leeds.
    expect(criteria('architects with LEED certification in Porto').criteria.map((c) => c.name)).not.toContain('Location: Leeds or Porto');
    expect(one(searchable('engineers in LEEDS'), 'location').name).toBe('Location: Leeds');
  });

  it('does not take ordinary words for places', () => {
    none(searchable('find us 10 backend engineers with Go'), 'location');
    // Words nobody reads ("reading") make the brief ask (coverage.ts); they are never a place.
    none(criteria('backend engineers with a nice reading list and Go'), 'location');
  });

  it('corrects a misspelt city where a place is expected', () => {
    expect(one(searchable('backend engineers in Londn'), 'location').cityIds).toEqual([cityId('GB', 'London')]);
  });
});

describe('companies', () => {
  it.each([
    ['engineers at Stripe', 'current', ['Stripe']],
    ['engineers currently at Stripe', 'current', ['Stripe']],
    ['ex-Google PMs', 'past', ['Google']],
    ['ex Google PMs', 'past', ['Google']],
    ['PMs formerly at Meta', 'past', ['Meta']],
    ['PMs who used to work at Amazon', 'past', ['Amazon']],
    ['Google alumni in product', 'past', ['Google']],
    ['PMs who have worked at Airbnb', 'ever', ['Airbnb']],
    ['recruiters at FAANG', 'current', ['Meta', 'Apple', 'Amazon', 'Netflix', 'Google']],
    ['engineers at Stripe or Adyen', 'current', ['Stripe', 'Adyen']],
    ['ex-Google and Meta PMs', 'past', ['Google', 'Meta']],
    ['engineers at Nordwind Analytics in Berlin', 'current', ['Nordwind Analytics']],
    ['Facebook engineers in London', 'current', ['Meta']],
  ])('%s', (brief, when, names) => {
    const company = one(searchable(brief), 'company');
    expect(company.when).toBe(when);
    expect(company.names).toEqual(names);
    expect(company.resolved).toBeNull();
  });

  it('names criteria by tense', () => {
    expect(one(searchable('ex-Google PMs'), 'company').name).toBe('Past company: Google');
    expect(one(searchable('engineers at Stripe'), 'company').name).toBe('Company: Stripe');
  });

  it('does not read industries, stages or articles after "at" as companies', () => {
    const i = searchable('designers at a fintech startup in Berlin');
    none(i, 'company');
    expect(one(i, 'industry').industries).toEqual(['fintech']);
    expect(one(i, 'stage').stages).toEqual(['pre_seed', 'seed', 'series_a', 'series_b']);
    none(searchable('engineers at Series B companies in Berlin'), 'company');
    none(searchable('engineers at SaaS companies in Berlin'), 'company');
  });

  it('reads "from <place>" as a location, "from <company>" as a company', () => {
    const place = searchable('engineers from India with Go');
    none(place, 'company');
    expect(one(place, 'location').countryCodes).toEqual(['IN']);
    expect(one(searchable('engineers from Revolut'), 'company').names).toEqual(['Revolut']);
  });
});

describe('industries, stages and sizes', () => {
  it.each([
    ['PMs in fintech', ['fintech']],
    ['PMs at health-tech companies', ['healthtech']],
    ['PMs in edtech or insurtech', ['edtech', 'insurtech']],
    ['PMs at crypto startups', ['crypto']],
    ['PMs in e-commerce', ['ecommerce']],
  ])('%s', (brief, industries) => {
    expect(one(searchable(brief), 'industry').industries).toEqual(industries);
  });

  it.each([
    ['CTOs at Series B companies', ['series_b']],
    ['CTOs at series A or B startups', ['series_a', 'series_b']],
    ['CTOs at Series A/B startups', ['series_a', 'series_b']],
    ['CTOs at Series B+ companies', ['series_b', 'series_c', 'series_d_plus']],
    ['CTOs at seed-stage companies', ['seed']],
    ['CTOs at early-stage startups', ['pre_seed', 'seed', 'series_a']],
    ['CTOs at public companies', ['public']],
    ['CTOs at startups', ['pre_seed', 'seed', 'series_a', 'series_b']],
  ])('%s', (brief, stages) => {
    expect(one(searchable(brief), 'stage').stages).toEqual(stages);
  });

  it.each([
    ['CFOs at companies with 500+ employees', 500, null],
    ['CFOs at companies with more than 1,000 employees', 1000, null],
    ['CFOs at startups under 50 people', null, 49],
    ['CFOs at companies with 50-200 employees', 50, 200],
    ['CFOs at 1k+ employee companies', 1000, null],
    ['CFOs at large companies', 1001, null],
  ])('%s', (brief, min, max) => {
    const size = one(searchable(brief), 'size');
    expect([size.min, size.max]).toEqual([min, max]);
  });
});

describe('skills', () => {
  it('reads each skill as a criterion, "or" as alternatives', () => {
    const i = searchable('backend engineers with Kubernetes and Terraform');
    expect(i.criteria.filter((c) => c.kind === 'skill').map((c) => c.name)).toEqual(['Skill: Kubernetes', 'Skill: Terraform']);
    const alt = one(searchable('backend engineers with Python or Go'), 'skill');
    expect(alt.skills).toEqual(['Python', 'Go']);
    expect(alt.name).toBe('Skill: Python or Go');
  });

  it('reads aliases', () => {
    expect(one(searchable('backend engineers with golang'), 'skill').skills).toEqual(['Go']);
    expect(one(searchable('platform engineers with k8s'), 'skill').skills).toEqual(['Kubernetes']);
    expect(one(searchable('frontend engineers with ReactJS'), 'skill').skills).toEqual(['React']);
    expect(one(searchable('backend engineers with C++'), 'skill').skills).toEqual(['C++']);
    expect(one(searchable('backend engineers with .NET'), 'skill').skills).toEqual(['.NET']);
  });

  it('reads an ambiguous word as a skill only in a skill context', () => {
    expect(one(searchable('backend engineers in Berlin with Go experience'), 'skill').skills).toEqual(['Go']);
    none(criteria('backend engineers in Berlin who go the extra mile'), 'skill');
    expect(one(searchable('data scientists who know R'), 'skill').skills).toEqual(['R']);
    none(criteria('data scientists in Berlin, spring hires'), 'skill');
  });

  it('corrects misspelt skills', () => {
    expect(one(searchable('platform engineers with kubernets'), 'skill').skills).toEqual(['Kubernetes']);
    expect(one(searchable('data scientists with pyhton'), 'skill').skills).toEqual(['Python']);
  });
});

describe('experience', () => {
  it.each([
    ['engineers in Berlin with 10+ years', 10, null],
    ['engineers in Berlin with at least 5 years of experience', 5, null],
    ['engineers in Berlin, 5 years experience', 5, null],
    ['engineers in Berlin with 3-5 years', 3, 5],
    ['engineers in Berlin with between 3 and 5 years', 3, 5],
    ['engineers in Berlin with less than 2 years', null, 1],
    ['engineers in Berlin with up to 2 years', null, 2],
    ['engineers in Berlin with 8+ yrs', 8, null],
    ['engineers in Berlin with 5 years or more', 5, null],
    ['engineers in Berlin with a decade of experience', 10, null],
    ['engineers in Berlin with over a decade of experience', 10, null],
    ['engineers in Berlin with at least half a decade of experience', 5, null],
  ])('%s', (brief, min, max) => {
    const experience = one(searchable(brief), 'experience');
    expect([experience.min, experience.max]).toEqual([min, max]);
  });

  it('does not read a company age as experience', () => {
    // A company's age is not in the data: the brief asks about it rather than drop it.
    const founded = criteria('engineers in Berlin at companies founded 5 years ago');
    none(founded, 'experience');
    expect(founded.kind === 'clarify' && founded.reason).toBe('unread_words');
  });
});

describe('languages', () => {
  it.each([
    ['German-speaking data scientists in Berlin', [['German']]],
    ['data scientists in Berlin who speak German', [['German']]],
    ['data scientists in Berlin, fluent in Spanish', [['Spanish']]],
    ['data scientists in Berlin, English and French speakers', [['English'], ['French']]],
    ['data scientists in Berlin who speak Spanish or Portuguese', [['Spanish', 'Portuguese']]],
    ['bilingual English/Spanish data scientists in Berlin', [['English'], ['Spanish']]],
    // In other languages, with their verbs and their names for languages: never a place ("Engels", Russia).
    ['data scientists in Amsterdam, spreekt Nederlands en Engels', [['Dutch'], ['English']]],
    ['data scientists in Amsterdam die vloeiend Duits spreken', [['German']]],
    ['cientistas de dados em Lisboa que falam alemão e inglês', [['German'], ['English']]],
    // A language said to be required, in any of the briefs' languages.
    ['data engineers in Ghent, Dutch is required', [['Dutch']]],
    ['data engineers in Gent, Nederlands is verplicht', [['Dutch']]],
    ['Datenanalysten in Wien, Deutsch ist Pflicht', [['German']]],
  ])('%s', (brief, languages) => {
    expect(searchable(brief).criteria.filter((c) => c.kind === 'language').map((c) => (c.kind === 'language' ? c.languages : []))).toEqual(languages);
  });

  it('does not read a bare nationality word as a language', () => {
    none(criteria('German companies hiring data scientists in Berlin'), 'language');
  });
});

describe('counts', () => {
  it.each([
    ['Find 25 backend engineers in Berlin', 25],
    ['find me twenty backend engineers in Berlin', 20],
    ['a dozen backend engineers in Berlin', 12],
    ['half a dozen backend engineers in Berlin', 6],
    ['top 10 backend engineers in Berlin', 10],
    ['I need 3 backend engineers in Berlin', 3],
    ['backend engineers in Berlin, 15 candidates', 15],
    ['a couple of backend engineers in Berlin', 2],
    ['backend engineers in Berlin', null],
    ['backend engineers in Berlin with 10 years of experience', null],
    ['backend engineers at companies with 500 employees', null],
    ['backend engineers at Series B startups in Berlin', null],
  ])('%s', (brief, target) => {
    expect(searchable(brief).target).toBe(target);
  });

  it('never counts people of the next sentence: "the Boeing 737. Captains preferred"', () => {
    expect(interpretBrief('pilots with a type rating for the Boeing 737. Captains preferred, based in Rotterdam').target).toBeNull();
    expect(searchable('Find 25. Senior backend engineers in Berlin').target).toBe(25);
  });

  it('names the count separately from criteria', () => {
    const i = searchable('Find 25 senior backend engineers in Berlin with Go experience');
    expect(i.criteria.map((c) => c.name)).toEqual(['Role: Backend Engineer', 'Seniority: Senior', 'Location: Berlin', 'Skill: Go']);
    expect(i.target).toBe(25);
  });
});

describe('other languages of phrasing', () => {
  it('German', () => {
    const i = searchable('Suche 10 Senior Backend-Entwickler in München mit Go-Erfahrung');
    expect(one(i, 'role').roleKeys).toEqual(['backend_engineer']);
    expect(one(i, 'seniority').levels).toEqual(['senior']);
    expect(one(i, 'skill').skills).toEqual(['Go']);
    expect(i.target).toBe(10);
  });

  it('French', () => {
    const i = searchable("Je cherche 5 développeurs Python à Paris avec plus de 5 ans d'expérience");
    // The skill after the title is the title's, as "Python developers" is in English.
    expect(one(i, 'role').titleSkills).toEqual(['Python']);
    expect(one(i, 'experience').min).toBe(5);
    expect(one(i, 'location').cityIds).toEqual([cityId('FR', 'Paris')]);
    expect(i.target).toBe(5);
  });

  it('Spanish', () => {
    const i = searchable('Busco 20 ingenieros de datos en Madrid');
    expect(one(i, 'role').roleKeys).toEqual(['data_engineer']);
    expect(i.target).toBe(20);
  });
});

describe('typos and shorthand', () => {
  it('reads a brief full of typos', () => {
    const i = searchable('Looking for senoir full stak developers in Londn');
    expect(one(i, 'role').roleKeys).toEqual(['fullstack_engineer']);
    expect(one(i, 'seniority').levels).toEqual(['senior']);
    expect(one(i, 'location').cityIds).toEqual([cityId('GB', 'London')]);
  });

  it('reads terse shorthand', () => {
    const i = searchable("need sr. SWE's w/ kubernetes + terraform in the US");
    expect(one(i, 'seniority').levels).toEqual(['senior']);
    expect(i.criteria.filter((c) => c.kind === 'skill')).toHaveLength(2);
    expect(one(i, 'location').countryCodes).toEqual(['US']);
  });

  it('is deterministic', () => {
    const brief = 'ex-Google PMs in the SF Bay Area, 10+ years, fluent in Spanish';
    expect(interpretBrief(brief)).toEqual(interpretBrief(brief));
  });

  it('lists the words it did not use', () => {
    // ...and asks about those that could restrict who qualifies (coverage.ts).
    const hiking = criteria('backend engineers in Berlin who love hiking');
    expect(hiking.unrecognised).toEqual(expect.arrayContaining(['hiking']));
    expect(hiking.kind === 'clarify' && hiking.reason).toBe('unread_words');
  });
});

describe('preferences', () => {
  it.each([
    ['need 3 heads of product at b2b saas companies in Boston, ex-HubSpot a plus', 'Preferred: Past company: HubSpot'],
    ['platform engineers in Berlin with Kubernetes. Ideally, they speak German.', 'Preferred: Language: German'],
    ['Go developers in Berlin (nice to have: Rust)', 'Preferred: Skill: Rust'],
    ['backend engineers in Berlin, Go preferred', 'Preferred: Skill: Go'],
  ])('%s', (brief, preference) => {
    const i = searchable(brief);
    expect(i.preferences.map((p) => p.name)).toEqual([preference]);
    expect(i.criteria.map((c) => c.name)).not.toContain(preference.replace('Preferred: ', ''));
    expect(i.unrecognised).toEqual([]);
  });

  it('keeps required criteria required', () => {
    const i = searchable('backend engineers in Berlin with Go, Rust a plus');
    expect(i.criteria.map((c) => c.name)).toEqual(['Role: Backend Engineer', 'Location: Berlin', 'Skill: Go']);
    expect(i.preferences.map((p) => p.name)).toEqual(['Preferred: Skill: Rust']);
  });
});
