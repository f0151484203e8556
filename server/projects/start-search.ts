import { type Principal, actorId } from '@/server/auth/principal';
import { reserveCredits } from '@/server/credits/credits';
import { getDb } from '@/server/db';
import type { ProjectSource } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { assertSearchAllowance } from '@/server/limits/search-allowance';
import { dispatchSearch } from './dispatch';
import { newProjectId } from './project-id';

export interface StartSearchInput {
  brief: string;
  callbackUrl?: string;
  /** The web form's optional target; an API brief states its target in words. */
  target?: number;
  source: ProjectSource;
}

/**
 * The one way a search starts, whatever its source (REST, web, chat): the same limits and the
 * same charging. Admission, the credit reservation and the project row commit together under
 * the workspace row lock, so concurrent submissions can neither overrun the hourly allowance nor
 * the balance. The Inngest event is sent after the commit; if that fails the project stays
 * undispatched and the dispatcher re-sends it (server/projects/dispatch.ts).
 */
export async function startSearch(principal: Principal, input: StartSearchInput) {
  const { prisma } = await getDb();
  const projectId = newProjectId();
  await prisma.$transaction(
    async (tx) => {
      const now = new Date();
      const [workspace] = await tx.$queryRaw<Array<{ id: string; creditBalance: number; monthlyBudget: number | null }>>`
        SELECT id, "creditBalance", "monthlyBudget" FROM "Workspace" WHERE id = ${principal.workspaceId} FOR UPDATE`;
      if (!workspace) throw new AppError('not_found', 'Workspace not found');
      await assertSearchAllowance(tx, workspace.id, now);
      const reserved = await reserveCredits(tx, workspace, projectId, now);
      if (reserved === 0) {
        throw new AppError(
          'limit_exceeded',
          workspace.creditBalance <= 0
            ? 'The workspace has no credits left. Add credits to run more searches.'
            : "The workspace's monthly budget is used up. Raise the budget or wait for next month.",
        );
      }
      await tx.project.create({
        data: {
          id: projectId,
          workspaceId: workspace.id,
          brief: input.brief,
          callbackUrl: input.callbackUrl ?? null,
          source: input.source,
          requestedTarget: input.target ?? null,
          reservedCredits: reserved,
          createdById: actorId(principal),
          createdAt: now,
        },
      });
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
  await dispatchSearch(projectId).catch((error: unknown) => {
    console.error(`[search] could not dispatch ${projectId} now; the dispatcher will retry`, error);
  });
  return { projectId, status: 'running' as const };
}
