'use server';

import { cookies } from 'next/headers';
import { WORKSPACE_COOKIE } from '@/server/api/workspace-cookie';
import { signOut } from '@/server/auth/auth';

export async function signOutAction() {
  // The next person to sign in on this browser starts in their own workspace.
  (await cookies()).delete(WORKSPACE_COOKIE);
  await signOut({ redirectTo: '/sign-in' });
}
