import { type NamedStatement, type SqlRunner, type SqlTransaction, getDb } from '@/server/db';
import type { Project, ProjectSource } from '@/server/db/generated/client';
import { notFound } from '@/server/errors';
// The data shapes only: the stores under the CLI and the workspaces must not load the engine to start.
import { interpretationSchema, type Interpretation } from '@/server/search/types';
import { isProjectId } from './project-id';

/**
 * The one owner of the Project table: every read and every status transition, in raw SQL (the
 * status poll, the start of a search and the results page are the API's hottest paths, and an
 * ORM's per-query cost was most of their time). Writes take the caller's runner, so they commit
 * with whatever else the caller's transaction writes. Timestamps are stored in UTC (as Prisma
 * writes them): written from ISO strings, read back AT TIME ZONE 'UTC'.
 */

const utc = (column: string) => `p."${column}" AT TIME ZONE 'UTC' AS "${column}"`;
const PROJECT_COLUMNS = `p.id, p."workspaceId", p.brief, p."callbackUrl", p.source, p."monitorId", p.status, p."requestedTarget", p."clarificationQuestion",
  p.error, p.criteria, p.reading, p."totalResults", p."verifiedResults", p."starredResults", p."reservedCredits", p."chargedCredits",
  ${utc('dispatchedAt')}, p."createdById", ${utc('createdAt')}, ${utc('updatedAt')}, ${utc('completedAt')}`;

/** The columns the status object is made of (toProjectStatus), and the workspace that may read them. */
const STATUS_COLUMNS = `p.id, p."workspaceId", p.status, p."totalResults", p."verifiedResults", p."requestedTarget", p."starredResults", p."clarificationQuestion", p.error`;
export type StatusRow = Pick<
  Project,
  'id' | 'workspaceId' | 'status' | 'totalResults' | 'verifiedResults' | 'requestedTarget' | 'starredResults' | 'clarificationQuestion' | 'error'
>;

/**
 * SQL of the status columns of the project `projectId` in the workspace `workspaceId` (two SQL
 * expressions): a subquery of zero or one row, for a statement that reads it with other work.
 */
export function workspaceProjectSql(projectId: string, workspaceId: string): string {
  return `(SELECT ${STATUS_COLUMNS} FROM "Project" p WHERE p.id = ${projectId} AND p."workspaceId" = ${workspaceId})`;
}

/** The same row as jsonb (or null): the PostgreSQL admission reads a poll's status in its own statement. */
export function statusRowJsonSql(projectId: string, workspaceId: string): string {
  return `(SELECT to_jsonb(s) FROM ${workspaceProjectSql(projectId, workspaceId)} s)`;
}

/**
 * SQL: whether a person (`personId`, a Result.personId expression) is among the results of
 * another project (not `exceptProjectId`) of the workspace: "skip people already delivered".
 */
export function deliveredInWorkspaceSql(personId: string, workspaceId: string, exceptProjectId: string): string {
  return `EXISTS (SELECT 1 FROM "Result" r JOIN "Project" j ON j.id = r."projectId"
     WHERE r."personId" = ${personId} AND j."workspaceId" = ${workspaceId} AND j.id <> ${exceptProjectId})`;
}

const ONE_STATUS: NamedStatement = {
  name: 'project-status',
  text: `SELECT ${STATUS_COLUMNS} FROM "Project" p WHERE p.id = $1 AND p."workspaceId" = $2`,
};
const STATUSES: NamedStatement = {
  name: 'project-statuses',
  text: `SELECT ${STATUS_COLUMNS}
  FROM unnest($1::text[], $2::text[]) AS wanted(id, "workspaceId")
  JOIN "Project" p ON p.id = wanted.id AND p."workspaceId" = wanted."workspaceId"`,
};

/** The status rows of the wanted projects, each of its workspace, in one statement (any order; missing ones left out). */
export function statusRows(db: SqlRunner, wanted: ReadonlyArray<{ projectId: string; workspaceId: string }>): Promise<StatusRow[]> {
  // A lone read takes the primary key's plain lookup.
  return wanted.length === 1
    ? db.query<StatusRow>(ONE_STATUS, [wanted[0]!.projectId, wanted[0]!.workspaceId])
    : db.query<StatusRow>(STATUSES, [wanted.map((w) => w.projectId), wanted.map((w) => w.workspaceId)]);
}

