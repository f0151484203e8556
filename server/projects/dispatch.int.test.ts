import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { createTestWorkspace, insertProject, v1 } from '@/test/fixtures';
import { dispatchPending } from './dispatch';

// A search is handed to the run-search function after its project commits; a project that was
// never handed over (a crash between the two) is re-sent by the dispatcher.

async function handedOver(projectId: string) {
  const { prisma, sql } = await getDb();
  const { dispatchedAt } = await prisma.project.findUniqueOrThrow({ where: { id: projectId }, select: { dispatchedAt: true } });
  const events = await sql.query<{ name: string }>(`SELECT name FROM "InngestEvent" WHERE id = $1`, [`search-${projectId}`]);
  return { dispatchedAt, events: events.map((e) => e.name) };
}

describe('handing a search over', () => {
  it('marks a new search dispatched (read back as now, in UTC) once its event is stored', async () => {
    const a = await createTestWorkspace();
    const created = await v1('POST', '/search', { key: a.apiKey, body: { brief: 'somebody good' } });
    expect(created.status).toBe(202);
    const { projectId } = await created.json();
    const { dispatchedAt, events } = await handedOver(projectId);
    expect(Math.abs(dispatchedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(events).toEqual(['search/requested']);
  });

  it('writes a new search once, already dispatched when it was created, with its event in the same transaction', async () => {
    const a = await createTestWorkspace();
    const created = await v1('POST', '/search', { key: a.apiKey, body: { brief: 'somebody good' } });
    const { projectId } = await created.json();
    const { prisma } = await getDb();
    const project = await prisma.project.findUniqueOrThrow({ where: { id: projectId }, select: { createdAt: true, dispatchedAt: true } });
    // One INSERT: a second write of the row (an UPDATE after the event) would stamp a later time.
    expect(project.dispatchedAt).toEqual(project.createdAt);
    expect((await handedOver(projectId)).events).toEqual(['search/requested']);
  });

  it('re-sends a running project that was never handed over, and only once', async () => {
    const a = await createTestWorkspace();
    const project = await insertProject(a.workspaceId, { createdAt: new Date(Date.now() - 60_000) });
    expect((await handedOver(project.id)).dispatchedAt).toBeNull();
    expect(await dispatchPending()).toBeGreaterThanOrEqual(1);
    const first = await handedOver(project.id);
    expect(first.dispatchedAt).not.toBeNull();
    expect(first.events).toEqual(['search/requested']);
    await dispatchPending();
    expect(await handedOver(project.id)).toEqual(first);
  });
});
