import type { Project } from '@/server/db/generated/client';
import { toProjectStatus } from '@/server/projects/project-status';
import type { CompletionPayload } from '@/server/schemas/webhooks';

export const COMPLETED_EVENT = 'project.completed';

/** The spec's payload: the status object exactly as GET /v1/projects/{id} returns it now. */
export function completionPayload(project: Project, appUrl: string): CompletionPayload {
  return {
    event: COMPLETED_EVENT,
    projectId: project.id,
    status: toProjectStatus(project),
    resultsUrl: `${appUrl}/v1/projects/${encodeURIComponent(project.id)}/results`,
  };
}

/** Serialised once per event and stored: every attempt and resend sends these bytes. */
export function serializePayload(payload: CompletionPayload): string {
  return JSON.stringify(payload);
}
