import { randomUUID } from 'node:crypto';
import { type Principal, actorId, requireManager } from '@/server/auth/principal';
import { grantOpeningCredits, setCreditBalance } from '@/server/credits/credits';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import type { Member, MyWorkspace, WorkspaceSummary } from '@/server/schemas/settings';
import { recordAudit } from './audit';
import { generateWebhookSecret, sealWebhookSecret } from './webhook-secret';

/** Credits a new workspace starts with (README: Credits). The operator CLI's set-credits changes it. */
const STARTING_CREDITS = 1000;

export async function createWorkspace(input: { name: string; ownerUserId: string; credits?: number }) {
  const { sql } = await getDb();
  const webhookSecret = generateWebhookSecret();
  const credits = input.credits ?? STARTING_CREDITS;
  const id = newWorkspaceId();
  const now = new Date();
  // The secret is sealed for the workspace's id (associated data); the id is chosen first.
  const workspace = await sql.transaction(async (tx) => {
    const [created] = await tx.query<WorkspaceRow>(
      `INSERT INTO "Workspace" (id, name, "creditBalance", "webhookSecretCiphertext", "createdAt", "updatedAt")
       VALUES ($1, $2, 0, $3, $4::timestamp, $4::timestamp) RETURNING id, name, "createdAt"`,
      [id, input.name, sealWebhookSecret(webhookSecret, id), now.toISOString()],
    );
    tx.queue(`INSERT INTO "Membership" ("userId", "workspaceId", role, "createdAt") VALUES ($1, $2, 'owner', $3::timestamp)`, [input.ownerUserId, id, now.toISOString()]);
    grantOpeningCredits(tx, id, credits, now);
    return { ...created!, creditBalance: credits };
  });
  return { workspace, webhookSecret };
}

interface WorkspaceRow {
  id: string;
  name: string;
  createdAt: Date;
}

/** A workspace id in the shape Prisma's cuid() gives the ids it creates: opaque, url-safe. */
const newWorkspaceId = () => `c${randomUUID().replaceAll('-', '').slice(0, 24)}`;

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
  const { sql } = await getDb();
  const set = await sql.transaction((tx) => setCreditBalance(tx, workspaceId, input, new Date()));
  if (!set) throw new AppError('not_found', `No workspace with id ${workspaceId}`);
  return { workspaceId, ...set };
}
