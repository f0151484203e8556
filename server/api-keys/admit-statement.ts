import type { Database, NamedStatement } from '@/server/db';
import { StatementGroup, groupPerDatabase } from '@/server/db/statement-group';
import { refusal } from '@/server/limits/rate-limit';
import { acceptedDecision, slidingWindowSql } from '@/server/limits/sliding-window';
import type { StatusRead } from '@/server/projects/project-status';
import { statusRowJsonSql } from '@/server/projects/project-store';
import { type ActiveKey, type AdmissionBackend, type Admitted, LAST_USED_RESOLUTION_MS } from './admission-backend';

// The sliding window's rule, applied to the row a request's key counts in and to its new stamps.
const keyWindow = slidingWindowSql({ stamps: 'l.stamps', now: 'EXCLUDED.stamps[1]', limit: '$2', windowSeconds: '$3' });
const counted = slidingWindowSql({ stamps: 'admitted.stamps', now: 'now.t', limit: '$2', windowSeconds: '$3' }).counted;

/**
 * PostgreSQL mode (any number of app processes): nothing in memory; one statement, one round
 * trip, does all an admission needs:
 * - finds the active keys;
 * - counts each request in its key's sliding window (RateLimitLog, the rows of
 *   server/limits/rate-limit.ts, by the rule of server/limits/sliding-window.ts). A window's row is
 *   created or updated by INSERT ... ON CONFLICT DO UPDATE ... WHERE: PostgreSQL locks the row and re-checks the WHERE on its latest version,
 *   so across processes exactly `limit` requests pass in any window. A row comes back for each
 *   active key, with `admitted` false when its window refused;
 * - stamps lastUsedAt when it is a minute old. The stamp skips a key row another transaction has
 *   locked (a revocation, or another process stamping it), so the statement never waits on one;
 * - reads the status of the project a poll asks for (GET /v1/projects/{id}), in the key's
 *   workspace only: the poll's own read, made here to save it a second round trip.
 *
 * The statement admits a batch of distinct keys (grouped below), locking their window rows in
 * bucket order, so two processes' batches cannot deadlock.
 *
 * Its commit does not wait for the WAL to reach the disk (synchronous_commit off, for this
 * transaction only): it is seen by every other statement at once as usual, and the only loss a
 * crash of the database server can cause is the last fraction of a second of counted requests,
 * which at worst lets a key make that many more requests in the minute after the crash (and a
 * lastUsedAt a minute behind). Waiting for a flush on every API request halved the facade's
 * throughput (bench/rest-overhead).
 */
const ADMIT: NamedStatement = {
  name: 'admit-api-keys',
  text: `
WITH key AS (
  SELECT k.id, k."workspaceId", k."keyHash", wanted."statusOf"
    FROM unnest($1::text[], $4::text[]) AS wanted("keyHash", "statusOf")
    JOIN "ApiKey" k ON k."keyHash" = wanted."keyHash" AND k."revokedAt" IS NULL
), now AS (
  SELECT clock_timestamp() AS t, set_config('synchronous_commit', 'off', true) AS relaxed
), stale AS (
  SELECT k.id FROM "ApiKey" k JOIN key ON key.id = k.id CROSS JOIN now
   WHERE k."lastUsedAt" IS NULL OR k."lastUsedAt" < timezone('UTC', now.t) - make_interval(secs => $5)
     FOR UPDATE OF k SKIP LOCKED
), touched AS (
  UPDATE "ApiKey" k SET "lastUsedAt" = timezone('UTC', now.t) FROM stale, now WHERE k.id = stale.id
), admitted AS (
  INSERT INTO "RateLimitLog" AS l (bucket, stamps)
  SELECT 'key:' || key.id, ARRAY[now.t] FROM key, now ORDER BY 1
  ON CONFLICT (bucket) DO UPDATE SET stamps = ${keyWindow.accepted} WHERE ${keyWindow.admits}
  RETURNING l.bucket, l.stamps
)
SELECT key.id, key."workspaceId", key."keyHash", w.recent, w.reset, admitted.bucket IS NOT NULL AS admitted,
       ${statusRowJsonSql('key."statusOf"', 'key."workspaceId"')} AS status
  FROM key CROSS JOIN now
  LEFT JOIN admitted ON admitted.bucket = 'key:' || key.id
  LEFT JOIN LATERAL (${counted}) w ON admitted.bucket IS NOT NULL`,
};

type AdmitRow = ActiveKey & { recent: number | null; reset: number | null; admitted: boolean; status: StatusRead['row'] };

interface AdmitCall {
  keyHash: string;
  statusOf: string | null;
}

/** Keys in one statement at most. */
const MAX_BATCH = 64;

/**
 * Admissions of one policy, grouped (server/db/statement-group.ts): a key is counted once per
 * statement, so a second request of a key already in the batch waits for the next.
 */
const groupFor = groupPerDatabase(
  (db: Database, limit: number, windowSeconds: number) =>
    new StatementGroup<AdmitCall, AdmitRow | undefined>(
      async (calls) => {
        const params = [calls.map((c) => c.keyHash), limit, windowSeconds, calls.map((c) => c.statusOf), LAST_USED_RESOLUTION_MS / 1000];
        const rows = await db.sql.query<AdmitRow>(ADMIT, params);
        const byHash = new Map(rows.map((row) => [row.keyHash, row]));
        return calls.map((call) => byHash.get(call.keyHash));
      },
      { max: MAX_BATCH, distinctBy: (call) => call.keyHash },
    ),
);

export const admitStatement: AdmissionBackend = {
  async admit(db, keyHash, limit, windowSeconds, statusOf): Promise<Admitted | null> {
    const row = await groupFor(db, limit, windowSeconds).run({ keyHash, statusOf: statusOf ?? null });
    if (!row) return null;
    const key: ActiveKey = { id: row.id, workspaceId: row.workspaceId, keyHash: row.keyHash };
    if (row.admitted) {
      const decision = acceptedDecision(limit, row.recent ?? 0, row.reset ?? windowSeconds);
      return { key, decision, ...(statusOf && { statusRead: { projectId: statusOf, workspaceId: key.workspaceId, row: row.status } }) };
    }
    return { key, decision: await refusal(db.sql, `key:${key.id}`, limit, windowSeconds) };
  },
};
