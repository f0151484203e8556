import { settleCredits } from '@/server/credits/credits';
import { getDb } from '@/server/db';
import type { Prisma } from '@/server/db/generated/client';
import {
  candidateResult,
  chooseTarget,
  clarifyUnresolvedExclusions,
  type CriteriaInterpretation,
  interpretBrief,
  isVerified,
  rankResults,
  matchCompanyNames,
  runSubSearchExcluding,
  type SearchPlan,
  workspaceSource,
} from '@/server/search';
import { allCandidateResults, dropCandidates, foundBefore, storeSubSearch } from './search-candidates';

/**
 * The search of one project, cut into the durable steps of inngest/functions/run-search.ts.
 * Each function takes and returns plain JSON and is safe to run again (a step in flight at a
 * crash re-runs): state changes are guarded by the project's status.
 */
async function sourceFor(projectId: string) {
  const db = await getDb();
  // Scoped on every query to the project's workspace (own people, suppression list, settings).
  const [row] = await db.sql.query<{ workspaceId: string; skip: boolean }>(
    `SELECT p."workspaceId", w."skipDeliveredPeople" AS skip FROM "Project" p JOIN "Workspace" w ON w.id = p."workspaceId" WHERE p.id = $1`,
    [projectId],
  );
  if (!row) throw new Error(`no project ${projectId}`);
  return workspaceSource(db, { workspaceId: row.workspaceId, projectId, skipDelivered: row.skip });
}

/**
 * Whom the project's end can concern, fixed when it is created: a Slack channel (a project started
 * by a chat command) and its callbackUrl. run-search skips a step that would find nobody to tell.
 */
export interface Audience {
  slack: boolean;
  webhook: boolean;
}

export type InterpretOutcome =
  | { kind: 'search'; interpretation: CriteriaInterpretation; audience: Audience }
  | { kind: 'clarify'; audience: Audience }
  | { kind: 'skip'; reason: string };

/** Step 1: the brief as criteria, or the project ends in awaiting_input with a question. */
export async function interpretProject(projectId: string): Promise<InterpretOutcome> {
  const { prisma } = await getDb();
  const project = await prisma.project.findUnique({ where: { id: projectId } });
  if (!project) return { kind: 'skip', reason: 'no such project' };
  if (project.status !== 'running') return { kind: 'skip', reason: `project is ${project.status}` };
  const audience: Audience = { slack: project.source === 'chat', webhook: project.callbackUrl !== null };
  const read = interpretBrief(project.brief);
  const interpretation = read.kind === 'clarify' ? read : clarifyUnresolvedExclusions(await matchCompanyNames(await sourceFor(projectId), read));
  if (interpretation.kind === 'clarify') {
    await prisma.$transaction(async (tx) => {
      await tx.project.updateMany({
        where: { id: projectId, status: 'running' },
        data: {
          status: 'awaiting_input',
          clarificationQuestion: interpretation.question,
          criteria: interpretation.criteria as Prisma.InputJsonValue,
          completedAt: new Date(),
        },
      });
      await settleCredits(tx, projectId, 0);
    });
    return { kind: 'clarify', audience };
  }
  const resolved = interpretation;
  // requestedTarget holds the web form's target from the start (or the brief's own count).
  const target = chooseTarget(project.requestedTarget, resolved.target);
  await prisma.project.update({
    where: { id: projectId },
    data: { criteria: resolved.criteria as Prisma.InputJsonValue, requestedTarget: target },
  });
  return { kind: 'search', interpretation: { ...resolved, target }, audience };
}

/** What a sub-search step returns: counts only (the people are in SearchCandidate). */
export interface SubSearchProgress {
  found: number;
  verified: number;
  /** The verified candidates reach the plan's goal: the remaining sub-searches are skipped. */
  complete: boolean;
}

/**
 * One sub-search: its people go to SearchCandidate with their verdicts and scores, and progress
 * is published as the verified people found so far, capped at what the search can deliver (its
 * goal and its reserved credits). So totalResults only grows while the search runs, and the
 * provisional results page shows exactly that many people.
 */
export async function runProjectSubSearch(projectId: string, plan: SearchPlan, index: number): Promise<SubSearchProgress> {
  const { prisma } = await getDb();
  const project = await prisma.project.findUnique({ where: { id: projectId }, select: { status: true, reservedCredits: true } });
  if (!project || project.status !== 'running') return { found: 0, verified: 0, complete: true };
  const batch = await runSubSearchExcluding(await sourceFor(projectId), plan, index, await foundBefore(projectId, index));
  const results = batch.map((candidate) => candidateResult(plan, candidate));
  return prisma.$transaction(async (tx) => {
    const verified = await storeSubSearch(tx, projectId, index, results);
    const progress = Math.min(plan.goal, project.reservedCredits, verified);
    await tx.project.updateMany({
      where: { id: projectId, status: 'running', totalResults: { lt: progress } },
      data: { totalResults: progress, verifiedResults: progress },
    });
    return { found: results.length, verified, complete: verified >= plan.goal };
  });
}

/**
 * Last step: rank and verify, keep what the reserved credits pay for, store the results in their
 * final order and mark the project done, then refund the unused credits and drop the candidates.
 * Re-running replaces the results of a project still marked running and settles credits once.
 */
export async function finaliseProject(projectId: string, plan: SearchPlan) {
  const { prisma } = await getDb();
  const project = await prisma.project.findUnique({ where: { id: projectId } });
  if (!project || project.status !== 'running') return { stored: 0, alreadyFinished: true };
  // Results, done, the credit settlement and dropping the candidates commit together.
  return prisma.$transaction(async (tx) => {
    const results = rankResults(plan, await allCandidateResults(tx, projectId)).slice(0, project.reservedCredits);
    const verified = results.filter((r) => isVerified(r.verdicts)).length;
    await tx.result.deleteMany({ where: { projectId } });
    await tx.result.createMany({
      data: results.map(({ score: _score, starred: _starred, personId, ...result }, rank) => ({ ...result, projectId, rank, personId })),
    });
    await tx.project.update({
      where: { id: projectId },
      data: { status: 'done', totalResults: results.length, verifiedResults: verified, starredResults: 0, completedAt: new Date() },
    });
    await settleCredits(tx, projectId, results.length);
    await dropCandidates(tx, projectId);
    return { stored: results.length, alreadyFinished: false };
  });
}

/** The `error` a project carries when its search could not be completed (the only non-null shape). */
export const SEARCH_FAILED = {
  code: 'internal_error',
  message: 'The search could not be completed. Nothing was charged; submit the brief again.',
} as const;

/**
 * When run-search has used up its retries: the project ends (done, no results, the error above)
 * instead of running forever, and its whole reservation is refunded, in one transaction.
 */
export async function failProject(projectId: string): Promise<void> {
  const { prisma } = await getDb();
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.project.updateMany({
      where: { id: projectId, status: 'running' },
      data: { status: 'done', error: SEARCH_FAILED, totalResults: 0, verifiedResults: 0, completedAt: new Date() },
    });
    if (count === 0) return;
    await tx.result.deleteMany({ where: { projectId } });
    await dropCandidates(tx, projectId);
    await settleCredits(tx, projectId, 0);
  });
}
