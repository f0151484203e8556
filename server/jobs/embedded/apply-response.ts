import { createHash } from 'node:crypto';
import { retryAfterMs, type RetryDelay } from './backoff';
import { sleepWakeAt } from './duration';
import type { HandlerResponse, PendingItem, RunRecord } from './types';

/**
 * The executor's state machine: how one response of the serve() handler changes a run.
 * Pure apart from mutating `run`, so every protocol case is unit-tested without the SDK.
 */

/** The request a response answers: discovery (`?stepId=step`) or one pending step by id. */
export type Target = { kind: 'discover' } | { kind: 'step'; id: string; attempt: number };

export interface ApplyContext {
  now: number;
  sleepScale: number;
  retryDelay: RetryDelay;
}

interface Op {
  id: string;
  op: string;
  name?: string;
  displayName?: string;
  data?: unknown;
  error?: unknown;
}

/** The SDK reports a function-level result under the hashed id "complete" when it ships lazy ops. */
const RUN_COMPLETE_ID = createHash('sha1').update('complete').digest('hex');

const SUPPORTED = 'step.run, step.sendEvent, step.sleep, step.sleepUntil and parallel steps';

function executorError(message: string): { name: string; message: string; stack: string } {
  return { name: 'EmbeddedExecutorError', message, stack: '' };
}

function completeRun(run: RunRecord, output: unknown, now: number): void {
  run.status = 'completed';
  run.output = output ?? null;
  run.error = null;
  finish(run, now);
}

function failRun(run: RunRecord, error: unknown, now: number): void {
  run.status = 'failed';
  run.error = error;
  finish(run, now);
}

function finish(run: RunRecord, now: number): void {
  run.pending = [];
  run.wakeAt = null;
  run.finishedAt = now;
}

function memoise(run: RunRecord, id: string, memo: RunRecord['steps'][string]): void {
  if (!(id in run.steps)) run.stack.push(id);
  run.steps[id] = memo;
  run.pending = run.pending.filter((item) => item.id !== id);
}

function upsertPending(run: RunRecord, item: PendingItem): void {
  run.pending = [...run.pending.filter((p) => p.id !== item.id), item];
}

/** Sleeps that are due become memoised `null`s, as an Inngest server records a finished sleep. */
export function wakeDueSleeps(run: RunRecord, now: number): boolean {
  const due = run.pending.filter((item) => item.kind === 'sleep' && item.dueAt <= now);
  for (const item of due) memoise(run, item.id, { type: 'data', data: null });
  return due.length > 0;
}

/** Keeps `wakeAt` at the earliest pending item, when there is one. */
export function settleWakeAt(run: RunRecord): void {
  if (run.status !== 'queued') return;
  run.wakeAt = run.pending.length ? Math.min(...run.pending.map((item) => item.dueAt)) : null;
}

