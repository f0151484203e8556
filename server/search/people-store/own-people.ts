// A workspace's own people as the People page lists and deletes them, and what deleting an import
// does to the people it brought.
import type { SqlRunner } from '@/server/db';
import { escapeLike } from './sql-filters';

export interface OwnPersonRow {
  id: number;
  fullName: string;
  title: string;
  companyName: string;
  city: string;
  country: string;
  email: string | null;
  linkedinUrl: string;
}

/** A page of the workspace's own people, newest first, optionally those whose name, e-mail, company or title contains `search`. */
export async function ownPeoplePage(sql: SqlRunner, workspaceId: string, page: { search?: string; offset: number; size: number }) {
  const params: unknown[] = [workspaceId];
  let filter = '';
  if (page.search) {
    params.push(`%${escapeLike(page.search)}%`);
    filter = `AND (full_name ILIKE $2 OR email_key ILIKE $2 OR company_name ILIKE $2 OR title ILIKE $2)`;
  }
  const [{ total } = { total: 0 }] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM imported_person WHERE workspace_id = $1 ${filter}`, params);
  const rows = await sql.query<OwnPersonRow>(
    `SELECT id, full_name AS "fullName", title, company_name AS "companyName", city, country, email, linkedin_url AS "linkedinUrl"
     FROM imported_person WHERE workspace_id = $1 ${filter}
     ORDER BY id DESC LIMIT ${Number(page.size)} OFFSET ${Number(page.offset)}`,
    params,
  );
  return { total, rows };
}

/** Deletes one of the workspace's own people; false when it has no such person. */
export async function deleteOwnPersonRow(sql: SqlRunner, workspaceId: string, id: number): Promise<boolean> {
  const removed = await sql.query('DELETE FROM imported_person WHERE id = $1 AND workspace_id = $2 RETURNING id', [id, workspaceId]);
  return removed.length > 0;
}

/** Takes an import off its people; those no other import brought are deleted (their count is returned). */
export async function detachImport(tx: SqlRunner, workspaceId: string, importId: string): Promise<number> {
  await tx.query(
    `UPDATE imported_person SET import_ids = array_remove(import_ids, $2) WHERE workspace_id = $1 AND import_ids @> ARRAY[$2]::text[]`,
    [workspaceId, importId],
  );
  const removed = await tx.query(`DELETE FROM imported_person WHERE workspace_id = $1 AND import_ids = '{}'::text[] RETURNING id`, [workspaceId]);
  return removed.length;
}
