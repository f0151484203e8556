import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { directorySource, previewBrief } from '@/server/search';
import type { SearchPreview } from '@/server/schemas/project';

/**
 * The free preview of a brief: how the engine reads it and how many people of the directory meet
 * every criterion. It creates no project, reserves no credit and is not one of the workspace's
 * searches per hour; the REST facade's per-key request limit still applies to it.
 */
export async function previewSearch(principal: Principal, input: { brief: string }): Promise<SearchPreview> {
  void principal; // any member or key of a workspace may preview; the directory is shared
  return previewBrief(directorySource(await getDb()), input.brief);
}
