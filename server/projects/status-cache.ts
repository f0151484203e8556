import type { Database } from '@/server/db';

/**
 * Embedded mode: the status columns of recently polled projects, in memory and exact. Exactly one
 * process owns the data directory (it is locked), and the database NOTIFYs `project_changed`
 * with a project's id whenever one of its status columns changes or it is deleted (also by a
 * workspace's cascade; migration issue12_project_change_notify). PGlite runs the listener before
 * the changing statement (or its COMMIT) returns, so the poll after a change reads the database
 * again. A read that raced with a change is answered but not kept (generation check), as the
 * embedded admission does with keys. PostgreSQL mode (any number of processes) keeps nothing.
 */
interface StatusCache<Row> {
  rows: Map<string, Row>;
  generation: number;
  listening: Promise<void>;
}

export const PROJECT_CHANGED_CHANNEL = 'project_changed';
/** Projects kept at most; the least recently read goes first. */
export const MAX_CACHED_STATUSES = 10_000;

// On globalThis: every bundle of the app shares one cache per open database; a database closed
// and opened again (tests) starts afresh.
const holder = globalThis as unknown as { __peopleSearchStatusCache?: WeakMap<Database, StatusCache<unknown>> };

function cacheOf<Row>(db: Database): StatusCache<Row> | null {
  if (!db.listen) return null;
  holder.__peopleSearchStatusCache ??= new WeakMap();
  let cache = holder.__peopleSearchStatusCache.get(db) as StatusCache<Row> | undefined;
  if (!cache) {
    const created: StatusCache<Row> = { rows: new Map(), generation: 0, listening: Promise.resolve() };
    created.listening = db.listen(PROJECT_CHANGED_CHANNEL, (projectId) => {
      // An empty payload (TRUNCATE) means every project.
      if (projectId) created.rows.delete(projectId);
      else created.rows.clear();
      created.generation++;
    });
    holder.__peopleSearchStatusCache.set(db, created);
    cache = created;
  }
  return cache;
}

/**
 * A project's status row: from memory when this process is told of every change to it (embedded
 * mode), else from `read`. Only rows that exist are kept.
 */
export async function cachedStatus<Row>(db: Database, projectId: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
  const cache = cacheOf<Row>(db);
  if (!cache) return read();
  await cache.listening;
  const kept = cache.rows.get(projectId);
  if (kept) {
    // Most recently read last: the oldest entry is the first to go.
    cache.rows.delete(projectId);
    cache.rows.set(projectId, kept);
    return kept;
  }
  const generation = cache.generation;
  const row = await read();
  if (row && generation === cache.generation) {
    cache.rows.set(projectId, row);
    if (cache.rows.size > MAX_CACHED_STATUSES) cache.rows.delete(cache.rows.keys().next().value!);
  }
  return row;
}
