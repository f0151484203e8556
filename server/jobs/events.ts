import { eventType } from 'inngest';
import { z } from 'zod';

/**
 * The events the app sends, with their data validated on send (inngest.send(x.create(...)))
 * and again when a function starts. Functions take these as triggers.
 */
export const searchRequested = eventType('search/requested', {
  // workspaceId keys the per-workspace concurrency (inngest/functions/concurrency.ts); optional
  // only so that events sent before it existed still run.
  schema: z.object({ projectId: z.string().min(1), workspaceId: z.string().min(1).optional() }),
});

/**
 * A delivery of a project's `project.completed` webhook (server/webhooks). `webhookId` is the
 * Standard Webhooks `webhook-id`, the same for every attempt and resend of the event.
 * `completed`: the automatic delivery (up to three attempts), sent once per project with the event
 * id `webhook-completed-<projectId>`; `resend`: one manual attempt whose log row `deliveryKey` names.
 */
export const webhookDeliveryRequested = eventType('webhook/delivery.requested', {
  schema: z.discriminatedUnion('reason', [
    z.object({ projectId: z.string().min(1), workspaceId: z.string().min(1).optional(), webhookId: z.string().min(1), reason: z.literal('completed') }),
    z.object({
      projectId: z.string().min(1),
      workspaceId: z.string().min(1).optional(),
      webhookId: z.string().min(1),
      reason: z.literal('resend'),
      deliveryKey: z.string().regex(/^resend_[A-Za-z0-9]+$/),
    }),
  ]),
});

/**
 * A stored people import to run (server/people); the id `import-<importId>` dedupes re-sends.
 * workspaceId keys the per-workspace concurrency, as for searches; the shared directory's
 * imports (operator CLI) have none.
 */
export const peopleImportRequested = eventType('people/import.requested', {
  schema: z.object({ importId: z.string().min(1), workspaceId: z.string().min(1).optional() }),
});

/**
 * Post the outcome of a project started by a Slack command to its channel
 * (server/integrations/slack). Sent once per project, with the event id `slack-outcome-<projectId>`.
 */
export const slackOutcomeRequested = eventType('slack/outcome.requested', {
  schema: z.object({ projectId: z.string().min(1) }),
});

/**
 * One slot of a monitor to run (server/monitors), fanned out by the schedule-monitors function with
 * the id `monitor-<monitorId>-<slot ISO>`, so a slot is sent once however often the fan-out re-runs.
 */
export const monitorRunRequested = eventType('monitor/run.requested', {
  schema: z.object({ monitorId: z.string().min(1), workspaceId: z.string().min(1), slotAt: z.string().datetime() }),
});
