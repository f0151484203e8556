'use server';

import { revalidatePath } from 'next/cache';
import { cookies } from 'next/headers';
import { serverCaller } from '@/components/trpc/server';
import { WORKSPACE_COOKIE } from '@/server/api/workspace-cookie';
import { getEnv } from '@/server/env';

/** Remembers the workspace the user chose; the web tRPC context reads it on every request. */
export async function switchWorkspace(workspaceId: string): Promise<{ ok: boolean; error?: string }> {
  const mine = await serverCaller()
    .account.workspaces()
    .catch(() => null);
  if (!mine) return { ok: false, error: 'Your session has ended. Sign in again.' };
  if (!mine.some((w) => w.id === workspaceId)) return { ok: false, error: 'You are not a member of that workspace.' };
  (await cookies()).set(WORKSPACE_COOKIE, workspaceId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().APP_URL.startsWith('https://'),
    path: '/',
    maxAge: 60 * 60 * 24 * 365,
  });
  revalidatePath('/', 'layout');
  return { ok: true };
}
