import type { SqlRunner } from '@/server/db';
import { acceptedDecision, type RateDecision, refusedDecision, slidingWindowSql } from './sliding-window';

/**
 * Sliding windows (server/limits/sliding-window.ts) kept in the database, so every app process
 * shares them: one RateLimitLog row per bucket. The decision is one UPDATE whose WHERE re-checks
 * the row after taking its lock, so under any concurrency exactly `limit` requests pass in any
 * window. Times come from the database clock.
 */
const ADMIT_SQL = (() => {
  const row = slidingWindowSql({ stamps: 'l.stamps', now: 't.now', limit: '$2', windowSeconds: '$3' });
  const counted = slidingWindowSql({ stamps: 'admitted.stamps', now: 'admitted.now', limit: '$2', windowSeconds: '$3' }).counted;
  return `
WITH t AS (SELECT clock_timestamp() AS now), admitted AS (
  UPDATE "RateLimitLog" l SET stamps = ${row.accepted} FROM t
   WHERE l.bucket = $1 AND ${row.admits}
  RETURNING l.stamps, t.now
)
SELECT w.recent, w.reset FROM admitted CROSS JOIN LATERAL (${counted}) w`;
})();

const RETRY_SQL = `SELECT ${slidingWindowSql({ stamps: 'l.stamps', now: 'clock_timestamp()', limit: '$2', windowSeconds: '$3' }).retry} AS retry
  FROM "RateLimitLog" l WHERE l.bucket = $1`;

export async function consume(sql: SqlRunner, bucket: string, limit: number, windowSeconds: number): Promise<RateDecision> {
  const admit = () => sql.query<{ recent: number; reset: number | null }>(ADMIT_SQL, [bucket, limit, windowSeconds]);
  // The common case is one statement. Not admitted: the bucket may not exist yet (its first
  // request), so make sure it does and decide again; a refusal costs the extra statements.
  let [accepted] = await admit();
  if (!accepted) {
    await sql.query(`INSERT INTO "RateLimitLog" (bucket, stamps) VALUES ($1, '{}') ON CONFLICT (bucket) DO NOTHING`, [bucket]);
    [accepted] = await admit();
  }
  if (Math.random() < 0.01) void prune(sql);
  if (accepted) return acceptedDecision(limit, accepted.recent, accepted.reset ?? windowSeconds);
  return refusal(sql, bucket, limit, windowSeconds);
}

/** The decision for a request the bucket's window refused: when one more will be accepted. */
export async function refusal(sql: SqlRunner, bucket: string, limit: number, windowSeconds: number): Promise<RateDecision> {
  const [refused] = await sql.query<{ retry: number | null }>(RETRY_SQL, [bucket, limit, windowSeconds]);
  return refusedDecision(limit, refused?.retry ?? windowSeconds);
}

/** Buckets untouched for a day (revoked keys, old IPs) are dropped. */
async function prune(sql: SqlRunner) {
  await sql
    .query(`DELETE FROM "RateLimitLog" WHERE stamps[cardinality(stamps)] < clock_timestamp() - interval '1 day' OR cardinality(stamps) = 0`)
    .catch(() => undefined);
}
