import { z } from 'zod';

export const projectIdParam = z.object({
  projectId: z.string().describe('The project identifier returned by POST /search.'),
});

/** The spec's project status object, exactly its fields. */
export const projectStatusSchema = z
  .object({
    projectId: z.string(),
    status: z.enum(['running', 'awaiting_input', 'done']),
    done: z.boolean(),
    totalResults: z.number().int(),
    verifiedResults: z.number().int(),
    requestedTarget: z.number().int().nullable(),
    starredResults: z.number().int(),
    clarificationQuestion: z.string().nullable(),
    error: z.null(),
  })
  .meta({ id: 'ProjectStatus' });

export type ProjectStatus = z.infer<typeof projectStatusSchema>;
