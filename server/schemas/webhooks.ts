import { z } from 'zod';
import { projectStatusSchema } from './project';

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
  .object({ limit: z.number().int().min(1).max(200).default(50) })
  .strict()
  .optional();

export const resendInput = z.object({ projectId: z.string().min(1).max(64) }).strict();
