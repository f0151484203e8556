import { processWide } from '../process-wide';
import type { Database } from './open';

/**
 * Embedded mode: state a process keeps in memory about its database, kept exact by the
 * database's notifications on one channel. Exactly one process owns the data directory, and
 * PGlite runs a listener before the statement (or COMMIT) that notified returns, so the next
 * reader sees the change. A value read while a notification arrived may predate the change:
 * keep it only if `generation` did not move meanwhile.
 */
export interface NotifiedState<S> {
  state: S;
  /** Notifications received so far. */
  generation: number;
  /** Resolves once the listener is in place: nothing may be kept before. */
  listening: Promise<void>;
}

/**
 * One state per open database (a database closed and opened again starts afresh), shared by
 * every bundle of the app (server/process-wide.ts) under `name`; null where the database sends no
 * notifications (PostgreSQL mode).
 */
export function notifiedStatePerDatabase<S>(
  name: string,
  channel: string,
  create: () => S,
  onNotify: (state: S, payload: string) => void,
): (db: Database) => NotifiedState<S> | null {
  return (db) => {
    if (!db.listen) return null;
    const states = processWide(`notified:${name}`, () => new WeakMap<Database, NotifiedState<S>>());
    let notified = states.get(db);
    if (!notified) {
      const created: NotifiedState<S> = { state: create(), generation: 0, listening: Promise.resolve() };
      created.listening = db.listen(channel, (payload) => {
        onNotify(created.state, payload);
        created.generation++;
      });
      states.set(db, created);
      notified = created;
    }
    return notified;
  };
}
