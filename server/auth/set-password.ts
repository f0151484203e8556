import { hashPassword } from '@/server/crypto/password';
import { getDb } from '@/server/db';
import { findOneTimeToken, invalidLink, useOneTimeToken } from './one-time-tokens';
import { admitPasswordAttempt } from './throttle';

/** What the set-password page shows: the address the link was made for. */
export async function previewSetPassword(token: string): Promise<{ email: string }> {
  const row = await findOneTimeToken(token, 'set_password');
  if (!row) throw invalidLink();
  return { email: row.email };
}

/**
 * Sets the password of the link's account (once); the page then signs in with it. The link is
 * checked and the attempt counted (sign-in's per-address rule) before the KDF runs: a made-up
 * token costs one indexed read, a flood of real ones is throttled.
 */
export async function setPasswordWithToken(token: string, password: string, origin: { clientIp: string | null }): Promise<{ email: string }> {
  if (!(await findOneTimeToken(token, 'set_password'))) throw invalidLink();
  await admitPasswordAttempt(origin);
  const { prisma } = await getDb();
  const passwordHash = await hashPassword(password);
  return prisma.$transaction(async (tx) => {
    const row = await useOneTimeToken(token, 'set_password', tx);
    const user = await tx.user.update({ where: { id: row.userId! }, data: { passwordHash } });
    return { email: user.email };
  });
}
