import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { trpcHttp, webContext } from '@/server/api/testing/trpc-http';
import { getDb } from '@/server/db';
import { seedDirectory } from '@/server/search';
import { createTestWorkspace, v1 } from '@/test/fixtures';
import { MESSY_CSV, postImport, waitForImport } from '@/server/people/testing/import-fixtures';

// Issue 22: a suppression entry stays while any list holds it or it was added by hand. Lists go
// in through POST /v1/people/imports, the web UI's changes through /api/trpc, searches through /v1.
let a: Awaited<ReturnType<typeof createTestWorkspace>>;

beforeAll(async () => {
  await seedDirectory(await getDb(), { size: 2_000 });
  await startInngest();
  a = await createTestWorkspace({ credits: 10_000 });
  const response = await postImport(a.apiKey, MESSY_CSV, { contentType: 'text/csv' });
  expect(await waitForImport(a.apiKey, (await response.json()).importId)).toMatchObject({ status: 'done', imported: 7 });
}, 180_000);
afterAll(() => stopInngest());

async function ownPeopleFound(): Promise<string[]> {
  const response = await v1('POST', '/search', { key: a.apiKey, body: { brief: 'product managers in Lisbon' } });
  expect(response.status).toBe(202);
  const { projectId } = await response.json();
  const { prisma } = await getDb();
  for (let i = 0; i < 1200; i++) {
    const row = await prisma.project.findUniqueOrThrow({ where: { id: projectId }, select: { status: true } });
    if (row.status !== 'running') {
      const page = await (await v1('GET', `/projects/${projectId}/results?limit=100`, { key: a.apiKey })).json();
      const results = page.results as Array<{ fullName: string; fields: { source?: string } }>;
      return results.filter((r) => r.fields.source === 'your people').map((r) => r.fullName);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('search did not finish');
}

async function suppressionList(emails: string[]) {
  const response = await postImport(a.apiKey, `email\n${emails.join('\n')}\n`, { contentType: 'text/csv', kind: 'suppression' });
  expect(response.status).toBe(202);
  const { importId } = await response.json();
  expect(await waitForImport(a.apiKey, importId)).toMatchObject({ status: 'done', rejected: 0 });
  return importId as string;
}

const web = (kind: 'query' | 'mutation', path: string, input?: unknown) => trpcHttp(webContext(a.owner), kind, `people.${path}`, input);

describe('a suppression entry held by several lists or by hand', () => {
  it('stays while anything holds it: deleting one list, then removing by hand', async () => {
    const before = await ownPeopleFound();
    expect(before).toEqual(expect.arrayContaining(['Ana Silva', 'Bruno Costa']));

    const first = await suppressionList(['ana@example.com', 'bruno@acme.test']);
    const second = await suppressionList(['ANA@example.com']);
    // Bruno is added by hand after the first list brought him.
    expect((await web('mutation', 'addSuppression', { value: 'bruno@acme.test' })).status).toBe(200);
    const listed = (await web('query', 'suppression', { offset: 0 })).body.result!.data as { entries: Array<{ value: string; importIds: string[]; manual: boolean }> };
    expect(listed.entries.map(({ value, importIds, manual }) => ({ value, importIds: [...importIds].sort(), manual })).sort((x, y) => x.value.localeCompare(y.value))).toEqual([
      { value: 'ana@example.com', importIds: [first, second].sort(), manual: false },
      { value: 'bruno@acme.test', importIds: [first], manual: true },
    ]);
    const suppressed = await ownPeopleFound();
    expect(suppressed).not.toContain('Ana Silva');
    expect(suppressed).not.toContain('Bruno Costa');

    // Deleting the first list: Ana is still on the second, Bruno was added by hand.
    expect(await web('mutation', 'deleteImport', { importId: first })).toMatchObject({ status: 200, body: { result: { data: { deleted: true } } } });
    const afterFirst = await ownPeopleFound();
    expect(afterFirst).not.toContain('Ana Silva');
    expect(afterFirst).not.toContain('Bruno Costa');

    // Only a list holds Ana: removing her by hand is refused (delete the list instead).
    const refused = await web('mutation', 'removeSuppression', { kind: 'email', value: 'ana@example.com' });
    expect(refused.status).toBe(409);
    expect(refused.body.error!.message).toMatch(/delete the list/);
    // Bruno was only held by hand now: removing him lifts him.
    expect(await web('mutation', 'removeSuppression', { kind: 'email', value: 'bruno@acme.test' })).toMatchObject({
      status: 200,
      body: { result: { data: { removed: true, heldByLists: 0 } } },
    });

    // Ana added by hand too, then removed by hand: the second list still holds her.
    expect((await web('mutation', 'addSuppression', { value: 'ana@example.com' })).status).toBe(200);
    expect(await web('mutation', 'removeSuppression', { kind: 'email', value: 'ana@example.com' })).toMatchObject({
      status: 200,
      body: { result: { data: { removed: true, heldByLists: 1 } } },
    });
    const afterHand = await ownPeopleFound();
    expect(afterHand).not.toContain('Ana Silva');
    expect(afterHand).toContain('Bruno Costa');

    // The last holder goes: so does the entry.
    expect((await web('mutation', 'deleteImport', { importId: second })).status).toBe(200);
    expect(await ownPeopleFound()).toContain('Ana Silva');
    expect((await web('query', 'suppression', { offset: 0 })).body.result!.data).toEqual({ total: 0, entries: [] });
  }, 240_000);
});