/** A whole project row, or undefined. */
export async function findProject(projectId: string, db?: SqlRunner): Promise<Project | undefined> {
  const runner = db ?? (await getDb()).sql;
  const [row] = await runner.query<Project>(`SELECT ${PROJECT_COLUMNS} FROM "Project" p WHERE p.id = $1`, [projectId]);
  return row;
}

/** A project of the workspace; any other id (or another workspace's) is not_found. */
export async function findOwnProject(principal: { workspaceId: string }, projectId: string): Promise<Project> {
  if (!isProjectId(projectId)) throw notFound();
  const { sql } = await getDb();
  const [row] = await sql.query<Project>(`SELECT ${PROJECT_COLUMNS} FROM "Project" p WHERE p.id = $1 AND p."workspaceId" = $2`, [
    projectId,
    principal.workspaceId,
  ]);
  if (!row) throw notFound();
  return row;
}

/** The workspace's newest projects. */
export async function newestProjects(workspaceId: string, limit: number): Promise<Project[]> {
  const { sql } = await getDb();
  return sql.query<Project>(`SELECT ${PROJECT_COLUMNS} FROM "Project" p WHERE p."workspaceId" = $1 ORDER BY p."createdAt" DESC LIMIT $2`, [workspaceId, limit]);
}

/** The briefs of these projects of the workspace (others are left out). */
export async function projectBriefs(workspaceId: string, projectIds: string[]): Promise<Map<string, string>> {
  if (projectIds.length === 0) return new Map();
  const { sql } = await getDb();
  const rows = await sql.query<{ id: string; brief: string }>(`SELECT id, brief FROM "Project" WHERE id = ANY($1::text[]) AND "workspaceId" = $2`, [
    projectIds,
    workspaceId,
  ]);
  return new Map(rows.map((row) => [row.id, row.brief]));
}

/** Whether the project belongs to the workspace. */
export async function isWorkspaceProject(db: SqlRunner, projectId: string, workspaceId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM "Project" WHERE id = $1 AND "workspaceId" = $2`, [projectId, workspaceId]);
  return rows.length > 0;
}

/**
 * SQL: whether a person is among the results of another run (not `exceptProjectId`) of the
 * monitor: a monitor delivers each person once.
 */
export function deliveredByMonitorSql(personId: string, monitorId: string, exceptProjectId: string): string {
  return `EXISTS (SELECT 1 FROM "Result" r JOIN "Project" j ON j.id = r."projectId"
     WHERE r."personId" = ${personId} AND j."monitorId" = ${monitorId} AND j.id <> ${exceptProjectId})`;
}

/** Whether a run of the monitor is still searching: a scheduled slot then waits (runs never pile up). */
export async function monitorHasRunningProject(db: SqlRunner, monitorId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM "Project" WHERE "monitorId" = $1 AND status = 'running' LIMIT 1`, [monitorId]);
  return rows.length > 0;
}

/** What a project's search reads its people with: its workspace, that workspace's setting and its monitor. */
export async function searchScopeOf(
  projectId: string,
  db: SqlRunner,
): Promise<{ workspaceId: string; skipDelivered: boolean; monitorId: string | null } | undefined> {
  const [row] = await db.query<{ workspaceId: string; skipDelivered: boolean; monitorId: string | null }>(
    `SELECT p."workspaceId", w."skipDeliveredPeople" AS "skipDelivered", p."monitorId"
       FROM "Project" p JOIN "Workspace" w ON w.id = p."workspaceId" WHERE p.id = $1`,
    [projectId],
  );
  return row;
}

