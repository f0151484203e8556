import { describe, expect, it } from 'vitest';
import { persistAdmissionState } from '@/server/api-keys/admit-api-key';
import { getDb } from '@/server/db';
import { databaseCallsDuring } from '@/server/db/testing/database-calls';
import { setStarred } from '@/server/results/results';
import { createTestWorkspace, insertProject, insertResults, v1 } from '@/test/fixtures';
import { toProjectStatus } from './project-status';

// Embedded mode keeps polled statuses in memory (status-cache.ts); PostgreSQL mode reads every
// time. On both, the poll after a change must answer the change.
const poll = async (projectId: string, key: string) => {
  const response = await v1('GET', `/projects/${projectId}`, { key });
  return { status: response.status, body: await response.json() };
};

describe('GET /v1/projects/{id} after a change', () => {
  it('answers every change of a status column, however it was written', async () => {
    const a = await createTestWorkspace();
    const project = await insertProject(a.workspaceId);
    const { prisma, sql } = await getDb();
    expect((await poll(project.id, a.apiKey)).body).toMatchObject({ status: 'running', totalResults: 0 });

    // Prisma, as the search function writes.
    await prisma.project.update({ where: { id: project.id }, data: { totalResults: 7, verifiedResults: 3 } });
    expect((await poll(project.id, a.apiKey)).body).toMatchObject({ totalResults: 7, verifiedResults: 3 });

    // A starred result, in the service's own transaction.
    await insertResults(project.id, [{}, {}]);
    const [result] = await prisma.result.findMany({ where: { projectId: project.id } });
    await setStarred(a.owner, result!.id, true);
    expect((await poll(project.id, a.apiKey)).body).toMatchObject({ starredResults: 1 });

    // Raw SQL in a transaction: nothing while it is rolled back, the change once it commits.
    await expect(
      sql.transaction(async (tx) => {
        await tx.query(`UPDATE "Project" SET status = 'done', error = '{"code":"internal_error","message":"x"}' WHERE id = $1`, [project.id]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await poll(project.id, a.apiKey)).body).toMatchObject({ status: 'running', error: null });
    await sql.transaction(async (tx) => {
      await tx.query(`UPDATE "Project" SET status = 'awaiting_input', "clarificationQuestion" = 'Which city?' WHERE id = $1`, [project.id]);
    });
    expect((await poll(project.id, a.apiKey)).body).toMatchObject({ status: 'awaiting_input', clarificationQuestion: 'Which city?' });

    // Deleted: unknown.
    await prisma.project.delete({ where: { id: project.id } });
    expect((await poll(project.id, a.apiKey)).status).toBe(404);
  });

  it('answers each of many changes made while polls run concurrently', async () => {
    const a = await createTestWorkspace();
    const project = await insertProject(a.workspaceId);
    const { prisma } = await getDb();
    // 20 x 4 polls: within the key's 120 a minute.
    for (let total = 1; total <= 20; total++) {
      const polling = Promise.all(Array.from({ length: 3 }, () => poll(project.id, a.apiKey)));
      await prisma.project.update({ where: { id: project.id }, data: { totalResults: total } });
      await polling;
      expect((await poll(project.id, a.apiKey)).body.totalResults).toBe(total);
    }
  });

  it('never answers another workspace with a status read for the owner', async () => {
    const a = await createTestWorkspace();
    const b = await createTestWorkspace();
    const project = await insertProject(a.workspaceId, { totalResults: 2 });
    expect((await poll(project.id, a.apiKey)).status).toBe(200);
    const foreign = await v1('GET', `/projects/${project.id}`, { key: b.apiKey });
    const unknown = await v1('GET', `/projects/prj_${'x'.repeat(24)}`, { key: b.apiKey });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe(await unknown.text());
  });

  it('answers each step of a running search exactly as a read would, in one statement', async () => {
    const a = await createTestWorkspace();
    const project = await insertProject(a.workspaceId);
    const { prisma } = await getDb();
    await poll(project.id, a.apiKey);
    // Windows held in memory are written back now, not during a poll counted below.
    await persistAdmissionState();
    const steps = [
      { totalResults: 5, verifiedResults: 2 },
      { status: 'awaiting_input' as const, clarificationQuestion: 'Which city, "London" or \\ Paris?\n', requestedTarget: 25 },
      { status: 'done' as const, error: { code: 'internal_error', message: 'ünïcödé' } },
    ];
    for (const data of steps) {
      await prisma.project.update({ where: { id: project.id }, data });
      let answer: Awaited<ReturnType<typeof poll>> | undefined;
      const calls = await databaseCallsDuring(async () => (answer = await poll(project.id, a.apiKey)));
      expect(answer!.body).toEqual(toProjectStatus(await prisma.project.findUniqueOrThrow({ where: { id: project.id } })));
      // PostgreSQL mode: the admission's statement, which reads the status along; embedded mode: the read.
      expect(calls).toBe(1);
    }
  });

  it('answers a row that changed and changed back in one transaction as it ends', async () => {
    const a = await createTestWorkspace();
    const project = await insertProject(a.workspaceId);
    const { sql } = await getDb();
    await poll(project.id, a.apiKey);
    await sql.transaction(async (tx) => {
      for (const total of [1, 2, 1]) await tx.query(`UPDATE "Project" SET "totalResults" = $2 WHERE id = $1`, [project.id, total]);
    });
    expect((await poll(project.id, a.apiKey)).body.totalResults).toBe(1);
  });
});
