import type { Database } from '@/server/db';
import { notifiedStatePerDatabase } from '@/server/db/notified-state';

/**
 * Embedded mode: the status columns of recently polled projects, in memory and exact
 * (server/db/notified-state.ts). The database NOTIFYs `project_changed` with a project's id
 * whenever one of its status columns changes or it is deleted (migration
 * issue12_project_change_notify; an empty payload, from a TRUNCATE, means every project), so the
 * poll after a change reads the database again. PostgreSQL mode keeps nothing.
 */
export const PROJECT_CHANGED_CHANNEL = 'project_changed';
/** Projects kept at most; the least recently read goes first. */
export const MAX_CACHED_STATUSES = 10_000;

const cacheOf = notifiedStatePerDatabase('statusCache', PROJECT_CHANGED_CHANNEL, () => new Map<string, unknown>(), (rows, projectId) => {
  if (projectId) rows.delete(projectId);
  else rows.clear();
});

/**
 * A project's status row: from memory when this process is told of every change to it (embedded
 * mode), else from `read`. Only rows that exist are kept, and not one read while a change arrived.
 */
export async function cachedStatus<Row>(db: Database, projectId: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
  const cache = cacheOf(db);
  if (!cache) return read();
  const rows = cache.state as Map<string, Row>;
  // Rows are kept only once the listener is in place: a kept row needs no wait.
  const kept = rows.get(projectId);
  if (kept) {
    // Most recently read last: the oldest entry is the first to go.
    rows.delete(projectId);
    rows.set(projectId, kept);
    return kept;
  }
  await cache.listening;
  const generation = cache.generation;
  const row = await read();
  if (row && generation === cache.generation) {
    rows.set(projectId, row);
    if (rows.size > MAX_CACHED_STATUSES) rows.delete(rows.keys().next().value!);
  }
  return row;
}
