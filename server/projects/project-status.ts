import type { Principal } from '@/server/auth/principal';
import { type Database, getDb } from '@/server/db';
import { StatementGroup, groupPerDatabase } from '@/server/db/statement-group';
import { notFound } from '@/server/errors';
import type { ProjectStatus } from '@/server/schemas/project';
import { isProjectId } from './project-id';
import { type StatusRow, statusRows } from './project-store';
import { cachedStatus } from './status-cache';

export function toProjectStatus(project: Omit<StatusRow, 'workspaceId'>): ProjectStatus {
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

interface StatusLookup {
  projectId: string;
  workspaceId: string;
}

/** A project's status row as read for one workspace; null when the workspace has no such project. */
export interface StatusRead extends StatusLookup {
  row: StatusRow | null;
}

/**
 * The hottest read of the API (clients poll it every few seconds per search): the status columns
 * only, workspace-scoped, in one raw statement for all the polls that arrive together
 * (server/db/statement-group.ts), where Prisma's per-query cost was most of it.
 */
const statusGroup = groupPerDatabase(
  (db: Database) =>
    new StatementGroup<StatusLookup, StatusRow | undefined>(
      async (reads) => {
        const rows = await statusRows(db.sql, reads);
        const found = new Map(rows.map((row) => [`${row.workspaceId}/${row.id}`, row]));
        return reads.map((read) => found.get(`${read.workspaceId}/${read.projectId}`));
      },
      { max: 64, concurrency: 2 },
    ),
);

/**
 * The status of a project of the principal's workspace. `readAhead`, when the request's admission
 * already read this project for this workspace (PostgreSQL mode, with the store's
 * statusRowJsonSql), is that read, and no other is made.
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
