import { inngest } from '@/server/jobs/client';
import { webhookDeliveryRequested } from '@/server/jobs/events';
import { getDb } from '@/server/db';
import { getEnv } from '@/server/env';
import { findProject } from '@/server/projects/project-store';
import { newWebhookId } from './ids';
import { COMPLETED_EVENT, completionPayload, serializePayload } from './payload';

/**
 * Call when a project has reached `done` (after the status is committed). When the project has
 * a callbackUrl, this snapshots the payload (the status object as of now), stores it as the
 * project's one webhook event, and hands the automatic delivery to the deliver-webhook function.
 * Idempotent: calling it again (a retried step, a crash in between) keeps the first payload and
 * sends the same Inngest event id, so there is exactly one automatic delivery per project.
 * Returns the webhook-id, or null when nothing is to be sent (no callbackUrl, not done).
 */
export async function requestCompletionWebhook(projectId: string): Promise<{ webhookId: string } | null> {
  const project = await findProject(projectId);
  // The spec: only for a search submitted with callbackUrl, only on done (never awaiting_input).
  if (!project || project.status !== 'done' || !project.callbackUrl) return null;
  const { prisma } = await getDb();
  await prisma.webhookEvent.createMany({
    data: [
      {
        id: newWebhookId(),
        projectId: project.id,
        workspaceId: project.workspaceId,
        type: COMPLETED_EVENT,
        url: project.callbackUrl,
        body: serializePayload(completionPayload(project, getEnv().APP_URL)),
      },
    ],
    skipDuplicates: true,
  });
  const event = await prisma.webhookEvent.findUniqueOrThrow({ where: { projectId: project.id }, select: { id: true } });
  await inngest.send(
    webhookDeliveryRequested.create({ projectId: project.id, workspaceId: project.workspaceId, webhookId: event.id, reason: 'completed' }, { id: `webhook-completed-${project.id}` }),
  );
  return { webhookId: event.id };
}
