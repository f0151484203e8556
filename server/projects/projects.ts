import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import type { Project } from '@/server/db/generated/client';
import type { ProjectSummary } from '@/server/schemas/project';
import { findOwnProject, toProjectStatus } from './project-status';

/** What the web app shows of a project: the status object plus its brief and story. */
function toProjectSummary(project: Project): ProjectSummary {
  return {
    ...toProjectStatus(project),
    brief: project.brief,
    source: project.source,
    createdAt: project.createdAt,
    completedAt: project.completedAt,
    criteria: (project.criteria as Array<{ name: string }> | null)?.map((c) => c.name) ?? [],
  };
}

/** The workspace's newest projects (web list). */
export async function listProjects(principal: Principal, limit: number): Promise<ProjectSummary[]> {
  const { prisma } = await getDb();
  const projects = await prisma.project.findMany({
    where: { workspaceId: principal.workspaceId },
    orderBy: { createdAt: 'desc' },
    take: limit,
  });
  return projects.map(toProjectSummary);
}

/** One project of the workspace (web project page); not_found otherwise. */
export async function getProjectDetail(principal: Principal, projectId: string): Promise<ProjectSummary> {
  return toProjectSummary(await findOwnProject(principal, projectId));
}
