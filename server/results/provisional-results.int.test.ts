import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { finaliseProject, interpretProject, runProjectSubSearch } from '@/server/projects/search-steps';
import { planSubSearches, seedDirectory } from '@/server/search';
import { createTestWorkspace, v1 } from '@/test/fixtures';

// Results and status agree while a search runs. No executor runs in this file: the test plays
// run-search's steps itself, one at a time, and looks at the project through /v1 between them.

type Page = { total: number; results: Array<{ fullName: string; linkedinUrl: string; verdicts: Record<string, string> }> };

beforeAll(async () => {
  await seedDirectory(await getDb(), { size: 3000 });
}, 120_000);

async function look(key: string, projectId: string) {
  const status = await (await v1('GET', `/projects/${projectId}`, { key })).json();
  const page: Page = await (await v1('GET', `/projects/${projectId}/results?limit=100`, { key })).json();
  return { status, page };
}

describe('the results page of a running search', () => {
  it('shows the people found so far, as many as totalResults, in an order that becomes final at done', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const response = await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'find 40 software engineers in Germany' } });
    expect(response.status).toBe(202);
    const { projectId } = await response.json();

    const interpreted = await interpretProject(projectId);
    if (interpreted.kind !== 'search') throw new Error(`expected a search, got ${interpreted.kind}`);
    const plan = planSubSearches(interpreted.interpretation);
    expect(plan.subSearches.length).toBeGreaterThan(1);

    let last: Page | undefined;
    const totals: number[] = [];
    for (let index = 0; index < plan.subSearches.length; index++) {
      const progress = await runProjectSubSearch(projectId, plan, index);
      const { status, page } = await look(ws.apiKey, projectId);
      expect(status.status).toBe('running');
      expect(page.total).toBe(status.totalResults);
      expect(page.results).toHaveLength(Math.min(100, status.totalResults));
      for (const result of page.results) expect(Object.values(result.verdicts).every((v) => v === 'yes')).toBe(true);
      expect(new Set(page.results.map((r) => r.linkedinUrl)).size).toBe(page.results.length);
      // A second page continues the first (offset applies to the provisional order too).
      const second: Page = await (await v1('GET', `/projects/${projectId}/results?limit=5&offset=5`, { key: ws.apiKey })).json();
      expect(second.total).toBe(page.total);
      expect(second.results).toEqual(page.results.slice(5, 10));
      totals.push(page.total);
      last = page;
      if (progress.complete) break;
    }
    expect(totals[0]).toBeGreaterThan(0);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    await finaliseProject(projectId, plan);
    const { status, page } = await look(ws.apiKey, projectId);
    expect(status.status).toBe('done');
    expect(page.total).toBe(status.totalResults);
    // The provisional order was the final order of the verified results.
    expect(page.results.slice(0, last!.results.length)).toEqual(last!.results);
    const { prisma } = await getDb();
    expect(await prisma.searchCandidate.count({ where: { projectId } })).toBe(0);
  });

  it('a running search that has found nobody yet shows an empty page with total 0', async () => {
    const ws = await createTestWorkspace();
    const { projectId } = await (await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'find 5 designers in Paris' } })).json();
    const { status, page } = await look(ws.apiKey, projectId);
    expect(status).toMatchObject({ status: 'running', totalResults: 0 });
    expect(page).toMatchObject({ total: 0, results: [] });
  });
});
