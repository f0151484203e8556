import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { getDb } from '@/server/db';
import { createTestWorkspace, v1 } from '@/test/fixtures';

// A search whose steps keep failing (here: the people directory is gone) must not stay running
// forever: after run-search's retries it ends with an error and the reservation comes back.
beforeAll(async () => {
  const { sql } = await getDb();
  await sql.exec('ALTER TABLE directory_person RENAME TO directory_person_gone');
  await startInngest({ retryDelay: () => 20 });
});
afterAll(async () => {
  await stopInngest();
  const { sql } = await getDb();
  await sql.exec('ALTER TABLE directory_person_gone RENAME TO directory_person');
});

describe('a search that cannot be completed', () => {
  it('ends done with the error, no results and a full refund', async () => {
    const ws = await createTestWorkspace({ credits: 1000 });
    const { projectId } = await (await v1('POST', '/search', { key: ws.apiKey, body: { brief: 'find 10 data engineers in Madrid' } })).json();
    let status: Record<string, unknown> = {};
    for (let i = 0; i < 400; i++) {
      status = await (await v1('GET', `/projects/${projectId}`, { key: ws.apiKey })).json();
      if (status.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toMatchObject({
      status: 'done',
      done: true,
      totalResults: 0,
      verifiedResults: 0,
      requestedTarget: 10,
      error: { code: 'internal_error', message: expect.any(String) },
    });
    const { prisma } = await getDb();
    expect((await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } })).creditBalance).toBe(1000);
    expect((await prisma.project.findUniqueOrThrow({ where: { id: projectId } })).chargedCredits).toBe(0);
  });
});
