import { settleCredits } from '@/server/credits/credits';
import { type SqlRunner, getDb } from '@/server/db';
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
  type SearchResult,
  workspaceSource,
} from '@/server/search';
import { postsOutcomeToSlack } from '@/server/integrations/slack/slack-command-store';
import { findProject, markAwaitingInput, markDone, markFailed, publishProgress, saveReading, searchScopeOf, storedReading } from './project-store';
import { allCandidateResults, dropCandidates, foundBefore, storeSubSearch } from './search-candidates';

/**
 * The search of one project, cut into the durable steps of inngest/functions/run-search.ts.
 * Each function takes and returns plain JSON and is safe to run again (a step in flight at a
 * crash re-runs): state changes are guarded by the project's status.
 */
async function sourceFor(projectId: string) {
  const db = await getDb();
  // Scoped on every query to the project's workspace (own people, suppression list, settings).
  const scope = await searchScopeOf(projectId, db.sql);
  if (!scope) throw new Error(`no project ${projectId}`);
  return workspaceSource(db, { ...scope, projectId });
}

/**
 * Whom the project's end can concern, fixed when it is created: a Slack channel (a project started
 * by a chat command, or a run of a monitor a command made: postsOutcomeToSlack) and its
 * callbackUrl. run-search skips a step that would find nobody to tell.
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
  const { sql } = await getDb();
  const project = await findProject(projectId, sql);
  if (!project) return { kind: 'skip', reason: 'no such project' };
  if (project.status !== 'running') return { kind: 'skip', reason: `project is ${project.status}` };
  const audience: Audience = { slack: await postsOutcomeToSlack(sql, project), webhook: project.callbackUrl !== null };
  // The reading stored when the project was created; a project from before stored readings is read again.
  const read = storedReading(project) ?? interpretBrief(project.brief);
  const interpretation = read.kind === 'clarify' ? read : clarifyUnresolvedExclusions(await matchCompanyNames(await sourceFor(projectId), read));
  if (interpretation.kind === 'clarify') {
    await sql.transaction(async (tx) => {
      const now = new Date();
      await markAwaitingInput(tx, projectId, interpretation.question, interpretation.criteria, now);
      await settleCredits(tx, projectId, 0, now);
    });
    return { kind: 'clarify', audience };
  }
  const resolved = interpretation;
  // requestedTarget holds the web form's target from the start (or the brief's own count).
  const target = chooseTarget(project.requestedTarget, resolved.target);
  await saveReading(sql, projectId, resolved.criteria, target, new Date());
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
  const { sql } = await getDb();
  const project = await findProject(projectId, sql);
  if (!project || project.status !== 'running') return { found: 0, verified: 0, complete: true };
  const batch = await runSubSearchExcluding(await sourceFor(projectId), plan, index, await foundBefore(projectId, index));
  const results = batch.map((candidate) => candidateResult(plan, candidate));
  return sql.transaction(async (tx) => {
    const verified = await storeSubSearch(tx, projectId, index, results);
    await publishProgress(tx, projectId, Math.min(plan.goal, project.reservedCredits, verified), new Date());
    return { found: results.length, verified, complete: verified >= plan.goal };
  });
}

/**
 * Last step: rank and verify, keep what the reserved credits pay for, store the results in their
 * final order and mark the project done, then refund the unused credits and drop the candidates.
 * Re-running replaces the results of a project still marked running and settles credits once.
 */
export async function finaliseProject(projectId: string, plan: SearchPlan) {
  const { sql } = await getDb();
  const project = await findProject(projectId, sql);
  if (!project || project.status !== 'running') return { stored: 0, alreadyFinished: true };
  // Results, done, the credit settlement and dropping the candidates commit together.
  return sql.transaction(async (tx) => {
    const now = new Date();
    const results = rankResults(plan, await allCandidateResults(tx, projectId)).slice(0, project.reservedCredits);
    const verified = results.filter((r) => isVerified(r.verdicts)).length;
    await replaceResults(tx, projectId, results, now);
    await markDone(tx, projectId, { total: results.length, verified }, now);
    await settleCredits(tx, projectId, results.length, now);
    await dropCandidates(tx, projectId);
    return { stored: results.length, alreadyFinished: false };
  });
}

/** The project's results become `results`, ranked in their order (a re-run replaces its own). */
async function replaceResults(tx: SqlRunner, projectId: string, results: readonly SearchResult[], now: Date): Promise<void> {
  await tx.query(`DELETE FROM "Result" WHERE "projectId" = $1`, [projectId]);
  if (results.length === 0) return;
  const rows = results.map(({ score: _score, starred: _starred, ...result }, rank) => ({ ...result, rank }));
  await tx.query(
    `INSERT INTO "Result" (id, "projectId", rank, "personId", "fullName", "firstName", "lastName", title, company, location,
                           "linkedinUrl", "primaryEmail", "primaryPhone", "surfacedBy", fields, verdicts, "createdAt")
     SELECT gen_random_uuid()::text, $1, r.rank, r."personId", r."fullName", r."firstName", r."lastName", r.title, r.company, r.location,
            r."linkedinUrl", r."primaryEmail", r."primaryPhone", r."surfacedBy", r.fields, r.verdicts, $3::timestamp
       FROM jsonb_to_recordset($2::jsonb) AS r(rank int, "personId" text, "fullName" text, "firstName" text, "lastName" text, title text,
            company text, location text, "linkedinUrl" text, "primaryEmail" text, "primaryPhone" text, "surfacedBy" text, fields jsonb, verdicts jsonb)`,
    [projectId, JSON.stringify(rows), now.toISOString()],
  );
}

/** The `error` a project carries when its search could not be completed (the only non-null shape). */
const SEARCH_FAILED = {
  code: 'internal_error',
  message: 'The search could not be completed. Nothing was charged; submit the brief again.',
} as const;

/**
 * When run-search has used up its retries: the project ends (done, no results, the error above)
 * instead of running forever, and its whole reservation is refunded, in one transaction.
 */
export async function failProject(projectId: string): Promise<void> {
  const { sql } = await getDb();
  await sql.transaction(async (tx) => {
    const now = new Date();
    if (!(await markFailed(tx, projectId, SEARCH_FAILED, now))) return;
    await replaceResults(tx, projectId, [], now);
    await dropCandidates(tx, projectId);
    await settleCredits(tx, projectId, 0, now);
  });
}
