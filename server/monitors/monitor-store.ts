import type { SqlRunner } from '@/server/db';

/**
 * The one owner of the Monitor and MonitorRun tables (prisma/schema/monitor.prisma). Raw SQL like
 * the project store: a run's record commits in startSearch's transaction. Every read of a monitor
 * names its workspace, except the scheduler's, which is the workspace-less job that finds due ones.
 */
export interface MonitorRow {
  id: string;
  workspaceId: string;
  brief: string;
  schedule: string;
  timezone: string;
  callbackUrl: string | null;
  status: 'active' | 'paused';
  pausedReason: string | null;
  nextRunAt: Date;
  creditSkips: number;
  slackTeamId: string | null;
  slackChannelId: string | null;
  slackUserId: string | null;
  createdAt: Date;
}

export interface MonitorRunRow {
  projectId: string | null;
  ranAt: Date;
  skipReason: string | null;
  skipMessage: string | null;
}

const COLUMNS = `m.id, m."workspaceId", m.brief, m.schedule, m.timezone, m."callbackUrl", m.status, m."pausedReason", m."nextRunAt",
  m."creditSkips", m."slackTeamId", m."slackChannelId", m."slackUserId", m."createdAt"`;

const iso = (at: Date) => at.toISOString();

/** Drivers differ in how they hand back timestamptz; the store always answers Dates. */
function withDates(row: MonitorRow): MonitorRow {
  return { ...row, nextRunAt: new Date(row.nextRunAt), createdAt: new Date(row.createdAt) };
}

export type NewMonitor = Omit<MonitorRow, 'status' | 'pausedReason' | 'creditSkips'> & { createdById: string | null };

export async function insertMonitor(db: SqlRunner, monitor: NewMonitor): Promise<void> {
  await db.query(
    `INSERT INTO "Monitor" (id, "workspaceId", brief, schedule, timezone, "callbackUrl", "nextRunAt", "slackTeamId", "slackChannelId", "slackUserId",
                            "createdById", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $8, $9, $10, $11, $12::timestamptz, $12::timestamptz)`,
    [
      monitor.id,
      monitor.workspaceId,
      monitor.brief,
      monitor.schedule,
      monitor.timezone,
      monitor.callbackUrl,
      iso(monitor.nextRunAt),
      monitor.slackTeamId,
      monitor.slackChannelId,
      monitor.slackUserId,
      monitor.createdById,
      iso(monitor.createdAt),
    ],
  );
}

export async function findMonitor(db: SqlRunner, workspaceId: string, monitorId: string): Promise<MonitorRow | undefined> {
  const [row] = await db.query<MonitorRow>(`SELECT ${COLUMNS} FROM "Monitor" m WHERE m.id = $1 AND m."workspaceId" = $2`, [monitorId, workspaceId]);
  return row && withDates(row);
}

/** The monitor a scheduled run belongs to, whatever its workspace (the job knows only its id). */
export async function monitorById(db: SqlRunner, monitorId: string): Promise<MonitorRow | undefined> {
  const [row] = await db.query<MonitorRow>(`SELECT ${COLUMNS} FROM "Monitor" m WHERE m.id = $1`, [monitorId]);
  return row && withDates(row);
}

