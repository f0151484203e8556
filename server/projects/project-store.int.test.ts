import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { createTestWorkspace, insertProject } from '@/test/fixtures';
import { chargeProject, findOwnProject, findProject, markFailed, newestProjects } from './project-store';

// The store reads in raw SQL what Prisma wrote (and the other way round): the rows must be the
// ones Prisma reads, timestamps (stored in UTC) included. Runs on PGlite and on PostgreSQL.

describe('the project store', () => {
  it('reads a project exactly as Prisma does: timestamps, JSON, enums and nulls', async () => {
    const ws = await createTestWorkspace();
    const project = await insertProject(ws.workspaceId, {
      status: 'awaiting_input',
      clarificationQuestion: 'Which city?',
      criteria: [{ name: 'Location: London', kind: 'location' }],
      completedAt: new Date('2026-01-31T23:59:58.123Z'),
      dispatchedAt: new Date('2026-01-31T23:00:00.001Z'),
      requestedTarget: 25,
    });
    const { prisma } = await getDb();
    const stored = await prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(await findProject(project.id)).toEqual(stored);
    expect(await findOwnProject(ws.owner, project.id)).toEqual(stored);
    expect(await newestProjects(ws.workspaceId, 10)).toEqual([stored]);
  });

  it('keeps another workspace out, and an unknown project is not_found', async () => {
    const [a, b] = [await createTestWorkspace(), await createTestWorkspace()];
    const project = await insertProject(a.workspaceId);
    await expect(findOwnProject(b.owner, project.id)).rejects.toMatchObject({ code: 'not_found' });
    expect(await findProject('prj_000000000000000000000000')).toBeUndefined();
  });

  it('writes transitions that Prisma reads back, with updatedAt moved and the error as JSON', async () => {
    const ws = await createTestWorkspace();
    const project = await insertProject(ws.workspaceId, { reservedCredits: 10 });
    const { prisma, sql } = await getDb();
    const now = new Date(project.updatedAt.getTime() + 60_000);
    await sql.transaction(async (tx) => {
      expect(await markFailed(tx, project.id, { code: 'internal_error', message: 'x' }, now)).toBe(true);
      expect(await markFailed(tx, project.id, { code: 'internal_error', message: 'y' }, now)).toBe(false);
      expect(await chargeProject(tx, project.id, 3, now)).toEqual({ workspaceId: ws.workspaceId, unused: 7 });
      expect(await chargeProject(tx, project.id, 3, now)).toBeUndefined();
    });
    const stored = await prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(stored).toMatchObject({ status: 'done', error: { code: 'internal_error', message: 'x' }, chargedCredits: 3, updatedAt: now, completedAt: now });
  });
});
