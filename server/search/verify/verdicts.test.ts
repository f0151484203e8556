import { beforeAll, describe, expect, it } from 'vitest';
import { interpretBrief } from '../interpret/interpret-brief';
import { person } from '../testing/fixtures';
import type { Criterion } from '../types';
import { isVerified } from '../search-rules';
import { verdictFor, verdictsFor } from './verdicts';
import { warmInterpreter } from '../engine';

// The interpreter builds its map (~55,000 place names) once: not inside the first test's time limit.
beforeAll(() => void warmInterpreter(), 120_000);

function criteriaOf(brief: string): Criterion[] {
  const i = interpretBrief(brief);
  if (i.kind !== 'criteria') throw new Error(i.question);
  // Company names resolved the way a source would: Stripe = 15, Google = 1.
  return i.criteria.map((c) => (c.kind === 'company' ? { ...c, resolved: c.names.map((n) => ({ id: n === 'Stripe' ? 15 : n === 'Google' ? 1 : 999, name: n })) } : c));
}

describe('verdicts', () => {
  it('says yes to every criterion a matching person meets', () => {
    const criteria = criteriaOf('senior backend engineers at Stripe in Berlin with Go and Kubernetes, 8+ years, German-speaking, fintech, ex-Google');
    const verdicts = verdictsFor(criteria, person());
    expect(Object.values(verdicts).every((v) => v === 'yes')).toBe(true);
    expect(Object.keys(verdicts)).toEqual(criteria.map((c) => c.name));
    expect(isVerified(verdicts)).toBe(true);
  });

  it('says yes to how a person works only where their own words say it, in any spelling', () => {
    const freelance = criteriaOf('freelance copywriters in London').find((c) => c.kind === 'topic')!;
    expect(freelance.name).toBe('Mentions: freelance');
    expect(verdictFor(freelance, person({ title: 'Freelance Copywriter' }))).toBe('yes');
    expect(verdictFor(freelance, person({ title: 'Copywriter', profileText: 'Freelancer since 2019' }))).toBe('yes');
    expect(verdictFor(freelance, person({ title: 'Copywriter' }))).toBe('unknown');
  });

  it('says yes to a topic only on the person\'s own words, and never yes or no on education or what no profile shows', () => {
    const topic: Criterion = { kind: 'topic', name: 'Mentions: ticketing', source: 'ticketing', label: 'ticketing', phrases: [['ticketing']] };
    expect(verdictFor(topic, person({ title: 'Backend Engineer, Ticketing Platform' }))).toBe('yes');
    expect(verdictFor(topic, person({ pastRoles: [{ companyId: 9, companyName: 'Ticketing Co', title: 'Engineer', startYear: 2015, endYear: 2018 }] }))).toBe('yes');
    expect(verdictFor(topic, person({ headline: 'Building ticketing at scale | Go, Kafka' }))).toBe('yes');
    expect(verdictFor(topic, person())).toBe('unknown');
    const education: Criterion = { kind: 'education', name: 'Education: MBA', source: 'MBA', label: 'MBA', schools: [], degrees: ['MBA'] };
    const unseen: Criterion = { kind: 'unseen', name: 'Unverifiable: Instagram followers', source: 'followers', label: 'Instagram followers' };
    expect([verdictFor(education, person()), verdictFor(unseen, person())]).toEqual(['unknown', 'unknown']);
  });

  it('says no where the data disagrees', () => {
    const criteria = criteriaOf('junior frontend engineers in London with Rust, 1-2 years, at Series A startups');
    const verdicts = verdictsFor(criteria, person());
    expect(Object.values(verdicts)).toEqual(['no', 'no', 'no', 'no', 'no', 'no']);
    expect(isVerified(verdicts)).toBe(false);
  });

  it('says unknown where the data is missing', () => {
    const criteria = criteriaOf('backend engineers with Go, 5+ years, Spanish speakers, at Series B companies in Berlin');
    const verdicts = verdictsFor(criteria, person({ skills: [], yearsExperience: null, languages: [], companyStage: null }));
    expect(verdicts).toEqual({
      'Role: Backend Engineer': 'yes',
      'Location: Berlin': 'yes',
      'Company stage: Series B': 'unknown',
      'Skill: Go': 'unknown',
      'Experience: 5+ years': 'unknown',
      'Language: Spanish': 'unknown',
    });
    expect(isVerified(verdicts)).toBe(false);
  });

  it('tells current, past and any company apart', () => {
    const [current] = criteriaOf('engineers at Google in Berlin').filter((c) => c.kind === 'company');
    const [past] = criteriaOf('ex-Google engineers in Berlin').filter((c) => c.kind === 'company');
    const [ever] = criteriaOf('engineers in Berlin who have worked at Google').filter((c) => c.kind === 'company');
    expect([verdictFor(current!, person()), verdictFor(past!, person()), verdictFor(ever!, person())]).toEqual(['no', 'yes', 'yes']);
    const atGoogle = person({ companyId: 1, companyName: 'Google', pastRoles: [] });
    expect([verdictFor(current!, atGoogle), verdictFor(past!, atGoogle), verdictFor(ever!, atGoogle)]).toEqual(['yes', 'no', 'yes']);
  });

  it('counts a role at a level its title names as the role: a Group Product Manager is a product manager', () => {
    const [role] = criteriaOf('product managers in London');
    expect(verdictFor(role!, person({ title: 'Group Product Manager', roleKey: 'group_product_manager' }))).toBe('yes');
    expect(verdictFor(role!, person({ title: 'Product Marketing Manager', roleKey: 'product_marketing_manager' }))).toBe('no');
  });

  it('matches literal titles', () => {
    const [role] = criteriaOf('Heads of Partnerships in Berlin');
    expect(verdictFor(role!, person({ title: 'Head of Partnerships EMEA', roleKey: null }))).toBe('yes');
    expect(verdictFor(role!, person())).toBe('no');
  });

  it('checks a skill or level the title names on the title, the skills and the seniority: no when one fails, yes when all hold', () => {
    const [react] = criteriaOf('React developers in Berlin');
    expect(verdictFor(react!, person({ title: 'Frontend Developer', roleKey: 'frontend_engineer', skills: ['React'] }))).toBe('yes');
    expect(verdictFor(react!, person({ title: 'React Developer', roleKey: 'frontend_engineer', skills: [] }))).toBe('yes');
    expect(verdictFor(react!, person({ title: 'Frontend Developer', roleKey: 'frontend_engineer', skills: ['Vue.js'] }))).toBe('no');
    expect(verdictFor(react!, person({ title: 'Frontend Developer', roleKey: 'frontend_engineer', skills: [] }))).toBe('unknown');
    expect(verdictFor(react!, person({ title: 'Product Designer', roleKey: 'product_designer', skills: ['React'] }))).toBe('no');
    const [staff] = criteriaOf('staff engineers in Berlin');
    expect(verdictFor(staff!, person({ seniority: 'staff' }))).toBe('yes');
    expect(verdictFor(staff!, person({ seniority: 'senior' }))).toBe('no');
    expect(verdictFor(staff!, person({ seniority: null }))).toBe('unknown');
  });

  it('inverts an excluded place', () => {
    const [, location] = criteriaOf('Android engineers outside Germany');
    expect(verdictFor(location!, person())).toBe('no');
    expect(verdictFor(location!, person({ countryCode: 'FR', cityId: 2988507, regionCode: 'FR-IDF' }))).toBe('yes');
  });

  it('cannot tell the city of a person filed only under the state or country that holds it', () => {
    const [, location] = criteriaOf('founding engineers in San Francisco');
    expect(verdictFor(location!, person({ cityId: null, regionCode: 'US-CA', countryCode: 'US' }))).toBe('unknown');
    expect(verdictFor(location!, person({ cityId: null, regionCode: null, countryCode: 'US' }))).toBe('unknown');
    expect(verdictFor(location!, person({ cityId: null, regionCode: 'US-TX', countryCode: 'US' }))).toBe('no');
    expect(verdictFor(location!, person({ cityId: null, regionCode: null, countryCode: 'DE' }))).toBe('no');
  });

  it('gives unknown, never yes, for what an imported person lacks (place, company, title, skills)', () => {
    const blank = person({
      personId: 'own_1', title: '', roleKey: null, function: null, seniority: null, cityId: null, city: '', regionCode: null, region: null,
      country: '', countryCode: '', companyId: null, companyName: '', companyIndustry: null, companyStage: null, companySize: null,
      skills: [], languages: [], yearsExperience: null, pastRoles: [],
    });
    const verdicts = verdictsFor(criteriaOf('senior backend engineers in Berlin at Stripe with Go, 5+ years, fintech, outside the US'), blank);
    expect(Object.values(verdicts).length).toBeGreaterThanOrEqual(6);
    expect(new Set(Object.values(verdicts))).toEqual(new Set(['unknown']));
  });
});

