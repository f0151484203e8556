import { describe, expect, it } from 'vitest';
import { persistAdmissionState } from '@/server/api-keys/admit-api-key';
import { getDb } from '@/server/db';
import { databaseCallsDuring } from '@/server/db/testing/database-calls';
import { createTestWorkspace, insertProject, v1 } from '@/test/fixtures';
import { getProjectStatus } from './project-status';

// The poll is the API's hottest request. PostgreSQL mode reads its status in the admission's own
// statement (server/api-keys/admit-statement.ts); embedded mode keeps keys, windows and
// statuses in memory. Runs on PGlite and on PostgreSQL.

describe('GET /v1/projects/{id}', () => {
  it('costs the database one statement in PostgreSQL mode (the admission reads the status along) and none in embedded mode once known', async () => {
    const a = await createTestWorkspace();
    const project = await insertProject(a.workspaceId, { totalResults: 4 });
    const { kind } = await getDb();
    const firstPoll = () => v1('GET', `/projects/${project.id}`, { key: a.apiKey });
    const firstCalls = await databaseCallsDuring(async () => expect((await firstPoll()).status).toBe(200));
    // Windows held in memory are written back now, not during the next poll.
    await persistAdmissionState();
    let answer: Response | undefined;
    const calls = await databaseCallsDuring(async () => (answer = await v1('GET', `/projects/${project.id}`, { key: a.apiKey })));
    expect(answer!.status).toBe(200);
    expect(await answer!.json()).toMatchObject({ projectId: project.id, totalResults: 4 });
    if (kind === 'postgres') {
      // The first use of a key stamps its lastUsedAt in the same statement.
      expect(firstCalls).toBe(1);
      expect(calls).toBe(1);
    } else {
      expect(calls).toBe(0);
    }
  });

  it('reads ahead nothing for what is not a poll of a well-formed id, and still answers it', async () => {
    const a = await createTestWorkspace();
    const project = await insertProject(a.workspaceId);
    expect((await v1('GET', `/projects/${project.id}/`, { key: a.apiKey })).status).toBe(200);
    expect((await v1('HEAD', `/projects/${project.id}`, { key: a.apiKey })).status).toBe(200);
    expect((await v1('GET', `/projects/${project.id}x`, { key: a.apiKey })).status).toBe(404);
    expect((await v1('GET', `/projects/${project.id}/results`, { key: a.apiKey })).status).toBe(200);
  });
});

describe('getProjectStatus with a status read ahead', () => {
  const row = (projectId: string, workspaceId: string) => ({
    id: projectId,
    workspaceId,
    status: 'done' as const,
    totalResults: 99,
    verifiedResults: 99,
    requestedTarget: null,
    starredResults: 0,
    clarificationQuestion: null,
    error: null,
  });

  it('answers from the read when it is of this project for this workspace', async () => {
    const a = await createTestWorkspace();
    const project = await insertProject(a.workspaceId);
    const status = await getProjectStatus(a.owner, project.id, { projectId: project.id, workspaceId: a.workspaceId, row: row(project.id, a.workspaceId) });
    expect(status).toMatchObject({ status: 'done', totalResults: 99 });
    // Read, and not found there: not found.
    await expect(getProjectStatus(a.owner, project.id, { projectId: project.id, workspaceId: a.workspaceId, row: null })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('reads the database itself when the read was of another project or another workspace', async () => {
    const a = await createTestWorkspace();
    const b = await createTestWorkspace();
    const project = await insertProject(a.workspaceId, { totalResults: 3 });
    const other = await insertProject(a.workspaceId);
    expect(await getProjectStatus(a.owner, project.id, { projectId: other.id, workspaceId: a.workspaceId, row: row(other.id, a.workspaceId) })).toMatchObject({
      projectId: project.id,
      totalResults: 3,
    });
    expect(await getProjectStatus(a.owner, project.id, { projectId: project.id, workspaceId: b.workspaceId, row: row(project.id, b.workspaceId) })).toMatchObject({
      totalResults: 3,
    });
    // Another workspace's principal never gets a read made for the owner.
    await expect(getProjectStatus(b.owner, project.id, { projectId: project.id, workspaceId: a.workspaceId, row: row(project.id, a.workspaceId) })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
