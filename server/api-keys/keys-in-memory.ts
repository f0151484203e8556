import type { Database } from '@/server/db';
import { type NotifiedState, notifiedStatePerDatabase } from '@/server/db/notified-state';
import { SlidingWindow } from '@/server/limits/sliding-window';
import { type ActiveKey, type AdmissionBackend, LAST_USED_RESOLUTION_MS } from './admission-backend';

/** A key as kept in memory, with when it was last stamped as used (epoch ms). */
type KeptKey = ActiveKey & { lastUsedMs: number | null };

/**
 * Embedded mode: exactly one process owns the data directory (it is locked), so this process
 * sees every change and can keep the active keys and the per-key windows in memory, exactly:
 * - keys: the database NOTIFYs `api_key_changed` when a key is revoked, deleted (also through a
 *   workspace's cascade), re-hashed or moved (migration issue12_api_key_change_notify), and the
 *   listener runs before the changing statement returns (server/db/notified-state.ts), so the
 *   request after a revocation is refused. A lookup that raced with a change is not cached.
 * - windows: one SlidingWindow per key, decided synchronously (so exactly `limit` of any burst
 *   pass), loaded from RateLimitLog on first use and written back within a second, so a restart
 *   keeps the window (a crash forgets at most the last second of it). Each changed window is a
 *   row rewritten (about 0.1 ms on PGlite), so with thousands of busy keys the write-back waits
 *   longer (flushDelayAfter): it never takes more than a tenth of the process's time.
 */
interface EmbeddedState {
  keys: Map<string, KeptKey>;
  windows: Map<string, SlidingWindow>;
  loading: Map<string, Promise<SlidingWindow>>;
  dirty: Set<string>;
  /** A write-back is scheduled or running. */
  flushing: boolean;
  /** Wait before the next write-back (flushDelayAfter the last one). */
  flushDelayMs: number;
}

const API_KEY_CHANGED_CHANNEL = 'api_key_changed';
const FLUSH_DELAY_MS = 1000;
/** A write-back that took t is followed by at least this many times t without one. */
const FLUSH_IDLE_RATIO = 9;

/** How long to wait after a write-back that took `flushMs` before the next one. */
export function flushDelayAfter(flushMs: number): number {
  return Math.max(FLUSH_DELAY_MS, Math.ceil(FLUSH_IDLE_RATIO * flushMs));
}

const notifiedStateOf = notifiedStatePerDatabase<EmbeddedState>(
  'embeddedAdmission',
  API_KEY_CHANGED_CHANNEL,
  () => ({ keys: new Map(), windows: new Map(), loading: new Map(), dirty: new Set(), flushing: false, flushDelayMs: FLUSH_DELAY_MS }),
  (state) => state.keys.clear(),
);

function stateOf(db: Database): NotifiedState<EmbeddedState> {
  const notified = notifiedStateOf(db);
  if (!notified) throw new Error('embedded admission needs a database that delivers notifications');
  return notified;
}

/** Reads an active key and keeps it (listening must be in place). */
async function readActiveKey(db: Database, notified: NotifiedState<EmbeddedState>, keyHash: string): Promise<KeptKey | null> {
  const { keys } = notified.state;
  const generation = notified.generation;
  // lastUsedAt holds UTC without a zone, as Prisma writes it: read as epoch ms whatever the zone.
  const [row] = await db.sql.query<KeptKey>(
    `SELECT id, "workspaceId", "keyHash", (extract(epoch FROM "lastUsedAt" AT TIME ZONE 'UTC') * 1000)::float8 AS "lastUsedMs"
       FROM "ApiKey" WHERE "keyHash" = $1 AND "revokedAt" IS NULL`,
    [keyHash],
  );
  if (!row) return null;
  // A change notified while we read may not be in what we read: answer with it, but do not keep it.
  if (generation === notified.generation) keys.set(keyHash, row);
  return row;
}

function windowOf(db: Database, state: EmbeddedState, bucket: string, limit: number, windowSeconds: number): SlidingWindow | Promise<SlidingWindow> {
  const window = state.windows.get(bucket);
  if (window && window.limit === limit && window.windowMs === windowSeconds * 1000) return window;
  let loading = state.loading.get(bucket);
  if (!loading) {
    loading = db.sql
      .query<{ ms: number }>(`SELECT (extract(epoch FROM s) * 1000)::float8 AS ms FROM "RateLimitLog", unnest(stamps) s WHERE bucket = $1 ORDER BY s`, [bucket])
      .then((rows) => {
        const loaded = new SlidingWindow(limit, windowSeconds * 1000, rows.map((row) => Number(row.ms)));
        state.windows.set(bucket, loaded);
        return loaded;
      })
      .finally(() => state.loading.delete(bucket));
    state.loading.set(bucket, loading);
  }
  return loading;
}

/** Writes the windows changed since the last write back to RateLimitLog. */
export async function flushWindows(db: Database): Promise<void> {
  const state = stateOf(db).state;
  const buckets = [...state.dirty];
  state.dirty.clear();
  if (buckets.length === 0) return;
  const literals = buckets.map((bucket) => `{${(state.windows.get(bucket)?.snapshot() ?? []).map((ms) => `"${new Date(ms).toISOString()}"`).join(',')}}`);
  // One statement for all of them: a second's worth of keys costs one write, not one each.
  await db.sql.query(
    `INSERT INTO "RateLimitLog" (bucket, stamps)
     SELECT bucket, stamps::timestamptz[] FROM unnest($1::text[], $2::text[]) AS t(bucket, stamps)
     ON CONFLICT (bucket) DO UPDATE SET stamps = EXCLUDED.stamps`,
    [buckets, literals],
  );
}

/** At most one write-back a second, whatever the request rate, one at a time, each followed by a rest (flushDelayAfter). */
function scheduleFlush(db: Database, state: EmbeddedState) {
  if (state.flushing) return;
  state.flushing = true;
  setTimeout(() => {
    const started = performance.now();
    flushWindows(db)
      .catch(() => undefined) // a closed database (shutdown, tests): nothing left to keep
      .finally(() => {
        state.flushDelayMs = flushDelayAfter(performance.now() - started);
        state.flushing = false;
        if (state.dirty.size > 0) scheduleFlush(db, state);
      });
  }, state.flushDelayMs).unref();
}

export const keysInMemory: AdmissionBackend = {
  async admit(db, keyHash, limit, windowSeconds) {
    const notified = stateOf(db);
    const { state } = notified;
    // A known key with a loaded window is decided without waiting on anything (the hot path).
    let key = state.keys.get(keyHash) ?? null;
    if (!key) {
      await notified.listening;
      key = await readActiveKey(db, notified, keyHash);
    }
    if (!key) return null;
    const now = Date.now();
    if (key.lastUsedMs === null || now - key.lastUsedMs > LAST_USED_RESOLUTION_MS) {
      key.lastUsedMs = now;
      await db.sql.query(`UPDATE "ApiKey" SET "lastUsedAt" = timezone('UTC', clock_timestamp()) WHERE id = $1`, [key.id]);
    }
    const bucket = `key:${key.id}`;
    const loaded = windowOf(db, state, bucket, limit, windowSeconds);
    const window = loaded instanceof SlidingWindow ? loaded : await loaded;
    // Synchronous from here: no other request can be decided between the check and the record.
    const decision = window.consume(Date.now());
    if (decision.allowed) {
      state.dirty.add(bucket);
      scheduleFlush(db, state);
    }
    return { key, decision };
  },
};
