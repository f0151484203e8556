import { getDb } from '@/server/db';
import type { Prisma } from '@/server/db/generated/client';
import { isVerified, type SearchResult } from '@/server/search';

type Tx = Prisma.TransactionClient;

/**
 * The people a running search has found, kept in SearchCandidate rather than in job state: an
 * Inngest server stores every step output, and these carry e-mail addresses and phone numbers.
 * Steps pass only the project id and counts; this table is read back by the next sub-search
 * (whom to skip), by the provisional results page and by the final ranking.
 */

/** Ids of the people sub-searches before `index` found (the ones sub-search `index` skips). */
export async function foundBefore(projectId: string, index: number): Promise<string[]> {
  const { prisma } = await getDb();
  const rows = await prisma.searchCandidate.findMany({ where: { projectId, subSearchIndex: { lt: index } }, select: { personId: true } });
  return rows.map((row) => row.personId);
}

/**
 * Stores what sub-search `index` found, replacing what an earlier, interrupted run of the same
 * step stored (a step re-runs after a crash), and returns how many candidates are verified.
 */
export async function storeSubSearch(tx: Tx, projectId: string, index: number, results: readonly SearchResult[]): Promise<number> {
  await tx.searchCandidate.deleteMany({ where: { projectId, subSearchIndex: { gte: index } } });
  await tx.searchCandidate.createMany({
    data: results.map((result) => ({
      projectId,
      personId: result.personId,
      subSearchIndex: index,
      verified: isVerified(result.verdicts),
      score: result.score,
      result: result as unknown as Prisma.InputJsonValue,
    })),
    skipDuplicates: true,
  });
  return tx.searchCandidate.count({ where: { projectId, verified: true } });
}

/** Every candidate's result, in the order the sub-searches found them (the final ranking's input). */
export async function allCandidateResults(tx: Tx, projectId: string): Promise<SearchResult[]> {
  const rows = await tx.searchCandidate.findMany({ where: { projectId }, orderBy: [{ subSearchIndex: 'asc' }, { personId: 'asc' }], select: { result: true } });
  return rows.map((row) => row.result as unknown as SearchResult);
}

/**
 * A page of the provisional results: the verified candidates, best score first, then by person id
 * (the final order's tie-break, code-unit order like the engine's), limited to the first `total`.
 */
export async function provisionalResults(tx: Tx, projectId: string, total: number, offset: number, limit: number): Promise<SearchResult[]> {
  const take = Math.min(limit, total - offset);
  if (take <= 0) return [];
  const rows = await tx.$queryRaw<Array<{ result: SearchResult }>>`
    SELECT result FROM "SearchCandidate"
     WHERE "projectId" = ${projectId} AND verified
     ORDER BY score DESC, "personId" COLLATE "C" ASC
     LIMIT ${take} OFFSET ${offset}`;
  return rows.map((row) => row.result);
}

/** The candidates of a finished search are not kept (they hold people who are not results). */
export async function dropCandidates(tx: Tx, projectId: string): Promise<void> {
  await tx.searchCandidate.deleteMany({ where: { projectId } });
}
