import { isUnauthorized, type serverCaller } from '@/components/trpc/server';
import type { WorkspaceInfo } from './workspace-context';

/** The user's workspaces and the one they act in (null when they belong to none). */
export async function loadWorkspaceShell(caller: ReturnType<typeof serverCaller>) {
  const workspaces: WorkspaceInfo[] = await caller.account.workspaces();
  let workspace: WorkspaceInfo | null = null;
  try {
    const summary = await caller.workspace.summary();
    workspace = { id: summary.id, name: summary.name, role: summary.role ?? 'member' };
  } catch (error) {
    // No membership left: the principal is null and the procedure says UNAUTHORIZED.
    if (!isUnauthorized(error)) throw error;
  }
  return { workspaces, workspace };
}
