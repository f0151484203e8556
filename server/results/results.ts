import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { findOwnProject } from '@/server/projects/project-status';
import { RESULTS_DEFAULT_LIMIT, type ResultPage } from '@/server/schemas/results';
import { toResultView } from './result-view';

/** A page of a project's results in their stable order (rank: verified first, then score). */
export async function listResults(principal: Principal, projectId: string, page: { limit?: number; offset?: number }): Promise<ResultPage> {
  const project = await findOwnProject(principal, projectId);
  const limit = page.limit ?? RESULTS_DEFAULT_LIMIT;
  const offset = page.offset ?? 0;
  const { prisma } = await getDb();
  const [total, rows] = await Promise.all([
    prisma.result.count({ where: { projectId: project.id } }),
    prisma.result.findMany({ where: { projectId: project.id }, orderBy: { rank: 'asc' }, skip: offset, take: limit }),
  ]);
  return { projectId: project.id, total, limit, offset, results: rows.map(toResultView) };
}

/** The web table: like listResults, with each result's id (for starring) and rank. */
export async function listResultsForTable(principal: Principal, projectId: string, page: { limit: number; offset: number }) {
  const project = await findOwnProject(principal, projectId);
  const { prisma } = await getDb();
  const [total, rows] = await Promise.all([
    prisma.result.count({ where: { projectId: project.id } }),
    prisma.result.findMany({ where: { projectId: project.id }, orderBy: { rank: 'asc' }, skip: page.offset, take: page.limit }),
  ]);
  return { total, results: rows.map((row) => ({ id: row.id, rank: row.rank, ...toResultView(row) })) };
}

/** Stars or unstars a result; the project's starredResults follows in the same transaction. */
export async function setStarred(principal: Principal, resultId: string, starred: boolean) {
  const { prisma } = await getDb();
  return prisma.$transaction(async (tx) => {
    const result = await tx.result.findFirst({ where: { id: resultId, project: { workspaceId: principal.workspaceId } } });
    if (!result) throw new AppError('not_found', 'Result not found');
    const { count } = await tx.result.updateMany({ where: { id: resultId, starred: !starred }, data: { starred } });
    if (count === 1) {
      await tx.project.update({ where: { id: result.projectId }, data: { starredResults: { increment: starred ? 1 : -1 } } });
    }
    const project = await tx.project.findUniqueOrThrow({ where: { id: result.projectId }, select: { starredResults: true } });
    return { resultId, starred, starredResults: project.starredResults };
  });
}
