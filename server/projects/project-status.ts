import type { Principal } from '@/server/auth/principal';
import { type NamedStatement, getDb } from '@/server/db';
import type { Project } from '@/server/db/generated/client';
import { notFound } from '@/server/errors';
import type { ProjectStatus } from '@/server/schemas/project';
import { isProjectId } from './project-id';

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
 * The hottest read of the API (clients poll it every few seconds per search): one raw statement
 * for the status columns only, workspace-scoped, where Prisma's per-query cost was most of it.
 */
const STATUS: NamedStatement = {
  name: 'project-status',
  text: `SELECT id, status, "totalResults", "verifiedResults", "requestedTarget", "starredResults", "clarificationQuestion", error
  FROM "Project" WHERE id = $1 AND "workspaceId" = $2`,
};

export async function getProjectStatus(principal: Principal, projectId: string): Promise<ProjectStatus> {
  if (!isProjectId(projectId)) throw notFound();
  const { sql } = await getDb();
  const [project] = await sql.query<StatusColumns>(STATUS, [projectId, principal.workspaceId]);
  if (!project) throw notFound();
  return toProjectStatus(project);
}
