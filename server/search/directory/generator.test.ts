import { describe, expect, it } from 'vitest';
import { CITY_BY_ID } from '../vocab/cities';
import { STAGE_EMPLOYEES } from '../vocab/company-stages';
import { COUNTRY_BY_CODE } from '../vocab/countries';
import { ROLE_BY_KEY } from '../vocab/roles';
import { SENIORITY_YEARS } from '../vocab/seniority';
import { SKILL_BY_NAME } from '../vocab/skills';
import { companyNameKey, generateCompanies, INVENTED_COMPANIES, DIRECTORY_YEAR } from './companies';
import { PeopleGenerator, fingerprint, type GeneratedPerson } from './people';
import { arrayLiteral } from '../people-store/array-literal';
import { SCHOOLS } from '../vocab/schools';
import { DEGREE_SHARE } from '../vocab/shares';
import { degreesOf, schoolsOf } from '../verify/education';

const companies = generateCompanies(42);

function people(n: number, seed = 42): GeneratedPerson[] {
  const generator = new PeopleGenerator(seed, companies);
  return Array.from({ length: n }, () => generator.next());
}

const sample = people(4000);
const byId = new Map(companies.map((c) => [c.id, c]));

/** A sweep over every sampled person runs 1-2 s alone; a loaded machine (CI beside other work) needs more than vitest's 5 s. */
const SWEEP_TIMEOUT_MS = 30_000;

describe('determinism', () => {
  it('gives the same directory for the same seed', () => {
    expect(fingerprint(people(500))).toBe(fingerprint(sample.slice(0, 500)));
    expect(generateCompanies(42)).toEqual(companies);
  });

  it('gives another directory for another seed', () => {
    expect(fingerprint(people(200, 7))).not.toBe(fingerprint(sample.slice(0, 200)));
  });

  it('makes a small directory the start of a large one', () => {
    expect(people(300)).toEqual(sample.slice(0, 300));
  });

  it('pins the generated data (changing the generator changes every machine\'s directory)', () => {
    const first = sample[0]!;
    expect(first.id).toBe(1);
    expect(fingerprint(sample.slice(0, 50))).toMatchInlineSnapshot(`67657363`);
  });

  it('drew schools and headlines apart from the rest, so every earlier fact stayed as it was', () => {
    const withoutProfile = sample.slice(0, 50).map(({ education: _e, headline: _h, ...rest }) => rest as GeneratedPerson);
    expect(fingerprint(withoutProfile)).toBe(3566798906);
  });
});

describe('careers', () => {
  it('dates the current role from the year the last past role ended, within the years of experience', () => {
    for (const person of sample) {
      const start = Number(person.startDate);
      expect(start).toBeLessThanOrEqual(DIRECTORY_YEAR);
      if (person.pastRoles[0]) expect(start).toBe(person.pastRoles[0].endYear);
      if (person.yearsExperience !== null) expect(DIRECTORY_YEAR - start).toBeLessThanOrEqual(person.yearsExperience);
    }
  });
});

describe('companies', () => {
  it('has thousands of companies with unique names and reserved domains', () => {
    expect(companies.length).toBeGreaterThan(INVENTED_COMPANIES);
    expect(new Set(companies.map((c) => c.nameKey)).size).toBe(companies.length);
    expect(new Set(companies.map((c) => c.domain)).size).toBe(companies.length);
    for (const c of companies) expect(c.domain).toMatch(/^[a-z0-9]+\.example\.com$/);
  });

  it('sizes companies by stage with a long tail', () => {
    for (const c of companies) {
      if (c.fundingStage) {
        const [lo, hi] = STAGE_EMPLOYEES[c.fundingStage];
        expect(c.employeeCount, c.name).toBeGreaterThanOrEqual(lo);
        expect(c.employeeCount, c.name).toBeLessThanOrEqual(hi);
      }
    }
    const sizes = companies.map((c) => c.employeeCount).sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThan(500);
    expect(sizes.at(-1)).toBeGreaterThan(100_000);
  });

  it('compares names without legal suffixes', () => {
    expect(companyNameKey('HubSpot, Inc.')).toBe('hubspot');
    expect(companyNameKey('The New York Times')).toBe('new york times');
    expect(companyNameKey('McKinsey & Company')).toBe(companyNameKey('McKinsey'));
  });
});

