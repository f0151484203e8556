import { type Principal, actorId } from '@/server/auth/principal';
import { availableCredits, reserveCredits } from '@/server/credits/credits';
import { type NamedStatement, type SqlTransaction, getDb } from '@/server/db';
import type { ProjectSource } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { SearchLimitError, assertSearchAllowance, recentSearchStarts } from '@/server/limits/search-allowance';
import { chooseTarget, interpretBrief, RESULT_CAP_WITHOUT_TARGET, type Interpretation } from '@/server/search';
import { wakeAfterCommit } from '@/server/jobs/send-in-transaction';
import { dispatchSearch, dispatchSearchInTransaction } from './dispatch';
import { idempotentRequest, rememberKey, replayedProject } from './idempotency';
import { newProjectId } from './project-id';
import { insertProject, unsettledReservations } from './project-store';

export interface StartSearchInput {
  brief: string;
  callbackUrl?: string;
  /** The web form's optional target; an API brief states its target in words. */
  target?: number;
  source: ProjectSource;
  /** The monitor whose run this is (source monitor). */
  monitorId?: string;
  /** POST /v1/search's Idempotency-Key header, as sent (checked here). */
  idempotencyKey?: string | null;
}

export interface StartSearchOptions {
  /**
   * Runs inside the transaction that creates the project, so what a source records about it
   * (a chat command's channel) commits with the project or not at all. `reading` is the brief as
   * stored with the project (a chat acknowledgement shows exactly what the search will use).
   */
  onCreated?: (tx: SqlTransaction, projectId: string, reading: Interpretation) => void | Promise<unknown>;
}

// Raw SQL: this transaction runs on every new search, and an ORM's interactive transaction cost
// several times the statements themselves. Timestamps are written in UTC, as Prisma writes them.
const LOCK_WORKSPACE: NamedStatement = {
  name: 'lock-workspace',
  text: `SELECT id, "creditBalance", "monthlyBudget" FROM "Workspace" WHERE id = $1 FOR UPDATE`,
};

/**
 * The brief read once, when the project is created (the interpreter is pure and fast): stored
 * with the project for every later use, and the target and the most results it can deliver, so
 * a project shows its requestedTarget from the first poll and reserves only what it may use. A
 * brief that will ask for clarification delivers nothing.
 */
function plannedDelivery(input: StartSearchInput) {
  const reading = interpretBrief(input.brief);
  const target = chooseTarget(input.target, reading.target);
  const goal = reading.kind === 'clarify' ? 0 : (target ?? RESULT_CAP_WITHOUT_TARGET);
  return { reading, target, goal };
}

/**
 * The one way a search starts, whatever its source (REST, web, chat): the same limits and the
 * same charging. Admission, the credit reservation and the project row commit together under
 * the workspace row lock, so concurrent submissions can neither overrun the hourly allowance nor
 * the balance. In embedded mode the run-search event commits with them; in scaled mode it is sent
 * after the commit, and if that fails the project stays undispatched and the dispatcher re-sends
 * it (server/projects/dispatch.ts).
 */
export async function startSearch(principal: Principal, input: StartSearchInput, options: StartSearchOptions = {}) {
  const { sql } = await getDb();
  const projectId = newProjectId();
  const idempotent = input.idempotencyKey == null ? null : idempotentRequest(input.idempotencyKey, input);
  const { reading, target, goal } = plannedDelivery(input);
  let handedOver = false;
  const replayed = await sql.transaction(async (tx) => {
    const now = new Date();
    // The lock first, then the reads under it, asked for together: where the database is
    // in-process they go in one call (server/db/pglite-statements.ts).
    const [[workspace], recentStarts, earlier] = await Promise.all([
      tx.query<{ id: string; creditBalance: number; monthlyBudget: number | null }>(LOCK_WORKSPACE, [principal.workspaceId]),
      recentSearchStarts(tx, principal.workspaceId, now),
      idempotent ? replayedProject(tx, principal.workspaceId, idempotent, now) : null,
    ]);
    if (!workspace) throw new AppError('not_found', 'Workspace not found');
    // A retry of a request that created a project gets that project: before every limit, so
    // it neither counts against the hourly allowance nor reserves credits again.
    if (earlier) return earlier;
    assertSearchAllowance(recentStarts, now);
    const available = await availableCredits(tx, workspace, now);
    if (available === 0) {
      // Spec (Limits, rule 2): used-up credits or budget are a 429 without Retry-After, also
      // when running searches hold them; Retry-After is only for the request rate limits.
      const used = workspace.creditBalance <= 0 ? 'The workspace has no credits left.' : "The workspace's monthly budget is used up.";
      const held = (await unsettledReservations(tx, workspace.id)) > 0
        ? ' Searches still running hold credits; what they do not use comes back when they finish.'
        : '';
      const remedy = workspace.creditBalance <= 0 ? ' Add credits to run more searches.' : ' Raise the budget or wait for next month.';
      throw new SearchLimitError(workspace.creditBalance <= 0 ? 'credits' : 'budget', `${used}${held}${remedy}`);
    }
    const reserved = Math.min(goal, available);
    handedOver = await dispatchSearchInTransaction(tx, { id: projectId, workspaceId: workspace.id });
    insertProject(
      tx,
      {
        id: projectId,
        workspaceId: workspace.id,
        brief: input.brief,
        callbackUrl: input.callbackUrl ?? null,
        source: input.source,
        monitorId: input.monitorId ?? null,
        requestedTarget: target,
        reservedCredits: reserved,
        createdById: actorId(principal),
        dispatched: handedOver,
        reading,
      },
      now,
    );
    reserveCredits(tx, workspace, projectId, reserved, now);
    await options.onCreated?.(tx, projectId, reading);
    if (idempotent) rememberKey(tx, workspace.id, idempotent, projectId, now);
    return null;
  });
  // The original 202, exactly: a submitted search always answered "running".
  if (replayed) return { projectId: replayed, status: 'running' as const };
  if (handedOver) {
    wakeAfterCommit();
  } else {
    await dispatchSearch({ id: projectId, workspaceId: principal.workspaceId }).catch((error: unknown) => {
      console.error(`[search] could not dispatch ${projectId} now; the dispatcher will retry`, error);
    });
  }
  return { projectId, status: 'running' as const };
}
