import { randomUUID } from 'node:crypto';
import { hashPassword, needsRehash, verifyPassword } from '@/server/crypto/password';
import { getDb } from '@/server/db';
import { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { createWorkspace } from '@/server/workspaces/workspaces';

export const SIGN_UP_REFUSED_MESSAGE = 'We could not create an account with these details. If you already have an account, sign in instead.';

/** A new user gets a workspace of their own and owns it. */
export async function signUp(input: { email: string; password: string; name?: string; credits?: number }) {
  const { prisma } = await getDb();
  const email = input.email.trim().toLowerCase();
  // The same words whether or not the address has an account (the form shows them for both).
  const taken = () => new AppError('conflict', SIGN_UP_REFUSED_MESSAGE);
  if (await prisma.user.findUnique({ where: { email } })) throw taken();
  // The check above is only the common case: a concurrent sign-up with the same email can pass it
  // too, and then the unique index on email decides.
  const user = await prisma.user
    .create({ data: { email, name: input.name?.trim() || null, passwordHash: await hashPassword(input.password) } })
    .catch((error: unknown) => {
      throw error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002' ? taken() : error;
    });
  const { workspace, webhookSecret } = await createWorkspace({
    name: input.name?.trim() ? `${input.name.trim()}'s workspace` : `${email.split('@')[0]}'s workspace`,
    ownerUserId: user.id,
    credits: input.credits,
  });
  return { user, workspace, webhookSecret };
}

/** Gives a user created by an OAuth sign-in the same start as a password sign-up. */
export async function ensureOwnWorkspace(userId: string) {
  const { prisma } = await getDb();
  if (await prisma.membership.findFirst({ where: { userId } })) return;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  await createWorkspace({ name: `${user.name ?? user.email.split('@')[0]}'s workspace`, ownerUserId: userId });
}

/** The user for an email + password, or null. Runs the KDF even for unknown emails (no timing oracle). */
export async function checkCredentials(email: string, password: string) {
  const { prisma } = await getDb();
  const user = await prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } });
  const hash = user?.passwordHash ?? (await dummyHash());
  const ok = await verifyPassword(password, hash);
  if (!ok || !user?.passwordHash) return null;
  // A hash from before today's cost: replaced now that the password is known (unless it changed meanwhile).
  if (needsRehash(user.passwordHash)) {
    await prisma.user.updateMany({ where: { id: user.id, passwordHash: user.passwordHash }, data: { passwordHash: await hashPassword(password) } });
  }
  return { id: user.id, email: user.email, name: user.name };
}

// A hash of a random string, so unknown emails cost the same KDF work as wrong passwords.
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomUUID()));
