import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { detachImport } from '@/server/search';
import { lockWorkspaceImports } from './import-lock';
import { findOwnImport } from './import-status';

/**
 * Deletes an import: its people leave future searches unless another import also brought them
 * (results already delivered stay in their projects: they are copies). A suppression import
 * takes with it the entries that no other list holds and nobody added by hand.
 */
export async function deleteImport(principal: Principal, importId: string): Promise<{ deleted: true; people: number }> {
  const found = await findOwnImport(principal, importId);
  if (found.status === 'running' || found.status === 'uploading') throw new AppError('conflict', 'This import is still running; delete it once it has finished.');
  const { sql } = await getDb();
  const people = await sql.transaction(async (tx) => {
    await lockWorkspaceImports(tx, principal.workspaceId);
    const removed = await detachImport(tx, principal.workspaceId, importId);
    // A suppression entry goes with the last list that holds it, unless it was also added by hand.
    await tx.query(`DELETE FROM suppression_entry WHERE "workspaceId" = $1 AND "importIds" = ARRAY[$2]::text[] AND NOT manual`, [principal.workspaceId, importId]);
    await tx.query(
      `UPDATE suppression_entry SET "importIds" = array_remove("importIds", $2) WHERE "workspaceId" = $1 AND "importIds" @> ARRAY[$2]::text[]`,
      [principal.workspaceId, importId],
    );
    await tx.query('DELETE FROM people_import WHERE id = $1 AND "workspaceId" = $2', [importId, principal.workspaceId]);
    return removed;
  });
  return { deleted: true, people };
}
