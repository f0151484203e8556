import type { Principal } from '@/server/auth/principal';
import { type NamedStatement, getDb } from '@/server/db';
import type { Project } from '@/server/db/generated/client';
import { AppError, notFound } from '@/server/errors';
import { isProjectId } from '@/server/projects/project-id';
import { addStarred, findOwnProject, isWorkspaceProject, workspaceProjectSql } from '@/server/projects/project-store';
import { provisionalResults } from '@/server/projects/search-candidates';
import { RESULTS_DEFAULT_LIMIT, type ResultPage, type ResultsTablePage, type StarredResult } from '@/server/schemas/results';
import { type ResultFields, toResultView } from './result-view';

/**
 * Results are stored once, when the search finishes, in the same transaction that sets the
 * project done with totalResults = their number: so the total needs no count(*) (which cost
 * more than reading the page itself).
 */
const storedTotal = (project: Pick<Project, 'status' | 'totalResults'>) => (project.status === 'done' ? project.totalResults : 0);

async function pageOfResults(project: Project, offset: number, limit: number) {
  const { prisma } = await getDb();
  return prisma.result.findMany({ where: { projectId: project.id }, orderBy: { rank: 'asc' }, skip: offset, take: limit });
}

/**
 * While a search runs: the verified people found so far, as many as the status's totalResults, in
 * a provisional order (score) that becomes the final one at done. Project and candidates are read
 * in one snapshot, so total and rows agree; null when the search finished in the meantime.
 */
async function provisionalPage(projectId: string, workspaceId: string, offset: number, limit: number) {
  const { sql } = await getDb();
  return sql.transaction(async (tx) => {
    tx.queue('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const [current] = await tx.query<Pick<Project, 'status' | 'totalResults'>>(`SELECT status, "totalResults" FROM ${workspaceProjectSql('$1', '$2')} p`, [
      projectId,
      workspaceId,
    ]);
    if (current?.status !== 'running') return null;
    const results = await provisionalResults(tx, projectId, current.totalResults, offset, limit);
    return { total: current.totalResults, results: results.map(toResultView) };
  });
}

/**
 * The project (workspace-scoped) and one page of its stored results in one raw statement:
 * integrations page through results in loops, and Prisma's per-row cost was most of the time. A
 * project with no result on the page still comes back once, with a null rank.
 */
const PAGE: NamedStatement = {
  name: 'results-page',
  text: `SELECT p.status, p."totalResults", r.rank, r."fullName", r."firstName", r."lastName", r.title, r.company, r.location,
       r."linkedinUrl", r."primaryEmail", r."primaryPhone", r."surfacedBy", r.starred, r.fields, r.verdicts
  FROM ${workspaceProjectSql('$1', '$2')} p
  LEFT JOIN LATERAL (SELECT * FROM "Result" WHERE "projectId" = p.id ORDER BY rank OFFSET $3 LIMIT $4) r ON true
 ORDER BY r.rank`,
};

/** A page of a project's results in their stable order (rank: verified first, then score); provisional while it runs. */
export async function listResults(principal: Principal, projectId: string, page: { limit?: number; offset?: number }): Promise<ResultPage> {
  if (!isProjectId(projectId)) throw notFound();
  const limit = page.limit ?? RESULTS_DEFAULT_LIMIT;
  const offset = page.offset ?? 0;
  const { sql } = await getDb();
  const rows = await sql.query<ResultFields & Pick<Project, 'status' | 'totalResults'> & { rank: number | null }>(PAGE, [
    projectId,
    principal.workspaceId,
    offset,
    limit,
  ]);
  const project = rows[0];
  if (!project) throw notFound();
  if (project.status === 'running') {
    const provisional = await provisionalPage(projectId, principal.workspaceId, offset, limit);
    if (provisional) return { projectId, total: provisional.total, limit, offset, results: provisional.results };
    return listResults(principal, projectId, page); // it finished in the meantime: its stored results
  }
  const results = rows.filter((row) => row.rank !== null).map(toResultView);
  return { projectId, total: storedTotal(project), limit, offset, results };
}

/** The web table: like listResults, with each result's id (for starring) and rank. */
export async function listResultsForTable(principal: Principal, projectId: string, page: { limit: number; offset: number }): Promise<ResultsTablePage> {
  const project = await findOwnProject(principal, projectId);
  const rows = await pageOfResults(project, page.offset, page.limit);
  return { total: storedTotal(project), results: rows.map((row) => ({ id: row.id, rank: row.rank, ...toResultView(row) })) };
}

/** Stars or unstars a result; the project's starredResults follows in the same transaction. */
export async function setStarred(principal: Principal, resultId: string, starred: boolean): Promise<StarredResult> {
  const { sql } = await getDb();
  return sql.transaction(async (tx) => {
    const [result] = await tx.query<{ projectId: string }>(`SELECT "projectId" FROM "Result" WHERE id = $1`, [resultId]);
    if (!result || !(await isWorkspaceProject(tx, result.projectId, principal.workspaceId))) throw new AppError('not_found', 'Result not found');
    const changed = await tx.query(`UPDATE "Result" SET starred = $2 WHERE id = $1 AND starred = NOT $2 RETURNING id`, [resultId, starred]);
    const starredResults = await addStarred(tx, result.projectId, changed.length === 0 ? 0 : starred ? 1 : -1, new Date());
    return { resultId, starred, starredResults };
  });
}
