import { beforeAll, describe, expect, it } from 'vitest';
import { NEAR_MISS_LIMIT, RESULT_CAP_WITHOUT_TARGET } from '../search-rules';
import { interpretBrief } from '../interpret/interpret-brief';
import { planSubSearches } from './plan-sub-searches';
import { warmInterpreter } from '../engine';

// The interpreter builds its map (~55,000 place names) once: not inside the first test's time limit.
beforeAll(() => void warmInterpreter(), 120_000);

function plan(brief: string) {
  const i = interpretBrief(brief);
  if (i.kind !== 'criteria') throw new Error(i.question);
  const criteria = i.criteria.map((c) => (c.kind === 'company' ? { ...c, resolved: [{ id: 15, name: 'Stripe' }] } : c));
  return planSubSearches({ criteria, target: i.target });
}

describe('planSubSearches', () => {
  it('starts with a strict match on every criterion, sized for the target', () => {
    const p = plan('Find 25 senior backend engineers in Berlin with Go experience');
    expect(p.goal).toBe(25);
    expect(p.subSearches[0]!.name).toBe('Strict match');
    expect(p.subSearches[0]!.query.filters.map((f) => f.field)).toEqual(['role', 'seniority', 'location', 'skills']);
    expect(p.subSearches[0]!.query.limit).toBe(50);
  });

  it('finds a school and degree in the query, and reads education person by person when that falls short', () => {
    const p = plan('product managers in London with an MBA from INSEAD');
    const strict = p.subSearches[0]!.query.filters.find((f) => f.field === 'education');
    expect(strict).toMatchObject({ field: 'education', allOf: [expect.arrayContaining(['INSEAD']), expect.arrayContaining(['MBA', 'm.b.a.'])] });
    expect(p.subSearches[1]).toMatchObject({ name: 'Education as written' });
    expect(p.subSearches[1]!.query.filters.map((f) => f.field)).toEqual(['role', 'location']);
    // Graduation years alone leave nothing to look up.
    const years = plan('data scientists in Berlin who graduated after 2018');
    expect(years.subSearches[0]!.query.filters.map((f) => f.field)).toEqual(['role', 'location']);
    expect(years.subSearches.map((s) => s.name)).not.toContain('Education as written');
  });

  it('uses the result cap without a target', () => {
    expect(plan('backend engineers in Berlin').goal).toBe(RESULT_CAP_WITHOUT_TARGET);
  });

  it('relaxes one thing per sub-search, with names for surfacedBy', () => {
    const p = plan('senior backend engineers at Stripe in Berlin with Go');
    expect(p.subSearches.map((s) => s.name)).toEqual([
      'Strict match', 'Related titles', 'Skills-led', 'Alumni of Stripe', 'Wider area', 'Adjacent seniority', 'Broad keywords',
    ]);
    const byName = new Map(p.subSearches.map((s) => [s.name, s.query]));
    expect(byName.get('Related titles')!.filters[0]).toMatchObject({ field: 'role', roleKeys: expect.arrayContaining(['fullstack_engineer', 'platform_engineer']) });
    expect(byName.get('Skills-led')!.filters.map((f) => f.field)).not.toContain('role');
    expect(byName.get('Alumni of Stripe')!.filters[0]).toEqual({ field: 'pastCompany', companyIds: [15], exclude: false });
    expect(byName.get('Wider area')!.filters[0]).toMatchObject({ field: 'location', cityIds: [], countryCodes: ['DE'] });
    expect(byName.get('Adjacent seniority')!.filters[0]).toEqual({ field: 'seniority', levels: ['mid', 'staff'] });
    expect(byName.get('Broad keywords')!.filters[0]).toEqual({ field: 'keywords', phrases: [['backend', 'engineer'], ['go']] });
    for (const s of p.subSearches.slice(1)) expect(s.query.limit).toBe(NEAR_MISS_LIMIT * 2);
  });

  it('plans only what applies', () => {
    expect(plan('CTOs in Berlin').subSearches.map((s) => s.name)).toEqual(['Strict match', 'Related titles', 'Wider area', 'Broad keywords']);
  });

  it('is plain JSON', () => {
    const p = plan('senior backend engineers at Stripe in Berlin with Go');
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});

describe('preferences', () => {
  it('first looks for people who also meet the preferences', () => {
    const i = interpretBrief('backend engineers in Berlin with Go, Rust a plus');
    if (i.kind !== 'criteria') throw new Error(i.question);
    const p = planSubSearches(i);
    expect(p.subSearches.slice(0, 2).map((s) => s.name)).toEqual(['Best match', 'Strict match']);
    expect(p.subSearches[0]!.query.filters.at(-1)).toEqual({ field: 'skills', anyOf: ['Rust'] });
    expect(p.preferences.map((c) => c.name)).toEqual(['Preferred: Skill: Rust']);
  });
});
