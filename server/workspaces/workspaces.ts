import { type Principal, actorId, requireManager } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import type { Member, MyWorkspace, WorkspaceSummary } from '@/server/schemas/settings';
import { recordAudit } from './audit';
import { generateWebhookSecret, sealWebhookSecret } from './webhook-secret';

/** Credits a new workspace starts with (README: Credits). The operator CLI's set-credits changes it. */
export const STARTING_CREDITS = 1000;

export async function createWorkspace(input: { name: string; ownerUserId: string; credits?: number }) {
  const { prisma } = await getDb();
  const webhookSecret = generateWebhookSecret();
  const credits = input.credits ?? STARTING_CREDITS;
  // The secret is sealed for the workspace's id (associated data), which exists once the row does.
  const workspace = await prisma.$transaction(async (tx) => {
    const created = await tx.workspace.create({
      data: {
        name: input.name,
        creditBalance: credits,
        webhookSecretCiphertext: '',
        memberships: { create: { userId: input.ownerUserId, role: 'owner' } },
        creditEntries: { create: { kind: 'grant', amount: credits, balanceAfter: credits } },
      },
    });
    return tx.workspace.update({ where: { id: created.id }, data: { webhookSecretCiphertext: sealWebhookSecret(webhookSecret, created.id) } });
  });
  return { workspace, webhookSecret };
}

/**
 * The workspace a signed-in user acts in: the one they chose (cookie) if they belong to it,
 * otherwise their oldest membership. Null when they belong to none.
 */
export async function resolveUserPrincipal(userId: string, preferredWorkspaceId?: string): Promise<Principal | null> {
  const { prisma } = await getDb();
  const memberships = await prisma.membership.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
  const chosen = memberships.find((m) => m.workspaceId === preferredWorkspaceId) ?? memberships[0];
  return chosen ? { kind: 'user', userId, workspaceId: chosen.workspaceId, role: chosen.role } : null;
}

export async function listMyWorkspaces(userId: string): Promise<MyWorkspace[]> {
  const { prisma } = await getDb();
  const memberships = await prisma.membership.findMany({
    where: { userId },
    orderBy: { createdAt: 'asc' },
    include: { workspace: { select: { id: true, name: true } } },
  });
  return memberships.map((m) => ({ id: m.workspace.id, name: m.workspace.name, role: m.role }));
}

export async function listMembers(principal: Principal): Promise<Member[]> {
  const { prisma } = await getDb();
  const members = await prisma.membership.findMany({
    where: { workspaceId: principal.workspaceId },
    orderBy: { createdAt: 'asc' },
    include: { user: { select: { id: true, email: true, name: true } } },
  });
  return members.map((m) => ({ userId: m.user.id, email: m.user.email, name: m.user.name, role: m.role, since: m.createdAt }));
}

export async function removeMember(principal: Principal, userId: string): Promise<void> {
  requireManager(principal);
  const { prisma } = await getDb();
  await prisma.$transaction(async (tx) => {
    const target = await tx.membership.findUnique({ where: { userId_workspaceId: { userId, workspaceId: principal.workspaceId } } });
    if (!target) throw new AppError('not_found', 'Member not found');
    if (target.role === 'owner') {
      if (principal.kind === 'user' && principal.role !== 'owner') throw new AppError('forbidden', 'Only owners can remove owners.');
      const owners = await tx.membership.count({ where: { workspaceId: principal.workspaceId, role: 'owner' } });
      if (owners <= 1) throw new AppError('conflict', 'A workspace keeps at least one owner.');
    }
    await tx.membership.delete({ where: { userId_workspaceId: { userId, workspaceId: principal.workspaceId } } });
  });
  await recordAudit(principal.workspaceId, actorId(principal), 'member.removed', userId);
}

export async function getWorkspaceSummary(principal: Principal): Promise<WorkspaceSummary> {
  const { prisma } = await getDb();
  const workspace = await prisma.workspace.findUniqueOrThrow({
    where: { id: principal.workspaceId },
    select: { id: true, name: true, creditBalance: true, monthlyBudget: true, createdAt: true },
  });
  return { ...workspace, role: principal.kind === 'user' ? principal.role : null };
}

/** Sets the balance (operator): the difference is recorded as a grant in the credit ledger. */
export async function setCredits(workspaceId: string, input: { credits: number; monthlyBudget?: number | null }) {
  const { prisma } = await getDb();
  return prisma.$transaction(async (tx) => {
    const [workspace] = await tx.$queryRaw<Array<{ creditBalance: number }>>`
      SELECT "creditBalance" FROM "Workspace" WHERE id = ${workspaceId} FOR UPDATE`;
    if (!workspace) throw new AppError('not_found', `No workspace with id ${workspaceId}`);
    const updated = await tx.workspace.update({
      where: { id: workspaceId },
      data: { creditBalance: input.credits, ...(input.monthlyBudget !== undefined ? { monthlyBudget: input.monthlyBudget } : {}) },
    });
    if (input.credits !== workspace.creditBalance) {
      await tx.creditEntry.create({ data: { workspaceId, kind: 'grant', amount: input.credits - workspace.creditBalance, balanceAfter: input.credits } });
    }
    return { workspaceId, credits: updated.creditBalance, monthlyBudget: updated.monthlyBudget };
  });
}
