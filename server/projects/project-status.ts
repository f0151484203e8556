import type { Principal } from '@/server/auth/principal';
import { type Database, type NamedStatement, getDb } from '@/server/db';
import { StatementGroup, groupPerDatabase } from '@/server/db/statement-group';
import type { Project } from '@/server/db/generated/client';
import { notFound } from '@/server/errors';
import type { ProjectStatus } from '@/server/schemas/project';
import { isProjectId } from './project-id';
import { cachedStatus } from './status-cache';

/** The columns the status object is made of. */
type StatusColumns = Pick<
  Project,
  'id' | 'status' | 'totalResults' | 'verifiedResults' | 'requestedTarget' | 'starredResults' | 'clarificationQuestion' | 'error'
>;

export function toProjectStatus(project: StatusColumns): ProjectStatus {
  return {
    projectId: project.id,
    status: project.status,
    done: project.status === 'done',
    totalResults: project.totalResults,
    verifiedResults: project.verifiedResults,
    requestedTarget: project.requestedTarget,
    starredResults: project.starredResults,
    clarificationQuestion: project.status === 'awaiting_input' ? project.clarificationQuestion : null,
    error: (project.error as ProjectStatus['error']) ?? null,
  };
}

/** A project of the principal's workspace; any other id (or another workspace's) is not_found. */
export async function findOwnProject(principal: Principal, projectId: string): Promise<Project> {
  if (!isProjectId(projectId)) throw notFound();
  const { prisma } = await getDb();
  const project = await prisma.project.findFirst({ where: { id: projectId, workspaceId: principal.workspaceId } });
  if (!project) throw notFound();
  return project;
}

/**
 * The hottest read of the API (clients poll it every few seconds per search): the status columns
 * only, workspace-scoped, in one raw statement for all the polls that arrive together
 * (server/db/statement-group.ts), where Prisma's per-query cost was most of it.
 */
const STATUS_COLUMNS = `p.id, p."workspaceId", p.status, p."totalResults", p."verifiedResults", p."requestedTarget", p."starredResults", p."clarificationQuestion", p.error`;
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

type StatusRow = StatusColumns & Pick<Project, 'workspaceId'>;

interface StatusLookup {
  projectId: string;
  workspaceId: string;
}

/** A project's status row as read for one workspace; null when the workspace has no such project. */
export interface StatusRead extends StatusLookup {
  row: StatusRow | null;
}

/**
 * SQL for the status row (jsonb, or null) of the project `projectId` in the workspace
 * `workspaceId` (two SQL expressions), for a statement that reads it along with other work: the
 * PostgreSQL admission reads a poll's status in its own statement.
 */
export function statusRowJsonSql(projectId: string, workspaceId: string): string {
  return `(SELECT to_jsonb(s) FROM (SELECT ${STATUS_COLUMNS} FROM "Project" p WHERE p.id = ${projectId} AND p."workspaceId" = ${workspaceId}) s)`;
}

const statusGroup = groupPerDatabase(
  (db: Database) =>
    new StatementGroup<StatusLookup, StatusRow | undefined>(
      async (reads) => {
        // A lone read takes the primary key's plain lookup.
        const [statement, params] = reads.length === 1 ? [ONE_STATUS, [reads[0]!.projectId, reads[0]!.workspaceId]] : [STATUSES, [reads.map((r) => r.projectId), reads.map((r) => r.workspaceId)]];
        const rows = await db.sql.query<StatusRow>(statement, params);
        const found = new Map(rows.map((row) => [`${row.workspaceId}/${row.id}`, row]));
        return reads.map((read) => found.get(`${read.workspaceId}/${read.projectId}`));
      },
      { max: 64, concurrency: 2 },
    ),
);

/**
 * The status of a project of the principal's workspace. `readAhead`, when the request's admission
 * already read this project for this workspace (PostgreSQL mode), is that read, and no other is made.
 */
export async function getProjectStatus(principal: Principal, projectId: string, readAhead?: StatusRead): Promise<ProjectStatus> {
  if (!isProjectId(projectId)) throw notFound();
  const { workspaceId } = principal;
  const project = readAhead?.projectId === projectId && readAhead.workspaceId === workspaceId ? readAhead.row : await readStatus(projectId, workspaceId);
  if (!project || project.workspaceId !== workspaceId) throw notFound();
  return toProjectStatus(project);
}

async function readStatus(projectId: string, workspaceId: string): Promise<StatusRow | undefined> {
  const db = await getDb();
  // Kept in memory only as read by its own workspace; compared again on every poll.
  return cachedStatus(db, projectId, () => statusGroup(db).run({ projectId, workspaceId }));
}
