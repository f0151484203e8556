// Issue 10 end to end on a seeded directory: places beyond the directory's cities verify nobody,
// exclusions filter in the query (the target is still met) and their verdicts agree with the data.
import { beforeAll, describe, expect, it } from 'vitest';
import { previewBrief, runSearch } from './engine';
import type { PeopleSource } from './people-source';
import { type SeededDirectory, seededDirectory, verified } from './testing/seeded-directory';
import type { SearchResult } from './types';

let source: PeopleSource;
let done: SeededDirectory['done'];
let truth: SeededDirectory['truth'];

beforeAll(async () => {
  ({ source, done, truth } = await seededDirectory(6000));
}, 120_000);

const ids = (results: SearchResult[]) => results.map((r) => Number(r.personId.replace('dir_', ''))).sort((a, b) => a - b);

describe('places outside the directory', () => {
  it.each(['data scientists in Peru', 'nurses in Tucson', 'software engineers in Bratislava', 'accountants in Montevideo'])(
    '%s ends done with nobody verified; near misses carry their no',
    async (brief) => {
      const outcome = await done(brief);
      expect(outcome.verifiedCount).toBe(0);
      const location = outcome.interpretation.criteria.find((c) => c.kind === 'location')!;
      for (const result of outcome.results) expect(result.verdicts[location.name]).toBe('no');
    },
  );

  it('a region reaches the directory cities inside it, and only them', async () => {
    const outcome = await done('software engineers in California');
    const expected = await truth(`region_code = 'US-CA' AND role_key IN ('software_engineer','backend_engineer','frontend_engineer','fullstack_engineer','mobile_engineer','ios_engineer','android_engineer','platform_engineer','embedded_engineer','game_developer','blockchain_engineer')`);
    const found = ids(verified(outcome.results));
    expect(found.length).toBe(Math.min(expected.length, 100));
    expect(found.every((id) => expected.includes(id))).toBe(true);
    for (const r of verified(outcome.results)) expect(r.fields.region).toBe('California');
  });

  it('an unknown place asks, quoting it', async () => {
    const outcome = await runSearch(source, 'backend engineers in Xyzzyville');
    expect(outcome.status).toBe('awaiting_input');
    if (outcome.status === 'awaiting_input') expect(outcome.clarificationQuestion).toContain('“Xyzzyville”');
  });
});

describe('exclusions filter in the query', () => {
  it('never verifies someone who worked at the excluded company, and still meets the target', async () => {
    const outcome = await done('find 30 software engineers in the US who have never worked at Google');
    const out = new Set(await truth(`company_name = 'Google' OR EXISTS (SELECT 1 FROM directory_past_role r WHERE r.person_id = p.id AND r.company_name = 'Google')`));
    const ok = verified(outcome.results);
    expect(ok).toHaveLength(30);
    for (const r of ok) expect(out.has(Number(r.personId.replace('dir_', '')))).toBe(false);
    expect(Object.keys(ok[0]!.verdicts)).toContain('Company: not Google (current or past)');
  });

  it('rules out roles: "no recruiters"', async () => {
    const outcome = await done('HR people in the United Kingdom, no recruiters');
    const ok = verified(outcome.results);
    expect(ok.length).toBeGreaterThan(0);
    for (const r of ok) expect(r.title).not.toMatch(/Recruiter/);
  });

  it('an exclusion of a company the directory does not hold asks', async () => {
    const outcome = await runSearch(source, 'product managers in London, but no one from Qwrtzplex Labz');
    expect(outcome.status).toBe('awaiting_input');
    if (outcome.status === 'awaiting_input') expect(outcome.clarificationQuestion).toContain('“Qwrtzplex Labz”');
  });
});

describe('the preview', () => {
  it('estimates exactly the people who meet every criterion', async () => {
    const preview = await previewBrief(source, '10 Berlin-based senior software engineers who write Golang');
    expect(preview).toMatchObject({ requestedTarget: 10, ignored: [], clarificationQuestion: null });
    expect(preview.criteria).toEqual([
      { name: 'Role: Software Engineer', kind: 'role' },
      { name: 'Seniority: Senior', kind: 'seniority' },
      { name: 'Location: Berlin', kind: 'location' },
      { name: 'Skill: Go', kind: 'skill' },
    ]);
    const expected = await truth(`city = 'Berlin' AND country_code = 'DE' AND seniority = 'senior' AND skills && ARRAY['Go'] AND role_key IN ('software_engineer','backend_engineer','frontend_engineer','fullstack_engineer','mobile_engineer','ios_engineer','android_engineer','platform_engineer','embedded_engineer','game_developer','blockchain_engineer')`);
    expect(preview.estimatedMatches).toBe(expected.length);
  });

  it('reports the words it will not use and the question it would ask', async () => {
    const preview = await previewBrief(source, 'backend engineers in Xyzzyville with blorptastic vibes');
    expect(preview.clarificationQuestion).toContain('“Xyzzyville”');
    expect(preview.ignored).toEqual(expect.arrayContaining(['blorptastic', 'vibes']));
  });
});
