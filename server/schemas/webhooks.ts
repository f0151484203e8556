import { z } from 'zod';
import { ProjectStatus, WebhookDeliveryKind, WebhookDeliveryOutcome } from '@/server/db/generated/enums';
import { projectStatusSchema } from './project';

/** The workspace-wide delivery log shows this many of the latest attempts unless asked for another count. */
export const RECENT_DELIVERIES_DEFAULT_LIMIT = 50;

/** The body of a `project.completed` delivery (spec: Events). */
export const completionPayloadSchema = z
  .object({
    event: z.literal('project.completed'),
    projectId: z.string(),
    status: projectStatusSchema,
    resultsUrl: z.url(),
  })
  .strict();

export type CompletionPayload = z.infer<typeof completionPayloadSchema>;

export const projectDeliveriesInput = z.object({ projectId: z.string().min(1).max(64) }).strict();

export const recentDeliveriesInput = z
  .object({ limit: z.number().int().min(1).max(200).default(RECENT_DELIVERIES_DEFAULT_LIMIT) })
  .strict()
  .optional();

export const resendInput = z.object({ projectId: z.string().min(1).max(64) }).strict();

/** One attempt of the delivery log (web). */
const deliveryViewSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  webhookId: z.string(),
  kind: z.enum(WebhookDeliveryKind),
  attempt: z.number().int(),
  /** The callback URL with any credentials or query redacted. */
  url: z.string(),
  outcome: z.enum(WebhookDeliveryOutcome),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Why the SSRF guard refused the target, when it did. */
  blocked: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  startedAt: z.date().nullable(),
  finishedAt: z.date().nullable(),
  nextAttemptAt: z.date().nullable(),
  createdAt: z.date(),
  /** Who asked for a resend (e-mail), null for automatic attempts. */
  requestedBy: z.string().nullable(),
});

/** Where the project's webhook stands, for the summary above its log. */
const deliveryStateSchema = z.enum(['no_callback', 'not_sent', 'pending', 'delivered', 'failed', 'blocked']);

/** webhooks.projectDeliveries: the project's webhook, its state and every attempt, oldest first. */
export const projectDeliveriesSchema = z.object({
  projectId: z.string(),
  projectStatus: z.enum(ProjectStatus),
  callbackUrl: z.string().nullable(),
  webhookId: z.string().nullable(),
  eventCreatedAt: z.date().nullable(),
  state: deliveryStateSchema,
  canResend: z.boolean(),
  attempts: z.array(deliveryViewSchema),
});

/** webhooks.recentDeliveries: attempts across projects, with the brief they belong to. */
const recentDeliverySchema = z.object({ ...deliveryViewSchema.shape, brief: z.string().nullable() });
export const recentDeliveriesSchema = z.array(recentDeliverySchema);

export const resentWebhookSchema = z.object({ deliveryKey: z.string(), webhookId: z.string() });

export type DeliveryView = z.infer<typeof deliveryViewSchema>;
export type DeliveryState = z.infer<typeof deliveryStateSchema>;
export type ProjectDeliveries = z.infer<typeof projectDeliveriesSchema>;
export type RecentDelivery = z.infer<typeof recentDeliverySchema>;
export type ResentWebhook = z.infer<typeof resentWebhookSchema>;
