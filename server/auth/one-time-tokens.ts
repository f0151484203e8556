import { randomBase62, sha256Hex } from '@/server/crypto/tokens';
import { getDb } from '@/server/db';
import type { OneTimeToken, OneTimeTokenPurpose, Prisma, Role } from '@/server/db/generated/client';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/errors';

/**
 * One-time links, shared by workspace invitations and the operator CLI's set-password link: a
 * random token (256 bits) goes in the link, only its SHA-256 is stored, it expires, and using it
 * is one conditional UPDATE, so two simultaneous uses cannot both succeed.
 */
const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  invitation: 7 * 24 * 60 * 60_000,
  set_password: 24 * 60 * 60_000,
};

/** The page each kind of link opens (app/(auth)/…/[token]). */
const LINK_PATHS: Record<OneTimeTokenPurpose, string> = { invitation: '/invitations', set_password: '/set-password' };

const TOKEN_FORM = /^[A-Za-z0-9]{43}$/;

type Db = Prisma.TransactionClient;

export async function issueOneTimeToken(
  input: { purpose: OneTimeTokenPurpose; email: string; userId?: string; workspaceId?: string; role?: Role; createdById?: string | null },
  db?: Db,
): Promise<{ token: string; url: string; expiresAt: Date; id: string }> {
  const client = db ?? (await getDb()).prisma;
  const token = randomBase62(43);
  const expiresAt = new Date(Date.now() + ONE_TIME_TOKEN_TTL_MS[input.purpose]);
  const row = await client.oneTimeToken.create({
    data: {
      tokenHash: sha256Hex(token),
      purpose: input.purpose,
      email: input.email.trim().toLowerCase(),
      userId: input.userId ?? null,
      workspaceId: input.workspaceId ?? null,
      role: input.role ?? null,
      createdById: input.createdById ?? null,
      expiresAt,
    },
  });
  return { token, url: oneTimeLink(input.purpose, token), expiresAt, id: row.id };
}

function oneTimeLink(purpose: OneTimeTokenPurpose, token: string): string {
  return `${getEnv().APP_URL}${LINK_PATHS[purpose]}/${token}`;
}

/** The unused, unexpired link of this purpose, or null (one answer for unknown, used and expired). */
export async function findOneTimeToken(token: string, purpose: OneTimeTokenPurpose, db?: Db): Promise<OneTimeToken | null> {
  if (!TOKEN_FORM.test(token)) return null;
  const client = db ?? (await getDb()).prisma;
  const row = await client.oneTimeToken.findUnique({ where: { tokenHash: sha256Hex(token) } });
  return row && row.purpose === purpose && row.usedAt === null && row.expiresAt > new Date() ? row : null;
}

/** Marks the link used; throws when it is not (any more) valid. Call inside the transaction that acts on it. */
export async function useOneTimeToken(token: string, purpose: OneTimeTokenPurpose, db: Db): Promise<OneTimeToken> {
  const row = await findOneTimeToken(token, purpose, db);
  const { count } = row
    ? await db.oneTimeToken.updateMany({ where: { id: row.id, usedAt: null, expiresAt: { gt: new Date() } }, data: { usedAt: new Date() } })
    : { count: 0 };
  if (!row || count !== 1) throw invalidLink();
  return row;
}

export const invalidLink = () => new AppError('not_found', 'This link is not valid: it was already used, replaced, or has expired. Ask for a new one.');
