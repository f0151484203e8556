import { randomUUID } from 'node:crypto';
import type { SqlRunner, SqlTransaction } from '@/server/db';
import { chargeProject } from '@/server/projects/project-store';

/**
 * Credits: one credit per result delivered. A search reserves, when it starts, what it can
 * deliver at most (its goal: the brief's count, or the cap without one), limited by the balance
 * and the month's remaining budget; when it ends, the unused part is refunded. Every movement is a
 * CreditEntry. The balance never goes below zero and the month's spend never past the budget,
 * because reservations are taken under the workspace row lock. Every write of the balance and the
 * ledger by a search is here, in raw SQL in the caller's transaction (starting a search runs on
 * every POST /v1/search).
 */

export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Credits spent this calendar month (UTC): the reservations made this month, net of their
 * refunds, whenever those came (a search reserved on the 31st and refunded on the 1st belongs
 * to the month it was reserved in).
 */
export async function monthSpend(db: SqlRunner, workspaceId: string, now: Date): Promise<number> {
  const [row] = await db.query<{ spent: number }>(
    `SELECT COALESCE(-SUM(e.amount), 0)::int AS spent
       FROM "CreditEntry" e
      WHERE e."workspaceId" = $1
        AND e.kind IN ('reserve', 'refund')
        AND e."projectId" IN (SELECT r."projectId" FROM "CreditEntry" r
                               WHERE r."workspaceId" = $1 AND r.kind = 'reserve' AND r."createdAt" >= $2::timestamp)`,
    [workspaceId, monthStart(now).toISOString()],
  );
  return row?.spent ?? 0;
}

/** Credits a new search could use now: the balance, within what is left of the monthly budget. */
export async function availableCredits(tx: SqlRunner, workspace: { id: string; creditBalance: number; monthlyBudget: number | null }, now: Date) {
  const budgetLeft = workspace.monthlyBudget === null ? Infinity : workspace.monthlyBudget - (await monthSpend(tx, workspace.id, now));
  return Math.max(0, Math.min(workspace.creditBalance, budgetLeft));
}

/**
 * Reserves `amount` credits for a new search inside the caller's transaction, which must hold the
 * workspace row lock and have checked `amount` against availableCredits. Queued: the writes go
 * with the transaction's next statement or its commit.
 */
export function reserveCredits(tx: SqlTransaction, workspace: { id: string; creditBalance: number }, projectId: string, amount: number, now: Date): void {
  if (amount <= 0) return;
  const balanceAfter = workspace.creditBalance - amount;
  const at = now.toISOString();
  tx.queue(`UPDATE "Workspace" SET "creditBalance" = $2, "updatedAt" = $3::timestamp WHERE id = $1`, [workspace.id, balanceAfter, at]);
  tx.queue(
    `INSERT INTO "CreditEntry" (id, "workspaceId", "projectId", kind, amount, "balanceAfter", "createdAt")
     VALUES ($1, $2, $3, 'reserve', $4, $5, $6::timestamp)`,
    [randomUUID(), workspace.id, projectId, -amount, balanceAfter, at],
  );
}

/**
 * A new workspace's opening balance, as a grant in the ledger, in the transaction that creates
 * the workspace (the row exists by the time the queue runs).
 */
export function grantOpeningCredits(tx: SqlTransaction, workspaceId: string, credits: number, now: Date): void {
  const at = now.toISOString();
  tx.queue(`UPDATE "Workspace" SET "creditBalance" = $2, "updatedAt" = $3::timestamp WHERE id = $1`, [workspaceId, credits, at]);
  tx.queue(
    `INSERT INTO "CreditEntry" (id, "workspaceId", kind, amount, "balanceAfter", "createdAt") VALUES ($1, $2, 'grant', $3, $3, $4::timestamp)`,
    [randomUUID(), workspaceId, credits, at],
  );
}

/**
 * The operator's set-credits: the balance becomes `credits` (and the monthly budget `monthlyBudget`
 * when given), the difference a grant in the ledger, under the workspace row lock. Undefined when
 * there is no such workspace.
 */
export async function setCreditBalance(
  tx: SqlTransaction,
  workspaceId: string,
  input: { credits: number; monthlyBudget?: number | null },
  now: Date,
): Promise<{ credits: number; monthlyBudget: number | null } | undefined> {
  const [before] = await tx.query<{ creditBalance: number }>(`SELECT "creditBalance" FROM "Workspace" WHERE id = $1 FOR UPDATE`, [workspaceId]);
  if (!before) return undefined;
  const at = now.toISOString();
  const [after] = await tx.query<{ monthlyBudget: number | null }>(
    `UPDATE "Workspace" SET "creditBalance" = $2, "monthlyBudget" = CASE WHEN $3::boolean THEN $4::int ELSE "monthlyBudget" END, "updatedAt" = $5::timestamp
      WHERE id = $1 RETURNING "monthlyBudget"`,
    [workspaceId, input.credits, input.monthlyBudget !== undefined, input.monthlyBudget ?? null, at],
  );
  if (input.credits !== before.creditBalance) {
    tx.queue(
      `INSERT INTO "CreditEntry" (id, "workspaceId", kind, amount, "balanceAfter", "createdAt") VALUES ($1, $2, 'grant', $3, $4, $5::timestamp)`,
      [randomUUID(), workspaceId, input.credits - before.creditBalance, input.credits, at],
    );
  }
  return { credits: input.credits, monthlyBudget: after!.monthlyBudget };
}

/** Gives `amount` credits back to the workspace, with its ledger entry. Queued, like reserveCredits. */
function refundCredits(tx: SqlTransaction, workspaceId: string, projectId: string, amount: number, now: Date): void {
  const at = now.toISOString();
  tx.queue(
    `WITH moved AS (UPDATE "Workspace" SET "creditBalance" = "creditBalance" + $3, "updatedAt" = $4::timestamp WHERE id = $1 RETURNING "creditBalance")
     INSERT INTO "CreditEntry" (id, "workspaceId", "projectId", kind, amount, "balanceAfter", "createdAt")
     SELECT $5, $1, $2, 'refund', $3, moved."creditBalance", $4::timestamp FROM moved`,
    [workspaceId, projectId, amount, at, randomUUID()],
  );
}

/**
 * Refunds what a finished search did not deliver, in the caller's transaction (the one that
 * ends the search, so a crash cannot leave one without the other). Settles a project once.
 */
export async function settleCredits(tx: SqlTransaction, projectId: string, delivered: number, now = new Date()): Promise<void> {
  const charged = await chargeProject(tx, projectId, delivered, now);
  if (charged && charged.unused > 0) refundCredits(tx, charged.workspaceId, projectId, charged.unused, now);
}
