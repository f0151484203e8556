import { beforeAll, describe, expect, it } from 'vitest';
import { warmInterpreter } from '../engine';
import { interpretBrief } from '../interpret/interpret-brief';
import type { Criterion, PersonRecord } from '../types';
import { evidenceOf } from './evidence';
import { verdictsFor } from './verdicts';

// The interpreter's vocabulary loads once, outside any one test's time.
beforeAll(() => void warmInterpreter(), 120_000);

const headlineLimit = 120;

const person: PersonRecord = {
  personId: 'p1', firstName: 'Ana', lastName: 'Silva', fullName: 'Ana Silva', title: 'Sr. Developer Advocate', roleKey: null,
  function: null, seniority: 'senior', companyId: 7, companyName: 'Acme', companyIndustry: 'fintech', companyStage: 'series_b',
  companySize: 250, cityId: null, city: 'Berlin', regionCode: null, region: null, country: 'Germany', countryCode: 'DE', linkedinUrl: '',
  email: null, phone: null, skills: ['Go', 'Rust', 'Kubernetes'], yearsExperience: 6, languages: [],
  pastRoles: [{ companyId: 9, companyName: 'Globex', title: 'Engineer', startYear: 2015, endYear: 2019 }],
};

function evidence(brief: string, who: PersonRecord = person) {
  const criteria: Criterion[] = interpretBrief(brief).criteria;
  return evidenceOf(criteria, who, verdictsFor(criteria, who));
}

describe('evidence behind each verdict', () => {
  it('quotes the value that decided a yes or a no', () => {
    expect(evidence('developer advocates in Germany who know Rust, 5+ years of experience')).toEqual({
      'Role: Developer Advocate': 'title: Sr. Developer Advocate',
      'Location: Germany': 'location: Berlin, Germany',
      'Skill: Rust': 'skills: Rust, Go, Kubernetes',
      'Experience: 5+ years': 'experience: 6 years',
    });
    expect(evidence('fintech engineers at Series A startups')).toMatchObject({ 'Industry: Fintech': 'industry: Fintech', 'Company stage: Series A': 'company stage: Series B' });
  });

  it('quotes the text that holds a topic, with its field, clipped when long', () => {
    const b2b = { ...person, title: 'Account Executive', headline: 'B2B SaaS sales to mid-market' };
    expect(evidence('B2B account executives', b2b)).toMatchObject({ 'Mentions: B2B': 'headline: B2B SaaS sales to mid-market' });
    const long = { ...person, headline: `B2B ${'x'.repeat(300)}` };
    expect(evidence('B2B account executives', long)['Mentions: B2B']).toHaveLength(headlineLimit + 'headline: '.length);
    expect(evidence('B2B account executives', person)['Mentions: B2B']).toMatch(/^not in the person's title/);
  });

  it('says what was missing for an unknown', () => {
    const bare = { ...person, title: '', skills: [], yearsExperience: null, cityId: null, regionCode: null, countryCode: '', city: '', country: '' };
    expect(evidence('developer advocates in Germany who know Rust, 5+ years of experience', bare)).toEqual({
      'Role: Developer Advocate': 'no title on record',
      'Location: Germany': 'no location on record',
      'Skill: Rust': 'no skills on record',
      'Experience: 5+ years': 'no years of experience on record',
    });
    expect(Object.values(evidence('developer advocates with 10k Instagram followers'))).toContain('not shown in any profile');
  });

  it('names the role a yes came from when there is no title, and a place without a city', () => {
    const noTitle = { ...person, title: '', roleKey: 'backend_engineer', city: '', region: null };
    expect(evidence('backend engineers in Germany', noTitle)).toEqual({ 'Role: Backend Engineer': 'role: Backend Engineer', 'Location: Germany': 'location: Germany' });
  });

  it('quotes the place behind an unknown city, and the title behind a skill it names', () => {
    const inState = { ...person, title: 'Senior Software Engineer (Python)', skills: [], city: '', region: 'California', regionCode: 'US-CA', country: 'United States', countryCode: 'US' };
    expect(evidence('engineers in San Francisco who know Python', inState)).toMatchObject({
      'Location: San Francisco': 'location: California, United States',
      'Skill: Python': 'title: Senior Software Engineer (Python)',
    });
  });

  it('quotes each part of a title that names a skill or a level, once', () => {
    const frontend = { ...person, title: 'Frontend Developer', roleKey: 'frontend_engineer', skills: ['TypeScript', 'React'] };
    expect(evidence('React developers in Germany', frontend)['Role: React Developer']).toBe('title: Frontend Developer; skills: React, TypeScript');
    const titled = { ...frontend, title: 'React Developer', skills: [] };
    expect(evidence('React developers in Germany', titled)['Role: React Developer']).toBe('title: React Developer');
    const staff = { ...person, title: 'Staff Engineer', roleKey: 'backend_engineer', seniority: 'staff' as const };
    expect(evidence('staff engineers in Germany', staff)['Role: Staff Engineer']).toBe('title: Staff Engineer; seniority: Staff/Lead');
  });

  it('shows the dates behind a dated move, the verdict no included', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const dated = (brief: string, who: PersonRecord) => {
      const criteria = interpretBrief(brief, now).criteria.map((c) => (c.kind === 'company' ? { ...c, resolved: [{ id: 7, name: 'Acme' }, { id: 9, name: 'Globex' }] } : c));
      const verdicts = verdictsFor(criteria, who);
      return Object.fromEntries(Object.entries(evidenceOf(criteria, who, verdicts)).map(([name, value]) => [name, [verdicts[name], value]]));
    };
    expect(dated('engineers who joined Acme since 2024', { ...person, startDate: 'Mar 2024' })).toMatchObject({
      'Company: Acme (joined Jan 2024 or later)': ['yes', 'company: Acme; in the role since Mar 2024'],
    });
    expect(dated('engineers who joined Acme since 2024', person)).toMatchObject({
      'Company: Acme (joined Jan 2024 or later)': ['unknown', 'company: Acme; no start date on record'],
    });
    expect(dated('engineers who left Globex in the last 3 years', person)).toMatchObject({
      'Past company: Globex (left 28 Nov 2023 or later)': ['no', 'past companies: Globex; left Globex 2019'],
    });
  });
});
