'use client';

import { type ReactNode, createContext, useContext } from 'react';

export type Role = 'owner' | 'admin' | 'member';

export interface WorkspaceInfo {
  id: string;
  name: string;
  role: Role;
}

export interface WorkspaceContextValue {
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