/** A page of the workspace's monitors, newest first, with their total. */
export async function monitorPage(db: SqlRunner, workspaceId: string, limit: number, offset: number): Promise<{ total: number; rows: MonitorRow[] }> {
  const [rows, [count]] = await Promise.all([
    db.query<MonitorRow>(`SELECT ${COLUMNS} FROM "Monitor" m WHERE m."workspaceId" = $1 ORDER BY m."createdAt" DESC, m.id DESC LIMIT $2 OFFSET $3`, [
      workspaceId,
      limit,
      offset,
    ]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM "Monitor" WHERE "workspaceId" = $1`, [workspaceId]),
  ]);
  return { total: count?.total ?? 0, rows: rows.map(withDates) };
}

/** The monitors a Slack channel made, newest first. */
export async function channelMonitors(db: SqlRunner, workspaceId: string, channelId: string): Promise<MonitorRow[]> {
  const rows = await db.query<MonitorRow>(
    `SELECT ${COLUMNS} FROM "Monitor" m WHERE m."workspaceId" = $1 AND m."slackChannelId" = $2 ORDER BY m."createdAt" DESC, m.id DESC LIMIT 50`,
    [workspaceId, channelId],
  );
  return rows.map(withDates);
}

/** Pauses or resumes; a resumed monitor's next run is `nextRunAt`. Returns the row, or undefined when not the workspace's. */
export async function setMonitorStatus(
  db: SqlRunner,
  workspaceId: string,
  monitorId: string,
  change: { status: 'active' | 'paused'; pausedReason: string | null; nextRunAt?: Date },
): Promise<MonitorRow | undefined> {
  const [row] = await db.query<MonitorRow>(
    `UPDATE "Monitor" m SET status = $3::"MonitorStatus", "pausedReason" = $4, "nextRunAt" = COALESCE($5::timestamptz, m."nextRunAt"),
            "creditSkips" = CASE WHEN $3 = 'active' THEN 0 ELSE m."creditSkips" END, "updatedAt" = now()
      WHERE m.id = $1 AND m."workspaceId" = $2 RETURNING ${COLUMNS}`,
    [monitorId, workspaceId, change.status, change.pausedReason, change.nextRunAt ? iso(change.nextRunAt) : null],
  );
  return row && withDates(row);
}

/** Deletes the monitor and its run records (its projects stay). False when it is not the workspace's. */
export async function deleteMonitor(db: SqlRunner, workspaceId: string, monitorId: string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM "Monitor" WHERE id = $1 AND "workspaceId" = $2 RETURNING id`, [monitorId, workspaceId]);
  return rows.length > 0;
}

/** The latest runs, newest first. */
export async function latestRuns(db: SqlRunner, monitorId: string, limit: number): Promise<MonitorRunRow[]> {
  const rows = await db.query<MonitorRunRow>(
    `SELECT "projectId", "ranAt", "skipReason", "skipMessage" FROM "MonitorRun" WHERE "monitorId" = $1 ORDER BY "ranAt" DESC, "slotAt" DESC LIMIT $2`,
    [monitorId, limit],
  );
  return rows.map((row) => ({ ...row, ranAt: new Date(row.ranAt) }));
}

/** Claims a slot for a started run (in its project's transaction); false when the slot already ran. */
export async function claimSlotForRun(tx: SqlRunner, monitorId: string, slotAt: Date, projectId: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO "MonitorRun" ("monitorId", "slotAt", "projectId", "ranAt") VALUES ($1, $2::timestamptz, $3, $4::timestamptz)
     ON CONFLICT DO NOTHING RETURNING "monitorId"`,
    [monitorId, iso(slotAt), projectId, iso(now)],
  );
  if (rows.length === 0) return false;
  await tx.query(`UPDATE "Monitor" SET "creditSkips" = 0, "updatedAt" = $2::timestamptz WHERE id = $1`, [monitorId, iso(now)]);
  return true;
}

/**
 * Records a slot the limits refused. A refusal for credits or budget counts towards pausing: the
 * `pauseAfter`-th in a row pauses the monitor with `pausedReason`. Returns whether it paused.
 */
export async function recordSkippedRun(
  db: SqlRunner,
  skip: { monitorId: string; slotAt: Date; reason: string; message: string; countsTowardsPause: boolean; pauseAfter: number; pausedReason: string },
  now: Date,
): Promise<{ recorded: boolean; paused: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO "MonitorRun" ("monitorId", "slotAt", "skipReason", "skipMessage", "ranAt") VALUES ($1, $2::timestamptz, $3, $4, $5::timestamptz)
       ON CONFLICT DO NOTHING RETURNING "monitorId"`,
      [skip.monitorId, iso(skip.slotAt), skip.reason, skip.message, iso(now)],
    );
    if (inserted.length === 0 || !skip.countsTowardsPause) return { recorded: inserted.length > 0, paused: false };
    const [row] = await tx.query<{ paused: boolean }>(
      `UPDATE "Monitor" SET "creditSkips" = "creditSkips" + 1,
              status = CASE WHEN "creditSkips" + 1 >= $2 THEN 'paused'::"MonitorStatus" ELSE status END,
              "pausedReason" = CASE WHEN "creditSkips" + 1 >= $2 THEN $3 ELSE "pausedReason" END,
              "updatedAt" = $4::timestamptz
        WHERE id = $1 RETURNING status = 'paused' AS paused`,
      [skip.monitorId, skip.pauseAfter, skip.pausedReason, iso(now)],
    );
    return { recorded: true, paused: row?.paused ?? false };
  });
}

export interface DueMonitor {
  id: string;
  workspaceId: string;
  schedule: string;
  timezone: string;
  createdAt: Date;
  nextRunAt: Date;
}

/** Active monitors whose slot has come, earliest first (the index on status, nextRunAt). */
export async function dueMonitors(db: SqlRunner, now: Date, limit: number): Promise<DueMonitor[]> {
  const rows = await db.query<DueMonitor>(
    `SELECT id, "workspaceId", schedule, timezone, "createdAt", "nextRunAt" FROM "Monitor"
      WHERE status = 'active' AND "nextRunAt" <= $1::timestamptz ORDER BY "nextRunAt", id LIMIT $2`,
    [iso(now), limit],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), nextRunAt: new Date(row.nextRunAt) }));
}

/** Moves each monitor's next run from the slot it was due at to its next one (unless another process already did). */
export async function advanceMonitors(db: SqlRunner, moves: Array<{ id: string; from: Date; to: Date }>): Promise<void> {
  if (moves.length === 0) return;
  await db.query(
    `UPDATE "Monitor" m SET "nextRunAt" = v."to", "updatedAt" = now()
       FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS v(id, "from", "to")
      WHERE m.id = v.id AND m."nextRunAt" = v."from"`,
    [moves.map((m) => m.id), moves.map((m) => iso(m.from)), moves.map((m) => iso(m.to))],
  );
}