/** The workspace's latest project starts after `since` (epoch ms), newest first, at most `limit`. */
const RECENT_STARTS: NamedStatement = {
  name: 'recent-search-starts',
  text: `SELECT (extract(epoch FROM "createdAt") * 1000)::float8 AS "startedAt" FROM "Project"
          WHERE "workspaceId" = $1 AND "createdAt" > $2::timestamp ORDER BY "createdAt" DESC LIMIT $3`,
};
export async function recentProjectStarts(db: SqlRunner, workspaceId: string, since: Date, limit: number): Promise<number[]> {
  const rows = await db.query<{ startedAt: number }>(RECENT_STARTS, [workspaceId, since.toISOString(), limit]);
  return rows.map((row) => row.startedAt);
}

/** How many projects the workspace started after `since`. */
export async function projectsStartedSince(db: SqlRunner, workspaceId: string, since: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM "Project" WHERE "workspaceId" = $1 AND "createdAt" > $2::timestamp`, [
    workspaceId,
    since.toISOString(),
  ]);
  return row?.count ?? 0;
}

/** Credits held by the workspace's searches not yet settled. */
export async function unsettledReservations(db: SqlRunner, workspaceId: string): Promise<number> {
  const [row] = await db.query<{ held: number }>(
    `SELECT COALESCE(SUM("reservedCredits"), 0)::int AS held FROM "Project" WHERE "workspaceId" = $1 AND "chargedCredits" IS NULL`,
    [workspaceId],
  );
  return row?.held ?? 0;
}

/** Running projects never handed to run-search, created before `before` (at most 100). */
export async function undispatchedProjects(before: Date): Promise<Array<{ id: string; workspaceId: string }>> {
  const { sql } = await getDb();
  return sql.query(`SELECT id, "workspaceId" FROM "Project" WHERE status = 'running' AND "dispatchedAt" IS NULL AND "createdAt" < $1::timestamp LIMIT 100`, [
    before.toISOString(),
  ]);
}

// Transitions. Every write sets updatedAt, as Prisma's @updatedAt did, except the dispatch mark.

export interface NewProject {
  id: string;
  workspaceId: string;
  brief: string;
  callbackUrl: string | null;
  source: ProjectSource;
  monitorId: string | null;
  requestedTarget: number | null;
  reservedCredits: number;
  createdById: string | null;
  /** Set when the run-search event commits with the project (embedded mode). */
  dispatched: boolean;
  /** The brief as the engine read it, stored so that every later use reads the same. */
  reading: Interpretation;
}

const INSERT_PROJECT: NamedStatement = {
  name: 'insert-project',
  text: `INSERT INTO "Project" (id, "workspaceId", brief, "callbackUrl", source, "requestedTarget", "reservedCredits", "createdById", "createdAt", "updatedAt", "dispatchedAt", reading, "monitorId")
         VALUES ($1, $2, $3, $4, $5::"ProjectSource", $6, $7, $8, $9::timestamp, $9::timestamp, $10::timestamp, $11::jsonb, $12)`,
};
/** A new project, running. Queued: it goes with the transaction's next statement or its commit. */
export function insertProject(tx: SqlTransaction, project: NewProject, now: Date): void {
  const at = now.toISOString();
  tx.queue(INSERT_PROJECT, [
    project.id,
    project.workspaceId,
    project.brief,
    project.callbackUrl,
    project.source,
    project.requestedTarget,
    project.reservedCredits,
    project.createdById,
    at,
    project.dispatched ? at : null,
    JSON.stringify(project.reading),
    project.monitorId,
  ]);
}

/**
 * The reading stored with a project, checked as it is read back; null for a project created
 * before readings were stored (or one whose stored reading no longer parses): read its brief again.
 */
export function storedReading(project: Pick<Project, 'reading'>): Interpretation | null {
  const parsed = interpretationSchema.safeParse(project.reading);
  return parsed.success ? parsed.data : null;
}

/** In UTC, as Prisma writes timestamps. */
const MARK_DISPATCHED: NamedStatement = {
  name: 'mark-dispatched',
  text: `UPDATE "Project" SET "dispatchedAt" = timezone('UTC', clock_timestamp()) WHERE id = $1 AND "dispatchedAt" IS NULL`,
};
export async function markDispatched(projectId: string): Promise<void> {
  await (await getDb()).sql.query(MARK_DISPATCHED, [projectId]);
}

/** The brief as the engine read it, and the target it will deliver. */
export async function saveReading(db: SqlRunner, projectId: string, criteria: unknown, requestedTarget: number | null, now: Date): Promise<void> {
  await db.query(`UPDATE "Project" SET criteria = $2::jsonb, "requestedTarget" = $3, "updatedAt" = $4::timestamp WHERE id = $1`, [
    projectId,
    JSON.stringify(criteria),
    requestedTarget,
    now.toISOString(),
  ]);
}

/** running -> awaiting_input with the question to answer (a project no longer running is left as it is). */
export async function markAwaitingInput(tx: SqlRunner, projectId: string, question: string, criteria: unknown, now: Date): Promise<void> {
  await tx.query(
    `UPDATE "Project" SET status = 'awaiting_input', "clarificationQuestion" = $2, criteria = $3::jsonb, "completedAt" = $4::timestamp, "updatedAt" = $4::timestamp
      WHERE id = $1 AND status = 'running'`,
    [projectId, question, JSON.stringify(criteria), now.toISOString()],
  );
}

/** A running project's progress: total and verified results only ever grow while it runs. */
export async function publishProgress(tx: SqlRunner, projectId: string, progress: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE "Project" SET "totalResults" = $2, "verifiedResults" = $2, "updatedAt" = $3::timestamp WHERE id = $1 AND status = 'running' AND "totalResults" < $2`,
    [projectId, progress, now.toISOString()],
  );
}

