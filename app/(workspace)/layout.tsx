import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { serverCaller } from '@/components/trpc/server';
import { AppShell } from '@/components/workspace/app-shell';
import { NoWorkspace } from '@/components/workspace/no-workspace';
import { WorkspaceProvider } from '@/components/workspace/workspace-context';
import { loadWorkspaceShell } from '@/components/workspace/load-shell';
import { auth } from '@/server/auth/auth';

export default async function WorkspaceLayout({ children }: { children: ReactNode }) {
  const session = await auth();
  if (!session?.user?.id) redirect('/sign-in');
  const shell = await loadWorkspaceShell(serverCaller());
  const email = session.user.email ?? '';
  return (
    <AppShell email={email} workspace={shell.workspace} workspaces={shell.workspaces}>
      {shell.workspace ? (
        <WorkspaceProvider
          value={{
            userId: session.user.id,
            email,
            workspace: shell.workspace,
            workspaces: shell.workspaces,
            canManage: shell.workspace.role !== 'member',
          }}
        >
          {children}
        </WorkspaceProvider>
      ) : (
        <NoWorkspace />
      )}
    </AppShell>
  );
}
