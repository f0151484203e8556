import { getDb } from '@/server/db';
import type { WebhookDelivery, WebhookEvent } from '@/server/db/generated/client';
import { loadWebhookSecret } from '@/server/workspaces/webhook-secret';
import type { SendOutcome } from './http-sender';
import { redactUrl } from './ids';
import { AUTOMATIC_ATTEMPTS, AUTOMATIC_DELIVERY, RESEND_ATTEMPTS, RETRY_SLEEP_MS } from './schedule';
import { deliverySettings } from './settings';
import { signatureHeaders } from './signing';
import { checkTarget, type TargetCheck } from '@/server/net/target-guard';

export interface AttemptInput {
  projectId: string;
  /** AUTOMATIC_DELIVERY or a resend's `resend_<random>`. */
  deliveryKey: string;
  /** 1-based. */
  attempt: number;
  /** The Inngest run making the attempt: a second run for the same attempt does nothing. */
  runId: string;
}

export interface AttemptResult {
  outcome: 'delivered' | 'failed' | 'blocked' | 'skipped';
  /** True when no further attempt of this delivery follows. */
  final: boolean;
  statusCode: number | null;
  detail: string | null;
}

const maxAttempts = (deliveryKey: string) => (deliveryKey === AUTOMATIC_DELIVERY ? AUTOMATIC_ATTEMPTS : RESEND_ATTEMPTS);

/**
 * Makes one attempt and records it. A receiver that fails, a timeout and a refused target are
 * recorded outcomes, not errors: only infrastructure trouble (database, secrets) throws, so the
 * step's own retries repeat the bookkeeping, never a recorded attempt. The attempt row is
 * claimed first: another run's attempt is left alone (that run stops), and this run's step
 * replayed after the attempt was recorded returns what was recorded without sending again.
 */
export async function runAttempt(input: AttemptInput): Promise<AttemptResult> {
  const { prisma } = await getDb();
  const event = await prisma.webhookEvent.findUnique({ where: { projectId: input.projectId } });
  if (!event) return { outcome: 'skipped', final: true, statusCode: null, detail: 'the project has no webhook event' };

  const claim = await claimAttempt(event, input);
  if (claim.kind === 'recorded') return claim.result;
  if (claim.kind === 'taken') return { outcome: 'skipped', final: true, statusCode: null, detail: 'another run is making this attempt' };

  const settings = deliverySettings();
  const startedAt = new Date();
  const target = await withDeadline((signal) => checkTarget(event.url, { ...settings, signal }), startedAt.getTime() + settings.timeoutMs);
  const last = input.attempt >= maxAttempts(input.deliveryKey);

  if (target === null || target.kind !== 'allowed') {
    const blocked = target?.kind === 'blocked' ? target.reason : null;
    const error = target === null ? `timed out after ${settings.timeoutMs} ms resolving the host` : target.kind === 'unresolvable' ? target.error : null;
    // A refused target is final: the spec says such an address is never called.
    return record(claim.row, {
      outcome: blocked ? 'blocked' : 'failed',
      final: blocked !== null || last,
      statusCode: null,
      error,
      blocked,
      responseExcerpt: null,
      durationMs: Date.now() - startedAt.getTime(),
    });
  }

  // Loaded per attempt: a rotation applies to every delivery made after it.
  const secret = await loadWebhookSecret(event.workspaceId);
  const sent: SendOutcome = await settings.post({
    target,
    body: event.body,
    headers: signatureHeaders({ webhookId: event.id, body: event.body, secret }),
    userAgent: settings.userAgent,
    timeoutMs: settings.timeoutMs,
    startedAt: startedAt.getTime(),
  });
  return record(claim.row, {
    outcome: sent.delivered ? 'delivered' : 'failed',
    final: sent.delivered || last,
    statusCode: sent.statusCode,
    error: sent.error,
    blocked: null,
    responseExcerpt: sent.responseExcerpt,
    durationMs: Date.now() - startedAt.getTime(),
  });
}

type Claim = { kind: 'claimed'; row: WebhookDelivery } | { kind: 'recorded'; result: AttemptResult } | { kind: 'taken' };

