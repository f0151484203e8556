import { cookies, headers } from 'next/headers';
import { auth } from '@/server/auth/auth';
import { clientIpFrom } from '@/server/auth/client-ip';
import { getEnv } from '@/server/env';
import { resolveUserPrincipal } from '@/server/workspaces/workspaces';
import type { Context } from './trpc';
import { WORKSPACE_COOKIE } from './workspace-cookie';

/** The web door: the Auth.js session, in the workspace the user chose. */
export async function createWebContext(): Promise<Context> {
  const clientIp = clientIpFrom(await headers(), getEnv().TRUST_PROXY);
  const session = await auth();
  const userId = session?.user?.id ?? null;
  if (!userId) return { principal: null, userId: null, clientIp };
  const preferred = (await cookies()).get(WORKSPACE_COOKIE)?.value;
  return { principal: await resolveUserPrincipal(userId, preferred), userId, clientIp };
}