describe('people', () => {
  it('have unique profile URLs and reserved e-mail domains', () => {
    expect(new Set(sample.map((p) => p.linkedinUrl)).size).toBe(sample.length);
    const emails = sample.map((p) => p.email).filter((e): e is string => e !== null);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9.]+@[a-z0-9]+\.example\.com$/);
    const share = emails.length / sample.length;
    expect(share).toBeGreaterThan(0.7);
    expect(share).toBeLessThan(0.95);
  });

  it('get phone numbers only from fictional ranges, and seldom', () => {
    const phones = sample.filter((p) => p.phone !== null);
    expect(phones.length / sample.length).toBeLessThan(0.3);
    for (const p of phones) {
      expect(p.phone).toMatch(/^(\+1 \d{3}-555-01\d\d|\+44 7700 900\d{3}|\+44 20 7946 0\d{3}|\+61 \d (5550|7010) \d{4}|\+33 6 39 98 \d\d \d\d)$/);
      expect(COUNTRY_BY_CODE.get(p.countryCode)!.phone).not.toBeNull();
    }
  });

  it('live in the city their location names', () => {
    for (const p of sample) {
      const city = CITY_BY_ID.get(p.cityId)!;
      expect([p.city, p.regionCode, p.countryCode]).toEqual([city.name, city.regionCode, city.countryCode]);
    }
  });

  it('have skills of their role, experience of their level, a title of their role', () => {
    for (const p of sample) {
      const role = ROLE_BY_KEY.get(p.roleKey)!;
      expect(role.fn).toBe(p.function);
      expect(Object.keys(role.levels)).toContain(p.seniority);
      for (const skill of p.skills) expect(SKILL_BY_NAME.has(skill), skill).toBe(true);
      const roleSkills = p.skills.filter((s) => role.skills.includes(s));
      if (p.skills.length > 0) expect(roleSkills.length / p.skills.length, `${p.title}: ${p.skills.join(', ')}`).toBeGreaterThanOrEqual(0.6);
      if (p.yearsExperience !== null) {
        const [lo, hi] = SENIORITY_YEARS[p.seniority];
        expect(p.yearsExperience).toBeGreaterThanOrEqual(lo);
        expect(p.yearsExperience).toBeLessThanOrEqual(hi);
      }
    }
  }, SWEEP_TIMEOUT_MS);

  it('work where their role exists', () => {
    for (const p of sample) {
      const role = ROLE_BY_KEY.get(p.roleKey)!;
      const company = byId.get(p.companyId)!;
      expect(p.companyName).toBe(company.name);
      if (role.industries) expect(role.industries, `${p.title} at ${company.name}`).toContain(company.industry);
    }
  });

  it('have earlier jobs in order, before the current one, at other companies', () => {
    for (const p of sample) {
      let end = DIRECTORY_YEAR;
      const seen = new Set<number>([p.companyId]);
      for (const role of p.pastRoles) {
        expect(role.endYear).toBeLessThanOrEqual(end);
        expect(role.startYear).toBeLessThan(role.endYear);
        expect(seen.has(role.companyId)).toBe(false);
        seen.add(role.companyId);
        end = role.startYear;
      }
      if (p.yearsExperience !== null) expect(DIRECTORY_YEAR - end).toBeLessThanOrEqual(p.yearsExperience);
    }
  });

  it('speak languages of where they live, mostly', () => {
    const withLanguages = sample.filter((p) => p.languages.length > 0);
    expect(withLanguages.length / sample.length).toBeGreaterThan(0.9);
    const native = withLanguages.filter((p) => p.languages.includes(COUNTRY_BY_CODE.get(p.countryCode)!.languages[0]![0]));
    expect(native.length / withLanguages.length).toBeGreaterThan(0.85);
  });

  it('come from many name cultures', () => {
    expect(new Set(sample.map((p) => p.lastName)).size).toBeGreaterThan(1000);
    for (const p of sample) expect(p.fullName).toBe(`${p.firstName} ${p.lastName}`);
  });
});

