import { describe, expect, it } from 'vitest';
import { interpretBrief } from '../interpret/interpret-brief';
import { person } from '../testing/fixtures';
import type { Criterion } from '../types';
import { isVerified } from '../contract';
import { verdictFor, verdictsFor } from './verdicts';

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

  it('matches literal titles', () => {
    const [role] = criteriaOf('Heads of Partnerships in Berlin');
    expect(verdictFor(role!, person({ title: 'Head of Partnerships EMEA', roleKey: null }))).toBe('yes');
    expect(verdictFor(role!, person())).toBe('no');
  });

  it('inverts an excluded place', () => {
    const [, location] = criteriaOf('Android engineers outside Germany');
    expect(verdictFor(location!, person())).toBe('no');
    expect(verdictFor(location!, person({ countryCode: 'FR', cityId: 2988507, regionCode: 'FR-IDF' }))).toBe('yes');
  });
});
