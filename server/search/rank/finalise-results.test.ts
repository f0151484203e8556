import { beforeAll, describe, expect, it } from 'vitest';
import { NEAR_MISS_LIMIT } from '../search-rules';
import { interpretBrief } from '../interpret/interpret-brief';
import { planSubSearches } from '../plan/plan-sub-searches';
import { person } from '../testing/fixtures';
import type { Candidate } from '../types';
import { countVerified, finaliseResults } from './finalise-results';
import { warmInterpreter } from '../engine';

// The interpreter builds its map (~55,000 place names) once: not inside the first test's time limit.
beforeAll(() => void warmInterpreter(), 120_000);

function planOf(brief: string) {
  const i = interpretBrief(brief);
  if (i.kind !== 'criteria') throw new Error(i.question);
  return planSubSearches(i);
}

const match = (id: number, overrides = {}): Candidate => ({ person: person({ personId: `dir_${id}`, ...overrides }), surfacedBy: 'Strict match' });
const miss = (id: number, overrides = {}): Candidate => ({ person: person({ personId: `dir_${id}`, city: 'Munich', cityId: 2867714, regionCode: 'DE-BY', ...overrides }), surfacedBy: 'Wider area' });

describe('finaliseResults', () => {
  it('returns the spec fields with verdicts, verified first', () => {
    const plan = planOf('find 5 backend engineers in Berlin with Go');
    const results = finaliseResults(plan, [miss(1), match(2)]);
    expect(results.map((r) => r.personId)).toEqual(['dir_2', 'dir_1']);
    const [first] = results;
    expect(Object.keys(first!).sort()).toEqual(
      ['company', 'fields', 'firstName', 'fullName', 'lastName', 'linkedinUrl', 'location', 'personId', 'primaryEmail', 'primaryPhone', 'score', 'starred', 'surfacedBy', 'title', 'verdicts'].sort(),
    );
    expect(first).toMatchObject({
      fullName: 'Ada Weber', company: 'Stripe', location: 'Berlin, Germany', primaryEmail: 'ada.weber@stripe.example.com', primaryPhone: null,
      surfacedBy: 'Strict match', starred: false, verdicts: { 'Role: Backend Engineer': 'yes', 'Location: Berlin': 'yes', 'Skill: Go': 'yes' },
    });
    expect(results[1]!.verdicts['Location: Berlin']).toBe('no');
    const { evidence, ...flat } = first!.fields;
    for (const value of Object.values(flat)) expect(['string', 'number', 'boolean'].includes(typeof value) || value === null).toBe(true);
    expect(evidence).toEqual({ 'Role: Backend Engineer': 'title: Senior Backend Engineer', 'Location: Berlin': 'location: Berlin, Germany', 'Skill: Go': 'skills: Go, Kubernetes, PostgreSQL' });
  });

  it('keeps the first sub-search that found a person', () => {
    const plan = planOf('backend engineers in Berlin');
    const results = finaliseResults(plan, [match(1), { ...match(1), surfacedBy: 'Broad keywords' }]);
    expect(results).toHaveLength(1);
    expect(results[0]!.surfacedBy).toBe('Strict match');
  });

  it('stops at the target and adds no near misses once it is reached', () => {
    const plan = planOf('find 3 backend engineers in Berlin');
    const results = finaliseResults(plan, [1, 2, 3, 4, 5].map((id) => match(id)).concat([miss(9)]));
    expect(results).toHaveLength(3);
    expect(countVerified(plan.criteria, [match(1), match(2), miss(3)])).toBe(2);
  });

  it('fills up to the target with near misses, never more than the limit', () => {
    const plan = planOf('find 100 backend engineers in Berlin');
    const results = finaliseResults(plan, [match(1), ...Array.from({ length: 50 }, (_, i) => miss(100 + i))]);
    expect(results).toHaveLength(1 + NEAR_MISS_LIMIT);
  });

  it('drops people who fail two criteria', () => {
    const plan = planOf('backend engineers in Berlin with Go');
    const results = finaliseResults(plan, [miss(1, { skills: ['Java'] })]);
    expect(results).toEqual([]);
  });

  it('ranks reachable, complete profiles higher among equals', () => {
    const plan = planOf('backend engineers in Berlin');
    const results = finaliseResults(plan, [match(1, { email: null }), match(2)]);
    expect(results.map((r) => r.personId)).toEqual(['dir_2', 'dir_1']);
    expect(results[0]!.score).toBeGreaterThan(results[1]!.score);
  });
});

describe('preferences', () => {
  it('rank people who meet them higher, without making them criteria', () => {
    const i = interpretBrief('backend engineers in Berlin, Rust a plus');
    if (i.kind !== 'criteria') throw new Error(i.question);
    const plan = planSubSearches(i);
    const results = finaliseResults(plan, [match(1), match(2, { skills: ['Go', 'Rust'] })]);
    expect(results.map((r) => r.personId)).toEqual(['dir_2', 'dir_1']);
    expect(Object.keys(results[0]!.verdicts)).toEqual(['Role: Backend Engineer', 'Location: Berlin']);
    expect(results[0]!.fields.preferencesMet).toBe('Skill: Rust');
    expect(results[1]!.fields.preferencesMet).toBe('');
  });

  it("ranks the workspace's own people first at equal verdicts and score, and says where each comes from", () => {
    const plan = planOf('backend engineers in Berlin');
    const results = finaliseResults(plan, [match(1), { ...match(2), person: { ...match(2).person, personId: 'own_9' } }, match(3)]);
    expect(new Set(results.map((r) => r.score)).size).toBe(1);
    expect(results.map((r) => r.personId)).toEqual(['own_9', 'dir_1', 'dir_3']);
    expect(results.map((r) => r.fields.source)).toEqual(['your people', 'directory', 'directory']);
  });
});

