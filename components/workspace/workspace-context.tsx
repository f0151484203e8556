'use client';

import { type ReactNode, createContext, useContext } from 'react';
import type { MyWorkspace } from '@/server/schemas/settings';

export type { Role } from '@/server/db/generated/enums';

/** A workspace of the signed-in user and their role in it (account.workspaces). */
export type WorkspaceInfo = MyWorkspace;

interface WorkspaceContextValue {
  userId: string;
  email: string;
  workspace: WorkspaceInfo;
  workspaces: WorkspaceInfo[];
  /** Owners and admins manage keys, the webhook secret and members (the server enforces it too). */
  canManage: boolean;
}

const Context = createContext<WorkspaceContextValue | null>(null);

export function WorkspaceProvider({ value, children }: { value: WorkspaceContextValue; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useWorkspace(): WorkspaceContextValue {
  const value = useContext(Context);
  if (!value) throw new Error('useWorkspace() outside the (workspace) layout');
  return value;
}
