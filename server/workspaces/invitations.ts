import { type Principal, type Role, actorId, requireManager } from '@/server/auth/principal';
import { findOneTimeToken, invalidLink, issueOneTimeToken, useOneTimeToken } from '@/server/auth/one-time-tokens';
import { admitPasswordAttempt } from '@/server/auth/throttle';
import { hashPassword } from '@/server/crypto/password';
import { getDb } from '@/server/db';
import { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { type AuditAction, recordAudit } from './audit';

/**
 * Members join by invitation: an owner or admin invites an e-mail address and shares the
 * one-time link (7 days); the person who opens it joins by accepting while signed in with that
 * address, or by creating the account for it there. Nothing here says whether an address has
 * an account: inviting answers the same for every address.
 */
export async function inviteMember(principal: Principal, input: { email: string; role: Role }) {
  requireManager(principal);
  if (input.role === 'owner' && principal.kind === 'user' && principal.role !== 'owner') {
    throw new AppError('forbidden', 'Only owners can invite owners.');
  }
  const email = input.email.trim().toLowerCase();
  const { prisma } = await getDb();
  // Members are listed on the settings page already: saying so reveals nothing new.
  const member = await prisma.membership.findFirst({ where: { workspaceId: principal.workspaceId, user: { email } } });
  if (member) throw new AppError('conflict', `${email} is already a member of this workspace.`);
  const invitation = await prisma.$transaction(async (tx) => {
    // A new invitation replaces an earlier one for the same address: one live link at a time.
    await tx.oneTimeToken.updateMany({
      where: { purpose: 'invitation', workspaceId: principal.workspaceId, email, usedAt: null },
      data: { usedAt: new Date() },
    });
    return issueOneTimeToken({ purpose: 'invitation', email, workspaceId: principal.workspaceId, role: input.role, createdById: actorId(principal) }, tx);
  });
  await recordAudit(principal.workspaceId, actorId(principal), 'member.invited', `${email} as ${input.role}`);
  return { id: invitation.id, email, role: input.role, inviteUrl: invitation.url, expiresAt: invitation.expiresAt };
}

/** Invitations not yet accepted, revoked or expired. */
export async function listInvitations(principal: Principal) {
  const { prisma } = await getDb();
  const rows = await prisma.oneTimeToken.findMany({
    where: { purpose: 'invitation', workspaceId: principal.workspaceId, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: 'asc' },
  });
  return rows.map((row) => ({ id: row.id, email: row.email, role: row.role!, expiresAt: row.expiresAt, createdAt: row.createdAt }));
}

export async function revokeInvitation(principal: Principal, invitationId: string) {
  requireManager(principal);
  const { prisma } = await getDb();
  const { count } = await prisma.oneTimeToken.updateMany({
    where: { id: invitationId, purpose: 'invitation', workspaceId: principal.workspaceId, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (count === 0) throw new AppError('not_found', 'Invitation not found');
  await recordAudit(principal.workspaceId, actorId(principal), 'member.invitation_revoked', invitationId);
  return { revoked: true as const };
}

/** What the acceptance page shows to whoever holds the link. */
export async function previewInvitation(token: string) {
  const row = await findOneTimeToken(token, 'invitation');
  if (!row) throw invalidLink();
  const { prisma } = await getDb();
  const workspace = await prisma.workspace.findUniqueOrThrow({ where: { id: row.workspaceId! }, select: { id: true, name: true } });
  return { workspaceId: workspace.id, workspaceName: workspace.name, email: row.email, role: row.role!, expiresAt: row.expiresAt };
}

/** The signed-in user accepts: their account must be the invited address. */
export async function acceptInvitation(userId: string, token: string) {
  const { prisma } = await getDb();
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const preview = await findOneTimeToken(token, 'invitation');
  if (!preview) throw invalidLink();
  if (preview.email !== user.email.toLowerCase()) {
    throw new AppError('forbidden', `This invitation is for ${preview.email}. Sign in with that address to accept it.`);
  }
  return prisma.$transaction(async (tx) => {
    const row = await useOneTimeToken(token, 'invitation', tx);
    await joinWorkspace(tx, userId, row.workspaceId!, row.role!);
    await tx.auditEvent.create({ data: { workspaceId: row.workspaceId!, actorId: userId, action: 'member.joined' satisfies AuditAction, subject: `${row.email} as ${row.role}` } });
    return { workspaceId: row.workspaceId!, email: row.email };
  });
}

/**
 * Accepting by creating the account for the invited address (the link proves the invitee got
 * it). The account joins the inviting workspace only. When the address already has an account
 * the answer does not say so beyond "sign in instead", which the page offers to everyone anyway.
 */
export async function acceptInvitationWithNewAccount(token: string, input: { password: string; name?: string }, origin: { clientIp: string | null }) {
  // The link, then sign-in's per-address throttle, before the KDF (see setPasswordWithToken).
  if (!(await findOneTimeToken(token, 'invitation'))) throw invalidLink();
  await admitPasswordAttempt(origin);
  const { prisma } = await getDb();
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await useOneTimeToken(token, 'invitation', tx);
      const user = await tx.user.create({ data: { email: row.email, name: input.name?.trim() || null, passwordHash } });
      await joinWorkspace(tx, user.id, row.workspaceId!, row.role!);
      await tx.auditEvent.create({ data: { workspaceId: row.workspaceId!, actorId: user.id, action: 'member.joined' satisfies AuditAction, subject: `${row.email} as ${row.role}` } });
      return { workspaceId: row.workspaceId!, email: row.email };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new AppError('conflict', 'We could not create an account with this link. If you already have one, sign in to accept the invitation.');
    }
    throw error;
  }
}

async function joinWorkspace(tx: Prisma.TransactionClient, userId: string, workspaceId: string, role: Role) {
  await tx.membership.createMany({ data: [{ userId, workspaceId, role }], skipDuplicates: true });
}