// Each check reads every entry of 4,000 generated people: allow for a busy machine.
describe('education and headlines', { timeout: 30_000 }, () => {
  const share = (people: GeneratedPerson[], test: (p: GeneratedPerson) => boolean) => people.filter(test).length / people.length;
  const yearOf = (entry: string) => Number(/(\d{4})$/.exec(entry)![1]);
  const schoolCountry = new Map(SCHOOLS.map(([name, , country]) => [name, country]));

  it('show education on most profiles, with degrees the engine reads and schools it knows', () => {
    expect(share(sample, (p) => p.education.length > 0)).toBeGreaterThan(0.8);
    expect(share(sample, (p) => p.education.length > 0)).toBeLessThan(0.9);
    for (const p of sample) {
      for (const entry of p.education) {
        expect(schoolsOf(entry).length, entry).toBeGreaterThan(0);
        expect(degreesOf(entry).length, entry).toBeGreaterThan(0);
      }
    }
  });

  it('date every degree before the first job, except an MBA taken a few years into a career', () => {
    for (const p of sample) {
      const careerStart = DIRECTORY_YEAR - (p.yearsExperience ?? DIRECTORY_YEAR);
      const years = p.education.map(yearOf);
      expect([...years].sort((a, b) => b - a), p.education.join('; ')).toEqual(years);
      for (const entry of p.education) {
        expect(yearOf(entry)).toBeLessThanOrEqual(DIRECTORY_YEAR);
        if (p.yearsExperience !== null && !entry.endsWith(`MBA, ${yearOf(entry)}`)) expect(yearOf(entry), entry).toBeLessThanOrEqual(careerStart);
        if (p.yearsExperience !== null && entry.includes('MBA')) expect(yearOf(entry) - careerStart, entry).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('give degrees that fit the work: MBAs in business, PhDs in science, nursing for nurses', () => {
    const has = (p: GeneratedPerson, degree: string) => p.education.some((e) => degreesOf(e).includes(degree));
    const of = (fn: string) => sample.filter((p) => p.function === fn && p.education.length > 0);
    expect(share(of('science'), (p) => has(p, 'PhD'))).toBeGreaterThan(share(of('engineering'), (p) => has(p, 'PhD')) * 4);
    expect(share(of('executive'), (p) => has(p, 'MBA'))).toBeGreaterThan(share(of('engineering'), (p) => has(p, 'MBA')) * 4);
    for (const nurse of sample.filter((p) => p.roleKey === 'nurse')) for (const e of nurse.education) expect(e).toContain('Nursing');
  });

  it('give each degree to the share of people the brief-reader expects (vocab/shares.ts)', () => {
    // Each person's degrees read once: reading them per degree took over 5 s on a loaded machine.
    const held = new Map(sample.map((p) => [p, new Set(p.education.flatMap(degreesOf))]));
    for (const [degree, expected] of Object.entries(DEGREE_SHARE)) {
      const measured = share(sample, (p) => held.get(p)!.has(degree));
      expect(measured, degree).toBeGreaterThan(expected / 2);
      expect(measured, degree).toBeLessThan(expected * 2);
    }
  });

  it('send most people to a school of the country they live in', () => {
    const firsts = sample.filter((p) => p.education.length > 0 && [...schoolCountry.values()].includes(p.countryCode));
    expect(share(firsts, (p) => schoolCountry.get(schoolsOf(p.education.at(-1)!)[0]!) === p.countryCode)).toBeGreaterThan(0.85);
  });

  it('write headlines from what the profile holds: its title and company, never another', () => {
    expect(share(sample, (p) => p.headline !== '')).toBeGreaterThan(0.65);
    expect(share(sample, (p) => p.headline !== '')).toBeLessThan(0.85);
    for (const p of sample.filter((x) => x.headline)) {
      expect(p.headline.startsWith(p.title), p.headline).toBe(true);
      const company = /(?: at | @ )(.+?)(?: \||$)/.exec(p.headline)?.[1];
      if (company) expect(company).toBe(p.companyName);
    }
  });
});

describe('array literals for bulk loading', () => {
  it('quotes and escapes every element', () => {
    expect(arrayLiteral(['Go', 'C++', 'a "quoted" b', 'back\\slash'])).toBe('{"Go","C++","a \\"quoted\\" b","back\\\\slash"}');
    expect(arrayLiteral([3, 14])).toBe('{3,14}');
    expect(arrayLiteral([])).toBe('{}');
  });
});
