import { eventType } from 'inngest';
import { z } from 'zod';

/**
 * The events the app sends, with their data validated on send (inngest.send(x.create(...)))
 * and again when a function starts. Functions take these as triggers.
 */
export const searchRequested = eventType('search/requested', {
  schema: z.object({ projectId: z.string().min(1) }),
});

export const webhookDeliveryRequested = eventType('webhook/delivery.requested', {
  schema: z.object({
    projectId: z.string().min(1),
    /** Standard Webhooks `webhook-id`: the same for every attempt and resend of one event. */
    webhookId: z.string().min(1),
    /** `completed`: the automatic delivery when the project reaches done; `resend`: a manual one. */
    reason: z.enum(['completed', 'resend']),
  }),
});

export type SearchRequested = z.infer<typeof searchRequested.schema>;
export type WebhookDeliveryRequested = z.infer<typeof webhookDeliveryRequested.schema>;
