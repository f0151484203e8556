import type { SqlRunner } from '@/server/db';
import type { CronAdvance, RunStore, SaveOptions } from './store';
import type { EventPayload, NewRun, RunRecord, RunStatus } from './types';

/**
 * RunStore on PostgreSQL or PGlite (tables InngestEvent and InngestRun, prisma/schema/inngest.prisma).
 * Raw SQL because claiming needs UPDATE ... FOR UPDATE SKIP LOCKED ... RETURNING: several
 * processes sharing one PostgreSQL never lease the same run or fan out the same event twice.
 * Times go in as ISO strings into timestamptz columns, so no driver time-zone guessing applies.
 */
interface RunRow {
  id: string;
  functionId: string;
  eventId: string;
  event: EventPayload | string;
  status: RunStatus;
  steps: RunRecord['steps'] | string;
  stack: string[] | string;
  pending: RunRecord['pending'] | string;
  attempt: number;
  maxAttempts: number;
  wakeAt: Date | string | null;
  output: unknown;
  error: unknown;
  createdAt: Date | string;
  updatedAt: Date | string;
  startedAt: Date | string | null;
  finishedAt: Date | string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
// Drivers parse jsonb already; this only guards against one that hands back text.
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const jsonParam = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
const placeholders = (count: number, from: number) => Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

/** pg_advisory_xact_lock key that serialises claims (Prisma's migrate uses 72707369). */
const CLAIM_LOCK = 72707370;

const RUN_COLUMNS = `"id", "functionId", "eventId", "event", "status", "steps", "stack", "pending", "attempt", "maxAttempts",
  "wakeAt", "output", "error", "createdAt", "updatedAt", "startedAt", "finishedAt"`;

function toRecord(row: RunRow): RunRecord {
  const status = row.status;
  const finished = status === 'completed' || status === 'failed' || status === 'cancelled';
  return {
    id: row.id,
    functionId: row.functionId,
    eventId: row.eventId,
    event: json(row.event),
    status,
    steps: json(row.steps),
    stack: json(row.stack),
    pending: json(row.pending),
    attempt: row.attempt,
    maxAttempts: row.maxAttempts,
    wakeAt: ms(row.wakeAt),
    // SQL NULL (not yet finished) and JSON null (returned nothing) both read as null.
    output: finished ? (row.output ?? null) : null,
    error: row.error ?? null,
    createdAt: ms(row.createdAt)!,
    updatedAt: ms(row.updatedAt)!,
    startedAt: ms(row.startedAt),
    finishedAt: ms(row.finishedAt),
  };
}

/** The statement that stores events (at least one) for the executor; an id stored before is skipped. */
export function insertEventsStatement(events: EventPayload[], now: number): [string, unknown[]] {
  const params: unknown[] = [iso(now)];
  const rows = events.map((event) => {
    params.push(event.id, event.name, JSON.stringify(event));
    const n = params.length;
    return `($${n - 2}, $${n - 1}, $${n}::jsonb, $1::timestamptz)`;
  });
  return [`INSERT INTO "InngestEvent" ("id", "name", "payload", "receivedAt") VALUES ${rows.join(', ')} ON CONFLICT ("id") DO NOTHING`, params];
}

async function insertEvents(sql: SqlRunner, events: EventPayload[], now: number): Promise<void> {
  if (events.length > 0) await sql.query(...insertEventsStatement(events, now));
}

export class SqlRunStore implements RunStore {
  constructor(private readonly sql: SqlRunner) {}

  insertEvents(events: EventPayload[], now: number): Promise<void> {
    return insertEvents(this.sql, events, now);
  }

