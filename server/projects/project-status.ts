import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import type { Project } from '@/server/db/generated/client';
import { notFound } from '@/server/errors';
import type { ProjectStatus } from '@/server/schemas/project';
import { isProjectId } from './project-id';

export function toProjectStatus(project: Project): ProjectStatus {
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

export async function getProjectStatus(principal: Principal, projectId: string): Promise<ProjectStatus> {
  return toProjectStatus(await findOwnProject(principal, projectId));
}