/** -> done with its stored results counted (none starred yet). */
export async function markDone(tx: SqlRunner, projectId: string, counts: { total: number; verified: number }, now: Date): Promise<void> {
  await tx.query(
    `UPDATE "Project" SET status = 'done', "totalResults" = $2, "verifiedResults" = $3, "starredResults" = 0, "completedAt" = $4::timestamp, "updatedAt" = $4::timestamp
      WHERE id = $1`,
    [projectId, counts.total, counts.verified, now.toISOString()],
  );
}

/** running -> done with an error and no results; false when the project was not running. */
export async function markFailed(tx: SqlRunner, projectId: string, error: unknown, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE "Project" SET status = 'done', error = $2::jsonb, "totalResults" = 0, "verifiedResults" = 0, "completedAt" = $3::timestamp, "updatedAt" = $3::timestamp
      WHERE id = $1 AND status = 'running' RETURNING id`,
    [projectId, JSON.stringify(error), now.toISOString()],
  );
  return rows.length > 0;
}

/**
 * Charges a finished project once: chargedCredits becomes what it delivered, within its
 * reservation. Returns its workspace and the unused part, or undefined when it was already charged
 * (or does not exist). One statement: a concurrent second charge finds chargedCredits set.
 */
export async function chargeProject(tx: SqlRunner, projectId: string, delivered: number, now: Date): Promise<{ workspaceId: string; unused: number } | undefined> {
  const [row] = await tx.query<{ workspaceId: string; unused: number }>(
    `UPDATE "Project" SET "chargedCredits" = LEAST($2::int, "reservedCredits"), "updatedAt" = $3::timestamp
      WHERE id = $1 AND "chargedCredits" IS NULL RETURNING "workspaceId", "reservedCredits" - "chargedCredits" AS unused`,
    [projectId, delivered, now.toISOString()],
  );
  return row;
}

/** Adds `delta` to the project's starred count (0: only reads it); returns the count. */
export async function addStarred(tx: SqlRunner, projectId: string, delta: number, now: Date): Promise<number> {
  const [row] =
    delta === 0
      ? await tx.query<{ starredResults: number }>(`SELECT "starredResults" FROM "Project" WHERE id = $1`, [projectId])
      : await tx.query<{ starredResults: number }>(
          `UPDATE "Project" SET "starredResults" = "starredResults" + $2, "updatedAt" = $3::timestamp WHERE id = $1 RETURNING "starredResults"`,
          [projectId, delta, now.toISOString()],
        );
  return row!.starredResults;
}
