import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { toProjectStatus } from './project-status';

/** The workspace's newest projects with their brief and status (web list). */
export async function listProjects(principal: Principal, limit: number) {
  const { prisma } = await getDb();
  const projects = await prisma.project.findMany({
    where: { workspaceId: principal.workspaceId },
    orderBy: { createdAt: 'desc' },
    take: limit,
  });
  return projects.map((project) => ({
    ...toProjectStatus(project),
    brief: project.brief,
    source: project.source,
    createdAt: project.createdAt,
    completedAt: project.completedAt,
    criteria: (project.criteria as Array<{ name: string }> | null)?.map((c) => c.name) ?? [],
  }));
}
