import { type Principal, actorId } from '@/server/auth/principal';
import { availableCredits, outstandingReservations, reserveCredits } from '@/server/credits/credits';
import { getDb } from '@/server/db';
import type { ProjectSource } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { assertSearchAllowance } from '@/server/limits/search-allowance';
import { chooseTarget, interpretBrief, RESULT_CAP_WITHOUT_TARGET } from '@/server/search';
import { dispatchSearch } from './dispatch';
import { newProjectId } from './project-id';

export interface StartSearchInput {
  brief: string;
  callbackUrl?: string;
  /** The web form's optional target; an API brief states its target in words. */
  target?: number;
  source: ProjectSource;
}

/** Searches usually finish within seconds: a workspace waiting on its own running searches' credits can retry soon. */
const RETRY_AFTER_RUNNING_SEARCHES_S = 10;

/**
 * The target and the most results the brief can deliver, read from the brief at once (the
 * interpreter is pure and fast), so a project shows its requestedTarget from the first poll
 * and reserves only what it may use. A brief that will ask for clarification delivers nothing.
 */
function plannedDelivery(input: StartSearchInput) {
  const interpretation = interpretBrief(input.brief);
  const target = chooseTarget(input.target, interpretation.target);
  const goal = interpretation.kind === 'clarify' ? 0 : (target ?? RESULT_CAP_WITHOUT_TARGET);
  return { target, goal };
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
  const { target, goal } = plannedDelivery(input);
  await prisma.$transaction(
    async (tx) => {
      const now = new Date();
      const [workspace] = await tx.$queryRaw<Array<{ id: string; creditBalance: number; monthlyBudget: number | null }>>`
        SELECT id, "creditBalance", "monthlyBudget" FROM "Workspace" WHERE id = ${principal.workspaceId} FOR UPDATE`;
      if (!workspace) throw new AppError('not_found', 'Workspace not found');
      await assertSearchAllowance(tx, workspace.id, now);
      const available = await availableCredits(tx, workspace, now);
      if (available === 0) {
        // Credits held by the workspace's running searches are partly refunded when they end, so
        // waiting may help (Retry-After); with nothing running, they are simply used up.
        if ((await outstandingReservations(tx, workspace.id)) > 0) {
          throw new AppError('limit_exceeded', `The workspace's credits are held by searches still running; retry in ${RETRY_AFTER_RUNNING_SEARCHES_S} s.`, {
            'Retry-After': String(RETRY_AFTER_RUNNING_SEARCHES_S),
          });
        }
        throw new AppError(
          'limit_exceeded',
          workspace.creditBalance <= 0
            ? 'The workspace has no credits left. Add credits to run more searches.'
            : "The workspace's monthly budget is used up. Raise the budget or wait for next month.",
        );
      }
      const reserved = Math.min(goal, available);
      await tx.project.create({
        data: {
          id: projectId,
          workspaceId: workspace.id,
          brief: input.brief,
          callbackUrl: input.callbackUrl ?? null,
          source: input.source,
          requestedTarget: target,
          reservedCredits: reserved,
          createdById: actorId(principal),
          createdAt: now,
        },
      });
      await reserveCredits(tx, workspace, projectId, reserved, now);
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
  await dispatchSearch(projectId).catch((error: unknown) => {
    console.error(`[search] could not dispatch ${projectId} now; the dispatcher will retry`, error);
  });
  return { projectId, status: 'running' as const };
}