async function claimAttempt(event: WebhookEvent, input: AttemptInput): Promise<Claim> {
  const { prisma } = await getDb();
  const key = { projectId: input.projectId, deliveryKey: input.deliveryKey, attempt: input.attempt };
  const now = new Date();
  await prisma.webhookDelivery.createMany({
    data: [
      {
        ...key,
        webhookId: event.id,
        workspaceId: event.workspaceId,
        kind: input.deliveryKey === AUTOMATIC_DELIVERY ? 'automatic' : 'resend',
        url: redactUrl(event.url),
        outcome: 'sending',
        runId: input.runId,
        startedAt: now,
      },
    ],
    skipDuplicates: true,
  });
  const row = await prisma.webhookDelivery.findUniqueOrThrow({ where: { projectId_deliveryKey_attempt: key } });
  // Another run owns this attempt (a duplicate run of the same event): it carries on, this one stops.
  if (row.runId !== null && row.runId !== input.runId) return { kind: 'taken' };
  // This run's own step replayed after the attempt was recorded: the same result, nothing sent.
  if (row.finishedAt) return { kind: 'recorded', result: recordedResult(row) };
  if (row.runId === input.runId && row.outcome === 'sending') return { kind: 'claimed', row };
  // A queued resend (no run yet): take it, unless another run got there first.
  const taken = await prisma.webhookDelivery.updateMany({
    where: { id: row.id, finishedAt: null, runId: null },
    data: { runId: input.runId, outcome: 'sending', startedAt: now },
  });
  if (taken.count === 0) return { kind: 'taken' };
  return { kind: 'claimed', row: { ...row, runId: input.runId, startedAt: now } };
}

function recordedResult(row: WebhookDelivery): AttemptResult {
  const outcome = row.outcome === 'delivered' || row.outcome === 'blocked' ? row.outcome : 'failed';
  return {
    outcome,
    final: outcome !== 'failed' || row.attempt >= maxAttempts(row.deliveryKey),
    statusCode: row.statusCode,
    detail: row.blocked ?? row.error,
  };
}

interface Recorded {
  outcome: 'delivered' | 'failed' | 'blocked';
  final: boolean;
  statusCode: number | null;
  error: string | null;
  blocked: string | null;
  responseExcerpt: string | null;
  durationMs: number;
}

async function record(row: WebhookDelivery, result: Recorded): Promise<AttemptResult> {
  const { prisma } = await getDb();
  const finishedAt = new Date();
  const delay = result.final ? null : RETRY_SLEEP_MS[row.attempt - 1];
  await prisma.webhookDelivery.update({
    where: { id: row.id },
    data: {
      outcome: result.outcome,
      statusCode: result.statusCode,
      error: result.error,
      blocked: result.blocked,
      responseExcerpt: result.responseExcerpt,
      durationMs: result.durationMs,
      finishedAt,
      nextAttemptAt: delay === undefined || delay === null ? null : new Date(finishedAt.getTime() + delay * deliverySettings().sleepScale),
    },
  });
  return { outcome: result.outcome, final: result.final, statusCode: result.statusCode, detail: result.blocked ?? result.error };
}

/**
 * A guard check that cannot outlast the attempt's deadline (a hanging DNS lookup): null when it
 * did, and the lookup is cancelled then rather than left running.
 */
async function withDeadline(check: (signal: AbortSignal) => Promise<TargetCheck>, deadline: number): Promise<TargetCheck | null> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))));
  try {
    return await Promise.race([check(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/**
 * When a delivery run fails for good (infrastructure errors past its retries), its attempts
 * still marked queued or sending are closed as failed, so the log does not show them in flight
 * forever and a new resend is possible.
 */
export async function abandonAttempts(projectId: string, deliveryKey: string, reason: string): Promise<number> {
  const { prisma } = await getDb();
  const { count } = await prisma.webhookDelivery.updateMany({
    where: { projectId, deliveryKey, finishedAt: null },
    data: { outcome: 'failed', error: `delivery aborted: ${reason}`.slice(0, 500), finishedAt: new Date(), nextAttemptAt: null },
  });
  return count;
}
