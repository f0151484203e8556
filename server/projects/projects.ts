import type { Principal } from '@/server/auth/principal';
import type { Project } from '@/server/db/generated/client';
import type { ProjectDetail, ProjectSummary } from '@/server/schemas/project';
import { interpretBrief, type Criterion } from '@/server/search';
import { toProjectStatus } from './project-status';
import { findOwnProject, newestProjects, storedReading } from './project-store';

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
  return (await newestProjects(principal.workspaceId, limit)).map(toProjectSummary);
}

/**
 * One project of the workspace (web project page); not_found otherwise. With the reading of its
 * brief: the criteria it searched (with their kinds) and the words it did not use, from the
 * reading stored when it was created.
 */
export async function getProjectDetail(principal: Principal, projectId: string): Promise<ProjectDetail> {
  const project = await findOwnProject(principal, projectId);
  const stored = (project.criteria as Array<{ name: string; kind: Criterion['kind'] }> | null) ?? [];
  return {
    ...toProjectSummary(project),
    reading: { criteria: stored.map((c) => ({ name: c.name, kind: c.kind })), ignored: (storedReading(project) ?? interpretBrief(project.brief)).unrecognised },
  };
}
