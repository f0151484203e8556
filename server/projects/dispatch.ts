import { searchRequested } from '@/server/jobs/events';
import { inngest } from '@/server/jobs/client';
import { type NamedStatement, getDb } from '@/server/db';

/** Raw: it runs on every new search. In UTC, as Prisma writes timestamps. */
const MARK_DISPATCHED: NamedStatement = {
  name: 'mark-dispatched',
  text: `UPDATE "Project" SET "dispatchedAt" = timezone('UTC', clock_timestamp()) WHERE id = $1 AND "dispatchedAt" IS NULL`,
};

/**
 * Hands a project to the run-search function. The event id is derived from the project, so a
 * re-send (after a crash between commit and send) is deduplicated instead of running twice.
 */
export async function dispatchSearch(project: { id: string; workspaceId: string }): Promise<void> {
  const projectId = project.id;
  await inngest.send(searchRequested.create({ projectId, workspaceId: project.workspaceId }, { id: `search-${projectId}` }));
  await (await getDb()).sql.query(MARK_DISPATCHED, [projectId]);
}

/** Re-sends every running project that was never handed over (called at start and periodically). */
export async function dispatchPending(olderThanMs = 10_000): Promise<number> {
  const { prisma } = await getDb();
  const pending = await prisma.project.findMany({
    where: { status: 'running', dispatchedAt: null, createdAt: { lt: new Date(Date.now() - olderThanMs) } },
    select: { id: true, workspaceId: true },
    take: 100,
  });
  for (const project of pending) await dispatchSearch(project);
  return pending.length;
}
