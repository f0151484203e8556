import { beforeAll, describe, expect, it } from 'vitest';
import { warmInterpreter } from '../engine';
import { interpretBrief } from '../interpret/interpret-brief';
import { planSubSearches } from '../plan/plan-sub-searches';
import { person } from '../testing/fixtures';
import { finaliseResults } from './finalise-results';
import { titleCloseness } from './title-closeness';

beforeAll(() => void warmInterpreter(), 120_000);

function criteriaOf(brief: string) {
  const i = interpretBrief(brief);
  if (i.kind !== 'criteria') throw new Error(i.question);
  return i;
}

describe('titleCloseness', () => {
  it('is highest for the title the brief wrote, lower for more words, lowest for another spelling', () => {
    const { criteria } = criteriaOf('developer advocates in Berlin');
    const closeness = (title: string) => titleCloseness(criteria, person({ title, roleKey: null }));
    expect(closeness('Developer Advocate')).toBe(1);
    expect(closeness('Developer Advocate')).toBeGreaterThan(closeness('Senior Developer Advocate, EMEA'));
    expect(closeness('Senior Developer Advocate, EMEA')).toBeGreaterThan(closeness('Developer Relations Engineer'));
    expect(closeness('Software Developer')).toBe(0);
  });

  it('ranks the closer title first among verified people, own people first at equal scores', () => {
    const plan = planSubSearches(criteriaOf('developer advocates in Berlin'));
    const at = (id: string, title: string) => ({ person: person({ personId: id, title, roleKey: null }), surfacedBy: 'Strict match' });
    const results = finaliseResults(plan, [at('dir_1', 'Developer Relations Engineer'), at('dir_2', 'Developer Advocate'), at('own_3', 'Developer Advocate')]);
    expect(results.map((r) => r.personId)).toEqual(['own_3', 'dir_2', 'dir_1']);
  });
});
