import { type SqlRunner, getDb } from '@/server/db';
import { isVerified, type SearchResult } from '@/server/search';

/**
 * The people a running search has found, kept in SearchCandidate rather than in job state: an
 * Inngest server stores every step output, and these carry e-mail addresses and phone numbers.
 * Steps pass only the project id and counts; this table is read back by the next sub-search
 * (whom to skip), by the provisional results page and by the final ranking. Raw SQL, as the
 * project store: both are written in the same transactions.
 */

/** Ids of the people sub-searches before `index` found (the ones sub-search `index` skips). */
export async function foundBefore(projectId: string, index: number): Promise<string[]> {
  const { sql } = await getDb();
  const rows = await sql.query<{ personId: string }>(`SELECT "personId" FROM "SearchCandidate" WHERE "projectId" = $1 AND "subSearchIndex" < $2`, [
    projectId,
    index,
  ]);
  return rows.map((row) => row.personId);
}

/**
 * Stores what sub-search `index` found, replacing what an earlier, interrupted run of the same
 * step stored (a step re-runs after a crash), and returns how many candidates are verified.
 */
export async function storeSubSearch(tx: SqlRunner, projectId: string, index: number, results: readonly SearchResult[]): Promise<number> {
  await tx.query(`DELETE FROM "SearchCandidate" WHERE "projectId" = $1 AND "subSearchIndex" >= $2`, [projectId, index]);
  if (results.length > 0) {
    const rows = results.map((result) => ({ personId: result.personId, verified: isVerified(result.verdicts), score: result.score, result }));
    await tx.query(
      `INSERT INTO "SearchCandidate" ("projectId", "personId", "subSearchIndex", verified, score, result)
       SELECT $1, c."personId", $2, c.verified, c.score, c.result
         FROM jsonb_to_recordset($3::jsonb) AS c("personId" text, verified boolean, score float8, result jsonb)
       ON CONFLICT DO NOTHING`,
      [projectId, index, JSON.stringify(rows)],
    );
  }
  const [row] = await tx.query<{ verified: number }>(`SELECT count(*)::int AS verified FROM "SearchCandidate" WHERE "projectId" = $1 AND verified`, [projectId]);
  return row!.verified;
}

/** Every candidate's result, in the order the sub-searches found them (the final ranking's input). */
export async function allCandidateResults(tx: SqlRunner, projectId: string): Promise<SearchResult[]> {
  const rows = await tx.query<{ result: SearchResult }>(`SELECT result FROM "SearchCandidate" WHERE "projectId" = $1 ORDER BY "subSearchIndex", "personId"`, [projectId]);
  return rows.map((row) => row.result);
}

/**
 * A page of the provisional results: the verified candidates, best score first, then by person id
 * (the final order's tie-break, code-unit order like the engine's), limited to the first `total`.
 */
export async function provisionalResults(tx: SqlRunner, projectId: string, total: number, offset: number, limit: number): Promise<SearchResult[]> {
  const take = Math.min(limit, total - offset);
  if (take <= 0) return [];
  const rows = await tx.query<{ result: SearchResult }>(
    `SELECT result FROM "SearchCandidate"
      WHERE "projectId" = $1 AND verified
      ORDER BY score DESC, "personId" COLLATE "C" ASC
      LIMIT $2 OFFSET $3`,
    [projectId, take, offset],
  );
  return rows.map((row) => row.result);
}

/** The candidates of a finished search are not kept (they hold people who are not results). */
export async function dropCandidates(tx: SqlRunner, projectId: string): Promise<void> {
  await tx.query(`DELETE FROM "SearchCandidate" WHERE "projectId" = $1`, [projectId]);
}
