import type { NamedStatement } from '@/server/db';
import { type ActiveKey, type AdmissionStrategy, LAST_USED_MS_SQL, TOUCH_LAST_USED_SQL, isLastUseStale } from './admission-strategy';

/**
 * PostgreSQL mode (any number of app processes): nothing in memory; one statement finds the
 * active key and counts the request in the key's sliding window (RateLimitLog, the same rows and
 * rule as server/limits/rate-limit.ts). The window's row is created or updated by one
 * INSERT ... ON CONFLICT DO UPDATE ... WHERE: PostgreSQL locks the row and re-checks the WHERE on
 * its latest version, so across processes exactly `limit` requests pass in any window. A row
 * comes back for an active key, with `admitted` null when the window refused.
 *
 * Its commit does not wait for the WAL to reach the disk (synchronous_commit off, for this
 * transaction only): it is seen by every other statement at once as usual, and the only loss a
 * crash of the database server can cause is the last fraction of a second of counted requests,
 * which at worst lets a key make that many more requests in the minute after the crash. Waiting
 * for a flush on every API request halved the facade's throughput (bench/rest-overhead).
 */
const ADMIT: NamedStatement = {
  name: 'admit-api-key',
  text: `
WITH key AS (
  SELECT id, "workspaceId", "keyHash", ${LAST_USED_MS_SQL} FROM "ApiKey" WHERE "keyHash" = $1 AND "revokedAt" IS NULL
), now AS (
  SELECT clock_timestamp() AS t, set_config('synchronous_commit', 'off', true) AS relaxed
), admitted AS (
  INSERT INTO "RateLimitLog" AS l (bucket, stamps)
  SELECT 'key:' || key.id, ARRAY[now.t] FROM key, now
  ON CONFLICT (bucket) DO UPDATE
    SET stamps = (array_append(l.stamps, EXCLUDED.stamps[1]))[greatest(1, cardinality(l.stamps) + 2 - $2):]
    WHERE cardinality(l.stamps) < $2 OR l.stamps[cardinality(l.stamps) + 1 - $2] <= EXCLUDED.stamps[1] - make_interval(secs => $3)
  RETURNING l.stamps
)
SELECT key.id, key."workspaceId", key."keyHash", key."lastUsedMs",
       (SELECT count(*)::int FROM admitted, unnest(admitted.stamps) s WHERE s > now.t - make_interval(secs => $3)) AS recent,
       (SELECT ceil(extract(epoch FROM min(s) + make_interval(secs => $3) - now.t))::int
          FROM admitted, unnest(admitted.stamps) s WHERE s > now.t - make_interval(secs => $3)) AS reset,
       EXISTS (SELECT 1 FROM admitted) AS admitted
  FROM key, now`,
};

/** Refused: one more is accepted when the oldest of the last `limit` requests leaves the window. */
const RETRY_SQL = `
SELECT ceil(extract(epoch FROM l.stamps[cardinality(l.stamps) + 1 - $2] + make_interval(secs => $3) - clock_timestamp()))::int AS retry
  FROM "RateLimitLog" l WHERE l.bucket = $1`;

type AdmitRow = ActiveKey & { recent: number | null; reset: number | null; admitted: boolean };

export const postgresAdmission: AdmissionStrategy = {
  async admit(db, keyHash, limit, windowSeconds) {
    const [row] = await db.sql.query<AdmitRow>(ADMIT, [keyHash, limit, windowSeconds]);
    if (!row) return null;
    const key: ActiveKey = { id: row.id, workspaceId: row.workspaceId, keyHash: row.keyHash, lastUsedMs: row.lastUsedMs };
    if (isLastUseStale(key, Date.now())) await db.sql.query(TOUCH_LAST_USED_SQL, [key.id]);
    if (row.admitted) {
      return { key, decision: { allowed: true, limit, remaining: Math.max(0, limit - (row.recent ?? 0)), resetSeconds: Math.max(1, row.reset ?? windowSeconds) } };
    }
    const [refused] = await db.sql.query<{ retry: number | null }>(RETRY_SQL, [`key:${key.id}`, limit, windowSeconds]);
    return { key, decision: { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, refused?.retry ?? windowSeconds) } };
  },
};
