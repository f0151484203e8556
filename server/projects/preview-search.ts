import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { previewBrief, workspaceSource } from '@/server/search';
import type { SearchPreview } from '@/server/schemas/project';

/**
 * The free preview of a brief: how the engine reads it and how many people a search of this
 * workspace would see (its own people, the shared directory, minus its suppression list and, when
 * set, people it already received) meet every criterion. It creates no project, reserves no credit
 * and is not one of the workspace's searches per hour; the REST facade's per-key limit still applies.
 */
export async function previewSearch(principal: Principal, input: { brief: string }): Promise<SearchPreview> {
  const db = await getDb();
  const [workspace] = await db.sql.query<{ skip: boolean }>(`SELECT "skipDeliveredPeople" AS skip FROM "Workspace" WHERE id = $1`, [principal.workspaceId]);
  const source = workspaceSource(db, { workspaceId: principal.workspaceId, projectId: null, skipDelivered: workspace?.skip ?? false });
  return previewBrief(source, input.brief);
}
