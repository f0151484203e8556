import { type Principal, actorId } from '@/server/auth/principal';
import { availableCredits, outstandingReservations, reserveCredits } from '@/server/credits/credits';
import { getDb } from '@/server/db';
import type { Prisma, ProjectSource } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { assertSearchAllowance } from '@/server/limits/search-allowance';
import { chooseTarget, interpretBrief, RESULT_CAP_WITHOUT_TARGET } from '@/server/search';
import { dispatchSearch } from './dispatch';
import { idempotentRequest, rememberKey, replayedProject } from './idempotency';
import { newProjectId } from './project-id';

export interface StartSearchInput {
  brief: string;
  callbackUrl?: string;
  /** The web form's optional target; an API brief states its target in words. */
  target?: number;
  source: ProjectSource;
  /** POST /v1/search's Idempotency-Key header, as sent (checked here). */
  idempotencyKey?: string | null;
}

export interface StartSearchOptions {
  /**
   * Runs inside the transaction that creates the project, so what a source records about it
   * (a chat command's channel) commits with the project or not at all.
   */
  onCreated?: (tx: Prisma.TransactionClient, projectId: string) => Promise<unknown>;
}

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
export async function startSearch(principal: Principal, input: StartSearchInput, options: StartSearchOptions = {}) {
  const { prisma } = await getDb();
  const projectId = newProjectId();
  const idempotent = input.idempotencyKey == null ? null : idempotentRequest(input.idempotencyKey, input);
  const { target, goal } = plannedDelivery(input);
  const replayed = await prisma.$transaction(
    async (tx) => {
      const now = new Date();
      const [workspace] = await tx.$queryRaw<Array<{ id: string; creditBalance: number; monthlyBudget: number | null }>>`
        SELECT id, "creditBalance", "monthlyBudget" FROM "Workspace" WHERE id = ${principal.workspaceId} FOR UPDATE`;
      if (!workspace) throw new AppError('not_found', 'Workspace not found');
      // A retry of a request that created a project gets that project: before every limit, so
      // it neither counts against the hourly allowance nor reserves credits again.
      const earlier = idempotent ? await replayedProject(tx, workspace.id, idempotent, now) : null;
      if (earlier) return earlier;
      await assertSearchAllowance(tx, workspace.id, now);
      const available = await availableCredits(tx, workspace, now);
      if (available === 0) {
        // Spec (Limits, rule 2): used-up credits or budget are a 429 without Retry-After, also
        // when running searches hold them; Retry-After is only for the request rate limits.
        const used = workspace.creditBalance <= 0 ? 'The workspace has no credits left.' : "The workspace's monthly budget is used up.";
        const held = (await outstandingReservations(tx, workspace.id)) > 0
          ? ' Searches still running hold credits; what they do not use comes back when they finish.'
          : '';
        const remedy = workspace.creditBalance <= 0 ? ' Add credits to run more searches.' : ' Raise the budget or wait for next month.';
        throw new AppError('limit_exceeded', `${used}${held}${remedy}`);
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
      await options.onCreated?.(tx, projectId);
      if (idempotent) await rememberKey(tx, workspace.id, idempotent, projectId, now);
      return null;
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
  // The original 202, exactly: a submitted search always answered "running".
  if (replayed) return { projectId: replayed, status: 'running' as const };
  await dispatchSearch({ id: projectId, workspaceId: principal.workspaceId }).catch((error: unknown) => {
    console.error(`[search] could not dispatch ${projectId} now; the dispatcher will retry`, error);
  });
  return { projectId, status: 'running' as const };
}