describe('exclusion verdicts: yes when clear of what is excluded, no when not, unknown when the data cannot tell', () => {
  const exclusion = (brief: string) => criteriaOf(brief).filter((c) => (c.kind === 'company' || c.kind === 'role') && c.exclude);

  it('never worked at Google', () => {
    const [never] = exclusion('backend engineers who have never worked at Google');
    expect(never!.name).toBe('Company: not Google (current or past)');
    expect(verdictFor(never!, person())).toBe('no'); // the fixture was at Google before
    expect(verdictFor(never!, person({ pastRoles: [] }))).toBe('yes');
    expect(verdictFor(never!, person({ companyId: 1, pastRoles: [] }))).toBe('no');
    expect(verdictFor(never!, person({ companyId: null, companyName: '', pastRoles: [] }))).toBe('unknown');
  });

  it('not at Stripe (current) ignores the past', () => {
    const [notNow] = exclusion('backend engineers not at Stripe');
    expect(notNow!.name).toBe('Company: not Stripe (current)');
    expect(verdictFor(notNow!, person())).toBe('no');
    expect(verdictFor(notNow!, person({ companyId: 2 }))).toBe('yes');
  });

  it('no recruiters', () => {
    const [role] = exclusion('HR people in London, no recruiters');
    expect(verdictFor(role!, person({ roleKey: 'recruiter', title: 'Recruiter' }))).toBe('no');
    expect(verdictFor(role!, person({ roleKey: 'hr_business_partner', title: 'HR Business Partner' }))).toBe('yes');
    expect(verdictFor(role!, person({ roleKey: null, title: '' }))).toBe('unknown');
  });
});
