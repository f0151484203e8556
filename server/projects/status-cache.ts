import type { Database } from '@/server/db';
import { notifiedStatePerDatabase } from '@/server/db/notified-state';

/**
 * Embedded mode: the status columns of recently polled projects, in memory and exact
 * (server/db/notified-state.ts). The database NOTIFYs `project_changed` whenever a project's
 * status columns change or it is deleted (migrations issue12_project_change_notify and _payload),
 * with a JSON payload: the project's new status row, which a kept project takes in place (so the
 * poll after a running search's step is answered from memory too), or no row (deleted, or too
 * long for a payload), and the next poll reads it again. An empty payload (TRUNCATE) means every
 * project. PostgreSQL mode keeps nothing.
 */
export const PROJECT_CHANGED_CHANNEL = 'project_changed';
/** Projects kept at most; the least recently read goes first. */
export const MAX_CACHED_STATUSES = 10_000;

/** A row-level notification ("seq" only keeps PostgreSQL from merging identical ones of a transaction). */
export interface ProjectChanged {
  seq: number;
  id: string;
  row: { id: string } | null;
}

const cacheOf = notifiedStatePerDatabase('statusCache', PROJECT_CHANGED_CHANNEL, () => new Map<string, unknown>(), (rows, payload) => {
  if (!payload) return rows.clear();
  const { id, row } = JSON.parse(payload) as ProjectChanged;
  // Only a project polled lately is worth keeping; Map.set keeps its place in the reading order.
  if (row && rows.has(id)) rows.set(id, row);
  else rows.delete(id);
});

/**
 * A project's status row: from memory when this process is told of every change to it (embedded
 * mode), else from `read`. Only rows that exist are kept, and not one read while a change arrived.
 */
export async function cachedStatus<Row>(db: Database, projectId: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
  const cache = cacheOf(db);
  if (!cache) return read();
  await cache.listening;
  const rows = cache.state as Map<string, Row>;
  const kept = rows.get(projectId);
  if (kept) {
    // Most recently read last: the oldest entry is the first to go.
    rows.delete(projectId);
    rows.set(projectId, kept);
    return kept;
  }
  const generation = cache.generation;
  const row = await read();
  if (row && generation === cache.generation) {
    rows.set(projectId, row);
    if (rows.size > MAX_CACHED_STATUSES) rows.delete(rows.keys().next().value!);
  }
  return row;
}