function errorFromBody(res: HandlerResponse): unknown {
  const body = res.body;
  if (body && typeof body === 'object' && 'message' in body) return body;
  if (body && typeof body === 'object' && 'error' in body && typeof (body as { error: unknown }).error === 'string') {
    return executorError((body as { error: string }).error);
  }
  return executorError(`serve() answered ${res.status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);
}

function delayFor(res: HandlerResponse, nextAttempt: number, ctx: ApplyContext): number {
  return retryAfterMs(res.retryAfter, ctx.now) ?? ctx.retryDelay(nextAttempt);
}

/** A retriable failure of the request itself: try again after a backoff, or fail when attempts are used up. */
function retry(run: RunRecord, target: Target, failedAttempt: number, error: unknown, res: HandlerResponse, ctx: ApplyContext): void {
  const next = failedAttempt + 1;
  if (next >= run.maxAttempts) return failRun(run, error, ctx.now);
  run.error = error;
  const dueAt = ctx.now + delayFor(res, next, ctx);
  if (target.kind === 'step') {
    const previous = run.pending.find((item) => item.id === target.id);
    upsertPending(run, { kind: 'step', id: target.id, name: previous?.name ?? target.id, attempt: next, dueAt });
  } else {
    run.attempt = next;
    run.wakeAt = dueAt;
  }
}

export function applyResponse(run: RunRecord, target: Target, res: HandlerResponse, ctx: ApplyContext): void {
  if (run.status !== 'queued') return;
  const attempt = target.kind === 'step' ? target.attempt : run.attempt;

  if (res.status === 200) return completeRun(run, res.body, ctx.now);
  if (res.status === 206 && Array.isArray(res.body)) return applyOps(run, target, attempt, res, ctx);

  const error = res.status === 206 ? executorError(`serve() answered 206 without ops: ${JSON.stringify(res.body)}`) : errorFromBody(res);
  // 5xx is retried unless the SDK says not to; 4xx (400 = NonRetriableError or attempts used up,
  // 401 = bad signature) is final.
  const retriable = res.status === 206 || (res.status >= 500 && res.noRetry !== 'true');
  if (!retriable) return failRun(run, error, ctx.now);
  retry(run, target, attempt, error, res, ctx);
  if (target.kind === 'step') settleWakeAt(run);
}

function applyOps(run: RunRecord, target: Target, attempt: number, res: HandlerResponse, ctx: ApplyContext): void {
  const ops = res.body as Op[];
  const before = JSON.stringify([run.steps, run.pending]);
  let progressed = false;

  for (const op of ops) {
    const name = op.displayName ?? op.name ?? op.id;
    if (op.id === RUN_COMPLETE_ID && (op.op === 'StepError' || op.op === 'StepFailed')) {
      if (op.op === 'StepFailed') return failRun(run, op.error, ctx.now);
      // Lazy ops shipped with a retriable function error: retry the function, nothing else.
      return retry(run, { kind: 'discover' }, run.attempt, op.error, res, ctx);
    }
    switch (op.op) {
      case 'StepRun':
      case 'Step':
        memoise(run, op.id, { type: 'data', data: op.data ?? null });
        progressed = true;
        break;
      case 'StepFailed':
        memoise(run, op.id, { type: 'error', error: op.error });
        progressed = true;
        break;
      case 'StepError': {
        // The step ran at `attempt`: the targeted attempt, or the discovery attempt when the SDK
        // ran a lone new step at once. The SDK sends StepFailed on the last attempt; the bound
        // here only guards against a handler that keeps saying "retriable".
        const next = attempt + 1;
        if (next >= run.maxAttempts) {
          memoise(run, op.id, { type: 'error', error: op.error });
          progressed = true;
          break;
        }
        run.error = op.error;
        upsertPending(run, { kind: 'step', id: op.id, name, attempt: next, dueAt: ctx.now + delayFor(res, next, ctx) });
        break;
      }
      case 'StepPlanned':
        if (!(op.id in run.steps) && !run.pending.some((p) => p.id === op.id)) {
          run.pending.push({ kind: 'step', id: op.id, name, attempt: 0, dueAt: ctx.now });
        }
        break;
      case 'Sleep': {
        if (op.id in run.steps || run.pending.some((p) => p.id === op.id)) break;
        const dueAt = sleepWakeAt(op.name ?? '', ctx.now, ctx.sleepScale);
        if (dueAt === undefined) return failRun(run, executorError(`step "${name}": cannot read sleep target "${op.name}"`), ctx.now);
        run.pending.push({ kind: 'sleep', id: op.id, name, attempt: 0, dueAt });
        break;
      }
      case 'RunComplete':
        return completeRun(run, op.data, ctx.now);
      default:
        return failRun(
          run,
          executorError(`step "${name}" uses ${op.op}, which the embedded executor does not support (it runs ${SUPPORTED}); use an Inngest server for it`),
          ctx.now,
        );
    }
  }

  if (progressed) {
    // Inngest counts attempts per step: progress starts the next request at attempt 0.
    run.attempt = 0;
    run.error = null;
  }
  if (target.kind === 'discover') {
    run.wakeAt = null;
    if (JSON.stringify([run.steps, run.pending]) === before) {
      // Nothing new to do would make the next discovery identical: count it as a failed attempt.
      retry(run, target, attempt, executorError(`serve() returned ops that change nothing: ${JSON.stringify(ops).slice(0, 500)}`), res, ctx);
      return;
    }
  }
  settleWakeAt(run);
}
