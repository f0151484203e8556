import type { SqlRunner } from '@/server/db';

/**
 * Sliding-window limits kept in the database, so every app process shares them: per bucket, the
 * times of the last `limit` accepted requests. A request is accepted when fewer than `limit` of
 * them fall within the window. The decision is one UPDATE whose WHERE re-checks the row after
 * taking its lock, so under any concurrency exactly `limit` requests pass in any window (a fixed
 * window would let 2 x limit through across a boundary). Times come from the database clock.
 */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until one more request is accepted (refused), or until the oldest counted one leaves the window. */
  resetSeconds: number;
}

export async function consume(sql: SqlRunner, bucket: string, limit: number, windowSeconds: number): Promise<RateDecision> {
  const admit = () =>
    sql.query<{ recent: number; reset: number }>(
      `UPDATE "RateLimitLog" l
        SET stamps = (array_append(l.stamps, t.now))[greatest(1, cardinality(l.stamps) + 2 - $2):]
       FROM (SELECT clock_timestamp() AS now) t
      WHERE l.bucket = $1
        AND (cardinality(l.stamps) < $2 OR l.stamps[cardinality(l.stamps) + 1 - $2] <= t.now - make_interval(secs => $3))
  RETURNING (SELECT count(*)::int FROM unnest(l.stamps) s WHERE s > t.now - make_interval(secs => $3)) AS recent,
            (SELECT ceil(extract(epoch FROM min(s) + make_interval(secs => $3) - t.now))::int
               FROM unnest(l.stamps) s WHERE s > t.now - make_interval(secs => $3)) AS reset`,
      [bucket, limit, windowSeconds],
    );
  // The common case is one statement. Not admitted: the bucket may not exist yet (its first
  // request), so make sure it does and decide again; a refusal costs the extra statements.
  let [accepted] = await admit();
  if (!accepted) {
    await sql.query(`INSERT INTO "RateLimitLog" (bucket, stamps) VALUES ($1, '{}') ON CONFLICT (bucket) DO NOTHING`, [bucket]);
    [accepted] = await admit();
  }
  if (Math.random() < 0.01) void prune(sql);
  if (accepted) {
    return { allowed: true, limit, remaining: Math.max(0, limit - accepted.recent), resetSeconds: Math.max(1, accepted.reset) };
  }
  // Refused: one more is accepted when the oldest of the last `limit` requests leaves the window.
  const [refused] = await sql.query<{ retry: number }>(
    `SELECT ceil(extract(epoch FROM l.stamps[cardinality(l.stamps) + 1 - $2] + make_interval(secs => $3) - clock_timestamp()))::int AS retry
       FROM "RateLimitLog" l WHERE l.bucket = $1`,
    [bucket, limit, windowSeconds],
  );
  return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, refused?.retry ?? windowSeconds) };
}

/** Buckets untouched for a day (revoked keys, old IPs) are dropped. */
async function prune(sql: SqlRunner) {
  await sql
    .query(`DELETE FROM "RateLimitLog" WHERE stamps[cardinality(stamps)] < clock_timestamp() - interval '1 day' OR cardinality(stamps) = 0`)
    .catch(() => undefined);
}
