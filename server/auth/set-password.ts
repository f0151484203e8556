import { hashPassword } from '@/server/crypto/password';
import { getDb } from '@/server/db';
import { findOneTimeToken, invalidLink, useOneTimeToken } from './one-time-tokens';

/** What the set-password page shows: the address the link was made for. */
export async function previewSetPassword(token: string): Promise<{ email: string }> {
  const row = await findOneTimeToken(token, 'set_password');
  if (!row) throw invalidLink();
  return { email: row.email };
}

/** Sets the password of the link's account (once); the page then signs in with it. */
export async function setPasswordWithToken(token: string, password: string): Promise<{ email: string }> {
  const { prisma } = await getDb();
  const passwordHash = await hashPassword(password);
  return prisma.$transaction(async (tx) => {
    const row = await useOneTimeToken(token, 'set_password', tx);
    const user = await tx.user.update({ where: { id: row.userId! }, data: { passwordHash } });
    return { email: user.email };
  });
}