  fanOutEvents(limit: number, plan: (event: EventPayload) => NewRun[], now: number): Promise<number> {
    return this.sql.transaction(async (tx) => {
      const events = await tx.query<{ id: string; payload: EventPayload | string }>(
        `SELECT "id", "payload" FROM "InngestEvent" WHERE "processedAt" IS NULL
         ORDER BY "receivedAt", "id" LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      if (events.length === 0) return 0;
      const runs = events.flatMap((row) => plan(json(row.payload)));
      // Queued: the batch's writes go to the database with the COMMIT.
      for (const run of runs) {
        tx.queue(
          `INSERT INTO "InngestRun" ("id", "functionId", "eventId", "event", "maxAttempts", "createdAt", "updatedAt", "concurrencyKey", "concurrencyLimit")
           VALUES ($1, $2, $3, $4::jsonb, $5, $6::timestamptz, $6::timestamptz, $7, $8)
           ON CONFLICT ("functionId", "eventId") DO NOTHING`,
          [run.id, run.functionId, run.event.id, JSON.stringify(run.event), run.maxAttempts, iso(now), run.concurrency?.key ?? null, run.concurrency?.limit ?? null],
        );
      }
      tx.queue(`UPDATE "InngestEvent" SET "processedAt" = $1::timestamptz WHERE "id" IN (${placeholders(events.length, 2)})`, [
        iso(now),
        ...events.map((row) => row.id),
      ]);
      return events.length;
    });
  }

  async claimRuns(owner: string, functionIds: string[], limit: number, now: number, leaseMs: number): Promise<RunRecord[]> {
    if (functionIds.length === 0) return [];
    // Claims are serialised across processes (a transaction-scoped advisory lock): counting a
    // concurrency group's leases and taking more must not interleave, or two claimers could each
    // see room for the same places. Claims are short; nothing else waits on this lock.
    // The candidates are picked once (a MATERIALIZED CTE: a subquery under IN may be re-run per
    // row and, with ties in the order, pick more rows than the limit), in the order they became
    // due; within a group, only as many as its limit leaves room for.
    return this.sql.transaction(async (tx) => {
      // The lock goes first, in the claim's own call where the database is in-process.
      tx.queue(`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`);
      const rows = await tx.query<RunRow>(
        `WITH "leased" AS (
           SELECT "concurrencyKey" AS "key", count(*)::int AS "held" FROM "InngestRun"
           WHERE "status" = 'queued' AND "concurrencyKey" IS NOT NULL AND "leaseExpiresAt" > $3::timestamptz
           GROUP BY "concurrencyKey"),
         "due" AS (
           SELECT "id", "concurrencyKey", "concurrencyLimit", COALESCE("wakeAt", "createdAt") AS "dueAt",
             row_number() OVER (PARTITION BY "concurrencyKey" ORDER BY COALESCE("wakeAt", "createdAt"), "createdAt", "id") AS "place"
           FROM "InngestRun"
           WHERE "status" = 'queued' AND ("wakeAt" IS NULL OR "wakeAt" <= $3::timestamptz)
             AND ("leaseExpiresAt" IS NULL OR "leaseExpiresAt" <= $3::timestamptz)
             AND "functionId" IN (${placeholders(functionIds.length, 5)})),
         "picked" AS MATERIALIZED (
           SELECT "due"."id" FROM "due" LEFT JOIN "leased" ON "leased"."key" = "due"."concurrencyKey"
           WHERE "due"."concurrencyKey" IS NULL OR "due"."place" + COALESCE("leased"."held", 0) <= "due"."concurrencyLimit"
           ORDER BY "due"."dueAt", "due"."id"
           LIMIT $4)
         UPDATE "InngestRun" AS "run" SET "leaseOwner" = $1, "leaseExpiresAt" = $2::timestamptz,
           "startedAt" = COALESCE("run"."startedAt", $3::timestamptz), "updatedAt" = $3::timestamptz
         FROM "picked"
         WHERE "run"."id" = "picked"."id" AND "run"."status" = 'queued'
           AND ("run"."leaseExpiresAt" IS NULL OR "run"."leaseExpiresAt" <= $3::timestamptz)
         RETURNING ${RUN_COLUMNS.replace(/"(\w+)"/g, '"run"."$1"')}`,
        [owner, iso(now + leaseMs), iso(now), limit, ...functionIds],
      );
      return rows.map(toRecord);
    });
  }

  saveRun(run: RunRecord, owner: string, options: SaveOptions): Promise<boolean> {
    const finished = run.status !== 'queued';
    const params = [
      run.id,
      owner,
      run.status,
      JSON.stringify(run.steps),
      JSON.stringify(run.stack),
      JSON.stringify(run.pending),
      run.attempt,
      iso(run.wakeAt),
      // A finished run's output is stored even when it is JSON null.
      finished && run.status === 'completed' ? JSON.stringify(run.output ?? null) : null,
      jsonParam(run.error),
      iso(run.finishedAt),
      iso(options.now),
      options.release ? null : owner,
      options.release ? null : iso(options.now + options.leaseMs),
    ];
    const update = async (sql: SqlRunner) => {
      const rows = await sql.query(
        `UPDATE "InngestRun" SET "status" = $3::"InngestRunStatus", "steps" = $4::jsonb, "stack" = $5::jsonb,
           "pending" = $6::jsonb, "attempt" = $7, "wakeAt" = $8::timestamptz, "output" = $9::jsonb, "error" = $10::jsonb,
           "finishedAt" = $11::timestamptz, "updatedAt" = $12::timestamptz, "leaseOwner" = $13, "leaseExpiresAt" = $14::timestamptz
         WHERE "id" = $1 AND "leaseOwner" = $2 AND "status" = 'queued' RETURNING "id"`,
        params,
      );
      return rows.length === 1;
    };
    if (!options.emit?.length) return update(this.sql);
    const emit = options.emit;
    return this.sql.transaction(async (tx) => {
      if (!(await update(tx))) return false;
      tx.queue(...insertEventsStatement(emit, options.now));
      return true;
    });
  }

  async cancelRun(id: string, now: number, reason = 'cancelled'): Promise<boolean> {
    const rows = await this.sql.query(
      `UPDATE "InngestRun" SET "status" = 'cancelled', "pending" = '[]'::jsonb, "wakeAt" = NULL, "finishedAt" = $2::timestamptz,
         "updatedAt" = $2::timestamptz, "error" = $3::jsonb, "leaseOwner" = NULL, "leaseExpiresAt" = NULL
       WHERE "id" = $1 AND "status" = 'queued' RETURNING "id"`,
      [id, iso(now), JSON.stringify({ name: 'Cancelled', message: reason })],
    );
    return rows.length === 1;
  }

  async renewLeases(ids: string[], owner: string, now: number, leaseMs: number): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.sql.query<{ id: string }>(
      `UPDATE "InngestRun" SET "leaseExpiresAt" = $2::timestamptz WHERE "leaseOwner" = $1 AND "id" IN (${placeholders(ids.length, 3)}) RETURNING "id"`,
      [owner, iso(now + leaseMs), ...ids],
    );
    return rows.map((row) => row.id);
  }

  async releaseLeases(owner?: string): Promise<number> {
    const rows = await this.sql.query(
      `UPDATE "InngestRun" SET "leaseOwner" = NULL, "leaseExpiresAt" = NULL
       WHERE "leaseOwner" IS NOT NULL ${owner === undefined ? '' : 'AND "leaseOwner" = $1'} RETURNING "id"`,
      owner === undefined ? [] : [owner],
    );
    return rows.length;
  }

  async leaseOwners(): Promise<string[]> {
    const rows = await this.sql.query<{ owner: string }>(
      `SELECT DISTINCT "leaseOwner" AS "owner" FROM "InngestRun" WHERE "leaseOwner" IS NOT NULL AND "status" = 'queued'`,
    );
    return rows.map((row) => row.owner);
  }

  async nextWakeAt(functionIds: string[], now: number): Promise<number | null> {
    if (functionIds.length === 0) return null;
    // A run whose concurrency group is full waits for a place, not for a time: a finishing run
    // wakes the executor (and the poll covers other processes), so it is left out here.
    const [row] = await this.sql.query<{ at: Date | string | null }>(
      `WITH "leased" AS (
         SELECT "concurrencyKey" AS "key", count(*)::int AS "held" FROM "InngestRun"
         WHERE "status" = 'queued' AND "concurrencyKey" IS NOT NULL AND "leaseExpiresAt" > $1::timestamptz
         GROUP BY "concurrencyKey")
       SELECT MIN(GREATEST(COALESCE("run"."wakeAt", $1::timestamptz), COALESCE("run"."leaseExpiresAt", $1::timestamptz))) AS "at"
       FROM "InngestRun" AS "run" LEFT JOIN "leased" ON "leased"."key" = "run"."concurrencyKey"
       WHERE "run"."status" = 'queued' AND "run"."functionId" IN (${placeholders(functionIds.length, 2)})
         AND ("run"."leaseOwner" IS NOT NULL OR "run"."concurrencyKey" IS NULL OR COALESCE("leased"."held", 0) < "run"."concurrencyLimit")`,
      [iso(now), ...functionIds],
    );
    return ms(row?.at ?? null);
  }

  async getRun(id: string): Promise<RunRecord | null> {
    const [row] = await this.sql.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM "InngestRun" WHERE "id" = $1`, [id]);
    return row ? toRecord(row) : null;
  }

  async listRuns(filter: { eventId?: string; functionId?: string; status?: RunStatus }): Promise<RunRecord[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    for (const [column, value] of [
      ['eventId', filter.eventId],
      ['functionId', filter.functionId],
      ['status', filter.status],
    ] as const) {
      if (value === undefined) continue;
      params.push(value);
      where.push(`"${column}" = $${params.length}${column === 'status' ? '::"InngestRunStatus"' : ''}`);
    }
    const rows = await this.sql.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM "InngestRun" ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY "createdAt", "id"`,
      params,
    );
    return rows.map(toRecord);
  }

  advanceCronSlot(functionId: string, cron: string, slot: number, event: EventPayload, now: number): Promise<CronAdvance> {
    const params = [functionId, cron, iso(slot)];
    return this.sql.transaction(async (tx) => {
      // A second process registering at the same moment waits on the key, then inserts nothing.
      const inserted = await tx.query(
        `INSERT INTO "InngestCronSlot" ("functionId", "cron", "lastSlotAt") VALUES ($1, $2, $3::timestamptz)
         ON CONFLICT ("functionId", "cron") DO NOTHING RETURNING 1`,
        params,
      );
      if (inserted.length > 0) return 'registered';
      // Re-checked on the row after any concurrent update commits: one process moves it, the others see it moved.
      const moved = await tx.query(
        `UPDATE "InngestCronSlot" SET "lastSlotAt" = $3::timestamptz
         WHERE "functionId" = $1 AND "cron" = $2 AND "lastSlotAt" < $3::timestamptz RETURNING 1`,
        params,
      );
      if (moved.length === 0) return 'unchanged';
      tx.queue(...insertEventsStatement([event], now));
      return 'fired';
    });
  }

  async prune(before: number): Promise<{ runs: number; events: number }> {
    const runs = await this.sql.query(`DELETE FROM "InngestRun" WHERE "finishedAt" < $1::timestamptz RETURNING "id"`, [iso(before)]);
    const events = await this.sql.query(`DELETE FROM "InngestEvent" WHERE "processedAt" < $1::timestamptz RETURNING "id"`, [iso(before)]);
    return { runs: runs.length, events: events.length };
  }
}
