import type { SqlRunner } from '@/server/db';

/**
 * Serialises, for the rest of the transaction, what changes a workspace's imports (null: the shared
 * directory's): a batch's dedupe lookup and writes, a deletion, a suppression entry by hand, and the
 * admission of a new upload (its count of queued imports and bytes).
 */
export async function lockWorkspaceImports(tx: SqlRunner, workspaceId: string | null): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('people-import:' || $1))`, [workspaceId ?? '*']);
}
