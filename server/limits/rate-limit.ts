import type { SqlRunner } from '@/server/db';

/**
 * Fixed-window counters in the database, so every app process shares them. One atomic upsert
 * per request decides: under any concurrency exactly `limit` requests of a window get through.
 * The window boundary comes from the database clock, not from each process's.
 */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets (>= 1). */
  resetSeconds: number;
}

export async function consume(sql: SqlRunner, bucket: string, limit: number, windowSeconds: number): Promise<RateDecision> {
  const [row] = await sql.query<{ count: number; reset: number }>(
    `INSERT INTO "RateLimitWindow" (bucket, "windowStart", count)
     VALUES ($1, to_timestamp(floor(extract(epoch from clock_timestamp()) / $2) * $2), 1)
     ON CONFLICT (bucket, "windowStart") DO UPDATE SET count = "RateLimitWindow".count + 1
     RETURNING count, ceil(extract(epoch from ("windowStart" + make_interval(secs => $2))) - extract(epoch from clock_timestamp()))::int AS reset`,
    [bucket, windowSeconds],
  );
  if (!row) throw new Error('rate limit upsert returned nothing');
  if (Math.random() < 0.01) void prune(sql, windowSeconds);
  return {
    allowed: row.count <= limit,
    limit,
    remaining: Math.max(0, limit - row.count),
    resetSeconds: Math.max(1, Number(row.reset)),
  };
}

async function prune(sql: SqlRunner, windowSeconds: number) {
  await sql
    .query(`DELETE FROM "RateLimitWindow" WHERE "windowStart" < clock_timestamp() - make_interval(secs => $1)`, [windowSeconds * 2])
    .catch(() => undefined);
}
