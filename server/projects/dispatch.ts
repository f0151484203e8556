import { searchRequested } from '@/server/jobs/events';
import { inngest } from '@/server/jobs/client';
import { sendInTransaction } from '@/server/jobs/send-in-transaction';
import type { SqlTransaction } from '@/server/db';
import { markDispatched, undispatchedProjects } from './project-store';

interface DispatchedProject {
  id: string;
  workspaceId: string;
}

/** The event id is derived from the project, so a re-send is deduplicated instead of running twice. */
const searchEvent = (project: DispatchedProject) =>
  searchRequested.create({ projectId: project.id, workspaceId: project.workspaceId }, { id: `search-${project.id}` });

/**
 * Hands a project to the run-search function after the transaction that created it (scaled mode,
 * or the dispatcher's re-send after a crash between commit and send).
 */
export async function dispatchSearch(project: DispatchedProject): Promise<void> {
  await inngest.send(searchEvent(project));
  await markDispatched(project.id);
}

/**
 * Embedded mode: hands the project over inside the transaction that creates it: the event commits
 * with the project, which the caller writes already dispatched (its dispatchedAt set, so no second
 * write of the row), and wakes the executor after the commit. False in scaled mode, with nothing
 * written: the caller writes the project undispatched and calls dispatchSearch after the commit.
 */
export async function dispatchSearchInTransaction(tx: SqlTransaction, project: DispatchedProject): Promise<boolean> {
  return sendInTransaction(tx, searchEvent(project));
}

/** Re-sends every running project that was never handed over (called at start and periodically). */
export async function dispatchPending(olderThanMs = 10_000): Promise<number> {
  const pending = await undispatchedProjects(new Date(Date.now() - olderThanMs));
  for (const project of pending) await dispatchSearch(project);
  return pending.length;
}
