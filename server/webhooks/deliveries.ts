import { inngest } from '@/server/jobs/client';
import { webhookDeliveryRequested } from '@/server/jobs/events';
import { type Principal, actorId, requireManager } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import type { WebhookDelivery } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { consume } from '@/server/limits/rate-limit';
import { findOwnProject, projectBriefs } from '@/server/projects/project-store';
import {
  type DeliveryState,
  type DeliveryView,
  type ProjectDeliveries,
  RECENT_DELIVERIES_DEFAULT_LIMIT,
  type RecentDelivery,
  type ResentWebhook,
} from '@/server/schemas/webhooks';
import { errorForMembers, forMembers, newResendKey, redactUrl } from './ids';

/** A resend still queued or sending after this long is treated as lost and no longer blocks another. */
const RESEND_IN_FLIGHT_MS = 15 * 60_000;
/** Resends per workspace per rolling minute (all projects and members together). */
export const RESENDS_PER_WORKSPACE_PER_MINUTE = 10;

/**
 * Who sees what of the log: owners and admins everything; members see URLs (the callback's and a
 * redirect's Location in an error) without their query string and credentials (receivers put
 * tokens there; see forMembers) and no response excerpts (receivers echo secrets).
 */
function canSeeDeliveryDetails(principal: Principal): boolean {
  return !(principal.kind === 'user' && principal.role === 'member');
}

async function toViews(principal: Principal, rows: WebhookDelivery[]): Promise<DeliveryView[]> {
  const details = canSeeDeliveryDetails(principal);
  const { prisma } = await getDb();
  const userIds = [...new Set(rows.map((row) => row.requestedById).filter((id): id is string => id !== null))];
  const users = userIds.length ? await prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true } }) : [];
  const emails = new Map(users.map((user) => [user.id, user.email]));
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    webhookId: row.webhookId,
    kind: row.kind,
    attempt: row.attempt,
    url: details ? row.url : forMembers(row.url),
    outcome: row.outcome,
    statusCode: row.statusCode,
    error: details ? row.error : errorForMembers(row.error),
    blocked: row.blocked,
    responseExcerpt: details ? row.responseExcerpt : null,
    durationMs: row.durationMs,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    nextAttemptAt: row.nextAttemptAt,
    createdAt: row.createdAt,
    requestedBy: row.requestedById ? (emails.get(row.requestedById) ?? 'a former member') : null,
  }));
}

function summarise(hasCallback: boolean, hasEvent: boolean, rows: WebhookDelivery[]): DeliveryState {
  if (!hasCallback) return 'no_callback';
  if (!hasEvent) return 'not_sent';
  if (rows.some((row) => row.outcome === 'delivered')) return 'delivered';
  const latest = rows.at(-1);
  if (!latest || latest.outcome === 'queued' || latest.outcome === 'sending' || latest.nextAttemptAt) return 'pending';
  return latest.outcome === 'blocked' ? 'blocked' : 'failed';
}

/** Every attempt for one project of the principal's workspace, oldest first. */
export async function listProjectDeliveries(principal: Principal, projectId: string): Promise<ProjectDeliveries> {
  const project = await findOwnProject(principal, projectId);
  const { prisma } = await getDb();
  const [event, rows] = await Promise.all([
    prisma.webhookEvent.findUnique({ where: { projectId: project.id }, select: { id: true, createdAt: true } }),
    prisma.webhookDelivery.findMany({ where: { projectId: project.id }, orderBy: [{ createdAt: 'asc' }, { attempt: 'asc' }] }),
  ]);
  const state = summarise(project.callbackUrl !== null, event !== null, rows);
  return {
    projectId: project.id,
    projectStatus: project.status,
    callbackUrl: project.callbackUrl ? (canSeeDeliveryDetails(principal) ? redactUrl(project.callbackUrl) : forMembers(project.callbackUrl)) : null,
    webhookId: event?.id ?? null,
    eventCreatedAt: event?.createdAt ?? null,
    state,
    // A refused target stays refused (the URL cannot change): a resend would only be refused again.
    canResend: event !== null && state !== 'blocked',
    attempts: await toViews(principal, rows),
  };
}

/** The workspace's latest attempts across projects, newest first, with the brief they belong to. */
export async function listRecentDeliveries(principal: Principal, limit = RECENT_DELIVERIES_DEFAULT_LIMIT): Promise<RecentDelivery[]> {
  const { prisma } = await getDb();
  const rows = await prisma.webhookDelivery.findMany({
    where: { workspaceId: principal.workspaceId },
    orderBy: [{ createdAt: 'desc' }, { attempt: 'desc' }],
    take: limit,
  });
  const briefs = await projectBriefs(principal.workspaceId, [...new Set(rows.map((row) => row.projectId))]);
  return (await toViews(principal, rows)).map((view) => ({ ...view, brief: briefs.get(view.projectId) ?? null }));
}

/**
 * A new delivery of the project's event (same webhook-id and bytes, fresh timestamp and
 * signatures with the secret as it is now): one attempt, logged as a resend. Owners and admins.
 */
export async function resendWebhook(principal: Principal, projectId: string): Promise<ResentWebhook> {
  requireManager(principal);
  const project = await findOwnProject(principal, projectId);
  const { prisma } = await getDb();
  const event = await prisma.webhookEvent.findUnique({ where: { projectId: project.id } });
  if (!event) {
    throw new AppError('conflict', project.callbackUrl ? 'The project has not completed, so there is no webhook to resend yet.' : 'The project has no callback URL.');
  }
  // Each resend is an outbound request the workspace makes us send: bounded per workspace, so
  // a loop of resends to a receiver that never answers cannot fill the background workers.
  const { sql } = await getDb();
  const allowance = await consume(sql, `webhook-resend:workspace:${project.workspaceId}`, RESENDS_PER_WORKSPACE_PER_MINUTE, 60);
  if (!allowance.allowed) {
    throw new AppError(
      'limit_exceeded',
      `This workspace may resend ${RESENDS_PER_WORKSPACE_PER_MINUTE} webhooks a minute; try again in ${allowance.resetSeconds} s.`,
      { 'Retry-After': String(allowance.resetSeconds) },
    );
  }
  const deliveryKey = newResendKey();
  // Check and insert under the event's row lock: two simultaneous resends cannot both pass.
  const row = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "WebhookEvent" WHERE id = ${event.id} FOR UPDATE`;
    const inFlight = await tx.webhookDelivery.count({
      where: { projectId: project.id, kind: 'resend', outcome: { in: ['queued', 'sending'] }, createdAt: { gt: new Date(Date.now() - RESEND_IN_FLIGHT_MS) } },
    });
    if (inFlight > 0) throw new AppError('conflict', 'A resend of this webhook is already under way.');
    return tx.webhookDelivery.create({
      data: {
        webhookId: event.id,
        projectId: project.id,
        workspaceId: project.workspaceId,
        kind: 'resend',
        deliveryKey,
        attempt: 1,
        url: redactUrl(event.url),
        outcome: 'queued',
        requestedById: actorId(principal),
      },
    });
  });
  try {
    await inngest.send(
      webhookDeliveryRequested.create({ projectId: project.id, workspaceId: project.workspaceId, webhookId: event.id, reason: 'resend', deliveryKey }, { id: `webhook-${deliveryKey}` }),
    );
  } catch (error) {
    await prisma.webhookDelivery.delete({ where: { id: row.id } });
    throw error;
  }
  return { deliveryKey, webhookId: event.id };
}
