import { beforeAll, describe, expect, it } from 'vitest';
import { getLexicon } from '../interpret/lexicon';
import { CITIES } from './cities';
import { STAGE_EMPLOYEES, STAGES, STAGE_MIX } from './company-stages';
import { COUNTRIES, COUNTRY_BY_CODE } from './countries';
import { FUNCTIONS } from './functions';
import { INDUSTRIES, INDUSTRY_BY_KEY } from './industries';
import { KNOWN_COMPANIES, COMPANY_GROUPS } from './known-companies';
import { LANGUAGES } from './languages';
import { PLACE_PHRASES } from './places';
import { ROLE_GROUPS } from './role-groups';
import { ROLES, ROLE_BY_KEY, levelTitle } from './roles';
import { SENIORITIES } from './seniority';
import { SKILL_BY_NAME, SKILLS } from './skills';
import { warmInterpreter } from '../engine';

// The interpreter builds its map (~55,000 place names) once: not inside the first test's time limit.
beforeAll(() => void warmInterpreter(), 120_000);

describe('the title taxonomy', () => {
  it('has hundreds of titles across every function', () => {
    const titles = new Set<string>();
    for (const role of ROLES) for (const base of role.titles) for (const level of Object.keys(role.levels)) titles.add(levelTitle(role, base, level as never));
    expect(titles.size).toBeGreaterThan(500);
    for (const fn of FUNCTIONS) expect(ROLES.some((r) => r.fn === fn), fn).toBe(true);
  });

  it('refers only to known skills, roles, levels and industries', () => {
    for (const role of ROLES) {
      for (const skill of role.skills) expect(SKILL_BY_NAME.has(skill), `${role.key}: skill ${skill}`).toBe(true);
      for (const key of role.related) expect(ROLE_BY_KEY.has(key), `${role.key}: related ${key}`).toBe(true);
      for (const level of Object.keys(role.levels)) expect(SENIORITIES).toContain(level);
      for (const industry of role.industries ?? []) expect(INDUSTRY_BY_KEY.has(industry), `${role.key}: industry ${industry}`).toBe(true);
      expect(role.skills.length, role.key).toBeGreaterThanOrEqual(5);
      for (const kind of role.kinds) expect(role.titles.slice(1), `${role.key}: kind ${kind}`).toContain(kind);
    }
    for (const group of ROLE_GROUPS) for (const key of group.roleKeys) expect(ROLE_BY_KEY.has(key), `${group.label}: ${key}`).toBe(true);
  });

  it('gives every role phrase one meaning', () => {
    const owner = new Map<string, string>();
    for (const role of ROLES) {
      for (const phrase of [...role.titles, ...role.phrases].map((p) => p.toLowerCase())) {
        const other = owner.get(phrase);
        expect(other === undefined || other === role.key, `"${phrase}" is in ${other} and ${role.key}`).toBe(true);
        owner.set(phrase, role.key);
      }
    }
  });
});

describe('skills', () => {
  it('has hundreds of skills with unique names', () => {
    expect(SKILLS.length).toBeGreaterThan(250);
    expect(new Set(SKILLS.map((s) => s.name)).size).toBe(SKILLS.length);
  });
});

describe('places', () => {
  it('has hundreds of cities in dozens of countries, each in a known region', () => {
    expect(CITIES.length).toBeGreaterThan(300);
    expect(new Set(CITIES.map((c) => c.countryCode)).size).toBeGreaterThanOrEqual(45);
    for (const city of CITIES) {
      expect(COUNTRY_BY_CODE.has(city.countryCode)).toBe(true);
      expect(city.region).toBeTruthy();
      expect(city.population).toBeGreaterThan(0);
    }
    expect(new Set(CITIES.map((c) => c.id)).size).toBe(CITIES.length);
  });

  it('gives the directory a distribution that sums to one', () => {
    const total = CITIES.reduce((s, c) => s + c.share, 0);
    expect(total).toBeCloseTo(1, 6);
  });

  it('knows the usual aliases', () => {
    const phrases = new Set(PLACE_PHRASES.map((p) => p.phrase));
    for (const alias of ['nyc', 'sf bay area', 'uk', 'dach', 'bangalore', 'munchen', 'the nordics', 'latam', 'emea']) expect(phrases.has(alias), alias).toBe(true);
  });

  it('speaks languages the vocabulary knows', () => {
    const names = new Set(LANGUAGES.map((l) => l.name));
    for (const country of COUNTRIES) for (const [language] of country.languages) expect(names.has(language), `${country.code}: ${language}`).toBe(true);
  });
});

describe('companies, industries and stages', () => {
  it('has dozens of industries whose functions exist', () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(40);
    for (const industry of INDUSTRIES) for (const fn of Object.keys(industry.mix)) expect(FUNCTIONS).toContain(fn);
  });

  it('places known companies in known cities and industries', () => {
    for (const company of KNOWN_COMPANIES) {
      expect(INDUSTRY_BY_KEY.has(company.industry), company.name).toBe(true);
      expect(CITIES.some((c) => c.countryCode === company.country && c.name === company.city), company.name).toBe(true);
      expect(STAGES).toContain(company.stage);
    }
    const names = new Set(KNOWN_COMPANIES.map((c) => c.name));
    for (const group of COMPANY_GROUPS) for (const name of group.companies) expect(names.has(name), name).toBe(true);
  });

  it('has an employee range and a mix for every stage', () => {
    for (const stage of STAGES) expect(STAGE_EMPLOYEES[stage][0]).toBeLessThan(STAGE_EMPLOYEES[stage][1]);
    for (const mix of Object.values(STAGE_MIX)) for (const stage of Object.keys(mix)) expect(STAGES).toContain(stage);
  });
});

describe('the lexicon', () => {
  it('builds once and knows every kind', () => {
    const lexicon = getLexicon();
    expect(getLexicon()).toBe(lexicon);
    const kinds = new Set([...lexicon.entries.values()].flat().map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['company', 'industry', 'language', 'people', 'place', 'role', 'seniority', 'size', 'skill', 'stage']);
  });
});
