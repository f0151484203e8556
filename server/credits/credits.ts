import type { Prisma } from '@/server/db/generated/client';
import { getDb } from '@/server/db';
import { MAX_TARGET, NEAR_MISS_LIMIT } from '@/server/search/constants';

type Tx = Prisma.TransactionClient;

/**
 * Credits: one credit per result delivered. A search reserves, when it starts, the most it could
 * deliver (capped by the balance and the month's remaining budget); when it ends, the unused part
 * is refunded. Every movement is a CreditEntry; the balance can never go below zero and the
 * month's spend never past the budget, because reservations are taken under the workspace row lock.
 */
/** The most results one search can deliver: its largest target plus the near misses after it. */
export const MAX_CREDITS_PER_SEARCH = MAX_TARGET + NEAR_MISS_LIMIT;

export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Credits spent this calendar month (UTC): reservations minus refunds. */
export async function monthSpend(tx: Tx, workspaceId: string, now: Date): Promise<number> {
  const { _sum } = await tx.creditEntry.aggregate({
    where: { workspaceId, kind: { in: ['reserve', 'refund'] }, createdAt: { gte: monthStart(now) } },
    _sum: { amount: true },
  });
  // 0 - x rather than -x: an empty month is 0, not -0.
  return 0 - (_sum.amount ?? 0);
}

/**
 * Reserves credits for a new search inside the caller's transaction, which must hold the
 * workspace row lock. Returns the amount reserved (0 = nothing available: credits or budget used up).
 */
export async function reserveCredits(
  tx: Tx,
  workspace: { id: string; creditBalance: number; monthlyBudget: number | null },
  projectId: string,
  now: Date,
): Promise<number> {
  const budgetLeft = workspace.monthlyBudget === null ? Infinity : workspace.monthlyBudget - (await monthSpend(tx, workspace.id, now));
  const amount = Math.max(0, Math.min(MAX_CREDITS_PER_SEARCH, workspace.creditBalance, budgetLeft));
  if (amount === 0) return 0;
  const balanceAfter = workspace.creditBalance - amount;
  await tx.workspace.update({ where: { id: workspace.id }, data: { creditBalance: balanceAfter } });
  await tx.creditEntry.create({ data: { workspaceId: workspace.id, projectId, kind: 'reserve', amount: -amount, balanceAfter, createdAt: now } });
  return amount;
}

/** Refunds what a finished search did not deliver. Idempotent: settles a project once. */
export async function settleCredits(projectId: string, delivered: number): Promise<void> {
  const { prisma } = await getDb();
  await prisma.$transaction(async (tx) => {
    const [project] = await tx.$queryRaw<Array<{ workspaceId: string; reservedCredits: number; chargedCredits: number | null }>>`
      SELECT "workspaceId", "reservedCredits", "chargedCredits" FROM "Project" WHERE id = ${projectId} FOR UPDATE`;
    if (!project || project.chargedCredits !== null) return;
    const charged = Math.min(delivered, project.reservedCredits);
    const refund = project.reservedCredits - charged;
    await tx.project.update({ where: { id: projectId }, data: { chargedCredits: charged } });
    if (refund > 0) {
      const workspace = await tx.workspace.update({
        where: { id: project.workspaceId },
        data: { creditBalance: { increment: refund } },
      });
      await tx.creditEntry.create({
        data: { workspaceId: project.workspaceId, projectId, kind: 'refund', amount: refund, balanceAfter: workspace.creditBalance },
      });
    }
  });
}
